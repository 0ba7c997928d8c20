extension TaxEngine {
  /// The whole calculation under current law: the same household income (wages, paychecks, RSU
  /// vests, withholding) as the web app, then the return as the law has it. Federal: AGI with the
  /// capital loss limit and the business expenses; California first, since its tax is the state
  /// income tax federal SALT counts; the deduction; the regular tax by the capital gains worksheet
  /// and the Tax Table; AMT, NIIT and Additional Medicare Tax on top, and what employers withheld
  /// of the last. California: see ``currentLawCaliforniaTax``.
  func currentLawComprehensiveTaxWorksheet(
    _ household: Household, tables: TaxYearTables<N>, federalRules: FederalCurrentLawRules<N>, californiaRules: CaliforniaCurrentLawRules<N>
  ) -> ComprehensiveTaxWorksheet<N> {
    let status = household.filingStatus
    let householdWorksheet = aggregateHouseholdIncomeWorksheet(
      household.userIncome, household.spouseIncome, filingStatus: status, tables: tables)
    let income = householdWorksheet.aggregation
    let investment = income.investmentIncome
    let businessExpenses = N.parsed(household.deductions.businessExpenses)

    // Form 1099-DIV box 1a includes the qualified dividends of box 1b.
    let ordinaryDividends = jsMax(investment.ordinaryDividends, investment.qualifiedDividends)
    let netCapitalGains = investment.shortTermGains + investment.longTermGains
    let capitalGainOrLoss =
      netCapitalGains < .zero ? jsMax(netCapitalGains, -tables.federal.capitalLossLimit) : netCapitalGains
    let agi = income.wageIncome + investment.interestIncome + ordinaryDividends + capitalGainOrLoss + income.rothConversion
      - businessExpenses
    // Schedule D: the long-term gain left after short-term losses is the preferential part.
    let netLongTermGain = jsMax(.zero, jsMin(investment.longTermGains, netCapitalGains))

    var california: (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>)?
    let californiaEstimatedPaid = calculateTotalCaliforniaEstimatedPayments(household.estimatedPayments)
    if household.includeCaliforniaTax {
      california = currentLawCaliforniaTax(
        household.deductions, adjustedGrossIncome: agi, filingStatus: status, tables: tables.california, rules: californiaRules,
        withholdings: income.totalWithholdings.state, estimatedPayments: californiaEstimatedPaid)
    }
    let stateIncomeTax = california?.result.totalTax ?? .zero

    let itemized = calculateFederalItemizedDeductionDetails(
      household.deductions, estimatedCAStateTax: stateIncomeTax, includeCaliforniaTax: household.includeCaliforniaTax,
      tables: tables.federal, magi: agi)
    // The larger deduction, unless itemizing a smaller one lowers the tax with AMT (IRC §63(e)
    // lets a taxpayer elect to itemize): both are figured and the lower tax taken.
    func figured(_ itemize: Bool?) -> (deduction: FederalDeductionWorksheet<N>, regular: RegularTaxWorksheet<N>, amt: AlternativeMinimumTaxWorksheet<N>) {
      let deduction = currentLawFederalDeduction(
        itemized, adjustedGrossIncome: agi, filingStatus: status, tables: tables.federal, rules: federalRules, itemize: itemize)
      let regular = regularTaxWorksheet(
        taxableIncome: jsMax(.zero, agi - deduction.total), qualifiedDividends: investment.qualifiedDividends,
        netCapitalGain: netLongTermGain, filingStatus: status, tables: tables.federal, rules: federalRules)
      let amt = alternativeMinimumTax(
        incomeAfterDeductions: agi - deduction.total,
        deductionAddBack: deduction.itemizes ? itemized.saltDeduction : deduction.standardDeduction, regular: regular,
        filingStatus: status, tables: tables.federal, rule: federalRules.alternativeMinimumTax)
      return (deduction, regular, amt)
    }
    var chosen = figured(nil)
    if chosen.amt.alternativeMinimumTax > .zero {
      let other = figured(!chosen.deduction.itemizes)
      if other.regular.regularTax + other.amt.alternativeMinimumTax < chosen.regular.regularTax + chosen.amt.alternativeMinimumTax {
        chosen = other
      }
    }
    let (deduction, regular, amt) = chosen
    let taxableIncome = regular.taxableIncome
    let niit = netInvestmentIncomeTax(
      interest: investment.interestIncome, ordinaryDividends: ordinaryDividends, capitalGainOrLoss: capitalGainOrLoss,
      adjustedGrossIncome: agi, filingStatus: status, rule: federalRules.netInvestmentIncomeTax)
    let medicare = additionalMedicareTax(
      personWages: householdWorksheet.people.map(\.aggregation.wageIncome), filingStatus: status, rules: federalRules)

    let totalTax = (regular.regularTax + amt.alternativeMinimumTax + niit.tax + medicare.tax).jsRounded()
    let federalEstimatedPaid = calculateTotalFederalEstimatedPayments(household.estimatedPayments)
    let owed = totalTax - income.totalWithholdings.federal - medicare.withheld - federalEstimatedPaid
    // The worksheet takes the tax as if all were ordinary when that is less (line 25).
    let capitalGainsTax = regular.regularTax < regular.ordinaryTax + regular.preferentialTax ? N.zero : regular.preferentialTax
    let brackets = tables.federal.ordinaryBrackets[status]
    let ordinaryDetails = calculateProgressiveTaxWithDetails(regular.ordinaryTaxableIncome, brackets: brackets)
    let capitalGainsDetails = stackCapitalGains(
      jsMin(taxableIncome, regular.preferentialIncome), onTopOf: regular.ordinaryTaxableIncome,
      brackets: tables.federal.capitalGainsBrackets[status])
    let components = FederalIncomeComponents(
      wages: income.wageIncome, nonQualifiedDividends: ordinaryDividends - investment.qualifiedDividends,
      interestIncome: investment.interestIncome, shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      qualifiedDividends: investment.qualifiedDividends, capitalLossDeduction: jsMin(.zero, capitalGainOrLoss),
      rothConversion: income.rothConversion, totalOrdinaryIncome: agi - regular.preferentialIncome,
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
        additionalMedicareTax: medicare.tax, additionalMedicareTaxWithheld: medicare.withheld, adjustedGrossIncome: agi))

    let result = TaxCalculationResult(
      totalIncome: agi.jsRounded(), businessExpenses: businessExpenses.jsRounded(), federalTax: federalTax,
      californiaTax: california?.result)
    let breakdown = FederalIncomeBreakdown(
      ordinaryIncome: agi - investment.qualifiedDividends - netLongTermGain, qualifiedDividends: investment.qualifiedDividends,
      longTermCapitalGains: netLongTermGain, shortTermCapitalGains: .zero, wages: income.wageIncome,
      interestIncome: investment.interestIncome, ordinaryDividends: ordinaryDividends,
      capitalLossDeduction: jsMin(.zero, capitalGainOrLoss), rothConversion: income.rothConversion)
    let worksheet = CurrentLawWorksheet(
      capitalGainOrLoss: capitalGainOrLoss, adjustedGrossIncome: agi, deductions: deduction, regularTax: regular,
      alternativeMinimumTax: amt, netInvestmentIncome: niit.netInvestmentIncome, investmentIncomeMAGIExcess: niit.magiExcess,
      medicareWages: medicare.wages, additionalMedicareTaxWithheld: medicare.withheld, california: california?.worksheet)
    return ComprehensiveTaxWorksheet(
      household: householdWorksheet, businessExpenses: businessExpenses, totalIncome: agi, netCapitalGains: netCapitalGains,
      federalIncomeBreakdown: breakdown, estimatedCAStateTax: stateIncomeTax, federalStandardDeduction: deduction.standardDeduction,
      federalItemized: itemized, federalEstimatedPaymentsMade: federalEstimatedPaid,
      california: california.map {
        CaliforniaDeductionWorksheet(
          standardDeduction: tables.california.standardDeduction[status], itemized: $0.itemized, estimatedPaymentsMade: californiaEstimatedPaid)
      },
      result: result, currentLaw: worksheet)
  }
}
