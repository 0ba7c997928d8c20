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
