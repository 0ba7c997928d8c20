import QuickTaxCore

/// A run of every golden case in a set of files.
public struct FixtureRun: Sendable {
  public let arithmetic: Arithmetic
  public let outcomes: [CaseOutcome]
  /// What the differential cases leave uncompared where an engine is wrong by the form, by reason
  /// (each case's `note`: "not compared: …"), with how many cases: the runner prints them.
  public var uncompared: [(reason: String, cases: Int)] = []

  public init(arithmetic: Arithmetic, outcomes: [CaseOutcome], uncompared: [(reason: String, cases: Int)] = []) {
    self.arithmetic = arithmetic
    self.outcomes = outcomes
    self.uncompared = uncompared
  }

  public var passed: Int { outcomes.count { $0.status == .passed } }
  public var failed: Int { outcomes.count { $0.status == .failed } }
  public var skipped: Int {
    outcomes.count {
      if case .skipped = $0.status { return true }
      return false
    }
  }

  /// The closing line: `N passed, M failed` and, when any were skipped, `, K skipped`.
  public var summaryLine: String {
    "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
  }

  /// Runs every case in `files` whose name, file or web-suite test contains `filter`.
  public static func run(
    files: [String], ruleSet: TaxRuleSet, otherRuleSets: [TaxRuleSet] = [],
    penaltyRules: PenaltyRulesByYear = EmbeddedTaxData.catalog.penaltyRules, arithmetic: Arithmetic, filter: String? = nil
  ) -> FixtureRun {
    var outcomes: [CaseOutcome] = []
    var uncompared: [String: Int] = [:]
    for file in files {
      switch GoldenCaseLoader.cases(inFile: file) {
      case .failure(let problem):
        outcomes.append(CaseOutcome(file: file, name: "(file)", status: .failed, problem: problem.message))
      case .success(let cases):
        let selected = cases.filter { matches($0, filter) }
        outcomes += run(selected, ruleSet: ruleSet, otherRuleSets: otherRuleSets, penaltyRules: penaltyRules, arithmetic: arithmetic)
        for reason in selected.flatMap(\.uncomparedReasons) { uncompared[reason, default: 0] += 1 }
      }
    }
    return FixtureRun(
      arithmetic: arithmetic, outcomes: outcomes, uncompared: uncompared.sorted { $0.key < $1.key }.map { (reason: $0.key, cases: $0.value) })
  }

  /// The rule sets a case may name besides the web app's (the differential cases: current law).
  public static func namedRuleSets(in catalog: TaxDataCatalog) -> [TaxRuleSet] {
    [TaxRuleSet.currentLawName].compactMap { try? catalog.ruleSet(named: $0) }
  }

  public typealias PenaltyRulesByYear = [Int: [TaxDataFile.Jurisdiction: TaxDataCatalog.PenaltyRules]]

  /// Runs `cases`: under `ruleSet`, or under one of `otherRuleSets` when a case names it.
  public static func run(
    _ cases: [GoldenCase], ruleSet: TaxRuleSet, otherRuleSets: [TaxRuleSet] = [],
    penaltyRules: PenaltyRulesByYear = EmbeddedTaxData.catalog.penaltyRules, arithmetic: Arithmetic
  ) -> [CaseOutcome] {
    switch arithmetic {
    case .binary:
      let runner = GoldenCaseRunner(
        tables: ruleSet.binaryTables, otherRuleSets: Dictionary(otherRuleSets.map { ($0.name, $0.binaryTables) }) { first, _ in first },
        penaltyRules: penaltyRules.mapValues { $0.mapValues(\.binary) })
      return cases.map(runner.run)
    case .decimal:
      let runner = GoldenCaseRunner(
        tables: ruleSet.decimalTables, otherRuleSets: Dictionary(otherRuleSets.map { ($0.name, $0.decimalTables) }) { first, _ in first },
        penaltyRules: penaltyRules.mapValues { $0.mapValues(\.decimal) })
      return cases.map(runner.run)
    }
  }

  static func matches(_ goldenCase: GoldenCase, _ filter: String?) -> Bool {
    guard let filter, !filter.isEmpty else { return true }
    return goldenCase.name.contains(filter) || goldenCase.file.contains(filter)
      || (goldenCase.testDescription?.contains(filter) ?? false)
  }
}
