import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// A command that cannot go on: `Error: ...` and exit status 1 (a usage error is ``UsageError``).
struct CommandFailure: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

/// What several commands need in the same way.
enum CommandSupport {
  /// The golden-case files under the command's PATH arguments (default `Fixtures/`).
  static func caseFiles(_ arguments: CommandArguments) throws(UsageError) -> (paths: [String], files: [String]) {
    let paths = arguments.positionals.isEmpty ? [FixturesCommand.defaultPath] : arguments.positionals
    do {
      return (paths, try GoldenCaseLoader.caseFiles(under: paths))
    } catch {
      if arguments.positionals.isEmpty {
        throw UsageError("no \(FixturesCommand.defaultPath)/ folder here; run from the package root or pass the cases' PATH")
      }
      throw UsageError("\(error.file): \(error.message)")
    }
  }

  /// The tax year `template` and `init` start a household with: the year of the as-of date
  /// (`--as-of`'s first four digits) or of the clock, the year being lived, whose estimate guides
  /// this year's payments; outside the years the tables have, the nearest of them.
  static func defaultTaxYear(asOf: String?, context: CommandContext) throws(CommandFailure) -> Int {
    let years = try parityRuleSet().supportedYears
    let year = asOf.flatMap { Int($0.prefix(4)) } ?? Calendar(identifier: .gregorian).component(.year, from: context.now())
    guard let first = years.first, let last = years.last else { return Household().taxYear }
    return min(max(year, first), last)
  }

  /// The web app's tables, embedded in the binary.
  static func parityRuleSet() throws(CommandFailure) -> TaxRuleSet {
    do {
      return try EmbeddedTaxData.quickTaxWeb()
    } catch {
      throw CommandFailure("the embedded tax tables cannot be read: \(error)")
    }
  }
}
