import Foundation

/// A decimal held exactly as `significand × 10^exponent` in machine integers: the fast path of
/// ``DecimalNumber``, which nearly every amount, rate and intermediate of a household fits.
///
/// Foundation's `Decimal` is exact whenever a result fits its 128-bit mantissa, and keeps every
/// value compacted (no trailing zero digits), so that the text of a value depends only on the value.
/// Every operation here either gives that same exact value (a sum, difference or product of 64-bit
/// significands fits 128 bits; a quotient only when it is exact) or gives up (nil), and the caller
/// computes with Foundation. The text is written as Foundation writes the same value; a test
/// compares both over many values, and the golden cases compare whole households.
@usableFromInline
struct SmallDecimal: Sendable {
  /// Never `Int64.min`, so that negation and remainders cannot trap.
  let significand: Int64
  /// Within ``exponentRange``.
  let exponent: Int32

  /// Well inside `Decimal`'s exponents (-128...127), so converting is always exact.
  static let exponentRange: ClosedRange<Int32> = -64...64

  static let zero = SmallDecimal(checked: 0, 0)

  /// 10^0 … 10^18, the powers an `Int64` holds.
  private static let powersOfTen: [Int64] = (0...18).map { power in (0..<power).reduce(Int64(1)) { value, _ in value * 10 } }

  private init(checked significand: Int64, _ exponent: Int32) {
    self.significand = significand
    self.exponent = exponent
  }

  /// `significand × 10^exponent`, or nil when it is not one this type holds.
  init?(_ significand: Int64, _ exponent: Int32) {
    guard significand != 0 else {
      self = .zero
      return
    }
    guard significand != .min, SmallDecimal.exponentRange.contains(exponent) else { return nil }
    self.init(checked: significand, exponent)
  }

  /// A canonical decimal literal (`-?digits(.digits)?(e[+-]?digits)?`, as ``JSParseFloat/Prefix``
  /// writes it) of at most 18 significant digits; nil for any other text.
  init?(literal: String) {
    var text = literal
    guard let parsed = text.withUTF8({ SmallDecimal.parse($0) }) else { return nil }
    self = parsed
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SmallDecimal? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    var significand: Int64 = 0
    var digits = 0  // significant digits taken, leading zeros not counted
    var exponent = 0
    var seenDigit = false
    var inFraction = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        seenDigit = true
        if significand != 0 || byte != UInt8(ascii: "0") {
          digits += 1
          guard digits <= 18 else { return nil }
          significand = significand * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        if inFraction { exponent -= 1 }
      } else if byte == UInt8(ascii: "."), !inFraction {
        inFraction = true
      } else {
        break
      }
      index += 1
    }
    guard seenDigit else { return nil }
    if index < bytes.count {
      guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return nil }
      index += 1
      var exponentNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var written = 0
      var exponentDigits = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        written = written * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        exponentDigits += 1
        guard written < 1000 else { return nil }
        index += 1
      }
      guard exponentDigits > 0, index == bytes.count else { return nil }
      exponent += exponentNegative ? -written : written
    }
    guard let exponent32 = Int32(exactly: exponent) else { return nil }
    return SmallDecimal(negative ? -significand : significand, exponent32)
  }

  var isZero: Bool { significand == 0 }

  /// -1, 0 or 1.
  var signum: Int { significand == 0 ? 0 : (significand < 0 ? -1 : 1) }

  /// The significand at a smaller exponent (more digits), or nil when it does not fit.
  private func significand(atExponent target: Int32) -> Int64? {
    if significand == 0 { return 0 }
    let shift = Int(exponent) - Int(target)
    guard shift <= 18 else { return nil }
    let (scaled, overflow) = significand.multipliedReportingOverflow(by: SmallDecimal.powersOfTen[shift])
    return overflow ? nil : scaled
  }

  /// Both significands at the smaller exponent, or nil when one does not fit.
  private static func aligned(_ a: SmallDecimal, _ b: SmallDecimal) -> (Int64, Int64, Int32)? {
    let exponent = min(a.exponent, b.exponent)
    guard let left = a.significand(atExponent: exponent), let right = b.significand(atExponent: exponent) else { return nil }
    return (left, right, exponent)
  }

  static func + (a: SmallDecimal, b: SmallDecimal) -> SmallDecimal? {
    if b.significand == 0 { return a }
    if a.significand == 0 { return b }
    guard let (left, right, exponent) = aligned(a, b) else { return nil }
    let (sum, overflow) = left.addingReportingOverflow(right)
    return overflow ? nil : SmallDecimal(sum, exponent)
  }

  static prefix func - (operand: SmallDecimal) -> SmallDecimal { SmallDecimal(checked: -operand.significand, operand.exponent) }

  static func * (a: SmallDecimal, b: SmallDecimal) -> SmallDecimal? {
    let (product, overflow) = a.significand.multipliedReportingOverflow(by: b.significand)
    return overflow ? nil : SmallDecimal(product, a.exponent + b.exponent)
  }

  /// The quotient when it is exact within 18 more digits of the dividend (`x / 100`, `1 / 2`,
  /// `x / 4`); nil otherwise (Foundation rounds it to 38 digits). `b` is not zero.
  static func / (a: SmallDecimal, b: SmallDecimal) -> SmallDecimal? {
    var dividend = a.significand
    for shift: Int32 in 0...18 {
      if dividend % b.significand == 0 { return SmallDecimal(dividend / b.significand, a.exponent - b.exponent - shift) }
      let (next, overflow) = dividend.multipliedReportingOverflow(by: 10)
      guard !overflow, next != .min else { return nil }
      dividend = next
    }
    return nil
  }

  /// -1, 0 or 1 as `a` is below, equal to or above `b`; nil when they cannot be aligned.
  static func compare(_ a: SmallDecimal, _ b: SmallDecimal) -> Int? {
    if a.exponent == b.exponent { return a.significand == b.significand ? 0 : (a.significand < b.significand ? -1 : 1) }
    if a.signum != b.signum { return a.signum < b.signum ? -1 : 1 }
    guard let (left, right, _) = aligned(a, b) else { return nil }
    return left == right ? 0 : (left < right ? -1 : 1)
  }

  /// `Math.round`: floor(x + 0.5), halves toward +Infinity; nil beyond 18 fraction digits.
  func jsRounded() -> SmallDecimal? {
    if exponent >= 0 || significand == 0 { return self }
    let scale = Int(-exponent)
    guard scale <= 18 else { return nil }
    let power = SmallDecimal.powersOfTen[scale]
    let quotient = significand / power
    let remainder = significand % power  // the sign of the significand
    // x = quotient + remainder / power, with |remainder / power| < 1.
    let rounded = significand >= 0 ? quotient + (2 * remainder >= power ? 1 : 0) : quotient + (2 * remainder + power >= 0 ? 0 : -1)
    return SmallDecimal(rounded, 0)
  }

  /// The same value as a Foundation `Decimal` (exact: at most 19 digits, a small exponent).
  var decimal: Decimal {
    Decimal(sign: significand < 0 ? .minus : .plus, exponent: Int(exponent), significand: Decimal(significand.magnitude))
  }

  /// The nearest double: exact significand and power of ten make one correctly rounded operation
  /// (Clinger's fast path, as strtod takes it); otherwise strtod itself, on the text.
  var doubleValue: Double {
    if significand.magnitude <= 1 << 53 && (-22...22).contains(exponent) {
      let power = JSParseFloat.exactPowersOfTen[Int(exponent.magnitude)]
      return exponent >= 0 ? Double(significand) * power : Double(significand) / power
    }
    return Double(description) ?? .nan
  }

  /// As Foundation writes the value: plain digits, never an exponent, no trailing zeros.
  var description: String {
    guard significand != 0 else { return "0" }
    var magnitude = significand.magnitude
    var exponent = Int(self.exponent)
    while magnitude % 10 == 0 {
      magnitude /= 10
      exponent += 1
    }
    let digits = String(magnitude)
    let sign = significand < 0 ? "-" : ""
    if exponent >= 0 { return sign + digits + String(repeating: "0", count: exponent) }
    let point = digits.utf8.count + exponent
    if point > 0 {
      return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }
    return sign + "0." + String(repeating: "0", count: -point) + digits
  }
}
