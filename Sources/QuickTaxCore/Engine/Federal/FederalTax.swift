extension TaxEngine {
  /// Federal income tax: ordinary income through the ordinary brackets after the deduction, then
  /// qualified dividends and long-term gains stacked on top through the 0/15/20% brackets (Form 1040
  /// Qualified Dividends and Capital Gain Tax Worksheet), owed or refunded after withholding and
  /// estimated payments, and the detail the Summary step shows.
  /// Ports `calculateFederalTax` (src/calculators/federal/calculator.ts).
  public func calculateFederalTax(
    _ income: FederalIncomeBreakdown<N>, deduction deductionInfo: DeductionInfo<N>, filingStatus: FilingStatus,
    tables: FederalTaxTables<N>, totalIncome: N, withholdings: N, estimatedPayments: N
  ) -> FederalTaxResult<N> {
    let componentIncome =
      income.ordinaryIncome + income.qualifiedDividends + income.longTermCapitalGains + income.shortTermCapitalGains
    let taxableIncome = jsMax(.zero, componentIncome - deductionInfo.amount)

    // Short-term gains are taxed as ordinary income.
    let ordinaryIncomeForTax = income.ordinaryIncome + income.shortTermCapitalGains
    let ordinaryTaxableIncome = jsMax(.zero, ordinaryIncomeForTax - deductionInfo.amount)
    let brackets = tables.ordinaryBrackets[filingStatus]
    let ordinaryTaxResult = calculateProgressiveTaxWithDetails(ordinaryTaxableIncome, brackets: brackets)

    // The deduction ordinary income could not use shelters gains and qualified dividends.
    let deductionUsedByOrdinary = jsMin(deductionInfo.amount, ordinaryIncomeForTax)
    let remainingDeduction = deductionInfo.amount - deductionUsedByOrdinary
    let capitalGainsAndDividends = income.qualifiedDividends + income.longTermCapitalGains
    let taxableCapitalGainsAndDividends = jsMax(.zero, capitalGainsAndDividends - remainingDeduction)

    let capitalGains = stackCapitalGains(
      taxableCapitalGainsAndDividends, onTopOf: ordinaryTaxableIncome,
      brackets: tables.capitalGainsBrackets[filingStatus])

    let totalTax = (ordinaryTaxResult.totalTax + capitalGains.totalTax).jsRounded()
    let owedOrRefund = totalTax - withholdings - estimatedPayments
    let effectiveRate = totalIncome > .zero ? (totalTax / totalIncome) * N(100) : .zero

    // undefined - x is NaN in JavaScript: a breakdown without ordinaryDividends gives NaN here.
    let nonQualifiedDividends = (income.ordinaryDividends ?? .nan) - income.qualifiedDividends
    let incomeComponents = FederalIncomeComponents(
      wages: income.wages,
      nonQualifiedDividends: nonQualifiedDividends,
      interestIncome: income.interestIncome,
      shortTermGains: income.shortTermCapitalGains,
      longTermGains: income.longTermCapitalGains,
      qualifiedDividends: income.qualifiedDividends,
      capitalLossDeduction: income.capitalLossDeduction,
      rothConversion: income.rothConversion,
      totalOrdinaryIncome: income.ordinaryIncome + income.shortTermCapitalGains,
      ordinaryTaxableIncome: ordinaryTaxableIncome)

    return FederalTaxResult(
      taxableIncome: taxableIncome,
      ordinaryIncomeTax: ordinaryTaxResult.totalTax.jsRounded(),
      capitalGainsTax: capitalGains.totalTax.jsRounded(),
      totalTax: totalTax,
      deduction: deductionInfo,
      owedOrRefund: owedOrRefund.jsRounded(),
      effectiveRate: effectiveRate,
      incomeComponents: incomeComponents,
      ordinaryTaxBrackets: ordinaryTaxResult.bracketDetails,
      capitalGainsBrackets: capitalGains.bracketDetails,
      nextBracketInfo: calculateDistanceToNextBracket(ordinaryTaxableIncome, brackets: brackets), currentLaw: nil)
  }

  /// Tax on gains and qualified dividends, filling each capital-gains bracket from where ordinary
  /// taxable income ends. The total is not rounded (the caller rounds), bracket taxes are.
  /// The capital gains loop of `calculateFederalTax`.
  func stackCapitalGains(
    _ taxableCapitalGainsAndDividends: N, onTopOf ordinaryTaxableIncome: N, brackets: [TaxBracket<N>]
  ) -> ProgressiveTaxResult<N> {
    // Without gains, no list is made (most households have none).
    guard taxableCapitalGainsAndDividends > .zero else { return ProgressiveTaxResult(totalTax: .zero, bracketDetails: []) }
    var capitalGainsTax = N.zero
    var details: [TaxBracketDetail<N>] = []
    details.reserveCapacity(brackets.count)
    var remainingCapGains = taxableCapitalGainsAndDividends
    var currentIncome = ordinaryTaxableIncome
    for bracket in brackets {
      if remainingCapGains <= .zero { break }
      let roomInBracket = jsMax(.zero, bracket.max - currentIncome)
      let taxableInThisBracket = jsMin(remainingCapGains, roomInBracket)
      if taxableInThisBracket > .zero {
        let taxForBracket = taxableInThisBracket * bracket.rate
        capitalGainsTax += taxForBracket
        details.append(
          TaxBracketDetail(bracket: bracket, taxableInBracket: taxableInThisBracket, taxForBracket: taxForBracket.jsRounded()))
      }
      remainingCapGains -= taxableInThisBracket
      currentIncome += taxableInThisBracket
    }
    return ProgressiveTaxResult(totalTax: capitalGainsTax, bracketDetails: details)
  }
}
