/// The plan's money as JSON: rounded to cents. The planner's arithmetic leaves binary remainders
/// (an underpayment of 9.094947017729282e-13 is a cent's billionth, not money); a figure QuickTax
/// computes itself is written as money is paid, in cents, which also keeps every number out of
/// exponent form (amounts are at most 10^15, InputLimits.largestAmount). The web app's own figures
/// are written as it writes them, elsewhere.
extension TaxNumber {
  /// `Math.round(value × 100) / 100`, never -0; NaN and the infinities are kept (written `null`).
  public var roundedToCents: Self {
    guard !isNaN else { return self }
    return ((self * Self(100)).jsRounded() / Self(100)).orZero
  }
}

extension JSONSink {
  /// A money figure of the plan, rounded to cents.
  public mutating func field<N: TaxNumber>(_ key: StaticString, cents value: N) { field(key, value.roundedToCents) }

  /// The same, `null` for nil.
  public mutating func field<N: TaxNumber>(_ key: StaticString, centsOrNull value: N?) { field(key, orNull: value?.roundedToCents) }
}
