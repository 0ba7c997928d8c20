import QuickTaxCore
import Testing

@Suite("JSON parsing")
struct JSONParserTests {
  @Test("objects keep key order and number literals; a repeated key keeps its last value")
  func orderAndLiterals() throws {
    let value = try JSONParser.parse(#"{"b": 0.10, "a": [1, true, null, "x"], "b": 0.25}"#)
    #expect(value.objectValue?.keys == ["b", "a"])
    guard case .number(let number)? = value["b"] else {
      Issue.record("b is not a number")
      return
    }
    #expect(number.literal == "0.25")
    #expect(value["a"]?.arrayValue?.count == 4)
  }

  @Test("escapes, surrogate pairs and a lone surrogate")
  func escapes() throws {
    #expect(try JSONParser.parse(#""a\"b\\c\n\u00e9\ud83d\ude00""#).stringValue == "a\"b\\c\né😀")
    #expect(try JSONParser.parse(#""\ud800""#).stringValue == "\u{FFFD}")
  }

  @Test("errors say where", arguments: [
    ("{\"a\": 1,}", 1, 9), ("[1, 2", 1, 6), ("{\n  \"a\" 1}", 2, 7), ("", 1, 1), ("01", 1, 2), ("1.", 1, 3),
    ("\"\u{01}\"", 1, 2), ("nul", 1, 1), ("[1] x", 1, 5), ("{\"a\":-}", 1, 7),
  ])
  func errors(_ text: String, _ line: Int, _ column: Int) {
    #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
    }
  }

  @Test("invalid UTF-8 is rejected, a byte order mark is skipped")
  func utf8() throws {
    #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22]) }
    #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)).arrayValue?.count == 1)
  }

  @Test("nesting is limited, so no document can exhaust the stack")
  func depth() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONParseError.self) { try JSONParser.parse(deep) }
    #expect((try? JSONParser.parse(String(repeating: "[", count: 150) + String(repeating: "]", count: 150))) != nil)
  }

  @Test("numbers too large for a double are Infinity, as JSON.parse gives")
  func hugeNumbers() throws {
    #expect(try JSONParser.parse("1e309").doubleValue == .infinity)
  }

  @Test("the writer writes what the parser reads, in JavaScript's number format")
  func roundTrip() throws {
    let text = #"{"a":[1,2.5,-0.001,"é\n"],"b":{"c":null,"d":false},"e":1e+21}"#
    #expect(JSONWriter.string(try JSONParser.parse(text)) == text)
    #expect(JSONWriter.string(.number(.infinity)) == "null")
    #expect(JSONWriter.string(try JSONParser.parse("[]"), pretty: true) == "[]")
  }
}
