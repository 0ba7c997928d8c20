import QuickTaxCore
import Testing

@testable import QuickTaxCommands

/// The iCalendar writer of `--calendar` (RFC 5545): folding, escaping, line ends, UIDs, dates.
@Suite("iCalendar writer")
struct ICalendarTests {
  let event = CalendarEvent(
    uid: ICalendar.uid(household: "single-w2", jurisdiction: "federal", dueDate: "2026-01-15"), day: "2026-01-15",
    summary: "Pay $2,434 to the IRS: 2025 Q4 estimated tax (single-w2)", description: "Line one; with, commas\nLine two \\ backslash",
    url: "https://www.irs.gov/payments/direct-pay", alarmText: "Pay $2,434 to the IRS by January 15, 2026")

  /// Physical lines of a document, without their CRLF.
  func physicalLines(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test("folding: no line over 75 octets, continuations start with a space, no UTF-8 sequence split, unfolding restores the line")
  func folding() {
    for piece in ["é", "€", "💸", "a", "ab€"] {
      let line = "DESCRIPTION:" + String(repeating: piece, count: 120)
      let folded = ICalendar.folded(line)
      #expect(folded.hasSuffix("\r\n"))
      let lines = physicalLines(folded)
      #expect(lines.count > 1)
      for (index, physical) in lines.enumerated() {
        #expect(physical.utf8.count <= 75, "line \(index) of \(piece): \(physical.utf8.count) octets")
        #expect(index == 0 || physical.hasPrefix(" "))
        // Each physical line is whole UTF-8 on its own: decoding and re-encoding keeps its bytes.
        #expect(Array(String(decoding: Array(physical.utf8), as: UTF8.self).utf8) == Array(physical.utf8))
      }
      // The first line uses its 75 octets as far as whole characters allow.
      #expect(lines[0].utf8.count > 75 - piece.utf8.count)
      #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == line + "\r\n")
    }
    #expect(ICalendar.folded(String(repeating: "x", count: 75)) == String(repeating: "x", count: 75) + "\r\n")
    #expect(ICalendar.folded(String(repeating: "x", count: 76)) == String(repeating: "x", count: 75) + "\r\n x\r\n")
  }

  @Test("TEXT escaping: backslash, semicolon, comma, newline; other control characters replaced")
  func escaping() {
    #expect(ICalendar.text("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
    #expect(ICalendar.text("one\r\ntwo\rthree") == "one\\ntwo\\nthree")
    #expect(ICalendar.text("tab\tkept, bell\u{07} and nul\u{00} not") == "tab\tkept\\, bell\u{FFFD} and nul\u{FFFD} not")
    #expect(ICalendar.text("$2,434: 1040-ES; café") == "$2\\,434: 1040-ES\\; café")
  }

  @Test("the document: CRLF after every line and no bare LF or CR, all-day dates, the reminder, stamp from the instant given")
  func document() {
    // 2025-11-25T08:00:00Z.
    let stamp = JSDate(time: 1_764_057_600_000)
    let text = ICalendar.document([event], name: "QuickTax: single-w2", stamp: stamp)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//QuickTax for Swift//quicktax plan//EN\r\n"))
    #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    let lines = physicalLines(unfolded)
    #expect(lines.contains("DTSTAMP:20251125T080000Z"))
    #expect(lines.contains("DTSTART;VALUE=DATE:20260115"))
    #expect(lines.contains("DTEND;VALUE=DATE:20260116"))
    #expect(lines.contains("SUMMARY:Pay $2\\,434 to the IRS: 2025 Q4 estimated tax (single-w2)"))
    #expect(lines.contains("DESCRIPTION:Line one\\; with\\, commas\\nLine two \\\\ backslash"))
    #expect(lines.contains("URL:https://www.irs.gov/payments/direct-pay"))
    let alarm = Array(lines.drop { $0 != "BEGIN:VALARM" }.prefix { $0 != "END:VALARM" })
    #expect(alarm == ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Pay $2\\,434 to the IRS by January 15\\, 2026", "TRIGGER:-P3D"])
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 1 && lines.filter { $0 == "END:VEVENT" }.count == 1)
    #expect(ICalendar.document([event], name: "QuickTax: single-w2", stamp: stamp) == text, "the same input, the same bytes")
  }

  @Test("UIDs: the same for the same household, jurisdiction and date on every run; different when any differs")
  func uids() {
    // FNV-1a 64 test vectors (Fowler, Noll, Vo): "" and "a".
    #expect(ICalendar.fnv1a("") == "cbf29ce484222325")
    #expect(ICalendar.fnv1a("a") == "af63dc4c8601ec8c")
    let uid = ICalendar.uid(household: "single-w2", jurisdiction: "federal", dueDate: "2026-01-15")
    #expect(uid == "2026-01-15-federal-single-w2-\(ICalendar.fnv1a("single-w2"))@quicktax")
    #expect(uid == ICalendar.uid(household: "single-w2", jurisdiction: "federal", dueDate: "2026-01-15"))
    let others = [
      ICalendar.uid(household: "single-w2", jurisdiction: "california", dueDate: "2026-01-15"),
      ICalendar.uid(household: "single-w2", jurisdiction: "federal", dueDate: "2025-09-15"),
      ICalendar.uid(household: "Single-W2", jurisdiction: "federal", dueDate: "2026-01-15"),
      ICalendar.uid(household: "single w2", jurisdiction: "federal", dueDate: "2026-01-15"),
    ]
    #expect(Set(others + [uid]).count == 5)
    // A name of any characters gives a UID of plain ASCII.
    let odd = ICalendar.uid(household: "Ménage, à trois;\n\u{07}" + String(repeating: "x", count: 300), jurisdiction: "federal", dueDate: "2026-01-15")
    #expect(odd.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && !",;\\".unicodeScalars.contains($0) })
    #expect(odd.utf8.count < 100)
  }

  @Test("the day after: month, year and leap-day ends")
  func dayAfter() {
    #expect(ICalendar.dayAfter("2026-01-15") == "2026-01-16")
    #expect(ICalendar.dayAfter("2025-12-31") == "2026-01-01")
    #expect(ICalendar.dayAfter("2028-02-28") == "2028-02-29")
    #expect(ICalendar.dayAfter("2028-02-29") == "2028-03-01")
    #expect(ICalendar.dayAfter("2027-02-28") == "2027-03-01")
    #expect(ICalendar.utcStamp(JSDate(time: 1_767_225_599_000)) == "20251231T235959Z")
  }
}
