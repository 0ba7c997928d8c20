/// The web app's calculators, ported line by line and written once for both arithmetics.
///
/// Each method ports the web app function of the same name and keeps its steps, their order and
/// their intermediate values, so that every field of every result matches, not only the totals.
/// Extensions in `Engine/` hold one calculator each; ``calculateComprehensiveTax(_:)`` runs them
/// in the orchestrator's order.
public struct TaxEngine<N: TaxNumber>: Sendable {
  /// The tax years this engine can compute.
  public let tables: TaxTables<N>
  /// "Now" and the local time zone, for paycheck counting and past-due dates.
  public let clock: CalculationClock

  public init(tables: TaxTables<N>, clock: CalculationClock) {
    self.tables = tables
    self.clock = clock
  }
}
