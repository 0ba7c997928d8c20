extension TaxEngine {
  /// The limit on state and local taxes (IRC §164(b)(6)–(7) as amended by P.L. 119-21 §70120),
  /// as the State and Local Tax Deduction Worksheet for Schedule A line 5e figures it (2025
  /// instructions; the 2026 limit and threshold are the statute's). A separate return phases the
  /// full limit down from half the threshold and takes half of the result (§164(b)(6)(B): "half
  /// the applicable limitation amount"), so its floor is half the full one and is reached at the
  /// same excess of MAGI as a joint return's. Schedule A line 5e is the smaller of this and 5d.
  func saltLimit(modifiedAGI: N, filingStatus: FilingStatus, rule: SaltCapRule<N>, separate: SeparateReturnSaltLimit<N>) -> N {
    let isSeparate = filingStatus == .marriedFilingSeparately
    let line1 = rule.baseCap
    let line5 = isSeparate ? separate.phaseoutThreshold : rule.phaseoutThreshold
    let line6 = jsMax(.zero, modifiedAGI - line5)  // lines 2–4 are AGI: no §911, 931 or 933 exclusion is modelled
    let line7 = (line6 * rule.phaseoutRate).roundedToCents
    let line8 = line1 - line7
    let line9 = jsMax(line8, rule.minimumCap)
    return isSeparate ? line9 * separate.shareOfLimit : line9  // line 10, before the smaller of it and line 5d
  }
}
