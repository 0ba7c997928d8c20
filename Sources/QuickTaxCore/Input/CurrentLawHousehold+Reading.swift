extension TaxEngine {
  /// The household as current law reads it, read once from the validated household: the only
  /// place its text becomes current law's numbers (``CurrentLawHousehold``). The spouse's inputs
  /// are read on a joint return only: no other return has the spouse on it. Wages, withholding
  /// and investment income are the web app's aggregation (`aggregateHouseholdIncomeWorksheet`,
  /// which parses as `parseFloat` does), which the return takes beside this.
  func currentLawHousehold(_ household: Household) -> CurrentLawHousehold<N> {
    let payments = household.estimatedPayments
    let paidInYear = household.californiaEstimatedPaidInYear
    return CurrentLawHousehold(
      taxYear: household.taxYear, filingStatus: household.filingStatus,
      includeCaliforniaTax: household.includeCaliforniaTax,
      family: CurrentLawFamily(household.family),
      students: household.family.students.map {
        EducationStudentExpenses(
          americanOpportunity: $0.isAmericanOpportunity, qualifiedExpenses: N.parsed($0.qualifiedExpenses))
      },
      userIncome: CurrentLawPerson(household.userIncome),
      spouseIncome: household.filingStatus.isJoint
        ? CurrentLawPerson(household.spouseIncome) : CurrentLawPerson(IncomeData()),
      deductions: CurrentLawDeductions(household.deductions),
      carryovers: CurrentLawCarryovers(household.carryovers),
      federalEstimatedPayments: calculateTotalFederalEstimatedPayments(payments),
      californiaEstimatedPayments: calculateTotalCaliforniaEstimatedPayments(payments),
      californiaEstimatedPaidInYear: paidInYear.isEmpty
        ? N.parsed(payments.californiaQ1) + N.parsed(payments.californiaQ2) : N.parsed(paidInYear))
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
      childrenUnder6Count: family.childrenUnder6Count,
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
    let own = income.storage.fields
    self.init(
      selfEmploymentReceipts: N.parsed(own.selfEmploymentReceipts),
      selfEmploymentExpenses: N.parsed(own.selfEmploymentExpenses),
      specifiedServiceBusiness: own.specifiedServiceBusiness.isSet,
      businessW2WagesPaid: N.parsed(own.businessW2WagesPaid),
      businessPropertyUBIA: N.parsed(own.businessPropertyUBIA),
      hsaContributions: N.parsed(own.hsaContributions),
      hsaFamilyCoverage: own.hsaFamilyCoverage.isSet, sepContributions: N.parsed(own.sepContributions),
      solo401kDeferrals: N.parsed(own.solo401kDeferrals),
      selfEmployedHealthInsurance: N.parsed(own.selfEmployedHealthInsurance),
      iraContributions: N.parsed(own.iraContributions),
      coveredByWorkplacePlan: own.coveredByWorkplacePlan.isSet,
      otherRetirementContributions: N.parsed(own.otherRetirementContributions),
      studentLoanInterest: N.parsed(own.studentLoanInterest),
      dependentCareBenefits: own.dependentCareBenefits.given(), qualifiedTips: own.qualifiedTips.given(),
      qualifiedOvertime: own.qualifiedOvertime.given(),
      hasBenefitsOrInterest: income.hasBenefitsOrInterestText,
      socialSecurityBenefits: N.parsed(own.socialSecurityBenefits),
      socialSecurityWithheld: N.parsed(own.socialSecurityWithheld),
      unemploymentCompensation: N.parsed(own.unemploymentCompensation),
      unemploymentWithheld: N.parsed(own.unemploymentWithheld),
      treasuryInterest: N.parsed(own.treasuryInterest), taxExemptInterest: N.parsed(own.taxExemptInterest),
      taxExemptInterestOtherStates: N.parsed(own.taxExemptInterestOtherStates),
      foreignTaxPaid: own.foreignTaxPaid.given(),
      foreignSourceIncome: own.foreignSourceIncome.given(),
      iraBalancePriorYearEnd: own.iraBalancePriorYearEnd.given(),
      ytdCaliforniaSDIWithheld: own.ytdCaliforniaSDIWithheld.given(),
      incentiveStockOptions: own.incentiveStockOptions.map {
        IncentiveStockOptionAmount(
          day: DayNumber.of($0.date.text), bargainElement: N.parsed($0.bargainElement))
      },
      retirementDistributions: own.retirementDistributions.map {
        RetirementDistributionAmounts(
          isIRA: $0.isIRA, day: StrictInput.isCalendarDate($0.date.text) ? DayNumber.of($0.date.text) : nil,
          taxableAmount: N.parsed($0.taxableAmount), federalWithheld: N.parsed($0.federalWithheld),
          stateWithheld: N.parsed($0.stateWithheld),
          qualifiedCharitableDistribution: N.parsed($0.qualifiedCharitableDistribution),
          earlyDistribution: $0.earlyDistribution.isSet,
          earlyDistributionException: $0.earlyDistributionException.isSet)
      },
      rentalProperties: own.rentalProperties.map {
        RentalPropertyAmounts(
          id: $0.id.text, netIncome: N.parsed($0.netIncome), activelyParticipates: $0.activelyParticipates,
          priorYearUnallowedLoss: N.parsed($0.priorYearUnallowedLoss),
          californiaPriorYearUnallowedLoss: $0.californiaPriorYearUnallowedLoss.given())
      })
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
      passengerVehicleLoanInterest: N.parsed(deductions.passengerVehicleLoanInterest))
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
