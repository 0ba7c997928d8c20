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

  /// The parser scans hashes for repeated keys up to 64 keys and uses a dictionary past that; the
  /// writer keeps its comma flags in bits up to 64 levels and in an array past that.
  @Test("repeated keys in large objects, and nesting past 64 levels, both ways")
  func largeAndDeep() throws {
    let keys = (0..<100).map { "k\($0)" }
    let object = "{" + (keys + ["k3", "k90"]).enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}"
    let parsed = try JSONParser.parse(object)
    #expect(parsed.objectValue?.keys == keys)
    #expect(parsed["k3"] == .number(JSONNumber(100)) && parsed["k90"] == .number(JSONNumber(101)) && parsed["k4"] == .number(JSONNumber(4)))

    let deep = String(repeating: "[1,", count: 100) + "{\"a\":[2,3]}" + String(repeating: "]", count: 100)
    #expect(JSONWriter.string(try JSONParser.parse(deep)) == deep)
    let pretty = JSONWriter.string(try JSONParser.parse(deep), pretty: true)
    #expect(JSONWriter.string(try JSONParser.parse(pretty)) == deep)
    #expect(pretty.hasPrefix("[\n  1,\n  [\n    1,"))
  }
}
