import QuickTaxCore
import Testing

@Suite("JavaScript Math.round, Math.max and Math.min")
struct MathRoundTests {
  static let halves: [(Double, Double)] = [
    (2.5, 3), (-2.5, -2), (-2.4, -2), (-2.6, -3), (0.5, 1), (-0.5, -0), (1.5, 2), (-1.5, -1),
    (0.49999999999999994, 0), (4_503_599_627_370_497, 4_503_599_627_370_497), (30_397.499999999996, 30_397),
  ]

  @Test("binary: halves go toward +Infinity", arguments: halves)
  func binary(_ value: Double, _ expected: Double) {
    #expect(value.jsRounded() == expected)
  }

  @Test("decimal: halves go toward +Infinity", arguments: halves.filter { $0.0 != 0.49999999999999994 })
  func decimal(_ value: Double, _ expected: Double) {
    let decimal = DecimalNumber(literal: JavaScriptNumberFormat.string(value))
    #expect(decimal?.jsRounded().doubleValue == expected)
  }

  @Test("the sign of a zero result and the special values survive rounding")
  func specialValues() {
    #expect((-0.4).jsRounded().sign == .minus)
    #expect(Double.nan.jsRounded().isNaN)
    #expect(Double.infinity.jsRounded() == .infinity)
    #expect(DecimalNumber.infinity.jsRounded() == .infinity)
    #expect(DecimalNumber.nan.jsRounded().isNaN)
  }

  @Test("Math.max and Math.min: NaN wins, +0 is above -0")
  func maxMin() {
    #expect(jsMax(1.0, .nan).isNaN)
    #expect(jsMin(.nan, 1.0).isNaN)
    #expect(jsMax(-0.0, 0.0).sign == .plus)
    #expect(jsMin(0.0, -0.0).sign == .minus)
    #expect(jsMax(3.0, 2.0) == 3)
    #expect(jsMin(3.0, .infinity) == 3)
    #expect(jsMax(DecimalNumber.zero, DecimalNumber.infinity) == .infinity)
  }
}
