import Foundation
import QuickTaxCore
import Testing

@Suite("JavaScript Date semantics")
struct JSDateTests {
  static let losAngeles = TimeZoneRules(TimeZone(identifier: "America/Los_Angeles") ?? .gmt)

  func date(_ text: String, _ zone: TimeZoneRules = .utc) -> JSDate { JSDate(parsing: text, timeZone: zone) }

  @Test("date-only strings are midnight UTC, in any zone")
  func dateOnlyIsUTC() {
    #expect(date("2025-06-20").description == "2025-06-20T00:00:00.000Z")
    #expect(date("2025-06-20", Self.losAngeles).description == "2025-06-20T00:00:00.000Z")
  }

  @Test("ECMAScript date-time formats, as V8 reads them", arguments: [
    ("2025", "2025-01-01T00:00:00.000Z"), ("2025-06", "2025-06-01T00:00:00.000Z"),
    ("+002025-06-20", "2025-06-20T00:00:00.000Z"), ("2025-06-20T10:00Z", "2025-06-20T10:00:00.000Z"),
    ("2025-06-20T10:00:00.123456Z", "2025-06-20T10:00:00.123Z"), ("2025-06-20T10:00+02:00", "2025-06-20T08:00:00.000Z"),
    ("2025-06-20T24:00", "2025-06-21T00:00:00.000Z"),
    // V8 checks days against 31, not the month: February 30 overflows into March.
    ("2025-02-30", "2025-03-02T00:00:00.000Z"),
  ])
  func isoFormats(_ text: String, _ expected: String) {
    #expect(date(text).description == expected)
  }

  @Test("other texts are an invalid date", arguments: [
    "06/20/2025", "June 20, 2025", "2025-6-20", "2025-13-01", "2025-06-32", "-000000-01-01", "2025-06-20T25:00", "",
    "2025-06-20T24:30", "2025-06-20 10:00",
  ])
  func invalid(_ text: String) {
    #expect(!date(text).isValid)
  }

  @Test("a date-time without an offset is local time")
  func dateTimeIsLocal() {
    #expect(date("2025-06-20T00:00", Self.losAngeles).description == "2025-06-20T07:00:00.000Z")
  }

  @Test("setMonth overflows at month ends: January 31 plus a month is March 3, or March 2 in a leap year")
  func monthOverflow() {
    #expect(date("2025-01-31").addingLocalMonths(1, in: .utc).description == "2025-03-03T00:00:00.000Z")
    #expect(date("2024-01-31").addingLocalMonths(1, in: .utc).description == "2024-03-02T00:00:00.000Z")
    #expect(date("2025-12-31").addingLocalMonths(1, in: .utc).description == "2026-01-31T00:00:00.000Z")
    // In Los Angeles "2025-01-31" is January 30, 4 p.m.: plus a month is "February 30", March 2.
    #expect(date("2025-01-31").addingLocalMonths(1, in: Self.losAngeles).description == "2025-03-03T00:00:00.000Z")
  }

  @Test("setDate steps in local time: across a DST change the UTC instant moves by an hour")
  func localStepsAcrossDST() {
    let la = Self.losAngeles
    // 2025-03-01T00:00Z is February 28, 4 p.m. PST; two weeks later is 4 p.m. PDT, 23:00Z.
    let spring = date("2025-03-01").addingLocalDays(14, in: la)
    #expect(spring.description == "2025-03-14T23:00:00.000Z")
    // 2025-10-25T00:00Z is October 24, 5 p.m. PDT; two weeks later is 5 p.m. PST, 01:00Z.
    #expect(date("2025-10-25").addingLocalDays(14, in: la).description == "2025-11-08T01:00:00.000Z")
    // In UTC nothing moves.
    #expect(date("2025-03-01").addingLocalDays(14, in: .utc).description == "2025-03-15T00:00:00.000Z")
  }

  @Test("new Date(year, 11, 31) is local midnight; getFullYear is the local year")
  func localYearEnd() {
    let la = Self.losAngeles
    #expect(JSDate(localYear: 2025, monthIndex: 11, day: 31, timeZone: la).description == "2025-12-31T08:00:00.000Z")
    #expect(date("2026-01-01T05:00Z").localYear(in: la) == 2025)
    #expect(date("2026-01-01T05:00Z").localYear(in: .utc) == 2026)
  }

  @Test("local times in a DST gap take the offset before it; repeated ones the earlier instant")
  func gapsAndOverlaps() {
    let la = Self.losAngeles
    #expect(date("2025-03-09T02:30", la).description == "2025-03-09T10:30:00.000Z")
    #expect(date("2025-11-02T01:30", la).description == "2025-11-02T08:30:00.000Z")
  }

  @Test("comparisons with an invalid date are false every way")
  func invalidComparisons() {
    let valid = date("2025-06-20")
    #expect(!(JSDate.invalid < valid) && !(JSDate.invalid <= valid) && !(valid < JSDate.invalid) && !(valid >= JSDate.invalid))
    #expect(!JSDate.invalid.addingLocalDays(14, in: .utc).isValid)
  }

  @Test("time values beyond ±8.64e15 ms are invalid (TimeClip)")
  func timeClip() {
    #expect(!JSDate(time: 8.64e15 + 1).isValid)
    #expect(JSDate(time: 8.64e15).isValid)
    #expect(!date("+275760-09-13").addingLocalDays(1, in: .utc).isValid)
  }
}
