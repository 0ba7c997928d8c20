/// Something wrong or surprising in a household file, named by its JSON path.
public struct InputDiagnostic: Sendable, Equatable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    /// The input cannot be used as written.
    case error
    /// The input is used, but probably not as the person meant.
    case warning
  }

  public let severity: Severity
  /// `userIncome.futureRSUVests[2].shares`; empty for the document as a whole.
  public let path: String
  public let message: String

  public init(_ severity: Severity, path: String, _ message: String) {
    self.severity = severity
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

extension Array where Element == InputDiagnostic {
  public var errors: [InputDiagnostic] { filter { $0.severity == .error } }
  public var warnings: [InputDiagnostic] { filter { $0.severity == .warning } }
}
