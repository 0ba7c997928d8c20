extension TaxEngine {
  /// Form 540 line 46, the nonrefundable renter's credit (R&TC §17053.5): the amount for the
  /// filing status, for a household that paid rent in California on its principal residence for
  /// at least half the year (`family.californiaRenter`), with California AGI (line 17) at or
  /// below the year's limit; before the limit of the tax it may reduce.
  func californiaRentersCredit(_ family: CurrentLawFamily, adjustedGrossIncome: N, filingStatus: FilingStatus, rule: RentersCreditRule<N>?) -> N {
    guard let rule, family.californiaRenter, adjustedGrossIncome <= rule.agiLimit[filingStatus] else { return .zero }
    return rule.amount[filingStatus]
  }
}
