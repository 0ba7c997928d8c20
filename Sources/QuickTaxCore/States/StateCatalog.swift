/// The one table of the states: each state's ``StateProfile`` by its postal code, and what the
/// pipeline asks of a jurisdiction (its authority, its holidays, its tables). A state is added in
/// its own folder and entered here; no federal file learns its name.
public enum StateCatalog {
  /// What QuickTax knows of `state`.
  public static func profile(_ state: USState) -> StateProfile {
    // The states with a return of their own first, without hashing: a household's profile is
    // asked for a dozen times a return.
    switch state {
    case .CA: return .california
    case .NY: return .newYork
    case .WA: return .washington
    default: return profiles[state] ?? StateProfile(state: state, incomeTax: .notComputed)
    }
  }

  /// Every state's profile, the states QuickTax computes or knows to tax no wages entered by
  /// their folders; every other state taxes wages and is not computed yet.
  static let profiles: [USState: StateProfile] = {
    var profiles: [USState: StateProfile] = [:]
    for profile in [StateProfile.california, .washington, .newYork] + NoIncomeTaxStates.profiles { profiles[profile.state] = profile }
    return profiles
  }()

  /// The profiles by jurisdiction, for what is asked of a jurisdiction rather than a state.
  static let byJurisdiction: [TaxDataFile.Jurisdiction: StateProfile] = Dictionary(
    uniqueKeysWithValues: profiles.values.map { ($0.jurisdiction, $0) })

  /// The profile of a state's jurisdiction; nil for the federal one.
  public static func profile(for jurisdiction: TaxDataFile.Jurisdiction) -> StateProfile? { byJurisdiction[jurisdiction] }

  /// The authority of a state's jurisdiction, where QuickTax computes something for it.
  static func authority(for jurisdiction: TaxDataFile.Jurisdiction) -> TaxAuthority? { byJurisdiction[jurisdiction]?.authority }

  /// Whether `day` (a day number) is a legal holiday in `jurisdiction`, for its due dates: the
  /// District of Columbia's for federal ones (IRC §7503), a state's own for its.
  static func isHoliday(_ day: Int, in jurisdiction: TaxDataFile.Jurisdiction) -> Bool {
    guard jurisdiction != .federal, let holidays = byJurisdiction[jurisdiction]?.isHoliday else {
      return FederalLegalHolidays.contains(day)
    }
    return holidays(day)
  }

  /// The installments' due dates of `taxYear` in `jurisdiction` (ISO): the federal four, or the
  /// state's own (its dates and holidays); none for a state whose estimated tax is not planned.
  static func installmentDueDates(taxYear: Int, in jurisdiction: TaxDataFile.Jurisdiction) -> [String] {
    guard jurisdiction != .federal else { return InstallmentDueDates.federal(taxYear: taxYear) }
    return byJurisdiction[jurisdiction]?.installmentDueDates?(taxYear) ?? []
  }

  /// The states with table files of their own (beside California's, which every year has).
  static let jurisdictionsWithTables: [TaxDataFile.Jurisdiction] = [.washington, .newYork]

  /// The reader of a state's table files.
  static func tableReader(for jurisdiction: TaxDataFile.Jurisdiction) -> (any StateTaxTablesReading.Type)? {
    switch jurisdiction {
    case .washington: WashingtonTablesReader.self
    case .newYork: NewYorkTablesReader.self
    default: nil
    }
  }
}
