import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// `quicktax bench`: microseconds per household for the engine alone (inputs already decoded),
/// and wall time for the whole fixtures run, with a breakdown of where the time goes.
/// Speed targets live here, never in timed unit tests.
enum BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Measure the engine and the fixtures run (use a release build)."
  static let synopsis = "bench [PATH...] [--seconds S] [--part all|engine|fixtures|batch|tables]"
  static let discussion = """
    Uses the households of the golden scenarios under each PATH (default: Fixtures/). Prints the
    engine's time per household in binary and decimal arithmetic, split by income mode, then the
    time of a whole fixtures run split into reading and running. Build with
    'swift build -c release' first: a debug build is many times slower.
    """
  static let options = [
    OptionSpec(name: "seconds", valueName: "S", help: "Time to spend on each engine measurement (default 1)."),
    OptionSpec(name: "part", valueName: "all|engine|fixtures|batch|tables", help: "Measure only one part (for profiling); default all."),
  ]

  enum Part: String, CaseIterable {
    case all, engine, fixtures, batch, tables
  }

  struct Sample {
    let household: Household
    let clock: CalculationClock
  }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    let output = context.output
    let seconds = Double(try arguments.integer("seconds", default: 1, in: 1...600))
    let part = try arguments.choice("part", default: Part.all)
    let (paths, files) = try CommandSupport.caseFiles(arguments)
    let ruleSet = try CommandSupport.parityRuleSet()
    #if DEBUG
      output.print("warning: this is a debug build; build with 'swift build -c release' for real figures")
    #endif

    if part == .all || part == .engine { benchEngine(files: files, paths: paths, ruleSet: ruleSet, seconds: seconds, output: output) }
    if part == .all || part == .fixtures { benchFixturesRun(files: files, ruleSet: ruleSet, output: output) }
    if part == .all || part == .batch { benchBatchLine(files: files, ruleSet: ruleSet, seconds: seconds, output: output) }
    if part == .all || part == .tables { benchTableLoading(seconds: seconds, output: output) }
    return ExitStatus.success
  }

  static func benchEngine(files: [String], paths: [String], ruleSet: TaxRuleSet, seconds: Double, output: CommandOutput) {
    let samples = scenarioSamples(files)
    guard !samples.isEmpty else {
      output.print("(no scenario households under \(paths.joined(separator: ", ")): engine not measured)")
      return
    }
    output.print("Engine alone (inputs decoded; calculateComprehensiveTax plus both payment plans):")
    let simple = samples.filter { $0.household.userIncome.usesSimpleMode && $0.household.spouseIncome.usesSimpleMode }
    let detailed = samples.filter { !($0.household.userIncome.usesSimpleMode && $0.household.spouseIncome.usesSimpleMode) }
    for (label, subset) in [("all households", samples), ("simple mode only", simple), ("with paychecks or vests", detailed)]
    where !subset.isEmpty {
      let binary = microsecondsPerHousehold(subset, tables: ruleSet.binaryTables, seconds: seconds)
      output.print("  binary,  \(label.padding(toLength: 24, withPad: " ", startingAt: 0)) \(format(binary)) µs/household (\(subset.count) households)")
    }
    let decimal = microsecondsPerHousehold(samples, tables: ruleSet.decimalTables, seconds: seconds)
    output.print("  decimal, \("all households".padding(toLength: 24, withPad: " ", startingAt: 0)) \(format(decimal)) µs/household")
    let paychecks = microsecondsPerPaycheckCount(detailed.isEmpty ? samples : detailed, tables: ruleSet.binaryTables, seconds: seconds)
    output.print("  paycheck counting alone: \(format(paychecks)) µs/household (counted under one UTC offset, else stepped in local time; no Foundation calendar)")
  }

  static func benchFixturesRun(files: [String], ruleSet: TaxRuleSet, output: CommandOutput) {
    let otherRuleSets = FixtureRun.namedRuleSets(in: EmbeddedTaxData.catalog)
    output.print("Whole fixtures run (\(files.count) files), best of 3:")
    var best = (read: Double.infinity, run: Double.infinity, total: Double.infinity, cases: 0, failed: 0)
    for _ in 0..<3 {
      let clock = ContinuousClock()
      let start = clock.now
      var cases: [GoldenCase] = []
      for file in files { cases += (try? GoldenCaseLoader.cases(inFile: file).get()) ?? [] }
      let read = clock.now
      // As `quicktax fixtures` runs them: a case that names another rule set (the differential
      // cases: current law) runs under it, with the penalty rules the planning cases need.
      let outcomes = FixtureRun.run(cases, ruleSet: ruleSet, otherRuleSets: otherRuleSets, arithmetic: .binary)
      let end = clock.now
      let total = Self.seconds(end - start)
      if total < best.total {
        best = (Self.seconds(read - start), Self.seconds(end - read), total, outcomes.count, outcomes.count { $0.status != .passed })
      }
    }
    output.print("  reading and parsing: \(format(best.read * 1000)) ms")
    output.print("  running and comparing: \(format(best.run * 1000)) ms")
    output.print("  total: \(format(best.total * 1000)) ms for \(best.cases) cases (\(best.failed) not passed)")
  }

  static func scenarioSamples(_ files: [String]) -> [Sample] {
    var samples: [Sample] = []
    let runner = GoldenCaseRunner(tables: TaxTables<Double>(years: []))
    for file in files {
      guard let cases = try? GoldenCaseLoader.cases(inFile: file).get() else { continue }
      // The web app's households (a differential case is computed under another rule set).
      for goldenCase in cases where goldenCase.kind == .scenario && goldenCase.body["ruleSet"] == nil {
        guard let input = goldenCase.body["input"], let clock = try? runner.clock(of: goldenCase),
          let household = HouseholdDecoder(reading: .webCompatible).decode(input).household
        else { continue }
        samples.append(Sample(household: household, clock: clock))
      }
    }
    return samples
  }

  /// Runs every sample repeatedly for about `seconds`; the best round's time per household.
  static func microsecondsPerHousehold<N: TaxNumber>(_ samples: [Sample], tables: TaxTables<N>, seconds: Double) -> Double {
    let samples = samples.map { EngineSample(engine: TaxEngine(tables: tables, clock: $0.clock), household: $0.household) }
    return measure(count: samples.count, seconds: seconds) {
      var checksum = 0.0
      for sample in samples { checksum += sample.federalOwedOrRefund() }
      return checksum
    }
  }

  static func microsecondsPerPaycheckCount(_ samples: [Sample], tables: TaxTables<Double>, seconds: Double) -> Double {
    let samples = samples.map { EngineSample(engine: TaxEngine(tables: tables, clock: $0.clock), household: $0.household) }
    return measure(count: samples.count, seconds: seconds) {
      var checksum = 0.0
      for sample in samples { checksum += sample.paychecksRemaining() }
      return checksum
    }
  }

  /// A household and the engine at its clock, read in place by the timed loops, as the web app's
  /// loop reads its states: a tuple or an array element was copied on every round (the
  /// household's sixty-odd strings retained and released, the engine's tables too), the
  /// benchmark's work rather than the engine's.
  final class EngineSample<N: TaxNumber> {
    let engine: TaxEngine<N>
    let household: Household

    init(engine: TaxEngine<N>, household: Household) {
      self.engine = engine
      self.household = household
    }

    /// The estimate's federal balance (0 for a household the engine refuses), computed from the
    /// members in place: called on the object from the loop, each member was copied first.
    func federalOwedOrRefund() -> Double {
      (try? engine.estimate(household))?.result.federalTax.owedOrRefund.doubleValue ?? 0
    }

    /// Both people's remaining paychecks, as the engine counts them.
    func paychecksRemaining() -> Double {
      engine.countRemainingPaychecks(household.userIncome) + engine.countRemainingPaychecks(household.spouseIncome)
    }
  }

  /// Best time per item over repeated rounds of `body` (which must return something that depends on
  /// its work, so that the optimizer cannot drop it).
  static func measure(count: Int, seconds: Double, _ body: () -> Double) -> Double {
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(seconds * 1000))
    var best = Double.infinity
    var sink = 0.0
    repeat {
      let start = clock.now
      sink += body()
      best = min(best, Self.seconds(clock.now - start))
    } while clock.now < deadline
    if sink.isNaN { print("") }  // keeps `sink` alive
    return best / Double(count) * microsecondsPerSecond
  }

  static let microsecondsPerSecond = 1e6

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  static func format(_ value: Double) -> String { String(format: value < 10 ? "%.2f" : "%.1f", value) }

  /// Where the time of one `estimate --batch` line goes, on one core: the golden households as
  /// JSON lines, through each step of the batch path in turn.
  static func benchBatchLine(files: [String], ruleSet: TaxRuleSet, seconds: Double, output: CommandOutput) {
    var lines: [[UInt8]] = []
    for file in files {
      for goldenCase in (try? GoldenCaseLoader.cases(inFile: file).get()) ?? []
      where goldenCase.kind == .scenario && goldenCase.body["ruleSet"] == nil {
        if let input = goldenCase.body["input"] { lines.append(JSONWriter.bytes(input)) }
      }
    }
    guard !lines.isEmpty else { return }
    // As `estimate --batch` runs by default: current law, with the web app's figures beside it.
    let currentLaw = (try? EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName)) ?? ruleSet
    let settings = EstimateSettings(
      reading: .webCompatible, taxYear: nil, asOfText: nil, now: JSDate(parsing: "2025-06-15", timeZone: .utc), timeZone: .utc,
      systemTimeZone: .utc,
      arithmetic: .binary, ruleSet: currentLaw, penaltyRules: EmbeddedTaxData.catalog.penaltyRules, webRuleSet: ruleSet)
    let requests = lines.compactMap { try? EstimateRequest.make(bytes: $0[...], settings: settings).get() }
    let outputs = requests.compactMap { try? $0.computeBinary(settings).get() }
    output.print("One --batch line, by step (\(lines.count) golden households, current law with the web app's figures, one core):")
    let steps: [(String, () -> Double)] = [
      // As a batch reads a line: straight from its bytes when it is plain, else parsed first.
      ("read and review the household", { Double(lines.reduce(0) { $0 + ((try? EstimateRequest.make(bytes: $1[...], settings: settings).get()) == nil ? 0 : 1) }) }),
      ("compute the report and plan", { outputs.isEmpty ? 0 : Double(requests.reduce(0) { $0 + ((try? $1.computeBinary(settings).get()) == nil ? 0 : 1) }) }),
      ("write the result JSON", { Double(outputs.reduce(0) { $0 + $1.document().written().byteCount }) }),
      ("the whole line", { Double(lines.reduce(0) { $0 + BatchEstimate.estimate(line: 1, bytes: $1[...], settings: settings).json.byteCount }) }),
    ]
    for (label, body) in steps {
      let microseconds = measure(count: lines.count, seconds: seconds, body)
      output.print("  \(label.padding(toLength: 32, withPad: " ", startingAt: 0)) \(format(microseconds)) µs")
    }
  }

  /// What loading the tax tables adds to a command: checksums, parsing and the binary tables, from
  /// the embedded bytes, as each process does once (the embedded files' rules are checked by the
  /// test suite, the decimal tables built on first use).
  static func benchTableLoading(seconds: Double, output: CommandOutput) {
    let milliseconds = measure(count: 1, seconds: seconds) {
      Double(EmbeddedTaxData.load(files: EmbeddedTaxDataBytes.files, manifest: EmbeddedTaxDataBytes.manifest).entries.count)
    } / 1000
    output.print("Loading the embedded tax tables (checksums, parsing, binary tables): \(format(milliseconds)) ms")
  }
}
