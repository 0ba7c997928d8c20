import Foundation
import Testing

/// Every line of Form 2210 Schedule AI (1–36) and FTB 5805 Part III (1–23) in `plan`'s JSON and,
/// when the plan uses the method, its text (issue 34, item 10): the lines a preparer copies onto
/// the form, each column adding up as the form adds it, and its line 19 (14c) and 27 (23) the
/// figures the plan took.
@Suite("quicktax plan: Schedule AI and FTB 5805 Part III line by line, the built command")
struct ScheduleAILinesEndToEndTests {
  static func plan(_ household: String, _ extra: [String] = ["--format", "json"]) throws -> QuickTaxProcess.Result {
    let result = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-12-31", "--time-zone", "UTC"] + extra, input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    return result
  }

  /// Each column's lines object, with the column's plan figures.
  static func columns(_ output: String, _ jurisdiction: String, lines key: String) throws -> [(lines: [String: Any], column: [String: Any])] {
    let report = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let columns = try #require((report[jurisdiction] as? [String: Any])?["annualizedWorksheet"] as? [[String: Any]])
    return try columns.map { (try #require($0[key] as? [String: Any]), $0) }
  }

  static func number(_ object: [String: Any], _ key: String) -> Double { object[key] as? Double ?? .nan }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.011 }

  /// The form's own arithmetic, line by line, on every column.
  static func checkScheduleAI(_ columns: [(lines: [String: Any], column: [String: Any])]) {
    for (index, (lines, column)) in columns.enumerated() {
      func n(_ key: String) -> Double { number(lines, key) }
      // Lines 1 and 4 are in cents: times the annualization amount, within its half cents.
      let factor = n("line2AnnualizationAmount")
      #expect(abs(n("line1AdjustedGrossIncome") * factor - n("line3AnnualizedIncome")) <= 0.005 * factor + 0.006, "\(index)")
      #expect(abs(n("line4ItemizedDeductions") * factor - n("line6AnnualizedItemizedDeductions")) <= 0.005 * factor + 0.006, "\(index)")
      #expect(close(n("line8Deduction") + n("line9QualifiedBusinessIncomeDeduction") + n("additionalDeductions"), n("line10Deductions")))
      #expect(close(n("line3AnnualizedIncome") - n("line10Deductions"), n("line11")) && n("line12") == 0)
      #expect(close(max(0, n("line11") - n("line12")), n("line13TaxableIncome")))
      #expect(close(n("line14Tax") + n("line15SelfEmploymentTax") + n("line16OtherTaxes"), n("line17TotalTax")))
      #expect(close(max(0, n("line17TotalTax") - n("line18Credits")), n("line19Tax")))
      #expect(close(max(0, number(column, "tax")), n("line19Tax")), "line 19 is the plan's tax")
      #expect(close(n("line19Tax") * n("line20ApplicablePercentage"), n("line21")))
      #expect(close(max(0, n("line21") - n("line22EarlierInstallments")), n("line23AnnualizedInstallment")))
      #expect(close(n("line24RegularInstallment") + n("line25CarriedSaving"), n("line26")))
      #expect(close(min(n("line23AnnualizedInstallment"), n("line26")), n("line27RequiredInstallment")))
      #expect(n("line27RequiredInstallment") == number(column, "requiredInstallment"))
      let partII = lines["partII"] as? [[String: Any]] ?? []
      #expect(close(partII.reduce(0) { $0 + number($1, "line36SelfEmploymentTax") }, n("line15SelfEmploymentTax")), "line 36 is line 15")
    }
  }

  @Test("a late gain: Schedule AI's 27 lines and Part III's 23 add up in every column, the year's column is the return")
  func lateGain() throws {
    let household = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/late-year-gain.json"), encoding: .utf8)
    let result = try Self.plan(household)
    let federal = try Self.columns(result.out, "federal", lines: "scheduleAI")
    try #require(federal.count == 4)
    Self.checkScheduleAI(federal)
    #expect(federal.map { Self.number($0.lines, "line2AnnualizationAmount") } == [4, 2.4, 1.5, 1])
    // The year: AGI $288,000, the standard deduction $15,750, tax $44,687 and NIIT 3.8% × $88,000.
    let year = federal[3].lines
    #expect(Self.number(year, "line1AdjustedGrossIncome") == 288_000 && Self.number(year, "line7StandardDeduction") == 15_750)
    #expect(Self.number(year, "line14Tax") == 44_687 && Self.number(year, "line16OtherTaxes") == 3_344 && Self.number(year, "line19Tax") == 48_031)
    #expect(federal.map { Self.number($0.lines, "line20ApplicablePercentage") } == [0.225, 0.45, 0.675, 0.9])

    let california = try Self.columns(result.out, "california", lines: "ftb5805PartIII")
    for (lines, column) in california {
      func n(_ key: String) -> Double { Self.number(lines, key) }
      #expect(Self.close(n("line3AnnualizedIncome") - n("line8Deduction"), n("line9")))
      #expect(Self.close(n("line10Tax") - n("line11ExemptionCredits"), n("line12")))
      #expect(Self.close(max(0, n("line12") - n("line13Credits")), n("line14a")))
      #expect(Self.close(n("line14a") + n("line14bOtherTaxes"), n("line14cTax")))
      #expect(Self.close(max(0, n("line14cTax") - n("refundableCredits")) * n("line15ApplicablePercentage"), n("line16")))
      #expect(Self.close(n("line19RegularInstallment") + n("line20CarriedSaving"), n("line21")))
      #expect(Self.close(max(0, n("line21") - n("line18AnnualizedInstallment")), n("line22Saving")))
      #expect(n("line23RequiredInstallment") == Self.number(column, "requiredInstallment"))
    }
    #expect(california.map { Self.number($0.lines, "line15ApplicablePercentage") } == [0.27, 0.63, 0.63, 0.9])
    // The saving carried (line 20) is the previous column's line 22.
    for index in 1..<california.count {
      #expect(Self.number(california[index].lines, "line20CarriedSaving") == Self.number(california[index - 1].lines, "line22Saving"))
    }

    // The text of plan shows both schedules, every line; estimate does not.
    let text = try Self.plan(household, [])
    #expect(text.out.contains("Form 2210 Schedule AI (annualized income installment method)"))
    #expect(text.out.contains("27 The smaller of lines 23 and 26 (Part III line 10)"))
    #expect(text.out.contains("FTB 5805 Part III (annualized income installment method)") && text.out.contains("14c Lines 14a and 14b added"))
    let estimate = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-12-31", "--time-zone", "UTC"], input: Data(household.utf8))
    #expect(!estimate.out.contains("27 The smaller of lines 23 and 26"))
  }

  @Test("a business whose profit comes late: Part II prorates the wage base and its line 36 is line 15, column by column")
  func selfEmployment() throws {
    let result = try Self.plan(
      #"""
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"selfEmploymentReceipts": "120000"},
       "planning": {"incomeByPeriod": {"businessIncome": ["10000", "10000", "20000", "80000"]}}}
      """#)
    let federal = try Self.columns(result.out, "federal", lines: "scheduleAI")
    try #require(federal.count == 4)
    Self.checkScheduleAI(federal)
    let parts = try federal.map { try #require(($0.lines["partII"] as? [[String: Any]])?.first) }
    #expect(parts.map { Self.number($0, "line29ProratedWageBase") } == [44_025, 73_375, 117_400, 176_100])
    #expect(parts.map { Self.number($0, "line32AnnualizationAmount") } == [0.496, 0.2976, 0.186, 0.124])
    #expect(parts.map { Self.number($0, "line34AnnualizationAmount") } == [0.116, 0.0696, 0.0435, 0.029])
    // Through March 31, $10,000 of profit: net earnings $9,235; 0.496 × $9,235 + 0.116 × $9,235.
    #expect(Self.number(parts[0], "line28NetEarnings") == 9_235 && Self.number(parts[0], "line33") == 4_580.56)
    #expect(Self.number(parts[0], "line36SelfEmploymentTax") == 5_651.82)
    // The year: $110,820 of net earnings, 15.3% of them.
    #expect(Self.number(parts[3], "line28NetEarnings") == 110_820 && Self.number(parts[3], "line36SelfEmploymentTax") == 16_955.46)
    #expect(parts.allSatisfy { $0["person"] as? String == "user" })
  }

  @Test("FTB 5805 line 13 is the year's credits (Form 540 line 47), not a period's: the renter's credit in every column")
  func californiaCredits() throws {
    let result = try Self.plan(
      #"""
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "family": {"californiaRenter": true},
       "userIncome": {"selfEmploymentReceipts": "45000"}, "planning": {"incomeByPeriod": {"businessIncome": ["0", "0", "5000", "40000"]}}}
      """#)
    let california = try Self.columns(result.out, "california", lines: "ftb5805PartIII")
    try #require(california.count == 4)
    // Single, California AGI under the limit: a $60 renter's credit for the year, in each column.
    #expect(california.map { Self.number($0.lines, "line13Credits") } == [60, 60, 60, 60])
    #expect(california.map { Self.number($0.lines, "line11ExemptionCredits") } == [153, 153, 153, 153])
    #expect(Self.number(california[3].lines, "line14cTax") == 595)
  }

  @Test("the California tax the plan takes (FTB 5805 Part II line 1) is Form 540's after FTB 3506's credit, as line 13 takes it")
  func californiaCareCredit() throws {
    let result = try Self.plan(
      #"""
      {"taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
       "family": {"qualifyingChildren": "1", "careQualifyingPersons": "1"},
       "userIncome": {"incomeMode": "simple", "ytdWage": "95000", "ytdStateWithhold": "500"}, "deductions": {"dependentCareExpenses": "3000"}}
      """#)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let plan = try #require(((report["california"] as? [String: Any])?["plan"]) as? [String: Any])
    // Tax table $2,389, exemption credits $628, FTB 3506's $204 (34% of $600): $1,557, 90% $1,401.30.
    #expect(plan["currentYearTax"] as? Double == 1_557 && plan["requiredAnnualPayment"] as? Double == 1_401.3)
  }
}
