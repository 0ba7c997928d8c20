import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// `quicktax fixtures`: runs golden cases and diffs the engine's answers against them.
enum FixturesCommand: Command {
  static let name = "fixtures"
  static let abstract = "Run golden cases from the web app and show where the engine differs."
  static let synopsis = "fixtures [PATH...] [--arithmetic binary|decimal] [--filter TEXT] [--report FILE] [--max-diffs N]"
  static let discussion = """
    Runs every case in every .json file under each PATH (default: Fixtures/): web-suite calls and
    whole households, as Fixtures/golden/README.md defines them. Each failing case is printed with
    the JSON paths that differ, expected and actual. The last line is 'N passed, M failed'.
    Exit status 0 only when no case failed.
    """
  static let defaultPath = "Fixtures"

  static let options = [
    OptionSpec(name: "arithmetic", valueName: "binary|decimal", help: "binary: JavaScript doubles, as the web app (default); decimal: Foundation Decimal."),
    OptionSpec(name: "filter", valueName: "TEXT", help: "Run only cases whose name, file or web-suite test contains TEXT."),
    OptionSpec(name: "report", valueName: "FILE", help: "Also write every case's result as JSON to FILE."),
    OptionSpec(name: "max-diffs", valueName: "N", help: "Show at most N differing paths per case (default 10)."),
  ]

  static func run(_ arguments: CommandArguments, context: CommandContext) throws(UsageError) -> Int32 {
    let arithmetic = try arguments.choice("arithmetic", default: Arithmetic.binary)
    let maximumDifferences = try arguments.integer("max-diffs", default: 10, in: 0...100_000)
    let paths = arguments.positionals.isEmpty ? [defaultPath] : arguments.positionals
    let output = context.output

    let files: [String]
    do {
      files = try GoldenCaseLoader.caseFiles(under: paths)
    } catch {
      if arguments.positionals.isEmpty {
        throw UsageError("no \(defaultPath)/ folder here; run from the package root or pass the cases' PATH")
      }
      throw UsageError("\(error.file): \(error.message)")
    }
    let ruleSet: TaxRuleSet
    do {
      ruleSet = try EmbeddedTaxData.quickTaxWeb()
    } catch {
      output.printError("Error: the embedded tax tables cannot be read: \(error)")
      return ExitStatus.failure
    }

    let accepted: ExpectedDifferences
    do {
      accepted = try ExpectedDifferences.load(under: paths)
    } catch {
      output.printError("Error: \(error)")
      return ExitStatus.failure
    }

    let run = FixtureRun.run(files: files, ruleSet: ruleSet, arithmetic: arithmetic, filter: arguments.value("filter"))
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
        output.printError("Error: cannot write the report to \(reportPath): \(error.localizedDescription)")
        return ExitStatus.failure
      }
    }
    if explained > 0 {
      output.print("\(explained) of \(run.failed) failed cases are accepted \(arithmetic.rawValue) differences, explained above.")
    }
    output.print(run.summaryLine)
    return run.failed == 0 ? ExitStatus.success : ExitStatus.failure
  }
}
