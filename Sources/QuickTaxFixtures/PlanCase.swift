import QuickTaxCore

/// A plan case (Fixtures/planning/README.md): a household and its planning inputs, answered with
/// the safe-harbor plan of each jurisdiction, as `estimate --format json` writes it under `plan`,
/// with the annualized method's worksheet as `plan --format json` adds it (`annualized`).
struct PlanCase<N: TaxNumber> {
  let tables: TaxTables<N>
  let penaltyRules: [Int: [TaxDataFile.Jurisdiction: EstimatedTaxPenaltyRules<N>]]
  let clock: CalculationClock

  func answer(_ body: JSONObject) throws(CaseProblem) -> JSONValue {
    guard let input = body["household"] else { throw CaseProblem("the case has no \"household\"") }
    // Written by hand, so read strictly: a typo in a fixture is an error, not an empty field.
    let decoder = HouseholdDecoder(reading: .strict)
    let document = decoder.decode(input)
    guard let household = document.household else {
      throw CaseProblem("household: " + document.diagnostics.errors.map(\.description).joined(separator: "; "))
    }
    var planning = PlanningInputs()
    if let value = body["planning"] {
      let (inputs, diagnostics) = decoder.decodePlanning(value)
      guard diagnostics.errors.isEmpty else {
        throw CaseProblem(diagnostics.errors.map(\.description).joined(separator: "; "))
      }
      planning = inputs
    }
    guard let rules = penaltyRules[household.taxYear] else {
      throw CaseProblem("there are no estimated-tax penalty rules for \(household.taxYear)")
    }
    let engine = TaxEngine(tables: tables, clock: clock)
    let report: EstimateReport<N>
    do {
      report = try engine.report(household)
    } catch {
      throw CaseProblem("household: \(error)")
    }
    var answer = JSONObject()
    for plan in engine.plans(report, planning: planning, rules: rules) {
      // The plan, with the annualized method's worksheet as `plan --format json` adds it.
      var object = plan.json.objectValue ?? JSONObject()
      object.append("annualized", plan.annualizedWorksheet.json)
      answer.append(plan.jurisdiction.rawValue, .object(object))
    }
    return .object(answer)
  }
}

/// A penalty-worksheet case: installments, payments and rate periods as a published example
/// gives them, answered with the regular method's worksheet.
enum PenaltyWorksheetCase<N: TaxNumber> {
  static func answer(_ worksheet: JSONValue) throws(CaseProblem) -> JSONValue {
    do throws(JSONFieldError) {
      let reader = try JSONFieldReader(worksheet, path: "worksheet")
      let installments = try reader.array("installments").map { element throws(JSONFieldError) in
        let entry = try JSONFieldReader(element.value, path: element.path)
        let dueDate = try entry.string("dueDate")
        return RegularMethodPenalty.Installment<N>(label: dueDate, dueDate: dueDate, required: try entry.number("required"))
      }
      let payments = try reader.array("payments").map { element throws(JSONFieldError) in
        let entry = try JSONFieldReader(element.value, path: element.path)
        let source: RegularMethodPenalty.Payment<N>.Source = try entry.string("source") == "withholding" ? .withholding : .estimatedPayment
        return RegularMethodPenalty.Payment<N>(date: try entry.string("date"), amount: try entry.number("amount"), source: source)
      }
      let periods = try reader.array("ratePeriods").map { element throws(JSONFieldError) in
        let entry = try JSONFieldReader(element.value, path: element.path)
        return RegularMethodPenalty.RatePeriod<N>(from: try entry.string("from"), through: try entry.string("through"), rate: try entry.number("rate"))
      }
      let endDate = try reader.string("endDate")
      for date in installments.map(\.dueDate) + [endDate] + periods.flatMap({ [$0.from, $0.through] }) where !StrictInput.isCalendarDate(date) {
        throw JSONFieldError(path: "worksheet", message: "\"\(date)\" is not a YYYY-MM-DD date")
      }
      return RegularMethodPenalty.compute(installments: installments, payments: payments, ratePeriods: periods, endDate: endDate).json
    } catch {
      throw CaseProblem("\(error.path): \(error.message)")
    }
  }
}
