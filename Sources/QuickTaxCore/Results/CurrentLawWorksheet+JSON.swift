/// The current-law steps as JSON (`details.currentLaw` of `estimate --format json`), line by line
/// as the forms number them.
extension CurrentLawWorksheet: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("capitalGainOrLoss", capitalGainOrLoss)
    sink.field("adjustedGrossIncome", adjustedGrossIncome)
    sink.field("deduction", object: { sink in
      sink.field("standardDeduction", deductions.standardDeduction)
      sink.field("itemizedCharity", deductions.itemizedCharity)
      sink.field("itemizedBeforeLimitation", deductions.itemizedBeforeLimitation)
      sink.field("itemizedLimitation", deductions.itemizedLimitation)
      sink.field("nonItemizerCharity", deductions.nonItemizerCharity)
      sink.field("itemizes", deductions.itemizes)
      sink.field("total", deductions.total)
    })
    sink.field("regularTax", object: { sink in
      sink.field("taxableIncome", regularTax.taxableIncome)
      sink.field("preferentialIncome", regularTax.preferentialIncome)
      sink.field("ordinaryTaxableIncome", regularTax.ordinaryTaxableIncome)
      sink.field("atZeroPercent", regularTax.atZero)
      sink.field("atFifteenPercent", regularTax.atFifteen)
      sink.field("atTwentyPercent", regularTax.atTwenty)
      sink.field("ordinaryTax", regularTax.ordinaryTax)
      sink.field("preferentialTax", regularTax.preferentialTax)
      sink.field("taxAsOrdinary", regularTax.taxAsOrdinary)
      sink.field("regularTax", regularTax.regularTax)
      sink.field("fromTaxTable", regularTax.ordinaryFromTable)
    })
    sink.field("alternativeMinimumTax", object: { sink in
      sink.field("alternativeMinimumTaxableIncome", alternativeMinimumTax.alternativeMinimumTaxableIncome)
      sink.field("exemption", alternativeMinimumTax.exemption)
      sink.field("taxableExcess", alternativeMinimumTax.taxableExcess)
      sink.field("tentativeMinimumTax", alternativeMinimumTax.tentativeMinimumTax)
      sink.field("alternativeMinimumTax", alternativeMinimumTax.alternativeMinimumTax)
    })
    sink.field("netInvestmentIncome", netInvestmentIncome)
    sink.field("investmentIncomeMAGIExcess", investmentIncomeMAGIExcess)
    sink.field("medicareWages", medicareWages)
    sink.field("additionalMedicareTaxWithheld", additionalMedicareTaxWithheld)
    if let california {
      sink.field("california", object: { sink in
        sink.field("itemizedBeforeLimitation", california.itemizedBeforeLimitation)
        sink.field("itemizedLimitation", california.itemizedLimitation)
        sink.field("taxBeforeCredits", california.taxBeforeCredits)
        sink.field("fromTaxTable", california.fromTaxTable)
        sink.field("exemptionCreditsBeforePhaseout", california.exemptionCreditsBeforePhaseout)
        sink.field("exemptionCredits", california.exemptionCredits)
        sink.field("projectedFigures", array: california.projections.map { JSONValue.string($0.description) })
      })
    }
    sink.endObject()
  }
}
