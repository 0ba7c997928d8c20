extension TaxEngine {
  /// Lines 1–11 from the household: wages, interest, dividends, Roth conversions as the web app
  /// aggregates them; Schedule D with last year's carryovers; each person's Schedule C (the web
  /// app's `deductions.businessExpenses` counting as the first person's business expense, when
  /// there is a business) and Schedule SE; then the adjustments.
  func form1040Income(
    _ household: Household, worksheet: HouseholdIncomeWorksheet<N>, tables: TaxYearTables<N>, rules: FederalCurrentLawRules<N>
  ) -> Form1040IncomeWorksheet<N> {
    let status = household.filingStatus
    let aggregation = worksheet.aggregation
    let investment = aggregation.investmentIncome
    let ordinaryDividends = jsMax(investment.ordinaryDividends, investment.qualifiedDividends)
    let lossLimit = status == .marriedFilingSeparately ? rules.marriedFilingSeparately.capitalLossLimit : tables.federal.capitalLossLimit
    let carryovers = household.carryovers
    let scheduleD = scheduleD(
      shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      shortTermCarryover: N.parsed(carryovers.shortTermCapitalLoss), longTermCarryover: N.parsed(carryovers.longTermCapitalLoss),
      lossLimit: lossLimit)

    let joint = status.isJoint
    let people = household.peopleOnReturn(joint: joint)
    let otherExpenses = N.parsed(household.deductions.businessExpenses)
    let businesses = people.enumerated().map { index, income in scheduleC(income, otherExpenses: index == 0 ? otherExpenses : .zero) }
    let selfEmployment = zip(businesses, worksheet.wagesByPerson).map {
      scheduleSE(netProfit: $0.netProfit, wages: $1, rule: rules.selfEmploymentTax)
    }
    let businessIncome = businesses.reduce(N.zero) { $0 + $1.netProfit }
    // Form 2441 Part III: benefits beyond what is excluded are wages (line 1e).
    var careBenefits: DependentCareBenefitsWorksheet<N>?
    if people.contains(where: { !$0.dependentCareBenefits.isEmpty }) {
      careBenefits = dependentCareBenefits(
        benefitsByPerson: people.map { N.parsed($0.dependentCareBenefits) }, expenses: N.parsed(household.deductions.dependentCareExpenses),
        qualifyingPersons: household.family.careQualifyingPersonCount,
        earnedIncome: earnedIncomeByPerson(wages: worksheet.wagesByPerson, businesses: businesses, selfEmployment: selfEmployment),
        filingStatus: status, rule: rules.dependentCareCredit)
    }
    let wages = aggregation.wageIncome + (careBenefits?.taxableBenefits ?? .zero)
    let total = wages + investment.interestIncome + ordinaryDividends + aggregation.rothConversion + scheduleD.gainOrLoss
      + businessIncome
    let adjustments = schedule1Adjustments(
      people: people.enumerated().map { index, income in
        AdjustmentsPerson(
          path: index == 0 ? "userIncome" : "spouseIncome", income: income, age: household.family.age(spouse: index == 1),
          age65OrOlder: household.family.isAge65OrOlder(spouse: index == 1))
      }, businesses: businesses, selfEmployment: selfEmployment,
      incomeBeforeAdjustments: total, filingStatus: status, rule: rules.retirementAndHealth, studentLoanRule: rules.studentLoanInterest)
    var notices = adjustments.notices
    if otherExpenses > .zero && !businesses.contains(where: { $0.grossReceipts > .zero }) {
      notices.insert(
        InputDiagnostic(
          .warning, path: "deductions.businessExpenses",
          "is not deducted under current law: an employee's business expenses are not deductible (IRC §67(g), 2018 on); "
            + "enter userIncome.selfEmploymentReceipts for a business of your own, whose expenses they then are (the web app's rules take them off wages)"),
        at: 0)
    }
    let careExpenses = household.deductions.dependentCareExpenses
    if !careExpenses.isEmpty && N.parsed(careExpenses) > .zero && household.family.careQualifyingPersonCount == 0 {
      notices.append(
        InputDiagnostic(
          .warning, path: "deductions.dependentCareExpenses",
          "counts for no credit without family.careQualifyingPersons: give the number of children under 13 or dependents the care was for (Form 2441 line 2)"))
    }
    // Schedule 1-A (Form 1040 line 13b), whose modified AGI is AGI; the people are read only when
    // someone has tips or overtime (most returns have neither: no list is made for them).
    let agi = total - adjustments.total
    let hasTipsOrOvertime = people.contains { !$0.qualifiedTips.isEmpty || !$0.qualifiedOvertime.isEmpty }
    let schedule1A = schedule1A(
      people: !hasTipsOrOvertime ? [] : people.enumerated().map { index, income in
        Schedule1APerson(
          path: index == 0 ? "userIncome" : "spouseIncome", income: income, wages: worksheet.wagesByPerson[index],
          businessProfit: businesses[index].netProfit)
      }, vehicleLoanInterest: N.parsed(household.deductions.passengerVehicleLoanInterest),
      seniors: household.family.seniorCount(joint: joint), modifiedAGI: agi, filingStatus: status, rules: rules.schedule1A,
      seniorRule: rules.seniorDeduction)
    notices += schedule1A.notices
    return Form1040IncomeWorksheet(
      wages: wages, taxableInterest: investment.interestIncome, qualifiedDividends: investment.qualifiedDividends,
      ordinaryDividends: ordinaryDividends, iraDistributions: aggregation.rothConversion, scheduleD: scheduleD, businesses: businesses,
      selfEmployment: selfEmployment, businessIncome: businessIncome, totalIncome: total, adjustments: adjustments,
      adjustedGrossIncome: agi, schedule1A: schedule1A, notices: notices, dependentCareBenefits: careBenefits)
  }
}
