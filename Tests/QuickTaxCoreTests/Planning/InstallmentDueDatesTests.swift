@testable import QuickTaxCore
import Testing

/// Due dates computed by rule (IRC §7503, D.C. Emancipation Day; R&TC §18, Gov. Code §§6700–6707).
@Suite("Installment due dates")
struct InstallmentDueDatesTests {
  /// Tax year → (federal installments, federal return, California installments, California return),
  /// derived by an independent model (Python's datetime with the same holiday rules) and checked
  /// against the dates the IRS and the FTB published where they exist (2024–2027).
  static let expected: [Int: (federal: [String], federalReturn: String, california: [String], californiaReturn: String)] = [
    2024: (["2024-04-15", "2024-06-17", "2024-09-16", "2025-01-15"], "2025-04-15", ["2024-04-15", "2024-06-17", "2025-01-15"], "2025-04-15"),
    2025: (["2025-04-15", "2025-06-16", "2025-09-15", "2026-01-15"], "2026-04-15", ["2025-04-15", "2025-06-16", "2026-01-15"], "2026-04-15"),
    2026: (["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"], "2027-04-15", ["2026-04-15", "2026-06-15", "2027-01-15"], "2027-04-15"),
    2027: (["2027-04-15", "2027-06-15", "2027-09-15", "2028-01-18"], "2028-04-18", ["2027-04-15", "2027-06-15", "2028-01-18"], "2028-04-18"),
    2028: (["2028-04-18", "2028-06-15", "2028-09-15", "2029-01-16"], "2029-04-17", ["2028-04-18", "2028-06-15", "2029-01-16"], "2029-04-17"),
    2029: (["2029-04-17", "2029-06-15", "2029-09-17", "2030-01-15"], "2030-04-15", ["2029-04-17", "2029-06-15", "2030-01-15"], "2030-04-15"),
    2030: (["2030-04-15", "2030-06-17", "2030-09-16", "2031-01-15"], "2031-04-15", ["2030-04-15", "2030-06-17", "2031-01-15"], "2031-04-15"),
    2031: (["2031-04-15", "2031-06-16", "2031-09-15", "2032-01-15"], "2032-04-15", ["2031-04-15", "2031-06-16", "2032-01-15"], "2032-04-15"),
    2032: (["2032-04-15", "2032-06-15", "2032-09-15", "2033-01-18"], "2033-04-18", ["2032-04-15", "2032-06-15", "2033-01-18"], "2033-04-18"),
    2033: (["2033-04-18", "2033-06-15", "2033-09-15", "2034-01-17"], "2034-04-18", ["2033-04-18", "2033-06-15", "2034-01-17"], "2034-04-18"),
    2034: (["2034-04-18", "2034-06-15", "2034-09-15", "2035-01-16"], "2035-04-17", ["2034-04-18", "2034-06-15", "2035-01-16"], "2035-04-17"),
    2035: (["2035-04-17", "2035-06-15", "2035-09-17", "2036-01-15"], "2036-04-15", ["2035-04-17", "2035-06-15", "2036-01-15"], "2036-04-15"),
    2036: (["2036-04-15", "2036-06-16", "2036-09-15", "2037-01-15"], "2037-04-15", ["2036-04-15", "2036-06-16", "2037-01-15"], "2037-04-15"),
    2037: (["2037-04-15", "2037-06-15", "2037-09-15", "2038-01-15"], "2038-04-15", ["2037-04-15", "2037-06-15", "2038-01-15"], "2038-04-15"),
    2038: (["2038-04-15", "2038-06-15", "2038-09-15", "2039-01-18"], "2039-04-18", ["2038-04-15", "2038-06-15", "2039-01-18"], "2039-04-18"),
    2039: (["2039-04-18", "2039-06-15", "2039-09-15", "2040-01-17"], "2040-04-17", ["2039-04-18", "2039-06-15", "2040-01-17"], "2040-04-17"),
    2040: (["2040-04-17", "2040-06-15", "2040-09-17", "2041-01-15"], "2041-04-15", ["2040-04-17", "2040-06-15", "2041-01-15"], "2041-04-15"),
  ]

  static func day(_ iso: String) -> Int { DayNumber.of(iso) }

  @Test("every tax year 2024–2040: the federal and California dates", arguments: 2024...2040)
  func everyYear(_ year: Int) throws {
    let expected = try #require(Self.expected[year])
    #expect(InstallmentDueDates.federal(taxYear: year) == expected.federal)
    #expect(InstallmentDueDates.federalReturn(taxYear: year) == expected.federalReturn)
    #expect(InstallmentDueDates.california(taxYear: year) == expected.california)
    #expect(InstallmentDueDates.californiaReturn(taxYear: year) == expected.californiaReturn)
  }

  @Test("every tax year 2024–2040: each date is a business day and every day skipped is a weekend or holiday", arguments: 2024...2040)
  func businessDays(_ year: Int) {
    let dates = InstallmentDueDates.federal(taxYear: year) + [InstallmentDueDates.federalReturn(taxYear: year)]
    for date in dates {
      let due = Self.day(date)
      #expect(!CivilDay.isWeekend(due) && !FederalLegalHolidays.contains(due), "\(date)")
      let fifteenth = Self.day(String(date.prefix(8)) + "15")
      #expect(fifteenth <= due && due - fifteenth <= 3, "\(date)")
      for skipped in fifteenth..<due { #expect(CivilDay.isWeekend(skipped) || FederalLegalHolidays.contains(skipped), "\(date)") }
    }
  }

  @Test("a weekend moves the date to Monday: June 15, 2024 (Saturday), September 15, 2024 (Sunday), June 15, 2025")
  func weekend() {
    #expect(InstallmentDueDates.federal(taxYear: 2024)[1...2] == ["2024-06-17", "2024-09-16"])
    #expect(InstallmentDueDates.federal(taxYear: 2025)[1] == "2025-06-16")
  }

  /// The IRS's April 18, 2011, 2016, 2017 and 2022, and April 17, 2007 (returns of 2010, 2015,
  /// 2016, 2021, 2006): Emancipation Day observed on Friday April 15, or on Monday April 17 after a
  /// weekend April 15; 2028 the same (April 15 a Saturday, April 16 a Sunday).
  @Test("Emancipation Day moves April 15", arguments: [
    (2006, "2007-04-17"), (2010, "2011-04-18"), (2015, "2016-04-18"), (2016, "2017-04-18"), (2021, "2022-04-18"),
    (2027, "2028-04-18"), (2028, "2029-04-17"), (2032, "2033-04-18"), (2038, "2039-04-18"),
  ])
  func emancipationDay(_ taxYear: Int, _ due: String) {
    #expect(InstallmentDueDates.federalReturn(taxYear: taxYear) == due)
    #expect(InstallmentDueDates.federal(taxYear: taxYear + 1)[0] == due)
    // The FTB has taken the federal date each time (its 2011 540 booklet, its 2016 and 2022 notices).
    #expect(InstallmentDueDates.californiaReturn(taxYear: taxYear) == due)
    #expect(InstallmentDueDates.california(taxYear: taxYear + 1)[0] == due)
  }

  @Test("April 16 on a weekday other than Monday leaves April 15 alone: 2024, 2026, 2027")
  func emancipationDayAfterTheFifteenth() {
    #expect(InstallmentDueDates.federalReturn(taxYear: 2023) == "2024-04-15")
    #expect(InstallmentDueDates.federalReturn(taxYear: 2025) == "2026-04-15")
    #expect(InstallmentDueDates.federalReturn(taxYear: 2026) == "2027-04-15")
  }

  /// January 15 on the third Monday (2024, 2029, 2035), or a weekend January 15 whose Monday is
  /// Dr. King's birthday (2023's January 17, 2028's January 18).
  @Test("January 15 on Martin Luther King Jr. Day", arguments: [
    (2022, "2023-01-17"), (2023, "2024-01-16"), (2027, "2028-01-18"), (2028, "2029-01-16"), (2034, "2035-01-16"),
  ])
  func martinLutherKingDay(_ taxYear: Int, _ due: String) {
    #expect(InstallmentDueDates.federal(taxYear: taxYear)[3] == due)
    #expect(InstallmentDueDates.california(taxYear: taxYear)[2] == due)
  }

  @Test("the federal holidays by rule, observed days included", arguments: 2024...2040)
  func federalHolidays(_ year: Int) {
    let holidays = Set(FederalLegalHolidays.holidays(year))
    // Labor Day is the first Monday of September, never the 15th; Juneteenth is June 19 (or observed beside it).
    let laborDay = CivilDay.nthWeekday(1, 1, year: year, month: 9)
    #expect(holidays.contains(laborDay) && CivilDay.weekday(laborDay) == 1 && (1...7).contains(laborDay - CivilDay.number(year: year, month: 9, day: 1) + 1))
    let juneteenth = CivilDay.number(year: year, month: 6, day: 19)
    #expect(holidays.contains(CivilDay.observed(juneteenth)))
    // Every holiday but Inauguration Day (§6103(c) moves only a Sunday) is observed on a weekday.
    let inauguration = CivilDay.number(year: year, month: 1, day: 20)
    for holiday in holidays where holiday != inauguration { #expect(!CivilDay.isWeekend(holiday), "\(DayNumber.iso(holiday))") }
  }

  @Test("observed days: Saturday to Friday, Sunday to Monday; New Year's Day on a Saturday is December 31")
  func observed() {
    #expect(FederalLegalHolidays.contains(Self.day("2021-12-31")))  // January 1, 2022, a Saturday
    #expect(FederalLegalHolidays.contains(Self.day("2027-06-18")))  // Juneteenth 2027, a Saturday
    #expect(FederalLegalHolidays.contains(Self.day("2028-04-17")))  // Emancipation Day 2028, a Sunday
    #expect(FederalLegalHolidays.contains(Self.day("2029-01-22")) == false)  // Inauguration Day 2029 is Saturday January 20: not moved
    #expect(FederalLegalHolidays.contains(Self.day("2033-01-20")))  // Inauguration Day 2033, a Thursday
  }

  @Test("California's holidays: Lincoln Day, Cesar Chavez Day, a Sunday holiday on Monday, Veterans Day on a Saturday on Friday")
  func californiaHolidays() {
    #expect(CaliforniaHolidays.contains(Self.day("2025-02-12")))
    #expect(CaliforniaHolidays.contains(Self.day("2025-03-31")))
    #expect(CaliforniaHolidays.contains(Self.day("2026-04-24")))
    #expect(CaliforniaHolidays.contains(Self.day("2025-09-26")))  // Native American Day, the fourth Friday of September
    #expect(CaliforniaHolidays.contains(Self.day("2027-04-26")) == false)  // April 24, 2027, a Saturday: not moved (§6701)
    #expect(CaliforniaHolidays.contains(Self.day("2029-04-16")) == false)  // no Emancipation Day in California
    #expect(CaliforniaHolidays.contains(Self.day("2028-11-10")))  // November 11, 2028, a Saturday
    #expect(CaliforniaHolidays.contains(Self.day("2029-04-02")) == false)  // March 31, 2029 is a Saturday: not moved (§6701)
    #expect(CaliforniaHolidays.contains(Self.day("2030-04-01")))  // March 31, 2030, a Sunday
  }

  @Test("California by its own holidays alone would be April 17, 2028; the FTB's date is the federal April 18")
  func californiaTakesTheFederalAprilDate() {
    let ownHolidays = InstallmentDueDates.nextBusinessDay(year: 2028, month: 4, day: 15, isHoliday: CaliforniaHolidays.contains)
    #expect(DayNumber.iso(ownHolidays) == "2028-04-17")
    #expect(InstallmentDueDates.california(taxYear: 2028)[0] == "2028-04-18")
  }

  /// The dates the bundled tables carry (penalty files' installments and return due date, the
  /// rule sets' estimated payment schedules) are the computed ones.
  @Test("the tables' due dates for 2025 and 2026 are the computed ones", arguments: [2025, 2026])
  func tablesAgree(_ year: Int) throws {
    let federal = InstallmentDueDates.federal(taxYear: year)
    let california = InstallmentDueDates.california(taxYear: year)
    let californiaWithSeptember = [california[0], california[1], InstallmentDueDates.californiaSeptember(taxYear: year), california[2]]
    let penalty = try #require(EmbeddedTaxData.catalog.penaltyRules[year])
    let federalRules = try #require(penalty[.federal]?.binary)
    let californiaRules = try #require(penalty[.california]?.binary)
    #expect(federalRules.installments.map(\.dueDate) == federal)
    #expect(californiaRules.installments.map(\.dueDate) == californiaWithSeptember)
    // The shares that go with the dates, from the data only (R&TC §19136.1).
    #expect(californiaRules.installments.map(\.share) == [0.30, 0.40, 0, 0.30])
    #expect(federalRules.filingDueDate == InstallmentDueDates.federalReturn(taxYear: year))
    #expect(californiaRules.filingDueDate == InstallmentDueDates.californiaReturn(taxYear: year))
    for name in [TaxRuleSet.quickTaxWebName, TaxRuleSet.currentLawName] {
      let tables = try EmbeddedTaxData.catalog.ruleSet(named: name).binaryTables.year(year)
      #expect(tables.federal.estimatedPaymentSchedule.map(\.dueDateISO) == federal, "\(name)")
      #expect(tables.california.estimatedPaymentSchedule.map(\.dueDateISO) == california, "\(name)")
    }
  }
}
