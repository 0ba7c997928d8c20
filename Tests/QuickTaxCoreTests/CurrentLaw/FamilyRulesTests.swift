import Foundation
import QuickTaxCore
import Testing

/// Issue 10's rules, each against a published figure (Rev. Proc. 2024-40 and 2025-32, P.L. 119-21,
/// the FTB's 2025 schedules) or a form computation written out beside it.
@Suite("Current law: filing statuses, dependents, age and state tax as paid")
struct FamilyRulesTests {
  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, wages: [String] = [], fields: [String: String] = [:],
    deductions: [String: String] = [:], family: [String: String] = [:]
  ) -> Household {
    var household = CurrentLawTests.household(
      year: year, status: status, california: california, wages: wages, fields: fields, deductions: deductions)
    for field in FamilyData.fields { if let text = family[field.key] { household.family[keyPath: field.keyPath] = InputText(text) } }
    return household
  }

  static func tables(_ year: Int) throws -> TaxYearTables<Double> {
    try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables.year(year)
  }

  @Test("standard deductions and the additional amounts by status (Rev. Proc. 2024-40 as amended by P.L. 119-21; Rev. Proc. 2025-32)", arguments: [
    (2025, FilingStatus.single, 15_750.0, 2_000.0), (2025, .marriedFilingJointly, 31_500, 1_600), (2025, .marriedFilingSeparately, 15_750, 1_600),
    (2025, .headOfHousehold, 23_625, 2_000), (2025, .qualifyingSurvivingSpouse, 31_500, 1_600),
    (2026, .single, 16_100, 2_050), (2026, .marriedFilingJointly, 32_200, 1_650), (2026, .headOfHousehold, 24_150, 2_050),
  ])
  func standardDeductions(_ year: Int, _ status: FilingStatus, _ basic: Double, _ additional: Double) throws {
    let tables = try Self.tables(year)
    #expect(tables.federal.standardDeduction[status] == basic)
    #expect(tables.federal.currentLaw?.additionalStandardDeduction[status] == additional)
    #expect(tables.filingStatuses == FilingStatus.allCases)
  }

  @Test("head of household: the 2025 schedule (Rev. Proc. 2024-40 table 2) and the capital gains breakpoints")
  func headOfHousehold() throws {
    let tables = try Self.tables(2025)
    // "Over $17,000 but not over $64,850: $1,700 plus 12% of the excess over $17,000."
    let schedule = tables.federal.ordinaryBrackets[.headOfHousehold].reduce(0.0) { tax, bracket in
      tax + max(0, min(64_850, bracket.max) - bracket.min) * bracket.rate
    }
    #expect(abs(schedule - 7_442) < 1e-6)
    #expect(tables.federal.capitalGainsBrackets[.headOfHousehold].map(\.max) == [64_750, 566_700, .infinity])
    // The whole return: $85,000 of wages, two children: $61,375 taxable, the Tax Table's row
    // $61,350–61,400 at $61,375 gives $7,025, less $4,400 of child tax credit.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(status: .headOfHousehold, wages: ["85000"], family: ["qualifyingChildren": "2"]))
    #expect(worksheet.result.federalTax.taxableIncome == 61_375)
    #expect(worksheet.currentLaw?.regularTax.regularTax == 7_025 && worksheet.result.federalTax.totalTax == 2_625)
  }

  @Test("Schedule 8812: $2,200 per child and $500 per other dependent, less $50 per $1,000 (or part) above $400,000 joint")
  func childTaxCreditPhaseout() throws {
    // Joint, $420,500: 20,500 above → 21 steps → $1,050 off $4,400 + $500.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingJointly, wages: ["420500"], family: ["qualifyingChildren": "2", "otherDependents": "1"]))
    let credits = try #require(worksheet.currentLaw?.schedule8812)
    #expect(credits.creditsBeforePhaseout == 4_900 && credits.phaseout == 1_050 && credits.nonrefundableCredit == 3_850)
    #expect(worksheet.result.federalTax.currentLaw?.childTaxCredit == 3_850)
    // A qualifying surviving spouse phases out from $200,000 (line 9: $400,000 only for a joint return).
    let survivor = try CurrentLawTests.worksheet(
      Self.household(status: .qualifyingSurvivingSpouse, wages: ["210000"], family: ["qualifyingChildren": "1"]))
    #expect(survivor.currentLaw?.schedule8812.phaseout == 500)
  }

  @Test("the additional child tax credit: the unused credit, up to $1,700 a child and 15% of earned income above $2,500")
  func additionalChildTaxCredit() throws {
    // Head of household, $20,000 of wages, one child: no tax, so $2,200 unused; the refundable part
    // is the smaller of $1,700 and 15% of $17,500 ($2,625).
    let one = try CurrentLawTests.worksheet(Self.household(status: .headOfHousehold, wages: ["20000"], family: ["qualifyingChildren": "1"]))
    #expect(one.currentLaw?.schedule8812.additionalChildTaxCredit == 1_700)
    #expect(one.result.federalTax.owedOrRefund == -1_700 && one.result.federalTax.totalTax == 0)
    // $12,000 and two children: 15% of $9,500 = $1,425.
    let two = try CurrentLawTests.worksheet(Self.household(status: .headOfHousehold, wages: ["12000"], family: ["qualifyingChildren": "2"]))
    #expect(abs((two.currentLaw?.schedule8812.additionalChildTaxCredit ?? 0) - 1_425) < 1e-9)
    // Other dependents alone are not refundable (line 16b is per qualifying child).
    let other = try CurrentLawTests.worksheet(Self.household(wages: ["12000"], family: ["otherDependents": "2"]))
    #expect(other.currentLaw?.schedule8812.additionalChildTaxCredit == 0)
  }

  @Test("the senior deduction: $6,000 a person, each less 6% of MAGI above $75,000 ($150,000 joint); none when filing separately")
  func seniorDeduction() throws {
    let single = try CurrentLawTests.worksheet(Self.household(wages: ["100000"], family: ["userAge65OrOlder": "true"]))
    #expect(single.currentLaw?.seniorDeduction == 4_500)
    // The additional standard deduction too: $15,750 + $2,000; taxable $100,000 − $17,750 − $4,500.
    #expect(single.currentLaw?.deductions.standardDeduction == 17_750 && single.result.federalTax.taxableIncome == 77_750)
    let couple = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingJointly, wages: ["200000"], family: ["userAge65OrOlder": "true", "spouseAge65OrOlder": "true"]))
    #expect(couple.currentLaw?.seniorDeduction == 6_000)
    let separate = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingSeparately, wages: ["50000"], family: ["userAge65OrOlder": "true"]))
    #expect(separate.currentLaw?.seniorDeduction == 0 && separate.currentLaw?.deductions.standardDeduction == 15_750 + 1_600)
    // The spouse's age counts only on a joint return.
    let head = try CurrentLawTests.worksheet(Self.household(status: .headOfHousehold, wages: ["50000"], family: ["spouseAge65OrOlder": "true"]))
    #expect(head.currentLaw?.seniorDeduction == 0)
  }

  @Test("married filing separately: half the SALT limit after its phase-down, $1,500 loss limit, no standard deduction when the spouse itemizes")
  func marriedFilingSeparately() throws {
    // $30,000 of property tax; the line 5e worksheet: half of the larger of $10,000 and $40,000 −
    // 30% of MAGI above $250,000 (lines 5–10). $300,000: ½ × $25,000; the floor from $350,000.
    for (wages, limit) in [("240000", 20_000.0), ("300000", 12_500), ("349000", 5_150), ("350000", 5_000), ("500000", 5_000)] {
      let salt = try CurrentLawTests.worksheet(
        Self.household(status: .marriedFilingSeparately, wages: [wages], deductions: ["propertyTax": "30000"]))
      #expect(salt.currentLaw?.scheduleA.saltCap == limit && salt.currentLaw?.scheduleA.saltDeduction == limit, "wages \(wages)")
    }
    let loss = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingSeparately, wages: ["80000"], fields: ["shortTermGains": "-10000"]))
    #expect(loss.currentLaw?.capitalGainOrLoss == -1_500)
    let mustItemize = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingSeparately, wages: ["60000"], deductions: ["propertyTax": "2000"], family: ["spouseItemizes": "true"]))
    #expect(mustItemize.currentLaw?.deductions.itemizes == true && mustItemize.result.federalTax.deduction.amount == 2_000)
  }

  @Test("Form 6251 for married filing separately: the 28% rate from $119,550, and the add-on above $900,350 (2025)")
  func separateAlternativeMinimumTax() throws {
    let tables = try Self.tables(2025)
    let rule = try #require(tables.federal.currentLaw?.alternativeMinimumTax)
    #expect(rule.brackets[.marriedFilingSeparately].first?.max == 119_550 && rule.exemption[.marriedFilingSeparately] == 68_500)
    // $1,000,000 of interest: AMTI $1,000,000 (no add-back beyond the standard deduction) is
    // $99,650 above $900,350, so 25% of it ($24,912.50) is added: the exemption is gone either way.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(status: .marriedFilingSeparately, fields: ["interestIncome": "1000000"]))
    let amt = try #require(worksheet.currentLaw?.alternativeMinimumTax)
    #expect(abs(amt.alternativeMinimumTaxableIncome - 1_024_912.5) < 1e-6 && amt.exemption == 0)
  }

  @Test("Schedule A: medical expenses above 7.5% of AGI, and gifts above 60% of AGI carried forward")
  func scheduleA() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(wages: ["100000"], deductions: ["medicalExpenses": "30000", "donations": "70000"]))
    let scheduleA = try #require(worksheet.currentLaw?.scheduleA)
    #expect(scheduleA.medicalDeduction == 22_500 && scheduleA.gifts == 60_000 && scheduleA.giftsCarryover == 10_000)
  }

  @Test("SALT as paid: California withholding, SDI, the year's April and June estimates, earlier years' tax")
  func stateTaxAsPaid() throws {
    var household = Self.household(
      california: true, wages: ["150000"], fields: ["ytdStateWithhold": "9000"], deductions: ["priorYearStateTaxPaid": "1200"])
    household.estimatedPayments.californiaQ1 = "500"
    household.estimatedPayments.californiaQ2 = "700"
    household.estimatedPayments.californiaQ4 = "900"
    let paid = try #require(try CurrentLawTests.worksheet(household).currentLaw?.stateIncomeTaxPaid)
    // $9,000 + 1.2% of $150,000 + $500 + $700 + $1,200; the January installment is next year's.
    #expect(paid.withholding == 9_000 && abs(paid.disabilityInsurance - 1_800) < 1e-9 && paid.estimatedPayments == 1_200)
    #expect(abs(paid.total - 13_200) < 1e-9)
    // 2026: SDI at 1.3%.
    household.taxYear = 2026
    #expect(abs((try CurrentLawTests.worksheet(household).currentLaw?.stateIncomeTaxPaid.disabilityInsurance ?? 0) - 1_950) < 1e-9)
  }

  @Test("California: the 2025 head of household schedule (Schedule Z), and its exemption credits")
  func californiaHeadOfHousehold() throws {
    let tables = try Self.tables(2025)
    #expect(tables.california.brackets[.headOfHousehold].map(\.min) == [0, 22_173, 52_530, 67_716, 83_805, 98_990, 505_208, 606_251, 1_010_417])
    #expect(tables.california.standardDeduction[.headOfHousehold] == 11_412)
    // $400,000, two children: 21,690 above $378,310 → 9 steps of $2,500 → $54 off each credit.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(status: .headOfHousehold, california: true, wages: ["400000"], family: ["qualifyingChildren": "2"]))
    let credits = try #require(worksheet.currentLaw?.california?.exemptionCredits)
    #expect(credits.reductionPerCredit == 54 && credits.total == (153 - 54) + 2 * (475 - 54))
  }

  @Test("California exemption credits: personal, senior and blind at $153, dependents at $475 (2025)")
  func californiaCredits() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(
        status: .marriedFilingJointly, california: true, wages: ["100000"],
        family: ["userAge65OrOlder": "true", "spouseAge65OrOlder": "true", "userBlind": "true", "qualifyingChildren": "1", "otherDependents": "1"]))
    let credits = try #require(worksheet.currentLaw?.california?.exemptionCredits)
    let expected: Double = 2 * 153 + 2 * 153 + 153 + 2 * 475  // personal, senior, blind, dependents
    #expect(credits.total == expected)
    // Married filing separately: the phase-out steps are $1,250.
    let separate = try CurrentLawTests.worksheet(Self.household(status: .marriedFilingSeparately, california: true, wages: ["260000"]))
    // 7,797 above $252,203 → 7 steps of $1,250 → $42 off $153.
    #expect(separate.result.californiaTax?.exemptionCredits == 111)
  }

  @Test("California limits cash gifts to 50% of AGI (the defect of issue 10): California $51,133, federal $109,367")
  func californiaGiftLimit() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(
        status: .marriedFilingJointly, california: true, wages: ["320936", "850268"], fields: ["interestIncome": "1423"],
        deductions: ["donations": "1405445"]))
    let california = try #require(worksheet.currentLaw?.california?.scheduleCA)
    #expect(abs(california.gifts - 1_172_627 * 0.5) < 1e-6 && abs(california.giftsCarryover - (1_405_445 - 586_313.5)) < 1e-6)
    #expect(worksheet.result.californiaTax?.totalTax == 51_133 && worksheet.result.federalTax.totalTax == 109_367)
  }

  @Test("medical expenses are outside California's itemized deduction limitation")
  func californiaLimitationSparesMedical() throws {
    // Single, $400,000: itemized medical $40,000 − $30,000 = $10,000 and property tax $20,000; the
    // limitation is the lesser of 80% of $20,000 and 6% of $147,797.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(california: true, wages: ["400000"], deductions: ["medicalExpenses": "40000", "propertyTax": "20000"]))
    let scheduleCA = try #require(worksheet.currentLaw?.california?.scheduleCA)
    #expect(scheduleCA.medicalDeduction == 10_000 && abs(scheduleCA.limitation - 8_867.82) < 1e-6)
  }

  @Test("penalty rules cover every status: the 110% rule from $75,000 and California's $250 when filing separately")
  func penaltyRulesByStatus() throws {
    let rules = try #require(EmbeddedTaxData.catalog.penaltyRules[2025])
    #expect(rules[.federal]?.binary.highIncomeAGIThreshold[.marriedFilingSeparately] == 75_000)
    #expect(rules[.california]?.binary.minimumBalanceDue[.marriedFilingSeparately] == 250)
    #expect(rules[.california]?.binary.currentYearOnlyAGIThreshold?[.marriedFilingSeparately] == 500_000)
    #expect(rules[.federal]?.binary.highIncomeAGIThreshold.statuses == FilingStatus.allCases)
  }
}
