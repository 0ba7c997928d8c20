import Foundation
import QuickTaxCore
import Testing

/// FTB 3514: CalEITC (R&TC §17052, Form 540 line 75) and the young child tax credit (§17052.1,
/// line 76). Each figure derived beside the case from the statute's percentages times the 85%
/// adjustment factor and the 2025 indexed amounts, at the middle of the $50 row of the 2025
/// California EITC table (2025 FTB 3514 booklet) the amount falls in; each CalEITC figure below is
/// also the table's entry for that row.
@Suite("Current law: FTB 3514, CalEITC and the young child tax credit")
struct Form3514Tests {
  static func rule(_ year: Int) throws -> CaliforniaEarnedIncomeCreditRule<Double> {
    try #require(try FamilyRulesTests.tables(year).california.currentLaw?.earnedIncomeCredit)
  }

  static func form3514(
    status: FilingStatus = .single, wages: [String], fields: [String: String] = [:], family: [String: String]
  ) throws -> CaliforniaEarnedIncomeCreditWorksheet<Double>? {
    let household = FamilyRulesTests.household(status: status, california: true, wages: wages, fields: fields, family: family)
    return try #require(try CurrentLawTests.worksheet(household).currentLaw?.california).earnedIncomeCredit
  }

  @Test("the 2025 figures: maximum credits $302 / $2,016 / $3,339 / $3,756 (the table's), all ending at $32,901; 2026 projected × 1.034")
  func figures() throws {
    let rule = try Self.rule(2025)
    // At the earned income amount, the table's row: $4,661 is in $4,651–$4,700, middle $4,675.50:
    // 4,661 × 6.5025% = 303.08, less 14.50 × 6.5025% = 0.94: 302.14 → 302. $6,998 in $6,951–$7,000,
    // middle $6,975.50, still phasing in: 6,975.50 × 28.9% = 2,015.92 → 2,016. $9,823 in
    // $9,801–$9,850, middle $9,825.50: 9,823 × 34% = 3,339.82 less 2.50 × 34% = 0.85: 3,338.97 →
    // 3,339; × 38.25%: 3,757.30 − 0.96 = 3,756.34 → 3,756.
    #expect(rule.tableRowWidth == 50)
    #expect(rule.columns.enumerated().map { rule.credit($0.element.earnedIncomeAmount, children: $0.offset) } == [302, 2_016, 3_339, 3_756])
    #expect(rule.completedPhaseout == 32_901 && rule.investmentIncomeLimit == 4_814 && rule.minimumAgeWithoutQualifyingChild == 18)
    #expect(rule.youngChildCredit == 1_189 && rule.youngChildThreshold == 27_425 && rule.youngChildLossLimit == 35_640)
    let projected = try Self.rule(2026)
    // 32,901 × 1.034 = 34,019.6 → 34,020; 1,189 × 1.034 = 1,229.4 → 1,229.
    #expect(projected.completedPhaseout == 34_020 && projected.youngChildCredit == 1_229)
    // The FTB sets the step reduction so that the young child credit ends where CalEITC does:
    // 55 steps of $100 above the threshold reach the completed amount, and 55 × reduction ≥ credit.
    for year in [2025, 2026] {
      let each = try Self.rule(year)
      let steps = ((each.completedPhaseout - each.youngChildThreshold) / each.youngChildStep).rounded(.up)
      #expect(steps * each.youngChildReductionPerStep >= each.youngChildCredit)
      #expect((steps - 1) * each.youngChildReductionPerStep < each.youngChildCredit)
    }
  }

  @Test("2025 CalEITC along the schedule: phase-in, first phase-out, final phase-out, the end", arguments: [
    // No child, 6.5025%: $1,000 is in the row $951–$1,000, middle $975.50 → 63.43 → 63.
    (1_000.0, 0, 63.0),
    // First phase-out from $4,661 until the credit is $252: (303.08 − 252) / 6.5025% = $785.56 of
    // income, so to $5,446.56. $5,000, middle $4,975.50: 303.08 − 314.50 × 6.5025% = 282.63 → 283.
    (5_000, 0, 283),
    // Final phase-out, straight to zero at $32,901: $20,000, middle $19,975.50 →
    // 252 × 12,925.50 / 27,454.44 = 118.64 → 119.
    (20_000, 0, 119),
    // One child, 28.9%: $10,000, middle $9,975.50 → 2,022.42 − 2,977.50 × 28.9% = 1,161.92 → 1,162;
    // the final phase-out starts at 6,998 + (2,022.42 − 635) / 28.9% = $11,798.77; $25,000, middle
    // $24,975.50 → 635 × 7,925.50 / 21,102.23 = 238.49 → 238.
    (10_000, 1, 1_162), (25_000, 1, 238),
    // Three children, 38.25%: the first phase-out ends at 9,823 + (3,757.30 − 635) / 38.25% =
    // $17,986.40, so $15,000 is in it: middle $14,975.50, 3,757.30 − 5,152.50 × 38.25% = 1,786.47 → 1,786.
    (15_000, 3, 1_786),
    // The last row, $32,851–$32,900, middle $32,875.50: two children, 635 × 25.50 / 15,122.70 = 1.07
    // → 1; nothing at or above $32,901.
    (32_900, 2, 1), (32_901, 2, 0),
  ])
  func schedule(_ income: Double, _ children: Int, _ expected: Double) throws {
    let rule = try Self.rule(2025)
    #expect(rule.credit(income, children: children) == expected)
  }

  /// The 2025 table's credit for a row's middle, figured as R&TC §17052 has it: the larger of
  /// the main schedule (§17052(b): the statute's percentages × 85%, phased in and out at the same
  /// rate from the same amount) and §17052(o)'s second schedule, whose credit percentages, amounts
  /// and phase-out percentages the FTB indexes and sets each year (2025's read off the table:
  /// 5.45% / 6.33% / 4.20% / 4.15% to $5,451 / $11,798 / $17,779 / $17,987, then 1.08% / 3.54% /
  /// 4.94% / 5.01%); at least $1 on the table's last rows. An independent check of the embedded
  /// rows, which were transcribed from the booklet.
  static func statuteCredit(middle x: Double, children c: Int) -> Double {
    let factor = 0.85
    let (rate, amount) = ([0.0765, 0.34, 0.40, 0.45][c], [4_661.0, 6_998, 9_823, 9_823][c])
    let (secondRate, secondPhaseout, secondAmount) = ([0.0545, 0.0633, 0.0420, 0.0415][c], [0.0108, 0.0354, 0.0494, 0.0501][c], [5_451.0, 11_798, 17_779, 17_987][c])
    let main = factor * (rate * min(x, amount) - rate * max(0, x - amount))
    let second = factor * (secondRate * min(x, secondAmount) - secondPhaseout * max(0, x - secondAmount))
    return max(1, (max(main, second, 0) + 0.5).rounded(.down))
  }

  @Test("every row of the embedded 2025 table: found by its first, middle and last dollar, and as the statute's two schedules figure it")
  func everyRow() throws {
    let rule = try Self.rule(2025)
    let table = try #require(rule.table)
    #expect(table.count == 658 && table.first == [2, 7, 9, 10] && table.last == [1, 1, 1, 1])
    for (index, row) in table.enumerated() {
      let first = Double(index * 50 + 1)
      for children in 0..<4 {
        for amount in [first, first + 24.5, first + 49] {
          #expect(rule.credit(amount, children: children) == row[children], "$\(amount), \(children) children")
        }
        #expect(row[children] == Self.statuteCredit(middle: first + 24.5, children: children), "row $\(Int(first)), \(children) children")
      }
    }
    // A fifth child reads the last column; a fraction of a dollar above a row is in the next.
    #expect(rule.credit(1_000, children: 5) == rule.credit(1_000, children: 3))
    #expect(rule.credit(50.5, children: 0) == table[1][0] && rule.credit(0.5, children: 0) == 0)
    // The households: the table's $180 and $81, where the straight line gave $179 and $82.
    #expect(rule.credit(13_392, children: 0) == 180 && rule.credit(30_975, children: 3) == 81)
    // 2026 has no table yet: figured (projected).
    #expect(try Self.rule(2026).table == nil)
  }

  @Test("the young child tax credit: $1,189 to $27,425, less $21.71 per $100 or part of one above it, none from $32,900", arguments: [
    (27_425.0, 1_189.0),
    // $30,000: 2,575 over → 26 steps × 21.71 = 564.46; 1,189 − 564.46 = 624.54 → 625.
    (30_000, 625),
    // $27,426: one dollar over is a whole step: 1,189 − 21.71 = 1,167.29 → 1,167.
    (27_426, 1_167),
    // $32,800: 5,375 over → 54 steps = 1,172.34; 16.66 → 17. $32,900: 55 steps = 1,194.05 → 0.
    (32_800, 17), (32_900, 0),
  ])
  func youngChild(_ earnedIncome: Double, _ expected: Double) throws {
    #expect(try Self.rule(2025).youngChildCredit(earnedIncome: earnedIncome) == expected)
  }

  @Test("through the return: a single parent of a child under 6 with $20,000 of wages gets $389 and $1,189")
  func singleParent() throws {
    // One child: $20,000 is in the final phase-out: middle $19,975.50, 635 × 12,925.50 / 21,102.23 = 388.95 → 389.
    let form = try #require(try Self.form3514(status: .headOfHousehold, wages: ["20000"], family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"]))
    #expect(form.credit == 389 && form.youngChildCredit == 1_189 && form.refundableCredits == 1_578)
  }

  @Test("AGI above earned income: the credit for AGI is taken when smaller")
  func agiLookup() throws {
    // No child, $5,000 of wages and $5,000 of interest: over the $4,814 limit.
    let over = try #require(try Self.form3514(wages: ["5000"], fields: ["interestIncome": "5000"], family: ["userAge": "30"]))
    #expect(over.disallowance == .investmentIncome && over.credit == 0)
    // $4,000 of interest: AGI $9,000, middle $8,975.50 → 252 × 23,925.50 / 27,454.44 = 219.61 → 220,
    // less than $283.
    let within = try #require(try Self.form3514(wages: ["5000"], fields: ["interestIncome": "4000"], family: ["userAge": "30"]))
    #expect(within.creditForEarnedIncome == 283 && within.creditForAdjustedGrossIncome == 220 && within.credit == 220)
  }

  @Test("eligibility: under 18 without a child; married filing separately without living apart; the age not given is assumed and warned")
  func eligibility() throws {
    let young = try #require(try Self.form3514(wages: ["5000"], family: ["userAge": "17"]))
    #expect(young.disallowance == .age && young.credit == 0)
    // 18 is old enough for CalEITC (the federal credit needs 25).
    #expect(try Self.form3514(wages: ["5000"], family: ["userAge": "18"])?.credit == 283)
    let separate = try #require(try Self.form3514(status: .marriedFilingSeparately, wages: ["10000"], family: ["earnedIncomeCreditChildren": "1"]))
    #expect(separate.disallowance == .marriedFilingSeparately)
    let apart = try #require(
      try Self.form3514(
        status: .marriedFilingSeparately, wages: ["10000"], family: ["earnedIncomeCreditChildren": "1", "livedApartLastSixMonths": "true"]))
    #expect(apart.credit == 1_162)
    let unknown = try #require(try Self.form3514(wages: ["5000"], family: [:]))
    #expect(unknown.credit == 283 && unknown.notices.map(\.path) == ["family.userAge"])
    // Above the completed phase-out amount: nothing figured.
    #expect(try Self.form3514(wages: ["40000"], family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"]) == nil)
  }

  @Test("the young child credit without earned income (§17052.1(b)(1)(B)): a Schedule C loss of $5,000 and no wages")
  func zeroEarnedIncome() throws {
    let form = try #require(
      try Self.form3514(
        status: .headOfHousehold, wages: [], fields: ["selfEmploymentReceipts": "1000", "selfEmploymentExpenses": "6000"],
        family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"]))
    #expect(form.credit == 0 && form.youngChildCredit == 1_189 && form.youngChildZeroEarnedIncome)
    // No child under 6 counted among the qualifying children: none, and said.
    let orphan = try #require(try Self.form3514(wages: ["10000"], family: ["childrenUnder6": "1", "userAge": "30"]))
    #expect(orphan.youngChildCredit == 0 && orphan.notices.map(\.path) == ["family.childrenUnder6"])
  }
}
