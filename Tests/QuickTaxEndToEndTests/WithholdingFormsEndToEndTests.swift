import Foundation
import Testing

/// This year's withholding alternative as it goes on the forms (issue 27): Form W-4 Step 4(c)
/// and DE 4 line 2, per job, in every format.
@Suite("quicktax plan: the W-4 and DE 4 lines of the withholding alternative, the built command")
struct WithholdingFormsEndToEndTests {
  /// A couple as of November 25, 2026, both paid by paycheck — yours biweekly (December 4 and
  /// 18), your spouse's monthly (December 15) — whose withholding fell short of every past
  /// installment: extra withholding is offered (3 paychecks in all). The household of the options' test.
  static func couple() throws -> String { try PlanFiguresEndToEndTests().coupleShortOfPastDates() }

  static let federalLine =
    "On Form W-4, Step 4(c) (extra withholding each pay period): $1,199 for your job (biweekly, 2 paychecks left, the last on "
    + "December 18, 2026; $2,398 in all) and $1,199 for your spouse's job (monthly, 1 paycheck left, on December 15, 2026; $1,199 in all)."
  static let californiaLine =
    "On DE 4, line 2 (additional amount of state income tax to be withheld each pay period, if the employer agrees): $526 for your job "
    + "(biweekly, 2 paychecks left, the last on December 18, 2026; $1,052 in all) and $526 for your spouse's job (monthly, 1 paycheck "
    + "left, on December 15, 2026; $526 in all)."

  @Test("text and markdown: each job's line, whose job, its pay frequency, paychecks left and when the last is")
  func textAndMarkdown() throws {
    let common = [try Self.couple(), "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles"]
    for format in ["text", "markdown"] {
      let run = try QuickTaxProcess.run(["plan"] + common + ["--format", format])
      #expect(run.status == 0, "\(run.error)")
      let joined = run.out.replacingOccurrences(of: "\n    ", with: " ")
      #expect(joined.contains(Self.federalLine), "\(format): \(run.out)")
      #expect(joined.contains(Self.californiaLine), "\(format): \(run.out)")
    }
  }

  @Test("JSON: withholdingAlternative.formLines per job; each line's total is its paychecks times the amount, together covering the alternative")
  func json() throws {
    let run = try QuickTaxProcess.run(
      ["plan", try Self.couple(), "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    for (jurisdiction, form, amount) in [("federal", "W-4 Step 4(c)", 1199.0), ("california", "DE 4 line 2", 526.0)] {
      let plan = try #require((report[jurisdiction] as? [String: Any])?["plan"] as? [String: Any])
      let alternative = try #require(plan["withholdingAlternative"] as? [String: Any])
      let lines = try #require(alternative["formLines"] as? [[String: Any]])
      #expect(lines.map { $0["job"] as? String } == ["user", "spouse"])
      #expect(lines.map { $0["form"] as? String } == [form, form])
      #expect(lines.map { $0["payFrequency"] as? String } == ["biweekly", "monthly"])
      #expect(lines.map { $0["remainingPaychecks"] as? Double } == [2, 1])
      #expect(lines.map { $0["lastPaycheck"] as? String } == ["2026-12-18", "2026-12-15"])
      #expect(lines.map { $0["amountPerPayPeriod"] as? Double } == [amount, amount])
      #expect(lines.map { $0["total"] as? Double } == [amount * 2, amount])
      let total = try #require(alternative["total"] as? Double)
      #expect(amount * 3 >= total && amount * 3 - total < 3, "\(jurisdiction)")
      #expect(alternative["remainingPaychecks"] as? Double == 3)
    }
  }

  @Test("one earner: a single line on that job")
  func oneJob() throws {
    let path = try Self.couple()
    var household = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    var spouse = try #require(household["spouseIncome"] as? [String: Any])
    spouse["paycheckWage"] = ""
    spouse["paycheckFederal"] = ""
    spouse["paycheckState"] = ""
    household["spouseIncome"] = spouse
    try JSONSerialization.data(withJSONObject: household).write(to: URL(fileURLWithPath: path))
    let run = try QuickTaxProcess.run(["plan", path, "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles", "--format", "json"])
    #expect(run.status == 0, "\(run.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let plan = try #require((report["federal"] as? [String: Any])?["plan"] as? [String: Any])
    let alternative = try #require(plan["withholdingAlternative"] as? [String: Any])
    let lines = try #require(alternative["formLines"] as? [[String: Any]])
    #expect(lines.map { $0["job"] as? String } == ["user"])
    #expect(lines.first?["remainingPaychecks"] as? Double == alternative["remainingPaychecks"] as? Double)
  }
}
