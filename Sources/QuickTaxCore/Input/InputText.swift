/// The text of one field of the web app's state, kept exactly as it was typed ("1,000", " 500",
/// "" when empty or missing).
///
/// The web app stores every amount as text and reads it with `parseFloat(text) || 0` at each use.
/// The port does the same; the binary reading is computed once, when the text is decoded, because
/// it cannot change and every calculation reads it.
public struct InputText: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The text as typed.
  public let text: String
  /// `parseFloat(text)` in binary arithmetic (NaN where there is no numeric prefix).
  public let binaryValue: Double

  public init(_ text: String) {
    self.text = text
    binaryValue = JSParseFloat.binaryValue(of: text)
  }

  public init(stringLiteral value: String) { self.init(value) }

  /// The text, and whether it is a plain number of at most 15 digits (`-?digits(.digits)?`, the
  /// form strict reading accepts as it is), found in the one pass that reads it.
  init(_ text: String, isPlainNumber: inout Bool) {
    // Most fields of a household are empty: `parseFloat("")` is NaN.
    guard !text.isEmpty else {
      self.text = text
      isPlainNumber = false
      binaryValue = .nan
      return
    }
    var bytes = text
    self = bytes.withUTF8 { InputText(text, utf8: $0, isPlainNumber: &isPlainNumber) }
  }

  /// The same, with the text's UTF-8 bytes at hand (a document's, read in place).
  init(_ text: String, utf8: UnsafeBufferPointer<UInt8>, isPlainNumber: inout Bool) {
    self.text = text
    let plain = JSParseFloat.plainDecimalValue(utf8)
    isPlainNumber = plain != nil
    binaryValue = plain ?? JSParseFloat.binaryValue(of: text)
  }

  /// A number's own text (`String(number)`), whose reading is the number itself: what QuickTax
  /// writes into a field, with nothing to parse back.
  init(number: Double) {
    text = number.description
    binaryValue = number
  }

  /// The empty text: what the web app keeps for a field nobody filled in.
  public static let empty = InputText("")

  /// JavaScript truthiness of the text: only the empty string is falsy.
  public var isTruthy: Bool { !isEmpty }

  /// Whether the text is empty.
  public var isEmpty: Bool { text.isEmpty }

  public var description: String { text }

  public static func == (lhs: InputText, rhs: InputText) -> Bool { lhs.text == rhs.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
