/// "Now" and the local time zone, as the web app reads them from the browser (`new Date()` and
/// the system zone). The engine takes both as values and never reads the system clock.
public struct CalculationClock: Sendable, Hashable {
  public var now: JSDate
  public var timeZone: TimeZoneRules

  public init(now: JSDate, timeZone: TimeZoneRules) {
    self.now = now
    self.timeZone = timeZone
  }

  /// A clock at an ISO-8601 instant ("2025-06-15T08:12:03.114Z"); nil when the text is not one.
  public init?(nowISO8601 text: String, timeZone: TimeZoneRules) {
    let now = JSDate(parsing: text, timeZone: timeZone)
    guard now.isValid else { return nil }
    self.init(now: now, timeZone: timeZone)
  }
}
