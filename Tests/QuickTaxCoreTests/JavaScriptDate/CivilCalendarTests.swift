@testable import QuickTaxCore
import Testing

@Suite("Civil calendar arithmetic")
struct CivilCalendarTests {
  @Test("day numbers round-trip across eras and leap years")
  func roundTrip() {
    for dayNumber in stride(from: Int64(-800_000), through: 800_000, by: 997) {
      let date = CivilCalendar.date(ofDayNumber: dayNumber)
      #expect(CivilCalendar.dayNumber(year: date.year, month: date.month, day: date.day) == dayNumber)
    }
  }

  @Test("known days")
  func knownDays() {
    #expect(CivilCalendar.dayNumber(year: 1970, month: 1, day: 1) == 0)
    #expect(CivilCalendar.dayNumber(year: 2000, month: 3, day: 1) == 11_017)
    #expect(CivilCalendar.date(ofDayNumber: 20_259) == (2025, 6, 20))
    #expect(CivilCalendar.date(ofDayNumber: -1) == (1969, 12, 31))
  }
}
