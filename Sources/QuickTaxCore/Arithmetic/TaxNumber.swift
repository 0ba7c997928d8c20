/// The number type the calculators are written over, once, for both arithmetics.
///
/// The web app computes with JavaScript numbers (IEEE-754 doubles). The port keeps every operation
/// it performs, in the same order, through this protocol, so that `Double` reproduces the web app
/// exactly (binary arithmetic, the parity default) and ``DecimalNumber`` computes the same steps in
/// base 10 (decimal arithmetic). Both carry JavaScript's special values: `Infinity` is the open top
/// of a bracket, `NaN` the result of arithmetic on a missing (`undefined`) field.
public protocol TaxNumber: Sendable, Comparable, CustomStringConvertible {
  static var zero: Self { get }
  /// JavaScript `Infinity`.
  static var infinity: Self { get }
  /// JavaScript `NaN`.
  static var nan: Self { get }

  init(_ integer: Int)
  /// The value of a number written in decimal in a table file (`"0.093"`, `"11925"`): the nearest
  /// double in binary arithmetic, the exact value in decimal. Nil when the text is not a number.
  init?(literal: String)
  /// The value of a number of a JSON document, as ``init(literal:)`` reads its text: binary
  /// arithmetic takes the double the parser already read from it.
  init?(json number: JSONNumber)
  /// A value that JavaScript date arithmetic produced (a paycheck count, possibly NaN).
  init(dateArithmetic value: Double)

  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: Self) -> Self
  static func / (lhs: Self, rhs: Self) -> Self
  static prefix func - (operand: Self) -> Self

  var isNaN: Bool { get }
  var isInfinite: Bool { get }

  /// `Math.round`: the nearest integer, halves toward +Infinity (-2.5 gives -2).
  func jsRounded() -> Self
  /// `Math.round(value × 100) / 100`: a form line in dollars and cents, never -0; NaN and the
  /// infinities are kept (written `null`).
  var roundedToCents: Self { get }

  /// `parseFloat(text)`: the longest numeric prefix after leading white space, or NaN.
  static func parseFloat(_ text: InputText) -> Self
  /// The number as the text of a field (`String(number)`), as QuickTax fills one in.
  var inputText: InputText { get }

  /// The nearest double, for output and comparison.
  var doubleValue: Double { get }

  /// The value as JSON: a number, or `null` for NaN and the infinities (as `JSON.stringify`).
  var jsonValue: JSONValue { get }

  /// Writes the value as a JSON number (or `null`) without building a ``JSONValue``.
  func writeJSON<Sink: JSONSink>(to sink: inout Sink)
  /// Writes `key` and the value, as ``writeJSON(to:)`` writes it.
  func writeJSON<Sink: JSONSink>(key: StaticString, to sink: inout Sink)
}

extension TaxNumber {
  /// `Math.round(value × 100) / 100`, as written.
  @inlinable
  public var roundedToCents: Self {
    guard !isNaN else { return self }
    return ((self * Self(100)).jsRounded() / Self(100)).orZero
  }

  /// Rounded half up to `places` decimals, as a form's "round to the fourth decimal place" (a
  /// ratio, a percentage); for amounts, ``roundedToCents``.
  func rounded(toPlaces places: Int) -> Self {
    var scale = Self(1)
    for _ in 0..<places { scale = scale * Self(10) }
    return (self * scale).jsRounded() / scale
  }

  /// `value || 0`: NaN and zero (either sign) become +0, anything else is kept.
  @inlinable
  public var orZero: Self { (isNaN || self == .zero) ? .zero : self }

  /// `parseFloat(text) || 0`, the web app's reading of every numeric text field.
  @inlinable
  public static func parsed(_ text: InputText) -> Self { parseFloat(text).orZero }

  /// JavaScript `+=`.
  @inlinable
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

  /// JavaScript `-=`.
  @inlinable
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

  /// `Math.floor`, as `Math.round(x - 0.5)` (exact for every amount: halves are representable).
  public var jsFloor: Self { (self - Self(1) / Self(2)).jsRounded() }

  /// `Math.ceil`.
  public var jsCeil: Self { -((-self).jsFloor) }
}

/// `Math.max(a, b)`: NaN if either is NaN; otherwise the larger (+0 above -0).
/// The common case first: a comparison that holds has neither value NaN.
@inlinable
public func jsMax<N: TaxNumber>(_ a: N, _ b: N) -> N {
  if a > b { return a }
  if a < b { return b }
  if a.isNaN || b.isNaN { return .nan }
  return a == .zero ? (a.isPositiveZero ? a : b) : a
}

/// `Math.min(a, b)`: NaN if either is NaN; otherwise the smaller (-0 below +0).
@inlinable
public func jsMin<N: TaxNumber>(_ a: N, _ b: N) -> N {
  if a < b { return a }
  if a > b { return b }
  if a.isNaN || b.isNaN { return .nan }
  return a == .zero ? (a.isPositiveZero ? b : a) : a
}

extension TaxNumber {
  /// True for +0 (and for every zero in arithmetics without a signed zero).
  @inlinable
  public var isPositiveZero: Bool {
    guard self == .zero else { return false }
    return (Self(1) / self) > .zero || !(Self(1) / self).isInfinite
  }
}
