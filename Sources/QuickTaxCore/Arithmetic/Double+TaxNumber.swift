/// Binary arithmetic: JavaScript numbers exactly, the parity default.
///
/// `+ - * /` and comparisons are IEEE-754 as in JavaScript; only rounding, literals and parsing
/// need JavaScript's own definitions.
extension Double: TaxNumber {
  public init?(literal: String) {
    guard let value = Double(literal) else { return nil }
    self = value
  }

  public init(dateArithmetic value: Double) { self = value }

  /// `Math.round`. Swift's `.rounded()` takes halves away from zero (-2.5 → -3); JavaScript takes
  /// them toward +Infinity (-2.5 → -2) and keeps the sign of a zero result (-0.4 → -0).
  @inlinable
  public func jsRounded() -> Double {
    let floor = rounded(.down)
    // Exact: for |x| < 2^52 the fraction x - floor(x) is representable; above that x is whole.
    // No test for the special values is needed: NaN and the infinities give a NaN difference,
    // which keeps `floor` (themselves), and a zero is its own floor, sign and all.
    let result = (self - floor) >= 0.5 ? floor + 1 : floor
    return (result == 0 && self < 0) ? -0.0 : result
  }

  /// The cached binary reading of the field (see ``InputText``).
  @inlinable
  public static func parseFloat(_ text: InputText) -> Double { text.binaryValue }

  public var inputText: InputText { InputText(number: self) }

  @inlinable
  public var doubleValue: Double { self }

  public var jsonValue: JSONValue { .number(self) }

  @inline(__always)
  public func writeJSON<Sink: JSONSink>(to sink: inout Sink) { sink.number(self) }

  @inline(__always)
  public func writeJSON<Sink: JSONSink>(key: StaticString, to sink: inout Sink) { sink.member(key, self) }

  /// The binary value of a parseFloat prefix; the conversion is correctly rounded, as in JavaScript.
  static func value(of prefix: JSParseFloat.Prefix?) -> Double {
    switch prefix {
    case nil: return .nan
    case .infinity(let negative): return negative ? -.infinity : .infinity
    case .decimal(let literal): return Double(literal) ?? .nan
    }
  }
}
