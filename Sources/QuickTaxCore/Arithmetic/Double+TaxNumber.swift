/// Binary arithmetic: JavaScript numbers exactly, the parity default.
///
/// `+ - * /` and comparisons are IEEE-754 as in JavaScript; only rounding, literals and parsing
/// need JavaScript's own definitions.
extension Double: TaxNumber {
  public init?(literal: String) {
    if let whole = Double(wholeDigits: literal.utf8) {
      self = whole
      return
    }
    guard let value = Double(literal) else { return nil }
    self = value
  }

  /// The parser read the literal as `Double(String)` does (``JSONParser``): its value is the double.
  public init?(json number: JSONNumber) {
    guard !number.value.isNaN else { return nil }
    self = number.value
  }

  /// A literal of at most 15 digits and an optional minus sign (the tables' whole-dollar figures,
  /// FTB 3514's thousands of rows among them), read exactly by its digits: every such integer is a
  /// double, and `Double(String)` costs some 1,500 instructions a number at start-up. Nil for any
  /// other literal, which `Double(String)` reads.
  @inlinable
  public init?<Digits: Collection<UInt8>>(wholeDigits literal: Digits) {
    var digits = literal[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.count <= 15 else { return nil }
    var value: Int64 = 0
    for byte in digits {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int64(byte - UInt8(ascii: "0"))
    }
    self = negative ? -Double(value) : Double(value)
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
