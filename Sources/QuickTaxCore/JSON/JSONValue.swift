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
  /// The text as written in the document (or JavaScript's digits for the value, without an exponent).
  public let literal: String
  public let value: Double

  public init(literal: String, value: Double) {
    self.literal = literal
    self.value = value
  }

  /// The value as QuickTax writes it: JavaScript's shortest digits, laid out without an exponent.
  public init(_ value: Double) {
    self.value = value
    literal = JavaScriptNumberFormat.plainString(value)
  }

  public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool { lhs.value == rhs.value }
}

/// A JSON object with its keys in document order. A repeated key keeps its last value, in the
/// first key's place, as `JSON.parse` does, and is listed in ``repeatedKeys`` so that a reader can
/// refuse it. Members live in one array, reserved up front: result
/// objects are built member by member, and growing two arrays a member at a time cost more than
/// the calculation.
public struct JSONObject: Sendable, Equatable {
  /// One key and its value. A struct, not a tuple: arrays of tuples are destroyed element by
  /// element through generic metadata, which showed up as the largest cost of reading a household.
  public struct Member: Sendable {
    public let key: String
    public var value: JSONValue
  }

  public private(set) var members: [Member] = []
  /// Keys the document gave more than once (each once, in order); empty for nearly every object.
  public private(set) var repeatedKeys: [String] = []

  /// The members as (key, value) pairs, in order.
  public var pairs: LazyMapSequence<[Member], (key: String, value: JSONValue)> { members.lazy.map { ($0.key, $0.value) } }

  public init() {}

  public init(capacity: Int) { members.reserveCapacity(capacity) }

  public init(_ pairs: KeyValuePairs<String, JSONValue>) {
    for (key, value) in pairs { self[key] = value }
  }

  public var count: Int { members.count }

  public var keys: [String] { members.map(\.key) }

  public subscript(key: String) -> JSONValue? {
    get {
      for member in members where member.key == key { return member.value }
      return nil
    }
    set {
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        append(key, newValue)
      }
    }
  }

  /// Appends without looking for an earlier copy of the key: for building objects whose keys are
  /// known to be distinct, which is every object the engine writes.
  public mutating func append(_ key: String, _ value: JSONValue) {
    if members.capacity == 0 { members.reserveCapacity(12) }
    members.append(Member(key: key, value: value))
  }

  /// A repeated key's later value, in the first one's place.
  mutating func replaceValue(at index: Int, with value: JSONValue) {
    members[index].value = value
    if !repeatedKeys.contains(members[index].key) { repeatedKeys.append(members[index].key) }
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.pairs where rhs[key] != value { return false }
    return true
  }
}
