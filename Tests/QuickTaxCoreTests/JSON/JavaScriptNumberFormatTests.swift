import QuickTaxCore
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
