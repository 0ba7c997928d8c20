/// Forms 2441 and 8863 and FTB 3506 in `details.currentLaw`, only for a return that has them (the
/// others' output stays as it was).
extension CurrentLawWorksheet {
  func encodeCareAndEducation<Sink: JSONSink>(to sink: inout Sink) {
    if let part3 = income.dependentCareBenefits {
      sink.field("form2441PartIII", object: { sink in Self.encode(part3, to: &sink) })
    }
    if let care = careAndEducation?.dependentCare {
      sink.field("form2441", object: { sink in Self.encode(care, to: &sink) })
    }
    if let education = careAndEducation?.education {
      sink.field("form8863", object: { sink in
        sink.field("americanOpportunityByStudent", numbers: education.americanOpportunityByStudent)
        sink.field("americanOpportunityBeforePhaseout", education.americanOpportunityBeforePhaseout)
        sink.field("phaseoutFraction", education.phaseoutFraction)
        sink.field("americanOpportunityCredit", education.americanOpportunityCredit)
        sink.field("refundableCredit", education.refundableCredit)
        sink.field("americanOpportunityNonrefundable", education.americanOpportunityNonrefundable)
        sink.field("lifetimeLearningExpenses", education.lifetimeLearningExpenses)
        sink.field("lifetimeLearningCredit", education.lifetimeLearningCredit)
        sink.field("nonrefundableBeforeLimit", education.nonrefundableBeforeLimit)
        sink.field("taxLimit", education.taxLimit)
        sink.field("nonrefundableCredit", education.nonrefundableCredit)
      })
    }
  }

  static func encode<Sink: JSONSink>(_ part3: DependentCareBenefitsWorksheet<N>, to sink: inout Sink) {
    sink.field("benefits", part3.benefits)
    sink.field("expenses", part3.expenses)
    sink.field("earnedIncome", part3.earnedIncome)
    sink.field("spouseEarnedIncome", part3.spouseEarnedIncome)
    sink.field("exclusionLimit", part3.exclusionLimit)
    sink.field("excludedBenefits", part3.excludedBenefits)
    sink.field("taxableBenefits", part3.taxableBenefits)
  }

  static func encode<Sink: JSONSink>(_ care: DependentCareCreditWorksheet<N>, to sink: inout Sink) {
    sink.field("qualifyingPersons", Double(care.qualifyingPersons))
    sink.field("expensesPaid", care.expensesPaid)
    sink.field("expenseLimit", care.expenseLimit)
    sink.field("qualifiedExpenses", care.qualifiedExpenses)
    sink.field("earnedIncome", care.earnedIncome)
    sink.field("spouseEarnedIncome", care.spouseEarnedIncome)
    sink.field("creditableExpenses", care.creditableExpenses)
    sink.field("rate", care.rate)
    sink.field("creditBeforeLimit", care.creditBeforeLimit)
    sink.field("taxLimit", care.taxLimit)
    sink.field("credit", care.credit)
  }

  func encodeCaliforniaCare<Sink: JSONSink>(_ california: CaliforniaCurrentLawWorksheet<N>, to sink: inout Sink) {
    guard let credit = california.dependentCareCredit else { return }
    sink.field("form3506", object: { sink in
      if let part4 = credit.benefits { sink.field("partIV", object: { sink in Self.encode(part4, to: &sink) }) }
      sink.field("wagesAddition", credit.wagesAddition)
      sink.field("federalCredit", object: { sink in Self.encode(credit.federalCredit, to: &sink) })
      sink.field("californiaRate", credit.californiaRate)
      sink.field("creditBeforeLimit", credit.creditBeforeLimit)
      sink.field("taxLimit", credit.taxLimit)
      sink.field("credit", credit.credit)
    })
  }
}
