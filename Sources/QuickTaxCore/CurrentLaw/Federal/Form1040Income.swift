extension TaxEngine {
  /// Lines 1–11 from the household: wages, interest, dividends, Roth conversions as the web app
  /// aggregates them, with Treasury interest (line 2b), unemployment compensation (Schedule 1
  /// line 7) and the taxable Social Security benefits (line 6b); IRA distributions, pensions and
  /// annuities from the 1099-Rs (lines 4–5, ``retirementIncome(_:rule:)``);
  /// Schedule D with last year's carryovers; each person's Schedule C (the web
  /// app's `deductions.businessExpenses` counting as the first person's business expense, when
  /// there is a business) and Schedule SE; then the adjustments. `wagesByPerson` is the worksheet's
  /// (W-2 box 1 by person), worked out once by the return that reads it too.
  func form1040Income(
    _ household: CurrentLawHousehold<N>, worksheet: HouseholdIncomeWorksheet<N>, wagesByPerson: [N], tables: TaxYearTables<N>,
    rules: FederalCurrentLawRules<N>
  ) -> Form1040IncomeWorksheet<N> {
    let status = household.filingStatus
    let aggregation = worksheet.aggregation
    let investment = aggregation.investmentIncome
    let ordinaryDividends = jsMax(investment.ordinaryDividends, investment.qualifiedDividends)
    let lossLimit = status == .marriedFilingSeparately ? rules.marriedFilingSeparately.capitalLossLimit : tables.federal.capitalLossLimit
    let carryovers = household.carryovers
    let scheduleD = scheduleD(
      shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      shortTermCarryover: carryovers.shortTermCapitalLoss, longTermCarryover: carryovers.longTermCapitalLoss,
      lossLimit: lossLimit)

    let joint = status.isJoint
    let people = household.peopleOnReturn
    let otherExpenses = household.deductions.businessExpenses
    // The web app's business expenses go to the business: the first person on the return who has
    // one (the spouse's, when only the spouse's receipts are given).
    let owner = people.firstIndex { $0.selfEmploymentReceipts > .zero } ?? 0
    let businesses = people.enumerated().map { index, income in scheduleC(income, otherExpenses: index == owner ? otherExpenses : .zero) }
    let selfEmployment = zip(businesses, wagesByPerson).map {
      scheduleSE(netProfit: $0.netProfit, wages: $1, rule: rules.selfEmploymentTax)
    }
    let businessIncome = businesses.reduce(N.zero) { $0 + $1.netProfit }
    // Form 2441 Part III: benefits beyond what is excluded are wages (line 1e).
    var careBenefits: DependentCareBenefitsWorksheet<N>?
    if people.contains(where: { $0.dependentCareBenefits != nil }) {
      careBenefits = dependentCareBenefits(
        benefitsByPerson: people.map { $0.dependentCareBenefits ?? .zero }, expenses: household.deductions.dependentCareExpenses ?? .zero,
        qualifyingPersons: household.family.careQualifyingPersonCount,
        earnedIncome: earnedIncomeByPerson(wages: wagesByPerson, businesses: businesses, selfEmployment: selfEmployment),
        filingStatus: status, rule: rules.dependentCareCredit)
    }
    let wages = aggregation.wageIncome + (careBenefits?.taxableBenefits ?? .zero)
    // Lines 4 and 5 from the 1099-Rs (most households have none: one test per person).
    var retirement: RetirementIncomeWorksheet<N>?
    if people.contains(where: { !$0.retirementDistributions.isEmpty }) {
      retirement = retirementIncome(
        people.enumerated().map { index, income in
          RetirementPerson(
            path: index == 0 ? "userIncome" : "spouseIncome", distributions: income.retirementDistributions,
            age: household.family.age(spouse: index == 1), agePath: index == 0 ? "family.userAge" : "family.spouseAge")
        }, rule: rules.retirementDistributions)
    }
    let iraDistributions = aggregation.rothConversion + (retirement?.taxableIRADistributions ?? .zero)  // line 4b
    let received = BenefitsAndInterest<N>(people)
    let taxableInterest = investment.interestIncome + received.treasuryInterest  // line 2b: boxes 1 and 3
    let adjustmentsPeople = people.enumerated().map { index, income in
      AdjustmentsPerson(
        path: index == 0 ? "userIncome" : "spouseIncome", income: income, age: household.family.age(spouse: index == 1),
        age65OrOlder: household.family.isAge65OrOlder(spouse: index == 1))
    }
    func adjustmentsFor(_ incomeBeforeAdjustments: N, taxableBenefitsBeforeIRA: ((N) -> N)? = nil) -> AdjustmentsWorksheet<N> {
      schedule1Adjustments(
        people: adjustmentsPeople, businesses: businesses, selfEmployment: selfEmployment,
        incomeBeforeAdjustments: incomeBeforeAdjustments, filingStatus: status, rule: rules.retirementAndHealth,
        taxableBenefitsBeforeIRA: taxableBenefitsBeforeIRA, studentLoanRule: rules.studentLoanInterest)
    }
    // Taxable Social Security is left out of Form 8582's modified AGI, and its worksheet counts the
    // rental income allowed: the income before both comes first.
    let beforeRentals = wages + taxableInterest + ordinaryDividends + iraDistributions + scheduleD.gainOrLoss
      + businessIncome + (retirement?.pensionsAndAnnuities ?? .zero) + received.unemploymentCompensation
    let rentals = rentalRealEstate(
      household, people: people, incomeBeforeRentals: beforeRentals, adjustments: { adjustmentsFor($0) }, rule: rules.passiveActivityLosses)
    // Line 9 but the taxable benefits (line 6b), which depend on it: the Social Security Benefits
    // Worksheet's line 3 (lines 1z, 2b, 3b, 4b, 5b, 5 of Schedule 1 and 7, 8), unemployment being
    // Schedule 1 line 7 and rents line 5.
    let otherIncome = beforeRentals + (rentals?.rentalIncome ?? .zero)
    func benefitsWorksheet(adjustments: N) -> SocialSecurityBenefitsWorksheet<N> {
      socialSecurityBenefitsWorksheet(
        benefits: received.socialSecurityBenefits, otherIncome: otherIncome, taxExemptInterest: received.taxExemptInterest,
        adjustments: adjustments, filingStatus: status, livedApartAllYear: household.family.livedApartAllYear,
        rule: rules.socialSecurityBenefits)
    }
    let hasBenefits = received.socialSecurityBenefits > .zero
    let adjustments = adjustmentsFor(
      otherIncome, taxableBenefitsBeforeIRA: hasBenefits ? { benefitsWorksheet(adjustments: $0).taxableBenefits } : nil)
    let socialSecurity = hasBenefits ? benefitsWorksheet(adjustments: adjustments.socialSecurityWorksheetAdjustments) : nil
    let total = otherIncome + (socialSecurity?.taxableBenefits ?? .zero)  // line 9
    var notices = adjustments.notices
    if let retirement { notices += retirement.notices }
    if otherExpenses > .zero && !businesses.contains(where: { $0.grossReceipts > .zero }) {
      notices.insert(
        InputDiagnostic(
          .warning, path: "deductions.businessExpenses",
          "is not deducted under current law: an employee's business expenses are not deductible (IRC §67(g), 2018 on); "
            + "enter userIncome.selfEmploymentReceipts for a business of your own, whose expenses they then are (the web app's rules take them off wages)"),
        at: 0)
    }
    if received.taxExemptInterestOtherStates > .zero || received.federalWithheld > .zero || people.contains(where: { $0.foreignTaxPaid != nil }) {
      notices += BenefitsAndInterest<N>.inconsistencies(people)
    }
    if let careExpenses = household.deductions.dependentCareExpenses, careExpenses > .zero && household.family.careQualifyingPersonCount == 0 {
      notices.append(
        InputDiagnostic(
          .warning, path: "deductions.dependentCareExpenses",
          "counts for no credit without family.careQualifyingPersons: give the number of children under 13 or dependents the care was for (Form 2441 line 2)"))
    }
    // Schedule 1-A (Form 1040 line 13b), whose modified AGI is AGI; the people are read only when
    // someone has tips or overtime (most returns have neither: no list is made for them).
    let agi = total - adjustments.total
    let hasTipsOrOvertime = people.contains { $0.qualifiedTips != nil || $0.qualifiedOvertime != nil }
    let schedule1A = schedule1A(
      people: !hasTipsOrOvertime ? [] : people.enumerated().map { index, income in
        Schedule1APerson(
          path: index == 0 ? "userIncome" : "spouseIncome", income: income, wages: wagesByPerson[index],
          businessProfit: businesses[index].netProfit)
      }, vehicleLoanInterest: household.deductions.passengerVehicleLoanInterest,
      seniors: household.family.seniorCount(joint: joint), modifiedAGI: agi, filingStatus: status, rules: rules.schedule1A,
      seniorRule: rules.seniorDeduction)
    if !schedule1A.notices.isEmpty { notices += schedule1A.notices }
    return Form1040IncomeWorksheet(
      wages: wages, taxableInterest: taxableInterest, qualifiedDividends: investment.qualifiedDividends,
      ordinaryDividends: ordinaryDividends, iraDistributions: iraDistributions, scheduleD: scheduleD, businesses: businesses,
      selfEmployment: selfEmployment, businessIncome: businessIncome, totalIncome: total, adjustments: adjustments,
      adjustedGrossIncome: agi, schedule1A: schedule1A, notices: notices, retirement: retirement, benefitsAndInterest: received,
      socialSecurity: socialSecurity, rentalRealEstate: rentals, dependentCareBenefits: careBenefits)
  }
}
