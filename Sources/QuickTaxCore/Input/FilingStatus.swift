/// Filing status, as the web app names it (`src/types/index.ts`, `FilingStatus`).
public enum FilingStatus: String, Sendable, Hashable, CaseIterable, Codable {
  case single
  case marriedFilingJointly

  /// How a person reads it.
  public var displayName: String {
    switch self {
    case .single: return "Single"
    case .marriedFilingJointly: return "Married filing jointly"
    }
  }
}
