extension TaxEngine {
  /// California under current law (Form 540): the web app's itemized deductions less the §17077
  /// limitation, the larger of them and the standard deduction, tax from the tax table below its
  /// ceiling and the schedule above (whole dollars), less the exemption credits after their
  /// phase-out (R&TC §17054.1), plus the mental health services tax on taxable income above its
  /// threshold (R&TC §17043), which credits do not reduce.
  func currentLawCaliforniaTax(
    _ deductions: DeductionsData, adjustedGrossIncome agi: N, filingStatus: FilingStatus, tables: CaliforniaTaxTables<N>,
    rules: CaliforniaCurrentLawRules<N>, withholdings: N, estimatedPayments: N
  ) -> (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>) {
    let itemized = calculateCaliforniaItemizedDeductionDetails(deductions, tables: tables)
    let excessAGI = jsMax(.zero, agi - rules.itemizedLimitationThreshold[filingStatus])
    let limitation = jsMin(itemized.total * rules.itemizedLimitationDeductionRate, excessAGI * rules.itemizedLimitationAGIRate)
    let itemizedAllowed = itemized.total - limitation
    let standard = tables.standardDeduction[filingStatus]
    let deduction =
      itemizedAllowed > standard ? DeductionInfo(type: .itemized, amount: itemizedAllowed) : DeductionInfo(type: .standard, amount: standard)
    let taxableIncome = jsMax(.zero, agi - deduction.amount)

    let brackets = tables.brackets[filingStatus]
    let table = taxByTableOrSchedule(taxableIncome, brackets: brackets, table: rules.taxTable)
    let taxBeforeCredits = table.tax.jsRounded()

    let creditsBefore = rules.personalCredit * rules.personalExemptions[filingStatus]
    var credits = creditsBefore
    let creditExcess = agi - rules.creditPhaseoutThreshold[filingStatus]
    if creditExcess > .zero {
      let reductionEach = (creditExcess / rules.reductionStep).jsCeil * rules.reductionPerCredit
      credits = jsMax(.zero, creditsBefore - reductionEach * rules.personalExemptions[filingStatus])
    }

    let threshold = tables.mentalHealthTaxThreshold
    let mentalHealthTax = jsMax(.zero, taxableIncome - threshold) * tables.mentalHealthTaxRate
    let totalTax = (jsMax(.zero, taxBeforeCredits - credits) + mentalHealthTax).jsRounded()
    let details = calculateProgressiveTaxWithDetails(taxableIncome, brackets: brackets)
    let result = CaliforniaTaxResult(
      taxableIncome: taxableIncome, baseTax: taxBeforeCredits, mentalHealthTax: mentalHealthTax.jsRounded(), totalTax: totalTax,
      deduction: deduction, owedOrRefund: (totalTax - withholdings - estimatedPayments).jsRounded(),
      effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, taxBrackets: details.bracketDetails,
      nextBracketInfo: calculateDistanceToNextBracket(taxableIncome, brackets: brackets),
      distanceToMentalHealthTax: taxableIncome < threshold ? threshold - taxableIncome : nil, exemptionCredits: credits)
    let worksheet = CaliforniaCurrentLawWorksheet(
      itemizedBeforeLimitation: itemized.total, itemizedLimitation: limitation, taxBeforeCredits: taxBeforeCredits,
      fromTaxTable: table.fromTable, exemptionCreditsBeforePhaseout: creditsBefore, exemptionCredits: credits,
      projections: rules.projections)
    return (result, itemized, worksheet)
  }
}
