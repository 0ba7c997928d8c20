import Foundation
import QuickTaxCore
import QuickTaxFixtures
import Testing

/// The golden cases in Fixtures/, loaded once for every test that runs them.
enum GoldenCorpus {
  static let fixturesFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

  /// The case files (golden/ and any other folder of cases).
  static let files: [String] = (try? GoldenCaseLoader.caseFiles(under: [fixturesFolder])) ?? []

  /// Every case of every file; a file that cannot be read shows up in ``loadProblems``.
  static let cases: [GoldenCase] = files.flatMap { file in
    (try? GoldenCaseLoader.cases(inFile: file).get()) ?? []
  }

  static let loadProblems: [String] = files.compactMap { file in
    if case .failure(let problem) = GoldenCaseLoader.cases(inFile: file) { return problem.description }
    return nil
  }

  static var ruleSet: TaxRuleSet {
    get throws { try EmbeddedTaxData.quickTaxWeb() }
  }

  static var currentLaw: TaxRuleSet {
    get throws { try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName) }
  }
}

extension GoldenCase: CustomTestStringConvertible {
  public var testDescription: String { "\(name) (\((file as NSString).lastPathComponent))" }
}
