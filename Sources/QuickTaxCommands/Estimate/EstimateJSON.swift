import QuickTaxCore

/// `estimate --format json`: the engine's full result with the web app's field names (`result`,
/// `federalSuggestions`, `californiaSuggestions`, exactly as the web app returns them), the
/// intermediate figures under `details`, and the warnings. Keys always in this order.
enum EstimateJSON {
  static func object<N: TaxNumber>(_ output: EstimateOutput<N>) -> JSONObject {
    let report = output.report
    let household = report.household
    var object = JSONObject()
    object.append("taxYear", .number(Double(report.taxYear)))
    object.append("filingStatus", .string(household.filingStatus.rawValue))
    object.append("includeCaliforniaTax", .bool(household.includeCaliforniaTax))
    object.append("asOf", .string(output.clock.now.description))
    object.append("timeZone", .string(output.clock.timeZone.identifier))
    object.append("ruleSet", .string(output.ruleSet))
    object.append("arithmetic", .string(output.arithmetic.rawValue))
    object.append("result", report.estimate.result.json)
    object.append("federalSuggestions", report.estimate.federalSuggestions.json)
    object.append("californiaSuggestions", report.estimate.californiaSuggestions.json)
    object.append("details", details(report.worksheet))
    object.append("warnings", .array(output.warnings.map(diagnostic)))
    return object
  }

  static func diagnostic(_ diagnostic: InputDiagnostic) -> JSONValue {
    var object = JSONObject()
    object.append("path", .string(diagnostic.path))
    object.append("message", .string(diagnostic.message))
    return .object(object)
  }

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
