extension TaxEngine {
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
