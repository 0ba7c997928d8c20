extension HouseholdDecoder.Context {
  /// `residence`: the state lived in all year (its postal code, as written: "TX"), the locality
  /// where the state knows some, and `residency` (only "fullYear"). Read alike in either reading:
  /// the web app has no such field, so there is no reading of its to keep. Nil, with the error
  /// said, when it cannot be read.
  mutating func residence(_ value: JSONValue, path: String) -> Residence? {
    guard case .object(let object) = value else {
      error(path, "expected an object such as {\"state\": \"TX\"}, found \(value.typeName)")
      return nil
    }
    repeatedKeys(object, path: path)
    return residence(members: object.pairs, path: path)
  }

  /// `residence` from its members in the document's order (the fast reader's, scalars all, or an
  /// object's): each read here, so both readings say the same of the same bytes.
  mutating func residence(members: some Sequence<(key: String, value: JSONValue)>, path: String) -> Residence? {
    var state: USState?
    var stateGiven = false
    var localityValue: JSONValue?
    for (key, field) in members {
      switch key {
      case "state":
        stateGiven = true
        state = stateCode(field, path: InputPath.member(path, key))
      case "locality": localityValue = field
      case "residency": residency(field, path: InputPath.member(path, key), state: state)
      default: unknownKey(key, path: InputPath.member(path, key), known: Residence.keys)
      }
    }
    if !stateGiven { error("\(path).state", "is missing; " + Self.writeState) }
    guard let state else { return nil }
    var residence = Residence(state: state)
    if let localityValue { residence.locality = locality(localityValue, path: "\(path).locality", state: state) }
    return residence
  }

  /// What to write in `residence.state`: a message's end.
  static let writeState =
    "write the two-letter postal code of the state the household lived in all year, such as \"TX\" for Texas or \"NY\" for New York: "
    + USState.allCases.map(\.rawValue).joined(separator: ", ")

  /// A postal code as written, upper case: "TX". (Each path below is made only for a message.) A name, a lower-case code, two states or an
  /// unknown code is refused, saying what to write.
  mutating func stateCode(_ value: JSONValue, path: @autoclosure () -> String) -> USState? {
    guard case .string(let text) = value else {
      error(path(), "\(value.shortDescription) is not a state; " + Self.writeState)
      return nil
    }
    if let state = USState(rawValue: text) { return state }
    let trimmed = text.trimmingJavaScriptWhitespace()
    if trimmed.isEmpty {
      error(path(), "is empty; " + Self.writeState)
    } else if trimmed.contains(where: { "/,;&+".contains($0) }) || trimmed.lowercased().contains(" and ") {
      error(
        path(),
        "\(InputExcerpt.quoted(text)) names more than one state: QuickTax computes a full-year resident of one state; a part-year or "
          + "nonresident return (a move during the year, income from another state) is not supported")
    } else if let state = USState(typed: trimmed) {
      error(path(), "\(InputExcerpt.quoted(text)) is not written as a postal code; write \"\(state.rawValue)\" (\(state.name))")
    } else {
      error(path(), "\(InputExcerpt.quoted(text)) is not a state's postal code; " + Self.writeState)
    }
    return nil
  }

  /// `residency`: "fullYear" (or empty); a part-year or nonresident return is refused, saying so.
  mutating func residency(_ value: JSONValue, path: @autoclosure () -> String, state: USState?) {
    if case .string(let text) = value, text.isEmpty || text == Residence.fullYear { return }
    let partYear = "QuickTax computes full-year residents only: a part-year resident's or a nonresident's state return apportions "
      + "income between states (Form 540NR, IT-203 and the like), which it does not; write \"\(Residence.fullYear)\" if the household "
      + "lived in the state all year"
    if case .string(let text) = value, Residence.refusedResidencies.contains(text) {
      error(path(), "\(InputExcerpt.quoted(text)): " + partYear)
    } else {
      error(path(), "\(value.shortDescription) is not \"\(Residence.fullYear)\"; " + partYear)
    }
  }

  /// `locality`: empty for none, else one of the state's (``StateProfile/localities``), by key.
  mutating func locality(_ value: JSONValue, path: @autoclosure () -> String, state: USState) -> Locality? {
    if value == .null { return nil }
    guard case .string(let text) = value else {
      error(path(), "\(value.shortDescription) is not a locality; write its name as a string, or leave it empty")
      return nil
    }
    if text.isEmpty { return nil }
    let known = StateCatalog.profile(state).localities
    if let locality = Locality(rawValue: text), known.contains(locality) { return locality }
    guard !known.isEmpty else {
      error(path(), "\(InputExcerpt.quoted(text)): \(state.name) has no local income tax that QuickTax knows of; leave the locality empty")
      return nil
    }
    let choices = known.map { "\"\($0.rawValue)\" (\($0.name))" }.joined(separator: " or ")
    if let typed = Locality(rawValue: text) ?? Locality(typed: text), known.contains(typed) {
      error(path(), "\(InputExcerpt.quoted(text)) is not written as a locality's key; write \"\(typed.rawValue)\"")
    } else {
      error(path(), "\(InputExcerpt.quoted(text)) is not a locality of \(state.name) with an income tax; write \(choices), or leave it empty for none")
    }
    return nil
  }

  /// With a residence, California's tax is on exactly for a California resident: a file whose
  /// `includeCaliforniaTax` says otherwise is refused naming both fields. Without one, the flag
  /// reads as the web app's.
  mutating func settleResidence(_ household: inout Household, flagGiven: Bool) {
    guard let residence = household.residence else { return }
    let california = residence.state == .CA
    if flagGiven && household.includeCaliforniaTax != california {
      error(
        "includeCaliforniaTax",
        "is \(household.includeCaliforniaTax) but residence.state is \"\(residence.state.rawValue)\" (\(residence.state.name)): California's tax is "
          + "computed for a California resident only; take includeCaliforniaTax out (the residence decides it) or make the two agree")
    }
    household.includeCaliforniaTax = california
  }
}
