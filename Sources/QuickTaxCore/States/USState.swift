/// The fifty states and the District of Columbia, by their postal codes (USPS Publication 28,
/// Appendix B): where a household lives, and so which state's income tax it owes.
public enum USState: String, CaseIterable, Sendable, Comparable {
  case AL, AK, AZ, AR, CA, CO, CT, DE, DC, FL, GA, HI, ID, IL, IN, IA, KS, KY, LA, ME, MD, MA, MI, MN, MS, MO, MT, NE, NV, NH, NJ, NM,
    NY, NC, ND, OH, OK, OR, PA, RI, SC, SD, TN, TX, UT, VT, VA, WA, WV, WI, WY

  public static func < (lhs: USState, rhs: USState) -> Bool { lhs.rawValue < rhs.rawValue }

  /// "New York", "District of Columbia".
  public var name: String { Self.names[self] ?? rawValue }

  /// The state's key in files and output, its name in lower camel case ("california", "newYork",
  /// "districtOfColumbia"): a state's figures appear under keys that name it (`washingtonTax`).
  public var key: String { Self.keys[self] ?? rawValue.lowercased() }

  /// The jurisdiction whose figures and payments are this state's.
  public var jurisdiction: TaxDataFile.Jurisdiction { Self.jurisdictions[self] ?? TaxDataFile.Jurisdiction(rawValue: key) }

  /// Each state's key, worked out once from its name (the planner and the JSON ask on every household).
  private static let keys: [USState: String] = Dictionary(
    uniqueKeysWithValues: allCases.map { state in
      let words = state.name.split(separator: " ")
      let key = (words.first?.lowercased() ?? state.rawValue.lowercased())
        + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
      return (state, key)
    })
  private static let jurisdictions: [USState: TaxDataFile.Jurisdiction] = keys.mapValues { TaxDataFile.Jurisdiction(rawValue: $0) }

  /// The IANA time zone most of the state's people live in: the zone a household of the state is
  /// shown in when it names none (a Texan is never shown UTC).
  public var timeZone: String { Self.timeZones[self] ?? "America/New_York" }

  /// The state a person typed: its postal code or its name, in any case, with or without dots
  /// and spaces ("tx", "Texas", "new york", "N.Y.", "washington dc"). Nil when it names none.
  public init?(typed text: String) {
    let folded = Self.folded(text)
    guard !folded.isEmpty else { return nil }
    if let state = USState(rawValue: folded.uppercased()), folded.count == 2 {
      self = state
      return
    }
    let aliases: [String: USState] = ["washingtondc": .DC, "dc": .DC, "washingtond.c": .DC]
    if let state = aliases[folded] ?? USState.allCases.first(where: { Self.folded($0.name) == folded }) {
      self = state
      return
    }
    return nil
  }

  /// Lower case without dots, spaces, commas and hyphens.
  private static func folded(_ text: String) -> String {
    String(text.lowercased().filter { !" .,-_".contains($0) })
  }

  private static let names: [USState: String] = [
    .AL: "Alabama", .AK: "Alaska", .AZ: "Arizona", .AR: "Arkansas", .CA: "California", .CO: "Colorado", .CT: "Connecticut",
    .DE: "Delaware", .DC: "District of Columbia", .FL: "Florida", .GA: "Georgia", .HI: "Hawaii", .ID: "Idaho", .IL: "Illinois",
    .IN: "Indiana", .IA: "Iowa", .KS: "Kansas", .KY: "Kentucky", .LA: "Louisiana", .ME: "Maine", .MD: "Maryland",
    .MA: "Massachusetts", .MI: "Michigan", .MN: "Minnesota", .MS: "Mississippi", .MO: "Missouri", .MT: "Montana", .NE: "Nebraska",
    .NV: "Nevada", .NH: "New Hampshire", .NJ: "New Jersey", .NM: "New Mexico", .NY: "New York", .NC: "North Carolina",
    .ND: "North Dakota", .OH: "Ohio", .OK: "Oklahoma", .OR: "Oregon", .PA: "Pennsylvania", .RI: "Rhode Island",
    .SC: "South Carolina", .SD: "South Dakota", .TN: "Tennessee", .TX: "Texas", .UT: "Utah", .VT: "Vermont", .VA: "Virginia",
    .WA: "Washington", .WV: "West Virginia", .WI: "Wisconsin", .WY: "Wyoming",
  ]

  /// The zone of the state's largest cities (tz database zone names; a state across two zones
  /// takes the one most of its people are in: Florida, Indiana, Kentucky, Michigan and Tennessee's
  /// larger part, Texas's Central, Oregon's and Idaho's largest cities').
  private static let timeZones: [USState: String] = [
    .AL: "America/Chicago", .AK: "America/Anchorage", .AZ: "America/Phoenix", .AR: "America/Chicago", .CA: "America/Los_Angeles",
    .CO: "America/Denver", .CT: "America/New_York", .DE: "America/New_York", .DC: "America/New_York", .FL: "America/New_York",
    .GA: "America/New_York", .HI: "Pacific/Honolulu", .ID: "America/Boise", .IL: "America/Chicago",
    .IN: "America/Indiana/Indianapolis", .IA: "America/Chicago", .KS: "America/Chicago", .KY: "America/New_York",
    .LA: "America/Chicago", .ME: "America/New_York", .MD: "America/New_York", .MA: "America/New_York", .MI: "America/Detroit",
    .MN: "America/Chicago", .MS: "America/Chicago", .MO: "America/Chicago", .MT: "America/Denver", .NE: "America/Chicago",
    .NV: "America/Los_Angeles", .NH: "America/New_York", .NJ: "America/New_York", .NM: "America/Denver", .NY: "America/New_York",
    .NC: "America/New_York", .ND: "America/Chicago", .OH: "America/New_York", .OK: "America/Chicago", .OR: "America/Los_Angeles",
    .PA: "America/New_York", .RI: "America/New_York", .SC: "America/New_York", .SD: "America/Chicago", .TN: "America/Chicago",
    .TX: "America/Chicago", .UT: "America/Denver", .VT: "America/New_York", .VA: "America/New_York", .WA: "America/Los_Angeles",
    .WV: "America/New_York", .WI: "America/Chicago", .WY: "America/Denver",
  ]
}
