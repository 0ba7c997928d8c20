import QuickTaxCore
import QuickTaxFixtures
import Testing

@Suite("Comparing answers with golden values")
struct JSONComparisonTests {
  func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

  @Test("numbers are equal within half a cent, not more")
  func numberTolerance() throws {
    #expect(JSONComparison.differences(expected: try parse("1.005"), actual: try parse("1.0099")).isEmpty)
    #expect(JSONComparison.differences(expected: try parse("100"), actual: try parse("100.006")).count == 1)
    // Exactly half a cent, as a figure rounded to cents lies from the exact one.
    #expect(JSONComparison.differences(expected: try parse("6125.625"), actual: try parse("6125.63")).isEmpty)
    #expect(JSONComparison.differences(expected: try parse("6125.625"), actual: try parse("6125.6301")).count == 1)
  }

  @Test("expected null matches only null (Infinity and NaN are written null)")
  func nullMatchesNull() throws {
    #expect(JSONComparison.differences(expected: .null, actual: .number(.infinity)).isEmpty)
    #expect(JSONComparison.differences(expected: .null, actual: .number(.nan)).isEmpty)
    #expect(JSONComparison.differences(expected: .null, actual: try parse("0")).count == 1)
  }

  @Test("a key absent from the golden value is not compared; one absent from the answer is a difference")
  func absentKeys() throws {
    #expect(JSONComparison.differences(expected: try parse(#"{"a":1}"#), actual: try parse(#"{"a":1,"b":2}"#)).isEmpty)
    let missing = JSONComparison.differences(expected: try parse(#"{"a":1,"b":2}"#), actual: try parse(#"{"a":1}"#))
    #expect(missing.map(\.path) == ["b"])
    #expect(missing.first?.actual == nil)
  }

  @Test("arrays must have the same length, then compare element by element with indexed paths")
  func arrays() throws {
    let lengths = JSONComparison.differences(expected: try parse("[1,2]"), actual: try parse("[1]"))
    #expect(lengths.map(\.path) == [".length"])
    let element = JSONComparison.differences(
      expected: try parse(#"{"x":[{"y":1},{"y":2}]}"#), actual: try parse(#"{"x":[{"y":1},{"y":3}]}"#))
    #expect(element.map(\.description) == ["x[1].y: expected 2, actual 3"])
  }

  @Test("strings and booleans are exact; a type change is a difference")
  func exactValues() throws {
    #expect(JSONComparison.differences(expected: try parse(#""Q1""#), actual: try parse(#""Q2""#)).count == 1)
    #expect(JSONComparison.differences(expected: try parse("true"), actual: try parse("false")).count == 1)
    #expect(JSONComparison.differences(expected: try parse("1"), actual: try parse(#""1""#)).count == 1)
  }
}
