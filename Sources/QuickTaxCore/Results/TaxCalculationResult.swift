/// Everything `calculateComprehensiveTax` returns (`TaxCalculationResult` in the orchestrator).
public struct TaxCalculationResult<N: TaxNumber>: Sendable {
  /// Total income after business expenses and the capital loss limit, whole dollars.
  public var totalIncome: N
  /// Whole dollars.
  public var businessExpenses: N
  public var federalTax: FederalTaxResult<N>
  /// Nil when California tax is off.
  public var californiaTax: CaliforniaTaxResult<N>?
}
