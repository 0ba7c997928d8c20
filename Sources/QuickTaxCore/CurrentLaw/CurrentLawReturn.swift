extension TaxEngine {
  /// The whole calculation under current law: the same household income (wages, paychecks, RSU
  /// vests, withholding) as the web app, then the return as the forms have it, in their order.
  /// Form 1040 lines 1–11 (income, AGI); Form 540 (California's own return, which needs only AGI);
  /// the state income tax paid (Schedule A line 5a); the senior deduction (Schedule 1-A); Schedule
  /// A; the deduction (line 12) and taxable income (line 15); the tax (line 16) and AMT (line 17,
  /// Form 6251); the child tax credits (line 19, Schedule 8812); NIIT and Additional Medicare Tax
  /// (line 23, Forms 8960 and 8959); total tax (line 24); payments and refundable credits (lines
  /// 25–33).
  func currentLawComprehensiveTaxWorksheet(
    _ household: Household, tables: TaxYearTables<N>, federalRules: FederalCurrentLawRules<N>, californiaRules: CaliforniaCurrentLawRules<N>
  ) -> ComprehensiveTaxWorksheet<N> {
    let status = household.filingStatus
    let family = household.family
    let householdWorksheet = aggregateHouseholdIncomeWorksheet(
      household.userIncome, household.spouseIncome, filingStatus: status, tables: tables)
    let aggregation = householdWorksheet.aggregation
    let investment = aggregation.investmentIncome
    let separate = status == .marriedFilingSeparately
    let income = form1040Income(
      aggregation, businessExpenses: N.parsed(household.deductions.businessExpenses),
      capitalLossLimit: separate ? federalRules.marriedFilingSeparately.capitalLossLimit : tables.federal.capitalLossLimit)
    let agi = income.adjustedGrossIncome

    var california: (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>)?
    let californiaEstimatedPaid = calculateTotalCaliforniaEstimatedPayments(household.estimatedPayments)
    if household.includeCaliforniaTax {
      california = currentLawCaliforniaTax(
        household, adjustedGrossIncome: agi, tables: tables.california, rules: californiaRules,
        withholdings: aggregation.totalWithholdings.state, estimatedPayments: californiaEstimatedPaid)
    }
    let statePaid = stateIncomeTaxPaid(
      household, wagesByPerson: householdWorksheet.people.map(\.aggregation.wageIncome), stateWithholding: aggregation.totalWithholdings.state,
      disabilityInsuranceRate: californiaRules.disabilityInsuranceRate)

    let seniors = ([family.userAge65OrOlder] + (status.isJoint ? [family.spouseAge65OrOlder] : [])).count { FamilyData.isSet($0) }
    let senior = seniorDeduction(seniors: seniors, modifiedAGI: agi, filingStatus: status, rule: federalRules.seniorDeduction)
    let scheduleA = scheduleA(
      household.deductions, stateIncomeTaxPaid: statePaid.total, adjustedGrossIncome: agi, limitationBase: agi - senior, filingStatus: status,
      tables: tables.federal, rules: federalRules)

    // The larger deduction, unless itemizing a smaller one lowers the tax with AMT (IRC §63(e)
    // lets a taxpayer elect to itemize): both are figured and the lower tax taken.
    typealias Figured = (
      deduction: FederalDeductionWorksheet<N>, regular: RegularTaxWorksheet<N>, amt: AlternativeMinimumTaxWorksheet<N>,
      credits: Schedule8812Worksheet<N>
    )
    func figured(_ itemize: Bool?) -> Figured {
      let deduction = currentLawFederalDeduction(
        scheduleA, family: family, filingStatus: status, tables: tables.federal, rules: federalRules, itemize: itemize)
      let afterDeductions = agi - deduction.total - senior  // lines 14–15 before the floor at zero
      let regular = regularTaxWorksheet(
        taxableIncome: jsMax(.zero, afterDeductions), qualifiedDividends: income.qualifiedDividends, netCapitalGain: income.netLongTermGain,
        filingStatus: status, tables: tables.federal, rules: federalRules)
      let amt = alternativeMinimumTax(
        incomeAfterDeductions: afterDeductions,
        deductionAddBack: (deduction.itemizes ? scheduleA.saltDeduction : deduction.standardDeduction) + senior, regular: regular,
        filingStatus: status, tables: tables.federal, rule: federalRules.alternativeMinimumTax)
      let credits = schedule8812(
        qualifyingChildren: family.qualifyingChildCount, otherDependents: family.otherDependentCount, modifiedAGI: agi,
        taxLimit: regular.regularTax + amt.alternativeMinimumTax, earnedIncome: income.wages, filingStatus: status,
        rule: federalRules.childTaxCredit)
      return (deduction, regular, amt, credits)
    }
    func netTax(_ figures: Figured) -> N {
      figures.regular.regularTax + figures.amt.alternativeMinimumTax - figures.credits.nonrefundableCredit
        - figures.credits.additionalChildTaxCredit
    }
    var chosen = figured(nil)
    if chosen.amt.alternativeMinimumTax > .zero && !chosen.deduction.mustItemize {
      let other = figured(!chosen.deduction.itemizes)
      if netTax(other) < netTax(chosen) { chosen = other }
    }
    let (deduction, regular, amt, credits) = chosen
    let taxableIncome = regular.taxableIncome
    let niit = netInvestmentIncomeTax(
      interest: investment.interestIncome, ordinaryDividends: income.ordinaryDividends, capitalGainOrLoss: income.capitalGainOrLoss,
      adjustedGrossIncome: agi, filingStatus: status, rule: federalRules.netInvestmentIncomeTax)
    let medicare = additionalMedicareTax(
      personWages: householdWorksheet.people.map(\.aggregation.wageIncome), filingStatus: status, rules: federalRules)

    let taxAfterCredits = jsMax(.zero, regular.regularTax + amt.alternativeMinimumTax - credits.nonrefundableCredit)  // line 22
    let totalTax = (taxAfterCredits + niit.tax + medicare.tax).jsRounded()  // line 24
    let federalEstimatedPaid = calculateTotalFederalEstimatedPayments(household.estimatedPayments)
    let owed = totalTax - aggregation.totalWithholdings.federal - medicare.withheld - federalEstimatedPaid - credits.additionalChildTaxCredit
    // The worksheet takes the tax as if all were ordinary when that is less (line 25).
    let capitalGainsTax = regular.regularTax < regular.ordinaryTax + regular.preferentialTax ? N.zero : regular.preferentialTax
    let brackets = tables.federal.ordinaryBrackets[status]
    let ordinaryDetails = calculateProgressiveTaxWithDetails(regular.ordinaryTaxableIncome, brackets: brackets)
    let capitalGainsDetails = stackCapitalGains(
      jsMin(taxableIncome, regular.preferentialIncome), onTopOf: regular.ordinaryTaxableIncome,
      brackets: tables.federal.capitalGainsBrackets[status])
    let components = FederalIncomeComponents(
      wages: income.wages, nonQualifiedDividends: income.ordinaryDividends - income.qualifiedDividends,
      interestIncome: income.taxableInterest, shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      qualifiedDividends: income.qualifiedDividends, capitalLossDeduction: jsMin(.zero, income.capitalGainOrLoss),
      rothConversion: income.iraDistributions, totalOrdinaryIncome: agi - regular.preferentialIncome,
      ordinaryTaxableIncome: regular.ordinaryTaxableIncome)
    let federalTax = FederalTaxResult(
      taxableIncome: taxableIncome, ordinaryIncomeTax: (regular.regularTax - capitalGainsTax).jsRounded(),
      capitalGainsTax: capitalGainsTax.jsRounded(), totalTax: totalTax,
      deduction: DeductionInfo(type: deduction.itemizes ? .itemized : .standard, amount: deduction.total),
      owedOrRefund: owed.jsRounded(), effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, incomeComponents: components,
      ordinaryTaxBrackets: ordinaryDetails.bracketDetails, capitalGainsBrackets: capitalGainsDetails.bracketDetails,
      nextBracketInfo: calculateDistanceToNextBracket(regular.ordinaryTaxableIncome, brackets: brackets),
      currentLaw: FederalCurrentLawTaxes(
        regularTax: regular.regularTax, alternativeMinimumTax: amt.alternativeMinimumTax, netInvestmentIncomeTax: niit.tax,
        additionalMedicareTax: medicare.tax, additionalMedicareTaxWithheld: medicare.withheld, adjustedGrossIncome: agi,
        seniorDeduction: senior, childTaxCredit: credits.nonrefundableCredit, additionalChildTaxCredit: credits.additionalChildTaxCredit))

    let result = TaxCalculationResult(
      totalIncome: agi.jsRounded(), businessExpenses: income.businessExpenses.jsRounded(), federalTax: federalTax,
      californiaTax: california?.result)
    let breakdown = FederalIncomeBreakdown(
      ordinaryIncome: agi - income.qualifiedDividends - income.netLongTermGain, qualifiedDividends: income.qualifiedDividends,
      longTermCapitalGains: income.netLongTermGain, shortTermCapitalGains: .zero, wages: income.wages,
      interestIncome: income.taxableInterest, ordinaryDividends: income.ordinaryDividends,
      capitalLossDeduction: jsMin(.zero, income.capitalGainOrLoss), rothConversion: income.iraDistributions)
    let worksheet = CurrentLawWorksheet(
      income: income, stateIncomeTaxPaid: statePaid, scheduleA: scheduleA, deductions: deduction, seniorDeduction: senior,
      regularTax: regular, alternativeMinimumTax: amt, schedule8812: credits, netInvestmentIncome: niit.netInvestmentIncome,
      investmentIncomeMAGIExcess: niit.magiExcess, medicareWages: medicare.wages, additionalMedicareTaxWithheld: medicare.withheld,
      california: california?.worksheet)
    return ComprehensiveTaxWorksheet(
      household: householdWorksheet, businessExpenses: income.businessExpenses, totalIncome: agi, netCapitalGains: income.netCapitalGains,
      federalIncomeBreakdown: breakdown, estimatedCAStateTax: statePaid.total, federalStandardDeduction: deduction.standardDeduction,
      federalItemized: scheduleA.itemizedDetails(mortgageBalance: N.parsed(household.deductions.mortgageBalance)),
      federalEstimatedPaymentsMade: federalEstimatedPaid,
      california: california.map {
        CaliforniaDeductionWorksheet(
          standardDeduction: $0.worksheet.standardDeduction, itemized: $0.itemized, estimatedPaymentsMade: californiaEstimatedPaid)
      },
      result: result, currentLaw: worksheet)
  }
}
