import Foundation
import Testing

/// Issue 35, items 1, 2, 5 and 10: the list of what to do is the plan — every payment owed, this
/// year's balance with the return among them, each with its tax year and purpose — in `estimate`
/// as in `plan`; no "$0" step; the first screen says which plan to follow, in words a newcomer reads.
@Suite("what to do: every payment with its tax year and purpose, the built command")
struct WhatToDoEndToEndTests {
  /// docs/examples/married-rsu-investments.json made current: tax year 2026, its dates a year on.
  static func engineers() throws -> Data {
    let text = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/married-rsu-investments.json"), encoding: .utf8)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(text.replacingOccurrences(of: "2025-", with: "2026-").utf8)) as? [String: Any])
    object["taxYear"] = 2026
    object["asOf"] = nil
    return try JSONSerialization.data(withJSONObject: object)
  }

  @Test("the engineers, November 28, 2026: the 2026 balance due April 15, 2027 is in the list, the JSON and the calendar, before 2027's first voucher")
  func balanceDueInTheList() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-todo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let calendar = folder.appendingPathComponent("engineers.ics")
    let arguments = ["plan", "-", "--as-of", "2026-11-28", "--time-zone", "America/Los_Angeles"]
    let json = try QuickTaxProcess.run(arguments + ["--format", "json"], input: try Self.engineers())
    #expect(json.status == 0, "\(json.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let estimate = try QuickTaxProcess.run(["estimate"] + arguments.dropFirst() + ["--format", "json"], input: try Self.engineers())
    let estimated = try #require(try JSONSerialization.jsonObject(with: Data(estimate.out.utf8)) as? [String: Any])
    let owed = try #require(((estimated["result"] as? [String: Any])?["federalTax"] as? [String: Any])?["owedOrRefund"] as? Double)
    let actions = try #require(report["actions"] as? [[String: Any]])
    #expect((estimated["actions"] as? [[String: Any]])?.count == actions.count, "estimate's JSON lists the same actions")
    let balance = try #require(actions.first { $0["amountKind"] as? String == "balanceDue" && $0["jurisdiction"] as? String == "federal" })
    #expect(balance["dueDate"] as? String == "2027-04-15" && balance["taxYear"] as? Int == 2026 && balance["projected"] as? Bool == true)
    // What is owed less what the list asks of 2026 before it.
    let listed = actions.filter { $0["taxYear"] as? Int == 2026 && $0["jurisdiction"] as? String == "federal" && $0["amountKind"] as? String != "balanceDue" }
      .reduce(0.0) { $0 + ($1["amount"] as? Double ?? 0) }
    #expect(balance["amount"] as? Double == (owed - listed).rounded(.down))
    let balanceIndex = try #require(actions.firstIndex { $0["amountKind"] as? String == "balanceDue" })
    let voucherIndex = try #require(actions.firstIndex { $0["amountKind"] as? String == "nextYearVoucher" })
    #expect(balanceIndex < voucherIndex, "this year's balance before next year's voucher on the same day")
    #expect(actions.allSatisfy { ($0["amount"] as? Double ?? 0) > 0 }, "no $0 step")
    // The text and the calendar carry the same payment, with its tax year and purpose.
    let text = try QuickTaxProcess.run(arguments + ["--calendar", calendar.path], input: try Self.engineers())
    let flat = text.out.replacingOccurrences(of: "\n     ", with: " ")
    #expect(flat.contains("By April 15, 2027: pay about \(MoneyText.dollars(balance["amount"] as? Double ?? 0)) to the IRS for your 2026 balance due with your return (IRS Direct Pay: choose Balance Due, Form 1040, tax year 2026)."), "\(text.out)")
    #expect(flat.contains("By April 15, 2027: pay $") && flat.contains("for your 2027 first-quarter estimated tax"))
    let (_, events) = try CalendarEndToEndTests.parse(try Data(contentsOf: calendar))
    #expect(events.contains { $0.properties["SUMMARY"]?.contains("2026 balance due with the return") == true })
    #expect(events.count == actions.count)
  }

  @Test("estimate's first screen: the balances, then what to do; the web app's figures and plan last, after the safe-harbor plan; UTC for Etc/UTC")
  func estimateFirstScreen() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "Etc/UTC"])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "As of June 15, 2025 (UTC). Rules: current-law, binary arithmetic.")
    #expect(Array(lines[3...6]) == ["  Federal (IRS)       $1,455 owed", "  California (FTB)    $756 owed", "", "What to do"])
    // Nothing of the web app on the first screen: it comes last, after the plan it is compared with.
    let comparison = try #require(lines.firstIndex(of: "Compared with the QuickTax web app"))
    let safeHarbor = try #require(lines.firstIndex(of: "Avoiding the underpayment penalty (safe harbor)"))
    #expect(safeHarbor < comparison && !lines[..<safeHarbor].contains { $0.contains("web app would show") })
    let flat = result.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(flat.contains("The QuickTax web app would show: federal $1,614 owed, California $1,027 owed."))
    #expect(flat.contains("The law asks less (the safe-harbor plan above, which the list of what to do follows)"))
    #expect(!result.out.contains("The web app's payment plan: the year's balance paid to zero by the due dates"))
    // The penalty's rates in one sentence, the secondary sources said plainly.
    #expect(flat.contains("The penalty is interest at 8% a year through June 30, 2025, then 7%. Some of the FTB's rates are not read from its own announcement; 'quicktax tax-data show 2025' lists each with its source."))
    #expect(!result.out.contains("secondary sources"))
  }

  @Test("under the web app's rules, its payment plan stays before the safe-harbor plan, with no comparison")
  func webRulesOrder() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--rules", "quicktax-web"])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    let plan = try #require(lines.firstIndex(of: "The web app's payment plan: the year's balance paid to zero by the due dates"))
    let safeHarbor = try #require(lines.firstIndex(of: "Avoiding the underpayment penalty (safe harbor)"))
    #expect(plan < safeHarbor && !lines.contains("Compared with the QuickTax web app"))
  }

  @Test("a date that needs nothing shows no $0 to pay: the table says 'nothing needed'")
  func noZeroStep() throws {
    let result = try QuickTaxProcess.run(["plan", "-", "--as-of", "2026-11-28", "--time-zone", "America/Los_Angeles"], input: try Self.engineers())
    #expect(result.status == 0)
    let rows = result.out.split(separator: "\n").filter { $0.contains("January 15, 2027") && $0.hasPrefix("    Q4") }
    #expect(!rows.isEmpty && rows.allSatisfy { !$0.contains(" $0 ") && !$0.hasSuffix(" $0") }, "\(rows)")
  }
}

/// Dollars as the text writes them ("$1,234").
enum MoneyText {
  static func dollars(_ value: Double) -> String {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 0
    return "$" + (formatter.string(from: NSNumber(value: value)) ?? "\(value)")
  }
}
