/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), as ECMA-262
/// defines it (§21.4.1: Day, MakeDay, YearFromTime…). Pure integer math: no Foundation calendar,
/// which would cost microseconds a step in the paycheck loop.
enum CivilCalendar {
  /// Days from 1970-01-01 to the given date; `month` is 1...12, `day` 1...31.
  static func dayNumber(year: Int64, month: Int64, day: Int64) -> Int64 {
    // Howard Hinnant's days_from_civil.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let monthFromMarch = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of a day number: month 1...12, day 1...31.
  static func date(ofDayNumber dayNumber: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension CivilCalendar {
  /// `YYYY-MM-DD` (a year outside 0 to 9999 as its digits, at least four, with its sign).
  /// Writes the ten bytes directly: plans and reports format many.
  static func isoText(year: Int64, month: Int64, day: Int64) -> String {
    guard (0...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
      func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
      }
      return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
    return String(unsafeUninitializedCapacity: 10) { buffer in
      func put(_ value: Int64, at offset: Int, width: Int) {
        var rest = value
        for index in stride(from: offset + width - 1, through: offset, by: -1) {
          buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      put(year, at: 0, width: 4)
      buffer[4] = UInt8(ascii: "-")
      put(month, at: 5, width: 2)
      buffer[7] = UInt8(ascii: "-")
      put(day, at: 8, width: 2)
      return 10
    }
  }

  /// The day as `YYYY-MM-DD`.
  static func isoText(ofDayNumber dayNumber: Int64) -> String {
    let date = date(ofDayNumber: dayNumber)
    return isoText(year: date.year, month: date.month, day: date.day)
  }
}

extension CivilCalendar {
  /// The year, month and day of `YYYY-MM-DD` text (digits and dashes in place, month 1 to 12,
  /// day 1 to 31); nil for anything else. Whether the day exists in its month is the caller's
  /// question (``StrictInput/isCalendarDate(_:)``).
  static func isoFields(_ text: String) -> (year: Int64, month: Int64, day: Int64)? {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
      func number(_ range: Range<Int>) -> Int64? {
        var value: Int64 = 0
        for index in range {
          guard bytes[index] >= 48 && bytes[index] <= 57 else { return nil }
          value = value * 10 + Int64(bytes[index] - 48)
        }
        return value
      }
      guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
        (1...12).contains(month), (1...31).contains(day)
      else { return nil }
      return (year, month, day)
    }
  }
}
