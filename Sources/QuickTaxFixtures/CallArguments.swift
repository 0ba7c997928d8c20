import QuickTaxCore

/// The positional arguments of a web-suite call, read as the JavaScript function would see them:
/// a missing argument is `undefined` (NaN where a number is expected).
struct CallArguments<N: TaxNumber> {
  let values: [JSONValue]
  let function: String

  func value(_ index: Int) -> JSONValue? { index < values.count ? values[index] : nil }

  /// A number argument; `null` stands for Infinity or NaN in the golden files and reads as NaN
  /// (Infinity is only ever a bracket's `max`, read by ``brackets(_:)``).
  func number(_ index: Int) throws(CaseProblem) -> N {
    switch value(index) {
    case .number(let number)?:
      guard let value = N(literal: number.literal) else { throw problem(index, "is not a number") }
      return value
    case nil, .null?:
      return .nan
    case let other?:
      throw problem(index, "expected a number, found \(other.typeName)")
    }
  }

  /// A tax year. The web app uses it only as a property key (`FEDERAL_PAYMENT_SCHEDULES[taxYear]`),
  /// where the text "2025" and the number 2025 are the same key (ECMAScript ToPropertyKey): its
  /// suite passes '2025' in tests/calculators/demoData*.test.ts, so the text form of a whole
  /// number is that number here too.
  func integer(_ index: Int, default defaultValue: Int? = nil) throws(CaseProblem) -> Int {
    if value(index) == nil, let defaultValue { return defaultValue }
    switch value(index) {
    case .number(let number)?:
      if let integer = Int(exactly: number.value) { return integer }
    case .string(let text)?:
      if let integer = Int(text), String(integer) == text { return integer }
    default: break
    }
    throw problem(index, "expected a whole number")
  }

  func bool(_ index: Int) throws(CaseProblem) -> Bool {
    guard case .bool(let flag)? = value(index) else { throw problem(index, "expected true or false") }
    return flag
  }

  func filingStatus(_ index: Int) throws(CaseProblem) -> FilingStatus {
    guard case .string(let text)? = value(index), let status = FilingStatus(rawValue: text) else {
      throw problem(index, "expected a filing status")
    }
    return status
  }

  func object(_ index: Int) throws(CaseProblem) -> JSONObject {
    guard case .object(let object)? = value(index) else { throw problem(index, "expected an object") }
    return object
  }

  /// `{type, amount}`.
  func deductionInfo(_ index: Int) throws(CaseProblem) -> DeductionInfo<N> {
    let object = try object(index)
    guard case .string(let type)? = object["type"], let kind = DeductionInfo<N>.Kind(rawValue: type) else {
      throw problem(index, "expected a deduction type of standard or itemized")
    }
    return DeductionInfo(type: kind, amount: try CallArguments.number(object["amount"], index: index, function: function))
  }

  /// A `FederalIncomeBreakdown`, possibly partial: a missing main figure is `undefined` (NaN in
  /// arithmetic), a missing detail field stays undefined.
  func federalIncomeBreakdown(_ index: Int) throws(CaseProblem) -> FederalIncomeBreakdown<N> {
    let object = try object(index)
    func main(_ key: String) throws(CaseProblem) -> N { try CallArguments.number(object[key], index: index, function: function) }
    func detail(_ key: String) throws(CaseProblem) -> N? {
      object[key] == nil ? nil : try CallArguments.number(object[key], index: index, function: function)
    }
    return FederalIncomeBreakdown(
      ordinaryIncome: try main("ordinaryIncome"), qualifiedDividends: try main("qualifiedDividends"),
      longTermCapitalGains: try main("longTermCapitalGains"), shortTermCapitalGains: try main("shortTermCapitalGains"),
      wages: try detail("wages"), interestIncome: try detail("interestIncome"),
      ordinaryDividends: try detail("ordinaryDividends"), capitalLossDeduction: try detail("capitalLossDeduction"),
      rothConversion: try detail("rothConversion"))
  }

  /// Brackets `[{min, max, rate}]`; a `null` max is the open top (Infinity).
  func brackets(_ index: Int) throws(CaseProblem) -> [TaxBracket<N>] {
    guard case .array(let elements)? = value(index) else { throw problem(index, "expected a list of brackets") }
    var brackets: [TaxBracket<N>] = []
    for element in elements {
      guard case .object(let bracket) = element else { throw problem(index, "expected {min, max, rate}") }
      let max: N = bracket["max"] == .null ? .infinity : try CallArguments.number(bracket["max"], index: index, function: function)
      brackets.append(
        TaxBracket(
          min: try CallArguments.number(bracket["min"], index: index, function: function), max: max,
          rate: try CallArguments.number(bracket["rate"], index: index, function: function)))
    }
    return brackets
  }

  static func number(_ value: JSONValue?, index: Int, function: String) throws(CaseProblem) -> N {
    try CallArguments(values: value.map { [$0] } ?? [], function: function).number(0)
  }

  func problem(_ index: Int, _ message: String) -> CaseProblem {
    CaseProblem("\(function) argument \(index + 1): \(message)")
  }
}
