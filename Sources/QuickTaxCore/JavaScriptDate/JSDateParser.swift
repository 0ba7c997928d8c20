/// `new Date(text)` for the ECMAScript date-time string format (ECMA-262 §21.4.1.32), as V8 reads
/// it: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` (midnight UTC), optionally followed by `THH:mm`,
/// `THH:mm:ss` or `THH:mm:ss.sss` and `Z` or `±HH:mm`; without an offset a date-time is local time.
/// Years may be expanded (`+002025`). Days run 1...31 in every month (V8 lets `2025-02-30` overflow
/// into March); hour 24 is allowed only as `24:00`.
///
/// Browsers also guess at other formats ("06/20/2025", "June 20, 2025"); this port does not, and
/// reads them as an invalid date. ``isISOFormat(_:)`` lets callers warn about such text.
public enum JSDateParser {
  public static func parse(_ text: String, timeZone: TimeZoneRules) -> JSDate {
    guard let fields = fields(of: text) else { return .invalid }
    let day = JSDate.makeDay(year: Double(fields.year), month: Double(fields.month - 1), date: Double(fields.day))
    let timeOfDay = Double(((fields.hour * 60 + fields.minute) * 60 + fields.second) * 1000 + fields.millisecond)
    let stamp = day * JSDate.msPerDay + timeOfDay
    switch fields.offsetMinutes {
    case .some(let minutes): return JSDate(time: stamp - Double(minutes) * 60_000)
    case .none where fields.hasTime: return JSDate(time: timeZone.utc(fromLocal: stamp))
    case .none: return JSDate(time: stamp)
    }
  }

  /// True when `text` is in the ECMAScript date-time string format, the only format the port
  /// reads the way a browser does.
  public static func isISOFormat(_ text: String) -> Bool { fields(of: text) != nil }

  struct Fields {
    var year = 0
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0
    var millisecond = 0
    var hasTime = false
    var offsetMinutes: Int?
  }

  static func fields(of text: String) -> Fields? {
    var text = text
    return text.withUTF8 { bytes in fields(of: bytes) }
  }

  static func fields(of bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
    var scanner = Scanner(bytes: bytes)
    var fields = Fields()

    if let sign = scanner.takeSign() {
      guard let digits = scanner.digits(exactly: 6) else { return nil }
      if sign == UInt8(ascii: "-") && digits == 0 { return nil }  // -000000 is not a year
      fields.year = sign == UInt8(ascii: "-") ? -digits : digits
    } else {
      guard let digits = scanner.digits(exactly: 4) else { return nil }
      fields.year = digits
    }
    if scanner.take("-") {
      guard let month = scanner.digits(exactly: 2), (1...12).contains(month) else { return nil }
      fields.month = month
      if scanner.take("-") {
        guard let day = scanner.digits(exactly: 2), (1...31).contains(day) else { return nil }
        fields.day = day
      }
    }
    if scanner.take("T") {
      fields.hasTime = true
      guard let hour = scanner.digits(exactly: 2), scanner.take(":"),
        let minute = scanner.digits(exactly: 2), hour <= 24, minute <= 59
      else { return nil }
      fields.hour = hour
      fields.minute = minute
      if scanner.take(":") {
        guard let second = scanner.digits(exactly: 2), second <= 59 else { return nil }
        fields.second = second
        if scanner.take(".") {
          guard let (fraction, count) = scanner.digitRun(), count > 0 else { return nil }
          // The first three digits are the milliseconds; V8 ignores the rest.
          var milliseconds = fraction
          var digitCount = count
          while digitCount > 3 {
            milliseconds /= 10
            digitCount -= 1
          }
          while digitCount < 3 {
            milliseconds *= 10
            digitCount += 1
          }
          fields.millisecond = milliseconds
        }
      }
      if hour == 24 && (minute != 0 || fields.second != 0 || fields.millisecond != 0) { return nil }
      if scanner.take("Z") {
        fields.offsetMinutes = 0
      } else if let sign = scanner.takeSign() {
        guard let hours = scanner.digits(exactly: 2), scanner.take(":"),
          let minutes = scanner.digits(exactly: 2), hours <= 23, minutes <= 59
        else { return nil }
        let total = hours * 60 + minutes
        fields.offsetMinutes = sign == UInt8(ascii: "-") ? -total : total
      }
    }
    return scanner.atEnd ? fields : nil
  }

  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var atEnd: Bool { position == bytes.count }

    // Scalars, not Characters or Strings: a Character's ASCII value is a run-time look at a string.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
      position += 1
      return true
    }

    /// A sign, `+` or `-`, consumed.
    mutating func takeSign() -> UInt8? {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else { return nil }
      position += 1
      return bytes[position - 1]
    }

    mutating func digits(exactly count: Int) -> Int? {
      guard position + count <= bytes.count else { return nil }
      var value = 0
      for offset in 0..<count {
        let byte = bytes[position + offset]
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      position += count
      return value
    }

    /// Up to 18 digits (more are read and dropped): the value of the first 18 and the count read.
    mutating func digitRun() -> (Int, Int)? {
      var value = 0
      var count = 0
      while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
        if count < 18 { value = value * 10 + Int(bytes[position] - 48) }
        count += 1
        position += 1
      }
      return (value, min(count, 18))
    }
  }
}
