import Foundation
import QuickTaxCore
import Testing

@Suite("Decimal arithmetic with JavaScript's special values")
struct DecimalNumberTests {
  let one = DecimalNumber(1)
  let zero = DecimalNumber.zero

  @Test("Infinity behaves as in JavaScript")
  func infinity() {
    #expect(DecimalNumber.infinity - DecimalNumber(11_925) == .infinity)
    #expect((DecimalNumber.infinity - .infinity).isNaN)
    #expect((DecimalNumber.infinity * zero).isNaN)
    #expect(DecimalNumber.infinity * DecimalNumber(-2) == -DecimalNumber.infinity)
    #expect(one / DecimalNumber.infinity == zero)
    #expect(DecimalNumber(5) < .infinity)
    #expect(-DecimalNumber.infinity < DecimalNumber(-5))
  }

  @Test("cents as Math.round(x × 100) / 100: full-precision ratios, halves up, negatives, the special values")
  func roundedToCents() throws {
    let three = DecimalNumber(3)
    // 38 digits (a ratio), not a small value: rounded where it is.
    #expect((DecimalNumber(100_000) / three).roundedToCents.decimal == Decimal(string: "33333.33"))
    #expect((DecimalNumber(200_000) / three).roundedToCents.decimal == Decimal(string: "66666.67"))
    #expect((-DecimalNumber(200_000) / three).roundedToCents.decimal == Decimal(string: "-66666.67"))
    let tiny = DecimalNumber(1) / (try #require(DecimalNumber(literal: "1000000000000000000000000000000")))
    // Half a cent up, as Math.round takes halves toward +Infinity, on either side of zero.
    for (text, cents) in [("2.345", "2.35"), ("-2.345", "-2.34"), ("-2.346", "-2.35"), ("0.004", "0"), ("-0.004", "0"), ("1234567.891", "1234567.89")] {
      let value = try #require(DecimalNumber(literal: text))
      #expect(value.roundedToCents.decimal == Decimal(string: cents), "\(text)")
      // A value of full precision just below the same half cent (the literal less 10^-30).
      let below = value - tiny
      let formula = ((below * DecimalNumber(100)).jsRounded() / DecimalNumber(100))
      #expect(below.roundedToCents == formula, "\(text) less 10^-30")
    }
    #expect(DecimalNumber.nan.roundedToCents.isNaN)
    #expect(DecimalNumber.infinity.roundedToCents == .infinity)
  }

  @Test("division by zero gives ±Infinity, and 0/0 NaN")
  func divisionByZero() {
    #expect(one / zero == .infinity)
    #expect(-one / zero == -DecimalNumber.infinity)
    #expect((zero / zero).isNaN)
  }

  @Test("NaN compares false every way and is not equal to itself")
  func nanComparisons() {
    let nan = DecimalNumber.nan
    #expect(!(nan < one) && !(nan > one) && !(nan <= one) && !(nan >= one) && !(nan == nan))
    #expect((nan + one).isNaN)
  }

  @Test("a table literal must be a whole number literal, not a prefix")
  func strictLiterals() {
    #expect(DecimalNumber(literal: "0.093")?.decimal == Decimal(string: "0.093"))
    #expect(DecimalNumber(literal: "12abc") == nil)
    #expect(DecimalNumber(literal: " 5") == nil)
    #expect(DecimalNumber(literal: "1E5")?.doubleValue == 100_000)
    #expect(Double(literal: "0.093") == 0.093)
  }

  @Test("decimal keeps cents exact where binary drifts")
  func centsExact() throws {
    let price = try #require(DecimalNumber(literal: "307.34"))
    let value = DecimalNumber(2843) * price
    #expect(value.description == "873767.62")
    #expect(2843 * 307.34 != 873_767.62)
  }
}
