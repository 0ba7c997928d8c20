import Foundation
import QuickTaxCore

/// `quicktax whatif`: the household beside itself changed — one column per scenario, each with
/// its taxes, balances, marginal rate, the least to pay by the next due date and the penalty if
/// nothing more is paid, and what threshold a change crosses.
enum WhatIfCommand: Command {
  static let name = "whatif"
  static let abstract = "Compare a household with changed versions of itself, side by side."
  static let synopsis =
    "whatif FILE [--set PATH=VALUE]... [--add PATH=AMOUNT]... [--scenario NAME:EDIT[,EDIT...]]... [--sweep PATH=FROM..TO/STEP] [--format text|json|markdown|csv] [estimate's options]"
  static let discussion = """
    Each edit names a field by its JSON path, keys joined by dots and list items by [index]
    (userIncome.longTermGains, deductions.donations, userIncome.futureRSUVests[0].shares,
    family.qualifyingChildren). --set replaces the value (a number, true, false, or text);
    --add adds an amount to the one there. The edited household is read exactly as a file is:
    a value the file could not hold is refused with the file's message, naming the path.

    --set and --add together make one scenario, "what if". --scenario NAME:EDIT,EDIT names one;
    give it several times to compare several (EDIT is PATH=VALUE or PATH+=AMOUNT; a value may
    not hold a comma there). The base is the file as it is.

    Each column: federal and California total tax and balance due, the change of the total from
    the base, the marginal rate (federal and California tax on $1,000 more of interest, per dollar,
    every tax the rules have included: a step that spans the Tax Table's rows), the least to pay by the next due date and the penalty if nothing
    more is paid (as 'quicktax plan' works them out), and, under current law, the thresholds the
    change crosses (a bracket, the capital gains rates, NIIT, Additional Medicare Tax, AMT, the
    SALT cap phase-down, California's brackets and mental health services tax).

    --sweep PATH=FROM..TO/STEP computes the household (after any --set and --add) at every value
    of one field, at most 10,000 points: the total tax, the marginal rate from one step to the
    next (every tax included, so the zones where a phase-out or a surtax starts show), each
    threshold crossed, and in text a bar chart of the total; --format csv for a spreadsheet.
    Each point is checked as estimate checks a file (a point whose planning.incomeByPeriod no
    longer adds up is refused, naming the field and the value); values step in decimal, as typed,
    and print so (three steps of a tenth print three tenths, with no binary noise).
    """

  static let options =
    [
      OptionSpec(name: "set", valueName: "PATH=VALUE", help: "Replace a field's value (repeatable).", repeatable: true),
      OptionSpec(name: "add", valueName: "PATH=AMOUNT", help: "Add an amount to a field (repeatable).", repeatable: true),
      OptionSpec(name: "scenario", valueName: "NAME:EDIT[,EDIT...]", help: "A named scenario (repeatable).", repeatable: true),
      OptionSpec(
        name: "sweep", valueName: "PATH=FROM..TO/STEP",
        help: "The household at every value of one field: total tax, marginal rate, thresholds; a chart (text), csv or json."),
    ] + EstimateCommand.options.filter { !["batch", "output", "format"].contains($0.name) } + [
      OptionSpec(name: "format", valueName: "text|json|markdown|csv", help: "Output format (default text); csv with --sweep only.")
    ]

  enum Format: String, CaseIterable {
    case text, json, markdown, csv
  }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    let sweep = try arguments.value("sweep").map { (text) throws(UsageError) in try IncomeSweep.parse(text) }
    let format = try arguments.choice("format", default: Format.text)
    if sweep != nil {
      guard arguments.all("scenario").isEmpty else { throw UsageError("--sweep goes with --set and --add (made first), not with --scenario") }
      guard format != .markdown else { throw UsageError("--sweep writes text (with a chart), csv or json; not markdown") }
      guard !arguments.has("headroom") else { throw UsageError("--headroom goes with a comparison (its base column), not with --sweep") }
    } else if format == .csv {
      throw UsageError("--format csv is for --sweep; a comparison is text, json or markdown")
    }
    let scenarios = sweep == nil ? try self.scenarios(arguments) : []
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      throw UsageError("give one household file, or - for standard input")
    }
    let settings = try EstimateCommand.settings(arguments, context: context)
    let output = context.output
    let source = path == "-" ? "standard input" : path
    let base: JSONValue
    do {
      base = try JSONParser.parse(try InputFiles.read(path, context: context))
    } catch let failure as InputFile.Failure {
      output.printError("Error: \(failure.message)")
      return ExitStatus.failure
    } catch {
      output.printError("Error: \(source): not valid JSON: \(error)")
      return ExitStatus.failure
    }
    if let sweep {
      var document = base
      let edits = try arguments.all("set").map { text throws(UsageError) in try HouseholdEdit.parse(text, operation: .set) }
        + arguments.all("add").map { text throws(UsageError) in try HouseholdEdit.parse(text, operation: .add) }
      for edit in edits { document = try edit.applied(to: document) }
      document = try PeriodFollowingEdit.followed(document, original: base, edits: edits)
      switch IncomeSweep.run(sweep, document: document, settings: settings) {
      case .failure(let failure):
        for error in failure.errors {
          let at = failure.asGiven ? "before sweeping \(sweep.path), as given" : "sweeping \(sweep.path), at \(JSONNumber(failure.value).literal)"
          output.printError("Error: \(source), \(at): \(error)")
        }
        return ExitStatus.failure
      case .success(let swept):
        switch format {
        case .text, .markdown: output.write(swept.text())
        case .csv: output.write(swept.csv())
        case .json: output.write(JSONWriter.string(swept.json, pretty: true) + "\n")
        }
        return ExitStatus.success
      }
    }
    var columns: [ScenarioFigures] = []
    for (name, edits) in [("base", [HouseholdEdit]())] + scenarios {
      var document = base
      for edit in edits { document = try edit.applied(to: document) }
      // Income split by period moves with the year's figure (issue 46: the README's example failed).
      document = try PeriodFollowingEdit.followed(document, original: base, edits: edits)
      switch figures(name: name, edits: edits, document: document, settings: settings) {
      case .success(let column): columns.append(column)
      case .failure(.invalid(let errors)):
        let label = name == "base" ? source : "\(source), scenario \"\(name)\" (\(edits.map(\.described).joined(separator: ", ")))"
        for error in errors { output.printError("Error: \(label): \(error)") }
        return ExitStatus.failure
      }
    }
    var comparison = WhatIfComparison(columns: columns, ruleSet: settings.ruleSet.name)
    if arguments.has("headroom") { comparison.baseHeadroom = Headroom.compute(document: base, settings: settings) }
    switch format {
    case .text: output.write(comparison.text())
    case .markdown: output.write(comparison.markdown())
    case .json: output.write(JSONWriter.string(comparison.json, pretty: true) + "\n")
    case .csv: throw UsageError("--format csv is for --sweep")
    }
    return ExitStatus.success
  }

  /// The scenarios the options describe, in order: `--set`/`--add` as "what if", then each `--scenario`.
  static func scenarios(_ arguments: CommandArguments) throws(UsageError) -> [(String, [HouseholdEdit])] {
    var scenarios: [(String, [HouseholdEdit])] = []
    var loose: [HouseholdEdit] = []
    for text in arguments.all("set") { loose.append(try HouseholdEdit.parse(text, operation: .set)) }
    for text in arguments.all("add") { loose.append(try HouseholdEdit.parse(text, operation: .add)) }
    if !loose.isEmpty { scenarios.append(("what if", loose)) }
    for text in arguments.all("scenario") {
      guard let colon = text.firstIndex(of: ":"), !text[..<colon].isEmpty else {
        throw UsageError("'\(text)' is not a scenario; write NAME:EDIT[,EDIT...], such as 'sell in December:userIncome.longTermGains+=80000'")
      }
      var edits: [HouseholdEdit] = []
      for part in text[text.index(after: colon)...].split(separator: ",") { edits.append(try HouseholdEdit.parse(String(part))) }
      guard !edits.isEmpty else { throw UsageError("scenario '\(text[..<colon])' has no edit; write NAME:PATH=VALUE") }
      scenarios.append((String(text[..<colon]), edits))
    }
    guard !scenarios.isEmpty else {
      throw UsageError("give at least one change: --set PATH=VALUE, --add PATH=AMOUNT or --scenario NAME:EDIT")
    }
    guard scenarios.count <= maximumScenarios else {
      throw UsageError("\(scenarios.count) scenarios; compare at most \(maximumScenarios) at a time")
    }
    return scenarios
  }

  static let maximumScenarios = 12

  /// One column: the household read and computed, and again with `ScenarioFigures.marginalStep`
  /// more wages to date (a household with wages: what the credits phasing out with earned income
  /// read), else more interest, for the marginal rate.
  static func figures(name: String, edits: [HouseholdEdit], document: JSONValue, settings: EstimateSettings)
    -> Result<ScenarioFigures, EstimateRequest.Failure>
  {
    let output: EstimateOutput<Double>
    switch EstimateRequest.binary(document, settings: settings) {
    case .failure(let failure): return .failure(failure)
    case .success(let computed): output = computed
    }
    let hasWages = output.report.worksheet.household.aggregation.wageIncome > 0
    let field = hasWages ? "ytdWage" : "interestIncome"
    let marginal = (try? HouseholdEdit.adding(ScenarioFigures.marginalStep, to: "userIncome.\(field)")?.applied(to: document)).flatMap {
      try? EstimateRequest.binary($0, settings: settings).get()
    }
    return .success(ScenarioFigures(name: name, edits: edits, output: output, marginal: marginal, marginalIncome: hasWages ? "wages" : "interest"))
  }
}
