import Foundation
import Testing

/// The batch output is pinned byte for byte (issue 15): a speed change must leave it identical.
/// Only a change of features may change Fixtures/batch-output, regenerated with
/// Tools/batch-output-fixture.py and reviewed as a diff.
@Suite("quicktax estimate --batch, byte for byte")
struct BatchOutputEndToEndTests {
  static let folder = QuickTaxProcess.packageRoot.appendingPathComponent("Fixtures/batch-output")

  @Test(
    "the checked-in output of a fixed batch, in every output",
    arguments: [
      ([String](), "current-law-full.jsonl", 0),
      (["--rules", "quicktax-web"], "quicktax-web-full.jsonl", 1),
      (["--rules", "quicktax-web", "--output", "web"], "quicktax-web-output-web.jsonl", 1),
    ])
  func pinned(_ arguments: [String], _ expectedFile: String, _ status: Int32) throws {
    let households = Self.folder.appendingPathComponent("households.jsonl").path
    let result = try QuickTaxProcess.run(["estimate", "--batch", households, "--web-compat"] + arguments)
    let expected = try String(contentsOf: Self.folder.appendingPathComponent(expectedFile), encoding: .utf8)
    // 83 households; under the web app's rules the 35 it cannot represent are error records.
    #expect(result.status == status)
    #expect(result.error == (status == 0 ? "83 households, 0 failed\n" : "83 households, 35 failed\n"))
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == expectedLines.count)
    for (index, (line, expectedLine)) in zip(lines, expectedLines).enumerated() where line != expectedLine {
      Issue.record("line \(index + 1) differs from \(expectedFile)")
    }
  }

  @Test("the states of residence: the examples that name one and a household of every state, pinned under current law")
  func states() throws {
    let households = Self.folder.appendingPathComponent("states-households.jsonl").path
    let result = try QuickTaxProcess.run(["estimate", "--batch", households])
    let expected = try String(contentsOf: Self.folder.appendingPathComponent("states-current-law-full.jsonl"), encoding: .utf8)
    #expect(result.status == 0 && result.error == "58 households, 0 failed\n")
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == expectedLines.count)
    for (index, (line, expectedLine)) in zip(lines, expectedLines).enumerated() where line != expectedLine {
      Issue.record("line \(index + 1) differs from states-current-law-full.jsonl")
    }
    // No California figure for anyone who is not Californian; a residence on every line.
    for line in lines where !line.isEmpty {
      let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let state = try #require((record["residence"] as? [String: Any])?["state"] as? String)
      let result = try #require(record["result"] as? [String: Any])
      #expect((result["californiaTax"] != nil) == (state == "CA"), "line \(record["line"] ?? "?")")
    }
  }

  @Test("--output web holds exactly the full line's result and suggestions")
  func webIsTheFullLinesPart() throws {
    let households = Self.folder.appendingPathComponent("households.jsonl").path
    let full = try QuickTaxProcess.run(["estimate", "--batch", households, "--web-compat", "--rules", "quicktax-web"])
    let web = try QuickTaxProcess.run(["estimate", "--batch", households, "--web-compat", "--rules", "quicktax-web", "--output", "web"])
    let fullRecords = try full.out.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary) }
    let webRecords = try web.out.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary) }
    #expect(fullRecords.count == 83 && webRecords.count == 83)
    var compared = 0
    for (fullRecord, webRecord) in zip(fullRecords, webRecords) {
      if fullRecord["error"] != nil {
        #expect(webRecord["error"] as? String == fullRecord["error"] as? String)
        continue
      }
      #expect(Set(webRecord.allKeys.compactMap { $0 as? String }) == ["line", "result", "federalSuggestions", "californiaSuggestions"])
      for key in ["line", "result", "federalSuggestions", "californiaSuggestions"] {
        #expect(webRecord[key] as? NSObject == fullRecord[key] as? NSObject, "\(key) of line \(fullRecord["line"] ?? "?")")
      }
      compared += 1
    }
    #expect(compared == 48)
  }

  @Test(
    "--output web warns on standard error unless its figures are the web app's, naming the parity command",
    arguments: [
      ([String](), ["under --rules current-law (the default)"]),
      (["--web-compat"], ["under --rules current-law (the default)"]),
      (["--rules", "quicktax-web"], ["without --web-compat"]),
      (["--rules", "quicktax-web", "--web-compat", "--arithmetic", "decimal"], ["--arithmetic decimal"]),
      (["--rules", "quicktax-web", "--web-compat"], []),
    ])
  func webOutputParityWarning(_ arguments: [String], _ reasons: [String]) throws {
    let households = Self.folder.appendingPathComponent("households.jsonl").path
    let result = try QuickTaxProcess.run(["estimate", "--batch", households, "--output", "web"] + arguments)
    let warnings = result.error.split(separator: "\n").filter { $0.hasPrefix("Warning:") }
    if reasons.isEmpty {
      #expect(warnings.isEmpty)
    } else {
      #expect(warnings.count == 1)
      let warning = String(warnings.first ?? "")
      for reason in reasons { #expect(warning.contains(reason), "\(warning)") }
      #expect(warning.hasSuffix("A parity pipeline runs: quicktax estimate --batch FILE.jsonl --rules quicktax-web --web-compat --output web"))
    }
    // The warning goes to standard error only: the lines are written all the same.
    #expect(result.out.split(separator: "\n").count == 83)
    #expect(result.error.hasSuffix(" failed\n"))
  }

  @Test("estimate --help gives the whole command a parity pipeline runs")
  func helpGivesTheParityCommand() throws {
    let help = try QuickTaxProcess.run(["estimate", "--help"])
    #expect(help.status == 0)
    #expect(help.out.contains("a parity pipeline runs\n  quicktax estimate --batch FILE.jsonl --rules quicktax-web --web-compat --output web\n"))
  }

  @Test("--output is for --batch only, and takes full or web")
  func outputUsage() throws {
    let single = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--output", "web"])
    #expect(single.status == 64 && single.error.contains("--output applies to --batch"))
    let wrong = try QuickTaxProcess.run(["estimate", "--batch", "-", "--output", "lean"], input: Data())
    #expect(wrong.status == 64 && wrong.error.contains("--output"))
  }
}
