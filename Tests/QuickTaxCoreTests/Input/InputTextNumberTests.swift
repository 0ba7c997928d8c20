@testable import QuickTaxCore
import Foundation
import Testing

@Suite("A number QuickTax writes into a field keeps its own text and value")
struct InputTextNumberTests {
  @Test(
    "its text is String(number), the fast paths of zero and whole numbers included",
    arguments: [
      0.0, -0.0, 1, -1, 9, 10, 0.1, 49_380, -49_380, 90_000.6, 1e16, -12.5, .leastNonzeroMagnitude, 999_999_999_999_999, 1e15, -1e15,
      -999_999_999_999_999, 123_456_789_012_345, 9_007_199_254_740_992, .infinity, .nan,
    ])
  func text(_ number: Double) {
    let text = InputText(number: number)
    #expect(text.text == number.description)
    #expect(number.isNaN ? text.binaryValue.isNaN : text.binaryValue == number && text.binaryValue.sign == number.sign)
    #expect(text.isTruthy)
  }

  @Test("whole numbers of every length, drawn at random, are written as String(number)")
  func wholeNumbers() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...17, using: &generator)
      var value = Double(Int64.random(in: 0..<Int64(pow(10, Double(digits))), using: &generator))
      if Bool.random(using: &generator) { value = -value }
      #expect(InputText.text(of: value) == value.description, "\(value)")
    }
  }
}
