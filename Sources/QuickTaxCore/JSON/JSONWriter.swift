/// Writes a ``JSONValue`` as `JSON.stringify` does: keys in order, numbers in JavaScript's format,
/// compact or indented by two spaces. Works on UTF-8 bytes: strings without characters to escape
/// are copied whole.
public enum JSONWriter {
  public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
    String(decoding: bytes(value, pretty: pretty), as: UTF8.self)
  }

  public static func bytes(_ value: some JSONEncodable, pretty: Bool = false) -> [UInt8] {
    var sink = JSONByteSink(pretty: pretty)
    value.encode(to: &sink)
    return sink.bytes
  }

  /// A string's bytes, copied as a block (appending a `String.UTF8View` goes byte by byte).
  @inline(__always)
  static func append(_ text: String, to output: inout [UInt8]) {
    if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
      output.append(contentsOf: Array(text.utf8))
    }
  }

  static func writeString(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // One scan of the bytes in place; a string with nothing to escape (every key, nearly every
    // value) is then copied as a block.
    let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !bytes.contains(where: needsEscape) else { return false }
      output.append(contentsOf: bytes)
      return true
    }
    if copied != true { writeEscaped(text.utf8, into: &output) }
    output.append(UInt8(ascii: "\""))
  }

  @inline(__always)
  private static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  private static func writeEscaped(_ utf8: String.UTF8View, into output: inout [UInt8]) {
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
}
