import QuickTaxCore

/// One place where the engine's result differs from the golden value.
public struct JSONDifference: Sendable, Equatable, CustomStringConvertible {
  /// `result.federalTax.ordinaryTaxBrackets[2].taxForBracket`.
  public let path: String
  /// The golden value, or nil where it has none.
  public let expected: JSONValue?
  /// The engine's value, or nil where it gave none.
  public let actual: JSONValue?

  public var description: String {
    "\(path.isEmpty ? "(value)" : path): expected \(JSONDifference.show(expected)), actual \(JSONDifference.show(actual))"
  }

  static func show(_ value: JSONValue?) -> String {
    guard let value else { return "(missing)" }
    let text = JSONWriter.string(value)
    return text.count > 120 ? String(text.prefix(117)) + "..." : text
  }
}

/// The comparison rules of Fixtures/golden/README.md: numbers equal within half a cent (or a
/// case's own `tolerance`); strings
/// and booleans exact; arrays of the same length, element by element; `null` expected for
/// Infinity, NaN or null (all written `null`); a key absent from the golden value is not compared.
public enum JSONComparison {
  public static let numericTolerance = 0.005

  /// The differences; numbers count as equal within `tolerance` (half a cent unless a case says
  /// otherwise: the differential cases allow $1 against another engine's whole-dollar lines).
  public static func differences(
    expected: JSONValue, actual: JSONValue?, path: String = "", tolerance: Double = numericTolerance
  ) -> [JSONDifference] {
    guard let actual else { return [JSONDifference(path: path, expected: expected, actual: nil)] }
    switch (expected, actual) {
    case (.null, .null):
      return []
    case (.number(let want), .number(let got)):
      return within(tolerance, want.value, got.value) ? [] : [mismatch(path, expected, actual)]
    case (.string(let want), .string(let got)):
      return want == got ? [] : [mismatch(path, expected, actual)]
    case (.bool(let want), .bool(let got)):
      return want == got ? [] : [mismatch(path, expected, actual)]
    case (.array(let want), .array(let got)):
      guard want.count == got.count else {
        return [JSONDifference(path: path + ".length", expected: .number(Double(want.count)), actual: .number(Double(got.count)))]
      }
      return zip(want, got).enumerated().flatMap { index, pair in
        differences(expected: pair.0, actual: pair.1, path: "\(path)[\(index)]", tolerance: tolerance)
      }
    case (.object(let want), .object(let got)):
      return want.pairs.flatMap { key, value in
        differences(expected: value, actual: got[key], path: path.isEmpty ? key : "\(path).\(key)", tolerance: tolerance)
      }
    default:
      return [mismatch(path, expected, actual)]
    }
  }

  /// Whether two numbers differ by `tolerance` at most. Half a cent included: a plan's figure
  /// written in cents (6125.63) matches the exact worksheet value (6125.625), although their
  /// doubles differ by a few units in the last place more than 0.005.
  static func within(_ tolerance: Double, _ want: Double, _ got: Double) -> Bool {
    abs(want - got) <= tolerance + 4 * max(abs(want), abs(got)).ulp
  }

  private static func mismatch(_ path: String, _ expected: JSONValue, _ actual: JSONValue) -> JSONDifference {
    JSONDifference(path: path, expected: expected, actual: actual)
  }
}
