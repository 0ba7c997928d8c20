/// Schedule 3 lines 2 and 3 (the child and dependent care credit, Form 2441; the nonrefundable
/// education credits, Form 8863) and Form 1040 line 29 (the refundable American opportunity
/// credit). A return with no care expenses and no students has none (nil), as most do.
public final class CareAndEducationCredits<N: TaxNumber>: Sendable {
  public let dependentCare: DependentCareCreditWorksheet<N>?
  public let education: EducationCreditsWorksheet<N>?

  init(dependentCare: DependentCareCreditWorksheet<N>?, education: EducationCreditsWorksheet<N>?) {
    self.dependentCare = dependentCare
    self.education = education
  }

  /// Schedule 3 lines 2 + 3.
  public var nonrefundableCredit: N { (dependentCare?.credit ?? .zero) + (education?.nonrefundableCredit ?? .zero) }
  /// Form 1040 line 29.
  public var refundableCredit: N { education?.refundableCredit ?? .zero }
}

extension TaxEngine {
  /// The credits in Schedule 3's order, each limited by the tax the ones before it leave (Form 2441
  /// line 10 and Form 8863's Credit Limit Worksheet: Form 1040 line 18 less Schedule 3 lines 1–2;
  /// `taxLimit` comes in less line 1, the foreign tax credit). Nothing is figured for a return with
  /// no care expenses and no students.
  func careAndEducationCredits(
    _ household: CurrentLawHousehold<N>, income: Form1040IncomeWorksheet<N>, wagesByPerson: [N], taxLimit: N, rules: FederalCurrentLawRules<N>
  ) -> CareAndEducationCredits<N>? {
    let family = household.family
    // Most returns have neither.
    guard household.deductions.dependentCareExpenses != nil || !household.students.isEmpty else { return nil }
    let status = household.filingStatus
    let agi = income.adjustedGrossIncome
    let expenses = household.deductions.dependentCareExpenses ?? .zero
    var dependentCare: DependentCareCreditWorksheet<N>?
    if family.careQualifyingPersonCount > 0 && expenses > .zero {
      dependentCare = dependentCareCredit(
        qualifyingPersons: family.careQualifyingPersonCount, expensesPaid: expenses,
        excludedBenefits: income.dependentCareBenefits?.excludedBenefits ?? .zero,
        earnedIncome: earnedIncomeByPerson(wages: wagesByPerson, businesses: income.businesses, selfEmployment: income.selfEmployment),
        adjustedGrossIncome: agi, taxLimit: taxLimit, filingStatus: status, rule: rules.dependentCareCredit)
    }
    var education: EducationCreditsWorksheet<N>?
    if !household.students.isEmpty {
      education = educationCredits(
        students: household.students, modifiedAGI: agi, taxLimit: taxLimit - (dependentCare?.credit ?? .zero), filingStatus: status,
        rule: rules.educationCredits)
    }
    return CareAndEducationCredits(dependentCare: dependentCare, education: education)
  }
}
