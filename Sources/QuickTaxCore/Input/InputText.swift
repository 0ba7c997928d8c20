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
    text = Self.text(of: number)
    binaryValue = number
  }

  /// `number.description`. Zero and other whole numbers (most figures written: a period's income
  /// of a kind the household has none of, whole dollars) are written from their digits, without
  /// a trip through the shortest-digits algorithm: Swift writes a whole double below 2^53 as its
  /// digits and ".0" (`InputTextNumberTests`).
  static func text(of number: Double) -> String {
    if number == 0 { return number.sign == .plus ? "0.0" : "-0.0" }
    guard let whole = Int64(exactly: number), whole.magnitude < wholeDigitsLimit else { return number.description }
    var magnitude = whole.magnitude
    var digits = 1
    while magnitude >= 10 {
      magnitude /= 10
      digits += 1
    }
    let sign = whole < 0 ? 1 : 0
    // Exactly as long as the text: up to 15 bytes are kept in the string itself, not allocated.
    return String(unsafeUninitializedCapacity: sign + digits + 2) { buffer in
      if sign == 1 { buffer[0] = UInt8(ascii: "-") }
      magnitude = whole.magnitude
      for position in stride(from: sign + digits - 1, through: sign, by: -1) {
        buffer[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      }
      buffer[sign + digits] = UInt8(ascii: ".")
      buffer[sign + digits + 1] = UInt8(ascii: "0")
      return sign + digits + 2
    }
  }

  /// Whole numbers below this are written by ``text(of:)`` itself (Swift's own form for them
  /// holds up to 2^53; fifteen digits are kept to, well inside it).
  private static let wholeDigitsLimit: UInt64 = 1_000_000_000_000_000

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
