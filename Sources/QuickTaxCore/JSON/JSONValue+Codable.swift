/// JSONValue through Swift's Codable, so that the input types can decode from any `Decoder`
/// (Foundation's `JSONDecoder` included) with the same rules as ``HouseholdDecoder``.
extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
      self = .array(elements)
      return
    }
    if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var object = JSONObject()
      for key in keyed.allKeys { object[key.stringValue] = try keyed.decode(JSONValue.self, forKey: key) }
      self = .object(object)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let flag = try? single.decode(Bool.self) {
      self = .bool(flag)
    } else if let text = try? single.decode(String.self) {
      self = .string(text)
    } else {
      self = .number(try single.decode(Double.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .number(let number):
      var single = encoder.singleValueContainer()
      try single.encode(number.value)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var array = encoder.unkeyedContainer()
      for element in elements { try array.encode(element) }
    case .object(let object):
      var keyed = encoder.container(keyedBy: AnyCodingKey.self)
      for (key, value) in object.pairs { try keyed.encode(value, forKey: AnyCodingKey(key)) }
    }
  }
}

struct AnyCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ string: String) { stringValue = string }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
