/// An estimate report as JSON (what `quicktax estimate --format json` writes): the engine's full
/// result with the web app's field names (`result`, `federalSuggestions`, `californiaSuggestions`,
/// exactly as the web app returns them), the intermediate figures under `details`, the
/// safe-harbor `plan`, and the warnings. Keys always in this order, so scripts can rely on them.
public struct EstimateReportDocument<N: TaxNumber>: JSONEncodable {
  public var report: EstimateReport<N>
  public var clock: CalculationClock
  public var ruleSet: String
  public var arithmetic: Arithmetic
  public var warnings: [InputDiagnostic] = []
  /// The table files in use (only the report's year is written).
  public var tableFiles: [TaxDataCatalog.Entry] = []
  /// The report's year's files as written, when worked out once for a run: then used instead.
  public var tableFilesJSON: PrerenderedJSON?
  public var tableNotices: [String] = []
  public var plans: [EstimatedTaxPlan<N>] = []
  /// The web app's figures beside a current-law estimate, written as `webApp`.
  public var comparison: RuleSetComparison<N>?
  /// Inputs the web app cannot represent (by JSON path): `webApp` then says so instead.
  public var beyondWebApp: [String] = []
  /// The required minimum distribution helper's figures, written when there are any.
  public var requiredMinimumDistributions: [RequiredMinimumDistribution<N>] = []
  /// The state's tax in words (``StateTaxSummary``), written in `residence` when the household
  /// names its state.
  public var stateSummary: StateTaxSummary?
  /// A batch line's number, written first when given.
  public var line: Int?
  /// `estimate --headroom`: how much more income fits before each threshold, before the warnings.
  public var headroom: JSONValue?
  /// `estimate --calendar`: the file written and its number of events, before the warnings.
  public var calendar: JSONValue?
  /// One household's estimate: every payment still to make, as `plan`'s JSON lists them (not on
  /// a batch line, whose output is the report alone).
  public var actions: JSONValue?

  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public init(report: EstimateReport<N>, clock: CalculationClock, ruleSet: String, arithmetic: Arithmetic) {
    self.report = report
    self.clock = clock
    self.ruleSet = ruleSet
    self.arithmetic = arithmetic
  }

  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    if let line { sink.field("line", Double(line)) }
    sink.field("taxYear", Double(report.taxYear))
    sink.field("filingStatus", report.household.filingStatus.rawValue)
    sink.field("includeCaliforniaTax", report.household.includeCaliforniaTax)
    // Only where the file names its state: every other household's JSON is as it was.
    if let residence = report.household.residence {
      sink.field("residence", object: { sink in
        sink.field("state", residence.state.rawValue)
        sink.field("name", residence.state.name)
        sink.key("locality")
        if let locality = residence.locality { sink.string(locality.rawValue) } else { sink.null() }
        sink.field("incomeTax", residence.profile.incomeTax.key)
        sink.key("summary")
        if let stateSummary { sink.string(stateSummary.text) } else { sink.null() }
      })
    }
    sink.field("asOf", clock.now.description)
    sink.field("timeZone", clock.timeZone.identifier)
    sink.field("ruleSet", ruleSet)
    sink.field("arithmetic", arithmetic.rawValue)
    if let tableFilesJSON {
      sink.key("taxTables")
      sink.prerendered(tableFilesJSON)
    } else {
      let state = report.household.stateOfResidence?.jurisdiction
      sink.field("taxTables", array: tableFiles.filter { $0.file.taxYear == report.taxYear && $0.file.isRead(byResidentOf: state) })
    }
    if !tableNotices.isEmpty { sink.field("taxTableNotices", strings: tableNotices) }
    sink.field("result", report.estimate.result)
    sink.field("federalSuggestions", report.estimate.federalSuggestions)
    sink.field("californiaSuggestions", report.estimate.californiaSuggestions)
    sink.key("details")
    EstimateReportJSON.details(report.worksheet, to: &sink)
    sink.key("plan")
    sink.beginObject()
    for plan in plans { sink.member(plan.jurisdiction.rawValue, plan) }
    sink.endObject()
    if let comparison {
      sink.key("webApp")
      sink.beginObject()
      sink.field("ruleSet", TaxRuleSet.quickTaxWebName)
      sink.field("federalTotalTax", comparison.webFederalTotalTax)
      sink.field("federalOwedOrRefund", comparison.webFederalOwedOrRefund)
      sink.field("californiaTotalTax", ifDefined: comparison.webCaliforniaTotalTax)
      sink.field("californiaOwedOrRefund", ifDefined: comparison.webCaliforniaOwedOrRefund)
      sink.field("differs", comparison.differs)
      sink.key("mainDifference")
      if let reason = comparison.mainReason { sink.string(reason) } else { sink.null() }
      sink.endObject()
    } else if !beyondWebApp.isEmpty {
      sink.key("webApp")
      sink.beginObject()
      sink.field("ruleSet", TaxRuleSet.quickTaxWebName)
      sink.field("cannotRepresent", strings: beyondWebApp)
      sink.endObject()
    }
    if !requiredMinimumDistributions.isEmpty {
      sink.field("requiredMinimumDistributions", each: requiredMinimumDistributions) { sink, rmd in rmd.encodeFields(to: &sink, taxYear: report.taxYear) }
    }
    if let actions { sink.field("actions", actions) }
    if let headroom { sink.field("headroom", headroom) }
    if let calendar { sink.field("calendar", calendar) }
    sink.field("warnings", array: warnings)
    sink.endObject()
  }

  /// The document as UTF-8 JSON, written straight from the report (no intermediate tree).
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func bytes(pretty: Bool = false) -> [UInt8] { written(pretty: pretty).bytes }

  /// The document in a sink of its own (for handing on without copying it into an array).
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func written(pretty: Bool = false) -> JSONByteSink {
    var sink = JSONByteSink(pretty: pretty, capacity: 16384)
    encode(to: &sink)
    return sink
  }
}

extension InputDiagnostic: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("path", path)
    sink.field("message", message)
    sink.endObject()
  }
}

enum EstimateReportJSON {
  static func details<N: TaxNumber, Sink: JSONSink>(_ worksheet: ComprehensiveTaxWorksheet<N>, to sink: inout Sink) {
    sink.beginObject()
    sink.field("totalIncomeBeforeBusinessExpenses", worksheet.totalIncomeBeforeBusinessExpenses)
    sink.field("combinedEffectiveRate", worksheet.combinedEffectiveRate)
    sink.field("household", worksheet.household.aggregation)
    sink.key("people")
    sink.beginArray()
    for person in worksheet.household.people {
      sink.beginObject()
      sink.field("ytdWage", person.ytdWage)
      sink.field("ytdWithholdings", person.ytdWithholdings)
      sink.field("futureIncome", person.future.total)
      if let paychecks = person.future.paychecksRemaining { sink.field("paychecksRemaining", paychecks) }
      if let paycheckIncome = person.future.paychecks { sink.field("paycheckIncome", paycheckIncome) }
      if let vests = person.future.rsuVests { sink.field("rsuVestIncome", vests) }
      sink.endObject()
    }
    sink.endArray()
    sink.key("withholding")
    sink.beginObject()
    sink.field("yearToDate", worksheet.household.ytdWithholdings)
    sink.field("projected", worksheet.household.projectedWithholdings)
    sink.field("total", worksheet.household.aggregation.totalWithholdings)
    sink.endObject()
    sink.key("estimatedPaymentsMade")
    sink.beginObject()
    sink.field("federal", worksheet.federalEstimatedPaymentsMade)
    if let california = worksheet.california { sink.field("california", california.estimatedPaymentsMade) }
    sink.endObject()
    sink.field("estimatedCAStateTax", worksheet.estimatedCAStateTax)
    sink.field("federalStandardDeduction", worksheet.federalStandardDeduction)
    sink.field("federalItemizedDeductions", worksheet.federalItemized)
    if let california = worksheet.california {
      sink.field("californiaStandardDeduction", california.standardDeduction)
      sink.field("californiaItemizedDeductions", california.itemized)
    }
    if let steps = worksheet.currentLaw { sink.field("currentLaw", steps) }
    sink.endObject()
  }
}

extension TaxDataCatalog.Entry: JSONEncodable {
  /// Which table file a result used: name, kind, rule set, where it came from, its SHA-256.
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("file", file.name)
    sink.field("kind", file.kind.rawValue)
    sink.field("ruleSet", file.ruleSet)
    sink.field("jurisdiction", file.jurisdiction.rawValue)
    sink.field("origin", origin.description)
    sink.field("sha256", sha256)
    sink.endObject()
  }
}
