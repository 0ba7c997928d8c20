/// Where an encodable value writes itself: straight into bytes (``JSONByteSink``, for output) or
/// into a ``JSONValue`` tree (``JSONTreeSink``, for comparing and editing). Each result type
/// describes its JSON once, in ``JSONEncodable/encode(to:)``.
public protocol JSONSink {
  mutating func beginObject()
  mutating func endObject()
  mutating func beginArray()
  mutating func endArray()
  /// The key of the next member of the current object.
  mutating func key(named key: String)
  /// A key written in the source (most keys): the same, for sinks that can skip checking it.
  mutating func key(_ key: StaticString)
  mutating func string(_ value: String)
  mutating func number(_ value: JSONNumber)
  /// A double as JavaScript writes it (`null` for NaN and the infinities).
  mutating func number(_ value: Double)
  /// A key and a double: the commonest member, for sinks that write it in one call.
  mutating func member(_ key: StaticString, _ value: Double)
  mutating func bool(_ value: Bool)
  mutating func null()
  /// A value written once and reused (the same on every line of a batch).
  mutating func prerendered(_ json: PrerenderedJSON)
}

/// A value's JSON worked out once, for values that are the same on every line of a batch (the
/// tax-table files in use): its tree, and its compact bytes for a sink that can copy them in.
public final class PrerenderedJSON: Sendable {
  public let value: JSONValue
  let compact: [UInt8]

  public init(_ value: some JSONEncodable) {
    self.value = value.json
    compact = JSONWriter.bytes(value)
  }
}

/// A value that writes its own JSON.
public protocol JSONEncodable {
  func encode<Sink: JSONSink>(to sink: inout Sink)
}

extension JSONEncodable {
  /// The value as a tree.
  public var json: JSONValue {
    var sink = JSONTreeSink()
    encode(to: &sink)
    return sink.value
  }
}

extension JSONSink {
  public mutating func key(_ key: StaticString) { self.key(named: key.description) }

  public mutating func prerendered(_ json: PrerenderedJSON) { value(json.value) }

  public mutating func number(_ value: Double) {
    if value.isFinite { number(JSONNumber(value)) } else { null() }
  }

  public mutating func member(_ key: StaticString, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// A number in either arithmetic; NaN and the infinities as `null`, as `JSON.stringify`.
  @inline(__always)
  public mutating func number<N: TaxNumber>(_ value: N) { value.writeJSON(to: &self) }

  public mutating func field<N: TaxNumber>(_ key: StaticString, _ value: N) { value.writeJSON(key: key, to: &self) }

  /// Leaves the member out for nil (an `undefined` property).
  public mutating func field<N: TaxNumber>(_ key: StaticString, ifDefined value: N?) {
    guard let value else { return }
    field(key, value)
  }

  /// Writes `null` for nil.
  public mutating func field<N: TaxNumber>(_ key: StaticString, orNull value: N?) {
    guard let value else {
      self.key(key)
      return null()
    }
    field(key, value)
  }

  public mutating func field(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }

  public mutating func field(_ key: StaticString, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  public mutating func field(_ key: StaticString, _ value: some JSONEncodable) {
    self.key(key)
    value.encode(to: &self)
  }

  public mutating func field(_ key: StaticString, _ value: JSONValue) {
    self.key(key)
    self.value(value)
  }

  /// A member whose key is only known at run time (a jurisdiction, a field of a schema).
  public mutating func member(_ key: String, _ value: some JSONEncodable) {
    self.key(named: key)
    value.encode(to: &self)
  }

  /// An array of encodable values.
  public mutating func field<Element: JSONEncodable>(_ key: StaticString, array: [Element]) {
    self.key(key)
    beginArray()
    for element in array { element.encode(to: &self) }
    endArray()
  }

  /// An array of strings.
  public mutating func field(_ key: StaticString, strings: [String]) {
    self.key(key)
    beginArray()
    for text in strings { string(text) }
    endArray()
  }

  /// An array of numbers in either arithmetic.
  public mutating func field<N: TaxNumber>(_ key: StaticString, numbers: [N]) {
    self.key(key)
    beginArray()
    for number in numbers { self.number(number) }
    endArray()
  }

  /// An array with one object per element, each built by `body`.
  public mutating func field<Element>(_ key: StaticString, each elements: [Element], _ body: (inout Self, Element) -> Void) {
    self.key(key)
    beginArray()
    for element in elements { object { body(&$0, element) } }
    endArray()
  }

  /// An object built by `body`.
  public mutating func object(_ body: (inout Self) -> Void) {
    beginObject()
    body(&self)
    endObject()
  }

  public mutating func field(_ key: StaticString, object body: (inout Self) -> Void) {
    self.key(key)
    object(body)
  }

  /// A whole tree.
  public mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let number): self.number(number)
    case .string(let text): string(text)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element) }
      endArray()
    case .object(let object):
      beginObject()
      for member in object.members { self.member(member.key, member.value) }
      endObject()
    }
  }
}

extension JSONValue: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) { sink.value(self) }
}

/// Builds a ``JSONValue``.
public struct JSONTreeSink: JSONSink {
  /// An open container and the key it will be stored under in its parent.
  private enum Container {
    case object(JSONObject, key: String?)
    case array([JSONValue], key: String?)
  }

  private var stack: [Container] = []
  private var pendingKey: String?
  /// The finished value.
  public private(set) var value: JSONValue = .null

  public init() {}

  public mutating func beginObject() {
    stack.append(.object(JSONObject(), key: pendingKey))
    pendingKey = nil
  }

  public mutating func endObject() {
    guard case .object(let object, let key)? = stack.popLast() else { return }
    pendingKey = key
    add(.object(object))
  }

  public mutating func beginArray() {
    stack.append(.array([], key: pendingKey))
    pendingKey = nil
  }

  public mutating func endArray() {
    guard case .array(let elements, let key)? = stack.popLast() else { return }
    pendingKey = key
    add(.array(elements))
  }

  public mutating func key(named key: String) { pendingKey = key }
  public mutating func number(_ value: Double) { add(.number(value)) }
  public mutating func string(_ value: String) { add(.string(value)) }
  public mutating func number(_ value: JSONNumber) { add(.number(value)) }
  public mutating func bool(_ value: Bool) { add(.bool(value)) }
  public mutating func null() { add(.null) }

  private mutating func add(_ element: JSONValue) {
    switch stack.popLast() {
    case .object(var object, let key)?:
      object.append(pendingKey ?? "", element)
      stack.append(.object(object, key: key))
    case .array(var elements, let key)?:
      elements.append(element)
      stack.append(.array(elements, key: key))
    case nil:
      value = element
    }
    pendingKey = nil
  }
}
