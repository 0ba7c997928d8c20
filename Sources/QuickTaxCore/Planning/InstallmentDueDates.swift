/// The due dates of estimated tax installments and of the return, computed by rule for any year:
/// the 15th of the month, moved to the next business day when it falls on a Saturday, a Sunday or
/// a legal holiday.
///
/// Federal: IRC §7503 and Treas. Reg. §301.7503-1(b): a legal holiday is one in the District of
/// Columbia — the federal legal holidays of 5 U.S.C. §6103 and the District's Emancipation Day
/// (April 16, D.C. Code §28-2701) —, which is why April 15 moves in some years (2011, 2016, 2017,
/// 2022, 2028). The statewide holidays of states with IRS offices (§7503's second sentence, e.g.
/// Patriots' Day) are not counted: the IRS's published dates for individuals do not use them.
///
/// A state's dates are its own (its holidays, ``StateCatalog``), in its folder under States/.
public enum InstallmentDueDates {
  /// The four federal installments of `taxYear` (April 15, June 15, September 15, January 15 of the next year), ISO yyyy-MM-dd.
  public static func federal(taxYear: Int) -> [String] {
    // IRC §6654(c)(2): the 15th of April, June and September, and of January of the next year.
    [(taxYear, 4), (taxYear, 6), (taxYear, 9), (taxYear + 1, 1)].map { year, month in
      iso(nextBusinessDay(year: year, month: month, day: 15, isHoliday: FederalLegalHolidays.contains))
    }
  }

  /// The return's due date (April 15 of the next year), ISO.
  public static func federalReturn(taxYear: Int) -> String {
    // IRC §6072(a): the 15th day of the fourth month after the year's end.
    iso(nextBusinessDay(year: taxYear + 1, month: 4, day: 15, isHoliday: FederalLegalHolidays.contains))
  }

  /// The day by which a return filed and paid in full stands in for the January installment
  /// (IRC §6654(h); a state's rule conforming, as R&TC §19136): January 31 of the next year, moved
  /// past a weekend or a holiday of the jurisdiction (§7503; a state's own, as R&TC §18) —
  /// 2026-01-31 is a Saturday, so February 2. A day number.
  public static func januaryFilingDay(taxYear: Int, jurisdiction: TaxDataFile.Jurisdiction) -> Int {
    nextBusinessDay(year: taxYear + 1, month: 1, day: 31) { StateCatalog.isHoliday($0, in: jurisdiction) }
  }

  /// The first day on or after the date that is neither a Saturday, a Sunday nor a holiday.
  static func nextBusinessDay(year: Int, month: Int, day: Int, isHoliday: (Int) -> Bool) -> Int {
    var candidate = CivilDay.number(year: year, month: month, day: day)
    while CivilDay.isWeekend(candidate) || isHoliday(candidate) { candidate += 1 }
    return candidate
  }

  static func iso(_ day: Int) -> String { CivilCalendar.isoText(ofDayNumber: Int64(day)) }
}
