extension TaxEngine {
  /// California under current law (Form 540): Schedule CA's itemized deductions after the
  /// §17077 limitation or the standard deduction (none for a married person filing separately
  /// whose spouse itemizes), whichever is larger; tax from the tax table below its ceiling and the
  /// schedule above (whole dollars), less the exemption credits after their phase-out (R&TC
  /// §17054.1), plus the mental health services tax on taxable income above its threshold (R&TC
  /// §17043), which credits do not reduce.
  func currentLawCaliforniaTax(
    _ household: Household, adjustedGrossIncome agi: N, tables: CaliforniaTaxTables<N>, rules: CaliforniaCurrentLawRules<N>,
    withholdings: N, estimatedPayments: N
  ) -> (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>) {
    let filingStatus = household.filingStatus
    let family = household.family
    let scheduleCA = scheduleCA(household.deductions, adjustedGrossIncome: agi, filingStatus: filingStatus, tables: tables, rules: rules)
    let mustItemize = filingStatus == .marriedFilingSeparately && FamilyData.isSet(family.spouseItemizes)
    let standard = mustItemize ? N.zero : tables.standardDeduction[filingStatus]
    let itemizedAllowed = scheduleCA.worksheet.total
    let deduction =
      mustItemize || itemizedAllowed > standard
      ? DeductionInfo(type: .itemized, amount: itemizedAllowed) : DeductionInfo(type: .standard, amount: standard)
    let taxableIncome = jsMax(.zero, agi - deduction.amount)

    let brackets = tables.brackets[filingStatus]
    let table = taxByTableOrSchedule(taxableIncome, brackets: brackets, table: rules.taxTable)
    let taxBeforeCredits = table.tax.jsRounded()

    let joint = filingStatus.isJoint
    let seniors = [family.userAge65OrOlder] + (joint ? [family.spouseAge65OrOlder] : [])
    let blind = [family.userBlind] + (joint ? [family.spouseBlind] : [])
    let credits = californiaExemptionCredits(
      seniors: seniors.count { FamilyData.isSet($0) }, blind: blind.count { FamilyData.isSet($0) },
      dependents: family.qualifyingChildCount + family.otherDependentCount, adjustedGrossIncome: agi, filingStatus: filingStatus,
      rules: rules)

    let threshold = tables.mentalHealthTaxThreshold
    let mentalHealthTax = jsMax(.zero, taxableIncome - threshold) * tables.mentalHealthTaxRate
    let totalTax = (jsMax(.zero, taxBeforeCredits - credits.total) + mentalHealthTax).jsRounded()
    let details = calculateProgressiveTaxWithDetails(taxableIncome, brackets: brackets)
    let result = CaliforniaTaxResult(
      taxableIncome: taxableIncome, baseTax: taxBeforeCredits, mentalHealthTax: mentalHealthTax.jsRounded(), totalTax: totalTax,
      deduction: deduction, owedOrRefund: (totalTax - withholdings - estimatedPayments).jsRounded(),
      effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, taxBrackets: details.bracketDetails,
      nextBracketInfo: calculateDistanceToNextBracket(taxableIncome, brackets: brackets),
      distanceToMentalHealthTax: taxableIncome < threshold ? threshold - taxableIncome : nil, exemptionCredits: credits.total)
    let worksheet = CaliforniaCurrentLawWorksheet(
      standardDeduction: standard, scheduleCA: scheduleCA.worksheet, taxBeforeCredits: taxBeforeCredits, fromTaxTable: table.fromTable,
      exemptionCredits: credits, projections: rules.projections)
    return (result, scheduleCA.details, worksheet)
  }
}
