/// California's due dates: R&TC §18 and Gov. Code §6707 with the holidays of Gov. Code §6700
/// (Sundays moved to Monday by §6701; ``CaliforniaHolidays``). None of them is near April 15, but
/// the FTB has each time taken the federal date when Emancipation Day moved April 15 (2007, 2011,
/// 2016, 2022: its 540 booklet, its news releases and its due-dates page for the return and the
/// first installment), so an April date is never before the federal one.
extension InstallmentDueDates {
  /// California's installments of `taxYear`: April 15, June 15 and January 15 (R&TC §19136.1; its
  /// shares, 30/40/0/30%, are the penalty data's), ISO.
  public static func california(taxYear: Int) -> [String] {
    [californiaDate(year: taxYear, month: 4), californiaDate(year: taxYear, month: 6), californiaDate(year: taxYear + 1, month: 1)]
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
}
