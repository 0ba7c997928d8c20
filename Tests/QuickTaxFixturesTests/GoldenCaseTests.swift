import Foundation
import QuickTaxCore
import QuickTaxFixtures
import Testing

@Suite("Golden cases from the web app")
struct GoldenCaseTests {
  @Test("the corpus is all there: every file readable, all 2,087 web-app cases present")
  func corpusIsComplete() throws {
    #expect(GoldenCorpus.loadProblems.isEmpty, "\(GoldenCorpus.loadProblems)")
    let golden = GoldenCorpus.cases.filter { $0.file.contains("/golden/") }
    #expect(golden.count == 2087)
    #expect(Set(golden.map(\.name)).count == golden.count, "case names are unique")
    let planning = GoldenCorpus.cases.filter { $0.file.contains("/planning/") }
    // 14 of the web app's rules, 23 of New York's (Tools/planning-fixtures-newyork.py).
    #expect(planning.filter { $0.kind == .plan }.count == 37 && planning.filter { $0.kind == .penaltyWorksheet }.count == 4)
    #expect(planning.allSatisfy { !($0.body["derivation"]?.arrayValue ?? []).isEmpty }, "every planning case says how it was derived")
    // The differential cases: at least 500 households of 2025 against OpenTaxSolver, 2026 against PolicyEngine.
    let differential = GoldenCorpus.cases.filter { $0.file.contains("/differential/") }
    #expect(differential.filter { $0.name.hasPrefix("diff-2025-") }.count >= 500)
    #expect(differential.filter { $0.name.hasPrefix("diff-2026-") }.count >= 100)
    // New York's: 500 households of 2025 against OpenTaxSolver, 400 of 2025 and 350 of 2026 against PolicyEngine.
    #expect(differential.filter { $0.name.hasPrefix("ny-2025-") }.count >= 500)
    #expect(differential.filter { $0.name.hasPrefix("ny-pe-2025-") }.count >= 400)
    #expect(differential.filter { $0.name.hasPrefix("ny-2026-") }.count >= 350)
    #expect(differential.allSatisfy { $0.body["ruleSet"] == .string(TaxRuleSet.currentLawName) })
  }

  @Test("binary arithmetic reproduces the web app", arguments: GoldenCorpus.cases)
  func binaryMatchesWebApp(_ goldenCase: GoldenCase) throws {
    let runner = GoldenCaseRunner(
      tables: try GoldenCorpus.ruleSet.binaryTables, otherRuleSets: [TaxRuleSet.currentLawName: try GoldenCorpus.currentLaw.binaryTables],
      penaltyRules: EmbeddedTaxData.catalog.penaltyRules.mapValues { $0.mapValues(\.binary) })
    let outcome = runner.run(goldenCase)
    #expect(outcome.problem == nil, "\(outcome.problem ?? "")")
    #expect(outcome.differences.isEmpty, "\(outcome.differences.map(\.description).joined(separator: "\n"))")
    #expect(outcome.status == .passed)
  }

  @Test("decimal arithmetic runs every case and differs exactly where expected-differences.json says")
  func decimalDiffersOnlyAsExplained() throws {
    let accepted = try ExpectedDifferences.load(under: [GoldenCorpus.fixturesFolder])
    let outcomes = FixtureRun.run(
      GoldenCorpus.cases, ruleSet: try GoldenCorpus.ruleSet, otherRuleSets: [try GoldenCorpus.currentLaw], arithmetic: .decimal)
    #expect(outcomes.count == GoldenCorpus.cases.count)
    let failed = outcomes.filter { $0.status == .failed }
    for outcome in failed {
      #expect(
        accepted.explanation(for: outcome, arithmetic: .decimal) != nil,
        "unexplained decimal difference in \(outcome.name): \(outcome.differences.map(\.description))")
      for difference in outcome.differences {
        let gap = abs((difference.expected?.doubleValue ?? .nan) - (difference.actual?.doubleValue ?? .nan))
        #expect(gap <= 1.0 + 1e-6, "a decimal difference above $1 in \(outcome.name): \(difference)")
      }
    }
    let listed = accepted.entries.filter { $0.arithmetic == .decimal }.map(\.caseName).sorted()
    #expect(failed.map(\.name).sorted() == listed, "every listed difference still occurs")
  }
}

@Suite("web-suite calls as the web app's suite makes them")
struct WebSuiteCallArgumentTests {
  /// The suite's own demoData tests pass the tax year as the text '2025'; the web app uses it only
  /// as a property key, where text and number are the same key.
  @Test("a tax year given as the text of a whole number is that year; other text is refused")
  func taxYearAsText() throws {
    let runner = GoldenCaseRunner(
      tables: try GoldenCorpus.ruleSet.binaryTables, otherRuleSets: [:],
      penaltyRules: EmbeddedTaxData.catalog.penaltyRules.mapValues { $0.mapValues(\.binary) })
    func answer(_ year: JSONValue) throws -> JSONValue {
      let body = try JSONParser.parse(
        #"{"name": "t", "test": "t", "clock": {"now": "2025-06-15T00:00:00.000Z", "timeZone": "UTC"}, "call": {"function": "getFederalStandardDeduction", "module": "calculators/federal/calculator", "args": [null, "single"]}, "expected": 0}"#)
      var object = try #require(body.objectValue)
      var call = try #require(object["call"]?.objectValue)
      call["args"] = .array([year, .string("single")])
      object["call"] = .object(call)
      return try runner.answer(to: GoldenCase(file: "test", name: "t", body: object))
    }
    #expect(try answer(.string("2026")) == answer(.number(JSONNumber(2026))))
    #expect(try answer(.string("2025")) == .number(JSONNumber(15_000)))
    #expect(throws: CaseProblem.self) { try answer(.string("02025")) }
    #expect(throws: CaseProblem.self) { try answer(.string("2025.0")) }
  }
}
