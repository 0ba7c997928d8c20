extension TaxEngine {
  /// California under current law (Form 540): Schedule CA's itemized deductions after the
  /// §17077 limitation or the standard deduction (none for a married person filing separately
  /// whose spouse itemizes), whichever is larger; tax from the tax table below its ceiling and the
  /// schedule above (whole dollars), less the exemption credits after their phase-out (R&TC
  /// §17054.1), plus the mental health services tax on taxable income above its threshold (R&TC
  /// §17043), which credits do not reduce. The tax-by-bracket list only with `bracketDetails`.
  func currentLawCaliforniaTax(
    _ household: Household, income: Form1040IncomeWorksheet<N>, capitalLossLimit: N, tables: CaliforniaTaxTables<N>,
    rules: CaliforniaCurrentLawRules<N>, withholdings: N, estimatedPayments: N, bracketDetails: Bool
  ) -> (result: CaliforniaTaxResult<N>, itemized: CaliforniaItemizedDeductionDetails<N>, worksheet: CaliforniaCurrentLawWorksheet<N>) {
    let filingStatus = household.filingStatus
    let family = household.family
    // California AGI (Schedule CA): the federal AGI with California's own capital loss
    // carryovers when they differ, and the HSA deduction added back (California has no HSAs:
    // R&TC §17131.4, Schedule CA line 13). The credits' phase-out and the itemized limitation read
    // the federal AGI (Form 540 line 13).
    let federalAGI = income.adjustedGrossIncome
    var scheduleD = income.scheduleD
    let carryovers = household.carryovers
    if carryovers.californiaShortTermCapitalLoss.isTruthy || carryovers.californiaLongTermCapitalLoss.isTruthy {
      scheduleD = self.scheduleD(
        shortTermGains: income.scheduleD.shortTerm + N.parsed(carryovers.shortTermCapitalLoss),
        longTermGains: income.scheduleD.longTerm + N.parsed(carryovers.longTermCapitalLoss),
        shortTermCarryover: N.parsed(carryovers.californiaShortTermCapitalLoss), longTermCarryover: N.parsed(carryovers.californiaLongTermCapitalLoss),
        lossLimit: capitalLossLimit)
    }
    let agi = federalAGI - income.capitalGainOrLoss + scheduleD.gainOrLoss + income.adjustments.healthSavingsAccount
    let scheduleCA = scheduleCA(household.deductions, adjustedGrossIncome: agi, filingStatus: filingStatus, tables: tables, rules: rules)
    let mustItemize = filingStatus == .marriedFilingSeparately && FamilyData.isSet(family.spouseItemizes)
    let standard = mustItemize ? N.zero : tables.standardDeduction[filingStatus]
    let itemizedAllowed = scheduleCA.worksheet.total
    let itemizes = mustItemize || itemizedAllowed > standard
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
    let options: N = household.incentiveStockOptionBargainElement(joint: joint)
    func scheduleP(_ options: N) -> CaliforniaAlternativeMinimumTaxWorksheet<N> {
      californiaAlternativeMinimumTax(
        taxableIncome: agi - deduction.amount, itemizes: itemizes, standardDeduction: standard, scheduleCA: scheduleCA.worksheet,
        adjustedGrossIncome: agi, incentiveStockOptions: options, regularTax: taxBeforeCredits, filingStatus: filingStatus,
        rule: rules.alternativeMinimumTax)
    }
    let amt = scheduleP(options)
    let creditCarryforward = options > .zero ? amt.alternativeMinimumTax - scheduleP(.zero).alternativeMinimumTax : .zero
    let carried = capitalLossCarryover(scheduleD, taxableIncome: agi - deduction.amount)

    let threshold = tables.mentalHealthTaxThreshold
    let mentalHealthTax = jsMax(.zero, taxableIncome - threshold) * tables.mentalHealthTaxRate
    let totalTax = (jsMax(.zero, taxBeforeCredits - credits.total) + amt.alternativeMinimumTax + mentalHealthTax).jsRounded()
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
      effectiveRate: agi > .zero ? totalTax / agi * N(100) : .zero, taxBrackets: bracketDetails ? calculateProgressiveTaxWithDetails(taxableIncome, brackets: brackets).bracketDetails : [],
      nextBracketInfo: calculateDistanceToNextBracket(taxableIncome, brackets: brackets),
      distanceToMentalHealthTax: taxableIncome < threshold ? threshold - taxableIncome : nil, exemptionCredits: credits.total,
      alternativeMinimumTax: amt.alternativeMinimumTax, refundableCredits: refundableCredits)
    let worksheet = CaliforniaCurrentLawWorksheet(
      standardDeduction: standard, scheduleCA: scheduleCA.worksheet, taxBeforeCredits: taxBeforeCredits, fromTaxTable: table.fromTable,
      exemptionCredits: credits, adjustedGrossIncome: agi, alternativeMinimumTax: amt, minimumTaxCreditCarryforward: creditCarryforward,
      shortTermCapitalLossCarryover: carried.shortTermCarryover, longTermCapitalLossCarryover: carried.longTermCarryover,
      projections: rules.projections, earnedIncomeCredit: form3514)
    return (result, scheduleCA.details, worksheet)
  }
}
