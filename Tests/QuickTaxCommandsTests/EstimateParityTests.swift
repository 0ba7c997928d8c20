import Foundation
import QuickTaxCore
import QuickTaxFixtures
import Testing

/// `estimate --web-compat --rules quicktax-web --format json`, with each golden scenario's clock and time zone, gives
/// the web app's result and payment plans.
@Suite("estimate reproduces every golden scenario")
struct EstimateParityTests {
  static let scenarios: [GoldenCase] = {
    let folder = CommandRunner.packageRoot.appendingPathComponent("Fixtures/golden").path
    let files = (try? GoldenCaseLoader.caseFiles(under: [folder])) ?? []
    return files.flatMap { (try? GoldenCaseLoader.cases(inFile: $0).get()) ?? [] }.filter { $0.kind == .scenario }
  }()

  @Test("all 1,900 scenarios are here")
  func count() { #expect(Self.scenarios.count == 1900) }

  @Test("estimate --web-compat --rules quicktax-web --format json", arguments: scenarios)
  func scenario(_ goldenCase: GoldenCase) throws {
    let clock = try #require(goldenCase.body["clock"]?.objectValue)
    let now = try #require(clock["now"]?.stringValue)
    let zone = try #require(clock["timeZone"]?.stringValue)
    let input = try #require(goldenCase.body["input"])
    let result = CommandRunner.run(
      ["estimate", "-", "--web-compat", "--rules", "quicktax-web", "--format", "json", "--as-of", now, "--time-zone", zone],
      input: Data(JSONWriter.string(input).utf8))
    #expect(result.status == 0, "\(result.error)")
    let output = try JSONParser.parse(result.out)
    let expected = try #require(goldenCase.body["expected"]?.objectValue)
    for key in ["result", "federalSuggestions", "californiaSuggestions"] {
      let differences = JSONComparison.differences(expected: try #require(expected[key]), actual: output[key], path: key)
      #expect(differences.isEmpty, "\(differences.map(\.description).joined(separator: "\n"))")
    }
    #expect(output["asOf"]?.stringValue == JSDate(parsing: now, timeZone: .utc).description)
  }
}

@Suite("every household gets a plan for every jurisdiction it files in")
struct PlanPerJurisdictionTests {
  @Test("the golden households, through estimate --batch: federal always, California when it is on")
  func planForEveryJurisdiction() throws {
    let url = CommandRunner.packageRoot.appendingPathComponent("Fixtures/golden/scenarios-utc.json")
    let cases = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    let inputs = cases.prefix(300).compactMap { $0["input"] }
    let lines = try inputs.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
    let batch = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-plans-\(UUID().uuidString).jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: batch)
    defer { try? FileManager.default.removeItem(at: batch) }
    let result = CommandRunner.run(["estimate", "--batch", batch.path, "--web-compat", "--as-of", "2025-06-15", "--time-zone", "UTC"])
    #expect(result.status == 0)
    let records = try result.out.split(separator: "\n").map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    #expect(records.count == inputs.count)
    for (record, input) in zip(records, inputs) {
      let plan = try #require(record["plan"] as? [String: Any])
      let california = (input as? [String: Any])?["includeCaliforniaTax"] as? Bool ?? true
      #expect(plan["federal"] != nil)
      #expect((plan["california"] != nil) == california)
    }
  }
}
