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
  mutating func bool(_ value: Bool)
  mutating func null()
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

  public mutating func number(_ value: Double) {
    if value.isFinite { number(JSONNumber(value)) } else { null() }
  }

  /// A number in either arithmetic; NaN and the infinities as `null`, as `JSON.stringify`.
  public mutating func number<N: TaxNumber>(_ value: N) { value.writeJSON(to: &self) }

  public mutating func field<N: TaxNumber>(_ key: StaticString, _ value: N) {
    self.key(key)
    number(value)
  }

  /// Leaves the member out for nil (an `undefined` property).
  public mutating func field<N: TaxNumber>(_ key: StaticString, ifDefined value: N?) {
    guard let value else { return }
    field(key, value)
  }

  /// Writes `null` for nil.
  public mutating func field<N: TaxNumber>(_ key: StaticString, orNull value: N?) {
    self.key(key)
    if let value { number(value) } else { null() }
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

/// Writes JSON as UTF-8 bytes, as `JSON.stringify` does: compact, or indented by two spaces.
public struct JSONByteSink: JSONSink {
  public private(set) var bytes: [UInt8] = []
  private let pretty: Bool
  private var depth = 0
  /// Whether the current container already has a member (so the next needs a comma); the
  /// containers it is nested in keep theirs in `outerHasMember`, so writing a value touches a
  /// flag, not an array.
  private var hasMember = false
  private var outerHasMember: [Bool] = []
  private var afterKey = false

  public init(pretty: Bool = false, capacity: Int = 4096) {
    self.pretty = pretty
    bytes.reserveCapacity(capacity)
  }

  /// Bytes already written (a record's own prefix, say) to continue from.
  public init(continuing bytes: [UInt8]) {
    pretty = false
    self.bytes = bytes
  }

  @inline(__always)
  private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if hasMember { bytes.append(UInt8(ascii: ",")) }
    hasMember = true
    newline()
  }

  private mutating func newline() {
    guard pretty else { return }
    bytes.append(0x0A)
    bytes += repeatElement(UInt8(ascii: " "), count: depth * 2)
  }

  private mutating func open(_ byte: UInt8) {
    separate()
    bytes.append(byte)
    depth += 1
    outerHasMember.append(hasMember)
    hasMember = false
  }

  private mutating func close(_ byte: UInt8) {
    depth -= 1
    if hasMember { newline() }
    hasMember = outerHasMember.popLast() ?? false
    bytes.append(byte)
  }

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  public mutating func key(named key: String) {
    separate()
    JSONWriter.writeString(key, into: &bytes)
    endKey()
  }

  /// Keys in the source are plain ASCII names (nothing to escape): copied as they are. Most of
  /// an output line is keys, and checking each cost more than writing it.
  public mutating func key(_ key: StaticString) {
    guard key.hasPointerRepresentation else { return self.key(named: key.description) }
    assert(!key.description.utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }, "a key to escape")
    separate()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    bytes.append(UInt8(ascii: "\""))
    endKey()
  }

  private mutating func endKey() {
    bytes.append(UInt8(ascii: ":"))
    if pretty { bytes.append(UInt8(ascii: " ")) }
    afterKey = true
  }

  public mutating func string(_ value: String) {
    separate()
    JSONWriter.writeString(value, into: &bytes)
  }

  public mutating func number(_ value: JSONNumber) {
    separate()
    JSONWriter.append(value.literal, to: &bytes)
  }

  /// Whole numbers (most figures are whole dollars) go digit by digit into the buffer; others
  /// through JavaScript's number format.
  public mutating func number(_ value: Double) {
    guard value.isFinite else {
      null()
      return
    }
    guard let whole = Int64(exactly: value), abs(whole) < 1_000_000_000_000_000 else {
      number(JSONNumber(value))
      return
    }
    separate()
    if whole < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = whole.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
    }
  }

  public mutating func bool(_ value: Bool) {
    separate()
    JSONWriter.append(value ? "true" : "false", to: &bytes)
  }

  public mutating func null() {
    separate()
    JSONWriter.append("null", to: &bytes)
  }
}
