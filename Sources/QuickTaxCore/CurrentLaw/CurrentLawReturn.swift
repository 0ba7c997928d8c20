extension TaxEngine {
  /// The whole calculation under current law, on the typed household (``CurrentLawHousehold``)
  /// and the same household income as the web app's (`income`: wages, paychecks, RSU vests,
  /// withholding; an annualized period's, scaled), the return as the forms have it, in their order.
  /// Form 1040 lines 1–11 (income, AGI); Form 540 (California's own return, which needs only AGI);
  /// the state income tax paid (Schedule A line 5a); the senior deduction (Schedule 1-A); Schedule
  /// A; the deduction (line 12) and taxable income (line 15); the tax (line 16) and AMT (line 17,
  /// Form 6251); the child tax credits (line 19, Schedule 8812); the additional tax on early
  /// distributions, NIIT and Additional Medicare Tax (line 23, Forms 5329, 8960 and 8959); total
  /// tax (line 24); payments and refundable credits (lines 25–33). Without `bracketDetails` (a return only the planner reads), the brackets'
  /// tax-by-bracket lists, which only a report shows, are left empty.
  func currentLawComprehensiveTaxWorksheet(
    _ household: CurrentLawHousehold<N>, income householdWorksheet: HouseholdIncomeWorksheet<N>, tables: TaxYearTables<N>,
    federalRules: FederalCurrentLawRules<N>, californiaRules: CaliforniaCurrentLawRules<N>,
    bracketDetails: Bool, itemizing: YearItemizing? = nil
  ) -> ComprehensiveTaxWorksheet<N> {
    let status = household.filingStatus
    let family = household.family
    var householdWorksheet = householdWorksheet
    let wagesByPerson = householdWorksheet.wagesByPerson
    let income = form1040Income(
      household, worksheet: householdWorksheet, wagesByPerson: wagesByPerson, tables: tables, rules: federalRules)
    // The 1099-Rs' withholding is withholding like the W-2s' (Form 1040 line 25b; California's
    // withholding, and state income tax paid for Schedule A line 5a), paid evenly through the
    // year for the estimated tax penalty (IRC §6654(g)(1); R&TC §19136).
    let retirement = income.retirement
    if let retirement {
      householdWorksheet.aggregation.totalWithholdings.federal += retirement.federalWithheld
      householdWorksheet.aggregation.totalWithholdings.state += retirement.stateWithheld
    }
    let aggregation = householdWorksheet.aggregation
    let investment = aggregation.investmentIncome
    let agi = income.adjustedGrossIncome

    var california: (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>)?
    let californiaEstimatedPaid = household.californiaEstimatedPayments
    if household.includeCaliforniaTax {
      california = currentLawCaliforniaTax(
        household, income: income,
        capitalLossLimit: status == .marriedFilingSeparately ? federalRules.marriedFilingSeparately.capitalLossLimit : tables.federal.capitalLossLimit,
        tables: tables.california, rules: californiaRules, passiveActivityLosses: federalRules.passiveActivityLosses,
        withholdings: aggregation.totalWithholdings.state,
        estimatedPayments: californiaEstimatedPaid, bracketDetails: bracketDetails, wagesByPerson: wagesByPerson,
        mayItemize: itemizing?.california ?? true)
    }
    let statePaid = stateIncomeTaxPaid(
      household, income: householdWorksheet, stateWithholding: aggregation.totalWithholdings.state,
      disabilityInsuranceRate: californiaRules.disabilityInsuranceRate)

    // Form 1040 line 27: the earned income credit needs only earned income and AGI; Schedule 8812
    // Part II-B subtracts it.
    // Nil where nothing is figured (earned income or AGI past the table, as for most returns).
    let earnedIncomeCredit = federalRules.earnedIncomeCredit.flatMap {
      self.earnedIncomeCredit(
        family: family, earnedIncome: income.earnedIncome, adjustedGrossIncome: agi,
        investmentIncome: income.earnedIncomeCreditInvestmentIncome, filingStatus: status, rule: $0)
    }
    let earnedIncomeCreditAmount = earnedIncomeCredit?.credit ?? .zero  // line 27
    // Schedule 1-A (line 13b): taken off AGI for taxable income, and so for QBI's income limit
    // (Form 8995 line 11) and §68's base; only its senior deduction is added back for the AMT
    // (2025 Form 6251 line 1a: tips, overtime and car loan interest stay deducted).
    let schedule1A = income.schedule1A
    let senior = schedule1A.seniorDeduction
    let additionalDeductions = schedule1A.total
    let scheduleA0 = scheduleA(
      household.deductions, stateIncomeTaxPaid: statePaid.total, adjustedGrossIncome: agi, limitationBase: agi - additionalDeductions, filingStatus: status,
      tables: tables.federal, rules: federalRules)
    let options: N = household.incentiveStockOptionBargainElement

    // The larger deduction, unless itemizing a smaller one lowers the tax with AMT (IRC §63(e)
    // lets a taxpayer elect to itemize): both are figured and the lower tax taken.
    typealias Figured = (
      scheduleA: ScheduleAWorksheet<N>, deduction: FederalDeductionWorksheet<N>, qbi: QualifiedBusinessIncomeWorksheet<N>, regular: RegularTaxWorksheet<N>,
      amt: AlternativeMinimumTaxWorksheet<N>, foreign: ForeignTaxCreditWorksheet<N>?, savers: SaversCreditWorksheet<N>,
      credits: Schedule8812Worksheet<N>, afterDeductions: N, care: CareAndEducationCredits<N>?
    )
    let people = household.peopleOnReturn
    let hasForeignTax = people.contains { $0.foreignTaxPaid != nil }
    /// Form 6251 line 2a: the taxes itemized, or the standard deduction; less §68's limitation,
    /// which the AMT does not apply (IRC §56(b)(1)(F)).
    func deductionAddBack(_ scheduleA: ScheduleAWorksheet<N>, _ deduction: FederalDeductionWorksheet<N>) -> N {
      deduction.itemizes ? scheduleA.saltDeduction - scheduleA.limitation : deduction.standardDeduction
    }
    /// Schedule 8812 Part II-B's lines 21, 22 and 24, for three or more qualifying children only.
    func socialSecurityTaxes() -> SocialSecurityTaxesForChildTaxCredit<N>? {
      guard family.qualifyingChildCount >= Self.childrenForSocialSecurityTaxes, let rule = federalRules.employeeSocialSecurityTax else { return nil }
      let withheld = additionalMedicareTax(personWages: wagesByPerson, filingStatus: status, rules: federalRules).withheld
      return SocialSecurityTaxesForChildTaxCredit(
        withheld: rule.withheld(
          personWages: wagesByPerson, wageBase: federalRules.selfEmploymentTax.socialSecurityWageBase,
          additionalMedicareTaxWithheld: withheld),
        selfEmploymentTaxDeduction: income.selfEmployment.reduce(N.zero) { $0 + $1.deduction }, earnedIncomeCredit: earnedIncomeCreditAmount)
    }
    func figured(_ itemize: Bool?) -> Figured {
      var scheduleA = scheduleA0
      func deductionAndQBI(_ scheduleA: ScheduleAWorksheet<N>) -> (FederalDeductionWorksheet<N>, QualifiedBusinessIncomeWorksheet<N>, N) {
        let deduction = currentLawFederalDeduction(
          scheduleA, family: family, filingStatus: status, tables: tables.federal, rules: federalRules, itemize: itemize)
        let beforeBusinessDeduction = agi - deduction.total - additionalDeductions  // line 12 and line 13b
        let qbi = qualifiedBusinessIncomeDeduction(
          businesses: income.businesses, adjustmentShares: income.adjustments.businessShares, taxableIncome: jsMax(.zero, beforeBusinessDeduction),
          netCapitalGain: income.qualifiedDividends + income.netLongTermGain, filingStatus: status, rule: federalRules.qualifiedBusinessIncome)
        return (deduction, qbi, beforeBusinessDeduction)
      }
      var (deduction, qbi, beforeBusinessDeduction) = deductionAndQBI(scheduleA0)
      // IRC §68 (from 2026) measures taxable income with the QBI deduction taken, and the QBI
      // deduction's limit measures it with §68's limitation taken: once round, starting from the
      // limitation without the QBI deduction.
      if scheduleA0.limitation > .zero && qbi.deduction > .zero {
        scheduleA = self.scheduleA(
          household.deductions, stateIncomeTaxPaid: statePaid.total, adjustedGrossIncome: agi, limitationBase: agi - additionalDeductions - qbi.deduction,
          filingStatus: status, tables: tables.federal, rules: federalRules)
        (deduction, qbi, beforeBusinessDeduction) = deductionAndQBI(scheduleA)
      }
      let afterDeductions = beforeBusinessDeduction - qbi.deduction  // lines 14–15 before the floor at zero
      let regular = regularTaxWorksheet(
        taxableIncome: jsMax(.zero, afterDeductions), qualifiedDividends: income.qualifiedDividends, netCapitalGain: income.netLongTermGain,
        filingStatus: status, tables: tables.federal, rules: federalRules)
      let amt = alternativeMinimumTax(
        incomeAfterDeductions: afterDeductions,
        deductionAddBack: deductionAddBack(scheduleA, deduction) + senior + options, regular: regular,
        filingStatus: status, tables: tables.federal, rule: federalRules.alternativeMinimumTax)
      // Schedule 3's order: the foreign tax credit (line 1), Forms 2441 and 8863 (lines 2–3), then
      // Form 8880 (line 4), each limited by the tax the lines before leave; then Schedule 8812
      // (Credit Limit Worksheet A subtracts Schedule 3 lines 1–4).
      let line18 = regular.regularTax + amt.alternativeMinimumTax
      let foreign =
        hasForeignTax
        ? foreignTaxCredit(
          people, taxableIncome: jsMax(.zero, afterDeductions), tax: line18, filingStatus: status, rule: federalRules.foreignTaxCredit) : nil
      let foreignCredit = foreign?.credit ?? .zero
      let care = careAndEducationCredits(
        household, income: income, wagesByPerson: wagesByPerson, taxLimit: line18 - foreignCredit, rules: federalRules)
      let savers = saversCredit(
        people: people, distributions: retirement?.distributionsByPerson ?? [], adjustedGrossIncome: agi,
        taxLimit: line18 - foreignCredit - (care?.nonrefundableCredit ?? .zero), filingStatus: status, rule: federalRules.saversCredit)
      let credits = schedule8812(
        qualifyingChildren: family.qualifyingChildCount, otherDependents: family.otherDependentCount, modifiedAGI: agi,
        taxLimit: line18 - foreignCredit - (care?.nonrefundableCredit ?? .zero) - savers.credit, earnedIncome: income.earnedIncome, filingStatus: status,
        rule: federalRules.childTaxCredit, socialSecurityTaxes: socialSecurityTaxes())
      return (scheduleA, deduction, qbi, regular, amt, foreign, savers, credits, afterDeductions, care)
    }
    func netTax(_ figures: Figured) -> N {
      figures.regular.regularTax + figures.amt.alternativeMinimumTax - (figures.foreign?.credit ?? .zero) - (figures.care?.nonrefundableCredit ?? .zero)
        - figures.savers.credit - figures.credits.nonrefundableCredit - figures.credits.additionalChildTaxCredit - (figures.care?.refundableCredit ?? .zero)
    }
    // An annualized period of a year that takes the standard deduction takes it too (Schedule AI
    // line 4: "If you don't itemize, enter -0-").
    let standardOnly = itemizing?.federal == false
    var chosen = figured(standardOnly ? false : nil)
    if !standardOnly && chosen.amt.alternativeMinimumTax > .zero && !chosen.deduction.mustItemize {
      let other = figured(!chosen.deduction.itemizes)
      if netTax(other) < netTax(chosen) { chosen = other }
    }
    let (scheduleA, deduction, qbi, regular, amt, foreign, savers, credits, afterDeductions, care) = chosen
    let foreignCredit = foreign?.credit ?? .zero
    let careCredit = care?.nonrefundableCredit ?? .zero
    let opportunityCredit = care?.refundableCredit ?? .zero  // Form 1040 line 29
    // Form 8801: the AMT the options cause (a deferral item) is a credit for later years.
    var creditCarryforward = N.zero
    if options > .zero && amt.alternativeMinimumTax > .zero {
      let withoutOptions = alternativeMinimumTax(
        incomeAfterDeductions: afterDeductions, deductionAddBack: deductionAddBack(scheduleA, deduction) + senior,
        regular: regular, filingStatus: status, tables: tables.federal, rule: federalRules.alternativeMinimumTax)
      creditCarryforward = amt.alternativeMinimumTax - withoutOptions.alternativeMinimumTax
    }
    let scheduleD = capitalLossCarryover(income.scheduleD, taxableIncome: afterDeductions)
    let taxableIncome = regular.taxableIncome
    // Form 8960 line 1 is Form 1040 line 2b (Treasury interest in it); Social Security benefits,
    // unemployment compensation and tax-exempt interest are not investment income (§1411(c)(1)).
    let niit = netInvestmentIncomeTax(
      interest: income.taxableInterest, ordinaryDividends: income.ordinaryDividends, capitalGainOrLoss: income.capitalGainOrLoss,
      rentalIncome: income.rentalRealEstate?.rentalIncome ?? .zero, adjustedGrossIncome: agi, filingStatus: status, rule: federalRules.netInvestmentIncomeTax)
    let medicare = additionalMedicareTax(
      personWages: wagesByPerson, selfEmploymentEarnings: income.selfEmploymentEarnings,
      filingStatus: status, rules: federalRules)
    let selfEmploymentTax = income.selfEmployment.reduce(N.zero) { $0 + $1.tax }
    let earlyDistributionTax = retirement.map { form5329($0, rule: federalRules.retirementDistributions).additionalTax } ?? .zero

    let taxAfterCredits = jsMax(
      .zero,
      regular.regularTax + amt.alternativeMinimumTax - foreignCredit - careCredit - savers.credit
        - credits.nonrefundableCredit)  // line 22
    let totalTax = (taxAfterCredits + selfEmploymentTax + earlyDistributionTax + niit.tax + medicare.tax).jsRounded()  // line 24
    let federalEstimatedPaid = household.federalEstimatedPayments
    let withheldOnForms1099 = income.benefitsAndInterest.federalWithheld  // line 25b
    let owed = totalTax - aggregation.totalWithholdings.federal - medicare.withheld - withheldOnForms1099 - federalEstimatedPaid
      - credits.additionalChildTaxCredit - earnedIncomeCreditAmount - opportunityCredit  // lines 27–29 (line 28 above)
    // The worksheet takes the tax as if all were ordinary when that is less (line 25).
    let capitalGainsTax = regular.regularTax < regular.ordinaryTax + regular.preferentialTax ? N.zero : regular.preferentialTax
    let brackets = tables.federal.ordinaryBrackets[status]
    let ordinaryDetails = bracketDetails ? calculateProgressiveTaxWithDetails(regular.ordinaryTaxableIncome, brackets: brackets).bracketDetails : []
    let capitalGainsDetails =
      bracketDetails
      ? stackCapitalGains(
        jsMin(taxableIncome, regular.preferentialIncome), onTopOf: regular.ordinaryTaxableIncome,
        brackets: tables.federal.capitalGainsBrackets[status]).bracketDetails : []
    let components = FederalIncomeComponents(
      wages: income.wages, nonQualifiedDividends: income.ordinaryDividends - income.qualifiedDividends,
      interestIncome: income.taxableInterest, shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      qualifiedDividends: income.qualifiedDividends, capitalLossDeduction: jsMin(.zero, income.capitalGainOrLoss),
      rothConversion: aggregation.rothConversion, totalOrdinaryIncome: agi - regular.preferentialIncome,
      ordinaryTaxableIncome: regular.ordinaryTaxableIncome)
    let federalTax = FederalTaxResult(
      taxableIncome: taxableIncome, ordinaryIncomeTax: (regular.regularTax - capitalGainsTax).jsRounded(),
      capitalGainsTax: capitalGainsTax.jsRounded(), totalTax: totalTax,
      deduction: DeductionInfo(type: deduction.itemizes ? .itemized : .standard, amount: deduction.total),
      owedOrRefund: owed.jsRounded(), effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, incomeComponents: components,
      ordinaryTaxBrackets: ordinaryDetails.inCents(), capitalGainsBrackets: capitalGainsDetails.inCents(),
      nextBracketInfo: calculateDistanceToNextBracket(regular.ordinaryTaxableIncome, brackets: brackets).inCents,
      currentLaw: FederalCurrentLawTaxes(
        regularTax: regular.regularTax, alternativeMinimumTax: amt.alternativeMinimumTax, netInvestmentIncomeTax: niit.tax,
        additionalMedicareTax: medicare.tax, additionalMedicareTaxWithheld: medicare.withheld, adjustedGrossIncome: agi,
        seniorDeduction: senior, childTaxCredit: credits.nonrefundableCredit, additionalChildTaxCredit: credits.additionalChildTaxCredit,
        selfEmploymentTax: selfEmploymentTax, qualifiedBusinessIncomeDeduction: qbi.deduction, saversCredit: savers.credit,
        additionalTaxOnEarlyDistributions: earlyDistributionTax, withheldOnForms1099: withheldOnForms1099, foreignTaxCredit: foreignCredit,
        earnedIncomeCredit: earnedIncomeCreditAmount, americanOpportunityCredit: opportunityCredit))

    // Another state's return beside the federal one; a period's return makes one only for a
    // state whose estimated tax is planned (New York's annualized worksheet reads it).
    let profile = household.residence?.profile
    let stateReturn = (itemizing == nil || profile?.plansEstimatedTax == true ? profile?.otherReturn : nil).flatMap {
      StateReturnInputs(
        engine: self, household: household, income: income, scheduleA: scheduleA, stateIncomeTaxPaid: statePaid, earnedIncomeCredit: earnedIncomeCreditAmount, dependentCare: care?.dependentCare,
        stateWithholding: aggregation.totalWithholdings.state, tables: tables
      ).stateReturn(madeBy: $0)
    }
    let result = TaxCalculationResult(
      totalIncome: agi.jsRounded(), businessExpenses: .zero, federalTax: federalTax,
      californiaTax: california?.result, stateTax: stateReturn)
    let breakdown = FederalIncomeBreakdown(
      ordinaryIncome: agi - income.qualifiedDividends - income.netLongTermGain, qualifiedDividends: income.qualifiedDividends,
      longTermCapitalGains: income.netLongTermGain, shortTermCapitalGains: .zero, wages: income.wages,
      interestIncome: income.taxableInterest, ordinaryDividends: income.ordinaryDividends,
      capitalLossDeduction: jsMin(.zero, income.capitalGainOrLoss), rothConversion: aggregation.rothConversion)
    // Form 1040's lines made again with the carryover only where there is one (a net loss).
    let incomeWithCarryover = scheduleD.map { income.with(scheduleD: $0) } ?? income
    let worksheet = CurrentLawWorksheet(
      household: household, income: incomeWithCarryover, stateIncomeTaxPaid: statePaid, scheduleA: scheduleA, deductions: deduction, seniorDeduction: senior,
      qualifiedBusinessIncome: qbi, regularTax: regular, alternativeMinimumTax: amt, minimumTaxCreditCarryforward: creditCarryforward,
      saversCredit: savers, schedule8812: credits, earnedIncomeCredit: earnedIncomeCredit, careAndEducation: care,
      netInvestmentIncome: niit.netInvestmentIncome,
      investmentIncomeMAGIExcess: niit.magiExcess, medicareWages: medicare.wages, additionalMedicareTaxWithheld: medicare.withheld,
      california: california?.worksheet, foreignTaxCredit: foreign)
    return ComprehensiveTaxWorksheet(
      household: householdWorksheet, businessExpenses: .zero, totalIncome: agi, netCapitalGains: income.scheduleD.net,
      federalIncomeBreakdown: breakdown, estimatedCAStateTax: statePaid.total, federalStandardDeduction: deduction.standardDeduction,
      federalItemized: scheduleA.itemizedDetails(mortgageBalance: household.deductions.mortgageBalance),
      federalEstimatedPaymentsMade: federalEstimatedPaid,
      california: california.map {
        CaliforniaDeductionWorksheet(
          standardDeduction: $0.worksheet.standardDeduction, itemized: $0.itemized, estimatedPaymentsMade: californiaEstimatedPaid)
      },
      result: result, currentLaw: worksheet)
  }
}
