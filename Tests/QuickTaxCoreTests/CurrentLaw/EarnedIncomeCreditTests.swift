import Foundation
import QuickTaxCore
import Testing

/// The earned income credit (Form 1040 line 27) and Schedule 8812 Part II-B, against Pub. 596's
/// worked example and the EIC Table's rows, each figured beside the case: a row's credit is the
/// formula at the row's middle, rounded to the dollar (halves up), as the IRS builds the table.
@Suite("Current law: the earned income credit and Schedule 8812 Part II-B")
struct EarnedIncomeCreditTests {
  static func rule(_ year: Int) throws -> EarnedIncomeCreditRule<Double> {
    try #require(try FamilyRulesTests.tables(year).federal.currentLaw?.earnedIncomeCredit)
  }

  static func steps(
    year: Int = 2025, status: FilingStatus = .single, wages: [String], fields: [String: String] = [:], family: [String: String]
  ) throws -> CurrentLawWorksheet<Double> {
    try #require(
      try CurrentLawTests.worksheet(FamilyRulesTests.household(year: year, status: status, wages: wages, fields: fields, family: family)).currentLaw)
  }

  @Test("the year's figures: Rev. Proc. 2024-40 (2025) and 2025-32 (2026), each completed amount the threshold plus the maximum over the rate")
  func figures() throws {
    let rule2025 = try Self.rule(2025)
    #expect(rule2025.columns.map(\.maximumCredit) == [649, 4_328, 7_152, 8_046])
    #expect(rule2025.columns.map(\.completedPhaseout) == [19_104, 50_434, 57_310, 61_555])
    #expect(rule2025.columns.map(\.jointCompletedPhaseout) == [26_214, 57_554, 64_430, 68_675])
    #expect(rule2025.investmentIncomeLimit == 11_950 && rule2025.tableRowWidth == 50 && rule2025.ageWithoutQualifyingChild == 25...64)
    let rule2026 = try Self.rule(2026)
    #expect(rule2026.columns.map(\.maximumCredit) == [664, 4_427, 7_316, 8_231])
    #expect(rule2026.investmentIncomeLimit == 12_200)
    for rule in [rule2025, rule2026] {
      for column in rule.columns {
        #expect((column.phaseoutThreshold + column.maximumCredit / column.phaseoutRate).rounded() == column.completedPhaseout)
        #expect((column.jointPhaseoutThreshold + column.maximumCredit / column.phaseoutRate).rounded() == column.jointCompletedPhaseout)
      }
    }
  }

  @Test("the table's end: the largest completed phase-out of any column; at or past it no worksheet is made, just below it one is")
  func tableEnd() throws {
    let rule = try Self.rule(2025)
    #expect(rule.tableEnd == 61_555 && rule.jointTableEnd == 68_675)
    // Single, no child: $19,104 of wages is below the table's end but at its column's: nothing is
    // figured either. Three children, $61,500 at its row's middle $61,525: 8,046 − 21.06% ×
    // (61,525 − 23,350) = 6.35 → $6 (the last row, $61,550–61,555, reads $0); at $61,555 nothing
    // is figured.
    let noChild = try Self.steps(wages: ["19104"], family: ["userAge": "30"])
    #expect(noChild.earnedIncomeCredit == nil)
    let withChildren = try Self.steps(wages: ["61500"], family: ["earnedIncomeCreditChildren": "3"])
    #expect(try #require(withChildren.earnedIncomeCredit).credit == 6)
    let atEnd = try Self.steps(wages: ["61555"], family: ["earnedIncomeCreditChildren": "3"])
    #expect(atEnd.earnedIncomeCredit == nil && atEnd.income.adjustedGrossIncome == 61_555)
  }

  @Test("Pub. 596 (2022), Example 2 (the Greys, married filing jointly, two children): AGI of $26,500 reads $6,108, the plateau $6,164")
  func publication596Example() throws {
    // The 2022 figures (Rev. Proc. 2021-45): $6,164 at 40%, phase-out 21.06% from $26,260 joint,
    // complete at $55,529. Worksheet A line 5 for $26,500 ($26,500–26,550 at $26,525):
    // 6,164 − 21.06% × 265 = 6,108.19 → $6,108, the smaller of lines 2 and 5.
    let column = EarnedIncomeCreditRule<Double>.Column(
      maximumCredit: 6_164, phaseInRate: 0.40, phaseoutRate: 0.2106, phaseoutThreshold: 20_130, jointPhaseoutThreshold: 26_260,
      completedPhaseout: 49_399, jointCompletedPhaseout: 55_529)
    let rule = EarnedIncomeCreditRule(tableRowWidth: 50, investmentIncomeLimit: 10_300, ageWithoutQualifyingChild: 25...64, columns: [column])
    #expect(rule.tableCredit(26_500, column: column, joint: true) == 6_108)
    #expect(rule.tableCredit(20_000, column: column, joint: true) == 6_164)
  }

  @Test("2025 table rows: the first row, the phase-in's last rows and the plateau, the phase-out's last rows", arguments: [
    // $1–50 at $25: 1.91 → 2; 8.50 → 9; 10; 11.25 → 11 (no child, one, two, three).
    (30.0, 0, false, 2.0), (30, 1, false, 9), (30, 2, false, 10), (30, 3, false, 11),
    // No child: $8,450–8,500 at $8,475 × 7.65% = 648.34 → 648; the next row is capped at $649.
    (8_450, 0, false, 648), (8_500, 0, false, 649),
    // Three children: $17,850–17,900 at $17,875 × 45% = 8,043.75 → 8,044; $17,900 on, $8,046.
    (17_850, 3, false, 8_044), (17_900, 3, false, 8_046),
    // One child, $5,000–5,050 at $5,025 × 34% = 1,708.50 → 1,709 (a half rounds up).
    (5_000, 1, false, 1_709),
    // No child: $10,600–10,650 at $10,625, 5 past $10,620: 649 − 0.38 → 649.
    (10_600, 0, false, 649),
    // No child, single: $19,050–19,100 at $19,075: 649 − 7.65% × 8,455 = 2.19 → 2; then nothing.
    (19_050, 0, false, 2), (19_100, 0, false, 0), (19_103, 0, false, 0),
    // One child, single: $50,400–50,450 at $50,425: 4,328 − 15.98% × 27,075 = 1.41 → 1, up to
    // $50,433; none from the completed phase-out amount, $50,434.
    (50_433, 1, false, 1), (50_434, 1, false, 0),
    // Three children, joint: $68,600–68,650 at $68,625: 8,046 − 21.06% × 38,155 = 10.56 → 11.
    (68_600, 3, true, 11), (68_675, 3, true, 0),
    // Below $1, no row.
    (0.5, 1, false, 0),
  ])
  func tableRows2025(_ amount: Double, _ children: Int, _ joint: Bool, _ credit: Double) throws {
    let rule = try Self.rule(2025)
    #expect(rule.tableCredit(amount, column: rule.columns[children], joint: joint) == credit)
  }

  @Test("2026: three children, joint, $70,200–70,250 at $70,225: 8,231 − 21.06% × 39,065 = 3.91 → 4; none at $70,244")
  func tableRows2026() throws {
    let rule = try Self.rule(2026)
    #expect(rule.tableCredit(70_243, column: rule.columns[3], joint: true) == 4)
    #expect(rule.tableCredit(70_244, column: rule.columns[3], joint: true) == 0)
  }

  @Test("Worksheet A: AGI past the phase-out's start is looked up too, and the smaller taken")
  func agiLookup() throws {
    // Single, two children, $20,000 of wages and $10,000 of interest: line 2 is the plateau's
    // $7,152; line 5, AGI $30,000 at $30,025: 7,152 − 21.06% × 6,675 = 5,746.25 → $5,746.
    let steps = try Self.steps(wages: ["20000"], fields: ["interestIncome": "10000"], family: ["earnedIncomeCreditChildren": "2"])
    let eic = try #require(steps.earnedIncomeCredit)
    #expect(eic.creditForEarnedIncome == 7_152 && eic.creditForAdjustedGrossIncome == 5_746 && eic.credit == 5_746)
    // Below the phase-out's start, AGI is not looked up: $21,950 of AGI, one child, $10,000 of
    // wages at $10,025 × 34% = 3,408.50 → $3,409, with $11,950 of interest (at the limit).
    let atLimit = try Self.steps(wages: ["10000"], fields: ["interestIncome": "11950"], family: ["earnedIncomeCreditChildren": "1"])
    #expect(atLimit.earnedIncomeCredit?.creditForAdjustedGrossIncome == nil && atLimit.earnedIncomeCredit?.credit == 3_409)
  }

  @Test("Worksheet B: net self-employment profit less the deductible half of SE tax is earned income; line 22 takes that half")
  func selfEmployment() throws {
    // $12,000 of net profit: net earnings $11,082, SE tax $1,374.17 + $321.38 = $1,695.55, half
    // deductible ($847.775, written $847.78): earned income and AGI $11,152.22, the row
    // $11,150–11,200 at $11,175 × 34% = 3,799.50 → $3,800.
    let steps = try Self.steps(wages: [], fields: ["selfEmploymentReceipts": "12000"], family: ["earnedIncomeCreditChildren": "1"])
    #expect(abs(try #require(steps.earnedIncomeCredit).earnedIncome - 11_152.22) < 1e-6)
    #expect(steps.earnedIncomeCredit?.credit == 3_800 && steps.earnedIncomeCredit?.creditForAdjustedGrossIncome == nil)
    // Schedule 8812 line 22: a separate return (no earned income credit), three children, $3,000
    // of profit: SE tax $343.54 + $80.34 = $423.88, half $211.94 (line 23); line 20, 15% of
    // $288.06 = $43.209, written $43.21.
    let separate = try Self.steps(
      status: .marriedFilingSeparately, wages: [], fields: ["selfEmploymentReceipts": "3000"], family: ["qualifyingChildren": "3"])
    #expect(abs((separate.schedule8812.socialSecurityTaxes ?? 0) - 211.94) < 1e-6)
    #expect(abs(separate.schedule8812.earnedIncomeAmount - 43.21) < 1e-6)
    #expect(abs(separate.schedule8812.additionalChildTaxCredit - 211.94) < 1e-6)
  }

  @Test("the refund: the credit is a payment (Form 1040 line 27), the tax unchanged")
  func refund() throws {
    // Head of household, one child, $15,000 of wages: $15,000–15,050 at $15,025 × 34% = 5,108.50,
    // capped at $4,328; no tax under the $23,625 standard deduction.
    let worksheet = try CurrentLawTests.worksheet(
      FamilyRulesTests.household(status: .headOfHousehold, wages: ["15000"], family: ["earnedIncomeCreditChildren": "1"]))
    #expect(worksheet.result.federalTax.totalTax == 0 && worksheet.result.federalTax.owedOrRefund == -4_328)
    #expect(worksheet.result.federalTax.currentLaw?.earnedIncomeCredit == 4_328)
  }

  @Test("investment income a dollar over the limit disallows the credit")
  func investmentIncomeLimit() throws {
    let over = try Self.steps(wages: ["10000"], fields: ["interestIncome": "11951"], family: ["earnedIncomeCreditChildren": "1"])
    #expect(over.earnedIncomeCredit?.credit == 0 && over.earnedIncomeCredit?.disallowance == .investmentIncome)
    #expect(over.earnedIncomeCredit?.investmentIncome == 11_951)
    // A capital gain counts (line 7), a loss does not reduce it.
    let gain = try Self.steps(
      wages: ["10000"], fields: ["interestIncome": "11000", "longTermGains": "1000"], family: ["earnedIncomeCreditChildren": "1"])
    #expect(gain.earnedIncomeCredit?.disallowance == .investmentIncome)
  }

  @Test("married filing separately: only with a qualifying child and apart the last six months (§32(d)(2), ARPA 2021)")
  func separateReturns() throws {
    let together = try Self.steps(status: .marriedFilingSeparately, wages: ["15000"], family: ["earnedIncomeCreditChildren": "1"])
    #expect(together.earnedIncomeCredit?.credit == 0 && together.earnedIncomeCredit?.disallowance == .marriedFilingSeparately)
    let apart = try Self.steps(
      status: .marriedFilingSeparately, wages: ["15000"], family: ["earnedIncomeCreditChildren": "1", "livedApartLastSixMonths": "true"])
    #expect(apart.earnedIncomeCredit?.credit == 4_328)
    let noChild = try Self.steps(
      status: .marriedFilingSeparately, wages: ["9000"], family: ["livedApartLastSixMonths": "true", "userAge": "30"])
    #expect(noChild.earnedIncomeCredit?.disallowance == .marriedFilingSeparately)
  }

  @Test("without a qualifying child: someone on the return 25 to 64; an age not given is assumed to pass, with a warning")
  func ageTest() throws {
    // $9,000 at $9,025: 690.41 capped at $649.
    for (age, credit) in [("24", 0.0), ("25", 649), ("64", 649), ("65", 0)] {
      let steps = try Self.steps(wages: ["9000"], family: ["userAge": age])
      #expect(steps.earnedIncomeCredit?.credit == credit, "age \(age)")
      #expect(steps.earnedIncomeCredit?.notices.isEmpty == true)
    }
    let couple = try Self.steps(status: .marriedFilingJointly, wages: ["9000"], family: ["userAge": "70", "spouseAge": "40"])
    #expect(couple.earnedIncomeCredit?.credit == 649)
    let flagged = try Self.steps(wages: ["9000"], family: ["userAge65OrOlder": "true"])
    #expect(flagged.earnedIncomeCredit?.disallowance == .age)
    let unknown = try Self.steps(wages: ["9000"], family: [:])
    #expect(unknown.earnedIncomeCredit?.credit == 649)
    #expect(unknown.earnedIncomeCredit?.notices.map(\.path) == ["family.userAge"])
    // With a qualifying child the age does not matter: $9,025 × 34% = 3,068.50 → $3,069.
    let young = try Self.steps(wages: ["9000"], family: ["userAge": "19", "earnedIncomeCreditChildren": "1"])
    #expect(young.earnedIncomeCredit?.credit == 3_069)
  }

  @Test("Schedule 8812 Part II-B: three children, Social Security and Medicare taxes less the earned income credit")
  func partIIB() throws {
    // Married filing separately, not apart: no earned income credit. $4,000 of wages, three
    // children: line 17 is $5,100 (3 × $1,700 of the $6,600 unused); line 20, 15% of $1,500 = $225;
    // line 21, 6.2% + 1.45% of $4,000 = $306; line 25, $306 less no credit; line 27 = $306.
    let separate = try Self.steps(status: .marriedFilingSeparately, wages: ["4000"], family: ["qualifyingChildren": "3"])
    let credits = separate.schedule8812
    #expect(credits.refundableBeforeEarnedIncome == 5_100 && credits.earnedIncomeAmount == 225)
    #expect(abs((credits.socialSecurityTaxes ?? 0) - 306) < 1e-9 && credits.earnedIncomeCredit == 0)
    #expect(abs(credits.additionalChildTaxCredit - 306) < 1e-9)
    // Head of household, three EIC children too: the credit, $4,025 × 45% = 1,811.25 → $1,811, is
    // more than the $306, so line 25 is 0 and Part II-A's $225 stands.
    let parent = try Self.steps(
      status: .headOfHousehold, wages: ["4000"], family: ["qualifyingChildren": "3", "earnedIncomeCreditChildren": "3"])
    #expect(parent.earnedIncomeCredit?.credit == 1_811 && parent.schedule8812.earnedIncomeCredit == 1_811)
    #expect(parent.schedule8812.socialSecurityTaxesLessCredit == 0 && parent.schedule8812.additionalChildTaxCredit == 225)
    // Two children: Part II-B is not filled in.
    let two = try Self.steps(status: .marriedFilingSeparately, wages: ["4000"], family: ["qualifyingChildren": "2"])
    #expect(two.schedule8812.socialSecurityTaxes == nil && two.schedule8812.additionalChildTaxCredit == 225)
  }
}
