import QuickTaxCore
import Testing

@Suite("JavaScript parseFloat")
struct ParseFloatTests {
  /// Each text with what `parseFloat` returns for it in JavaScript (nil for NaN).
  static let table: [(String, Double?)] = [
    ("1000", 1000), ("1000.50", 1000.5), ("-250", -250), ("", nil), ("   ", nil),
    ("12abc", 12), ("1,000", 1), ("1e4", 10000), ("2.5e3", 2500), (".5", 0.5), ("-.5", -0.5),
    ("7.", 7), ("0x10", 0), ("$400", nil), ("  42  ", 42), (" 500", 500), ("+200", 200),
    ("-", nil), ("+", nil), ("abc", nil), ("3 000", 3), ("1e", 1), ("1e+", 1), ("1E-2", 0.01),
    (".e1", nil), ("..5", nil), ("5..5", 5), ("1_000", 1), ("Infinity", .infinity), ("-Infinity", -.infinity),
    ("+Infinityx", .infinity), ("infinity", nil), ("\u{00A0}5", 5), ("\u{2003}\u{FEFF}7", 7), ("\n\t8", 8),
    ("1e309", .infinity), ("1e-400", 0), ("0.1", 0.1), ("\u{0663}", nil), ("٣5", nil), ("NaN", nil),
  ]

  @Test("binary reading of each text", arguments: table)
  func binary(_ text: String, _ expected: Double?) {
    let value = Double.parseFloat(InputText(text))
    if let expected {
      #expect(value == expected, "parseFloat(\(text.debugDescription))")
    } else {
      #expect(value.isNaN, "parseFloat(\(text.debugDescription)) should be NaN")
    }
  }

  @Test("decimal reading agrees with binary", arguments: table)
  func decimal(_ text: String, _ expected: Double?) {
    let value = DecimalNumber.parseFloat(InputText(text))
    if let expected {
      #expect(value.doubleValue == expected, "parseFloat(\(text.debugDescription))")
    } else {
      #expect(value.isNaN)
    }
  }

  @Test("`-0` keeps its sign; `|| 0` turns NaN, -0 and 0 into +0 and keeps the rest")
  func orZero() {
    let negativeZero = Double.parseFloat("-0")
    #expect(negativeZero == 0 && negativeZero.sign == .minus)
    #expect(Double.parsed("-0").sign == .plus)
    #expect(Double.parsed("abc") == 0)
    #expect(Double.parsed("Infinity") == .infinity)
    #expect(Double.parsed("12abc") == 12)
  }

  @Test("decimal reading is exact where binary is not")
  func decimalIsExact() {
    let sum = DecimalNumber.parseFloat("0.1") + DecimalNumber.parseFloat("0.2")
    #expect(sum == DecimalNumber(literal: "0.3"))
    #expect(Double.parseFloat("0.1") + Double.parseFloat("0.2") != 0.3)
  }

  /// The direct conversion of short plain numbers must give exactly what the general path (the
  /// C library's correctly rounded strtod) gives, digit count by digit count, up to 15 and past it.
  @Test("the short-number path agrees bit for bit with strtod")
  func shortNumbers() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...17, using: &generator)
      var text = String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
      let point = Int.random(in: 0...digits, using: &generator)
      if point > 0 && point < digits { text.insert(".", at: text.index(text.startIndex, offsetBy: point)) }
      if Bool.random(using: &generator) { text = "-" + text }
      let expected = Double(text)
      let value = JSParseFloat.binaryValue(of: text)
      #expect(value.bitPattern == expected?.bitPattern, "\(text)")
      checked += 1
    }
    #expect(checked == 20_000)
    // Inputs the fast path must hand on: leading space, a trailing point, an exponent, text after.
    let handedOn: [(String, Double)] = [(" 12", 12), ("12.", 12), ("1e3", 1000), ("12abc", 12), (".5", 0.5), ("1,000", 1), ("0x10", 0)]
    for (text, expected) in handedOn { #expect(JSParseFloat.binaryValue(of: text) == expected, "\(text)") }
    #expect(JSParseFloat.binaryValue(of: "-").isNaN)
  }
}
