extension TaxEngine {
  /// Form 8960: 3.8% of the lesser of net investment income (interest, ordinary dividends and the
  /// capital gain or allowed loss of Form 1040 line 7; never below zero) and MAGI above the
  /// threshold (IRC §1411; MAGI is AGI here).
  func netInvestmentIncomeTax(
    interest: N, ordinaryDividends: N, capitalGainOrLoss: N, adjustedGrossIncome: N, filingStatus: FilingStatus,
    rule: ThresholdRate<N>
  ) -> (tax: N, netInvestmentIncome: N, magiExcess: N) {
    let income = jsMax(.zero, interest + ordinaryDividends + capitalGainOrLoss)
    let excess = jsMax(.zero, adjustedGrossIncome - rule.threshold[filingStatus])
    return (jsMin(income, excess) * rule.rate, income, excess)
  }

  /// Form 8959: 0.9% of the household's Medicare wages above the threshold, and what employers
  /// withheld: 0.9% of each person's wages above the withholding threshold, whatever the filing status (IRC
  /// §3102(f)), which counts as federal withholding.
  func additionalMedicareTax(personWages: [N], filingStatus: FilingStatus, rules: FederalCurrentLawRules<N>)
    -> (tax: N, withheld: N, wages: N)
  {
    let rule = rules.additionalMedicareTax
    let wages = personWages.reduce(N.zero, +)
    let tax = jsMax(.zero, wages - rule.threshold[filingStatus]) * rule.rate
    let withheld = personWages.reduce(N.zero) { $0 + jsMax(.zero, $1 - rules.additionalMedicareWithholdingThreshold) * rule.rate }
    return (tax, withheld, wages)
  }
}
