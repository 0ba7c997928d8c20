/// Form 8582 (FTB 3801 for California) as JSON, line by line, then each property's worksheets.
extension PassiveActivityLossWorksheet: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("line1aActiveNetIncome", activeNetIncome)
    sink.field("line1bActiveNetLoss", activeNetLoss)
    sink.field("line1cActivePriorYearLoss", activePriorYearLoss)
    sink.field("line1dActiveTotal", activeTotal)
    sink.field("line2aOtherNetIncome", otherNetIncome)
    sink.field("line2bOtherNetLoss", otherNetLoss)
    sink.field("line2cOtherPriorYearLoss", otherPriorYearLoss)
    sink.field("line2dOtherTotal", otherTotal)
    sink.field("line3Total", total)
    sink.field("specialAllowanceApplies", specialAllowanceApplies)
    sink.field("line4LossEligible", lossEligibleForAllowance)
    sink.field("line5ModifiedAGILimit", modifiedAGILimit)
    sink.field("line6ModifiedAGI", modifiedAGI)
    sink.field("line7ModifiedAGIRoom", modifiedAGIRoom)
    sink.field("line8MaximumAllowance", maximumAllowance)
    sink.field("line9SpecialAllowance", specialAllowance)
    sink.field("line10Income", income)
    sink.field("line11LossesAllowed", lossesAllowed)
    sink.field("unallowedLoss", unallowedLoss)
    sink.field("rentalIncome", rentalIncome)
    sink.field("properties", each: activities) { sink, activity in
      sink.field("id", activity.id)
      sink.field("activeParticipation", activity.activeParticipation)
      sink.field("netIncome", activity.netIncome)
      sink.field("priorYearUnallowedLoss", activity.priorYearUnallowedLoss)
      sink.field("overallGainOrLoss", activity.overallGainOrLoss)
      sink.field("specialAllowance", activity.specialAllowance)
      sink.field("allowedLoss", activity.allowedLoss)
      sink.field("unallowedLoss", activity.unallowedLoss)
      sink.field("scheduleEIncome", activity.scheduleEIncome)
    }
    sink.endObject()
  }
}

/// Schedule 3 line 1 and Form 1116 Part III as JSON.
extension ForeignTaxCreditWorksheet: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("foreignTaxPaid", foreignTaxPaid)
    sink.field("withoutForm1116", withoutForm1116)
    sink.field("foreignSourceIncome", foreignSourceIncome)
    sink.field("taxableIncome", taxableIncome)
    sink.field("foreignShare", foreignShare)
    sink.field("tax", tax)
    sink.field("limit", limit)
    sink.field("credit", credit)
    sink.field("notCredited", notCredited)
    sink.endObject()
  }
}
