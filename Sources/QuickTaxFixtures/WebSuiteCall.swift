import QuickTaxCore

/// Runs one call of the web app's test suite against the port of the function it names.
struct WebSuiteCall<N: TaxNumber> {
  let tables: TaxTables<N>
  let clock: CalculationClock

  /// The functions a web-suite case may call.
  static var functions: [String] {
    [
      "calculateComprehensiveTax", "calculateFederalTax", "calculateCaliforniaTax",
      "calculateFederalItemizedDeductions", "calculateCaliforniaItemizedDeductions", "getFederalSaltCap",
      "getFederalStandardDeduction", "getCaliforniaStandardDeduction", "aggregateHouseholdIncome",
      "calculateFederalEstimatedPayments", "calculateCaliforniaEstimatedPayments", "calculateProgressiveTax",
      "calculateDistanceToNextBracket",
    ]
  }

  /// Functions whose JavaScript signature has no tax year, though their Swift port reads a
  /// year's tables (RSU default withholding, the California mortgage limit, payment dates): they
  /// use the web app's default year, as its own default parameters do.
  static var defaultTaxYear: Int { Household().taxYear }

  func run(function: String, arguments values: [JSONValue]) throws(CaseProblem) -> JSONValue {
    let engine = TaxEngine(tables: tables, clock: clock)
    let arguments = CallArguments<N>(values: values, function: function)
    func yearTables(_ taxYear: Int) throws(CaseProblem) -> TaxYearTables<N> {
      do {
        return try self.tables.year(taxYear)
      } catch {
        throw CaseProblem("\(function): \(error)")
      }
    }
    func year(_ index: Int, default defaultYear: Int? = nil) throws(CaseProblem) -> TaxYearTables<N> {
      try yearTables(try arguments.integer(index, default: defaultYear))
    }
    let decoder = HouseholdDecoder(reading: .webCompatible)

    switch function {
    case "getFederalStandardDeduction":
      return try year(0).federal.standardDeduction[arguments.filingStatus(1)].jsonValue
    case "getCaliforniaStandardDeduction":
      return try year(0).california.standardDeduction[arguments.filingStatus(1)].jsonValue
    case "getFederalSaltCap":
      return engine.getFederalSaltCap(try year(0).federal.saltCap, magi: try arguments.number(1)).jsonValue
    case "calculateProgressiveTax":
      return engine.calculateProgressiveTax(try arguments.number(0), brackets: try arguments.brackets(1)).jsonValue
    case "calculateDistanceToNextBracket":
      return engine.calculateDistanceToNextBracket(try arguments.number(0), brackets: try arguments.brackets(1)).json
    case "calculateFederalTax":
      return engine.calculateFederalTax(
        try arguments.federalIncomeBreakdown(0), deduction: try arguments.deductionInfo(1),
        filingStatus: try arguments.filingStatus(2), tables: try year(3).federal, totalIncome: try arguments.number(4),
        withholdings: try arguments.number(5), estimatedPayments: try arguments.number(6)
      ).json
    case "calculateCaliforniaTax":
      return engine.calculateCaliforniaTax(
        try arguments.number(0), deduction: try arguments.deductionInfo(1), filingStatus: try arguments.filingStatus(2),
        tables: try year(3).california, withholdings: try arguments.number(4),
        estimatedPayments: try arguments.number(5)
      ).json
    case "calculateFederalItemizedDeductions":
      let deductions = try decoded(decoder.decodeDeductions(.object(try arguments.object(0))))
      return engine.calculateFederalItemizedDeductions(
        deductions, estimatedCAStateTax: try arguments.number(1), includeCaliforniaTax: try arguments.bool(2),
        tables: try year(3).federal, magi: try arguments.number(4)
      ).jsonValue
    case "calculateCaliforniaItemizedDeductions":
      let deductions = try decoded(decoder.decodeDeductions(.object(try arguments.object(0))))
      let tables = try yearTables(WebSuiteCall.defaultTaxYear).california
      return engine.calculateCaliforniaItemizedDeductions(deductions, tables: tables).jsonValue
    case "aggregateHouseholdIncome":
      let user = try decoded(decoder.decodeIncome(.object(try arguments.object(0)), path: "userIncome"))
      let spouse = try decoded(decoder.decodeIncome(.object(try arguments.object(1)), path: "spouseIncome"))
      return engine.aggregateHouseholdIncome(
        user, spouse, filingStatus: try arguments.filingStatus(2),
        tables: try yearTables(WebSuiteCall.defaultTaxYear)
      ).json
    case "calculateFederalEstimatedPayments", "calculateCaliforniaEstimatedPayments":
      let payments = try decoded(decoder.decodeEstimatedPayments(.object(try arguments.object(1))))
      let tables = try year(2, default: WebSuiteCall.defaultTaxYear)
      return function == "calculateFederalEstimatedPayments"
        ? engine.calculateFederalEstimatedPayments(try arguments.number(0), estimatedPayments: payments, tables: tables.federal).json
        : engine.calculateCaliforniaEstimatedPayments(
          try arguments.number(0), estimatedPayments: payments, tables: tables.california
        ).json
    case "calculateComprehensiveTax":
      var household = Household()
      household.taxYear = try arguments.integer(0)
      household.filingStatus = try arguments.filingStatus(1)
      household.includeCaliforniaTax = try arguments.bool(2)
      household.deductions = try decoded(decoder.decodeDeductions(.object(try arguments.object(3))))
      household.userIncome = try decoded(decoder.decodeIncome(.object(try arguments.object(4)), path: "userIncome"))
      household.spouseIncome = try decoded(decoder.decodeIncome(.object(try arguments.object(5)), path: "spouseIncome"))
      household.estimatedPayments = try decoded(decoder.decodeEstimatedPayments(.object(try arguments.object(6))))
      do {
        return try engine.calculateComprehensiveTax(household).json
      } catch {
        throw CaseProblem("\(function): \(error)")
      }
    default:
      throw CaseProblem("unknown function \"\(function)\"; known: \(WebSuiteCall.functions.joined(separator: ", "))")
    }
  }

  private func decoded<T>(_ decoding: (T, [InputDiagnostic])) throws(CaseProblem) -> T {
    if let error = decoding.1.errors.first { throw CaseProblem(error.description) }
    return decoding.0
  }
}
