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
/// California: R&TC §18 and Gov. Code §6707 with the holidays of Gov. Code §6700 (Sundays moved to
/// Monday by §6701). None of them is near April 15, but the FTB has each time taken the federal date
/// when Emancipation Day moved April 15 (2007, 2011, 2016, 2022: its 540 booklet, its news releases
/// and its due-dates page for the return and the first installment), so an April date is never
/// before the federal one.
public enum InstallmentDueDates {
  /// The four federal installments of `taxYear` (April 15, June 15, September 15, January 15 of the next year), ISO yyyy-MM-dd.
  public static func federal(taxYear: Int) -> [String] {
    // IRC §6654(c)(2): the 15th of April, June and September, and of January of the next year.
    [(taxYear, 4), (taxYear, 6), (taxYear, 9), (taxYear + 1, 1)].map { year, month in
      iso(nextBusinessDay(year: year, month: month, day: 15, isHoliday: FederalLegalHolidays.contains))
    }
  }

  /// California's installments of `taxYear`: April 15, June 15 and January 15 (R&TC §19136.1; its
  /// shares, 30/40/0/30%, are the penalty data's), ISO.
  public static func california(taxYear: Int) -> [String] {
    [californiaDate(year: taxYear, month: 4), californiaDate(year: taxYear, month: 6), californiaDate(year: taxYear + 1, month: 1)]
  }

  /// The return's due date (April 15 of the next year), ISO.
  public static func federalReturn(taxYear: Int) -> String {
    // IRC §6072(a): the 15th day of the fourth month after the year's end.
    iso(nextBusinessDay(year: taxYear + 1, month: 4, day: 15, isHoliday: FederalLegalHolidays.contains))
  }

  /// The day by which a return filed and paid in full stands in for the January installment
  /// (IRC §6654(h); R&TC §19136 conforming): January 31 of the next year, moved past a weekend or
  /// holiday (§7503; R&TC §18) — 2026-01-31 is a Saturday, so February 2. A day number.
  public static func januaryFilingDay(taxYear: Int, jurisdiction: TaxDataFile.Jurisdiction) -> Int {
    nextBusinessDay(
      year: taxYear + 1, month: 1, day: 31, isHoliday: jurisdiction == .federal ? FederalLegalHolidays.contains : CaliforniaHolidays.contains)
  }

  /// California's return due date (April 15 of the next year; R&TC §18566), ISO.
  public static func californiaReturn(taxYear: Int) -> String { californiaDate(year: taxYear + 1, month: 4) }

  /// California's September 15 date: no installment is due then (0%), but the planner's tables
  /// carry the date for the annualized method's third column (FTB 5805 Part III).
  static func californiaSeptember(taxYear: Int) -> String { californiaDate(year: taxYear, month: 9) }

  /// The 15th of `month` moved past California's holidays; an April date no earlier than the
  /// federal one (the FTB's practice, above).
  private static func californiaDate(year: Int, month: Int) -> String {
    let day = nextBusinessDay(year: year, month: month, day: 15, isHoliday: CaliforniaHolidays.contains)
    guard month == 4 else { return iso(day) }
    return iso(max(day, nextBusinessDay(year: year, month: 4, day: 15, isHoliday: FederalLegalHolidays.contains)))
  }

  /// The first day on or after the date that is neither a Saturday, a Sunday nor a holiday.
  static func nextBusinessDay(year: Int, month: Int, day: Int, isHoliday: (Int) -> Bool) -> Int {
    var candidate = CivilDay.number(year: year, month: month, day: day)
    while CivilDay.isWeekend(candidate) || isHoliday(candidate) { candidate += 1 }
    return candidate
  }

  private static func iso(_ day: Int) -> String { CivilCalendar.isoText(ofDayNumber: Int64(day)) }
}
