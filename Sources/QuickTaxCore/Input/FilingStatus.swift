/// Filing status. The web app has the first two (`src/types/index.ts`, `FilingStatus`); the
/// others are current law's (Form 1040, "Filing Status"; Form 540 lines 1–5), and the web app's
/// rules refuse them.
public enum FilingStatus: String, Sendable, Hashable, CaseIterable, Codable {
  case single
  case marriedFilingJointly
  case marriedFilingSeparately
  case headOfHousehold
  case qualifyingSurvivingSpouse

  /// The statuses the web app has.
  public static let webApp: [FilingStatus] = [.single, .marriedFilingJointly]

  /// How a person reads it.
  public var displayName: String {
    switch self {
    case .single: return "Single"
    case .marriedFilingJointly: return "Married filing jointly"
    case .marriedFilingSeparately: return "Married filing separately"
    case .headOfHousehold: return "Head of household"
    case .qualifyingSurvivingSpouse: return "Qualifying surviving spouse"
    }
  }

  /// Whether the return is a joint one: the spouse's income, age and blindness count.
  public var isJoint: Bool { self == .marriedFilingJointly }
}
