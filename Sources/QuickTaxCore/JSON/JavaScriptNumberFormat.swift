/// JavaScript's Number-to-String (ECMA-262 §6.1.6.1.20): the shortest digits that round-trip,
/// written plainly from 1e-6 up to 1e21 and with an exponent outside that range. JSON output uses it
/// so that numbers read exactly as the web app's `JSON.stringify` writes them.
public enum JavaScriptNumberFormat {
  public static func string(_ value: Double) -> String { string(value, exponents: true) }

  /// The same shortest digits, always laid out plainly (`0.0000002857142857142857`, never
  /// `2.857142857142857e-7`): what QuickTax's JSON writes, so that a reader that mishandles
  /// exponents (a spreadsheet, a shell script) reads every number, and no figure looks like noise.
  /// A JSON parser reads the same value from either form.
  public static func plainString(_ value: Double) -> String { string(value, exponents: false) }

  private static func string(_ value: Double, exponents: Bool) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    if value == 0 { return "0" }
    if let whole = Int64(exactly: value), abs(whole) < 1_000_000_000_000_000 { return String(whole) }
    // Between 1e-4 and 1e15 Swift writes the same shortest digits without an exponent, as
    // JavaScript does: nothing to rearrange.
    let magnitude = abs(value)
    if magnitude >= 1e-4 && magnitude < 1e15 { return value.description }

    // Swift's description also gives the shortest round-tripping digits; only the layout differs.
    let (digits, exponent) = shortestDigits(abs(value))
    let sign = value < 0 ? "-" : ""
    let k = digits.count
    let n = exponent  // value = 0.digits × 10^n
    if k <= n && (n <= 21 || !exponents) {
      return sign + digits + String(repeating: "0", count: n - k)
    }
    if 0 < n && (n <= 21 || !exponents) {
      return sign + digits.prefix(n) + "." + digits.dropFirst(n)
    }
    if n <= 0 && (-6 < n || !exponents) {
      return sign + "0." + String(repeating: "0", count: -n) + digits
    }
    let mantissa = k == 1 ? digits : digits.prefix(1) + "." + digits.dropFirst()
    let power = n - 1
    return sign + mantissa + "e" + (power < 0 ? "-" : "+") + String(abs(power))
  }

  /// The significant digits (no leading or trailing zeros) and n such that the value is
  /// 0.d1d2d3… × 10^n.
  static func shortestDigits(_ value: Double) -> (digits: String, exponent: Int) {
    let text = value.description  // "73930.9174220349", "1e-07", "1.5e+22", "0.001"
    var mantissa = Substring(text)
    var powerOfTen = 0
    if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      mantissa = text[..<marker]
      powerOfTen = Int(text[text.index(after: marker)...]) ?? 0
    }
    let point = mantissa.firstIndex(of: ".")
    let integerPart = point.map { mantissa[..<$0] } ?? mantissa
    let fractionPart = point.map { mantissa[mantissa.index(after: $0)...] } ?? ""
    var digits = String(integerPart) + fractionPart
    var exponent = integerPart.count + powerOfTen
    while digits.hasPrefix("0") {
      digits.removeFirst()
      exponent -= 1
    }
    while digits.hasSuffix("0") { digits.removeLast() }
    return (digits.isEmpty ? "0" : digits, exponent)
  }
}
