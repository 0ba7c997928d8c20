/// Why a document is not JSON, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String
  /// 1-based line and column of the byte where parsing stopped.
  public let line: Int
  public let column: Int

  public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser: UTF-8 validated, nesting limited (so no input can exhaust the stack),
/// number literals kept. A UTF-8 byte order mark at the start is skipped.
public struct JSONParser {
  /// Deeper documents are rejected: no household is more than five levels deep.
  public static let defaultMaximumDepth = 200
  /// Objects up to this many keys find repeated keys by scanning hashes.
  static let hashedKeyLimit = 64

  public static func parse(_ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError)
    -> JSONValue
  {
    func parse(_ pointer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
      var parser = Cursor(bytes: pointer, maximumDepth: maximumDepth)
      return Result { () throws(JSONParseError) in try parser.parseDocument() }
    }
    // In place when the bytes are contiguous (a line of a batch file), else copied once.
    let result = bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
    return try result.get()
  }

  public static func parse(_ text: String, maximumDepth: Int = defaultMaximumDepth) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
  }

  /// Where the number starting at `start` ends, by JSON's grammar (`-`, digits without a leading
  /// zero, an optional fraction and exponent), or where and why it is malformed.
  static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, problem: String?) {
    var position = start
    func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard isDigit(position) else { return (position, "a number needs a digit here") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard isDigit(position) else { return (position, "a number needs a digit after '.'") }
      while isDigit(position) { position += 1 }
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
      position += 1
      if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
      guard isDigit(position) else { return (position, "a number needs a digit in its exponent") }
      while isDigit(position) { position += 1 }
    }
    return (position, nil)
  }

  /// The number whose literal is `bytes[start..<end]`, as scanned by ``scanNumber(_:from:)``.
  static func number(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> JSONNumber {
    let digits = UnsafeBufferPointer(rebasing: bytes[start..<end])
    let literal = String(decoding: digits, as: UTF8.self)
    return JSONNumber(literal: literal, value: Double(wholeDigits: digits) ?? Double(literal) ?? .nan)
  }

  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var position = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
      self.bytes = bytes
      self.maximumDepth = maximumDepth
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
      if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
      skipWhitespace()
      guard position < bytes.count else { throw failure("the document is empty") }
      let value = try parseValue()
      skipWhitespace()
      guard position == bytes.count else { throw failure("unexpected text after the JSON value") }
      return value
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
      guard position < bytes.count else { throw failure("the document ends where a value should start") }
      switch bytes[position] {
      case UInt8(ascii: "{"): return try parseObject()
      case UInt8(ascii: "["): return try parseArray()
      case UInt8(ascii: "\""): return .string(try parseString())
      case UInt8(ascii: "t"): return try parseKeyword("true", .bool(true))
      case UInt8(ascii: "f"): return try parseKeyword("false", .bool(false))
      case UInt8(ascii: "n"): return try parseKeyword("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
      default: throw failure("unexpected character \(describe(bytes[position]))")
      }
    }

    mutating func enter() throws(JSONParseError) {
      depth += 1
      if depth > maximumDepth { throw failure("nested more than \(maximumDepth) levels deep") }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
      try enter()
      position += 1
      var object = JSONObject()
      // Repeated keys are found by comparing hashes while the object is small (a string
      // comparison only when two hash alike), by a dictionary once it is not.
      var keyHashes: [UInt64] = []
      var indexOfKey: [String: Int] = [:]
      skipWhitespace()
      if peek() == UInt8(ascii: "}") {
        position += 1
        depth -= 1
        return .object(object)
      }
      while true {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a quoted key") }
        let key = try parseString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
        position += 1
        skipWhitespace()
        let value = try parseValue()
        if object.count < JSONParser.hashedKeyLimit {
          let hash = KeyHash.of(key)
          if let index = keyHashes.indices.first(where: { keyHashes[$0] == hash && object.members[$0].key == key }) {
            object.replaceValue(at: index, with: value)
          } else {
            if keyHashes.isEmpty { keyHashes.reserveCapacity(JSONParser.hashedKeyLimit) }
            keyHashes.append(hash)
            object.append(key, value)
          }
        } else {
          if indexOfKey.isEmpty {
            for (index, existing) in object.keys.enumerated() { indexOfKey[existing] = index }
          }
          if let index = indexOfKey[key] {
            object.replaceValue(at: index, with: value)
          } else {
            indexOfKey[key] = object.count
            object.append(key, value)
          }
        }
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","): position += 1
        case UInt8(ascii: "}"):
          position += 1
          depth -= 1
          return .object(object)
        default: throw failure("expected ',' or '}' in an object")
        }
      }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
      try enter()
      position += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if peek() == UInt8(ascii: "]") {
        position += 1
        depth -= 1
        return .array(elements)
      }
      while true {
        skipWhitespace()
        elements.append(try parseValue())
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: ","): position += 1
        case UInt8(ascii: "]"):
          position += 1
          depth -= 1
          return .array(elements)
        default: throw failure("expected ',' or ']' in an array")
        }
      }
    }

    mutating func parseKeyword(_ word: StaticString, _ value: JSONValue) throws(JSONParseError) -> JSONValue {
      let count = word.utf8CodeUnitCount
      guard position + count <= bytes.count else { throw failure("unexpected end of the document") }
      for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] {
        throw failure("unexpected character \(describe(bytes[position]))")
      }
      position += count
      return value
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
      let start = position
      let scan = JSONParser.scanNumber(bytes, from: start)
      position = scan.end
      if let problem = scan.problem { throw failure(problem) }
      return JSONParser.number(bytes, from: start, to: position)
    }

    mutating func parseString() throws(JSONParseError) -> String {
      position += 1
      let start = position
      // Fast path: no escapes; ASCII needs no UTF-8 validation.
      var ascii = true
      while position < bytes.count {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") {
          let raw = UnsafeBufferPointer(rebasing: bytes[start..<position])
          position += 1
          return ascii ? String(decoding: raw, as: UTF8.self) : try validated(raw, at: start)
        }
        if byte >= 0x80 { ascii = false }
        if byte == UInt8(ascii: "\\") { break }
        if byte < 0x20 { throw failure("a control character must be escaped in a string") }
        position += 1
      }
      var scalars = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
      while position < bytes.count {
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "\""):
          position += 1
          return try validated(scalars, at: start)
        case UInt8(ascii: "\\"):
          position += 1
          try appendEscape(to: &scalars)
        case 0..<0x20:
          throw failure("a control character must be escaped in a string")
        default:
          scalars.append(byte)
          position += 1
        }
      }
      throw failure("a string is not closed")
    }

    mutating func appendEscape(to output: inout [UInt8]) throws(JSONParseError) {
      guard let escape = peek() else { throw failure("a string is not closed") }
      position += 1
      let simple: UInt8?
      switch escape {
      case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
      case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
      case UInt8(ascii: "b"): simple = 0x08
      case UInt8(ascii: "f"): simple = 0x0C
      case UInt8(ascii: "n"): simple = 0x0A
      case UInt8(ascii: "r"): simple = 0x0D
      case UInt8(ascii: "t"): simple = 0x09
      case UInt8(ascii: "u"): simple = nil
      default: throw failure("unknown escape \\\(describe(escape))")
      }
      if let simple {
        output.append(simple)
        return
      }
      var code = try parseHex4()
      if (0xD800...0xDBFF).contains(code), peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") {
        let save = position
        position += 2
        let low = try parseHex4()
        if (0xDC00...0xDFFF).contains(low) {
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else {
          position = save
        }
      }
      // A lone surrogate cannot be held by a Swift string: it becomes U+FFFD.
      let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
      output.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
      guard position + 4 <= bytes.count else { throw failure("\\u needs four hexadecimal digits") }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[position]
        let digit: UInt32
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
        default: throw failure("\\u needs four hexadecimal digits")
        }
        value = value << 4 | digit
        position += 1
      }
      return value
    }

    func validated(_ raw: some Collection<UInt8>, at start: Int) throws(JSONParseError) -> String {
      guard let text = String(validating: raw, as: UTF8.self) else {
        throw JSONParseError(message: "a string is not valid UTF-8", line: lineColumn(start).line, column: lineColumn(start).column)
      }
      return text
    }

    func peek(_ offset: Int = 0) -> UInt8? {
      position + offset < bytes.count ? bytes[position + offset] : nil
    }

    mutating func skipWhitespace() {
      while position < bytes.count {
        switch bytes[position] {
        case 0x20, 0x09, 0x0A, 0x0D: position += 1
        default: return
        }
      }
    }

    func describe(_ byte: UInt8) -> String {
      (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func lineColumn(_ offset: Int) -> (line: Int, column: Int) {
      var line = 1
      var column = 1
      for index in 0..<min(offset, bytes.count) {
        if bytes[index] == 0x0A {
          line += 1
          column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column)
    }

    func failure(_ message: String) -> JSONParseError {
      let (line, column) = lineColumn(position)
      return JSONParseError(message: message, line: line, column: column)
    }
  }
}
