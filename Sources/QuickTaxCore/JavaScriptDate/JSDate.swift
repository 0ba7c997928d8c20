/// A JavaScript `Date`: milliseconds since 1970-01-01T00:00:00Z as a double, NaN when invalid.
///
/// Only what the web app's calculators do with dates is here: parsing a date string, `new Date(y,
/// m, d)` in local time, `getFullYear`, `setDate(getDate() + n)`, `setMonth(getMonth() + n)` (local
/// time, with month overflow: January 31 plus one month is March 3), and comparisons, which are
/// false whenever a side is invalid.
public struct JSDate: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The time value (ECMA-262 §21.4.1.1).
  public let time: Double

  public init(time: Double) { self.time = JSDate.timeClip(time) }

  public static let invalid = JSDate(time: .nan)
  static let msPerDay = 86_400_000.0

  public var isValid: Bool { !time.isNaN }

  /// `new Date(text)`: see ``JSDateParser``.
  public init(parsing text: String, timeZone: TimeZoneRules) {
    self = JSDateParser.parse(text, timeZone: timeZone)
  }

  /// `new Date(year, monthIndex, day)`: midnight local time; months and days overflow.
  public init(localYear year: Double, monthIndex: Double, day: Double, timeZone: TimeZoneRules) {
    let dayNumber = JSDate.makeDay(year: year, month: monthIndex, date: day)
    self.init(time: timeZone.utc(fromLocal: dayNumber * JSDate.msPerDay))
  }

  /// `getFullYear()`: the year in local time.
  public func localYear(in timeZone: TimeZoneRules) -> Double {
    guard isValid else { return .nan }
    return Double(JSDate.civilDate(ofLocalTime: timeZone.localTime(fromUTC: time)).year)
  }

  /// `setDate(getDate() + days)`.
  public func addingLocalDays(_ days: Double, in timeZone: TimeZoneRules) -> JSDate {
    // MakeDay(y, m, d + n) is MakeDay(y, m, d) + n for a whole n (it counts days from the
    // month's first): the local time moves by whole days, its time of day kept, with no calendar
    // date to compute and put back (a paycheck schedule steps a year of them per person).
    guard isValid, days.isFinite, days == days.rounded(.towardZero) else {
      return steppingLocalDate(in: timeZone) { year, month, day in (year, month, day + days) }
    }
    return JSDate(time: timeZone.utc(fromLocal: timeZone.localTime(fromUTC: time) + days * JSDate.msPerDay))
  }

  /// `setMonth(getMonth() + months)`, keeping the day of the month, which may overflow.
  public func addingLocalMonths(_ months: Double, in timeZone: TimeZoneRules) -> JSDate {
    steppingLocalDate(in: timeZone) { year, month, day in (year, month + months, day) }
  }

  /// Reads the local year, month and day, lets `step` change them, and writes them back with the
  /// same local time of day (ECMA-262 §21.4.4.20 setDate, §21.4.4.24 setMonth).
  func steppingLocalDate(
    in timeZone: TimeZoneRules, _ step: (Double, Double, Double) -> (Double, Double, Double)
  ) -> JSDate {
    guard isValid else { return self }
    let local = timeZone.localTime(fromUTC: time)
    let date = JSDate.civilDate(ofLocalTime: local)
    let timeWithinDay = JSDate.timeWithinDay(ofLocalTime: local)
    let (year, month, day) = step(Double(date.year), Double(date.month - 1), Double(date.day))
    let newLocal = JSDate.makeDay(year: year, month: month, date: day) * JSDate.msPerDay + timeWithinDay
    return JSDate(time: timeZone.utc(fromLocal: newLocal))
  }

  /// MakeDay (ECMA-262 §21.4.1.28): the day number of `date` days into month `month` (0-based,
  /// any integer) of `year`.
  static func makeDay(year: Double, month: Double, date: Double) -> Double {
    guard year.isFinite, month.isFinite, date.isFinite else { return .nan }
    let y = year.rounded(.towardZero)
    let m = month.rounded(.towardZero)
    let d = date.rounded(.towardZero)
    let yearOfMonth = y + (m / 12).rounded(.down)
    guard abs(yearOfMonth) < 400_000 else { return .nan }
    let monthInYear = m - (m / 12).rounded(.down) * 12
    let first = CivilCalendar.dayNumber(year: Int64(yearOfMonth), month: Int64(monthInYear) + 1, day: 1)
    return Double(first) + d - 1
  }

  static func civilDate(ofLocalTime local: Double) -> (year: Int64, month: Int64, day: Int64) {
    CivilCalendar.date(ofDayNumber: Int64((local / msPerDay).rounded(.down)))
  }

  /// TimeWithinDay (ECMA-262 §21.4.1.3): the milliseconds since that day's midnight.
  static func timeWithinDay(ofLocalTime local: Double) -> Double {
    local - (local / msPerDay).rounded(.down) * msPerDay
  }

  /// TimeClip (ECMA-262 §21.4.1.31).
  static func timeClip(_ time: Double) -> Double {
    guard time.isFinite, abs(time) <= 8.64e15 else { return .nan }
    return time.rounded(.towardZero) + 0  // + 0 turns -0 into +0
  }

  public static func < (lhs: JSDate, rhs: JSDate) -> Bool { lhs.time < rhs.time }
  public static func <= (lhs: JSDate, rhs: JSDate) -> Bool { lhs.time <= rhs.time }
  public static func > (lhs: JSDate, rhs: JSDate) -> Bool { lhs.time > rhs.time }
  public static func >= (lhs: JSDate, rhs: JSDate) -> Bool { lhs.time >= rhs.time }

  /// ISO 8601 in UTC, as `toISOString()` writes it; "Invalid Date" when invalid.
  public var description: String {
    guard isValid else { return "Invalid Date" }
    let date = JSDate.civilDate(ofLocalTime: time)
    let msOfDay = Int64(JSDate.timeWithinDay(ofLocalTime: time))
    func pad(_ value: Int64, _ width: Int) -> String {
      let digits = String(abs(value))
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    guard (0...9999).contains(date.year) else {
      let year = (date.year < 0 ? "-" : "+") + pad(date.year, 6)
      return "\(year)-\(pad(date.month, 2))-\(pad(date.day, 2))T\(pad(msOfDay / 3_600_000, 2)):"
        + "\(pad(msOfDay / 60_000 % 60, 2)):\(pad(msOfDay / 1000 % 60, 2)).\(pad(msOfDay % 1000, 3))Z"
    }
    // Every date a household has: 24 digits and separators written in place (a batch writes one
    // per line).
    return String(unsafeUninitializedCapacity: 24) { buffer in
      func put(_ value: Int64, at offset: Int, width: Int, then separator: UInt8) {
        var rest = value
        for index in stride(from: offset + width - 1, through: offset, by: -1) {
          buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
        buffer[offset + width] = separator
      }
      put(date.year, at: 0, width: 4, then: UInt8(ascii: "-"))
      put(date.month, at: 5, width: 2, then: UInt8(ascii: "-"))
      put(date.day, at: 8, width: 2, then: UInt8(ascii: "T"))
      put(msOfDay / 3_600_000, at: 11, width: 2, then: UInt8(ascii: ":"))
      put(msOfDay / 60_000 % 60, at: 14, width: 2, then: UInt8(ascii: ":"))
      put(msOfDay / 1000 % 60, at: 17, width: 2, then: UInt8(ascii: "."))
      put(msOfDay % 1000, at: 20, width: 3, then: UInt8(ascii: "Z"))
      return 24
    }
  }
}
