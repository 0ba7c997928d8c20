import Foundation
import QuickTaxCore

/// One golden case: a JSON object from a fixtures file (see Fixtures/golden/README.md).
public struct GoldenCase: Sendable {
  public enum Kind: String, Sendable {
    /// A call that the web app's own test suite makes into one calculator function.
    case webSuiteCall
    /// A whole household run end to end, with the Summary step's payment plans.
    case scenario
    /// A household's safe-harbor plan (Fixtures/planning: worked out by hand, not by the web app).
    case plan
    /// One regular-method penalty worksheet (Form 2210 Part III, FTB 5805 Part II), from a
    /// published worked example.
    case penaltyWorksheet
  }

  /// The file the case comes from, as given to the loader.
  public let file: String
  /// The case's name, or `#index` when it has none.
  public let name: String
  /// The case as written.
  public let body: JSONObject

  public init(file: String, name: String, body: JSONObject) {
    self.file = file
    self.name = name
    self.body = body
  }

  /// What the case runs, by its keys: `call` for a web-suite call, `input` for a scenario,
  /// `household` for a plan, `worksheet` for a penalty worksheet.
  public var kind: Kind? {
    if body["call"] != nil { return .webSuiteCall }
    if body["input"] != nil { return .scenario }
    if body["household"] != nil { return .plan }
    if body["worksheet"] != nil { return .penaltyWorksheet }
    return nil
  }

  /// What a differential case leaves uncompared, and why: its note's "not compared: …" clauses
  /// (Tools/differential/known_differences.py writes them).
  public var uncomparedReasons: [String] {
    guard let note = body["note"]?.stringValue else { return [] }
    return note.components(separatedBy: "; ").compactMap { clause in
      clause.hasPrefix(Self.uncomparedPrefix) ? String(clause.dropFirst(Self.uncomparedPrefix.count)) : nil
    }
  }
  static let uncomparedPrefix = "not compared: "

  /// The web suite's test description, for filtering and messages.
  public var testDescription: String? { body["test"]?.stringValue }
}
