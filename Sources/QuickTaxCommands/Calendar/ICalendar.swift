import QuickTaxCore

/// One all-day event of an iCalendar file.
struct CalendarEvent: Sendable {
  /// Stable across runs for the same payment, so that importing the file again updates the
  /// event instead of adding a second one (RFC 5545 §3.8.4.7).
  let uid: String
  /// The day, `YYYY-MM-DD`.
  let day: String
  let summary: String
  let description: String
  var url: String?
  /// The reminder: how many days before the day, and what it says.
  var alarmDaysBefore = 3
  var alarmText: String
}

/// An iCalendar file (RFC 5545): a VCALENDAR of all-day VEVENTs, each with a display reminder,
/// lines ended by CRLF and folded at 75 octets, text escaped.
enum ICalendar {
  static let productIdentifier = "-//QuickTax for Swift//quicktax plan//EN"

  /// The whole file. `stamp` is DTSTAMP (§3.8.7.2): the instant the events were made, from the
  /// command's as-of instant, never the system clock, so that a run is reproducible.
  static func document(_ events: [CalendarEvent], name: String, stamp: JSDate) -> String {
    var lines = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + productIdentifier, "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
      // The name applications give a calendar made from the file (a widely read extension).
      "X-WR-CALNAME:" + text(name),
    ]
    let stampText = utcStamp(stamp)
    for event in events {
      lines += [
        "BEGIN:VEVENT", "UID:" + text(event.uid), "DTSTAMP:" + stampText,
        // All day: DTSTART a DATE, DTEND the day after, exclusive (§3.6.1).
        "DTSTART;VALUE=DATE:" + basicDate(event.day), "DTEND;VALUE=DATE:" + basicDate(dayAfter(event.day)),
        "SUMMARY:" + text(event.summary), "DESCRIPTION:" + text(event.description),
      ]
      if let url = event.url { lines.append("URL:" + url) }
      lines += [
        // A reminder, not time taken: the day stays free.
        "TRANSP:TRANSPARENT",
        "BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + text(event.alarmText), "TRIGGER:-P\(event.alarmDaysBefore)D", "END:VALARM",
        "END:VEVENT",
      ]
    }
    lines.append("END:VCALENDAR")
    return lines.map(folded).joined()
  }

  /// A content line ended by CRLF, folded so that no line is longer than 75 octets: each
  /// continuation starts with one space (§3.1), and no UTF-8 sequence is split.
  static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let size = String(scalar).utf8.count
      if octets + size > 75 {
        result += "\r\n "
        octets = 1
      }
      result.unicodeScalars.append(scalar)
      octets += size
    }
    return result + "\r\n"
  }

  /// A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a newline as `\n`; other
  /// control characters, which TEXT cannot hold, as U+FFFD.
  static func text(_ value: String) -> String {
    var escaped = ""
    for scalar in value.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars {
      switch scalar {
      case "\\": escaped += "\\\\"
      case ";": escaped += "\\;"
      case ",": escaped += "\\,"
      case "\n", "\r": escaped += "\\n"
      case "\t": escaped.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A payment's UID: its due date and jurisdiction, and the household's name (a readable part
  /// and a hash of the whole, so that two names never share a UID).
  static func uid(household: String, jurisdiction: String, dueDate: String) -> String {
    let readable = household.lowercased().unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    let slug = String(String.UnicodeScalarView(readable.prefix(40)))
    return "\(dueDate)-\(jurisdiction)-\(slug.isEmpty ? "" : slug + "-")\(fnv1a(household))@quicktax"
  }

  /// FNV-1a, 64 bits, of the UTF-8 bytes, as 16 hex digits: the same on every run and machine
  /// (Swift's `hashValue` is seeded per process).
  static func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `2026-01-15` → `20260115` (§3.3.4).
  static func basicDate(_ day: String) -> String { day.replacingOccurrences(of: "-", with: "") }

  /// The day after `day`, `YYYY-MM-DD`.
  static func dayAfter(_ day: String) -> String {
    JSDateFormat.isoDay(JSDate(time: JSDate(parsing: day, timeZone: .utc).time + 86_400_000), in: .utc)
  }

  /// An instant in UTC, `20251125T080000Z` (§3.3.5, form 2).
  static func utcStamp(_ instant: JSDate) -> String {
    guard instant.isValid else { return "19700101T000000Z" }
    let day = basicDate(JSDateFormat.isoDay(instant, in: .utc))
    let millisecondsPerDay = 86_400_000.0
    let time = instant.time - (instant.time / millisecondsPerDay).rounded(.down) * millisecondsPerDay
    let seconds = Int(time / 1000)
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(day)T\(two(seconds / 3600))\(two(seconds / 60 % 60))\(two(seconds % 60))Z"
  }
}
