extension TaxEngine {
  /// Schedule 1-A Part V, the senior deduction (IRC §151(d)(5)(C), 2025–2028): the amount for
  /// each person on the return who is 65 or older, each reduced by the phase-out rate times
  /// modified AGI (AGI here) above the threshold; none for married filing separately, whose
  /// amount the tables set to zero (a married couple must file jointly to claim it).
  func seniorDeduction(seniors: Int, modifiedAGI: N, filingStatus: FilingStatus, rule: SeniorDeductionRule<N>?) -> N {
    guard let rule, seniors > 0 else { return .zero }
    let reduction = jsMax(.zero, modifiedAGI - rule.phaseoutThreshold[filingStatus]) * rule.phaseoutRate
    return jsMax(.zero, rule.amount[filingStatus] - reduction) * N(seniors)
  }
}
