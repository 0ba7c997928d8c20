/// California's holidays for a due date (R&TC §18; Gov. Code §§6700, 6701, 6707).
///
/// Left out: Good Friday (only noon to 3 p.m., not a whole day), and Lunar New Year (§6700(a)(4), a
/// lunar date from January 21 to February 20: no 15th moved past weekends reaches it).
enum CaliforniaHolidays {
  static func contains(_ day: Int) -> Bool { holidays(CivilDay.year(of: day)).contains(day) }

  static func holidays(_ year: Int) -> [Int] {
    // §6700(a) fixed dates: January 1, Lincoln Day, Cesar Chavez Day, Genocide Remembrance Day,
    // Juneteenth, July 4, Admission Day, Veterans Day, December 25. §6701: on a Sunday the Monday
    // after is the holiday (Sundays are holidays anyway); Veterans Day on a Saturday, the Friday before.
    let fixed = [(1, 1), (2, 12), (3, 31), (4, 24), (6, 19), (7, 4), (9, 9), (11, 11), (12, 25)].map { month, day in
      let date = CivilDay.number(year: year, month: month, day: day)
      if CivilDay.weekday(date) == 0 { return date + 1 }
      if month == 11, CivilDay.weekday(date) == 6 { return date - 1 }
      return date
    }
    let byWeekday = [
      CivilDay.nthWeekday(3, 1, year: year, month: 1),  // Dr. Martin Luther King, Jr. Day
      CivilDay.nthWeekday(3, 1, year: year, month: 2),  // the third Monday in February
      CivilDay.lastWeekday(1, year: year, month: 5),  // the last Monday in May
      CivilDay.nthWeekday(1, 1, year: year, month: 9),  // the first Monday in September
      CivilDay.nthWeekday(4, 5, year: year, month: 9),  // Native American Day
      CivilDay.nthWeekday(2, 1, year: year, month: 10),  // Columbus Day
      CivilDay.nthWeekday(4, 4, year: year, month: 11),  // Thanksgiving Day (§6700(a)(17))
    ]
    return fixed + byWeekday
  }
}
