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
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first, isStrWhiteSpace(first) { scalars = scalars.dropFirst() }

    var index = scalars.startIndex
    func peek(_ offset: Int = 0) -> UInt8? {
      var position = index
      for _ in 0..<offset {
        guard position < scalars.endIndex else { return nil }
        position = scalars.index(after: position)
      }
      guard position < scalars.endIndex else { return nil }
      let value = scalars[position].value
      return value < 128 ? UInt8(value) : nil
    }
    func advance() { index = scalars.index(after: index) }

    var negative = false
    if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      negative = sign == UInt8(ascii: "-")
      advance()
    }
    if matchesInfinity(scalars[index...]) { return .infinity(negative: negative) }

    var integerDigits: [UInt8] = []
    while let byte = peek(), isDigit(byte) {
      integerDigits.append(byte)
      advance()
    }
    var fractionDigits: [UInt8] = []
    if peek() == UInt8(ascii: "."), !integerDigits.isEmpty || (peek(1).map(isDigit) ?? false) {
      advance()
      while let byte = peek(), isDigit(byte) {
        fractionDigits.append(byte)
        advance()
      }
    }
    guard !integerDigits.isEmpty || !fractionDigits.isEmpty else { return nil }

    // An exponent counts only when at least one digit follows `e`, `e+` or `e-`.
    var exponent: [UInt8] = []
    if let marker = peek(), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
      var lookahead = 1
      var candidate: [UInt8] = [UInt8(ascii: "e")]
      if let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        candidate.append(sign)
        lookahead = 2
      }
      var digitCount = 0
      while let byte = peek(lookahead + digitCount), isDigit(byte) {
        candidate.append(byte)
        digitCount += 1
      }
      if digitCount > 0 { exponent = candidate }
    }

    // Written canonically ("-0.5e3", never ".5" or "5."), which every converter accepts.
    var literal: [UInt8] = negative ? [UInt8(ascii: "-")] : []
    literal += integerDigits.isEmpty ? [UInt8(ascii: "0")] : integerDigits
    if !fractionDigits.isEmpty { literal += [UInt8(ascii: ".")] + fractionDigits }
    literal += exponent
    return .decimal(String(decoding: literal, as: UTF8.self))
  }

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

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

  private static func matchesInfinity(_ scalars: Substring.UnicodeScalarView) -> Bool {
    var iterator = scalars.makeIterator()
    for expected in "Infinity".unicodeScalars {
      guard iterator.next() == expected else { return false }
    }
    return true
  }
}
