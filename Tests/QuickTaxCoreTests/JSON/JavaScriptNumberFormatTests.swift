import QuickTaxCore
import QuickTaxFixtures
import Testing

@Suite("Numbers written as JavaScript writes them")
struct JavaScriptNumberFormatTests {
  @Test("Number-to-String", arguments: [
    (0.0, "0"), (-0.0, "0"), (6275, "6275"), (-500, "-500"), (73_930.9174220349, "73930.9174220349"),
    (0.1 + 0.2, "0.30000000000000004"), (1e21, "1e+21"), (1.2345678901234568e20, "123456789012345680000"),
    (0.000001, "0.000001"), (1e-7, "1e-7"), (1.5e300, "1.5e+300"), (Double.leastNonzeroMagnitude, "5e-324"), (16.184985383626838, "16.184985383626838"),
    (2_584.3999999999996, "2584.3999999999996"), (1e16, "10000000000000000"),
  ])
  func format(_ value: Double, _ expected: String) {
    #expect(JavaScriptNumberFormat.string(value) == expected)
  }

  @Test("special values")
  func special() {
    #expect(JavaScriptNumberFormat.string(.nan) == "NaN")
    #expect(JavaScriptNumberFormat.string(-.infinity) == "-Infinity")
  }
}

@Suite("JSONByteSink writes numbers as JavaScript does, whole dollars and cents by its fast paths")
struct JSONByteSinkNumberTests {
  static func written(_ value: Double) -> String {
    let sink = JSONByteSink()
    sink.number(value)
    return String(decoding: sink.bytes, as: UTF8.self)
  }

  @Test("dollars and cents, up to six decimals, their sums and products, and values beside them: the same text as Number-to-String")
  func sameAsJavaScript() {
    var random = SeededGenerator(state: 0xC3E7)
    var values: [Double] = [0.5, -0.5, 0.07, -12.5, 3.25, 9_999_999_999_999.99, 1e13 - 0.01, 0.1 + 0.2, 0.01, -0.01, 62_174.630000000005]
    for _ in 0..<20_000 {
      let cents = Double(Int64.random(in: -10_000_000_000...10_000_000_000, using: &random))
      values += [cents / 100, cents / 100 + 0.1, cents / 100 * 1.5, (cents / 100).nextUp, cents / 3, Double.random(in: -1e14...1e14, using: &random)]
      // Three to six decimals (a rate times dollars), below and about 2^33, where that path ends.
      let scaled = Double(Int64.random(in: -9_000_000_000_000...9_000_000_000_000, using: &random))
      let decimals = [1e3, 1e4, 1e5, 1e6][Int.random(in: 0...3, using: &random)]
      let rated = cents / 100 * [0.0765, 0.093, 0.01, 0.062, 0.0145][Int.random(in: 0...4, using: &random)]
      values += [scaled / decimals, (scaled / decimals).nextDown, rated, rated.nextUp, 8_589_934_592 + scaled / 1e15, 8_589_934_591.999999]
    }
    var mismatches: [String] = []
    for value in values where Self.written(value) != JavaScriptNumberFormat.string(value) {
      mismatches.append("\(value): \(Self.written(value)) vs \(JavaScriptNumberFormat.string(value))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}

@Suite("JSONByteSink escapes strings as JSON.stringify does, eight bytes at a time where nothing needs it")
struct JSONByteSinkStringTests {
  /// JSON.stringify's escaping, byte by byte (the reference for the sink's word-at-a-time path).
  static func stringified(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  @Test("each character that needs escaping, at every position of strings from 0 to 40 bytes, beside plain and non-ASCII text")
  func everyPosition() {
    let plain = Array("Schedule D line 16, é and 😀 beside ASCII: the rest is plain text!".unicodeScalars)
    let special: [Unicode.Scalar] = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\t", " ", "~", "\u{7F}", "\u{80}"]
    var mismatches: [String] = []
    for length in 0...40 {
      let base = String(String.UnicodeScalarView(plain.prefix(length)))
      var cases = [base]
      for position in 0...min(length, plain.count) {
        for scalar in special {
          var scalars = Array(plain.prefix(length))
          scalars.insert(scalar, at: position)
          cases.append(String(String.UnicodeScalarView(scalars)))
        }
      }
      for text in cases {
        let sink = JSONByteSink()
        sink.string(text)
        let written = String(decoding: sink.bytes, as: UTF8.self)
        if written != Self.stringified(text) { mismatches.append("\(text.debugDescription): \(written)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
