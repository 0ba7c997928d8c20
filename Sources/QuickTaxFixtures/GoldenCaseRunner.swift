import QuickTaxCore

/// Runs golden cases in one arithmetic and compares each answer with the golden one.
public struct GoldenCaseRunner<N: TaxNumber>: Sendable {
  /// The tables of the rule set cases use unless they name another (`"ruleSet"`).
  public let tables: TaxTables<N>
  /// Other rule sets' tables, by name.
  public let otherRuleSets: [String: TaxTables<N>]
  /// The estimated-tax penalty rules by year, for plan cases.
  public let penaltyRules: [Int: [TaxDataFile.Jurisdiction: EstimatedTaxPenaltyRules<N>]]
  public let timeZones: TimeZoneDirectory

  public init(
    tables: TaxTables<N>, otherRuleSets: [String: TaxTables<N>] = [:],
    penaltyRules: [Int: [TaxDataFile.Jurisdiction: EstimatedTaxPenaltyRules<N>]] = [:], timeZones: TimeZoneDirectory = .shared
  ) {
    self.tables = tables
    self.otherRuleSets = otherRuleSets
    self.penaltyRules = penaltyRules
    self.timeZones = timeZones
  }

  public func run(_ goldenCase: GoldenCase) -> CaseOutcome {
    do throws(CaseProblem) {
      guard let expected = goldenCase.body["expected"] else { throw CaseProblem("the case has no \"expected\" value") }
      let actual = try answer(to: goldenCase)
      var tolerance = JSONComparison.numericTolerance
      if let given = goldenCase.body["tolerance"] {
        guard case .number(let number) = given, number.value >= 0 else { throw CaseProblem("\"tolerance\" must be a number of dollars, at least 0") }
        tolerance = number.value
      }
      let differences = JSONComparison.differences(expected: expected, actual: actual, tolerance: tolerance)
      return CaseOutcome(
        file: goldenCase.file, name: goldenCase.name, status: differences.isEmpty ? .passed : .failed,
        differences: differences)
    } catch {
      return CaseOutcome(file: goldenCase.file, name: goldenCase.name, status: .failed, problem: error.message)
    }
  }

  /// The engine's answer to a case, shaped like its `expected` value.
  public func answer(to goldenCase: GoldenCase) throws(CaseProblem) -> JSONValue {
    switch goldenCase.kind {
    case .webSuiteCall?:
      guard case .object(let call)? = goldenCase.body["call"], case .string(let function)? = call["function"] else {
        throw CaseProblem("\"call\" needs a \"function\" name")
      }
      guard case .array(let arguments)? = call["args"] else { throw CaseProblem("\"call\" needs an \"args\" list") }
      return try WebSuiteCall(tables: tables, clock: try clock(of: goldenCase)).run(function: function, arguments: arguments)
    case .scenario?:
      guard let input = goldenCase.body["input"] else { throw CaseProblem("the case has no \"input\"") }
      let document = HouseholdDecoder(reading: .webCompatible).decode(input)
      guard let household = document.household else {
        throw CaseProblem("input: " + document.diagnostics.errors.map(\.description).joined(separator: "; "))
      }
      do {
        return try TaxEngine(tables: try tables(of: goldenCase), clock: try clock(of: goldenCase)).estimate(household).json
      } catch {
        throw CaseProblem("input: \(error)")
      }
    case .plan?:
      // A plan case of a rule set of its own (New York's plans are current law's) is run on it.
      return try PlanCase(tables: try tables(of: goldenCase), penaltyRules: penaltyRules, clock: try clock(of: goldenCase)).answer(goldenCase.body)
    case .penaltyWorksheet?:
      guard let worksheet = goldenCase.body["worksheet"] else { throw CaseProblem("the case has no \"worksheet\"") }
      return try PenaltyWorksheetCase<N>.answer(worksheet)
    case nil:
      throw CaseProblem(
        "the case has none of \"call\" (a web-suite call), \"input\" (a scenario), \"household\" (a plan) or \"worksheet\" (a penalty worksheet)")
    }
  }

  /// The tables of the case's `"ruleSet"`, or the runner's own without one.
  func tables(of goldenCase: GoldenCase) throws(CaseProblem) -> TaxTables<N> {
    guard let name = goldenCase.body["ruleSet"] else { return tables }
    guard case .string(let text) = name, let other = otherRuleSets[text] else {
      throw CaseProblem("\"ruleSet\": \(name.shortDescription) is not a loaded rule set; loaded: \(otherRuleSets.keys.sorted().joined(separator: ", "))")
    }
    return other
  }

  /// The case's clock: `{"now": ISO-8601, "timeZone": IANA name}`.
  public func clock(of goldenCase: GoldenCase) throws(CaseProblem) -> CalculationClock {
    guard case .object(let clock)? = goldenCase.body["clock"], case .string(let now)? = clock["now"],
      case .string(let zoneName)? = clock["timeZone"]
    else { throw CaseProblem("the case needs \"clock\": {\"now\": ..., \"timeZone\": ...}") }
    guard let zone = timeZones.rules(named: zoneName) else {
      throw CaseProblem("clock.timeZone: \"\(zoneName)\" is not a time zone this system knows")
    }
    guard let calculationClock = CalculationClock(nowISO8601: now, timeZone: zone) else {
      throw CaseProblem("clock.now: \"\(now)\" is not an ISO-8601 date and time")
    }
    return calculationClock
  }
}
