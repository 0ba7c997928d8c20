extension TaxEngine {
  /// California itemized deductions: property tax without a SALT cap (state income tax is not
  /// deductible on the state's own return), mortgage interest limited in proportion above the
  /// California balance limit whatever the loan's date, and donations.
  /// Ports `calculateCaliforniaItemizedDeductionDetails` (src/calculators/california/calculator.ts).
  public func calculateCaliforniaItemizedDeductionDetails(
    _ deductions: DeductionsData, tables: CaliforniaTaxTables<N>
  ) -> CaliforniaItemizedDeductionDetails<N> {
    let propertyTax = N.parsed(deductions.propertyTax)
    let mortgageInterest = N.parsed(deductions.mortgageInterest)
    let donations = N.parsed(deductions.donations)
    let mortgageBalance = N.parsed(deductions.mortgageBalance)

    var deductibleMortgageInterest = mortgageInterest
    var mortgageLimited = false
    let mortgageLimit = tables.mortgageBalanceLimit
    if mortgageBalance > mortgageLimit {
      deductibleMortgageInterest = mortgageInterest * (mortgageLimit / mortgageBalance)
      mortgageLimited = true
    }

    return CaliforniaItemizedDeductionDetails(
      propertyTax: propertyTax,
      mortgageInterest: mortgageInterest,
      mortgageBalance: mortgageBalance,
      mortgageLimit: mortgageLimit,
      effectiveMortgageInterest: deductibleMortgageInterest,
      mortgageLimited: mortgageLimited,
      donations: donations,
      total: propertyTax + deductibleMortgageInterest + donations)
  }

  /// The total of ``calculateCaliforniaItemizedDeductionDetails(_:tables:)``.
  /// Ports `calculateCaliforniaItemizedDeductions`.
  public func calculateCaliforniaItemizedDeductions(_ deductions: DeductionsData, tables: CaliforniaTaxTables<N>) -> N {
    calculateCaliforniaItemizedDeductionDetails(deductions, tables: tables).total
  }
}
