/// Next year's installments as JSON (`plan --format json`, `nextYear.federal` and
/// `nextYear.california`; keys in docs/planning.md). Money in dollars and cents.
extension NextYearInstallments: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("taxYear", Double(taxYear))
    sink.field("rulesYear", Double(rulesYear))
    sink.field("thisYearTax", cents: facts.thisYearTax)
    sink.field("thisYearAGI", cents: facts.thisYearAGI)
    sink.field("highIncomeAGIThreshold", cents: highIncomeAGIThreshold)
    sink.field("priorYearPercentage", priorYearPercentage)
    sink.field("priorYearBasis", centsOrNull: priorYearBasis)
    sink.field("priorYearUnavailable", priorYearUnavailableReason.map(JSONValue.string) ?? .null)
    sink.field("currentYearOnlyAGIThreshold", centsOrNull: currentYearOnlyAGIThreshold)
    sink.field("nextYearAGI", centsOrNull: facts.nextYearAGI)
    sink.field("projectedNextYearTax", centsOrNull: facts.projectedNextYearTax)
    sink.field("projectedBasis", centsOrNull: projectedBasis)
    sink.field("projectedIsSmaller", projectedIsSmaller.map(JSONValue.bool) ?? .null)
    sink.field("basis", basis.map { JSONValue.string($0.rawValue) } ?? .null)
    sink.field("requiredAnnualPayment", centsOrNull: requiredAnnualPayment)
    sink.field("expectedWithholding", cents: facts.expectedWithholding)
    sink.field("withholdingSource", facts.withholdingGiven ? "given" : "thisYear")
    sink.field("noEstimatedTaxNeeded", noEstimatedTaxReason.map(JSONValue.string) ?? .null)
    // Unknown without a required annual payment: null, not 0.
    sink.field("toPayBeyondWithholding", centsOrNull: requiredAnnualPayment == nil ? nil : toPayBeyondWithholding)
    sink.field("installments", each: installments) { sink, installment in
      sink.field("quarter", installment.quarter)
      sink.field("dueDate", installment.dueDate)
      sink.field("share", installment.share)
      sink.field("amount", cents: installment.amount)
    }
    sink.field("vouchersTotal", centsOrNull: requiredAnnualPayment == nil ? nil : vouchersTotal)
    sink.field("payPeriods", orNull: facts.payPeriods.map(Double.init))
    sink.field("payHolder", facts.payHolder.rawValue)
    sink.field("extraWithholdingPerPayPeriod", centsOrNull: extraWithholdingPerPayPeriod)
    sink.field("extraWithholdingToBeSafe", centsOrNull: extraWithholdingToBeSafe)
    sink.field("withholdingForm", withholdingForm)
    sink.endObject()
  }

  /// Where the extra withholding goes: Form W-4 Step 4(c) for the IRS, DE 4 line 2 for the EDD.
  public var withholdingForm: String { TaxAuthority.of(facts.jurisdiction).citations.nextYearWithholdingFormLine }
}
