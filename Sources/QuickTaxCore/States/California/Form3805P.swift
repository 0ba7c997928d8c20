/// FTB 3805P Part I, Additional Taxes on Qualified Plans: early distributions.
public struct Form3805PWorksheet<N: TaxNumber>: Sendable {
  /// Line 3: the early distributions subject to the additional tax (federal Form 5329 lines 1–3:
  /// California taxes the same distributions).
  public var subjectToTax: N
  /// Line 4 (Form 540 line 63): 2½% of line 3.
  public var additionalTax: N
}

extension TaxEngine {
  /// R&TC §17085(c)(1): IRC §72(t) applies with 2½% in place of 10%. Form 540 line 63, an other
  /// tax: part of the total tax (line 64), not reduced by the exemption credits.
  func form3805P(_ retirement: RetirementIncomeWorksheet<N>, rule: CaliforniaRetirementDistributionRule<N>) -> Form3805PWorksheet<N> {
    let subject = retirement.earlyDistributionsSubjectToTax
    return Form3805PWorksheet(subjectToTax: subject, additionalTax: (subject * rule.earlyDistributionRate).roundedToCents)
  }
}
