/// Due dates of estimated-tax installments and returns (b2's version computes weekends and holidays).
///
/// A minimal version, agreed with the helper who writes due dates (issue 27): it moves a date past
/// a Saturday or Sunday only (IRC §7503 without the legal holidays). b2's version replaces it.
public enum InstallmentDueDates {
  /// The four federal installments of `taxYear` (April 15, June 15, September 15, January 15 of the next year), ISO yyyy-MM-dd.
  public static func federal(taxYear: Int) -> [String] {
    [(taxYear, 4), (taxYear, 6), (taxYear, 9), (taxYear + 1, 1)].map { next(year: $0.0, month: $0.1, day: 15) }
  }

  /// California's installments of `taxYear` with its shares: April 15 (30%), June 15 (40%), January 15 (30%), ISO.
  public static func california(taxYear: Int) -> [(dueDate: String, share: Double)] {
    // The shares are the penalty data's (R&TC §19136.1), of the nearest year loaded.
    let rules = EmbeddedTaxData.catalog.penaltyRules
    let nearest = rules.keys.filter { rules[$0]?[.california] != nil }.min { abs($0 - taxYear) < abs($1 - taxYear) }
    let shares = nearest.flatMap { rules[$0]?[.california]?.binary.installments.map(\.share).filter { $0 > 0 } } ?? []
    let dates = [next(year: taxYear, month: 4, day: 15), next(year: taxYear, month: 6, day: 15), next(year: taxYear + 1, month: 1, day: 15)]
    return zip(dates, shares).map { (dueDate: $0, share: $1) }
  }

  /// The return's due date (April 15 of the next year), ISO.
  public static func federalReturn(taxYear: Int) -> String { next(year: taxYear + 1, month: 4, day: 15) }

  public static func californiaReturn(taxYear: Int) -> String { next(year: taxYear + 1, month: 4, day: 15) }

  /// The date, or the Monday after when it falls on a weekend.
  static func next(year: Int, month: Int, day: Int) -> String {
    var number = CivilCalendar.dayNumber(year: Int64(year), month: Int64(month), day: Int64(day))
    // Day 0 (1970-01-01) was a Thursday: weekday 0 is Sunday.
    while [0, 6].contains(((number + 4) % 7 + 7) % 7) { number += 1 }
    return CivilCalendar.isoText(ofDayNumber: number)
  }
}
