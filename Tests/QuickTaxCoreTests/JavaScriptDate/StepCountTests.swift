import Foundation
import Testing

@testable import QuickTaxCore

@Suite("Pay dates counted under one offset equal the pay dates stepped one by one")
struct StepCountTests {
  /// Zones whose clocks change at 2:00, by half an hour (Lord Howe), at midnight (Santiago), and never.
  static let zones = ["America/Los_Angeles", "UTC", "Europe/London", "Australia/Lord_Howe", "America/Santiago", "Asia/Kolkata"]
    .compactMap { TimeZone(identifier: $0).map { TimeZoneRules($0) } } + [.utc, .fixed(offsetMinutes: -150, identifier: "-02:30")]

  /// The web app's loop: every date from `first`, one step at a time, while on or before `end`.
  static func stepped(from first: JSDate, through end: JSDate, in zone: TimeZoneRules, biweekly: Bool) -> Int {
    var count = 0
    var date = first
    while date <= end {
      count += 1
      date = biweekly ? date.addingLocalDays(14, in: zone) : date.addingLocalMonths(1, in: zone)
    }
    return count
  }

  /// First pay dates at any minute of 2020–2030 (and at local midnight, as a typed date-time
  /// is), end dates up to 15 months later (and the day's own instants at and around it).
  static func cases(in zone: TimeZoneRules, count: Int) -> [(JSDate, JSDate)] {
    var random = SystemRandomNumberGenerator()
    var cases: [(JSDate, JSDate)] = []
    for index in 0..<count {
      var first = JSDate(time: Double(Int64.random(in: 1_577_836_800...1_893_456_000, using: &random)) * 1000)
      if index % 3 == 0 {
        first = JSDate(
          localYear: first.localYear(in: zone), monthIndex: Double(Int.random(in: 0...11, using: &random)),
          day: Double(Int.random(in: 1...31, using: &random)), timeZone: zone)
      }
      let end: JSDate
      switch index % 4 {
      case 0: end = JSDate(time: first.time + Double(Int64.random(in: 0...40_000_000, using: &random)) * 1000)
      case 1: end = first.addingLocalDays(Double(14 * Int.random(in: 0...30, using: &random)), in: zone)
      case 2: end = first.addingLocalMonths(Double(Int.random(in: 0...14, using: &random)), in: zone)
      default: end = JSDate(time: first.time + Double(Int64.random(in: -60...60, using: &random)) * 60_000)
      }
      cases.append((first, end))
    }
    return cases
  }

  @Test("every fortnight and every month from random first dates, in six zones, UTC and a fixed offset")
  func countsMatchSteps() {
    var mismatches: [String] = []
    var counted = (fortnights: 0, months: 0)
    for zone in Self.zones {
      for (first, end) in Self.cases(in: zone, count: 3_000) {
        if let count = first.countOfLocalDaySteps(14, through: end, in: zone) {
          counted.fortnights += 1
          let steps = Self.stepped(from: first, through: end, in: zone, biweekly: true)
          if count != steps { mismatches.append("\(zone.identifier) \(first) → \(end): \(count) fortnights, stepped \(steps)") }
        }
        if let count = first.countOfLocalMonthSteps(through: end, in: zone) {
          counted.months += 1
          let steps = Self.stepped(from: first, through: end, in: zone, biweekly: false)
          if count != steps { mismatches.append("\(zone.identifier) \(first) → \(end): \(count) months, stepped \(steps)") }
        }
      }
    }
    #expect(mismatches.count == 0, "\(Array(mismatches.prefix(5)))")
    // Most spans are under one offset somewhere: the counts were taken, not left to the steps.
    #expect(counted.fortnights > 6_000 && counted.months > 4_000, "\(counted)")
  }

  @Test("no count across a change of offset, after the end, past the 28th, or for an invalid date")
  func declines() throws {
    let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles").map { TimeZoneRules($0) })
    let june = JSDate(parsing: "2025-06-13", timeZone: losAngeles)
    let december = JSDate(parsing: "2025-12-31", timeZone: losAngeles)
    // The clocks go back on November 2.
    #expect(june.countOfLocalDaySteps(14, through: december, in: losAngeles) == nil)
    #expect(june.countOfLocalMonthSteps(through: december, in: losAngeles) == nil)
    let november = JSDate(parsing: "2025-11-07", timeZone: losAngeles)
    #expect(november.countOfLocalDaySteps(14, through: december, in: losAngeles) == 4)  // Nov 7, 21, Dec 5, 19
    #expect(november.countOfLocalMonthSteps(through: december, in: losAngeles) == 2)  // Nov 7, Dec 7
    #expect(december.countOfLocalDaySteps(14, through: november, in: .utc) == nil)
    #expect(JSDate(parsing: "2025-01-31", timeZone: .utc).countOfLocalMonthSteps(through: december, in: .utc) == nil)
    #expect(JSDate.invalid.countOfLocalDaySteps(14, through: december, in: .utc) == nil)
    #expect(june.countOfLocalDaySteps(14, through: .invalid, in: .utc) == nil)
    // In UTC a year of fortnights from January 3: 26 paydays, the last on December 19.
    let january = JSDate(parsing: "2025-01-03", timeZone: .utc)
    #expect(january.countOfLocalDaySteps(14, through: december, in: .utc) == 26)
    #expect(january.countOfLocalMonthSteps(through: december, in: .utc) == 12)
  }

  /// ECMA-262's UTC(t) as `TimeZoneRules.utc(fromLocal:)` computes it without its shortcut: the
  /// offsets a day either side, each tried.
  static func referenceUTC(fromLocal local: Double, in zone: TimeZoneRules) -> Double {
    guard local.isFinite else { return .nan }
    let day = 86_400_000.0
    let before = zone.offset(atUTC: local - day)
    let after = zone.offset(atUTC: local + day)
    let first = zone.offset(atUTC: local - before) == before ? local - before : nil
    let second = after != before && zone.offset(atUTC: local - after) == after ? local - after : nil
    switch (first, second) {
    case let (first?, second?): return min(first, second)
    case let (only?, nil), let (nil, only?): return only
    case (nil, nil): return local - zone.offset(atUTC: local - max(before, after))
    }
  }

  @Test("UTC(t) with one offset found in a single lookup equals UTC(t) tried with every offset near it")
  func utcShortcut() {
    var random = SystemRandomNumberGenerator()
    var mismatches: [String] = []
    for zone in Self.zones {
      // Any minute of 1990–2060, and every quarter hour of the days around each 2024–2026 change.
      var locals = (0..<5_000).map { _ in Double(Int64.random(in: 631_152_000...2_871_763_200, using: &random)) * 1000 }
      for year in 2024...2026 {
        for text in ["\(year)-03-08", "\(year)-04-05", "\(year)-09-06", "\(year)-10-04", "\(year)-11-01"] {
          let day = JSDate(parsing: text, timeZone: .utc).time
          locals += stride(from: 0.0, to: 72 * 3_600_000, by: 15 * 60_000).map { day + $0 }
        }
      }
      for local in locals {
        let fast = zone.utc(fromLocal: local)
        let reference = Self.referenceUTC(fromLocal: local, in: zone)
        if fast != reference { mismatches.append("\(zone.identifier) \(local): \(fast) vs \(reference)") }
      }
    }
    #expect(mismatches.count == 0, "\(Array(mismatches.prefix(5)))")
  }
}
