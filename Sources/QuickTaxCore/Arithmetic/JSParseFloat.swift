/// JavaScript's `parseFloat` (ECMA-262 §19.2.4), split in two: finding the numeric prefix, which is
/// the same for every arithmetic, and converting that prefix, which each arithmetic does its own way.
public enum JSParseFloat {
  /// What `parseFloat` found at the start of a text.
  public enum Prefix: Equatable, Sendable {
    /// `Infinity`, `+Infinity` or `-Infinity`.
    case infinity(negative: Bool)
    /// A StrDecimalLiteral other than `Infinity`, written canonically: optional `-`, at least one
    /// integer digit, an optional fraction, an optional exponent (`-0.5`, `12`, `1e4`, `2.5e3`).
    case decimal(String)
  }

  /// The longest prefix of `text`, after leading white space, that is a StrDecimalLiteral;
  /// nil where there is none (parseFloat gives NaN): `"12abc"` → `12`, `"1,000"` → `1`,
  /// `" .5"` → `.5`, `"0x10"` → `0`, `"$400"` → nil, `"1e"` → `1`.
  public static func prefix(of text: String) -> Prefix? {
    var utf8 = text
    return utf8.withUTF8 { prefix(ofUTF8: $0, original: text) }
  }

  /// `parseFloat(text)` as a double. The usual amount ("1000", "-1234.56": at most 15 digits) is
  /// converted directly, as the digits over a power of ten: both are exact doubles, so the one
  /// rounding of the division gives the correctly rounded value, as `parseFloat` does. Anything
  /// else goes through ``prefix(of:)``.
  public static func binaryValue(of text: String) -> Double {
    let original = text
    var text = text
    return text.withUTF8 { bytes in
      // A number written plainly, whole or at the start ("2025-06-20" is 2025, "12abc" 12): the
      // literal parseFloat reads ends where it ends, unless a point, an exponent or a sixteenth
      // digit follows (then the general reading).
      if let (value, length) = decimalPrefix(bytes) {
        guard length < bytes.count else { return value }
        let next = bytes[length]
        if next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e"), !(next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) {
          return value
        }
      }
      return Double.value(of: prefix(ofUTF8: bytes, original: original))
    }
  }

  /// The value of `-?digits(.digits)?` with at most 15 digits; nil for any other text.
  static func plainDecimalValue(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let (value, length) = decimalPrefix(bytes), length == bytes.count else { return nil }
    return value
  }

  /// The value of the longest `-?digits(.digits)?` at the start of `bytes`, with at most 15 digits,
  /// and how many bytes it takes; nil when there is none, when it has more digits, or when a
  /// point is not followed by a digit.
  static func decimalPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (value: Double, length: Int)? {
    var index = 0
    let negative = bytes.first == UInt8(ascii: "-")
    if negative { index = 1 }
    var mantissa: Int64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        digits += 1
        if seenPoint { fractionDigits += 1 }
        guard digits <= 15 else { return nil }
      } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
        seenPoint = true
      } else {
        break
      }
      index += 1
    }
    guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
    let magnitude = Double(mantissa) / exactPowersOfTen[fractionDigits]
    return (negative ? -magnitude : magnitude, index)
  }

  /// 10⁰ through 10²², each exactly representable in a double (the most that are): a whole
  /// number of at most 2⁵³ divided or multiplied by one is correctly rounded.
  static let exactPowersOfTen: [Double] = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

  static func prefix(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, original: String) -> Prefix? {
    let count = bytes.count
    var index = 0
    // Leading white space: ASCII directly, anything else decoded as one scalar.
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        guard isStrWhiteSpace(Unicode.Scalar(byte)) else { break }
        index += 1
        continue
      }
      var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator), isStrWhiteSpace(scalar) else { break }
      index += scalar.utf8.count
    }
    let start = index
    func byte(_ position: Int) -> UInt8? { position < count ? bytes[position] : nil }
    func isDigit(_ position: Int) -> Bool { byte(position).map { $0 >= 48 && $0 <= 57 } ?? false }

    var negative = false
    if let sign = byte(index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      index += 1
    }
    if byte(index) == UInt8(ascii: "I"), index + infinityBytes.count <= count,
      bytes[index..<(index + infinityBytes.count)].elementsEqual(infinityBytes)
    {
      return .infinity(negative: negative)
    }

    let integerStart = index
    while isDigit(index) { index += 1 }
    let integerEnd = index
    var fractionStart = index
    var fractionEnd = index
    if byte(index) == UInt8(ascii: "."), integerEnd > integerStart || isDigit(index + 1) {
      fractionStart = index + 1
      index = fractionStart
      while isDigit(index) { index += 1 }
      fractionEnd = index
    }
    guard integerEnd > integerStart || fractionEnd > fractionStart else { return nil }

    // An exponent counts only when at least one digit follows `e`, `e+` or `e-`.
    var exponentStart = index
    var exponentEnd = index
    if let marker = byte(index), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      var digits = index + 1
      if let sign = byte(digits), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { digits += 1 }
      if isDigit(digits) {
        exponentStart = index + 1
        exponentEnd = digits
        while isDigit(exponentEnd) { exponentEnd += 1 }
      }
    }

    // The text itself when it is already canonical (the usual "1000" or "1234.56").
    let hasFraction = fractionEnd > fractionStart
    let hasPoint = fractionStart > integerEnd
    if start == 0, byte(0) != UInt8(ascii: "+"), integerEnd > integerStart, hasPoint == hasFraction,
      exponentEnd == exponentStart, (hasFraction ? fractionEnd : integerEnd) == count
    {
      return .decimal(original)
    }
    // Written canonically ("-0.5e3", never ".5" or "5."), which every converter accepts.
    var literal: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    literal += integerEnd > integerStart ? Array(bytes[integerStart..<integerEnd]) : [UInt8(ascii: "0")]
    if hasFraction { literal += [UInt8(ascii: ".")] + bytes[fractionStart..<fractionEnd] }
    if exponentEnd > exponentStart { literal += [UInt8(ascii: "e")] + bytes[exponentStart..<exponentEnd] }
    return .decimal(String(decoding: literal, as: UTF8.self))
  }

  private static let infinityBytes = Array("Infinity".utf8)

  /// StrWhiteSpaceChar: WhiteSpace (TAB, VT, FF, ZWNBSP, and every Zs space) and LineTerminator.
  static func isStrWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A,
      0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
      return true
    default:
      return false
    }
  }
}
