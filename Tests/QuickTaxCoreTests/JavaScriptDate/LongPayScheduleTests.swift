import Foundation
import Testing

@testable import QuickTaxCore

/// A next pay date decades or millennia before the as-of date (the web app counts paychecks from
/// it): counted run by run between the zone's changes of offset, and listed only from a year
/// before the tax year, never stepped or listed one by one from its start.
@Suite("Pay schedules that start long before the as-of date")
struct LongPayScheduleTests {
  static func engine(now: String, zone: TimeZoneRules) throws -> TaxEngine<Double> {
    let clock = try #require(CalculationClock(nowISO8601: now, timeZone: zone))
    return TaxEngine(tables: try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables, clock: clock)
  }

  /// Every pay date the web app's loop steps to, from the next pay date through the end date.
  static func stepped(_ income: IncomeData, through end: JSDate, in zone: TimeZoneRules) -> [JSDate] {
    var dates: [JSDate] = []
    var date = JSDate(parsing: income.nextPayDate.text, timeZone: zone)
    while date <= end {
      dates.append(date)
      date = income.paysBiweekly ? date.addingLocalDays(14, in: zone) : date.addingLocalMonths(1, in: zone)
    }
    return dates
  }

  @Test("counted across each change of offset (and 400 years at a time): the count and the dates equal the steps, in six zones")
  func countsEqualSteps() throws {
    var random = SystemRandomNumberGenerator()
    for zone in StepCountTests.zones {
      let engine = try Self.engine(now: "2025-06-15T19:00:00.000Z", zone: zone)
      for index in 0..<24 {
        // Some before 1653, where monthly steps are jumped 400 years at a time.
        let year = index % 4 == 1 ? Int.random(in: 1000...1650, using: &random) : Int.random(in: 1890...2024, using: &random)
        let start = String(format: "%04d-%02d-%02d", year, Int.random(in: 1...12, using: &random), Int.random(in: 1...28, using: &random))
        let income = TestSupport.income([
          "incomeMode": "detailed", "payFrequency": index % 2 == 0 ? "biweekly" : "monthly", "nextPayDate": start, "paycheckWage": "1000",
        ])
        let cutoff = JSDate(parsing: "2024-01-01", timeZone: zone)
        let schedule = engine.remainingPayDates(income, listingAfter: cutoff)
        let steps = Self.stepped(income, through: schedule.endDate, in: zone)
        #expect(engine.countRemainingPaychecks(income) == Double(steps.count), "\(zone.identifier) \(start)")
        let listed = steps.filter { $0 > cutoff }
        let earlier = steps.filter { $0 <= cutoff }
        #expect(schedule.dates == listed, "\(zone.identifier) \(start)")
        #expect(
          (schedule.earlier?.count ?? 0) == earlier.count && schedule.earlier?.last == earlier.last,
          "\(zone.identifier) \(start): \(String(describing: schedule.earlier)) for \(earlier.count)")
      }
    }
  }

  @Test("a next pay date 274,000 years back is counted in a few runs, and lists a year of dates")
  func farPast() throws {
    let losAngeles = try #require(TimeZone(identifier: "America/Los_Angeles").map { TimeZoneRules($0) })
    let engine = try Self.engine(now: "2025-06-15T19:00:00.000Z", zone: losAngeles)
    for frequency in ["biweekly", "monthly"] {
      let income = TestSupport.income(["incomeMode": "detailed", "payFrequency": frequency, "nextPayDate": "-271821-04-21"])
      var runs = 0
      var counted = 0
      _ = engine.forEachRemainingPayDate(income) { _, count in
        runs += 1
        counted += count
      }
      // One run under local mean time, a few per year of daylight saving time since 1883.
      #expect(runs < 2_000 && Double(counted) == engine.countRemainingPaychecks(income), "\(frequency): \(runs) runs")
      #expect(counted > (frequency == "biweekly" ? 7_000_000 : 3_000_000))
      let schedule = engine.remainingPayDates(income, listingAfter: JSDate(parsing: "2024-01-01", timeZone: losAngeles))
      #expect((schedule.dates?.count ?? 0) <= 53 && (schedule.earlier?.count ?? 0) + (schedule.dates?.count ?? 0) == counted)
    }
  }
}
