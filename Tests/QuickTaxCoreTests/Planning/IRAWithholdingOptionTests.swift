import Foundation
import QuickTaxCore
import Testing

/// The plan's offer of tax withheld from an IRA distribution by December 31 (IRC §6654(g)(1):
/// withholding counts in equal parts on the due dates), and that following it leaves what it says.
@Suite("Safe-harbor plan: withholding from an IRA distribution")
struct IRAWithholdingOptionTests {
  /// A single retiree of 70 with one IRA distribution of $60,000 (`withheld` federal tax from it).
  static func retiree(withheld: String = "") -> Household {
    var household = Household()
    household.filingStatus = .single
    household.taxYear = 2025
    household.includeCaliforniaTax = false
    household.family.userAge = InputText("70")
    var income = TestSupport.income(["incomeMode": "simple"])
    var distribution = RetirementDistribution()
    distribution.id = InputText("IRA")
    distribution.kind = InputText(RetirementDistribution.iraKind)
    distribution.taxableAmount = InputText("60000")
    distribution.federalWithheld = InputText(withheld)
    income.retirementDistributions = [distribution]
    household.userIncome = income
    return household
  }

  static func federal(_ household: Household, planning: PlanningInputs = PlanningInputs()) throws -> EstimatedTaxPlan<Double> {
    let plans = try EstimatedTaxPlanTests.plans(
      household, planning: planning, now: "2025-11-01T12:00:00.000Z",
      tables: try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables, rules: \.binary)
    return try #require(plans[.federal])
  }

  /// $4,115 of tax (hand derivation in RetireePlanningEndToEndTests): 90% = $3,703.50 required; to
  /// cover each date $925.875 / 25% = $3,703.50; under $1,000: $4,115 − $1,000 + $1 = $3,116.
  @Test("under the $1,000 threshold: $3,116, and withheld it leaves no installment required")
  func underThreshold() throws {
    let plan = try Self.federal(Self.retiree())
    #expect(plan.currentYearTax == 4_115)
    let option = try #require(plan.iraWithholding)
    #expect(option.amount == 3_116 && option.rule == .underThreshold && option.byDate == "2025-12-31" && option.penalty == 0)
    #expect(plan.withholdingAlternative == nil)  // no paychecks
    // Followed: $3,116 withheld from the distribution; the tax less withholding is $999.
    let followed = try Self.federal(Self.retiree(withheld: "3116"))
    #expect(followed.noPenaltyReason != nil && followed.penaltyIfNothingMore.total == 0)
  }

  /// Last year's $2,000 (AGI $50,000): $500 a quarter; $2,000 withheld counts $500 on each date.
  @Test("covering each date: $2,000 on last year's basis, and withheld it leaves no penalty")
  func coversEachInstallment() throws {
    var planning = PlanningInputs()
    planning.priorYearFederalTax = "2000"
    planning.priorYearFederalAGI = "50000"
    let plan = try Self.federal(Self.retiree(), planning: planning)
    let option = try #require(plan.iraWithholding)
    #expect(option.amount == 2_000 && option.rule == .coversEachInstallment && option.penalty == 0)
    #expect(plan.penaltyAsPlanned.total > 0)
    let followed = try Self.federal(Self.retiree(withheld: "2000"), planning: planning)
    #expect(followed.noPenaltyReason == nil && followed.penaltyIfNothingMore.total == 0 && followed.iraWithholding == nil)
  }
}
