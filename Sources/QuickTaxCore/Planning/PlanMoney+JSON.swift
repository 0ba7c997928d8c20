/// The plan's money as JSON: rounded to cents (``TaxNumber/roundedToCents``). The planner's
/// arithmetic leaves binary remainders (an underpayment of 9.094947017729282e-13 is a cent's
/// billionth, not money); a figure QuickTax computes itself is written as money is paid, in cents,
/// which also keeps every number out of exponent form (amounts are at most 10^15,
/// InputLimits.largestAmount). The web app's own figures are written as it writes them, elsewhere.
extension JSONSink {
  /// A money figure of the plan, rounded to cents.
  public mutating func field<N: TaxNumber>(_ key: StaticString, cents value: N) { field(key, value.roundedToCents) }

  /// The same, `null` for nil.
  public mutating func field<N: TaxNumber>(_ key: StaticString, centsOrNull value: N?) { field(key, orNull: value?.roundedToCents) }
}
