/// The results as JSON, with the web app's field names in its order. A field JavaScript leaves
/// `undefined` is left out; NaN and Infinity are written as `null`, as `JSON.stringify` does.
public protocol JSONRepresentable {
  var json: JSONValue { get }
}

extension JSONObject {
  mutating func append<N: TaxNumber>(_ key: String, _ number: N) { append(key, number.jsonValue) }

  /// Appends nothing for nil: an `undefined` property.
  mutating func append<N: TaxNumber>(_ key: String, ifDefined number: N?) {
    if let number { append(key, number.jsonValue) }
  }

  /// Appends `null` for nil: a `null` property.
  mutating func append<N: TaxNumber>(_ key: String, orNull number: N?) {
    append(key, number?.jsonValue ?? .null)
  }
}

extension Array: JSONRepresentable where Element: JSONRepresentable {
  public var json: JSONValue { .array(map(\.json)) }
}

extension TaxBracket: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("min", min)
    object.append("max", max)
    object.append("rate", rate)
    return .object(object)
  }
}

extension DeductionInfo: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("type", .string(type.rawValue))
    object.append("amount", amount)
    return .object(object)
  }
}

extension TaxBracketDetail: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("bracket", bracket.json)
    object.append("taxableInBracket", taxableInBracket)
    object.append("taxForBracket", taxForBracket)
    return .object(object)
  }
}

extension NextBracketInfo: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("currentRate", currentRate)
    object.append("nextRate", orNull: nextRate)
    object.append("distanceToNextBracket", orNull: distanceToNextBracket)
    object.append("currentBracketMax", currentBracketMax)
    return .object(object)
  }
}

extension FederalIncomeComponents: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("wages", ifDefined: wages)
    object.append("nonQualifiedDividends", nonQualifiedDividends)
    object.append("interestIncome", ifDefined: interestIncome)
    object.append("shortTermGains", shortTermGains)
    object.append("longTermGains", longTermGains)
    object.append("qualifiedDividends", qualifiedDividends)
    object.append("capitalLossDeduction", ifDefined: capitalLossDeduction)
    object.append("rothConversion", ifDefined: rothConversion)
    object.append("totalOrdinaryIncome", totalOrdinaryIncome)
    object.append("ordinaryTaxableIncome", ordinaryTaxableIncome)
    return .object(object)
  }
}

extension FederalTaxResult: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("taxableIncome", taxableIncome)
    object.append("ordinaryIncomeTax", ordinaryIncomeTax)
    object.append("capitalGainsTax", capitalGainsTax)
    object.append("totalTax", totalTax)
    object.append("deduction", deduction.json)
    object.append("owedOrRefund", owedOrRefund)
    object.append("effectiveRate", effectiveRate)
    object.append("incomeComponents", incomeComponents.json)
    object.append("ordinaryTaxBrackets", ordinaryTaxBrackets.json)
    object.append("capitalGainsBrackets", capitalGainsBrackets.json)
    object.append("nextBracketInfo", nextBracketInfo.json)
    return .object(object)
  }
}

extension CaliforniaTaxResult: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("taxableIncome", taxableIncome)
    object.append("baseTax", baseTax)
    object.append("mentalHealthTax", mentalHealthTax)
    object.append("totalTax", totalTax)
    object.append("deduction", deduction.json)
    object.append("owedOrRefund", owedOrRefund)
    object.append("effectiveRate", effectiveRate)
    object.append("taxBrackets", taxBrackets.json)
    object.append("nextBracketInfo", nextBracketInfo.json)
    object.append("distanceToMentalHealthTax", orNull: distanceToMentalHealthTax)
    return .object(object)
  }
}

extension TaxCalculationResult: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("totalIncome", totalIncome)
    object.append("businessExpenses", businessExpenses)
    object.append("federalTax", federalTax.json)
    if let californiaTax { object.append("californiaTax", californiaTax.json) }
    return .object(object)
  }
}

extension EstimatedPaymentSuggestion: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("quarter", .string(quarter))
    object.append("dueDate", .string(dueDate))
    object.append("amount", amount)
    object.append("isPaid", .bool(isPaid))
    object.append("isPastDue", .bool(isPastDue))
    return .object(object)
  }
}

extension HouseholdEstimate: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("result", result.json)
    object.append("federalSuggestions", federalSuggestions.json)
    object.append("californiaSuggestions", californiaSuggestions.json)
    return .object(object)
  }
}

extension InvestmentIncome: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("ordinaryDividends", ordinaryDividends)
    object.append("qualifiedDividends", qualifiedDividends)
    object.append("interestIncome", interestIncome)
    object.append("shortTermGains", shortTermGains)
    object.append("longTermGains", longTermGains)
    return .object(object)
  }
}

extension IncomeAggregation: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("totalIncome", totalIncome)
    object.append("investmentIncome", investmentIncome.json)
    object.append("wageIncome", wageIncome)
    object.append("rothConversion", rothConversion)
    object.append("totalWithholdings", totalWithholdings.json)
    return .object(object)
  }
}

extension Withholdings: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("federal", federal)
    object.append("state", state)
    return .object(object)
  }
}

extension FutureIncome: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("totalWage", totalWage)
    object.append("totalFederalWithhold", totalFederalWithhold)
    object.append("totalStateWithhold", totalStateWithhold)
    return .object(object)
  }
}

extension FederalItemizedDeductionDetails: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("propertyTax", propertyTax)
    object.append("stateIncomeTax", stateIncomeTax)
    object.append("saltDeduction", saltDeduction)
    object.append("saltCapped", .bool(saltCapped))
    object.append("saltCap", saltCap)
    object.append("mortgageInterest", mortgageInterest)
    object.append("mortgageBalance", mortgageBalance)
    object.append("mortgageLimit", mortgageLimit)
    object.append("effectiveMortgageInterest", effectiveMortgageInterest)
    object.append("mortgageLimited", .bool(mortgageLimited))
    object.append("donations", donations)
    object.append("total", total)
    return .object(object)
  }
}

extension CaliforniaItemizedDeductionDetails: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("propertyTax", propertyTax)
    object.append("mortgageInterest", mortgageInterest)
    object.append("mortgageBalance", mortgageBalance)
    object.append("mortgageLimit", mortgageLimit)
    object.append("effectiveMortgageInterest", effectiveMortgageInterest)
    object.append("mortgageLimited", .bool(mortgageLimited))
    object.append("donations", donations)
    object.append("total", total)
    return .object(object)
  }
}
