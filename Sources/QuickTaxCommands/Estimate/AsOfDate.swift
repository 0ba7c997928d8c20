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
}
