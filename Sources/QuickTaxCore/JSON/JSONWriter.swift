/// Writes a ``JSONValue`` as `JSON.stringify` does: keys in order, numbers in JavaScript's format,
/// compact or indented by two spaces. Works on UTF-8 bytes: strings without characters to escape
/// are copied whole.
public enum JSONWriter {
  public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
    String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
  }

  public static func bytes(_ value: JSONValue, pretty: Bool = false) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(4096)
    write(value, into: &output, indent: pretty ? 0 : nil)
    return output
  }

  static func write(_ value: JSONValue, into output: inout [UInt8], indent: Int?) {
    switch value {
    case .null: append("null", to: &output)
    case .bool(let flag): append(flag ? "true" : "false", to: &output)
    case .number(let number): append(number.literal, to: &output)
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]".utf8
        return
      }
      output.append(UInt8(ascii: "["))
      for index in elements.indices {
        let element = elements[index]
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(into: &output, indent: indent.map { $0 + 1 })
        write(element, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard object.count > 0 else {
        output += "{}".utf8
        return
      }
      output.append(UInt8(ascii: "{"))
      for index in object.members.indices {
        let key = object.members[index].key
        let element = object.members[index].value
        if index > 0 { output.append(UInt8(ascii: ",")) }
        newline(into: &output, indent: indent.map { $0 + 1 })
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        write(element, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A string's bytes, copied as a block (appending a `String.UTF8View` goes byte by byte).
  @inline(__always)
  static func append(_ text: String, to output: inout [UInt8]) {
    if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
      output.append(contentsOf: Array(text.utf8))
    }
  }

  private static func newline(into output: inout [UInt8], indent: Int?) {
    guard let indent else { return }
    output.append(0x0A)
    output += repeatElement(UInt8(ascii: " "), count: indent * 2)
  }

  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    let utf8 = text.utf8
    let needsEscape =
      utf8.withContiguousStorageIfAvailable { bytes in
        bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
      } ?? utf8.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    if !needsEscape {
      append(text, to: &output)
    } else {
      for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\""): output += "\\\"".utf8
        case UInt8(ascii: "\\"): output += "\\\\".utf8
        case 0x0A: output += "\\n".utf8
        case 0x0D: output += "\\r".utf8
        case 0x09: output += "\\t".utf8
        case 0x08: output += "\\b".utf8
        case 0x0C: output += "\\f".utf8
        case 0..<0x20:
          let hex = String(byte, radix: 16)
          output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
        default: output.append(byte)
        }
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
