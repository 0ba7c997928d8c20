@testable import QuickTaxCore
import Testing

@Suite("A number QuickTax writes into a field keeps its own text and value")
struct InputTextNumberTests {
  @Test("its text is String(number), zero's fast path included", arguments: [0.0, -0.0, 1, 0.1, 49_380, 90_000.6, 1e16, -12.5, 5e-324])
  func text(_ number: Double) {
    let text = InputText(number: number)
    #expect(text.text == number.description)
    #expect(text.binaryValue == number && text.binaryValue.sign == number.sign)
    #expect(text.isTruthy)
  }
}
