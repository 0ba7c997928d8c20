/// An estimate report as JSON (what `quicktax estimate --format json` writes): the engine's full
/// result with the web app's field names (`result`, `federalSuggestions`, `californiaSuggestions`,
/// exactly as the web app returns them), the intermediate figures under `details`, and the
/// warnings. Keys always in this order, so scripts can rely on them.
extension EstimateReport {
  /// The report as a JSON object, stamped with when, where and how it was computed.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func jsonObject(
    clock: CalculationClock, ruleSet: String, arithmetic: Arithmetic, warnings: [InputDiagnostic],
    tableFiles: [TaxDataCatalog.Entry] = [], tableNotices: [String] = []
  ) -> JSONObject {
    var object = JSONObject()
    object.append("taxYear", .number(Double(taxYear)))
    object.append("filingStatus", .string(household.filingStatus.rawValue))
    object.append("includeCaliforniaTax", .bool(household.includeCaliforniaTax))
    object.append("asOf", .string(clock.now.description))
    object.append("timeZone", .string(clock.timeZone.identifier))
    object.append("ruleSet", .string(ruleSet))
    object.append("arithmetic", .string(arithmetic.rawValue))
    object.append("taxTables", .array(tableFiles.filter { $0.file.taxYear == taxYear }.map(\.json)))
    if !tableNotices.isEmpty { object.append("taxTableNotices", .array(tableNotices.map { .string($0) })) }
    object.append("result", estimate.result.json)
    object.append("federalSuggestions", estimate.federalSuggestions.json)
    object.append("californiaSuggestions", estimate.californiaSuggestions.json)
    object.append("details", EstimateReportJSON.details(worksheet))
    object.append("warnings", .array(warnings.map(\.json)))
    return object
  }
}

extension InputDiagnostic: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("path", .string(path))
    object.append("message", .string(message))
    return .object(object)
  }
}

enum EstimateReportJSON {
  static func details<N: TaxNumber>(_ worksheet: ComprehensiveTaxWorksheet<N>) -> JSONValue {
    var object = JSONObject()
    object.append("totalIncomeBeforeBusinessExpenses", worksheet.totalIncomeBeforeBusinessExpenses.jsonValue)
    object.append("combinedEffectiveRate", worksheet.combinedEffectiveRate.jsonValue)
    object.append("household", worksheet.household.aggregation.json)
    object.append("people", .array(worksheet.household.people.map(person)))
    object.append("withholding", withholding(worksheet.household))
    var payments = JSONObject()
    payments.append("federal", worksheet.federalEstimatedPaymentsMade.jsonValue)
    if let california = worksheet.california { payments.append("california", california.estimatedPaymentsMade.jsonValue) }
    object.append("estimatedPaymentsMade", .object(payments))
    object.append("estimatedCAStateTax", worksheet.estimatedCAStateTax.jsonValue)
    object.append("federalStandardDeduction", worksheet.federalStandardDeduction.jsonValue)
    object.append("federalItemizedDeductions", worksheet.federalItemized.json)
    if let california = worksheet.california {
      object.append("californiaStandardDeduction", california.standardDeduction.jsonValue)
      object.append("californiaItemizedDeductions", california.itemized.json)
    }
    return .object(object)
  }

  static func person<N: TaxNumber>(_ person: IndividualIncomeWorksheet<N>) -> JSONValue {
    var object = JSONObject()
    object.append("ytdWage", person.ytdWage.jsonValue)
    object.append("ytdWithholdings", person.ytdWithholdings.json)
    object.append("futureIncome", person.future.total.json)
    if let paychecks = person.future.paychecksRemaining { object.append("paychecksRemaining", .number(paychecks)) }
    if let paycheckIncome = person.future.paychecks { object.append("paycheckIncome", paycheckIncome.json) }
    if let vests = person.future.rsuVests { object.append("rsuVestIncome", vests.json) }
    return .object(object)
  }

  static func withholding<N: TaxNumber>(_ household: HouseholdIncomeWorksheet<N>) -> JSONValue {
    var object = JSONObject()
    object.append("yearToDate", household.ytdWithholdings.json)
    object.append("projected", household.projectedWithholdings.json)
    object.append("total", household.aggregation.totalWithholdings.json)
    return .object(object)
  }
}

extension TaxDataCatalog.Entry: JSONRepresentable {
  /// Which table file a result used: name, rule set, where it came from, its SHA-256.
  public var json: JSONValue {
    var object = JSONObject()
    object.append("file", .string(file.name))
    object.append("ruleSet", .string(file.ruleSet))
    object.append("jurisdiction", .string(file.jurisdiction.rawValue))
    object.append("origin", .string(origin.description))
    object.append("sha256", .string(sha256))
    return .object(object)
  }
}
