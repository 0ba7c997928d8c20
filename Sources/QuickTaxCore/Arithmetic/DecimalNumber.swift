import Foundation

/// Decimal arithmetic: Foundation `Decimal` (38 significant digits, base 10), computed in machine
/// integers where the value fits 18 digits and the result is exact (`SmallDecimal`), extended with
/// JavaScript's `Infinity` and `-Infinity`, which `Decimal` lacks and the port needs (the open top
/// bracket, division by zero). NaN is `Decimal.nan`. There is no negative zero.
///
/// It runs the same steps as the binary arithmetic; results differ only where a double cannot
/// hold a decimal fraction exactly (0.1 + 0.2) and a rounding step lands on the other side of .5.
public struct DecimalNumber: TaxNumber {
  @usableFromInline
  enum Storage: Sendable {
    /// The fast path: nearly every value of a household, computed without Foundation.
    case small(SmallDecimal)
    case finite(Decimal)  // Decimal.nan included
    case infinite(negative: Bool)
  }

  @usableFromInline
  let storage: Storage

  @usableFromInline
  init(storage: Storage) { self.storage = storage }

  public init(_ decimal: Decimal) { storage = .finite(decimal) }

  public init(_ integer: Int) { storage = SmallDecimal(Int64(integer), 0).map(Storage.small) ?? .finite(Decimal(integer)) }

  /// A JSON number by its text: decimal keeps what is written.
  public init?(json number: JSONNumber) { self.init(literal: number.literal) }

  public init?(literal: String) {
    guard DecimalNumber.isPlainLiteral(literal) else { return nil }
    if let small = SmallDecimal(literal: literal) {
      self.init(storage: .small(small))
      return
    }
    guard let value = Decimal(string: literal) else { return nil }
    self.init(value)
  }

  /// Date arithmetic yields whole counts or NaN here; any other double converts through its
  /// shortest decimal representation.
  public init(dateArithmetic value: Double) {
    if value.isNaN {
      self.init(storage: .finite(.nan))
    } else if value.isInfinite {
      self.init(storage: .infinite(negative: value < 0))
    } else if let exact = Int(exactly: value) {
      self.init(exact)
    } else {
      self.init(Decimal(string: "\(value)") ?? .nan)
    }
  }

  public static let zero = DecimalNumber(storage: .small(.zero))
  public static let infinity = DecimalNumber(storage: .infinite(negative: false))
  public static let nan = DecimalNumber(storage: .finite(.nan))

  /// The Foundation value, nil for the infinities.
  public var decimal: Decimal? {
    switch storage {
    case .small(let value): return value.decimal
    case .finite(let value): return value
    case .infinite: return nil
    }
  }

  /// The value as Foundation's arithmetic sees it (the general path, for what the small one
  /// gives up on): a finite decimal, NaN included, or an infinity.
  private enum General {
    case finite(Decimal)
    case infinite(negative: Bool)
  }

  private var general: General {
    switch storage {
    case .small(let value): return .finite(value.decimal)
    case .finite(let value): return .finite(value)
    case .infinite(let negative): return .infinite(negative: negative)
    }
  }

  public var isNaN: Bool {
    if case .finite(let value) = storage { return value.isNaN }
    return false
  }

  public var isInfinite: Bool {
    if case .infinite = storage { return true }
    return false
  }

  /// -1, 0 or 1; nil for NaN.
  private var signum: Int? {
    switch storage {
    case .small(let value): return value.signum
    case .infinite(let negative): return negative ? -1 : 1
    case .finite(let value):
      if value.isNaN { return nil }
      return value.isZero ? 0 : (value < 0 ? -1 : 1)
    }
  }

  public static func + (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, let sum = a + b { return DecimalNumber(storage: .small(sum)) }
    switch (lhs.general, rhs.general) {
    case (.finite(let a), .finite(let b)): return DecimalNumber(a + b)
    case (.infinite(let a), .infinite(let b)): return a == b ? lhs : .nan
    case (.infinite, .finite(let b)): return b.isNaN ? .nan : lhs
    case (.finite(let a), .infinite): return a.isNaN ? .nan : rhs
    }
  }

  public static prefix func - (operand: DecimalNumber) -> DecimalNumber {
    switch operand.storage {
    case .small(let value): return DecimalNumber(storage: .small(-value))
    case .finite(let value): return value.isNaN || value.isZero ? operand : DecimalNumber(-value)
    case .infinite(let negative): return DecimalNumber(storage: .infinite(negative: !negative))
    }
  }

  public static func - (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber { lhs + (-rhs) }

  public static func * (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, let product = a * b {
      return DecimalNumber(storage: .small(product))
    }
    if case .finite(let a) = lhs.general, case .finite(let b) = rhs.general { return DecimalNumber(a * b) }
    guard let left = lhs.signum, let right = rhs.signum, left != 0, right != 0 else { return .nan }
    return DecimalNumber(storage: .infinite(negative: left * right < 0))
  }

  public static func / (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, !b.isZero, let quotient = a / b {
      return DecimalNumber(storage: .small(quotient))
    }
    guard let left = lhs.signum, let right = rhs.signum else { return .nan }
    switch (lhs.general, rhs.general) {
    case (.infinite, .infinite): return .nan
    case (.finite, .infinite): return .zero
    case (.infinite, .finite): return DecimalNumber(storage: .infinite(negative: left * (right == 0 ? 1 : right) < 0))
    case (.finite(let a), .finite(let b)):
      if b.isZero { return left == 0 ? .nan : DecimalNumber(storage: .infinite(negative: left < 0)) }
      return DecimalNumber(a / b)
    }
  }

  public static func == (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, let order = SmallDecimal.compare(a, b) { return order == 0 }
    switch (lhs.general, rhs.general) {
    case (.finite(let a), .finite(let b)): return !a.isNaN && !b.isNaN && a == b
    case (.infinite(let a), .infinite(let b)): return a == b
    default: return false
    }
  }

  /// IEEE-style: false whenever either side is NaN.
  public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
    if case .small(let a) = lhs.storage, case .small(let b) = rhs.storage, let order = SmallDecimal.compare(a, b) { return order < 0 }
    switch (lhs.general, rhs.general) {
    case (.finite(let a), .finite(let b)): return !a.isNaN && !b.isNaN && a < b
    case (.infinite(let a), .infinite(let b)): return a && !b
    case (.infinite(let negative), .finite(let b)): return negative && !b.isNaN
    case (.finite(let a), .infinite(let negative)): return !negative && !a.isNaN
    }
  }

  public static func <= (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool { lhs < rhs || lhs == rhs }
  public static func >= (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool { rhs < lhs || lhs == rhs }
  public static func > (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool { rhs < lhs }

  /// `Math.round(x × 100) / 100`: floor(x + 0.005) at two places, exact in base 10, as
  /// ``jsRounded()`` rounds at none. A value of full precision (a ratio's 38 digits) is rounded
  /// where it is, without the product and the quotient, each a long division of `Decimal`'s
  /// (some 20,000 instructions for the pair).
  public var roundedToCents: DecimalNumber {
    if case .small = storage { return (self * DecimalNumber(100)).jsRounded() / DecimalNumber(100) }
    guard case .finite(var shifted) = general, !shifted.isNaN else { return self }
    shifted += Decimal(sign: .plus, exponent: -3, significand: 5)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &shifted, 2, .down)
    return DecimalNumber(rounded)
  }

  /// `Math.round`: floor(x + 0.5), exact in base 10.
  public func jsRounded() -> DecimalNumber {
    if case .small(let value) = storage, let rounded = value.jsRounded() { return DecimalNumber(storage: .small(rounded)) }
    guard case .finite(var shifted) = general, !shifted.isNaN else { return self }
    shifted += Decimal(sign: .plus, exponent: -1, significand: 5)
    var rounded = Decimal()
    NSDecimalRound(&rounded, &shifted, 0, .down)
    return DecimalNumber(rounded)
  }

  public var inputText: InputText { InputText(description) }

  public static func parseFloat(_ text: InputText) -> DecimalNumber {
    value(of: JSParseFloat.prefix(of: text.text))
  }

  /// The decimal value of a parseFloat prefix; beyond Decimal's range, ±Infinity or zero as in
  /// JavaScript's overflow and underflow.
  static func value(of prefix: JSParseFloat.Prefix?) -> DecimalNumber {
    switch prefix {
    case nil: return .nan
    case .infinity(let negative): return DecimalNumber(storage: .infinite(negative: negative))
    case .decimal(let literal):
      if let small = SmallDecimal(literal: literal) { return DecimalNumber(storage: .small(small)) }
      if let value = Decimal(string: literal), !value.isNaN { return DecimalNumber(value) }
      let binary = Double(literal) ?? .nan
      if binary.isInfinite { return DecimalNumber(storage: .infinite(negative: binary < 0)) }
      return binary == 0 ? .zero : .nan
    }
  }

  public var doubleValue: Double {
    switch storage {
    case .small(let value): return value.doubleValue
    case .infinite(let negative): return negative ? -.infinity : .infinity
    case .finite(let value): return value.isNaN ? .nan : (Double(value.description) ?? .nan)
    }
  }

  public func writeJSON<Sink: JSONSink>(to sink: inout Sink) { sink.value(jsonValue) }

  public func writeJSON<Sink: JSONSink>(key: StaticString, to sink: inout Sink) {
    sink.key(key)
    writeJSON(to: &sink)
  }

  public var jsonValue: JSONValue {
    switch storage {
    case .small(let value): return .number(JSONNumber(literal: value.description, value: value.doubleValue))
    case .finite(let value) where !value.isNaN: return .number(JSONNumber(literal: value.description, value: doubleValue))
    default: return .null
    }
  }

  public var description: String {
    switch storage {
    case .small(let value): return value.description
    case .infinite(let negative): return negative ? "-Infinity" : "Infinity"
    case .finite(let value): return value.isNaN ? "NaN" : value.description
    }
  }

  /// `-?digits(.digits)?([eE][+-]?digits)?`, the whole text: Foundation's own parser would accept a
  /// prefix (`"12abc"` as 12), which a table file must never get away with.
  static func isPlainLiteral(_ text: String) -> Bool {
    guard case .decimal(let canonical)? = JSParseFloat.prefix(of: text) else { return false }
    let trimmed = text.hasPrefix("+") ? String(text.dropFirst()) : text
    return canonical == trimmed || canonical.replacingOccurrences(of: "e", with: "E") == trimmed
  }
}
