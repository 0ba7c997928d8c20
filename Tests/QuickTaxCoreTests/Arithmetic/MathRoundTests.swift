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

  @Test("binary: the same as Math.round's definition with the special values set apart, for random doubles of every kind")
  func binaryAgainstDefinition() {
    var random = SystemRandomNumberGenerator()
    var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
    for _ in 0..<100_000 {
      // Random bits: every sign and exponent, subnormals, NaNs and the infinities among them.
      values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &random)))
      // Amounts in cents and half cents, where rounding decides something.
      values.append(Double(Int64.random(in: -10_000_000_000...10_000_000_000, using: &random)) / 200)
    }
    var mismatches: [String] = []
    for value in values {
      // ECMA-262 §21.3.2.28: NaN, the infinities and the zeros are their own round; otherwise the
      // integer closest to x, the one toward +Infinity at a tie, and -0 for -0.5 <= x < 0.
      var reference = value
      if value.isFinite && value != 0 {
        let floor = value.rounded(.down)
        reference = value - floor >= 0.5 ? floor + 1 : floor
        if reference == 0 && value < 0 { reference = -0.0 }
      }
      let rounded = value.jsRounded()
      if rounded.bitPattern != reference.bitPattern && !(rounded.isNaN && reference.isNaN) {
        mismatches.append("\(value): \(rounded) vs \(reference)")
      }
    }
    #expect(mismatches.count == 0, "\(Array(mismatches.prefix(5)))")
  }

  @Test("the sign of a zero result and the special values survive rounding")
  func specialValues() {
    #expect((-0.4).jsRounded().sign == .minus)
    #expect((-0.0).jsRounded().sign == .minus && (-0.0).jsRounded() == 0)
    #expect((0.0).jsRounded().sign == .plus && (0.0).jsRounded() == 0)
    #expect((-Double.leastNonzeroMagnitude).jsRounded().sign == .minus)
    #expect(Double.nan.jsRounded().isNaN)
    #expect(Double.infinity.jsRounded() == .infinity)
    #expect((-Double.infinity).jsRounded() == -.infinity)
    #expect(Double.greatestFiniteMagnitude.jsRounded() == .greatestFiniteMagnitude)
    #expect(DecimalNumber.infinity.jsRounded() == .infinity)
    #expect(DecimalNumber.nan.jsRounded().isNaN)
  }

  @Test("Math.max and Math.min of every pair of special and ordinary values, in both arithmetics")
  func maxMinPairs() {
    let values: [Double] = [.nan, 0, -0.0, .infinity, -.infinity, 1, -1, 2.5, 1e-300, -7_000_000, .leastNonzeroMagnitude]
    for a in values {
      for b in values {
        // ECMA-262 §21.3.2.24–25: NaN if either is NaN; +0 above -0; otherwise the larger or smaller.
        let expectedMax = a.isNaN || b.isNaN ? Double.nan : (a == 0 && b == 0 ? (a.sign == .plus ? a : b) : Swift.max(a, b))
        let expectedMin = a.isNaN || b.isNaN ? Double.nan : (a == 0 && b == 0 ? (a.sign == .minus ? a : b) : Swift.min(a, b))
        #expect(jsMax(a, b).bitPattern == expectedMax.bitPattern || (jsMax(a, b).isNaN && expectedMax.isNaN), "max(\(a), \(b))")
        #expect(jsMin(a, b).bitPattern == expectedMin.bitPattern || (jsMin(a, b).isNaN && expectedMin.isNaN), "min(\(a), \(b))")
        // Decimal arithmetic has no signed zero and no subnormals: the others, by value.
        guard let decimalA = Self.decimal(a), let decimalB = Self.decimal(b) else { continue }
        let decimalMax = jsMax(decimalA, decimalB)
        let decimalMin = jsMin(decimalA, decimalB)
        #expect(decimalMax.doubleValue == expectedMax || (expectedMax.isNaN && decimalMax.isNaN), "decimal max(\(a), \(b))")
        #expect(decimalMin.doubleValue == expectedMin || (expectedMin.isNaN && decimalMin.isNaN), "decimal min(\(a), \(b))")
      }
    }
  }

  /// The decimal of a double the tests use: its special values as such, a finite one from its
  /// JavaScript text; nil for what decimal arithmetic cannot hold (1e-300).
  static func decimal(_ value: Double) -> DecimalNumber? {
    if value.isNaN { return .nan }
    if value.isInfinite { return value > 0 ? .infinity : -.infinity }
    return DecimalNumber(literal: JavaScriptNumberFormat.string(value))
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
