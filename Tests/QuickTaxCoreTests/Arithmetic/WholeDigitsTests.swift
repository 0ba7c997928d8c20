import QuickTaxCore
import Testing

/// `Double(wholeDigits:)`, the start-up's fast reading of the tables' whole numbers, reads every
/// literal it takes as `Double(String)` does (the sign of a zero included) and leaves the rest to it.
@Suite("Reading whole-number literals")
struct WholeDigitsTests {
  @Test("whole numbers of up to 15 digits, signed or not, as Double(String) reads them")
  func wholeNumbers() {
    for literal in ["0", "-0", "7", "-7", "3756", "44025", "176100", "999999999999999", "-999999999999999", "123456789012345"] {
      let fast = Double(wholeDigits: literal.utf8)
      #expect(fast == Double(literal), "\(literal)")
      #expect(fast?.sign == Double(literal)?.sign, "\(literal)")
      #expect(Double(literal: literal) == Double(literal))
    }
  }

  @Test("anything else is left to Double(String): fractions, exponents, a plus sign, 16 digits, empty")
  func others() {
    for literal in ["0.5", "1e3", "+5", "1234567890123456", "", "-", "12a", "0x10", " 1"] {
      #expect(Double(wholeDigits: literal.utf8) == nil, "\(literal)")
    }
    #expect(Double(literal: "0.093") == 0.093 && Double(literal: "1e3") == 1000 && Double(literal: "+5") == 5)
  }
}
