extension TaxEngine {
  /// Form 8959: 0.9% of the household's Medicare wages above the threshold, and what employers
  /// withheld: 0.9% of each person's wages above the withholding threshold, whatever the filing status (IRC
  /// §3102(f)), which counts as federal withholding.
  /// Part II: self-employment earnings count above what the wages leave of the threshold.
  func additionalMedicareTax(personWages: [N], selfEmploymentEarnings: N = .zero, filingStatus: FilingStatus, rules: FederalCurrentLawRules<N>)
    -> (tax: N, withheld: N, wages: N)
  {
    let rule = rules.additionalMedicareTax
    let wages = personWages.reduce(N.zero, +)
    let threshold = rule.threshold[filingStatus]
    let selfEmployment = jsMax(.zero, selfEmploymentEarnings - jsMax(.zero, threshold - wages))  // lines 8–12
    // Lines 7, 13 and 18, and each employer's withholding (W-2 box 6's part of line 19), in cents.
    let tax = (jsMax(.zero, wages - threshold) * rule.rate).roundedToCents + (selfEmployment * rule.rate).roundedToCents
    let withheld = personWages.reduce(N.zero) {
      $0 + (jsMax(.zero, $1 - rules.additionalMedicareWithholdingThreshold) * rule.rate).roundedToCents
    }
    return (tax, withheld, wages)
  }
}
