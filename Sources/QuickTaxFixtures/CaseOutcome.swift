import QuickTaxCore

/// How one golden case went.
public struct CaseOutcome: Sendable {
  public enum Status: Sendable, Equatable {
    case passed
    case failed
    /// Not run, with the reason, which the runner prints.
    case skipped(reason: String)
  }

  public let file: String
  public let name: String
  public let status: Status
  /// Where the engine's answer differs from the golden one.
  public let differences: [JSONDifference]
  /// Why the case could not be run (malformed, unknown function), when it could not.
  public let problem: String?

  public init(file: String, name: String, status: Status, differences: [JSONDifference] = [], problem: String? = nil) {
    self.file = file
    self.name = name
    self.status = status
    self.differences = differences
    self.problem = problem
  }
}

/// Why a case cannot be run: counted as failed, reported with its file and name.
public struct CaseProblem: Error, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
