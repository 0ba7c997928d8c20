/// Who a return is for beyond income: age and blindness of each person, dependents, and, when
/// married filing separately, whether the spouse itemizes. None of it is in the web app (its
/// rules refuse a household that sets any of it); current law reads it for the additional
/// standard deduction (IRC §63(f)), the senior deduction (§151(d)(5)(C), 2025–2028), the child tax
/// credit and the credit for other dependents (§24, Schedule 8812), and California's senior, blind
/// and dependent exemption credits (R&TC §17054).
///
/// Flags are kept as text ("true", "false", "" for not given) like every other field, so that one
/// schema reads, checks, documents and writes them.
public struct FamilyData: Sendable, Hashable {
  public var userAge65OrOlder: InputText = .empty
  public var userBlind: InputText = .empty
  /// Read only on a joint return.
  public var spouseAge65OrOlder: InputText = .empty
  public var spouseBlind: InputText = .empty
  /// Children under 17 at the end of the year who qualify for the child tax credit.
  public var qualifyingChildren: InputText = .empty
  /// Dependents who are not qualifying children: the credit for other dependents.
  public var otherDependents: InputText = .empty
  /// Married filing separately: a spouse who itemizes leaves this return no standard deduction
  /// (IRC §63(c)(6)(A)).
  public var spouseItemizes: InputText = .empty
  /// Ages at the end of the year, when given: the catch-up contributions (IRA at 50, HSA at 55,
  /// elective deferrals at 50 and 60–63) need them; 65 or older follows from them too.
  public var userAge: InputText = .empty
  public var spouseAge: InputText = .empty
  /// Married filing separately: the spouses lived apart at all times during the year (IRC
  /// §86(c)(1)(C)(ii) and §469(i)(5)(B): otherwise no Social Security base amount and no rental
  /// special allowance).
  public var livedApartAllYear: InputText = .empty
  /// Schedule EIC: qualifying children for the earned income credit (IRC §32(c)(3)), which the
  /// child tax credit's count does not decide (a child of 17 to 18, or a student under 24, counts).
  public var earnedIncomeCreditChildren: InputText = .empty
  /// FTB 3514: qualifying children under 6 at the end of the year (the young child tax credit).
  public var childrenUnder6: InputText = .empty
  /// Of the qualifying children, those under 4 at the end of the year (New York's Empire State
  /// child credit, IT-213).
  public var childrenUnder4: InputText = .empty
  /// Married filing separately: lived apart from the spouse the last six months of the year, which
  /// with a qualifying child allows the earned income credit (IRC §32(d)(2), ARPA 2021 §9624).
  public var livedApartLastSixMonths: InputText = .empty
  /// Qualifying persons for the child and dependent care credit (Form 2441 line 2: children under
  /// 13, a spouse or dependent who cannot care for themselves).
  public var careQualifyingPersons: InputText = .empty
  /// Students with education credits (Form 8863): a list, not a text field.
  public var students: [EducationStudent] = []
  /// Paid rent in California on the principal residence for at least half the year: the renter's
  /// credit (R&TC §17053.5, Form 540 line 46).
  public var californiaRenter: InputText = .empty

  public init() {}

  public static let fields: [InputField<FamilyData>] = [
    .init(key: "userAge65OrOlder", keyPath: \.userAge65OrOlder, kind: .flag, summary: "You were 65 or older at the end of the year (born before January 2, 1961 for 2025)"),
    .init(key: "userBlind", keyPath: \.userBlind, kind: .flag, summary: "You were blind at the end of the year"),
    .init(key: "spouseAge65OrOlder", keyPath: \.spouseAge65OrOlder, kind: .flag, summary: "Joint returns: your spouse was 65 or older at the end of the year"),
    .init(key: "spouseBlind", keyPath: \.spouseBlind, kind: .flag, summary: "Joint returns: your spouse was blind at the end of the year"),
    .init(key: "qualifyingChildren", keyPath: \.qualifyingChildren, kind: .count, summary: "Children under 17 at the end of the year who qualify for the child tax credit (each with a Social Security number)"),
    .init(key: "otherDependents", keyPath: \.otherDependents, kind: .count, summary: "Other dependents: children 17 and over, qualifying relatives (the credit for other dependents)"),
    .init(key: "spouseItemizes", keyPath: \.spouseItemizes, kind: .flag, summary: "Married filing separately: your spouse itemizes, so you must too (no standard deduction)"),
    .init(key: "userAge", keyPath: \.userAge, kind: .age, summary: "Your age at the end of the year (for catch-up contributions; 65 or more also sets userAge65OrOlder)"),
    .init(key: "spouseAge", keyPath: \.spouseAge, kind: .age, summary: "Joint returns: your spouse's age at the end of the year"),
    .init(key: "livedApartAllYear", keyPath: \.livedApartAllYear, kind: .flag, summary: "Married filing separately: you and your spouse lived apart at all times during the year (Social Security's base amount; half the rental loss special allowance)"),
    .init(key: "earnedIncomeCreditChildren", keyPath: \.earnedIncomeCreditChildren, kind: .count, summary: "Qualifying children for the earned income credit (Schedule EIC: under 19, or under 24 and a student, or disabled; lived with you over half the year)"),
    .init(key: "childrenUnder6", keyPath: \.childrenUnder6, kind: .count, summary: "Of those, children under 6 at the end of the year (California's young child tax credit, FTB 3514 line 76, with a CalEITC)"),
    .init(key: "childrenUnder4", keyPath: \.childrenUnder4, kind: .count, summary: "New York residents: of qualifyingChildren, those under 4 at the end of the year (the Empire State child credit's larger amount, IT-213)"),
    .init(key: "livedApartLastSixMonths", keyPath: \.livedApartLastSixMonths, kind: .flag, summary: "Married filing separately: you lived apart from your spouse the last six months of the year (allows the earned income credit with a qualifying child)"),
    .init(key: "careQualifyingPersons", keyPath: \.careQualifyingPersons, kind: .count, summary: "Qualifying persons for the child and dependent care credit: children under 13, a spouse or dependent unable to care for themselves (Form 2441 line 2)"),
    .init(key: "californiaRenter", keyPath: \.californiaRenter, kind: .flag, summary: "You paid rent in California for your principal residence for at least half the year, on property not exempt from property tax, and no one claims you as a dependent (the renter's credit, Form 540 line 46)"),
  ]

  /// Whether a flag field says true.
  public static func isSet(_ flag: InputText) -> Bool { flag.text == "true" }

  /// A count field's value: a whole number, 0 when empty. Strict reading refuses a count above
  /// ``InputLimits/largestCount``; web-compatible reading does not check it, so it is held to that
  /// limit here rather than converted (a count of 1e308 would not fit an Int).
  public static func count(_ text: InputText) -> Int {
    let value = text.binaryValue
    return value.isFinite && value > 0 ? Int(min(value, Double(InputLimits.largestCount)).rounded(.down)) : 0
  }

  public var qualifyingChildCount: Int { Self.count(qualifyingChildren) }

  /// The people on the return (the user, then the spouse on a joint return): whether each is 65
  /// or older (the flag, or an age of 65 or more), and each one's age when given.
  public func isAge65OrOlder(spouse: Bool) -> Bool {
    Self.isSet(spouse ? spouseAge65OrOlder : userAge65OrOlder) || (age(spouse: spouse) ?? 0) >= Self.seniorAge
  }

  /// How many of the people on the return are 65 or older (current law counts them, and the
  /// blind, on ``CurrentLawFamily``).
  public func seniorCount(joint: Bool) -> Int {
    (isAge65OrOlder(spouse: false) ? 1 : 0) + (joint && isAge65OrOlder(spouse: true) ? 1 : 0)
  }

  public func age(spouse: Bool) -> Int? {
    let text = spouse ? spouseAge : userAge
    return text.isEmpty ? nil : Self.count(text)
  }

  /// IRC §63(f)(1): 65 or older (a fact of the law's text, not an indexed figure).
  static let seniorAge = 65
  public var otherDependentCount: Int { Self.count(otherDependents) }
  public var earnedIncomeCreditChildCount: Int { Self.count(earnedIncomeCreditChildren) }
  public var childrenUnder6Count: Int { Self.count(childrenUnder6) }
  public var childrenUnder4Count: Int { Self.count(childrenUnder4) }
  public var careQualifyingPersonCount: Int { Self.count(careQualifyingPersons) }
}

extension FamilyData: EmptyInitializable {}
