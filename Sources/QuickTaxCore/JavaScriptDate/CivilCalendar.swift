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
