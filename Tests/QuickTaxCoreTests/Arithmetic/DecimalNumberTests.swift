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
