/// A field of a JSON document that is missing or of the wrong kind, named by its path
/// (`userIncome.futureRSUVests[2].shares`).
public struct JSONFieldError: Error, Sendable, Equatable, CustomStringConvertible {
  public let path: String
  public let message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Reads typed fields out of a JSON object and names the path of whatever is wrong.
public struct JSONFieldReader: Sendable {
  public let object: JSONObject
  /// The path of this object ("" for the document itself).
  public let path: String

  public init(_ object: JSONObject, path: String = "") {
    self.object = object
    self.path = path
  }

  public init(_ value: JSONValue, path: String = "") throws(JSONFieldError) {
    guard case .object(let object) = value else {
      throw JSONFieldError(path: path, message: "expected an object, found \(value.typeName)")
    }
    self.init(object, path: path)
  }

  public func path(of key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  public func value(_ key: String) -> JSONValue? { object[key] }

  public func required(_ key: String) throws(JSONFieldError) -> JSONValue {
    guard let value = object[key] else { throw JSONFieldError(path: path(of: key), message: "is missing") }
    return value
  }

  public func string(_ key: String) throws(JSONFieldError) -> String {
    let value = try required(key)
    guard case .string(let text) = value else { throw mismatch(key, "a string", value) }
    return text
  }

  public func integer(_ key: String) throws(JSONFieldError) -> Int {
    let value = try required(key)
    guard case .number(let number) = value, let integer = Int(exactly: number.value) else {
      throw mismatch(key, "a whole number", value)
    }
    return integer
  }

  /// A number in the given arithmetic, from its literal text; `null` reads as `Infinity` when
  /// `nullIsInfinity` (the open top of a bracket, no phase-out).
  public func number<N: TaxNumber>(_ key: String, as type: N.Type = N.self, nullIsInfinity: Bool = false)
    throws(JSONFieldError) -> N
  {
    let value = try required(key)
    switch value {
    case .number(let number):
      guard let result = N(json: number), !result.isNaN else { throw mismatch(key, "a number", value) }
      return result
    case .null where nullIsInfinity:
      return .infinity
    default:
      throw mismatch(key, nullIsInfinity ? "a number or null (no limit)" : "a number", value)
    }
  }

  public func object(_ key: String) throws(JSONFieldError) -> JSONFieldReader {
    try JSONFieldReader(try required(key), path: path(of: key))
  }

  /// The elements of an array field, each with its path.
  public func array(_ key: String) throws(JSONFieldError) -> [(value: JSONValue, path: String)] {
    let value = try required(key)
    guard case .array(let elements) = value else { throw mismatch(key, "an array", value) }
    let base = path(of: key)
    return elements.enumerated().map { (value: $1, path: "\(base)[\($0)]") }
  }

  /// An array of numbers (a table's row) at `path`, each from its literal text. The path is made
  /// only for an error: a table of thousands of rows is read at every start.
  public static func numbers<N: TaxNumber>(_ value: JSONValue, path: @autoclosure () -> String) throws(JSONFieldError) -> [N] {
    guard case .array(let elements) = value else {
      throw JSONFieldError(path: path(), message: "expected an array of numbers, found \(value.typeName)")
    }
    return try elements.enumerated().map { index, element throws(JSONFieldError) in
      guard case .number(let number) = element, let result = N(json: number), !result.isNaN else {
        throw JSONFieldError(path: "\(path())[\(index)]", message: "expected a number, found \(element.typeName)")
      }
      return result
    }
  }

  public func mismatch(_ key: String, _ expected: String, _ found: JSONValue) -> JSONFieldError {
    JSONFieldError(path: path(of: key), message: "expected \(expected), found \(found.typeName)")
  }
}
