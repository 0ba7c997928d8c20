import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// `quicktax fixtures`: runs golden cases and diffs the engine's answers against them.
enum FixturesCommand: Command {
  static let name = "fixtures"
  static let abstract = "Run golden cases from the web app and show where the engine differs."
  static let synopsis = "fixtures [PATH...] [--arithmetic binary|decimal] [--filter TEXT] [--report FILE] [--max-diffs N] [--tax-data PATH]"
  static let discussion = """
    Runs every case in every .json file under each PATH (default: Fixtures/): web-suite calls and
    whole households, as Fixtures/golden/README.md defines them, and the hand-checked plans and
    penalty worksheets of Fixtures/planning/README.md. Each failing case is printed with
    the JSON paths that differ, expected and actual. The last line is 'N passed, M failed'.
    Exit status 0 only when no case failed.
    """
  static let defaultPath = "Fixtures"

  static let options = [
    OptionSpec(name: "arithmetic", valueName: "binary|decimal", help: "binary: JavaScript doubles, as the web app (default); decimal: Foundation Decimal."),
    OptionSpec(name: "filter", valueName: "TEXT", help: "Run only cases whose name, file or web-suite test contains TEXT."),
    OptionSpec(name: "report", valueName: "FILE", help: "Also write every case's result as JSON to FILE."),
    OptionSpec(name: "max-diffs", valueName: "N", help: "Show at most N differing paths per case (default 10)."),
    TaxDataLoading.option,
  ]

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    let arithmetic = try arguments.choice("arithmetic", default: Arithmetic.binary)
    let maximumDifferences = try arguments.integer("max-diffs", default: 10, in: 0...100_000)
    let output = context.output
    let (paths, files) = try CommandSupport.caseFiles(arguments)
    let tables = try TaxDataLoading.load(arguments)
    let ruleSet = try tables.ruleSet(named: TaxRuleSet.quickTaxWebName)
    for notice in tables.notices(ruleSet: ruleSet.name) { output.print(notice) }
    let accepted: ExpectedDifferences
    do {
      accepted = try ExpectedDifferences.load(under: paths)
    } catch {
      throw CommandFailure(error.description)
    }

    // Cases that name another rule set (the differential cases: current-law) run under it.
    let others = FixtureRun.namedRuleSets(in: tables.catalog)
    let run = FixtureRun.run(
      files: files, ruleSet: ruleSet, otherRuleSets: others, penaltyRules: tables.catalog.penaltyRules, arithmetic: arithmetic,
      filter: arguments.value("filter"))
    var explained = 0
    for outcome in run.outcomes {
      switch outcome.status {
      case .passed: continue
      case .skipped(let reason): output.print("SKIP \(outcome.name) (\(outcome.file)): \(reason)")
      case .failed:
        output.print("FAIL \(outcome.name) (\(outcome.file))")
        if let problem = outcome.problem { output.print("  error: \(problem)") }
        if let entry = accepted.explanation(for: outcome, arithmetic: arithmetic) {
          explained += 1
          output.print("  accepted \(arithmetic.rawValue) difference (\(ExpectedDifferences.fileName)): \(entry.reason)")
        }
        for difference in outcome.differences.prefix(maximumDifferences) { output.print("  \(difference)") }
        if outcome.differences.count > maximumDifferences {
          output.print("  ... and \(outcome.differences.count - maximumDifferences) more differences")
        }
      }
    }
    if let reportPath = arguments.value("report") {
      let report = FixtureReport.json(run)
      do {
        try Data((JSONWriter.string(report, pretty: true) + "\n").utf8).write(to: URL(fileURLWithPath: reportPath))
      } catch {
        throw CommandFailure("cannot write the report to \(reportPath): \(error.localizedDescription)")
      }
    }
    if explained > 0 {
      output.print("\(explained) of \(run.failed) failed cases are accepted \(arithmetic.rawValue) differences, explained above.")
    }
    for entry in run.uncompared { output.print("NOT COMPARED in \(entry.cases) case\(entry.cases == 1 ? "" : "s"): \(entry.reason)") }
    output.print(run.summaryLine)
    return run.failed == 0 ? ExitStatus.success : ExitStatus.failure
  }
}
