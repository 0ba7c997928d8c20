/// Form 5329 Part I, Additional Tax on Early Distributions.
public struct Form5329Worksheet<N: TaxNumber>: Sendable {
  /// Line 1: early distributions included in income.
  public var earlyDistributions: N
  /// Line 2: the part an exception of §72(t)(2) covers.
  public var exceptedDistributions: N
  /// Line 3: subject to the additional tax.
  public var subjectToTax: N
  /// Line 4 (Schedule 2 line 8): 10% of line 3.
  public var additionalTax: N
}

extension TaxEngine {
  /// The 10% additional tax of IRC §72(t)(1) on the early distributions included in income and
  /// not excepted (lines 1–4). It is an other tax (Schedule 2 line 8, Form 1040 line 23), part of
  /// the total tax but not of the income tax the credits reduce. The 25% rate of §72(t)(6) for a
  /// SIMPLE IRA in its first two years is not modelled (docs/rules.md).
  func form5329(_ retirement: RetirementIncomeWorksheet<N>, rule: RetirementDistributionRule<N>) -> Form5329Worksheet<N> {
    let subject = retirement.earlyDistributionsSubjectToTax
    return Form5329Worksheet(
      earlyDistributions: retirement.earlyDistributions, exceptedDistributions: retirement.exceptedEarlyDistributions,
      subjectToTax: subject, additionalTax: (subject * rule.earlyDistributionRate).roundedToCents)
  }
}
