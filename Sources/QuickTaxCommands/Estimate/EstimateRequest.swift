import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// Everything an estimate needs besides the household, from the command line. A household's own
/// `asOf` and `timeZone` keys fill in what the command line leaves out: `--as-of` and
/// `--time-zone` win over them.
struct EstimateSettings: Sendable {
  var reading: InputReading
  /// `--year`: replaces the household's tax year.
  var taxYear: Int?
  /// `--as-of` as given (checked): read in the household's time zone.
  var asOfText: String?
  /// The as-of moment when neither `--as-of` nor the household gives one: the command's clock.
  var now: JSDate
  /// `--time-zone`.
  var timeZone: TimeZoneRules?
  /// The zone when neither `--time-zone` nor the household gives one: the system's.
  var systemTimeZone: TimeZoneRules
  var arithmetic: Arithmetic
  var ruleSet: TaxRuleSet
  /// The table files in use, for the result's provenance.
  var tableFiles = TableFilesInUse()
  /// Tables that were overridden or rejected, said with every result.
  var tableNotices: [String] = []
  /// Penalty rules by year and jurisdiction, for the safe-harbor plan.
  var penaltyRules: [Int: [TaxDataFile.Jurisdiction: TaxDataCatalog.PenaltyRules]] = [:]
  /// Planning inputs given as options: they replace the file's.
  var planningOverrides = PlanningOverrides()
  /// The web app's rule set, when estimates are computed under another, to say how they differ.
  var webRuleSet: TaxRuleSet?
  /// `plan`: nil for `estimate`; true when `--next-year` or a next-year option was given. Next
  /// year's installments are worked out when asked for (also by the file's next-year fields), or
  /// when the as-of day is from October 1 to the return's due date.
  var nextYearRequested: Bool?

  /// Keys a household file may carry beside the web app's state.
  static let extraKeys: Set<String> = ["asOf", "timeZone", HouseholdDecoder.planningKey]
}

/// The table files a run uses, and each year's as a result lists them, written once for the run
/// (every line of a batch of that year and state carries the same list): the year's federal and
/// California files, and a state's own where the household lives there.
struct TableFilesInUse: Sendable {
  let entries: [TaxDataCatalog.Entry]
  /// By year, then by the state whose files are listed too ("" for none).
  private let json: [Int: [String: PrerenderedJSON]]

  init(_ entries: [TaxDataCatalog.Entry] = []) {
    self.entries = entries
    var json: [Int: [String: PrerenderedJSON]] = [:]
    for (year, files) in Dictionary(grouping: entries, by: \.file.taxYear) {
      let states = Set(files.map(\.file.jurisdiction)).subtracting(TaxDataFile.Jurisdiction.everyYear)
      json[year] = [:]
      for state in [nil] + states.sorted() {
        json[year]?[state?.rawValue ?? ""] = PrerenderedJSON(files.filter { $0.file.isRead(byResidentOf: state) })
      }
    }
    self.json = json
  }

  /// The list a household of `household`'s year and state writes.
  func json(for household: Household) -> PrerenderedJSON? {
    guard let byState = json[household.taxYear] else { return nil }
    // California's files are every year's: only another state's residence looks further.
    guard let state = household.residence?.state, state != .CA else { return byState[""] }
    return byState[state.jurisdiction.rawValue] ?? byState[""]
  }
}

/// A household read and checked, ready to compute; or why it cannot be.
struct EstimateRequest {
  let household: Household
  let clock: CalculationClock
  let planning: PlanningInputs
  /// Reading and review warnings, in that order.
  let warnings: [InputDiagnostic]
  /// The tax year had ended by the as-of date (then, under current law, nothing is still to come).
  var completedYear: CompletedTaxYear? = nil

  enum Failure: Error {
    case invalid([InputDiagnostic])
  }

  /// Reads one household document and applies `settings`.
  static func make(_ document: JSONValue, settings: EstimateSettings) -> Result<EstimateRequest, Failure> {
    make(decoded: HouseholdDecoder(reading: settings.reading, extraTopLevelKeys: EstimateSettings.extraKeys).decode(document), settings: settings)
  }

  /// Reads one household from its JSON bytes (a batch line: straight from the bytes when it is
  /// plain) and applies `settings`. Without `review`, the household is not reviewed for warnings
  /// (``HouseholdReview``): for an output that has no place for them.
  static func make(bytes: ArraySlice<UInt8>, settings: EstimateSettings, review: Bool = true) -> Result<EstimateRequest, Failure> {
    make(
      decoded: HouseholdDecoder(reading: settings.reading, extraTopLevelKeys: EstimateSettings.extraKeys).decode(bytes), settings: settings,
      review: review)
  }

  static func make(decoded: consuming HouseholdDocument, settings: EstimateSettings, review: Bool = true) -> Result<EstimateRequest, Failure> {
    var errors = decoded.diagnostics.errors
    // The file's own zone and date are checked even when the command line's win.
    var fileZone: TimeZoneRules?
    if let value = decoded.extras["timeZone"] {
      if case .string(let name) = value, let rules = TimeZoneDirectory.shared.rules(named: name) {
        fileZone = rules
      } else {
        errors.append(InputDiagnostic(.error, path: "timeZone", "\(value.shortDescription) is not a time zone; write an IANA name such as America/Los_Angeles"))
      }
    }
    let zone = settings.timeZone ?? fileZone ?? settings.systemTimeZone
    var fileAsOf: JSDate?
    if let value = decoded.extras["asOf"] {
      if case .string(let text) = value, let date = AsOfDate.parse(text, zone: zone) {
        fileAsOf = date
      } else {
        errors.append(InputDiagnostic(.error, path: "asOf", "\(value.shortDescription) is not a date; \(AsOfDate.accepted)"))
      }
    }
    // `--as-of` was checked when the command started; a date means that day in this zone.
    let asOf = settings.asOfText.flatMap { AsOfDate.parse($0, zone: zone) } ?? fileAsOf ?? settings.now
    var planning = PlanningInputs()
    var planningWarnings: [InputDiagnostic] = []
    if let value = decoded.extras[HouseholdDecoder.planningKey] {
      let (inputs, diagnostics) = HouseholdDecoder(reading: settings.reading).decodePlanning(value)
      planning = inputs
      errors += diagnostics.errors
      planningWarnings = diagnostics.warnings
    }
    settings.planningOverrides.apply(to: &planning)
    // Taken out of the document, not copied: a household is some hundred texts.
    guard var household = decoded.household.take(), errors.isEmpty else { return .failure(.invalid(errors)) }
    if let taxYear = settings.taxYear { household.taxYear = taxYear }
    let asOfSource: AsOfDate.Source =
      if let text = settings.asOfText { .option(text) } else if fileAsOf != nil, case .string(let text) = decoded.extras["asOf"] { .file(text) } else { .clock }
    let asOfYear = asOf.localYear(in: zone)
    let yearTables = settings.ruleSet.binaryTables.years[household.taxYear]
    // A year without tables is refused as such by the engine, its window unasked.
    if yearTables != nil, let problem = AsOfDate.windowProblem(asOfYear: asOfYear, taxYear: household.taxYear, source: asOfSource) {
      return .failure(.invalid([problem]))
    }
    let clock = CalculationClock(now: asOf, timeZone: zone)
    let completedYear = CompletedTaxYear.take(
      from: &household, clock: clock, asOfYear: asOfYear, leaveOut: settings.ruleSet.name == TaxRuleSet.currentLawName,
      tables: settings.ruleSet.binaryTables)
    // Dated payments fill the quarter fields they fall in (the year's due dates decide which).
    var paymentWarnings: [InputDiagnostic] = []
    if let year = yearTables {
      let taxYear = household.taxYear
      let diagnostics = planning.applyPayments(to: &household, clock: clock, tables: year) { jurisdiction in
        settings.penaltyRules[taxYear]?[jurisdiction]?.binary.filingDueDate ?? "\(taxYear + 1)-04-15"
      }
      guard diagnostics.errors.isEmpty else { return .failure(.invalid(diagnostics.errors)) }
      paymentWarnings = diagnostics.warnings
    }
    let reviewWarnings = review ? HouseholdReview.warnings(for: household, clock: clock) : []
    let warnings = decoded.diagnostics.warnings + planningWarnings + paymentWarnings + reviewWarnings
    return .success(
      EstimateRequest(household: consume household, clock: clock, planning: planning, warnings: warnings, completedYear: completedYear))
  }

  /// `document` read and computed in binary arithmetic, as `estimate` would: a what-if's run.
  static func binary(_ document: JSONValue, settings: EstimateSettings) -> Result<EstimateOutput<Double>, Failure> {
    make(document, settings: settings).flatMap { $0.computeBinary(settings) }
  }

  /// The report in binary arithmetic (JavaScript's doubles, as the web app).
  func computeBinary(_ settings: EstimateSettings) -> Result<EstimateOutput<Double>, Failure> {
    compute(settings.ruleSet.binaryTables, settings: settings, penaltyRules: \.binary, webTables: settings.webRuleSet?.binaryTables)
  }

  /// The report in decimal arithmetic.
  func computeDecimal(_ settings: EstimateSettings) -> Result<EstimateOutput<DecimalNumber>, Failure> {
    compute(settings.ruleSet.decimalTables, settings: settings, penaltyRules: \.decimal, webTables: settings.webRuleSet?.decimalTables)
  }

  /// Only what the web app computes (`--output web`): no worksheet, plan or comparison.
  func estimate<N: TaxNumber>(_ tables: TaxTables<N>) -> Result<HouseholdEstimate<N>, Failure> {
    do {
      return .success(try TaxEngine(tables: tables, clock: clock).estimate(household))
    } catch {
      return .failure(.invalid(error.diagnostics))
    }
  }

  /// The engine's return, refused where the file's planning inputs disagree with it: each
  /// `planning.incomeByPeriod` field's four periods must add up to the year's figure. Every
  /// command that computes a household (`estimate`, `plan`, `whatif` and its sweep) checks this.
  func checkedReport<N: TaxNumber>(_ engine: TaxEngine<N>) -> Result<EstimateReport<N>, Failure> {
    let report: EstimateReport<N>
    do {
      report = try engine.report(household)
    } catch {
      return .failure(.invalid(error.diagnostics))
    }
    let aggregation = report.worksheet.household.aggregation
    let periodProblems = planning.incomeByPeriodProblems { field in
      let investment = aggregation.investmentIncome
      let annual: [String: N] = [
        "wages": aggregation.wageIncome, "interestIncome": investment.interestIncome, "ordinaryDividends": investment.ordinaryDividends,
        "qualifiedDividends": investment.qualifiedDividends, "shortTermGains": investment.shortTermGains,
        "longTermGains": investment.longTermGains, "rothConversion": aggregation.rothConversion,
        "businessIncome": report.worksheet.currentLaw?.income.businessIncome ?? .zero,
      ]
      return annual[field]?.doubleValue ?? 0
    }
    let problems = periodProblems + Self.tipsBeyondIncome(report)
    return problems.isEmpty ? .success(report) : .failure(.invalid(problems))
  }

  /// Qualified tips or overtime above the wages and business receipts they are part of: tips
  /// reported to an employer are in W-2 box 1 wages, and overtime pay too, so a figure above them
  /// is a figure given twice (issue 46: a server's tips entered beside her wages, not within them,
  /// were counted twice). Refused naming both fields.
  static func tipsBeyondIncome<N: TaxNumber>(_ report: EstimateReport<N>) -> [InputDiagnostic] {
    // Most households give neither: nothing looked up for them (the typed household is a large
    // copy).
    func gives(_ income: IncomeData) -> Bool { !income.qualifiedTips.isEmpty || !income.qualifiedOvertime.isEmpty }
    guard gives(report.household.userIncome) || gives(report.household.spouseIncome), let law = report.worksheet.currentLaw else { return [] }
    var problems: [InputDiagnostic] = []
    for (index, person) in law.household.peopleOnReturn.enumerated() {
      guard person.qualifiedTips != nil || person.qualifiedOvertime != nil else { continue }
      let path = index == 0 ? "userIncome" : "spouseIncome"
      let wages = report.worksheet.household.wagesByPerson
      let personWages = index < wages.count ? wages[index] : .zero
      let receipts = person.selfEmploymentReceipts
      for (key, amount, what) in [("qualifiedTips", person.qualifiedTips, "tips"), ("qualifiedOvertime", person.qualifiedOvertime, "overtime pay")] {
        guard let amount, amount > jsMax(.zero, personWages) + jsMax(.zero, receipts), amount >= N(1) else { continue }
        problems.append(
          InputDiagnostic(
            .error, path: "\(path).\(key)",
            "\(InputExcerpt.dollars(amount.doubleValue)) is more than the wages (\(InputExcerpt.dollars(personWages.doubleValue)): \(path).ytdWage and "
              + "the wages still to come) and business receipts (\(InputExcerpt.dollars(receipts.doubleValue)): \(path).selfEmploymentReceipts) "
              + "the \(what) are part of: \(what) reported to an employer are in W-2 box 1 wages already. Give the wages with the \(what) "
              + "in them, and here the part of them that is \(what)"))
      }
    }
    return problems
  }

  /// The engine's report, in the arithmetic of `tables`.
  func compute<N: TaxNumber>(
    _ tables: TaxTables<N>, settings: EstimateSettings, penaltyRules: (TaxDataCatalog.PenaltyRules) -> EstimatedTaxPenaltyRules<N>,
    webTables: TaxTables<N>?
  ) -> Result<EstimateOutput<N>, Failure> {
    let engine = TaxEngine(tables: tables, clock: clock)
    let report: EstimateReport<N>
    switch checkedReport(engine) {
    case .failure(let failure): return .failure(failure)
    case .success(let checked): report = checked
    }
    let rules = (settings.penaltyRules[household.taxYear] ?? [:]).mapValues(penaltyRules)
    let plans = engine.plans(report, planning: planning, rules: rules)
    // A jurisdiction the household files in without a plan is said, never silently left out.
    var warnings = warnings + (report.worksheet.currentLaw?.notices ?? [])
    for jurisdiction in household.plannedJurisdictions where rules[jurisdiction] == nil {
      warnings.append(
        InputDiagnostic(
          .warning, path: "",
          "no \(jurisdiction.rawValue) estimated-tax penalty rules for \(household.taxYear) are loaded (see the tax-table notices): no safe-harbor plan for it"))
    }
    // The state's tax in words, and among the warnings where a tax the household owes is left out
    // (a file naming its state; one naming none is said in the text only, its JSON as it was).
    let stateSummary = StateTaxSummary(
      household, stateReturn: report.estimate.result.stateTax, returnDueDate: settings.penaltyRules[household.taxYear]?[.federal]?.binary.filingDueDate)
    if let stateSummary, stateSummary.leavesOutTax, household.residence != nil {
      warnings.insert(InputDiagnostic(.warning, path: "residence.state", stateSummary.text), at: 0)
    }
    // What the web app would show (its tables may not cover the year, or the household may have
    // what it cannot represent: then nothing to compare, and the latter is said).
    var comparison: RuleSetComparison<N>?
    let beyondWebApp = webTables == nil ? [] : household.inputsBeyondWebApp
    // Only its calculation is needed, not its payment plans.
    // Not for a year whose income to come was left out: the web app counts it (CompletedTaxYear).
    if let webTables, beyondWebApp.isEmpty, completedYear?.fields.isEmpty ?? true, let web = try? webTables.year(household.taxYear) {
      let webWorksheet = TaxEngine(tables: webTables, clock: clock).calculateComprehensiveTaxWorksheet(household, tables: web)
      comparison = RuleSetComparison(current: report.worksheet, currentTables: report.tables, web: webWorksheet, webTables: web)
    }
    // The required minimum distribution helper, when a balance is given (current law).
    let rmds = report.worksheet.currentLaw.map { RequiredMinimumDistribution.forHousehold($0.household, rules: report.tables.federal.currentLaw) } ?? []
    if !rmds.isEmpty { warnings += EstimateDocument.requiredMinimumDistributionWarnings(rmds, taxYear: report.taxYear) }
    var output = EstimateOutput(
      report: report, clock: clock, warnings: warnings, settings: settings, plans: plans, comparison: comparison,
      beyondWebApp: beyondWebApp, completedYear: completedYear)
    output.requiredMinimumDistributions = rmds
    output.stateSummary = stateSummary
    // Only `plan` shows next year's installments; unasked only under current law (the web app's
    // rules keep the web app's output).
    if let requested = settings.nextYearRequested,
      requested || (settings.ruleSet.name == TaxRuleSet.currentLawName && engine.isLastQuarterOrLater(taxYear: household.taxYear))
        || NextYearOptions.fields.contains(where: { planning[keyPath: $0].isTruthy })
    {
      output.nextYear = NextYearPlanning.installments(report, plans: plans, engine: engine, tables: tables, settings: settings, planning: planning)
    }
    return .success(output)
  }
}

/// An estimate ready to show: the engine's report and what surrounds it.
struct EstimateOutput<N: TaxNumber> {
  let report: EstimateReport<N>
  let clock: CalculationClock
  let warnings: [InputDiagnostic]
  let settings: EstimateSettings
  /// The safe-harbor plan of each jurisdiction (empty without penalty rules for the year).
  let plans: [EstimatedTaxPlan<N>]
  /// The web app's figures beside a current-law estimate; nil under the web app's rules.
  let comparison: RuleSetComparison<N>?
  /// Under current law, the inputs the web app cannot represent (then there is no comparison).
  let beyondWebApp: [String]
  /// The tax year had ended by the as-of date.
  var completedYear: CompletedTaxYear? = nil
  /// `plan`: next year's installments from this year's return, by jurisdiction (empty when not shown).
  var nextYear: [NextYearInstallments] = []
  /// Each IRA owner's required minimum distribution (empty without `iraBalancePriorYearEnd`).
  var requiredMinimumDistributions: [RequiredMinimumDistribution<N>] = []
  /// The state's tax in words, where it is not California's (computed) or none is named.
  var stateSummary: StateTaxSummary?

  /// The date the return is due (the penalty's end) in `jurisdiction`, `YYYY-MM-DD`, from the
  /// year's penalty rules (IRC §6072(a) and §7503, moved past a weekend or holiday there).
  func returnDueDate(_ jurisdiction: TaxDataFile.Jurisdiction) -> String? {
    settings.penaltyRules[report.taxYear]?[jurisdiction]?.binary.filingDueDate
      // A state without estimated tax files with the federal return (Washington: RCW 82.87.110).
      ?? (jurisdiction == .federal || jurisdiction == .california ? nil : settings.penaltyRules[report.taxYear]?[.federal]?.binary.filingDueDate)
  }

  var ruleSet: String { settings.ruleSet.name }
  var arithmetic: Arithmetic { settings.arithmetic }

  /// What `--format json` and each `--batch` line hold.
  func document(line: Int? = nil) -> EstimateReportDocument<N> {
    var document = EstimateReportDocument(report: report, clock: clock, ruleSet: ruleSet, arithmetic: arithmetic)
    document.warnings = warnings
    // Under current law the year's end changes the figures: said in the JSON too.
    if let completedYear, completedYear.leftOut { document.warnings.insert(completedYear.diagnostic(returnDueDate: returnDueDate(.federal)), at: 0) }
    document.tableFiles = settings.tableFiles.entries
    document.tableFilesJSON = settings.tableFiles.json(for: report.household)
    document.tableNotices = settings.tableNotices
    document.plans = plans
    document.comparison = comparison
    document.beyondWebApp = beyondWebApp
    document.requiredMinimumDistributions = requiredMinimumDistributions
    document.stateSummary = stateSummary
    document.line = line
    return document
  }
}

/// Planning inputs from the command line, each replacing the household file's when given.
struct PlanningOverrides: Sendable {
  init() {}

  var texts: [WritableKeyPath<PlanningInputs, InputText> & Sendable: InputText] = [:]
  var fullYearReturn: Bool?
  var timing: PlanningInputs.WithholdingTiming?
  /// `--paid`: dates of estimated payments, by payment key.
  var paymentDates: [String: InputText] = [:]

  func apply(to planning: inout PlanningInputs) {
    for (keyPath, text) in texts { planning[keyPath: keyPath] = text }
    planning.estimatedPaymentDates.merge(paymentDates) { _, given in given }
    if let fullYearReturn { planning.priorYearFullYearReturn = fullYearReturn }
    if let timing { planning.withholdingTiming = timing }
  }
}
