import Foundation
import Testing

@testable import QuickTaxCore

/// Issue 25, part R1: Social Security benefits (the Social Security Benefits Worksheet of the Form
/// 1040 instructions, IRS Pub 915 Worksheet 1), unemployment compensation, Treasury and tax-exempt
/// interest, each against Pub 915's worked examples or the worksheet's lines written out beside
/// the case.
@Suite("Current law: Social Security benefits, unemployment, Treasury and tax-exempt interest")
struct SocialSecurityRulesTests {
  typealias Worksheet = SocialSecurityBenefitsWorksheet<Double>

  static func worksheet(
    benefits: Double, otherIncome: Double, taxExempt: Double = 0, adjustments: Double = 0, status: FilingStatus = .single,
    livedApart: Bool = false, year: Int = 2025
  ) throws -> Worksheet {
    try CurrentLawTests.engine(year: year).socialSecurityBenefitsWorksheet(
      benefits: benefits, otherIncome: otherIncome, taxExemptInterest: taxExempt, adjustments: adjustments, filingStatus: status,
      livedApartAllYear: livedApart, rule: try BusinessRulesTests.rules(year).socialSecurityBenefits)
  }

  static func close(_ value: Double, _ expected: Double) -> Bool { BusinessRulesTests.close(value, expected) }

  @Test("Pub 915 Worksheet 1, Example 1 (George White, single): $5,980 of benefits, $28,990 of other income → $2,990 taxable")
  func publicationExampleOne() throws {
    // Pension 18,600 + wages 9,400 + taxable interest 990 = 28,990 (line 3); line 2: 2,990;
    // provisional 31,980; over the 25,000 base 6,980; line 12: 6,980, half 3,490; line 14: the
    // smaller of 2,990 and 3,490; nothing over 34,000.
    let sheet = try Self.worksheet(benefits: 5_980, otherIncome: 28_990)
    #expect(sheet.halfBenefits == 2_990 && sheet.provisionalIncome == 31_980 && sheet.baseAmount == 25_000)
    #expect(sheet.firstTier == 2_990 && sheet.secondTier == 0 && sheet.taxableBenefits == 2_990)
    // The same through the return: wages and interest stand for the pension, wages and interest.
    let steps = try BusinessRulesTests.steps(
      BusinessRulesTests.household(user: ["ytdWage": "28000", "interestIncome": "990", "socialSecurityBenefits": "5980"]))
    #expect(steps.income.taxableSocialSecurityBenefits == 2_990 && steps.adjustedGrossIncome == 31_980)
    #expect(steps.income.socialSecurity?.otherIncome == 28_990)
  }

  @Test("Pub 915 Worksheet 1, Example 2 (Ray and Alice Hopkins, joint): $28,750 of other income after a $1,000 IRA deduction → none taxable")
  func publicationExampleTwo() throws {
    // Pension 15,500 + wages 14,000 + interest 250 = 29,750; less the IRA deduction 1,000; plus
    // half of 5,600 = 31,550, under the 32,000 base.
    let sheet = try Self.worksheet(benefits: 5_600, otherIncome: 29_750, adjustments: 1_000, status: .marriedFilingJointly)
    #expect(sheet.provisionalIncome == 31_550 && sheet.taxableBenefits == 0)
    // Through the return (the first person's wages stand for Ray's pension; Alice's IRA is not
    // limited: neither is covered by a plan at work).
    let steps = try BusinessRulesTests.steps(
      BusinessRulesTests.household(
        status: .marriedFilingJointly, user: ["ytdWage": "15500", "interestIncome": "250", "socialSecurityBenefits": "5600"],
        spouse: ["ytdWage": "14000", "iraContributions": "1000"]))
    #expect(steps.income.adjustments.ira == 1_000 && steps.income.taxableSocialSecurityBenefits == 0 && steps.adjustedGrossIncome == 28_750)
  }

  @Test("Pub 915 Worksheet 1, Example 3 (Joe and Betty Johnson, joint): $10,000 of benefits, $40,300 of income, $200 excluded → $6,275")
  func publicationExampleThree() throws {
    // Pension 38,000 + interest 2,300 = 40,300; the 200 of excluded interest enters provisional
    // income (Pub 915 line 4–5); half 5,000: 45,500. Over 32,000: 13,500; line 11: 1,500 over the
    // 12,000 band; line 13: 6,000, line 14: the smaller, 5,000; line 15: 1,275; line 18: 6,275
    // (under 85% of 10,000).
    let sheet = try Self.worksheet(benefits: 10_000, otherIncome: 40_300, taxExempt: 200, status: .marriedFilingJointly)
    #expect(sheet.provisionalIncome == 45_500 && sheet.firstTier == 5_000 && Self.close(sheet.secondTier, 1_275))
    #expect(Self.close(sheet.taxableBenefits, 6_275))
  }

  @Test(
    "the 0%, 50% and 85% regions and the 85% cap (single, the base $25,000, adjusted base $34,000)",
    arguments: [
      // Provisional 20,000: under the base.
      (20_000.0, 10_000.0, 0.0),
      // Provisional 30,000: 5,000 over the base, half of it.
      (20_000, 20_000, 2_500),
      // Provisional 35,000 on 4,000 of benefits: line 14 is half the benefits (2,000), plus 85% of
      // the 1,000 over 34,000 = 2,850, under 3,400.
      (4_000, 33_000, 2_850),
      // Provisional 50,000: 4,500 + 85% of 16,000 = 18,100, capped at 85% of 20,000 = 17,000.
      (20_000, 40_000, 17_000),
    ])
  func regions(benefits: Double, otherIncome: Double, taxable: Double) throws {
    #expect(Self.close(try Self.worksheet(benefits: benefits, otherIncome: otherIncome).taxableBenefits, taxable))
  }

  @Test("married filing separately: $0 base amounts unless the spouses lived apart all year (IRC §86(c)(1)(C)(ii))")
  func separateReturns() throws {
    // Living together: provisional 10,000 + 30,000 = 40,000; 85% of it, 34,000, capped at 85% of
    // the 20,000 of benefits: 17,000.
    let together = try Self.worksheet(benefits: 20_000, otherIncome: 30_000, status: .marriedFilingSeparately)
    #expect(together.baseAmount == 0 && together.adjustedBaseAmount == 0 && Self.close(together.taxableBenefits, 17_000))
    // Small: 10,000 of benefits, 2,000 of other income: 85% of 7,000 = 5,950.
    #expect(Self.close(try Self.worksheet(benefits: 10_000, otherIncome: 2_000, status: .marriedFilingSeparately).taxableBenefits, 5_950))
    // Apart: the single amounts: over 25,000 by 15,000; 4,500 + 85% of 6,000 = 9,600.
    let apart = try Self.worksheet(benefits: 20_000, otherIncome: 30_000, status: .marriedFilingSeparately, livedApart: true)
    #expect(apart.baseAmount == 25_000 && Self.close(apart.taxableBenefits, 9_600))
    // Through the return, the family flag (a separate return reads only the first person).
    let household = BusinessRulesTests.household(
      status: .marriedFilingSeparately, user: ["ytdWage": "30000", "socialSecurityBenefits": "20000"], spouse: ["socialSecurityBenefits": "50000"])
    #expect(Self.close(try BusinessRulesTests.steps(household).income.taxableSocialSecurityBenefits, 17_000))
    var apartHousehold = household
    apartHousehold.family.livedApartAllYear = "true"
    #expect(Self.close(try BusinessRulesTests.steps(apartHousehold).income.taxableSocialSecurityBenefits, 9_600))
  }

  @Test("the statutory amounts in both years' data (IRC §86(c), not indexed)", arguments: [2025, 2026])
  func amountsInData(year: Int) throws {
    let rule = try BusinessRulesTests.rules(year).socialSecurityBenefits
    #expect(rule.baseAmount[.single] == 25_000 && rule.baseAmount[.marriedFilingJointly] == 32_000)
    #expect(rule.adjustedBaseAmount[.single] == 34_000 && rule.adjustedBaseAmount[.marriedFilingJointly] == 44_000)
    #expect(rule.marriedFilingSeparatelyLivingTogetherBaseAmount == 0 && rule.firstRate == 0.5 && rule.secondRate == 0.85)
  }

  @Test("the IRA deduction's modified AGI counts the benefits taxable without it (Pub 590-A Appendix B, Worksheets 1–3)")
  func iraDeductionWithBenefits() throws {
    // Single, covered at work, wages 70,000, IRA 7,000, benefits 20,000. Appendix B Worksheet 1
    // (no IRA deduction): provisional 80,000; 4,500 + 85% of 46,000 → capped at 17,000.
    // Worksheet 2: modified AGI 87,000 in the 79,000–89,000 range: 7,000 × 2,000 / 10,000 = 1,400.
    // Worksheet 3 (with it): provisional 78,600, still 17,000. AGI 70,000 + 17,000 − 1,400.
    let steps = try BusinessRulesTests.steps(
      BusinessRulesTests.household(
        user: ["ytdWage": "70000", "coveredByWorkplacePlan": "true", "iraContributions": "7000", "socialSecurityBenefits": "20000"]))
    #expect(steps.income.adjustments.ira == 1_400 && Self.close(steps.income.taxableSocialSecurityBenefits, 17_000))
    #expect(Self.close(steps.adjustedGrossIncome, 85_600))
    #expect(steps.income.socialSecurity?.adjustments == 1_400)
  }

  @Test("unemployment compensation: Schedule 1 line 7, withholding on line 25b, California excludes it (R&TC §17083)")
  func unemployment() throws {
    let household = BusinessRulesTests.household(
      california: true, user: ["ytdWage": "20000", "unemploymentCompensation": "8000", "unemploymentWithheld": "800"])
    let worksheet = try CurrentLawTests.worksheet(household)
    let steps = try #require(worksheet.currentLaw)
    #expect(steps.adjustedGrossIncome == 28_000 && steps.income.benefitsAndInterest.unemploymentCompensation == 8_000)
    #expect(try #require(steps.california).adjustedGrossIncome == 20_000)
    let federal = worksheet.result.federalTax
    // Owed is the total tax less the 800 withheld (no other payment).
    #expect(federal.owedOrRefund == federal.totalTax - 800 && federal.currentLaw?.withheldOnForms1099 == 800)
  }

  @Test("Social Security: withholding on line 25b; California excludes the benefits (Schedule CA line 6b, R&TC §17087)")
  func benefitsWithheldAndCalifornia() throws {
    // Wages 40,000; provisional 50,000 on 20,000 of benefits: 17,000 taxable (the regions' case).
    let household = BusinessRulesTests.household(
      california: true, user: ["ytdWage": "40000", "socialSecurityBenefits": "20000", "socialSecurityWithheld": "1500"])
    let worksheet = try CurrentLawTests.worksheet(household)
    let steps = try #require(worksheet.currentLaw)
    #expect(Self.close(steps.adjustedGrossIncome, 57_000))
    let california = try #require(steps.california)
    #expect(Self.close(california.adjustedGrossIncome, 40_000) && Self.close(california.incomeDifferences.socialSecurityBenefits, 17_000))
    #expect(worksheet.result.federalTax.owedOrRefund == worksheet.result.federalTax.totalTax - 1_500)
  }

  @Test("Treasury interest: line 2b and Form 8960's investment income; California subtracts it (31 U.S.C. §3124)")
  func treasuryInterest() throws {
    // Wages 250,000 and 10,000 of Treasury interest: NIIT 3.8% of the lesser of 10,000 and the
    // 60,000 of AGI over 200,000 = 380.
    let worksheet = try CurrentLawTests.worksheet(
      BusinessRulesTests.household(california: true, user: ["ytdWage": "250000", "treasuryInterest": "10000"]))
    let steps = try #require(worksheet.currentLaw)
    #expect(steps.income.taxableInterest == 10_000 && steps.adjustedGrossIncome == 260_000)
    #expect(Self.close(try #require(worksheet.result.federalTax.currentLaw).netInvestmentIncomeTax, 380))
    #expect(try #require(steps.california).adjustedGrossIncome == 250_000)
  }

  @Test("tax-exempt interest: not in AGI nor any MAGI the return computes; in the provisional income; other states' part taxed by California")
  func taxExemptInterest() throws {
    // Single, 65, wages 80,000, 50,000 of tax-exempt interest (20,000 of it from other states):
    // AGI 80,000; the senior deduction's MAGI is AGI (§151(d)(5)(C): only excluded foreign
    // income is added): 6,000 − 6% of 5,000 = 5,700; no NIIT; California AGI 100,000.
    let household = BusinessRulesTests.household(
      california: true, user: ["ytdWage": "80000", "taxExemptInterest": "50000", "taxExemptInterestOtherStates": "20000"],
      family: ["userAge": "65"])
    let worksheet = try CurrentLawTests.worksheet(household)
    let steps = try #require(worksheet.currentLaw)
    #expect(steps.adjustedGrossIncome == 80_000 && Self.close(steps.seniorDeduction, 5_700) && steps.netInvestmentIncome == 0)
    #expect(try #require(steps.california).adjustedGrossIncome == 100_000)
    // With benefits it counts: 10,000 of benefits and 20,000 of wages are 25,000 of provisional
    // income, nothing taxable; 4,000 of tax-exempt interest makes 29,000: 2,000 taxable.
    let without = try Self.worksheet(benefits: 10_000, otherIncome: 20_000)
    let with = try Self.worksheet(benefits: 10_000, otherIncome: 20_000, taxExempt: 4_000)
    #expect(without.taxableBenefits == 0 && with.taxableBenefits == 2_000)
  }

  @Test("the worksheet's line 3 is the return's other income: whatever lines 1–8 hold (dividends, gains, Roth conversions, business)")
  func otherIncomeIsTheReturns() throws {
    let steps = try BusinessRulesTests.steps(
      BusinessRulesTests.household(
        user: [
          "interestIncome": "1000", "ordinaryDividends": "2000", "longTermGains": "3000", "rothConversion": "4000", "selfEmploymentReceipts": "5000",
          "unemploymentCompensation": "6000", "socialSecurityBenefits": "30000",
        ]))
    let sheet = try #require(steps.income.socialSecurity)
    // 1,000 + 2,000 + 3,000 + 4,000 + 5,000 + 6,000 = 21,000 on line 3; line 6: half the SE tax.
    #expect(sheet.otherIncome == 21_000 && Self.close(sheet.adjustments, steps.income.adjustments.selfEmploymentTax))
    #expect(Self.close(steps.income.totalIncome, 21_000 + sheet.taxableBenefits))
  }

  @Test("a part larger than its whole is used as entered and named: other states' interest, the benefits' withholding")
  func inconsistencies() throws {
    let steps = try BusinessRulesTests.steps(
      BusinessRulesTests.household(
        california: true, user: ["taxExemptInterest": "100", "taxExemptInterestOtherStates": "500", "socialSecurityWithheld": "10"]))
    #expect(steps.income.notices.map(\.path) == ["userIncome.taxExemptInterestOtherStates", "userIncome.socialSecurityWithheld"])
    #expect(try #require(steps.california).adjustedGrossIncome == 500)
  }

  @Test("a household without the new inputs reads none of them and shows no worksheet")
  func householdWithout() throws {
    let steps = try BusinessRulesTests.steps(BusinessRulesTests.household(user: ["ytdWage": "50000"]))
    #expect(steps.income.socialSecurity == nil && steps.income.benefitsAndInterest.federalWithheld == 0)
    #expect((steps.california?.incomeDifferences.total ?? 0) == 0)
  }
}
