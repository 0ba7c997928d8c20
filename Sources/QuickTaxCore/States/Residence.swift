/// Where the household lives all year (`residence` in a household file): the state, and the
/// locality where the state's localities tax income. A file without it reads as the web app's
/// state did: `includeCaliforniaTax` true is California, false is no state computed.
///
/// Full-year residents only: a part-year or nonresident return (Form 540NR, IT-203…) apportions
/// income between states, which QuickTax does not; such a file is refused by the reader.
public struct Residence: Sendable, Hashable {
  public var state: USState
  /// The locality with an income tax of its own the household lives in; nil for none.
  public var locality: Locality?

  public init(state: USState, locality: Locality? = nil) {
    self.state = state
    self.locality = locality
  }

  /// What QuickTax knows of the state's taxes.
  public var profile: StateProfile { StateCatalog.profile(state) }

  /// "Texas", "New York (New York City)".
  public var name: String { locality.map { "\(state.name) (\($0.name))" } ?? state.name }

  /// The keys of `residence`, for the reader and docs/household-format.md.
  public static let keys = ["state", "locality", "residency"]
  /// `residency`: the one QuickTax computes, and those it refuses.
  public static let fullYear = "fullYear"
  public static let refusedResidencies = ["partYear", "nonresident"]
}

/// A locality with a resident income tax of its own, beside its state's.
public enum Locality: String, Sendable, CaseIterable {
  /// New York City's resident income tax (NYC-1127 aside), filed on Form IT-201.
  case newYorkCity
  /// The Yonkers resident income tax surcharge, filed on Form IT-201.
  case yonkers

  /// "New York City", "Yonkers".
  public var name: String {
    switch self {
    case .newYorkCity: "New York City"
    case .yonkers: "Yonkers"
    }
  }

  /// The locality a person typed: its key or its name, in any case ("nyc", "New York City",
  /// "yonkers"). Nil when it names none.
  public init?(typed text: String) {
    let folded = text.lowercased().filter { !" .,-_".contains($0) }
    let aliases: [String: Locality] = ["nyc": .newYorkCity, "newyorkcity": .newYorkCity, "newyork city": .newYorkCity, "yonkers": .yonkers]
    guard let locality = aliases[folded] else { return nil }
    self = locality
  }
}

extension Residence: JSONEncodable {
  /// `{"state": "NY", "locality": "newYorkCity"}`; the locality only when there is one.
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("state", state.rawValue)
    if let locality { sink.field("locality", locality.rawValue) }
    sink.endObject()
  }
}
