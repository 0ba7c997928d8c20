import Foundation
import QuickTaxCore
import QuickTaxFixtures
import Testing

/// No input crashes `estimate` or leaves it without a clear answer: 12,000 mutated households
/// (truncated JSON, wrong types, huge and negative numbers, 1e309, NaN strings, deep nesting,
/// invalid UTF-8…), each of which must give exit 0 with a JSON result or exit 1 with `Error:` lines.
@Suite("estimate on mutated input")
struct EstimateRobustnessTests {
  typealias Generator = SeededGenerator

  static let seeds: [JSONValue] = {
    let folder = CommandRunner.packageRoot.appendingPathComponent("docs/examples")
    let names = ["single-w2", "married-rsu-investments", "itemizing-homeowner", "other-state"]
    return names.compactMap { name in
      (try? Data(contentsOf: folder.appendingPathComponent("\(name).json"))).flatMap { try? JSONParser.parse($0) }
    }
  }()

  static let oddValues: [JSONValue] = [
    .string("NaN"), .string("Infinity"), .string("-Infinity"), .string("1e309"), .string("-1e309"), .string("1e-400"),
    .string(""), .string(" "), .string("1,000"), .string("$5"), .string("0x10"), .string("-0"), .string("12abc"),
    .string(String(repeating: "9", count: 400)), .string("２０２５"), .string("😀"), .string("\u{0}"),
    .string("2025-02-30"), .string("0001-01-01"), .string("9999-12-31"), .string("+275760-09-13"), .string("2025-06-20T25:00"),
    .number(JSONNumber(literal: "1e308", value: 1e308)), .number(JSONNumber(literal: "-1e308", value: -1e308)),
    .number(JSONNumber(literal: "1e309", value: .infinity)), .number(JSONNumber(-5)), .number(JSONNumber(0.0001)),
    .number(JSONNumber(999_999_999_999_999)), .number(JSONNumber(2025)), .number(JSONNumber(2026.5)),
    .bool(true), .bool(false), .null, .array([]), .array([.number(JSONNumber(1))]), .object(JSONObject()),
    .string("simple"), .string("monthly"), .string("single"), .string("before-dec-16-2017"),
  ]

  static func mutate(_ value: JSONValue, _ random: inout Generator, depth: Int = 0) -> JSONValue {
    switch value {
    case .object(var object) where !object.keys.isEmpty:
      let key = object.keys[Int.random(in: 0..<object.keys.count, using: &random)]
      switch Int.random(in: 0..<10, using: &random) {
      case 0: object[key] = nil
      case 1: object["x" + key] = oddValues.randomElement(using: &random)
      case 2, 3: object[key] = oddValues.randomElement(using: &random)
      default: object[key] = mutate(object[key] ?? .null, &random, depth: depth + 1)
      }
      return .object(object)
    case .array(var elements):
      if elements.isEmpty || Int.random(in: 0..<4, using: &random) == 0 {
        elements.append(Int.random(in: 0..<2, using: &random) == 0 ? oddValues.randomElement(using: &random) ?? .null : .object(JSONObject()))
      } else {
        let index = Int.random(in: 0..<elements.count, using: &random)
        elements[index] = mutate(elements[index], &random, depth: depth + 1)
      }
      return .array(elements)
    default:
      return oddValues.randomElement(using: &random) ?? .null
    }
  }

  /// One mutated input: a mutated tree, then sometimes damaged as bytes.
  static func input(_ number: Int) -> Data {
    var random = Generator(state: UInt64(number) &* 7919)
    var tree = seeds[number % seeds.count]
    for _ in 0..<Int.random(in: 1...4, using: &random) { tree = mutate(tree, &random) }
    var bytes = Array(JSONWriter.string(tree).utf8)
    switch Int.random(in: 0..<12, using: &random) {
    case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<max(1, bytes.count), using: &random)))  // truncated
    case 1:
      if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] = [0xFF, 0xC3, 0x80, 0x00, 0x7B].randomElement(using: &random) ?? 0xFF }
    case 2: bytes = Array(repeating: UInt8(ascii: "["), count: 5_000) + bytes  // deep nesting
    case 3: bytes = Array(#"{"state": "#.utf8) + bytes + Array(#", "version": 0}"#.utf8)
    case 4: bytes = Array(repeating: UInt8(ascii: "{"), count: 300) + Array(#""a":1"#.utf8)
    default: break
    }
    return Data(bytes)
  }

  @Test("12,000 mutated households: a clean error or a result, every time", arguments: 0..<12)
  func mutatedInputs(_ batch: Int) {
    var outcomes = [0, 0]
    for number in (batch * 1_000)..<((batch + 1) * 1_000) {
      let webCompat = number % 3 == 0
      let arguments = ["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "America/Los_Angeles"]
        + (webCompat ? ["--web-compat"] : []) + (number % 2 == 0 ? ["--format", "json"] : [])
      let result = CommandRunner.run(arguments, input: Self.input(number))
      #expect(result.status == 0 || result.status == 1, "input \(number): status \(result.status)")
      if result.status == 0 {
        #expect(!result.out.isEmpty, "input \(number): a result")
        if number % 2 == 0 { #expect((try? JSONParser.parse(result.out)) != nil, "input \(number): JSON output parses") }
      } else {
        #expect(result.out.isEmpty && result.error.hasPrefix("Error: "), "input \(number): \(result.error)")
        #expect(!result.error.contains("Fatal"), "input \(number)")
      }
      outcomes[Int(result.status)] += 1
    }
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    #expect(outcomes[0] > 50 && outcomes[1] > 50, "\(outcomes)")
  }
}
