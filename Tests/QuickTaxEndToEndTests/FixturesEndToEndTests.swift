import Foundation
import Testing

@Suite("quicktax fixtures, the built command")
struct FixturesEndToEndTests {
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test("the whole corpus passes, and the last line says so exactly")
  func wholeCorpus() throws {
    let result = try QuickTaxProcess.run(["fixtures", "Fixtures/golden"])
    #expect(result.status == 0)
    #expect(result.out == "2087 passed, 0 failed\n")
  }

  @Test("the default folder: the golden cases, the 41 hand-checked planning cases (23 of New York's) and the 4,004 differential cases (1,250 of New York's)")
  func defaultFolder() throws {
    let result = try QuickTaxProcess.run(["fixtures"])
    #expect(result.status == 0)
    #expect(result.out.hasSuffix("6132 passed, 0 failed\n"))
    // What the differential cases leave uncompared, where an engine is wrong by the form, is said.
    #expect(result.out.contains("NOT COMPARED in 72 cases: CalEITC and the young child tax credit for 2026 are not yet published"))
    #expect(result.out.contains("NOT COMPARED in 46 cases: OpenTaxSolver reads the tax table at taxable income of $65,000 or more"))
  }

  @Test("decimal arithmetic: two accepted differences, explained, exit status 1")
  func decimal() throws {
    let result = try QuickTaxProcess.run(["fixtures", "--arithmetic", "decimal", "--max-diffs", "1"])
    #expect(result.status == 1)
    #expect(result.out.contains("2 of 2 failed cases are accepted decimal differences, explained above.\n"))
    #expect(result.out.hasSuffix("6130 passed, 2 failed\n"))
    #expect(result.out.contains("FAIL la-0122 (Fixtures/golden/scenarios-los-angeles.json)"))
    #expect(result.out.contains("  result.federalTax.ordinaryTaxBrackets[5].taxForBracket: expected 30397, actual 30398"))
    #expect(result.out.contains("  ... and 12 more differences"))
  }

  @Test("a wrong value, a malformed case and an unknown function each fail with file, name and reason; the run goes on")
  func failures() throws {
    let folder = try temporaryFolder()
    let cases = """
      [
        {"name": "wrong", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "UTC"},
         "call": {"function": "getFederalStandardDeduction", "args": [2025, "single"]}, "expected": 15750},
        {"name": "right", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "UTC"},
         "call": {"function": "getFederalStandardDeduction", "args": [2026, "single"]}, "expected": 16100},
        {"name": "no-expected", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "UTC"},
         "call": {"function": "getFederalStandardDeduction", "args": [2025, "single"]}},
        {"name": "unknown", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "UTC"},
         "call": {"function": "calculateEverything", "args": []}, "expected": 0},
        {"name": "bad-zone", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "Mars/Olympus"},
         "call": {"function": "getFederalStandardDeduction", "args": [2025, "single"]}, "expected": 15000}
      ]
      """
    try Data(cases.utf8).write(to: folder.appendingPathComponent("cases.json"))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("broken.json"))
    let reportURL = folder.appendingPathComponent("report.json")
    let result = try QuickTaxProcess.run(["fixtures", folder.path, "--report", reportURL.path])
    #expect(result.status == 1)
    let lines = result.out.split(separator: "\n").map(String.init)
    let file = folder.appendingPathComponent("cases.json").path
    #expect(lines.contains("FAIL wrong (\(file))"))
    #expect(lines.contains("  (value): expected 15750, actual 15000"))
    #expect(lines.contains("  error: the case has no \"expected\" value"))
    #expect(lines.contains { $0.hasPrefix("  error: unknown function \"calculateEverything\"") })
    #expect(lines.contains("  error: clock.timeZone: \"Mars/Olympus\" is not a time zone this system knows"))
    #expect(lines.contains("FAIL (file) (\(folder.appendingPathComponent("broken.json").path))"))
    #expect(lines.last == "1 passed, 5 failed")
    let report = try JSONSerialization.jsonObject(with: Data(contentsOf: reportURL)) as? [String: Any]
    #expect(report?["passed"] as? Int == 1 && report?["failed"] as? Int == 5)
    #expect((report?["cases"] as? [[String: Any]])?.count == 6)
  }

  @Test("--filter runs only matching cases")
  func filter() throws {
    let result = try QuickTaxProcess.run(["fixtures", "--filter", "la-01"])
    #expect(result.status == 0 && result.out == "100 passed, 0 failed\n")
  }

  @Test("usage errors: Error, the usage, exit status 64")
  func usageErrors() throws {
    for arguments in [["fixtures", "--arithmetic", "octal"], ["fixtures", "--max-diffs"], ["fixtures", "--bogus"], ["frobnicate"], ["fixtures", "/no/such/folder"]] {
      let result = try QuickTaxProcess.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.error.hasPrefix("Error: "), "\(arguments): \(result.error)")
      #expect(result.out.isEmpty)
    }
    let octal = try QuickTaxProcess.run(["fixtures", "--arithmetic", "octal"])
    #expect(octal.error.hasPrefix("Error: 'octal' is not a valid --arithmetic; use binary or decimal\n\nUsage: quicktax fixtures"))
  }

  @Test("--help, and --version")
  func help() throws {
    let help = try QuickTaxProcess.run(["fixtures", "--help"])
    #expect(help.status == 0 && help.out.contains("USAGE: quicktax fixtures [PATH...]") && help.out.contains("--max-diffs <N>"))
    let overview = try QuickTaxProcess.run(["--help"])
    #expect(overview.status == 0 && overview.out.contains("COMMANDS:"))
    let version = try QuickTaxProcess.run(["--version"])
    #expect(version.status == 0 && version.out.range(of: #"^quicktax \d+\.\d+\.\d+\ncommit: "#, options: .regularExpression) != nil)
    #expect(version.out.contains("\ntax data: sha256 ") && version.error.isEmpty)
  }
}
