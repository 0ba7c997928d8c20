/// One period's income, through the period's end, put on an annual basis (Form 2210 Schedule AI
/// lines 1–3, FTB 5805 Part III lines 1–3): each amount received through the period times the
/// period's factor (``TaxEngine/annualizedPeriods(_:planning:dated:periods:)``).
struct AnnualizedPeriodIncome<N: TaxNumber> {
  /// Each person's wages and state tax withheld (the user's, then the spouse's).
  var wagesByPerson: [N]
  var stateWithheldByPerson: [N]
  /// The first person's investment income and Roth conversions (the web app keeps them there).
  var investmentIncome: InvestmentIncome<N>
  var rothConversion: N
  /// California's estimated payments paid through the period (Schedule A line 5a).
  var californiaEstimatesPaid: N
  /// Current law's own: each person's SDI given as withheld (nil: the statutory rate on the
  /// period's wages); each person's Schedule C, the person's share of the period's net profit as
  /// receipts (or, for a loss, expenses); the options exercised through the period; the period's
  /// 1099-Rs (nil: the year has none).
  var disabilityInsuranceByPerson: [N?]
  var businessByPerson: [(receipts: N, expenses: N)]
  var incentiveStockOptionsByPerson: [[IncentiveStockOptionAmount<N>]]
  var retirementDistributionsByPerson: [[RetirementDistributionAmounts<N>]]?
}

extension AnnualizedPeriodIncome {
  /// The web app's household income of the period (`aggregateHouseholdIncome`'s sums): each
  /// person in simple mode with the period's wages and state tax withheld to date, no federal
  /// withholding, and the first person's investment income (the spouse's only on a joint return).
  func householdIncomeWorksheet(joint: Bool) -> HouseholdIncomeWorksheet<N> {
    let simpleMode = FutureIncomeWorksheet<N>(
      total: FutureIncome(totalWage: .zero, totalFederalWithhold: .zero, totalStateWithhold: .zero),
      paychecksRemaining: nil,
      paychecks: nil, rsuVests: nil)
    func person(_ index: Int, investment: InvestmentIncome<N>, rothConversion: N)
      -> IndividualIncomeWorksheet<N>
    {
      TaxEngine<N>.individualIncomeWorksheet(
        investmentIncome: investment, ytdWage: wagesByPerson[ifPresent: index] ?? .zero,
        ytdWithholdings: Withholdings(
          federal: .zero, state: stateWithheldByPerson[ifPresent: index] ?? .zero),
        rothConversion: rothConversion, future: simpleMode)
    }
    let none = InvestmentIncome<N>(
      ordinaryDividends: .zero, qualifiedDividends: .zero, interestIncome: .zero, shortTermGains: .zero,
      longTermGains: .zero)
    let user = person(0, investment: investmentIncome, rothConversion: rothConversion)
    let spouse = joint ? person(1, investment: none, rothConversion: .zero) : nil
    return HouseholdIncomeWorksheet(
      aggregation: TaxEngine<N>.householdAggregation(user: user.aggregation, spouse: spouse?.aggregation), user: user, spouse: spouse)
  }
}

extension CurrentLawHousehold {
  /// The household of an annualized period: the year's, with the period's income. What is not
  /// income of a period stays the year's: the deductions and adjustments (Schedule AI takes them
  /// as made evenly: retirement, HSA and health insurance contributions, tips and overtime,
  /// student loan interest), the business's QBI figures, and the income taken as received evenly
  /// (Social Security, unemployment, Treasury and tax-exempt interest, rents, foreign tax). The
  /// web app's business expenses are in the first business's profit already; no federal
  /// estimated payment is deducted in a period, and California's paid through it are the first
  /// installment's (Schedule A line 5a). The period's wages, withholding and investment income
  /// are ``AnnualizedPeriodIncome/householdIncomeWorksheet(joint:)``.
  func annualized(_ period: AnnualizedPeriodIncome<N>) -> CurrentLawHousehold<N> {
    CurrentLawHousehold(
      taxYear: taxYear, filingStatus: filingStatus, includeCaliforniaTax: includeCaliforniaTax, residence: residence,
      family: family, students: students,
      userIncome: userIncome.annualized(period, person: 0),
      spouseIncome: spouseIncome.annualized(period, person: 1),
      deductions: period.businessByPerson.isEmpty ? deductions : deductions.withoutBusinessExpenses(),
      carryovers: carryovers,
      federalEstimatedPayments: .zero, californiaEstimatedPayments: period.californiaEstimatesPaid,
      californiaEstimatedPaidInYear: period.californiaEstimatesPaid)
  }
}

extension CurrentLawDeductions {
  /// The deductions with the web app's business expenses taken out (in a business's profit).
  fileprivate func withoutBusinessExpenses() -> CurrentLawDeductions<N> {
    CurrentLawDeductions(
      medicalExpenses: medicalExpenses, propertyTax: propertyTax, mortgageInterest: mortgageInterest,
      mortgageBalance: mortgageBalance,
      mortgageLoanGrandfathered: mortgageLoanGrandfathered, donations: donations,
      priorYearStateTaxPaid: priorYearStateTaxPaid,
      otherStateIncomeTax: otherStateIncomeTax, businessExpenses: .zero,
      dependentCareExpenses: dependentCareExpenses,
      passengerVehicleLoanInterest: passengerVehicleLoanInterest, generalSalesTax: generalSalesTax, washingtonExemptGains: washingtonExemptGains,
      washingtonCharitableDonations: washingtonCharitableDonations, newYork529Contributions: newYork529Contributions)
  }
}

extension CurrentLawPerson {
  /// The person's period figures: Schedule C's, the SDI given as withheld, the options exercised
  /// and the 1099-Rs received through the period; the rest the year's.
  fileprivate func annualized(_ period: AnnualizedPeriodIncome<N>, person index: Int) -> CurrentLawPerson<N> {
    let business = period.businessByPerson[ifPresent: index] ?? (receipts: .zero, expenses: .zero)
    return CurrentLawPerson(
      selfEmploymentReceipts: business.receipts, selfEmploymentExpenses: business.expenses,
      specifiedServiceBusiness: specifiedServiceBusiness,
      businessW2WagesPaid: businessW2WagesPaid, businessPropertyUBIA: businessPropertyUBIA,
      hsaContributions: hsaContributions,
      hsaFamilyCoverage: hsaFamilyCoverage, sepContributions: sepContributions,
      solo401kDeferrals: solo401kDeferrals,
      selfEmployedHealthInsurance: selfEmployedHealthInsurance, iraContributions: iraContributions,
      coveredByWorkplacePlan: coveredByWorkplacePlan,
      otherRetirementContributions: otherRetirementContributions, studentLoanInterest: studentLoanInterest,
      dependentCareBenefits: dependentCareBenefits, qualifiedTips: qualifiedTips,
      qualifiedOvertime: qualifiedOvertime,
      hasBenefitsOrInterest: hasBenefitsOrInterest, socialSecurityBenefits: socialSecurityBenefits,
      socialSecurityWithheld: socialSecurityWithheld,
      unemploymentCompensation: unemploymentCompensation, unemploymentWithheld: unemploymentWithheld,
      treasuryInterest: treasuryInterest,
      taxExemptInterest: taxExemptInterest, taxExemptInterestOtherStates: taxExemptInterestOtherStates,
      foreignTaxPaid: foreignTaxPaid,
      foreignSourceIncome: foreignSourceIncome, iraBalancePriorYearEnd: iraBalancePriorYearEnd,
      ytdCaliforniaSDIWithheld: period.disabilityInsuranceByPerson[ifPresent: index] ?? nil,
      incentiveStockOptions: period.incentiveStockOptionsByPerson[ifPresent: index] ?? [],
      retirementDistributions: period.retirementDistributionsByPerson?[ifPresent: index] ?? [],
      rentalProperties: rentalProperties)
  }
}

extension Array {
  /// The element at `index`, or nil past the end (a person the period has no figure for).
  fileprivate subscript(ifPresent index: Int) -> Element? { index < count ? self[index] : nil }
}
