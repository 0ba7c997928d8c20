/// FTB 3506, Child and Dependent Care Expenses Credit (R&TC §17052.6).
public final class CaliforniaDependentCareCreditWorksheet<N: TaxNumber>: Sendable {
  /// Part IV: the benefits as California excludes them (IRC §129 as of its conformity date); nil
  /// without benefits.
  public let benefits: DependentCareBenefitsWorksheet<N>?
  /// Schedule CA (540) line 1 column C: benefits the federal return excludes and California does
  /// not (from 2026, above California's limit).
  public let wagesAddition: N
  /// Part III lines 3–9: the federal credit as California figures it, before any tax limit.
  public let federalCredit: DependentCareCreditWorksheet<N>
  /// Line 10: California's percentage by California AGI; line 11: the credit; the credit after the
  /// tax left once the exemption credits are taken (Form 540 line 40; nonrefundable).
  public let californiaRate: N
  public let creditBeforeLimit: N
  public let taxLimit: N
  public let credit: N

  init(
    benefits: DependentCareBenefitsWorksheet<N>?, wagesAddition: N, federalCredit: DependentCareCreditWorksheet<N>, californiaRate: N,
    creditBeforeLimit: N, taxLimit: N, credit: N
  ) {
    self.benefits = benefits
    self.wagesAddition = wagesAddition
    self.federalCredit = federalCredit
    self.californiaRate = californiaRate
    self.creditBeforeLimit = creditBeforeLimit
    self.taxLimit = taxLimit
    self.credit = credit
  }
}

extension TaxEngine {
  /// Part IV (the exclusion, with California's limit) and the federal credit as California
  /// figures it: the IRC as of its conformity date (R&TC §17024.5), so neither the 2026 rate
  /// schedule nor the 2026 benefit limit of P.L. 119-21 §70404–70405; the federal decimal by
  /// federal AGI (line 7), California's percentage by California AGI (line 10). Care is taken to
  /// be provided in California (FTB 3506 Part II).
  func californiaDependentCareBenefits(
    benefitsByPerson: [N], expenses: N, qualifyingPersons: Int, earnedIncome: [N], federalExcluded: N, filingStatus: FilingStatus,
    rule: CaliforniaDependentCareCreditRule<N>
  ) -> (benefits: DependentCareBenefitsWorksheet<N>?, wagesAddition: N) {
    guard benefitsByPerson.contains(where: { $0 > .zero }) else { return (nil, .zero) }
    let benefits = dependentCareBenefits(
      benefitsByPerson: benefitsByPerson, expenses: expenses, qualifyingPersons: qualifyingPersons, earnedIncome: earnedIncome,
      filingStatus: filingStatus, rule: rule.federalCredit)
    return (benefits, jsMax(.zero, federalExcluded - benefits.excludedBenefits))
  }

  /// Part III, lines 3–11, limited to the tax after the exemption credits.
  func californiaDependentCareCredit(
    qualifyingPersons: Int, expensesPaid: N, benefits: DependentCareBenefitsWorksheet<N>?, wagesAddition: N, earnedIncome: [N],
    federalAGI: N, californiaAGI: N, taxLimit: N, filingStatus: FilingStatus, rule: CaliforniaDependentCareCreditRule<N>
  ) -> CaliforniaDependentCareCreditWorksheet<N> {
    let federal = dependentCareCredit(
      qualifyingPersons: qualifyingPersons, expensesPaid: expensesPaid, excludedBenefits: benefits?.excludedBenefits ?? .zero,
      earnedIncome: earnedIncome, adjustedGrossIncome: federalAGI, taxLimit: nil, filingStatus: filingStatus,
      rule: rule.federalCredit)
    let rate = rule.rate(adjustedGrossIncome: californiaAGI)
    let before = (federal.creditBeforeLimit * rate).roundedToCents
    let limit = jsMax(.zero, taxLimit)
    return CaliforniaDependentCareCreditWorksheet(
      benefits: benefits, wagesAddition: wagesAddition, federalCredit: federal, californiaRate: rate, creditBeforeLimit: before,
      taxLimit: limit, credit: jsMin(before, limit))
  }
}
