extension TaxEngine {
  /// The household as current law reads it, read once from the validated household: the only
  /// place its text becomes current law's numbers (``CurrentLawHousehold``). The spouse's inputs
  /// are read on a joint return only: no other return has the spouse on it. Wages, withholding
  /// and investment income are the web app's aggregation (`aggregateHouseholdIncomeWorksheet`,
  /// which parses as `parseFloat` does), which the return takes beside this.
  func currentLawHousehold(_ household: Household) -> CurrentLawHousehold<N> {
    let payments = household.estimatedPayments
    let paidInYear = household.californiaEstimatedPaidInYear
    // The state's own quarters, where it is one QuickTax computes beside California (New York's).
    let stateQuarters = household.residence.flatMap { $0.profile.estimatedPaymentQuarters?(payments) } ?? []
    return CurrentLawHousehold(
      taxYear: household.taxYear, filingStatus: household.filingStatus,
      includeCaliforniaTax: household.includeCaliforniaTax, residence: household.residence,
      family: CurrentLawFamily(household.family),
      students: household.family.students.map {
        EducationStudentExpenses(
          americanOpportunity: $0.isAmericanOpportunity, qualifiedExpenses: N.parsed($0.qualifiedExpenses))
      },
      userIncome: CurrentLawPerson(household.userIncome),
      spouseIncome: household.filingStatus.isJoint ? CurrentLawPerson(household.spouseIncome) : .nobody,
      deductions: CurrentLawDeductions(household.deductions),
      carryovers: CurrentLawCarryovers(household.carryovers),
      federalEstimatedPayments: calculateTotalFederalEstimatedPayments(payments),
      californiaEstimatedPayments: calculateTotalCaliforniaEstimatedPayments(payments),
      californiaEstimatedPaidInYear: paidInYear.isEmpty
        ? N.parsed(payments.californiaQ1) + N.parsed(payments.californiaQ2) : N.parsed(paidInYear),
      stateEstimatedPayments: stateQuarters.reduce(N.zero) { $0 + N.parsed($1) },
      stateEstimatedPaidInYear: stateQuarters.dropLast().reduce(N.zero) { $0 + N.parsed($1) })
  }
}

extension InputText {
  /// An amount that may be left out: nil when empty, else as `parseFloat` reads it (0 for text
  /// that is no number, which strict reading refuses).
  fileprivate func given<N: TaxNumber>() -> N? { isEmpty ? nil : N.parsed(self) }
  fileprivate var isSet: Bool { FamilyData.isSet(self) }
}

extension CurrentLawFamily {
  init(_ family: FamilyData) {
    self.init(
      qualifyingChildCount: family.qualifyingChildCount, otherDependentCount: family.otherDependentCount,
      earnedIncomeCreditChildCount: family.earnedIncomeCreditChildCount,
      childrenUnder6Count: family.childrenUnder6Count, childrenUnder4Count: family.childrenUnder4Count,
      careQualifyingPersonCount: family.careQualifyingPersonCount, userAge: family.age(spouse: false),
      spouseAge: family.age(spouse: true),
      userAge65OrOlderFlag: family.userAge65OrOlder.isSet,
      spouseAge65OrOlderFlag: family.spouseAge65OrOlder.isSet,
      userAge65OrOlder: family.isAge65OrOlder(spouse: false),
      spouseAge65OrOlder: family.isAge65OrOlder(spouse: true),
      userBlind: family.userBlind.isSet, spouseBlind: family.spouseBlind.isSet,
      spouseItemizes: family.spouseItemizes.isSet,
      livedApartAllYear: family.livedApartAllYear.isSet,
      livedApartLastSixMonths: family.livedApartLastSixMonths.isSet,
      californiaRenter: family.californiaRenter.isSet)
  }
}

extension CurrentLawPerson {
  convenience init(_ income: IncomeData) {
    // Read in place: a copy of the fields retained and released their sixty-odd texts.
    let storage = income.storage
    self.init(
      selfEmploymentReceipts: N.parsed(storage.fields.selfEmploymentReceipts),
      selfEmploymentExpenses: N.parsed(storage.fields.selfEmploymentExpenses),
      specifiedServiceBusiness: storage.fields.specifiedServiceBusiness.isSet,
      businessW2WagesPaid: N.parsed(storage.fields.businessW2WagesPaid),
      businessPropertyUBIA: N.parsed(storage.fields.businessPropertyUBIA),
      hsaContributions: N.parsed(storage.fields.hsaContributions),
      hsaFamilyCoverage: storage.fields.hsaFamilyCoverage.isSet,
      sepContributions: N.parsed(storage.fields.sepContributions),
      solo401kDeferrals: N.parsed(storage.fields.solo401kDeferrals),
      selfEmployedHealthInsurance: N.parsed(storage.fields.selfEmployedHealthInsurance),
      iraContributions: N.parsed(storage.fields.iraContributions),
      coveredByWorkplacePlan: storage.fields.coveredByWorkplacePlan.isSet,
      otherRetirementContributions: N.parsed(storage.fields.otherRetirementContributions),
      studentLoanInterest: N.parsed(storage.fields.studentLoanInterest),
      dependentCareBenefits: storage.fields.dependentCareBenefits.given(),
      qualifiedTips: storage.fields.qualifiedTips.given(),
      qualifiedOvertime: storage.fields.qualifiedOvertime.given(),
      hasBenefitsOrInterest: income.hasBenefitsOrInterestText,
      socialSecurityBenefits: N.parsed(storage.fields.socialSecurityBenefits),
      socialSecurityWithheld: N.parsed(storage.fields.socialSecurityWithheld),
      unemploymentCompensation: N.parsed(storage.fields.unemploymentCompensation),
      unemploymentWithheld: N.parsed(storage.fields.unemploymentWithheld),
      treasuryInterest: N.parsed(storage.fields.treasuryInterest),
      taxExemptInterest: N.parsed(storage.fields.taxExemptInterest),
      taxExemptInterestOtherStates: N.parsed(storage.fields.taxExemptInterestOtherStates),
      foreignTaxPaid: storage.fields.foreignTaxPaid.given(),
      foreignSourceIncome: storage.fields.foreignSourceIncome.given(),
      iraBalancePriorYearEnd: storage.fields.iraBalancePriorYearEnd.given(),
      ytdCaliforniaSDIWithheld: storage.fields.ytdCaliforniaSDIWithheld.given(),
      incentiveStockOptions: storage.fields.incentiveStockOptions.map {
        IncentiveStockOptionAmount(
          day: DayNumber.of($0.date.text), bargainElement: N.parsed($0.bargainElement))
      },
      retirementDistributions: storage.fields.retirementDistributions.map {
        RetirementDistributionAmounts(
          isIRA: $0.isIRA, day: StrictInput.isCalendarDate($0.date.text) ? DayNumber.of($0.date.text) : nil,
          taxableAmount: N.parsed($0.taxableAmount), federalWithheld: N.parsed($0.federalWithheld),
          stateWithheld: N.parsed($0.stateWithheld),
          qualifiedCharitableDistribution: N.parsed($0.qualifiedCharitableDistribution),
          earlyDistribution: $0.earlyDistribution.isSet,
          earlyDistributionException: $0.earlyDistributionException.isSet, governmentPension: $0.governmentPension.isSet)
      },
      rentalProperties: storage.fields.rentalProperties.map {
        RentalPropertyAmounts(
          id: $0.id.text, netIncome: N.parsed($0.netIncome), activelyParticipates: $0.activelyParticipates,
          priorYearUnallowedLoss: N.parsed($0.priorYearUnallowedLoss),
          californiaPriorYearUnallowedLoss: $0.californiaPriorYearUnallowedLoss.given())
      })
  }
}

extension CurrentLawPerson {
  /// No one: the spouse of a return without one (every amount zero, nothing given, no lists).
  static var nobody: CurrentLawPerson<N> {
    CurrentLawPerson(
      selfEmploymentReceipts: .zero, selfEmploymentExpenses: .zero, specifiedServiceBusiness: false,
      businessW2WagesPaid: .zero,
      businessPropertyUBIA: .zero, hsaContributions: .zero, hsaFamilyCoverage: false, sepContributions: .zero,
      solo401kDeferrals: .zero,
      selfEmployedHealthInsurance: .zero, iraContributions: .zero, coveredByWorkplacePlan: false,
      otherRetirementContributions: .zero,
      studentLoanInterest: .zero, dependentCareBenefits: nil, qualifiedTips: nil, qualifiedOvertime: nil,
      hasBenefitsOrInterest: false,
      socialSecurityBenefits: .zero, socialSecurityWithheld: .zero, unemploymentCompensation: .zero,
      unemploymentWithheld: .zero,
      treasuryInterest: .zero, taxExemptInterest: .zero, taxExemptInterestOtherStates: .zero,
      foreignTaxPaid: nil, foreignSourceIncome: nil,
      iraBalancePriorYearEnd: nil, ytdCaliforniaSDIWithheld: nil, incentiveStockOptions: [],
      retirementDistributions: [], rentalProperties: [])
  }
}

extension CurrentLawDeductions {
  convenience init(_ deductions: DeductionsData) {
    self.init(
      medicalExpenses: N.parsed(deductions.medicalExpenses), propertyTax: N.parsed(deductions.propertyTax),
      mortgageInterest: N.parsed(deductions.mortgageInterest),
      mortgageBalance: N.parsed(deductions.mortgageBalance),
      mortgageLoanGrandfathered: deductions.mortgageLoanDate.isTruthy
        ? deductions.mortgageLoanDate.text == DeductionsData.grandfatheredLoanDate : nil,
      donations: N.parsed(deductions.donations),
      priorYearStateTaxPaid: N.parsed(deductions.priorYearStateTaxPaid),
      otherStateIncomeTax: N.parsed(deductions.otherStateIncomeTax),
      businessExpenses: N.parsed(deductions.businessExpenses),
      dependentCareExpenses: deductions.dependentCareExpenses.given(),
      passengerVehicleLoanInterest: N.parsed(deductions.passengerVehicleLoanInterest),
      generalSalesTax: N.parsed(deductions.generalSalesTax), washingtonExemptGains: N.parsed(deductions.washingtonExemptGains),
      washingtonCharitableDonations: N.parsed(deductions.washingtonCharitableDonations),
      newYork529Contributions: N.parsed(deductions.newYork529Contributions))
  }
}

extension CurrentLawCarryovers {
  init(_ carryovers: CarryoverData) {
    self.init(
      shortTermCapitalLoss: N.parsed(carryovers.shortTermCapitalLoss),
      longTermCapitalLoss: N.parsed(carryovers.longTermCapitalLoss),
      californiaShortTermCapitalLoss: carryovers.californiaShortTermCapitalLoss.given(),
      californiaLongTermCapitalLoss: carryovers.californiaLongTermCapitalLoss.given())
  }
}
