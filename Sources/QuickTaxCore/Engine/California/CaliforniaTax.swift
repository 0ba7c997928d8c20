extension TaxEngine {
  /// California income tax: every kind of income through the Form 540 rate schedule after the
  /// deduction, plus the Mental Health Services Tax on taxable income above its threshold
  /// (R&TC §17043), owed or refunded after withholding and estimated payments.
  /// Ports `calculateCaliforniaTax` (src/calculators/california/calculator.ts).
  public func calculateCaliforniaTax(
    _ income: N, deduction deductionInfo: DeductionInfo<N>, filingStatus: FilingStatus,
    tables: CaliforniaTaxTables<N>, withholdings: N, estimatedPayments: N
  ) -> CaliforniaTaxResult<N> {
    let taxableIncome = jsMax(.zero, income - deductionInfo.amount)
    let brackets = tables.brackets[filingStatus]
    let taxResult = calculateProgressiveTaxWithDetails(taxableIncome, brackets: brackets)

    let mentalHealthTax = californiaMentalHealthTax(taxableIncome, tables: tables)
    let threshold = tables.mentalHealthTaxThreshold

    let totalTax = (taxResult.totalTax + mentalHealthTax).jsRounded()
    let owedOrRefund = totalTax - withholdings - estimatedPayments
    let effectiveRate = income > .zero ? (totalTax / income) * N(100) : .zero

    return CaliforniaTaxResult(
      taxableIncome: taxableIncome,
      baseTax: taxResult.totalTax.jsRounded(),
      mentalHealthTax: mentalHealthTax.jsRounded(),
      totalTax: totalTax,
      deduction: deductionInfo,
      owedOrRefund: owedOrRefund.jsRounded(),
      effectiveRate: effectiveRate,
      taxBrackets: taxResult.bracketDetails,
      nextBracketInfo: calculateDistanceToNextBracket(taxableIncome, brackets: brackets),
      distanceToMentalHealthTax: taxableIncome < threshold ? threshold - taxableIncome : nil, exemptionCredits: nil)
  }

  /// The mental health services tax: its rate on taxable income above the threshold (R&TC §17043),
  /// not rounded. The `mentalHealthTax` of `calculateCaliforniaTax`.
  func californiaMentalHealthTax(_ taxableIncome: N, tables: CaliforniaTaxTables<N>) -> N {
    taxableIncome > tables.mentalHealthTaxThreshold
      ? (taxableIncome - tables.mentalHealthTaxThreshold) * tables.mentalHealthTaxRate : .zero
  }

  /// California tax on total income with the standard deduction and nothing withheld: the
  /// estimate of state income tax that federal itemized deductions use for SALT.
  /// Ports `calculateEstimatedCAStateTax` (src/calculators/california/calculator.ts), which takes
  /// `totalTax` of a whole `calculateCaliforniaTax` result: the same steps to that figure here,
  /// without the result's brackets, next-bracket distance and other parts it throws away
  /// (`calculateProgressiveTax` adds the brackets' taxes as `calculateProgressiveTaxWithDetails`
  /// does; `CaliforniaTaxTests` holds the two equal).
  public func calculateEstimatedCAStateTax(_ totalIncome: N, filingStatus: FilingStatus, tables: CaliforniaTaxTables<N>) -> N {
    let taxableIncome = jsMax(.zero, totalIncome - tables.standardDeduction[filingStatus])
    let baseTax = calculateProgressiveTax(taxableIncome, brackets: tables.brackets[filingStatus])
    return (baseTax + californiaMentalHealthTax(taxableIncome, tables: tables)).jsRounded()
  }
}
