extension TaxEngine {
  /// California under current law (Form 540): Schedule CA's itemized deductions after the
  /// §17077 limitation or the standard deduction (none for a married person filing separately
  /// whose spouse itemizes), whichever is larger; tax from the tax table below its ceiling and the
  /// schedule above (whole dollars), less the exemption credits after their phase-out (R&TC
  /// §17054.1), plus the mental health services tax on taxable income above its threshold (R&TC
  /// §17043) and the 2½% on early distributions (FTB 3805P), which credits do not reduce. The
  /// tax-by-bracket list only with `bracketDetails`.
  func currentLawCaliforniaTax(
    _ household: CurrentLawHousehold<N>, income: Form1040IncomeWorksheet<N>, capitalLossLimit: N, tables: CaliforniaTaxTables<N>,
    rules: CaliforniaCurrentLawRules<N>, passiveActivityLosses: PassiveActivityLossRule<N>, withholdings: N, estimatedPayments: N,
    bracketDetails: Bool, wagesByPerson: [N], mayItemize: Bool = true
  ) -> (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>) {
    let filingStatus = household.filingStatus
    // California AGI (Schedule CA): the federal AGI with California's own capital loss
    // carryovers when they differ, and the HSA deduction added back (California has no HSAs:
    // R&TC §17131.4, Schedule CA line 13), less Treasury interest, Social Security benefits and
    // unemployment compensation, plus other states' bond interest (Schedule CA lines 2, 6b, 7:
    // ``CaliforniaIncomeDifferences``). The credits' phase-out and Schedule CA Part II (the
    // medical floor, the gifts limit, the itemized limitation) read the federal AGI (Form 540
    // line 13).
    let federalAGI = income.adjustedGrossIncome
    var scheduleD = income.scheduleD
    let carryovers = household.carryovers
    if carryovers.californiaShortTermCapitalLoss != nil || carryovers.californiaLongTermCapitalLoss != nil {
      scheduleD = self.scheduleD(
        shortTermGains: income.scheduleD.shortTerm + carryovers.shortTermCapitalLoss,
        longTermGains: income.scheduleD.longTerm + carryovers.longTermCapitalLoss,
        shortTermCarryover: carryovers.californiaShortTermCapitalLoss ?? .zero, longTermCarryover: carryovers.californiaLongTermCapitalLoss ?? .zero,
        lossLimit: capitalLossLimit)
    }
    // FTB 3506 Part IV: benefits the federal return excludes above California's limit are wages
    // (Schedule CA line 1 column C).
    let family = household.family
    let careExpenses = household.deductions.dependentCareExpenses ?? .zero
    var careBenefits: (benefits: DependentCareBenefitsWorksheet<N>?, wagesAddition: N) = (nil, .zero)
    var earnedIncome: [N] = []
    let claimsCare = careExpenses > .zero && family.careQualifyingPersonCount > 0
    if claimsCare || income.dependentCareBenefits != nil {
      let people = household.peopleOnReturn
      earnedIncome = earnedIncomeByPerson(wages: wagesByPerson, businesses: income.businesses, selfEmployment: income.selfEmployment)
      careBenefits = californiaDependentCareBenefits(
        benefitsByPerson: people.map { $0.dependentCareBenefits ?? .zero }, expenses: careExpenses,
        qualifyingPersons: family.careQualifyingPersonCount, earnedIncome: earnedIncome,
        federalExcluded: income.dependentCareBenefits?.excludedBenefits ?? .zero, filingStatus: filingStatus, rule: rules.dependentCareCredit)
    }
    // Qualified charitable distributions: California excludes what the federal return does, up to
    // the same indexed limit (the federal tables' figure): R&TC §17501(b) applies IRC
    // §§401–420 (§408(d)(8) among them) "without regard to taxable year to the same extent as
    // applicable for federal income tax purposes", and SB 711 (2025) moved the conformity date of
    // §17024.5 to January 1, 2025, after SECURE 2.0 §307 indexed the limit; no line 4 adjustment.
    let retirement = income.retirement
    let differences = californiaIncomeDifferences(income)
    var agi = federalAGI - income.capitalGainOrLoss + scheduleD.gainOrLoss + income.adjustments.healthSavingsAccount
      + differences.total + careBenefits.wagesAddition
    // Rental real estate as FTB 3801 allows it, in place of the federal Form 8582's figure.
    let rentals = form3801(
      household, federal: income.rentalRealEstate, californiaAGI: agi, adjustments: income.adjustments, rule: passiveActivityLosses)
    if let rentals, let federal = income.rentalRealEstate { agi += rentals.rentalIncome - federal.rentalIncome }
    let scheduleCA = scheduleCA(household.deductions, federalAGI: federalAGI, filingStatus: filingStatus, tables: tables, rules: rules)
    let mustItemize = filingStatus == .marriedFilingSeparately && family.spouseItemizes
    let standard = mustItemize ? N.zero : tables.standardDeduction[filingStatus]
    let itemizedAllowed = scheduleCA.worksheet.total
    // `mayItemize` false: an annualized period of a year that does not itemize (FTB 5805 Part III
    // line 4: "If you do not itemize deductions, enter -0-").
    let itemizes = mustItemize || (mayItemize && itemizedAllowed > standard)
    let deduction = itemizes ? DeductionInfo(type: .itemized, amount: itemizedAllowed) : DeductionInfo(type: .standard, amount: standard)
    let taxableIncome = jsMax(.zero, agi - deduction.amount)

    let brackets = tables.brackets[filingStatus]
    let table = taxByTableOrSchedule(taxableIncome, brackets: brackets, table: rules.taxTable)
    let taxBeforeCredits = table.tax.jsRounded()

    let joint = filingStatus.isJoint
    let credits = californiaExemptionCredits(
      seniors: family.seniorCount(joint: joint), blind: family.blindCount(joint: joint),
      dependents: family.qualifyingChildCount + family.otherDependentCount, adjustedGrossIncome: federalAGI, filingStatus: filingStatus,
      rules: rules)

    // Schedule P, and the part of its tax the options cause: a credit for later years (FTB 3510).
    let options: N = household.incentiveStockOptionBargainElement
    func scheduleP(_ options: N) -> CaliforniaAlternativeMinimumTaxWorksheet<N> {
      californiaAlternativeMinimumTax(
        taxableIncome: agi - deduction.amount, itemizes: itemizes, standardDeduction: standard, scheduleCA: scheduleCA.worksheet,
        adjustedGrossIncome: agi, incentiveStockOptions: options, regularTax: taxBeforeCredits, filingStatus: filingStatus,
        rule: rules.alternativeMinimumTax)
    }
    let amt = scheduleP(options)
    let creditCarryforward = options > .zero ? amt.alternativeMinimumTax - scheduleP(.zero).alternativeMinimumTax : .zero
    let carried = capitalLossCarryover(scheduleD, taxableIncome: agi - deduction.amount) ?? scheduleD

    // Form 540 line 40: the child and dependent care expenses credit, after the exemption credits.
    var careCredit: CaliforniaDependentCareCreditWorksheet<N>?
    if claimsCare {
      careCredit = californiaDependentCareCredit(
        qualifyingPersons: family.careQualifyingPersonCount, expensesPaid: careExpenses, benefits: careBenefits.benefits,
        wagesAddition: careBenefits.wagesAddition, earnedIncome: earnedIncome, federalAGI: federalAGI, californiaAGI: agi,
        taxLimit: taxBeforeCredits - credits.total, filingStatus: filingStatus, rule: rules.dependentCareCredit)
    }
    let threshold = tables.mentalHealthTaxThreshold
    let mentalHealthTax = jsMax(.zero, taxableIncome - threshold) * tables.mentalHealthTaxRate
    // Lines 33–48: the tax after the exemption credits, less the nonrefundable credits in the
    // form's order (line 40, FTB 3506, limited above; line 46, the renter's credit, to what is
    // left); then Schedule P's AMT (line 61), the mental health tax (line 62) and FTB 3805P's 2½%
    // on early distributions (line 63), other taxes the credits do not reduce.
    let afterExemptionCredits = jsMax(.zero, taxBeforeCredits - credits.total)
    let afterCareCredit = afterExemptionCredits - (careCredit?.credit ?? .zero)
    let rentersAllowed = californiaRentersCredit(family, adjustedGrossIncome: agi, filingStatus: filingStatus, rule: rules.rentersCredit)
    let renters = jsMax(.zero, jsMin(afterCareCredit, rentersAllowed))
    let earlyDistributionTax = retirement.map { form3805P($0, rule: rules.retirementDistributions).additionalTax } ?? .zero
    let totalTax = (afterCareCredit - renters + amt.alternativeMinimumTax + mentalHealthTax + earlyDistributionTax).jsRounded()
    // Lines 75–76 (FTB 3514): refundable, payments like withholding.
    let form3514 = rules.earnedIncomeCredit.flatMap {
      californiaEarnedIncomeCredit(
        family: family, earnedIncome: income.earnedIncome, wages: income.wages, netLoss: jsMax(.zero, -agi), adjustedGrossIncome: federalAGI,
        investmentIncome: income.earnedIncomeCreditInvestmentIncome, filingStatus: filingStatus, rule: $0)
    }
    let refundableCredits = form3514?.refundableCredits ?? .zero
    let result = CaliforniaTaxResult(
      taxableIncome: taxableIncome, baseTax: taxBeforeCredits, mentalHealthTax: mentalHealthTax.jsRounded(), totalTax: totalTax,
      deduction: deduction, owedOrRefund: (totalTax - withholdings - estimatedPayments - refundableCredits).jsRounded(),
      effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, taxBrackets: bracketDetails ? calculateProgressiveTaxWithDetails(taxableIncome, brackets: brackets).bracketDetails.inCents() : [],
      nextBracketInfo: calculateDistanceToNextBracket(taxableIncome, brackets: brackets).inCents,
      distanceToMentalHealthTax: taxableIncome < threshold ? (threshold - taxableIncome).roundedToCents : nil, exemptionCredits: credits.total,
      alternativeMinimumTax: amt.alternativeMinimumTax, refundableCredits: refundableCredits)
    let worksheet = CaliforniaCurrentLawWorksheet(
      standardDeduction: standard, scheduleCA: scheduleCA.worksheet, taxBeforeCredits: taxBeforeCredits, fromTaxTable: table.fromTable,
      exemptionCredits: credits, adjustedGrossIncome: agi, alternativeMinimumTax: amt, minimumTaxCreditCarryforward: creditCarryforward,
      shortTermCapitalLossCarryover: carried.shortTermCarryover, longTermCapitalLossCarryover: carried.longTermCarryover,
      projections: rules.projections, earlyDistributionTax: earlyDistributionTax,
      incomeDifferences: differences, rentalRealEstate: rentals, dependentCareCredit: careCredit, rentersCredit: renters, rentersCreditAllowed: rentersAllowed,
      earnedIncomeCredit: form3514)
    return (result, scheduleCA.details, worksheet)
  }
}
