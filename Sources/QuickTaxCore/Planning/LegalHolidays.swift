/// Days (days since 1970-01-01) for the holiday rules: weekdays and "the nth weekday of a month".
enum CivilDay {
  static func number(year: Int, month: Int, day: Int) -> Int {
    Int(CivilCalendar.dayNumber(year: Int64(year), month: Int64(month), day: Int64(day)))
  }

  static func year(of day: Int) -> Int { Int(CivilCalendar.date(ofDayNumber: Int64(day)).year) }

  /// 0 Sunday … 6 Saturday (1970-01-01 was a Thursday).
  static func weekday(_ day: Int) -> Int { ((day % 7) + 7 + 4) % 7 }

  static func isWeekend(_ day: Int) -> Bool { weekday(day) == 0 || weekday(day) == 6 }

  /// The `nth` (1-based) `weekday` of the month.
  static func nthWeekday(_ nth: Int, _ weekday: Int, year: Int, month: Int) -> Int {
    let first = number(year: year, month: month, day: 1)
    return first + (weekday - self.weekday(first) + 7) % 7 + (nth - 1) * 7
  }

  /// The last `weekday` of the month.
  static func lastWeekday(_ weekday: Int, year: Int, month: Int) -> Int {
    let nextMonthFirst = month == 12 ? number(year: year + 1, month: 1, day: 1) : number(year: year, month: month + 1, day: 1)
    let last = nextMonthFirst - 1
    return last - (self.weekday(last) - weekday + 7) % 7
  }

  /// A fixed-date holiday falling on a Saturday is observed the Friday before, on a Sunday the
  /// Monday after (5 U.S.C. §6103(b) and Executive Order 11582 §3; D.C. Code §28-2701).
  static func observed(_ day: Int) -> Int {
    switch weekday(day) {
    case 6: day - 1
    case 0: day + 1
    default: day
    }
  }
}

/// Legal holidays in the District of Columbia, which IRC §7503 counts for every federal due date.
enum FederalLegalHolidays {
  static func contains(_ day: Int) -> Bool {
    let year = CivilDay.year(of: day)
    // January 1 of the next year on a Saturday is observed on December 31.
    return holidays(year).contains(day) || holidays(year + 1).contains(day)
  }

  /// 5 U.S.C. §6103(a), each as observed, with Inauguration Day (§6103(c)) and D.C.'s Emancipation
  /// Day, April 16 (D.C. Code §28-2701), observed the same way.
  static func holidays(_ year: Int) -> [Int] {
    // Juneteenth from 2021 (Pub. L. 117-17); Emancipation Day a D.C. legal holiday from 2005.
    let dates = [(1, 1), (7, 4), (11, 11), (12, 25)] + (year >= 2021 ? [(6, 19)] : []) + (year >= 2005 ? [(4, 16)] : [])
    let fixed = dates.map { CivilDay.observed(CivilDay.number(year: year, month: $0.0, day: $0.1)) }
    let byWeekday = [
      CivilDay.nthWeekday(3, 1, year: year, month: 1),  // Birthday of Martin Luther King, Jr.
      CivilDay.nthWeekday(3, 1, year: year, month: 2),  // Washington's Birthday
      CivilDay.lastWeekday(1, year: year, month: 5),  // Memorial Day
      CivilDay.nthWeekday(1, 1, year: year, month: 9),  // Labor Day
      CivilDay.nthWeekday(2, 1, year: year, month: 10),  // Columbus Day
      CivilDay.nthWeekday(4, 4, year: year, month: 11),  // Thanksgiving Day
    ]
    // §6103(c): January 20 after a presidential election, in the District; a Sunday moves to Monday.
    var inauguration: [Int] = []
    if year % 4 == 1 {
      let day = CivilDay.number(year: year, month: 1, day: 20)
      inauguration = [CivilDay.weekday(day) == 0 ? day + 1 : day]
    }
    return fixed + byWeekday + inauguration
  }
}
