/// The family as current law reads it (`family`): counts, ages and flags, read once.
public struct CurrentLawFamily: Sendable {
  public internal(set) var qualifyingChildCount: Int
  public internal(set) var otherDependentCount: Int
  public internal(set) var earnedIncomeCreditChildCount: Int
  public internal(set) var childrenUnder6Count: Int
  /// Of the qualifying children, those under 4 (New York's Empire State child credit).
  public internal(set) var childrenUnder4Count: Int = 0
  public internal(set) var careQualifyingPersonCount: Int
  /// Each person's age at the end of the year, when given.
  public internal(set) var userAge: Int?
  public internal(set) var spouseAge: Int?
  /// The flags as given (`userAge65OrOlder`, `spouseAge65OrOlder`).
  public internal(set) var userAge65OrOlderFlag: Bool
  public internal(set) var spouseAge65OrOlderFlag: Bool
  /// 65 or older: the flag, or an age of 65 or more (IRC §63(f)(1)).
  public internal(set) var userAge65OrOlder: Bool
  public internal(set) var spouseAge65OrOlder: Bool
  public internal(set) var userBlind: Bool
  public internal(set) var spouseBlind: Bool
  public internal(set) var spouseItemizes: Bool
  public internal(set) var livedApartAllYear: Bool
  public internal(set) var livedApartLastSixMonths: Bool
  public internal(set) var californiaRenter: Bool

  public func age(spouse: Bool) -> Int? { spouse ? spouseAge : userAge }
  public func isAge65OrOlder(spouse: Bool) -> Bool { spouse ? spouseAge65OrOlder : userAge65OrOlder }

  /// How many of the people on the return are 65 or older, and how many are blind.
  public func seniorCount(joint: Bool) -> Int {
    (userAge65OrOlder ? 1 : 0) + (joint && spouseAge65OrOlder ? 1 : 0)
  }
  public func blindCount(joint: Bool) -> Int { (userBlind ? 1 : 0) + (joint && spouseBlind ? 1 : 0) }
}
