extension TaxEngine {
  /// Form 8960: 3.8% of the lesser of net investment income (interest, ordinary dividends, the
  /// rental real estate income or allowed loss of Schedule 1 line 5 (line 4a), and the capital
  /// gain or allowed loss of Form 1040 line 7; never below zero) and MAGI above the threshold (IRC
  /// §1411; MAGI is AGI here).
  func netInvestmentIncomeTax(
    interest: N, ordinaryDividends: N, capitalGainOrLoss: N, rentalIncome: N = .zero, adjustedGrossIncome: N, filingStatus: FilingStatus,
    rule: ThresholdRate<N>
  ) -> (tax: N, netInvestmentIncome: N, magiExcess: N) {
    let income = jsMax(.zero, interest + ordinaryDividends + rentalIncome + capitalGainOrLoss)
    let excess = jsMax(.zero, adjustedGrossIncome - rule.threshold[filingStatus])
    return ((jsMin(income, excess) * rule.rate).roundedToCents, income, excess)  // line 17, in cents
  }
}
