extension TaxEngine {
  /// One person's income for the year: investment income as entered, wages to date plus future
  /// wages, Roth conversions, and withholding to date plus future withholding.
  /// Ports `aggregateIndividualIncome` (src/calculators/utils/income.ts).
  public func aggregateIndividualIncome(_ income: IncomeData, tables: TaxYearTables<N>) -> IncomeAggregation<N> {
    aggregateIndividualIncomeWorksheet(income, tables: tables).aggregation
  }

  /// ``aggregateIndividualIncome(_:tables:)`` with the year-to-date and future parts.
  public func aggregateIndividualIncomeWorksheet(_ income: IncomeData, tables: TaxYearTables<N>) -> IndividualIncomeWorksheet<N> {
    let investmentIncome = InvestmentIncome<N>(
      ordinaryDividends: .parsed(income.ordinaryDividends),
      qualifiedDividends: .parsed(income.qualifiedDividends),
      interestIncome: .parsed(income.interestIncome),
      shortTermGains: .parsed(income.shortTermGains),
      longTermGains: .parsed(income.longTermGains))

    let future = calculateFutureIncomeWorksheet(income, tables: tables)
    return Self.individualIncomeWorksheet(
      investmentIncome: investmentIncome, ytdWage: .parsed(income.ytdWage),
      ytdWithholdings: Withholdings(federal: .parsed(income.ytdFederalWithhold), state: .parsed(income.ytdStateWithhold)),
      rothConversion: .parsed(income.rothConversion), future: future)
  }

  /// `aggregateIndividualIncome`'s sums, from the amounts read: what an annualized period of
  /// current law gives it directly (``CurrentLawHousehold/annualized(_:)``).
  static func individualIncomeWorksheet(
    investmentIncome: InvestmentIncome<N>, ytdWage: N, ytdWithholdings: Withholdings<N>, rothConversion: N, future: FutureIncomeWorksheet<N>
  ) -> IndividualIncomeWorksheet<N> {
    let futureIncome = future.total
    let totalWageIncome = ytdWage + futureIncome.totalWage

    // Qualified dividends are part of ordinary dividends: counted once. The capital loss limit
    // applies later, in the orchestrator.
    let totalInvestmentIncome =
      investmentIncome.ordinaryDividends + investmentIncome.interestIncome + investmentIncome.shortTermGains
      + investmentIncome.longTermGains

    let aggregation = IncomeAggregation(
      totalIncome: totalWageIncome + totalInvestmentIncome + rothConversion,
      investmentIncome: investmentIncome,
      wageIncome: totalWageIncome,
      rothConversion: rothConversion,
      totalWithholdings: Withholdings(
        federal: ytdWithholdings.federal + futureIncome.totalFederalWithhold,
        state: ytdWithholdings.state + futureIncome.totalStateWithhold))
    return IndividualIncomeWorksheet(aggregation: aggregation, ytdWage: ytdWage, ytdWithholdings: ytdWithholdings, future: future)
  }
}
