/// A JSON document as a value: objects keep their key order, numbers keep their literal text (so
/// `0.1` reaches the decimal arithmetic as exactly one tenth).
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(JSONNumber)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// A number from a double: finite values as JavaScript prints them; NaN and ±Infinity as `null`,
  /// which is what `JSON.stringify` writes for them.
  public static func number(_ value: Double) -> JSONValue {
    value.isFinite ? .number(JSONNumber(value)) : .null
  }

  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var doubleValue: Double? {
    if case .number(let number) = self { return number.value }
    return nil
  }

  public var boolValue: Bool? {
    if case .bool(let flag) = self { return flag }
    return nil
  }

  /// The JSON type's name, for messages ("expected a string, found an array").
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// A JSON number: its literal text and its double value.
public struct JSONNumber: Sendable, Equatable {
  /// The text as written in the document (or as JavaScript would print the value).
  public let literal: String
  public let value: Double

  public init(literal: String, value: Double) {
    self.literal = literal
    self.value = value
  }

  public init(_ value: Double) {
    self.value = value
    literal = JavaScriptNumberFormat.string(value)
  }

  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }
}

/// A JSON object with its keys in document order. A repeated key keeps its last value, in the
/// first key's place, as `JSON.parse` does.
public struct JSONObject: Sendable, Equatable {
  public private(set) var keys: [String] = []
  public private(set) var values: [JSONValue] = []

  public init() {}

  public init(_ pairs: KeyValuePairs<String, JSONValue>) {
    for (key, value) in pairs { self[key] = value }
  }

  public var count: Int { keys.count }

  public subscript(key: String) -> JSONValue? {
    get {
      guard let index = keys.firstIndex(of: key) else { return nil }
      return values[index]
    }
    set {
      if let index = keys.firstIndex(of: key) {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
      }
    }
  }

  /// Appends without looking for an earlier copy of the key: for building objects whose keys are
  /// known to be distinct, which is every object the engine writes.
  public mutating func append(_ key: String, _ value: JSONValue) {
    keys.append(key)
    values.append(value)
  }

  mutating func replaceValue(at index: Int, with value: JSONValue) { values[index] = value }

  public var pairs: Zip2Sequence<[String], [JSONValue]> { zip(keys, values) }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.pairs where rhs[key] != value { return false }
    return true
  }
}
