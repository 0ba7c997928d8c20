extension TaxEngine {
  /// The Yonkers resident surcharge (IT-201 line 55; Tax Law §1321–1323, the instructions'
  /// worksheet): the rate on the net state tax — line 46 less the refundable state credits —
  /// never below zero.
  func yonkersSurcharge(netStateTax: N, refundableStateCredits: N, tables: NewYorkTaxTables<N>) -> N {
    (jsMax(.zero, netStateTax - refundableStateCredits) * tables.yonkersSurchargeRate).jsRounded()
  }
}
