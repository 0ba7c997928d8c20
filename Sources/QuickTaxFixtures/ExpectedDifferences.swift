import Foundation
import QuickTaxCore

/// Accepted divergences from the golden values (Fixtures/expected-differences.json): each names
/// the arithmetic, the case and the paths that differ, with the reason. A listed case still counts
/// as failed (it does differ from the web app); the runner prints the reason beside it, and the
/// tests require the differences of a run to be exactly the listed ones.
public struct ExpectedDifferences: Sendable {
  public struct Entry: Sendable, Equatable {
    public let arithmetic: Arithmetic
    public let caseName: String
    public let paths: [String]
    public let reason: String
  }

  /// The file's name; the case loader skips files of this name.
  public static let fileName = "expected-differences.json"

  public let entries: [Entry]

  public init(entries: [Entry] = []) { self.entries = entries }

  /// The entries of the `expected-differences.json` files found under `paths`.
  public static func load(under paths: [String]) throws(GoldenCaseLoader.FileProblem) -> ExpectedDifferences {
    var entries: [Entry] = []
    for file in try GoldenCaseLoader.files(under: paths) where (file as NSString).lastPathComponent == fileName {
      entries += try read(file)
    }
    return ExpectedDifferences(entries: entries)
  }

  static func read(_ file: String) throws(GoldenCaseLoader.FileProblem) -> [Entry] {
    do throws(JSONFieldError) {
      guard let data = FileManager.default.contents(atPath: file), let document = try? JSONParser.parse(data) else {
        throw JSONFieldError(path: "", message: "cannot be read as JSON")
      }
      var entries: [Entry] = []
      for element in try JSONFieldReader(document).array("differences") {
        let entry = try JSONFieldReader(element.value, path: element.path)
        guard let arithmetic = Arithmetic(rawValue: try entry.string("arithmetic")) else {
          throw JSONFieldError(path: entry.path(of: "arithmetic"), message: "expected binary or decimal")
        }
        let paths = try entry.array("paths").map { (value, path) throws(JSONFieldError) -> String in
          guard let text = value.stringValue else { throw JSONFieldError(path: path, message: "expected a string") }
          return text
        }
        entries.append(
          Entry(arithmetic: arithmetic, caseName: try entry.string("case"), paths: paths, reason: try entry.string("reason")))
      }
      return entries
    } catch {
      throw GoldenCaseLoader.FileProblem(file: file, message: error.description)
    }
  }

  /// The entry that explains a failed outcome: same arithmetic, same case, same differing paths.
  public func explanation(for outcome: CaseOutcome, arithmetic: Arithmetic) -> Entry? {
    guard outcome.status == .failed, outcome.problem == nil else { return nil }
    return entries.first {
      $0.arithmetic == arithmetic && $0.caseName == outcome.name && $0.paths == outcome.differences.map(\.path)
    }
  }
}
