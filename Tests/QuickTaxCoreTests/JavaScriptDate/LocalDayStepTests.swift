import Foundation
import Testing

@testable import QuickTaxCore

@Suite("setDate(getDate() + n) by moving the local time whole days equals stepping the local calendar date")
struct LocalDayStepTests {
  static let zones = ["America/Los_Angeles", "UTC", "Europe/London", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata"]
    .compactMap { TimeZone(identifier: $0).map { TimeZoneRules($0) } }

  @Test("random instants over 1990–2060, DST gaps and repeated hours included, stepped by -400 to 400 days")
  func sameAsCalendarStep() {
    var random = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for zone in Self.zones {
      // Instants at any minute, and the local hours around DST changes (1:00 to 3:59) on the
      // days they happen, where a local time may not exist or may exist twice.
      var instants = (0..<2_000).map { _ in JSDate(time: Double(Int64.random(in: 631_152_000...2_871_763_200, using: &random)) * 1000) }
      for year in 2024...2026 {
        for day in [JSDate(parsing: "\(year)-03-09", timeZone: zone), JSDate(parsing: "\(year)-11-02", timeZone: zone)] {
          instants += stride(from: 0.0, to: 48 * 3_600_000, by: 15 * 60_000).map { JSDate(time: day.time + $0) }
        }
      }
      for instant in instants {
        for days in [14.0, 1, -1, 7, 28, 365, -400, 400, 0] {
          let fast = instant.addingLocalDays(days, in: zone)
          let stepped = instant.steppingLocalDate(in: zone) { year, month, day in (year, month, day + days) }
          if fast.time != stepped.time && !(fast.time.isNaN && stepped.time.isNaN) {
            mismatches.append("\(instant) + \(days) days: \(fast) vs \(stepped)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test("at the ends of the time range and for an invalid date")
  func edges() {
    let last = JSDate(time: 8.64e15)
    #expect(!last.addingLocalDays(1, in: .utc).isValid)
    #expect(last.addingLocalDays(-1, in: .utc).time == 8.64e15 - 86_400_000)
    #expect(!JSDate.invalid.addingLocalDays(14, in: .utc).isValid)
  }
}
