import Foundation
import Testing

/// As-of dates far from the tax year are refused by name; pay dates far before it cost no time.
@Suite("Far-off as-of and pay dates, the built command")
struct FarDatesEndToEndTests {
  static let example = "docs/examples/married-rsu-investments.json"
  static let window = "give one from 2024-01-01 through 2029-12-31"

  @Test(
    "an as-of date outside the tax year's window is refused, naming --as-of and what it takes; its edges are taken",
    arguments: [("9999-12-31", 1), ("2023-12-31", 1), ("2030-01-01", 1), ("2024-01-01", 0), ("2029-12-31", 0)])
  func asOfWindow(_ date: String, _ status: Int32) throws {
    // Before the window, 9999-12-31 ran 19 s (release build) stepping paychecks to its year's end.
    let result = try QuickTaxProcess.run(["plan", Self.example, "--withholding", "actual", "--as-of", date, "--time-zone", "UTC"])
    #expect(result.status == status, "\(date): \(result.error)")
    if status == 1 {
      #expect(
        result.error.contains("\(Self.example): --as-of: \"\(date)\" is outside the dates an estimate of tax year 2025 takes; \(Self.window)"),
        "\(result.error)")
    }
  }

  @Test("a file's asOf outside the window is refused naming asOf; --year moves the window with the tax year")
  func fileAsOf() throws {
    let household = Data(#"{"taxYear": 2025, "asOf": "2031-06-01", "timeZone": "UTC"}"#.utf8)
    let refused = try QuickTaxProcess.run(["estimate", "-"], input: household)
    #expect(refused.status == 1 && refused.error.contains("standard input: asOf: \"2031-06-01\" is outside the dates an estimate of tax year 2025 takes"))
    let batch = try QuickTaxProcess.run(["estimate", "--batch", "-"], input: household + Data("\n".utf8))
    #expect(batch.out.contains(#""path":"asOf""#), "\(batch.out)")
    let taken = try QuickTaxProcess.run(["estimate", "-", "--year", "2026", "--as-of", "2025-01-01", "--time-zone", "UTC"], input: household)
    #expect(taken.status == 0, "\(taken.error)")
    // A year without tables is refused as such, whatever the date.
    let unsupported = try QuickTaxProcess.run(["estimate", "-", "--as-of", "9999-12-31"], input: Data(#"{"taxYear": 2024}"#.utf8))
    #expect(unsupported.status == 1 && unsupported.error.contains("taxYear: 2024 is not a supported tax year"), "\(unsupported.error)")
  }

  @Test("a next pay date 274,000 years back (read as the web app reads it) is counted, not stepped: well under a second of work")
  func farPastPayDate() throws {
    var household = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent(Self.example))) as? [String: Any])
    var user = household["userIncome"] as? [String: Any] ?? [:]
    user["nextPayDate"] = "-271821-04-21"
    household["userIncome"] = user
    let input = try JSONSerialization.data(withJSONObject: household)
    // Before: 41 s of CPU and 1.1 GB stepping and listing 7 million paychecks (a debug build).
    let started = Date()
    let result = try QuickTaxProcess.run(
      ["plan", "-", "--web-compat", "--withholding", "actual", "--as-of", "2025-06-15", "--time-zone", "America/Los_Angeles", "--format", "json"],
      input: input)
    #expect(result.status == 0, "\(result.error)")
    #expect(Date().timeIntervalSince(started) < 20)
    // The paychecks are all counted, as the web app counts them: 7.07 million, $1,150 withheld from each.
    let plan = try #require(
      ((try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])?["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect((plan["totalWithholding"] as? Double ?? 0) > 8.1e9, "\(String(describing: plan["totalWithholding"]))")
  }
}
