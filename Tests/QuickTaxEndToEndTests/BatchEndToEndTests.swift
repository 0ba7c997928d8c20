import Foundation
import Testing

@Suite("quicktax estimate --batch, the built command")
struct BatchEndToEndTests {
  @Test("one result per line, an error record for a bad line, and the run goes on")
  func mixedLines() throws {
    let single = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/single-w2.json"), encoding: .utf8)
    let compact = single.replacingOccurrences(of: "\n", with: "")
    let lines = [
      compact,
      #"{"userIncome": {"ytdWage": "1,000"}}"#,
      "",
      "{not json",
      compact.replacingOccurrences(of: #""asOf": "2025-06-15""#, with: #""asOf": "2026-01-20""#),
    ]
    let result = try QuickTaxProcess.run(
      ["estimate", "--batch", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data(lines.joined(separator: "\n").utf8))
    #expect(result.status == 1)
    #expect(result.error == "4 households, 2 failed\n")
    let records = try result.out.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(records.map { $0["line"] as? Int } == [1, 2, 4, 5])
    // Current law by default: $84,250 taxable, the Tax Table row's middle $84,275: $13,454.50, so
    // $13,455 less $12,000 withheld.
    #expect(((records[0]["result"] as? [String: Any])?["federalTax"] as? [String: Any])?["owedOrRefund"] as? Int == 1_455)
    #expect(records[0]["ruleSet"] as? String == "current-law")
    #expect(records[1]["error"] as? String == #"userIncome.ytdWage: "1,000" is not a number; write 1000"#)
    #expect((records[2]["error"] as? String)?.hasPrefix("not valid JSON: line 1, column 2") == true)
    #expect(records[0]["asOf"] as? String == "2025-06-15T00:00:00.000Z")
    // --as-of wins over a line's own asOf (issue 9, item 11).
    #expect(records[3]["asOf"] as? String == "2025-06-15T00:00:00.000Z")
  }

  @Test("without --as-of, a line's own asOf and timeZone are used")
  func perLineAsOf() throws {
    let line = #"{"taxYear": 2025, "asOf": "2026-01-20", "timeZone": "America/Los_Angeles"}"#
    let result = try QuickTaxProcess.run(["estimate", "--batch", "-", "--time-zone", "UTC"], input: Data(line.utf8))
    let record = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    // --time-zone wins over the line's zone: midnight of January 20 in UTC.
    #expect(record["asOf"] as? String == "2026-01-20T00:00:00.000Z")
    #expect((record["federalSuggestions"] as? [[String: Any]])?.allSatisfy { $0["isPastDue"] as? Bool == true } == true)
    let inItsZone = try QuickTaxProcess.run(["estimate", "--batch", "-"], input: Data(line.utf8))
    let zoned = try #require(try JSONSerialization.jsonObject(with: Data(inItsZone.out.utf8)) as? [String: Any])
    #expect(zoned["asOf"] as? String == "2026-01-20T08:00:00.000Z")
  }

  @Test("all lines good: exit 0")
  func allGood() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "--batch", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data("{}\n{}\n".utf8))
    #expect(result.status == 0 && result.error == "2 households, 0 failed\n")
    #expect(result.out.split(separator: "\n").count == 2)
  }
}
