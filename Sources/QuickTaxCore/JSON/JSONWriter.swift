/// Writes a ``JSONValue`` as `JSON.stringify` does: keys in order, numbers in JavaScript's format,
/// compact or indented by two spaces.
public enum JSONWriter {
  public static func string(_ value: JSONValue, pretty: Bool = false) -> String {
    var output = ""
    write(value, into: &output, indent: pretty ? 0 : nil)
    return output
  }

  static func write(_ value: JSONValue, into output: inout String, indent: Int?) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += number.literal
    case .string(let text): writeString(text, into: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        newline(into: &output, indent: indent.map { $0 + 1 })
        write(element, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output += "]"
    case .object(let object):
      guard object.count > 0 else {
        output += "{}"
        return
      }
      output += "{"
      for (index, (key, element)) in object.pairs.enumerated() {
        if index > 0 { output += "," }
        newline(into: &output, indent: indent.map { $0 + 1 })
        writeString(key, into: &output)
        output += indent == nil ? ":" : ": "
        write(element, into: &output, indent: indent.map { $0 + 1 })
      }
      newline(into: &output, indent: indent)
      output += "}"
    }
  }

  private static func newline(into output: inout String, indent: Int?) {
    guard let indent else { return }
    output += "\n"
    output += String(repeating: "  ", count: indent)
  }

  static func writeString(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
