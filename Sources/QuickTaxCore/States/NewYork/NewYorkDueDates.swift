/// New York's public holidays for a due date (General Construction Law §24, §25-a: an act due on a
/// Saturday, Sunday or public holiday may be done on the next business day).
///
/// Left out: Flag Day (the second Sunday in June, a Sunday anyway) and days the President or the
/// Governor proclaims.
enum NewYorkHolidays {
  static func contains(_ day: Int) -> Bool { holidays(CivilDay.year(of: day)).contains(day) }

  static func holidays(_ year: Int) -> [Int] {
    // Fixed dates: New Year's Day, Lincoln's Birthday, Juneteenth, Independence Day, Veterans' Day,
    // Christmas; on a Sunday the Monday after is the holiday (§24), a Saturday one is not moved.
    let fixed = [(1, 1), (2, 12), (6, 19), (7, 4), (11, 11), (12, 25)].map { month, day in
      let date = CivilDay.number(year: year, month: month, day: day)
      return CivilDay.weekday(date) == 0 ? date + 1 : date
    }
    let byWeekday = [
      CivilDay.nthWeekday(3, 1, year: year, month: 1),  // Martin Luther King, Jr. Day
      CivilDay.nthWeekday(3, 1, year: year, month: 2),  // Washington's Birthday
      CivilDay.lastWeekday(1, year: year, month: 5),  // Memorial Day
      CivilDay.nthWeekday(1, 1, year: year, month: 9),  // Labor Day
      CivilDay.nthWeekday(2, 1, year: year, month: 10),  // Columbus Day
      CivilDay.nthWeekday(1, 1, year: year, month: 11) + 1,  // general election day: the Tuesday after the first Monday
      CivilDay.nthWeekday(4, 4, year: year, month: 11),  // Thanksgiving Day
    ]
    return fixed + byWeekday
  }
}

/// New York's due dates: the federal days (Tax Law §685(c): April 15, June 15, September 15 and
/// January 15) moved past New York's weekends and holidays; an April date no earlier than the
/// federal one (the Tax Department followed the federal April 18, 2023).
extension InstallmentDueDates {
  /// New York's four installments of `taxYear` (IT-2105), ISO.
  public static func newYork(taxYear: Int) -> [String] {
    [newYorkDate(year: taxYear, month: 4), newYorkDate(year: taxYear, month: 6), newYorkDate(year: taxYear, month: 9),
      newYorkDate(year: taxYear + 1, month: 1)]
  }

  /// New York's return due date (April 15 of the next year; Tax Law §651), ISO.
  public static func newYorkReturn(taxYear: Int) -> String { newYorkDate(year: taxYear + 1, month: 4) }

  private static func newYorkDate(year: Int, month: Int) -> String {
    let day = nextBusinessDay(year: year, month: month, day: 15, isHoliday: NewYorkHolidays.contains)
    guard month == 4 else { return iso(day) }
    return iso(max(day, nextBusinessDay(year: year, month: 4, day: 15, isHoliday: FederalLegalHolidays.contains)))
  }
}
