import Foundation

extension TimeZoneRules {
  /// The rules of a Foundation time zone between two years, read once: the engine then looks
  /// offsets up in a table instead of asking Foundation at every paycheck date. Instants outside
  /// the years take the nearest offset in the table.
  public init(_ timeZone: TimeZone, fromYear firstYear: Int = 1900, throughYear lastYear: Int = 2200) {
    let start = Date(timeIntervalSince1970: CivilCalendar.secondsSince1970(january1Of: firstYear))
    let end = Date(timeIntervalSince1970: CivilCalendar.secondsSince1970(january1Of: lastYear + 1))
    var transitions: [Double] = []
    var offsets: [Double] = [Double(timeZone.secondsFromGMT(for: start)) * 1000]
    var cursor = start
    while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
      let offset = Double(timeZone.secondsFromGMT(for: next)) * 1000
      if offset != offsets[offsets.count - 1] {
        transitions.append((next.timeIntervalSince1970 * 1000).rounded())
        offsets.append(offset)
      }
      cursor = next
    }
    self.init(identifier: timeZone.identifier, transitions: transitions, offsets: offsets)
  }
}

extension CivilCalendar {
  static func secondsSince1970(january1Of year: Int) -> Double {
    Double(dayNumber(year: Int64(year), month: 1, day: 1)) * 86_400
  }
}
