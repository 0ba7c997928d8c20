import Foundation
import Testing

@testable import QuickTaxCore

/// Issue 26's credits on one return: the order the forms give them when a household has more
/// than one (each feature's own tests cover it alone).
@Suite("Current law: the earned income, care, education, child tax and renter's credits together")
struct WorkingHouseholdCreditOrderTests {
  @Test("Schedule 3 before Schedule 8812, then lines 27–29: care takes the tax, the child tax credit none of it, three refundable credits paid")
  func federalOrder() throws {
    // Single, $20,000 of wages, one child (under 13, an EIC and a child tax credit child), $3,000 of
    // care, a student's $4,000 for the American opportunity credit.
    // Line 16: taxable $4,250, the Tax Table's row $4,250–4,300 at $4,275: $428.
    // Schedule 3 line 2 (Form 2441): 32% (AGI $20,000: 3 steps above $15,000) of $3,000 = $960,
    // limited to $428. Line 3 (Form 8863): the nonrefundable 60% limited to what is left, $0.
    // Schedule 8812 Credit Limit Worksheet A: $428 − $428 = $0, so line 14 is $0 of the $2,200
    // and line 16a keeps $2,200; line 27 (ACTC): 15% × ($20,000 − $2,500) = $2,625, capped at
    // $1,700 a child.
    // Line 27 (EIC, one child): earned income $20,000 is on the plateau ($12,730 to $23,350):
    // $4,328; AGI below the phase-out's start, so not looked up. Line 29: 40% of $2,500 = $1,000.
    var household = CareAndEducationTests.household(
      wages: ["20000"], expenses: "3000", persons: "1", students: [("4000", "americanOpportunity")])
    household.family.qualifyingChildren = InputText("1")
    household.family.earnedIncomeCreditChildren = InputText("1")
    let report = try CurrentLawTests.worksheet(household)
    let steps = try #require(report.currentLaw)
    #expect(steps.regularTax.regularTax == 428)
    #expect(steps.careAndEducation?.dependentCare?.credit == 428 && steps.careAndEducation?.nonrefundableCredit == 428)
    #expect(steps.schedule8812.nonrefundableCredit == 0 && steps.schedule8812.additionalChildTaxCredit == 1_700)
    #expect(steps.earnedIncomeCredit?.credit == 4_328 && steps.careAndEducation?.refundableCredit == 1_000)
    let law = try #require(report.result.federalTax.currentLaw)
    // Form 2210 line 3 (the planner's current-year tax) takes all three: lines 27, 28 and 29.
    #expect(law.earnedIncomeCredit == 4_328 && law.additionalChildTaxCredit == 1_700 && law.americanOpportunityCredit == 1_000)
    #expect(law.refundableCredits == 7_028)
    #expect(report.result.federalTax.totalTax == 0 && report.result.federalTax.owedOrRefund == -7_028)
  }

  @Test("Form 540: line 40 (FTB 3506) before line 46 (the renter's credit), which gets only what is left")
  func californiaOrder() throws {
    // Single, $35,000 of wages, one child, $3,000 of care, a California renter.
    // Taxable $35,000 − $5,706 = $29,294; the tax table's row at $29,300: $110.79 + $303.70 + 4% ×
    // $3,036 = $535.93, $536; less the personal credit $153: $383.
    // Line 40: federal 25% (AGI $35,000: 10 steps) of $3,000 = $750, California's 50% (AGI up to
    // $40,000) = $375, within $383. Line 46: $60 (AGI under $53,994) limited to the $8 left.
    var household = CareAndEducationTests.household(california: true, wages: ["35000"], expenses: "3000", persons: "1")
    household.family.californiaRenter = InputText("true")
    let steps = try #require(try CurrentLawTests.worksheet(household).currentLaw?.california)
    #expect(steps.taxBeforeCredits == 536 && steps.exemptionCredits.total == 153)
    #expect(abs((steps.dependentCareCredit?.credit ?? 0) - 375) < 1e-9)
    #expect(abs(steps.rentersCredit - 8) < 1e-9)
    let result = try #require(try CurrentLawTests.worksheet(household).result.californiaTax)
    #expect(result.totalTax == 0)
  }
}
