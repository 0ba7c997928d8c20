import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// `quicktax estimate`: the balance due and the payment plan for one household, or for every
/// household of a JSON-lines file.
enum EstimateCommand: Command {
  static let name = "estimate"
  static let abstract = "Estimate a household's balance due and plan its estimated payments."
  static let synopsis = "estimate [FILE|-] [--as-of DATE] [--time-zone TZ] [--year YEAR] [--format text|json|markdown] [--rules current-law|quicktax-web] [--web-compat] [--batch FILE.jsonl [--output full|web]] [--calendar FILE.ics] [--tax-data PATH]"
  static let discussion = """
    Reads one household: the QuickTax web app's state JSON, its local-storage export
    ({"state": {...}, "version": N}), or the same shape with numbers in place of numeric strings.
    Start one with 'quicktax template > household.json'; every field is described in
    docs/household-format.md. '-' reads standard input.

    Amounts must be numbers or numeric strings (cents allowed); anything else is an error that
    names the field and the fix. --web-compat reads every field as the web app does instead
    (parseFloat: "1,000" is 1), to reproduce what the browser shows.

    --as-of YYYY-MM-DD is the start of that day in the time zone; an ISO-8601 date and time is
    that instant. A household file may carry its own "asOf" and "timeZone", used when the
    command line does not give --as-of or --time-zone.

    --rules current-law (the default) computes the law as enacted: 2025 and 2026 figures after the
    2025 budget act, the Tax Table, Net Investment Income Tax, Additional Medicare Tax, AMT, and
    California's exemption credits and itemized limitation. --rules quicktax-web reproduces the web
    app exactly. Under current law, a line says what the web app would show when it differs by a
    dollar or more, and why. See docs/rules.md.

    --batch reads one household per line and writes one JSON result per line (an error record
    {"line", "error", "errors"} for a bad line), streaming. --output web writes only the fields
    the web app computes on each line ("line", "result", "federalSuggestions",
    "californiaSuggestions"): no details, plan or warnings. They hold the web app's figures only
    under its rules and its reading of text; a parity pipeline runs
      quicktax estimate --batch FILE.jsonl --rules quicktax-web --web-compat --output web
    and --output web without --rules quicktax-web or --web-compat (or with --arithmetic decimal)
    warns on standard error.
    --calendar FILE.ics writes the payments still to make as calendar events (see 'quicktax plan
    --help'), besides the output.
    Exit status: 0 success, 1 invalid input or any failed line, 64 usage error.
    """

  enum Format: String, CaseIterable {
    case text, json, markdown
  }

  /// What each `--batch` line holds.
  enum BatchOutput: String, CaseIterable, Sendable {
    /// The whole estimate, as `--format json` writes it.
    case full
    /// Only the web app's three values: `result`, `federalSuggestions`, `californiaSuggestions`.
    case web
  }

  static let options = [
    OptionSpec(name: "as-of", valueName: "DATE", help: "The date to estimate as of: YYYY-MM-DD or an ISO-8601 instant, from the year before the tax year to the fourth after (default: now)."),
    OptionSpec(name: "time-zone", valueName: "TZ", help: "IANA time zone for dates and paychecks (default: the system's)."),
    OptionSpec(name: "year", valueName: "YEAR", help: "Tax year, replacing the file's (2025 or 2026)."),
    OptionSpec(name: "format", valueName: "text|json|markdown", help: "Output format (default text)."),
    OptionSpec(name: "web-compat", valueName: nil, help: "Read text fields exactly as the web app does (parseFloat)."),
    OptionSpec(name: "arithmetic", valueName: "binary|decimal", help: "binary: as the web app (default); decimal: Foundation Decimal."),
    OptionSpec(
      name: "rules", valueName: "current-law|quicktax-web",
      help: "current-law: the law as enacted (default); quicktax-web: exactly the web app's figures."),
    OptionSpec(
      name: "headroom", valueName: nil,
      help: "Also show how much more wages or long-term gain fit before each threshold (one household, not --batch)."),
    OptionSpec(name: "batch", valueName: "FILE.jsonl", help: "One household per line in, one JSON result per line out ('-': standard input)."),
    OptionSpec(
      name: "output", valueName: "full|web",
      help: "With --batch: full (default) or web, each line only the web app's result and suggestions (its figures with --rules quicktax-web --web-compat)."),
    TaxDataLoading.option,
    CalendarFile.option,
  ] + PlanningOptions.options

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    try run(arguments, context: context, planOnly: false)
  }

  /// `estimate`, or with `planOnly` the `plan` command: the same reading and computing, only the
  /// balances and the safe-harbor plan shown.
  static func run(_ arguments: CommandArguments, context: CommandContext, planOnly: Bool) throws -> Int32 {
    var settings = try self.settings(arguments, context: context)
    if planOnly { settings.nextYearRequested = try NextYearOptions.parse(arguments, into: &settings.planningOverrides) }
    let format = try arguments.choice("format", default: Format.text)
    if let batch = arguments.value("batch") {
      guard arguments.positionals.isEmpty else { throw UsageError("give either a household FILE or --batch, not both") }
      guard !arguments.has("headroom") else { throw UsageError("--headroom is for one household; it runs the return many times") }
      guard arguments.value("calendar") == nil else { throw UsageError("--calendar is for one household; --batch writes JSON lines") }
      guard format == .json || arguments.value("format") == nil else {
        throw UsageError("--batch writes JSON lines; --format \(format.rawValue) does not apply")
      }
      let batchOutput = try arguments.choice("output", default: BatchOutput.full)
      if batchOutput == .web, let warning = WebOutputParity.warning(settings) { context.output.printError(warning) }
      return BatchEstimate.run(path: batch, settings: settings, output: batchOutput, context: context)
    }
    if arguments.value("output") != nil { throw UsageError("--output applies to --batch; a single estimate's JSON is --format json") }
    // One household's estimate lists what to do as plan does, next year's vouchers included once
    // the plan would show them (from October on, under current law).
    if !planOnly { settings.nextYearRequested = false }
    if planOnly && arguments.has("headroom") { throw UsageError("--headroom is for 'quicktax estimate'; 'plan' shows the payments") }
    let headroomWanted = arguments.has("headroom")
    guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
      if arguments.positionals.count > 1 { throw UsageError("give one household file; use --batch for many") }
      throw UsageError("give a household file, or - for standard input ('quicktax template > household.json' starts one)")
    }
    let calendarPath = try CalendarFile.target(
      arguments, inputs: [(path, "the household file being read")] + (arguments.value("tax-data").map { [($0, "the --tax-data being read")] } ?? []))
    let output = context.output
    let bytes: Data
    do {
      bytes = try InputFiles.read(path, context: context)
    } catch {
      output.printError("Error: \(error.message)")
      return ExitStatus.failure
    }
    let source = path == "-" ? "standard input" : path
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      output.printError("Error: \(source): not valid JSON: \(error)")
      return ExitStatus.failure
    }
    switch EstimateRequest.make(document, settings: settings) {
    case .failure(.invalid(let errors)):
      for error in errors { output.printError("Error: \(source): \(error)") }
      return ExitStatus.failure
    case .success(let request):
      let headroom = headroomWanted ? Headroom.compute(document: document, settings: settings) : nil
      // The calendar before the output that says it was written; nothing printed when it fails.
      func present<N: TaxNumber>(_ computed: Result<EstimateOutput<N>, EstimateRequest.Failure>) throws -> Int32 {
        switch computed {
        case .success(let estimate):
          let payments = DuePayments.make(estimate)
          let calendar = try calendarPath.map { target throws(CommandFailure) in
            try CalendarFile.write(
              payments, to: target, household: CalendarFile.householdName(path), clock: estimate.clock, stateNote: estimate.stateSummary?.calendarNote)
          }
          // A household with refundable credits: what more wages really cost (binary arithmetic,
          // as whatif computes; a report's text, not the JSON).
          let binary = format == .json ? nil : estimate as? EstimateOutput<Double>
          let notes = [
            planOnly ? nil : binary.flatMap { MarginalCost.ofMoreWages(document: document, settings: settings, base: $0) },
            planOnly ? nil : binary.flatMap { HeadOfHouseholdHint.note(document: document, settings: settings, base: $0) },
          ].compactMap { $0 }
          let marginal = notes.isEmpty ? nil : notes.joined(separator: "\n")
          let iraNote = binary.flatMap { NewIRADistribution.note(document: document, settings: settings, base: $0) }
          output.write(
            render(
              estimate, format: format, color: output.usesColor, planOnly: planOnly, headroom: headroom, payments: payments, calendar: calendar,
              marginalNote: marginal, iraNote: iraNote))
          return ExitStatus.success
        case .failure(.invalid(let errors)):
          for error in errors { output.printError("Error: \(source): \(error)") }
          return ExitStatus.failure
        }
      }
      switch settings.arithmetic {
      case .binary: return try present(request.computeBinary(settings))
      case .decimal: return try present(request.computeDecimal(settings))
      }
    }
  }

  static func render<N: TaxNumber>(
    _ output: EstimateOutput<N>, format: Format, color: Bool, planOnly: Bool, headroom: Headroom? = nil, payments: [DuePayment] = [],
    calendar: CalendarFile.Written? = nil, marginalNote: String? = nil, iraNote: String? = nil
  ) -> String {
    var document = EstimateDocument(output)
    document.marginalNote = marginalNote
    // The IRA option as a new distribution, under the plan's own IRA sentences.
    if let iraNote, let index = document.sections.firstIndex(where: { $0.title == EstimateDocument.planSectionTitle }) {
      document.sections[index].blocks.append(.note(iraNote))
    }
    document.calendarLine = calendar?.line
    document.whatToDo = WhatToDo(payments, plans: output.plans, state: output.stateSummary)
    if let headroom {
      document.sections.append(
        EstimateDocument.Section(
          title: "Headroom",
          blocks: [
            .table(
              title: "How much more income before each threshold (the return run again, to the dollar)",
              header: headroom.header, rows: headroom.rows, mutedRows: [], rightAligned: headroom.figureColumns)
          ] + headroom.notes.map { .note($0) }))
    }
    if planOnly {
      document.title = document.title.replacingOccurrences(of: "QuickTax estimate", with: "QuickTax plan")
      document.webAppPlan = nil
      document.sections = document.sections.filter {
        $0.title == EstimateDocument.planSectionTitle || $0.title == EstimateDocument.requiredMinimumDistributionTitle
      }
      // The schedule a plan on the annualized method files with the return, every line.
      document.sections += EstimateDocument.annualizedWorksheetSections(output.plans)
    }
    if let section = EstimateDocument.nextYearSection(output.nextYear) { document.sections.append(section) }
    switch format {
    case .json:
      var json = output.document()
      json.headroom = headroom?.json
      json.calendar = calendar?.json
      json.actions = WhatToDo.json(payments)
      var bytes = json.bytes(pretty: true)
      if planOnly {
        // The plans with their penalty worksheets, line by line (Form 2210 Part III, FTB 5805).
        var sink = JSONByteSink(pretty: true)
        sink.beginObject()
        // What to do, in order: the payments the text's list shows.
        sink.field("actions", WhatToDo.json(payments))
        if let calendar { sink.field("calendar", calendar.json) }
        for plan in output.plans {
          sink.key(named: plan.jurisdiction.rawValue)
          sink.beginObject()
          sink.field("plan", plan)
          sink.field("penaltyWorksheetAsPlanned", plan.penaltyAsPlanned)
          sink.field("penaltyWorksheetIfNothingMore", plan.penaltyIfNothingMore)
          sink.field("annualizedWorksheet", plan.annualizedWorksheet)
          sink.endObject()
        }
        // What the text shows beside the plan: rejected or unverified tables, and the warnings.
        if !output.requiredMinimumDistributions.isEmpty {
          sink.field("requiredMinimumDistributions", each: output.requiredMinimumDistributions) { sink, rmd in
            rmd.encodeFields(to: &sink, taxYear: output.report.taxYear)
          }
        }
        let notices = output.settings.tableNotices
        if !notices.isEmpty { sink.field("taxTableNotices", strings: notices) }
        if !output.nextYear.isEmpty {
          sink.key("nextYear")
          sink.beginObject()
          for next in output.nextYear {
            sink.key(named: next.facts.jurisdiction.rawValue)
            next.encode(to: &sink)
          }
          sink.endObject()
        }
        sink.field("warnings", array: output.warnings)
        sink.endObject()
        bytes = sink.bytes
      }
      return String(decoding: bytes, as: UTF8.self) + "\n"
    case .text: return TextRenderer.render(document, color: color)
    case .markdown: return MarkdownRenderer.render(document)
    }
  }

  /// The options that apply to every household.
  static func settings(_ arguments: CommandArguments, context: CommandContext) throws -> EstimateSettings {
    var zone: TimeZoneRules?
    if let name = arguments.value("time-zone") {
      guard let rules = TimeZoneDirectory.shared.rules(named: name) else {
        throw UsageError("'\(name)' is not a valid --time-zone; use an IANA name such as America/Los_Angeles or UTC")
      }
      zone = rules
    }
    let systemZone = TimeZoneDirectory.shared.rules(named: TimeZone.current.identifier) ?? TimeZoneRules(TimeZone.current)
    let asOfText = arguments.value("as-of")
    if let asOfText, AsOfDate.parse(asOfText, zone: zone ?? systemZone) == nil {
      throw UsageError("'\(asOfText)' is not a valid --as-of; \(AsOfDate.accepted)")
    }
    let tables = try TaxDataLoading.load(arguments)
    let ruleSetName = arguments.value("rules") ?? TaxRuleSet.currentLawName
    guard [TaxRuleSet.currentLawName, TaxRuleSet.quickTaxWebName].contains(ruleSetName) else {
      throw UsageError("'\(ruleSetName)' is not a valid --rules; use current-law (the law as enacted) or quicktax-web (the web app's figures)")
    }
    let ruleSet = try tables.ruleSet(named: ruleSetName)
    // Under current law every estimate also says what the web app would show, when it differs.
    let webRuleSet = ruleSetName == TaxRuleSet.currentLawName ? try? tables.ruleSet(named: TaxRuleSet.quickTaxWebName) : nil
    var taxYear: Int?
    if let text = arguments.value("year") {
      guard let year = Int(text), ruleSet.supportedYears.contains(year) else {
        let years = ruleSet.supportedYears.map(String.init).joined(separator: " or ")
        throw UsageError("'\(text)' is not a valid --year; use \(years)")
      }
      taxYear = year
    }
    return EstimateSettings(
      reading: arguments.has("web-compat") ? .webCompatible : .strict, taxYear: taxYear, asOfText: asOfText,
      now: JSDate(time: (context.now().timeIntervalSince1970 * 1000).rounded(.down)), timeZone: zone, systemTimeZone: systemZone,
      arithmetic: try arguments.choice("arithmetic", default: Arithmetic.binary), ruleSet: ruleSet,
      // The rule set's income-tax tables, and the penalty rules every plan uses.
      tableFiles: TableFilesInUse(tables.catalog.entries.filter { $0.file.kind == .estimatedTaxPenalty || $0.file.ruleSet == ruleSet.name }),
      tableNotices: tables.notices(ruleSet: ruleSet.name),
      penaltyRules: tables.catalog.penaltyRules, planningOverrides: try PlanningOptions.overrides(arguments), webRuleSet: webRuleSet)
  }
}

/// Reading the household file a command is given.
enum InputFiles {
  /// The bytes of `path`, or of standard input for `-`, at most one household's worth.
  static func read(_ path: String, context: CommandContext) throws(InputFile.Failure) -> Data {
    guard path == "-" else { return try InputFile.read(path: path, limit: .household) }
    do {
      return try context.readStandardInput(.household)
    } catch let failure as InputFile.Failure {
      throw failure
    } catch {
      throw InputFile.Failure("standard input", "cannot be read: \(error)")
    }
  }
}
