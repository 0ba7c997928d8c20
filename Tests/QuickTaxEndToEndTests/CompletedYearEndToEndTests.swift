import Foundation
import Testing

/// A tax year estimated after it has ended (issue 24, item 7): said first, the balance with the
/// return and its due date, the penalty as it stands then, nothing still to come under current
/// law; the web app's figures unchanged under its rules; the bundled examples dated.
@Suite("quicktax estimate of a tax year that has ended, the built command")
struct CompletedYearEndToEndTests {
  static let late = ["--as-of", "2026-11-25", "--time-zone", "UTC"]

  static func lines(_ text: String) -> [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  @Test("current law: said on the first line, the year-to-date figures as the year's, the balance due with the return")
  func currentLaw() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json"] + Self.late)
    #expect(result.status == 0)
    let lines = Self.lines(result.out)
    #expect(lines[2] == "Tax year 2025 ended on December 31, 2025: the balance is due with")
    let notice = lines[2...].prefix { !$0.isEmpty }.joined(separator: " ")
    #expect(notice.contains("by April 15, 2026 (passed). The year-to-date figures are taken as the whole year's: $40,000 of wages"))
    #expect(notice.contains("(userIncome.futureWage) are not counted"))
    // $60,000 of wages: $44,250 taxable, $5,075 from the Tax Table; $7,000 withheld.
    #expect(lines.contains("  Federal (IRS)       $1,925 overpaid (refund)"))
    #expect(!result.out.contains("still to come  ") && !result.out.contains("Wages still to come") && !result.out.contains("Withholding still to come"))
    #expect(lines.contains { $0.hasPrefix("  Federal (IRS), return due April 15, 2026") && $0.hasSuffix("$1,925 refund") })
    #expect(lines.contains { $0.hasPrefix("  California (FTB), return due April 15, 2026") && $0.hasSuffix("$860 refund") })
    #expect(!result.out.contains("Q2       June 16, 2025       past due"), "no web-app quarters for a year that has ended")
    #expect(!result.out.contains("paying it\n    now"))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(
      try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--format", "json"] + Self.late).out.utf8)) as? [String: Any])
    let warning = try #require((json["warnings"] as? [[String: Any]])?.first)
    #expect(warning["path"] as? String == "taxYear")
    let federal = (json["result"] as? [String: Any])?["federalTax"] as? [String: Any]
    #expect(federal?["totalTax"] as? Double == 5_075 && federal?["owedOrRefund"] as? Double == -1_925)
  }

  @Test("paychecks and vests: none counted after the year, what the file listed for the rest of it named")
  func detailed() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/married-rsu-investments.json", "--format", "json"] + Self.late)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let people = try #require((json["details"] as? [String: Any])?["people"] as? [[String: Any]])
    #expect(people.map { $0["paychecksRemaining"] as? Double } == [0, 0])
    // Wages to date $98,000 + $41,000, interest, dividends and gains: $166,100.
    #expect((json["result"] as? [String: Any])?["totalIncome"] as? Double == 166_100)
    let warning = try #require((json["warnings"] as? [[String: Any]])?.first?["message"] as? String)
    // 13 biweekly paychecks of $7,200 to December 31, 2025 and two vests of $25,500; 6 monthly of $6,500.
    #expect(warning.contains("$183,600 of wages, $30,370 of federal withholding, $13,840 of state withholding listed as still to come"))
    #expect(!warning.contains("$456,000"), "not the paychecks of 2026, which the web app would count")
  }

  @Test("the penalty as it stands at the return's due date, and no advice to pay now once that date has passed")
  func penalty() throws {
    for (asOf, running) in [("2026-02-10", true), ("2026-05-01", false)] {
      let result = try QuickTaxProcess.run(["estimate", "docs/examples/freelancer-quarterly.json", "--as-of", asOf, "--time-zone", "UTC"])
      #expect(result.status == 0)
      let lines = Self.lines(result.out)
      #expect(lines.contains { $0.hasPrefix("  Penalty at the return's due date, April 15, 2026") && $0.hasSuffix("$456.72") })
      #expect(!result.out.contains("Penalty if you pay nothing more"))
      #expect(result.out.contains("paying it\n    now, not on the next due date") == running, "\(asOf)")
      #expect(result.out.contains("its return was due April 15, 2026") == !running, "\(asOf)")
    }
  }

  @Test("a return past its due date: What to do says the balance was due then and is due now if unpaid, interest and penalty not computed; no calendar event")
  func pastDueBalance() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-past-due-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let calendar = folder.appendingPathComponent("q.ics")
    let arguments = ["plan", "docs/examples/freelancer-quarterly.json", "--as-of", "2026-05-01", "--time-zone", "UTC"]
    let result = try QuickTaxProcess.run(arguments + ["--calendar", calendar.path])
    #expect(result.status == 0, "\(result.error)")
    let flat = result.out.replacingOccurrences(of: "\n     ", with: " ")
    let owed = try #require(Self.lines(result.out).first { $0.hasPrefix("  Federal (IRS)  ") }?.split(separator: " ").first { $0.hasPrefix("$") })
    #expect(
      flat.contains(
        "1. Now, if not yet paid: pay \(owed) to the IRS for your 2025 balance, due with your return by April 15, 2026 (IRS Direct Pay: choose "
          + "Balance Due, Form 1040, tax year 2025). Interest and the late-payment penalty run from April 15, 2026 until it is paid and are not "
          + "computed here (interest, IRC §6601; the late-payment penalty, §6651(a)(2); the late-filing penalty, §6651(a)(1)); file the return "
          + "too if it is not filed."), "\(result.out)")
    #expect(flat.contains("to the FTB for your 2025 balance, due with your return by April 15, 2026"))
    #expect(!FileManager.default.fileExists(atPath: calendar.path), "no event on a past date")
    let json = try QuickTaxProcess.run(arguments + ["--format", "json"])
    let actions = try #require((try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["actions"] as? [[String: Any]])
    #expect(actions.first?["amountKind"] as? String == "pastDueBalance" && actions.first?["dueDate"] as? String == "2026-04-15")
    // Before the due date, the same balance is an ordinary one, by that date.
    let before = try QuickTaxProcess.run(["plan", "docs/examples/freelancer-quarterly.json", "--as-of", "2026-02-10", "--time-zone", "UTC"])
    #expect(before.out.contains("By April 15, 2026: pay") && !before.out.contains("Now, if not yet paid"))
  }

  @Test("the web app's rules: its figures unchanged, the year's end said")
  func webRules() throws {
    let late = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--rules", "quicktax-web"] + Self.late)
    let early = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--rules", "quicktax-web"])
    #expect(Self.lines(late.out)[2].hasPrefix("Tax year 2025 ended on December 31, 2025; under --rules"))
    #expect(late.out.contains("  Federal (IRS)       $1,614 owed") && early.out.contains("  Federal (IRS)       $1,614 owed"))
    #expect(late.out.contains("Wages still to come"))
    let json = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--rules", "quicktax-web", "--format", "json"] + Self.late)
    #expect(!json.out.contains("\"taxYear\", \"message\"") && !json.out.contains("ended on December 31"))
  }

  @Test("the bundled examples are dated: the README's first command gives the same answer on any day")
  func examplesDated() throws {
    let folder = QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples")
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".json") }).sorted() {
      let result = try QuickTaxProcess.run(["estimate", "docs/examples/\(file)"])
      #expect(result.status == 0, "\(file)")
      #expect(Self.lines(result.out)[1].hasPrefix("As of ") && Self.lines(result.out)[1].contains(", 2025 ("), "\(file)")
      #expect(!result.out.contains("ended on December 31"), "\(file)")
    }
    let first = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json"])
    #expect(first.out.contains("As of June 15, 2025") && first.out.contains("  Federal (IRS)       $1,455 owed"))
  }

  @Test("template and init start with the same tax year, this year's")
  func defaultYear() throws {
    let template = try QuickTaxProcess.run(["template"])
    let templateYear = try #require(try JSONSerialization.jsonObject(with: Data(template.out.utf8)) as? [String: Any])["taxYear"] as? Int
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-year-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("household.json")
    let initResult = try QuickTaxProcess.run(["init", file.path, "--answers", "-", "--no-estimate"], input: Data("save\n".utf8))
    #expect(initResult.status == 0, "\(initResult.error)")
    let initYear = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])["taxYear"] as? Int
    let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
    #expect(templateYear == min(max(thisYear, 2025), 2026) && initYear == templateYear)
  }
}
