/// The results as JSON, with the web app's field names in its order. A field JavaScript leaves
/// `undefined` is left out; NaN and Infinity are written as `null`, as `JSON.stringify` does.
extension Array: JSONEncodable where Element: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginArray()
    for element in self { element.encode(to: &sink) }
    sink.endArray()
  }
}

extension TaxBracket: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("min", min)
    sink.field("max", max)
    sink.field("rate", rate)
    sink.endObject()
  }
}

extension DeductionInfo: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("type", type.rawValue)
    sink.field("amount", amount)
    sink.endObject()
  }
}

extension TaxBracketDetail: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("bracket", bracket)
    sink.field("taxableInBracket", taxableInBracket)
    sink.field("taxForBracket", taxForBracket)
    sink.endObject()
  }
}

extension NextBracketInfo: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("currentRate", currentRate)
    sink.field("nextRate", orNull: nextRate)
    sink.field("distanceToNextBracket", orNull: distanceToNextBracket)
    sink.field("currentBracketMax", currentBracketMax)
    sink.endObject()
  }
}

extension FederalIncomeComponents: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("wages", ifDefined: wages)
    sink.field("nonQualifiedDividends", nonQualifiedDividends)
    sink.field("interestIncome", ifDefined: interestIncome)
    sink.field("shortTermGains", shortTermGains)
    sink.field("longTermGains", longTermGains)
    sink.field("qualifiedDividends", qualifiedDividends)
    sink.field("capitalLossDeduction", ifDefined: capitalLossDeduction)
    sink.field("rothConversion", ifDefined: rothConversion)
    sink.field("totalOrdinaryIncome", totalOrdinaryIncome)
    sink.field("ordinaryTaxableIncome", ordinaryTaxableIncome)
    sink.endObject()
  }
}

extension FederalTaxResult: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("taxableIncome", taxableIncome)
    sink.field("ordinaryIncomeTax", ordinaryIncomeTax)
    sink.field("capitalGainsTax", capitalGainsTax)
    sink.field("totalTax", totalTax)
    sink.field("deduction", deduction)
    sink.field("owedOrRefund", owedOrRefund)
    sink.field("effectiveRate", effectiveRate)
    sink.field("incomeComponents", incomeComponents)
    sink.field("ordinaryTaxBrackets", ordinaryTaxBrackets)
    sink.field("capitalGainsBrackets", capitalGainsBrackets)
    sink.field("nextBracketInfo", nextBracketInfo)
    if let taxes = currentLaw {
      // Under current law only: each tax the web app leaves out, and the withholding credit.
      sink.field("adjustedGrossIncome", taxes.adjustedGrossIncome)
      sink.field("regularTax", taxes.regularTax)
      sink.field("alternativeMinimumTax", taxes.alternativeMinimumTax)
      sink.field("netInvestmentIncomeTax", taxes.netInvestmentIncomeTax)
      sink.field("additionalMedicareTax", taxes.additionalMedicareTax)
      sink.field("additionalMedicareTaxWithheld", taxes.additionalMedicareTaxWithheld)
      sink.field("seniorDeduction", taxes.seniorDeduction)
      sink.field("childTaxCredit", taxes.childTaxCredit)
      sink.field("additionalChildTaxCredit", taxes.additionalChildTaxCredit)
      sink.field("selfEmploymentTax", taxes.selfEmploymentTax)
      sink.field("qualifiedBusinessIncomeDeduction", taxes.qualifiedBusinessIncomeDeduction)
      sink.field("saversCredit", taxes.saversCredit)
      if taxes.withheldOnForms1099 != .zero { sink.field("withheldOnForms1099", taxes.withheldOnForms1099) }
      if taxes.additionalTaxOnEarlyDistributions != .zero {
        sink.field("additionalTaxOnEarlyDistributions", taxes.additionalTaxOnEarlyDistributions)
      }
      if taxes.earnedIncomeCredit != .zero { sink.field("earnedIncomeCredit", taxes.earnedIncomeCredit) }
    }
    sink.endObject()
  }
}

extension CaliforniaTaxResult: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("taxableIncome", taxableIncome)
    sink.field("baseTax", baseTax)
    sink.field("mentalHealthTax", mentalHealthTax)
    sink.field("totalTax", totalTax)
    sink.field("deduction", deduction)
    sink.field("owedOrRefund", owedOrRefund)
    sink.field("effectiveRate", effectiveRate)
    sink.field("taxBrackets", taxBrackets)
    sink.field("nextBracketInfo", nextBracketInfo)
    sink.field("distanceToMentalHealthTax", orNull: distanceToMentalHealthTax)
    sink.field("exemptionCredits", ifDefined: exemptionCredits)
    sink.field("alternativeMinimumTax", ifDefined: alternativeMinimumTax)
    if refundableCredits != .zero { sink.field("refundableCredits", refundableCredits) }
    sink.endObject()
  }
}

extension TaxCalculationResult: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("totalIncome", totalIncome)
    sink.field("businessExpenses", businessExpenses)
    sink.field("federalTax", federalTax)
    if let californiaTax { sink.field("californiaTax", californiaTax) }
    if let stateTax { sink.member(stateTax.jurisdiction.rawValue + "Tax", stateTax) }
    sink.endObject()
  }
}

extension EstimatedPaymentSuggestion: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("quarter", quarter)
    sink.field("dueDate", dueDate)
    sink.field("amount", amount)
    sink.field("isPaid", isPaid)
    sink.field("isPastDue", isPastDue)
    sink.endObject()
  }
}

extension HouseholdEstimate: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    members(to: &sink)
    sink.endObject()
  }

  func members<Sink: JSONSink>(to sink: inout Sink) {
    sink.field("result", result)
    sink.field("federalSuggestions", federalSuggestions)
    sink.field("californiaSuggestions", californiaSuggestions)
  }

  /// One `estimate --batch --output web` line, `{"line": N, "result": ..., "federalSuggestions":
  /// ..., "californiaSuggestions": ...}`: written here, specialized, since generic encoding
  /// called from another module is not.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func webLineBytes(line: Int) -> [UInt8] { webLine(line: line).bytes }

  /// The same line, in a sink of its own (for handing on without copying it into an array).
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func webLine(line: Int) -> JSONByteSink {
    var sink = JSONByteSink(pretty: false, capacity: 4096)
    sink.beginObject()
    sink.field("line", Double(line))
    members(to: &sink)
    sink.endObject()
    return sink
  }
}

extension InvestmentIncome: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("ordinaryDividends", ordinaryDividends)
    sink.field("qualifiedDividends", qualifiedDividends)
    sink.field("interestIncome", interestIncome)
    sink.field("shortTermGains", shortTermGains)
    sink.field("longTermGains", longTermGains)
    sink.endObject()
  }
}

extension IncomeAggregation: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("totalIncome", totalIncome)
    sink.field("investmentIncome", investmentIncome)
    sink.field("wageIncome", wageIncome)
    sink.field("rothConversion", rothConversion)
    sink.field("totalWithholdings", totalWithholdings)
    sink.endObject()
  }
}

extension Withholdings: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("federal", federal)
    sink.field("state", state)
    sink.endObject()
  }
}

extension FutureIncome: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("totalWage", totalWage)
    sink.field("totalFederalWithhold", totalFederalWithhold)
    sink.field("totalStateWithhold", totalStateWithhold)
    sink.endObject()
  }
}

extension FederalItemizedDeductionDetails: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("propertyTax", propertyTax)
    sink.field("stateIncomeTax", stateIncomeTax)
    sink.field("saltDeduction", saltDeduction)
    sink.field("saltCapped", saltCapped)
    sink.field("saltCap", saltCap)
    sink.field("mortgageInterest", mortgageInterest)
    sink.field("mortgageBalance", mortgageBalance)
    sink.field("mortgageLimit", mortgageLimit)
    sink.field("effectiveMortgageInterest", effectiveMortgageInterest)
    sink.field("mortgageLimited", mortgageLimited)
    sink.field("donations", donations)
    sink.field("total", total)
    sink.endObject()
  }
}

extension CaliforniaItemizedDeductionDetails: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("propertyTax", propertyTax)
    sink.field("mortgageInterest", mortgageInterest)
    sink.field("mortgageBalance", mortgageBalance)
    sink.field("mortgageLimit", mortgageLimit)
    sink.field("effectiveMortgageInterest", effectiveMortgageInterest)
    sink.field("mortgageLimited", mortgageLimited)
    sink.field("donations", donations)
    sink.field("total", total)
    sink.endObject()
  }
}
