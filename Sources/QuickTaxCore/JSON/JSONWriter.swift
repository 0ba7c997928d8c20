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
}
