import Foundation
import QuickTaxCore

/// The as-of moment of an estimate: "now" for the engine.
enum AsOfDate {
  /// `YYYY-MM-DD` is the start of that day in `zone` (local midnight, as `new Date(y, m, d)`); an
  /// ISO-8601 date and time is that instant (local time in `zone` when it has no offset).
  static func parse(_ text: String, zone: TimeZoneRules) -> JSDate? {
    let trimmed = text.trimmingJavaScriptWhitespace()
    if let (year, month, day) = StrictInput.calendarDate(trimmed) {
      return JSDate(localYear: Double(year), monthIndex: Double(month - 1), day: Double(day), timeZone: zone)
    }
    guard trimmed.utf8.contains(UInt8(ascii: "T")) else { return nil }
    let instant = JSDateParser.parse(trimmed, timeZone: zone)
    return instant.isValid ? instant : nil
  }

  static let accepted = "write YYYY-MM-DD (the start of that day) or an ISO-8601 date and time such as 2025-06-15T09:30:00Z"

  /// The as-of dates an estimate of a tax year takes, in local calendar years around it: from
  /// January 1 of the year before (planning a year starts in the one before it; the golden cases'
  /// clocks start in December of it) through December 31 of the fourth year after (the IRS may
  /// assess, and a refund be claimed, until three years after the return is due on April 15 of the
  /// next year, IRC §6501(a) and §6511(a)). Outside it no date changes an answer, and a date
  /// centuries away only costs time.
  static let yearsBefore = 1
  static let yearsAfter = 4

  /// Why the as-of date, in local calendar year `year`, is outside the window of `taxYear`, naming
  /// where it came from (`--as-of`, the file's `asOf`, or the clock); nil inside it.
  static func windowProblem(asOfYear year: Double, taxYear: Int, source: Source) -> InputDiagnostic? {
    guard !(Double(taxYear - yearsBefore)...Double(taxYear + yearsAfter)).contains(year) else { return nil }
    let window = "from \(taxYear - yearsBefore)-01-01 through \(taxYear + yearsAfter)-12-31 (from the year before the tax year through the fourth year after it, when the three years to amend its return end)"
    switch source {
    case .option(let text):
      return InputDiagnostic(.error, path: "--as-of", "\(InputExcerpt.quoted(text)) is outside the dates an estimate of tax year \(taxYear) takes; give one \(window)")
    case .file(let text):
      return InputDiagnostic(.error, path: "asOf", "\(InputExcerpt.quoted(text)) is outside the dates an estimate of tax year \(taxYear) takes; write one \(window)")
    case .clock:
      return InputDiagnostic(
        .error, path: "--as-of",
        "today, in \(Int(year)), is outside the dates an estimate of tax year \(taxYear) takes; give --as-of \(window), or another taxYear")
    }
  }

  /// Where an as-of moment came from.
  enum Source {
    case option(String), file(String), clock
  }
}
