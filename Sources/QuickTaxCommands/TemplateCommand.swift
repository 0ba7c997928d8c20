import QuickTaxCore

/// `quicktax template`: a complete starter household that `estimate` accepts once its state is
/// named.
enum TemplateCommand: Command {
  static let name = "template"
  static let abstract = "Print a starter household file with every field."
  static let synopsis = "template [--state XX] [--year YEAR] [--filing-status STATUS]"
  static let discussion = """
    Every field of the web app's state, and the planner's 'planning' object, empty where there is
    nothing to say yet: fill in what applies, leave the rest empty, then run
    'quicktax estimate household.json' or 'quicktax plan household.json'. Each field is described
    in docs/household-format.md.

    --state names the state the household lives in all year (its postal code, such as TX, or its
    name): the file gets its residence and time zone, and only the fields that state reads.
    Without it the file's residence.state is empty, and estimate refuses the file until it is
    filled in: QuickTax never takes a state for granted.
    """
  static let options = [
    OptionSpec(name: "state", valueName: "XX", help: "The state lived in all year: its postal code (TX, NY, CA…) or its name; the file's residence.state."),
    OptionSpec(name: "year", valueName: "YEAR", help: "Tax year (default: this year, as init's; the nearest year supported)."),
    OptionSpec(name: "filing-status", valueName: "STATUS", help: "single (the default), marriedFilingJointly, marriedFilingSeparately, headOfHousehold or qualifyingSurvivingSpouse."),
  ]
  static var operands: CommandOperands { .none }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    var household = Household()
    household.filingStatus = try arguments.choice("filing-status", default: FilingStatus.single)
    let years = try CommandSupport.parityRuleSet().supportedYears
    if let first = years.first, let last = years.last {
      household.taxYear = try arguments.integer("year", default: try CommandSupport.defaultTaxYear(asOf: nil, context: context), in: first...last)
    }
    let state = try arguments.value("state").map { text throws(UsageError) in
      guard let state = USState(typed: text) else {
        throw UsageError(
          "\(InputExcerpt.quoted(text)) is not a state for --state; give its postal code or name: \(USState.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return state
    }
    context.output.print(JSONWriter.string(document(for: household, state: state), pretty: true))
    return ExitStatus.success
  }

  /// Every field of `household`, and the planner's inputs, empty, with the residence: `state`'s,
  /// its time zone and only the fields it reads; without a state, an empty `residence.state` for the
  /// person to fill in (and every field).
  static func document(for household: Household, state: USState?) -> JSONValue {
    var household = household
    household.residence = state.map { Residence(state: $0) }
    var document = household.json.objectValue ?? JSONObject()
    document.append(HouseholdDecoder.planningKey, PlanningInputs().json)
    guard let state else {
      // The placeholder `estimate` refuses, naming the field and the choices.
      var placed = JSONObject()
      for (key, value) in document.pairs {
        if key == "includeCaliforniaTax" {
          placed.append("residence", .object(JSONObject(["state": .string("")])))
        } else {
          placed.append(key, value)
        }
      }
      return .object(placed)
    }
    if !StateCatalog.profile(state).localities.isEmpty {
      document["residence"] = .object(JSONObject(["state": .string(state.rawValue), "locality": .string("")]))
    }
    document["timeZone"] = .string(state.timeZone)
    return .object(withoutFields(notReadIn: state, from: document))
  }

  /// `document` without the empty fields a household of `state` does not read: California's
  /// outside California, Washington's outside Washington (a value given is kept: HouseholdReview
  /// warns of it).
  static func withoutFields(notReadIn state: USState, from document: JSONObject) -> JSONObject {
    func kept(_ key: String, _ value: JSONValue) -> Bool {
      switch value {
      case .string(let text) where !text.isEmpty: return true
      case .bool(true), .number, .array, .object: return true
      default: break
      }
      let lowered = key.lowercased()
      if state != .CA && lowered.contains("california") { return false }
      if state != .CA && state != .NY && key == "taxExemptInterestOtherStates" { return false }
      if state != .WA && lowered.hasPrefix("washington") { return false }
      if state != .NY && (lowered.hasPrefix("newyork") || ["childrenUnder4", "governmentPension"].contains(key)) { return false }
      return true
    }
    func strip(_ value: JSONValue) -> JSONValue {
      guard case .object(let object) = value else { return value }
      var stripped = JSONObject()
      for (key, member) in object.pairs where kept(key, member) { stripped.append(key, strip(member)) }
      return .object(stripped)
    }
    var result = JSONObject()
    for (key, value) in document.pairs { result.append(key, key == "residence" ? value : strip(value)) }
    return result
  }
}
