@testable import QuickTaxCore
import Testing

@Suite("Figures for people: digits grouped by thousands")
struct GroupedDigitsTests {
  @Test("whole numbers, with a comma before each group of three", arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (65_432, "65,432"), (200_000_000, "200,000,000"), (-1_234_567, "-1,234,567"),
    (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func grouped(_ value: Int, _ expected: String) {
    #expect(InputExcerpt.grouped(value) == expected)
  }

  @Test("dollar figures round to whole dollars first, and keep their sign")
  func dollars() {
    #expect(1_000_000.0.plainDollars == "$1,000,000")
    #expect(499.5.plainDollars == "$500")
    #expect((-1_234.4).plainDollars == "-$1,234")
    #expect(0.0.plainDollars == "$0")
  }
}
