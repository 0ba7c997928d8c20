import QuickTaxCore

/// `quicktax template`: a complete starter household that `estimate` accepts.
enum TemplateCommand: Command {
  static let name = "template"
  static let abstract = "Print a starter household file with every field."
  static let synopsis = "template [--year YEAR] [--filing-status STATUS]"
  static let discussion = """
    Every field of the web app's state, and the planner's 'planning' object, empty where there is
    nothing to say yet: fill in what applies, leave the rest empty, then run
    'quicktax estimate household.json' or 'quicktax plan household.json'. Each field is described
    in docs/household-format.md.
    """
  static let options = [
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
    context.output.print(JSONWriter.string(document(for: household), pretty: true))
    return ExitStatus.success
  }

  /// Every field of `household`, and the planner's inputs, empty. Detailed mode and the first
  /// payday are what most W-2 earners know; last year's figures make the safe-harbor plan useful.
  static func document(for household: Household) -> JSONValue {
    var document = household.json.objectValue ?? JSONObject()
    document.append(HouseholdDecoder.planningKey, PlanningInputs().json)
    return .object(document)
  }
}
