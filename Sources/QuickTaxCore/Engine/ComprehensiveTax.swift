extension TaxEngine {
  /// The whole calculation for a household, in the web app's order: household income, business
  /// expenses, the capital loss limit, the federal income breakdown, the SALT estimate of
  /// California tax, standard versus itemized deductions, federal tax, then California tax.
  /// Ports `calculateComprehensiveTax` (src/calculators/orchestrator.ts).
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func calculateComprehensiveTax(_ household: Household) throws(UnsupportedHousehold) -> TaxCalculationResult<N> {
    calculateComprehensiveTax(household, tables: try supportedTables(household))
  }

  /// ``calculateComprehensiveTax(_:)`` with the year's tables already looked up. Under the web
  /// app's rules the steps' values give the result without the worksheet objects that would keep
  /// them, which only a report reads (two objects fewer to make and release a household).
  func calculateComprehensiveTax(_ household: Household, tables: TaxYearTables<N>) -> TaxCalculationResult<N> {
    guard tables.currentLawRules != nil else { return webAppComprehensiveTaxSteps(household, tables: tables).result }
    return calculateComprehensiveTaxWorksheet(household, tables: tables).result
  }

  /// The orchestrator's every step, with the result. The only implementation of
  /// `calculateComprehensiveTax`: the result above is this worksheet's. Specialized, since
  /// callers in other modules (the web-app comparison of `estimate`) reach it directly.
  ///
  /// Without `bracketDetails` (a return only the planner reads, an annualized period's), current
  /// law leaves out the tax-by-bracket lists, which only a report shows; the web app's rules list
  /// them always, as the web app does. `itemizing` (an annualized period's return) says whether
  /// the year's return itemizes in each jurisdiction: one that does not, the period may not either.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func calculateComprehensiveTaxWorksheet(
    _ household: Household, tables: TaxYearTables<N>, bracketDetails: Bool = true, itemizing: YearItemizing? = nil
  ) -> ComprehensiveTaxWorksheet<N> {
    // A year whose tables carry the rules the web app leaves out computes as the law does.
    if let rules = tables.currentLawRules {
      return currentLawComprehensiveTaxWorksheet(
        currentLawHousehold(household),
        income: aggregateHouseholdIncomeWorksheet(household.userIncome, household.spouseIncome, filingStatus: household.filingStatus, tables: tables),
        tables: tables, federalRules: rules.federal, californiaRules: rules.california, bracketDetails: bracketDetails,
        itemizing: itemizing)
    }
    return ComprehensiveTaxWorksheet(webAppComprehensiveTaxSteps(household, tables: tables))
  }

  /// The orchestrator's steps under the web app's rules, as values: the worksheet keeps them for
  /// a report; ``calculateComprehensiveTax(_:tables:)`` takes only the result.
  func webAppComprehensiveTaxSteps(_ household: Household, tables: TaxYearTables<N>) -> ComprehensiveTaxSteps<N> {
    let filingStatus = household.filingStatus
    let includeCaliforniaTax = household.includeCaliforniaTax
    let deductions = household.deductions

    let householdWorksheet = aggregateHouseholdIncomeWorksheet(
      household.userIncome, household.spouseIncome, filingStatus: filingStatus, tables: tables)
    let householdIncome = householdWorksheet.aggregation

    // Schedule C business expenses reduce gross income.
    let businessExpenses = N.parsed(deductions.businessExpenses)
    let totalIncomeBeforeLimit = householdIncome.totalIncome - businessExpenses
    let investment = householdIncome.investmentIncome

    // A net capital loss offsets other income only up to the limit (IRC §1211(b)).
    let netCapitalGains = investment.shortTermGains + investment.longTermGains
    let capitalLossDeduction =
      netCapitalGains < .zero ? jsMax(netCapitalGains, -tables.federal.capitalLossLimit) : .zero
    let capitalLossAdjustment = netCapitalGains < .zero ? netCapitalGains - capitalLossDeduction : .zero
    let totalIncome = totalIncomeBeforeLimit - capitalLossAdjustment

    let nonQualifiedDividends = investment.ordinaryDividends - investment.qualifiedDividends
    let ordinaryInvestmentIncome = nonQualifiedDividends + investment.interestIncome

    // Business expenses come off wages first, then off non-qualified dividends and interest.
    var remainingBusinessExpenses = businessExpenses
    var adjustedWageIncome = householdIncome.wageIncome
    var adjustedOrdinaryInvestmentIncome = ordinaryInvestmentIncome
    if remainingBusinessExpenses > .zero && adjustedWageIncome > .zero {
      let wageReduction = jsMin(remainingBusinessExpenses, adjustedWageIncome)
      adjustedWageIncome -= wageReduction
      remainingBusinessExpenses -= wageReduction
    }
    if remainingBusinessExpenses > .zero && adjustedOrdinaryInvestmentIncome > .zero {
      let investmentReduction = jsMin(remainingBusinessExpenses, adjustedOrdinaryInvestmentIncome)
      adjustedOrdinaryInvestmentIncome -= investmentReduction
      remainingBusinessExpenses -= investmentReduction
    }
    let adjustmentRatio =
      ordinaryInvestmentIncome > .zero ? adjustedOrdinaryInvestmentIncome / ordinaryInvestmentIncome : N(1)
    let adjustedNonQualifiedDividends = nonQualifiedDividends * adjustmentRatio
    let adjustedInterestIncome = investment.interestIncome * adjustmentRatio

    let federalIncomeBreakdown = FederalIncomeBreakdown(
      ordinaryIncome: adjustedWageIncome + adjustedNonQualifiedDividends + adjustedInterestIncome
        + householdIncome.rothConversion + capitalLossDeduction,
      qualifiedDividends: investment.qualifiedDividends,
      longTermCapitalGains: jsMax(.zero, investment.longTermGains),
      shortTermCapitalGains: jsMax(.zero, investment.shortTermGains),
      wages: adjustedWageIncome,
      interestIncome: adjustedInterestIncome,
      ordinaryDividends: investment.ordinaryDividends,
      capitalLossDeduction: capitalLossDeduction,
      rothConversion: householdIncome.rothConversion)

    let estimatedCAStateTax =
      includeCaliforniaTax
      ? calculateEstimatedCAStateTax(totalIncome, filingStatus: filingStatus, tables: tables.california) : .zero

    // Total income stands in for MAGI in the SALT cap phase-out.
    let standardDeduction = tables.federal.standardDeduction[filingStatus]
    let federalItemized = calculateFederalItemizedDeductionDetails(
      deductions, estimatedCAStateTax: estimatedCAStateTax, includeCaliforniaTax: includeCaliforniaTax,
      tables: tables.federal, magi: totalIncome)
    let itemizedDeduction = federalItemized.total
    let useItemized = itemizedDeduction > standardDeduction
    let federalDeduction = DeductionInfo(
      type: useItemized ? .itemized : .standard, amount: useItemized ? itemizedDeduction : standardDeduction)

    let federalEstimatedPaid = calculateTotalFederalEstimatedPayments(household.estimatedPayments)
    let federalTax = calculateFederalTax(
      federalIncomeBreakdown, deduction: federalDeduction, filingStatus: filingStatus, tables: tables.federal,
      totalIncome: totalIncome, withholdings: householdIncome.totalWithholdings.federal,
      estimatedPayments: federalEstimatedPaid)

    var californiaTax: CaliforniaTaxResult<N>?
    var californiaSteps: ComprehensiveTaxSteps<N>.CaliforniaDeduction?
    if includeCaliforniaTax {
      let caStandardDeduction = tables.california.standardDeduction[filingStatus]
      let caItemized = calculateCaliforniaItemizedDeductionDetails(deductions, tables: tables.california)
      let caItemizedDeduction = caItemized.total
      let caUseItemized = caItemizedDeduction > caStandardDeduction
      let caDeduction = DeductionInfo(
        type: caUseItemized ? .itemized : .standard, amount: caUseItemized ? caItemizedDeduction : caStandardDeduction)
      let californiaEstimatedPaid = calculateTotalCaliforniaEstimatedPayments(household.estimatedPayments)
      californiaTax = calculateCaliforniaTax(
        totalIncome, deduction: caDeduction, filingStatus: filingStatus, tables: tables.california,
        withholdings: householdIncome.totalWithholdings.state, estimatedPayments: californiaEstimatedPaid)
      californiaSteps = ComprehensiveTaxSteps<N>.CaliforniaDeduction(
        standardDeduction: caStandardDeduction, itemized: caItemized, estimatedPaymentsMade: californiaEstimatedPaid)
    }

    let result = TaxCalculationResult(
      totalIncome: totalIncome.jsRounded(),
      businessExpenses: businessExpenses.jsRounded(),
      federalTax: federalTax,
      californiaTax: californiaTax)
    return ComprehensiveTaxSteps(
      household: householdWorksheet, businessExpenses: businessExpenses, totalIncome: totalIncome,
      netCapitalGains: netCapitalGains, federalIncomeBreakdown: federalIncomeBreakdown,
      estimatedCAStateTax: estimatedCAStateTax, federalStandardDeduction: standardDeduction,
      federalItemized: federalItemized, federalEstimatedPaymentsMade: federalEstimatedPaid,
      california: californiaSteps, result: result)
  }

  /// Federal estimated payments made, Q1 through Q4.
  /// Ports `calculateTotalFederalEstimatedPayments` (src/calculators/orchestrator.ts).
  public func calculateTotalFederalEstimatedPayments(_ payments: EstimatedPaymentsData) -> N {
    N.parsed(payments.federalQ1) + N.parsed(payments.federalQ2) + N.parsed(payments.federalQ3)
      + N.parsed(payments.federalQ4)
  }

  /// California estimated payments made (Q1, Q2, Q4).
  /// Ports `calculateTotalCaliforniaEstimatedPayments` (src/calculators/orchestrator.ts).
  public func calculateTotalCaliforniaEstimatedPayments(_ payments: EstimatedPaymentsData) -> N {
    N.parsed(payments.californiaQ1) + N.parsed(payments.californiaQ2) + N.parsed(payments.californiaQ4)
  }
}
