extension TaxEngine {
  /// Federal itemized deductions (Schedule A): state and local taxes up to the SALT cap, mortgage
  /// interest limited in proportion when the balance exceeds the limit for the loan's date, and
  /// donations. State income tax is the SALT estimate of California tax when California is on,
  /// otherwise the other state's tax as entered.
  /// Ports `calculateFederalItemizedDeductionDetails` (src/calculators/federal/calculator.ts).
  public func calculateFederalItemizedDeductionDetails(
    _ deductions: DeductionsData, estimatedCAStateTax: N, includeCaliforniaTax: Bool, tables: FederalTaxTables<N>,
    magi: N
  ) -> FederalItemizedDeductionDetails<N> {
    let propertyTax = N.parsed(deductions.propertyTax)
    let mortgageInterest = N.parsed(deductions.mortgageInterest)
    let donations = N.parsed(deductions.donations)
    let mortgageBalance = N.parsed(deductions.mortgageBalance)

    let stateIncomeTax = includeCaliforniaTax ? estimatedCAStateTax : N.parsed(deductions.otherStateIncomeTax)

    let saltCap = getFederalSaltCap(tables.saltCap, magi: magi)
    let saltTotal = propertyTax + stateIncomeTax
    let saltDeduction = jsMin(saltTotal, saltCap)
    let saltCapped = saltTotal > saltCap

    var deductibleMortgageInterest = mortgageInterest
    var mortgageLimit = N.zero
    var mortgageLimited = false
    if mortgageBalance > .zero && deductions.mortgageLoanDate.isTruthy {
      mortgageLimit =
        deductions.mortgageLoanDate.text == DeductionsData.grandfatheredLoanDate
        ? tables.mortgageInterestLimits.grandfatheredBalanceLimit : tables.mortgageInterestLimits.balanceLimit
      if mortgageBalance > mortgageLimit {
        deductibleMortgageInterest = mortgageInterest * (mortgageLimit / mortgageBalance)
        mortgageLimited = true
      }
    }

    return FederalItemizedDeductionDetails(
      propertyTax: propertyTax,
      stateIncomeTax: stateIncomeTax,
      saltDeduction: saltDeduction,
      saltCapped: saltCapped,
      saltCap: saltCap,
      mortgageInterest: mortgageInterest,
      mortgageBalance: mortgageBalance,
      mortgageLimit: mortgageLimit,
      effectiveMortgageInterest: deductibleMortgageInterest,
      mortgageLimited: mortgageLimited,
      donations: donations,
      total: saltDeduction + deductibleMortgageInterest + donations)
  }

  /// The total of ``calculateFederalItemizedDeductionDetails(_:estimatedCAStateTax:includeCaliforniaTax:tables:magi:)``.
  /// Ports `calculateFederalItemizedDeductions`.
  public func calculateFederalItemizedDeductions(
    _ deductions: DeductionsData, estimatedCAStateTax: N, includeCaliforniaTax: Bool, tables: FederalTaxTables<N>,
    magi: N
  ) -> N {
    calculateFederalItemizedDeductionDetails(
      deductions, estimatedCAStateTax: estimatedCAStateTax, includeCaliforniaTax: includeCaliforniaTax,
      tables: tables, magi: magi
    ).total
  }
}
