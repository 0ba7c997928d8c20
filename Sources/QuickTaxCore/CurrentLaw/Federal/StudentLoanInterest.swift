extension TaxEngine {
  /// Schedule 1 line 21, the Student Loan Interest Deduction Worksheet (IRC §221): the interest
  /// paid up to the limit (line 1, a limit per return), less that times the share of the phase-out
  /// range that modified AGI is into (lines 5–8: the ratio rounded to three decimals, at most 1);
  /// none for married filing separately (§221(e)(2): the limit is zero).
  func studentLoanInterestDeduction(paid: N, modifiedAGI: N, filingStatus: FilingStatus, rule: StudentLoanInterestRule<N>?) -> N {
    guard let rule, paid > .zero else { return .zero }
    let interest = jsMin(paid, rule.limit[filingStatus])  // line 1
    guard interest > .zero else { return .zero }
    let excess = jsMax(.zero, modifiedAGI - rule.phaseoutStart[filingStatus])  // line 6
    guard excess > .zero else { return interest }
    var scale = N(1)
    for _ in 0..<rule.ratioDecimals { scale = scale * N(10) }
    let ratio = jsMin(N(1), (excess / rule.phaseoutWidth[filingStatus] * scale).jsRounded() / scale)  // line 7
    return jsMax(.zero, interest - interest * ratio)  // lines 8–9
  }
}
