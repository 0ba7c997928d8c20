import Foundation
import QuickTaxFixtures
import Testing

@testable import QuickTaxCore

@Suite("SmallDecimal gives Foundation Decimal's exact results, and its text, or gives up")
struct SmallDecimalTests {
  /// Amounts, cents, rates and large or tiny values, as literals.
  static func literals() -> [String] {
    var random = SeededGenerator(state: 0x5EED_DEC1)
    var literals = ["0", "1", "-1", "0.5", "0.093", "12.5", "-2.5", "-2.6", "2.5", "1e3", "2.5e-3", "100", "0.00", "15000", "0.0765",
      "999999999999999999", "-999999999999999999", "0.000000000000000001", "123456789.123456789", "5e60", "1e-60"]
    for _ in 0..<400 {
      let cents = Int64.random(in: -100_000_000_000...100_000_000_000, using: &random)
      let digits = Int.random(in: 0...6, using: &random)
      var text = String(cents.magnitude)
      if digits > 0 {
        text = String(repeating: "0", count: max(0, digits + 1 - text.count)) + text
        text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
      }
      literals.append((cents < 0 ? "-" : "") + text)
    }
    return literals
  }

  static func foundation(_ literal: String) -> Decimal { Decimal(string: literal) ?? .nan }

  @Test("parsing, text and the nearest double")
  func readAndWrite() throws {
    var mismatches: [String] = []
    for literal in Self.literals() {
      let small = try #require(SmallDecimal(literal: literal), "\(literal)")
      let decimal = Self.foundation(literal)
      if small.description != decimal.description { mismatches.append("\(literal): \(small.description) vs \(decimal.description)") }
      if small.decimal != decimal { mismatches.append("\(literal): \(small.decimal) vs \(decimal)") }
      if small.doubleValue != Double(decimal.description) { mismatches.append("\(literal): double \(small.doubleValue)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(SmallDecimal(literal: "1234567890123456789") == nil)  // 19 digits: Foundation's
    #expect(SmallDecimal(literal: "1e65") == nil)
    #expect(SmallDecimal(literal: "12abc") == nil)
  }

  @Test("sums, differences, products, exact quotients, comparisons and Math.round of every pair")
  func arithmetic() throws {
    let values = Self.literals().prefix(160).map { ($0, Self.foundation($0)) }
    var mismatches: [String] = []
    func check(_ name: String, _ small: SmallDecimal?, _ decimal: Decimal) {
      guard let small else { return }  // gave up: Foundation computes it
      if small.decimal != decimal || small.description != decimal.description { mismatches.append("\(name): \(small.description) vs \(decimal)") }
    }
    for (leftText, left) in values {
      let a = try #require(SmallDecimal(literal: leftText))
      var shifted = left + Decimal(sign: .plus, exponent: -1, significand: 5)
      var rounded = Decimal()
      NSDecimalRound(&rounded, &shifted, 0, .down)
      check("round(\(leftText))", a.jsRounded(), rounded)
      for (rightText, right) in values {
        let b = try #require(SmallDecimal(literal: rightText))
        check("\(leftText) + \(rightText)", a + b, left + right)
        check("\(leftText) - \(rightText)", a + -b, left - right)
        check("\(leftText) * \(rightText)", a * b, left * right)
        if !b.isZero { check("\(leftText) / \(rightText)", a / b, left / right) }
        if let order = SmallDecimal.compare(a, b), order != (left < right ? -1 : (left == right ? 0 : 1)) {
          mismatches.append("compare \(leftText) \(rightText): \(order)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("what it gives up on: an inexact quotient, an overflowing product")
  func givesUp() throws {
    let one = try #require(SmallDecimal(literal: "1"))
    let three = try #require(SmallDecimal(literal: "3"))
    let large = try #require(SmallDecimal(literal: "999999999999999999"))
    #expect(one / three == nil)
    #expect(large * large == nil)
    let eight = try #require(SmallDecimal(literal: "8"))
    #expect((one / eight)?.description == "0.125")
  }
}
