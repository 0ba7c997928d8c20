extension TaxEngine {
  /// What the Summary step shows: the comprehensive result and both payment plans, each planned
  /// for what is owed plus the estimated payments already made (so that paid quarters count
  /// toward the cumulative shares). California's plan is empty when California tax is off.
  /// Ports the suggestion computation of `Summary` (src/components/steps/Summary.tsx).
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func estimate(_ household: Household) throws(UnsupportedHousehold) -> HouseholdEstimate<N> {
    let tables = try supportedTables(household)
    return estimate(household, result: calculateComprehensiveTax(household, tables: tables), tables: tables)
  }

  /// The estimate with every intermediate value: what `quicktax estimate` shows.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func report(_ household: Household) throws(UnsupportedHousehold) -> EstimateReport<N> {
    let tables = try supportedTables(household)
    let worksheet = calculateComprehensiveTaxWorksheet(household, tables: tables)
    return EstimateReport(
      household: household, taxYear: household.taxYear, tables: tables, worksheet: worksheet,
      estimate: estimate(household, result: worksheet.result, tables: tables))
  }

  func estimate(_ household: Household, result: TaxCalculationResult<N>, tables: TaxYearTables<N>) -> HouseholdEstimate<N> {
    let payments = household.estimatedPayments

    let federalOwed = result.federalTax.owedOrRefund
    // `californiaTax?.owedOrRefund || 0`
    let californiaOwed = result.californiaTax?.owedOrRefund.orZero ?? .zero
    let federalSuggestions = calculateFederalEstimatedPayments(
      federalOwed + calculateTotalFederalEstimatedPayments(payments), estimatedPayments: payments,
      tables: tables.federal)
    let californiaSuggestions =
      household.includeCaliforniaTax
      ? calculateCaliforniaEstimatedPayments(
        californiaOwed + calculateTotalCaliforniaEstimatedPayments(payments), estimatedPayments: payments,
        tables: tables.california) : []
    return HouseholdEstimate(
      result: result, federalSuggestions: federalSuggestions, californiaSuggestions: californiaSuggestions)
  }
}
