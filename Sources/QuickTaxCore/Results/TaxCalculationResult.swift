/// Everything `calculateComprehensiveTax` returns (`TaxCalculationResult` in the orchestrator).
/// A class, read-only once made: it is passed from form to form, into the report and the plans,
/// and each copy of a struct this size went field by field through its type's metadata.
public final class TaxCalculationResult<N: TaxNumber>: Sendable {
  /// Total income after business expenses and the capital loss limit, whole dollars.
  public let totalIncome: N
  /// Whole dollars.
  public let businessExpenses: N
  public let federalTax: FederalTaxResult<N>
  /// Nil when California tax is off.
  public let californiaTax: CaliforniaTaxResult<N>?
  /// Under current law, the return another state of residence makes (Washington's capital gains
  /// excise tax), written as `<state>Tax`; nil for none.
  public let stateTax: StateTaxReturn<N>?

  public init(
    totalIncome: N, businessExpenses: N, federalTax: FederalTaxResult<N>, californiaTax: CaliforniaTaxResult<N>?,
    stateTax: StateTaxReturn<N>? = nil
  ) {
    self.totalIncome = totalIncome
    self.businessExpenses = businessExpenses
    self.federalTax = federalTax
    self.californiaTax = californiaTax
    self.stateTax = stateTax
  }
}
