/// One due date of the payment plan (`EstimatedPaymentSuggestion`).
public struct EstimatedPaymentSuggestion<N: TaxNumber>: Sendable {
  /// "Q1"…"Q4".
  public var quarter: String
  /// As the web app shows it: "June 16, 2025".
  public var dueDate: String
  /// What was paid (when paid) or what to pay to catch up with the cumulative schedule.
  public var amount: N
  public var isPaid: Bool
  /// Due on or before "now" and not paid.
  public var isPastDue: Bool
}

/// What the Summary step shows: the result and both payment plans.
public struct HouseholdEstimate<N: TaxNumber>: Sendable {
  public var result: TaxCalculationResult<N>
  public var federalSuggestions: [EstimatedPaymentSuggestion<N>]
  /// Empty when California tax is off.
  public var californiaSuggestions: [EstimatedPaymentSuggestion<N>]
}
