import QuickTaxCore
import Testing

@Suite("Future income: paychecks and RSU vests")
struct FutureIncomeTests {
  let paycheck = ["incomeMode": "detailed", "paycheckWage": "5000", "paycheckFederal": "750", "paycheckState": "250"]

  func future(_ fields: [String: String], vests: [FutureRSUVest] = [], now: String = "2025-06-15T00:00:00.000Z",
    zone: TimeZoneRules = .utc, year: Int = 2025) throws -> FutureIncome<Double> {
    try TestSupport.engine(now: now, zone: zone).calculateFutureIncome(
      TestSupport.income(fields, vests: vests), tables: try TestSupport.tables(year))
  }

  @Test("simple mode takes the three totals as typed, and ignores paychecks and vests")
  func simpleMode() throws {
    let result = try future(
      ["incomeMode": "simple", "futureWage": "30000", "futureFederalWithhold": "6000", "futureStateWithhold": "3000",
       "paycheckWage": "5000", "nextPayDate": "2025-06-20"],
      vests: [FutureRSUVest(shares: "100", expectedPrice: "150")])
    #expect(result.totalWage == 30_000 && result.totalFederalWithhold == 6_000 && result.totalStateWithhold == 3_000)
  }

  @Test("biweekly from June 20 through December 31: 14 paychecks")
  func biweekly() throws {
    let result = try future(paycheck.merging(["nextPayDate": "2025-06-20"]) { $1 })
    #expect(result.totalWage == 70_000 && result.totalFederalWithhold == 10_500 && result.totalStateWithhold == 3_500)
  }

  @Test("the last pay date ends the count, inclusive; before the next pay date, nothing")
  func lastPayDate() throws {
    #expect(try future(paycheck.merging(["nextPayDate": "2025-06-20", "lastPayDate": "2025-08-01"]) { $1 }).totalWage == 20_000)
    #expect(try future(paycheck.merging(["nextPayDate": "2025-06-20", "lastPayDate": "2025-06-01"]) { $1 }).totalWage == 0)
  }

  @Test("monthly from January 31 skips February (setMonth overflow) and then falls on the 3rd: 11 paychecks")
  func monthlyOverflow() throws {
    let result = try future(
      paycheck.merging(["payFrequency": "monthly", "nextPayDate": "2025-01-31"]) { $1 }, now: "2025-01-15T00:00:00.000Z")
    #expect(result.totalWage == 55_000)
  }

  @Test("without a next pay date: weeks left to December 31, over 2 or 4.33, rounded up")
  func fallbackWithoutNextPayDate() throws {
    // June 15 to December 31 is 199 days: 28.4 weeks, 29 rounded up.
    #expect(try future(paycheck).totalWage == 15 * 5_000.0)
    #expect(try future(paycheck.merging(["payFrequency": "monthly"]) { $1 }).totalWage == 7 * 5_000.0)
  }

  @Test("paychecks are counted to December 31 of the clock's year, not the tax year's (a web-app quirk)")
  func clockYearQuirk() throws {
    let result = try future(
      paycheck.merging(["nextPayDate": "2026-01-09"]) { $1 }, now: "2025-12-01T00:00:00.000Z", year: 2026)
    #expect(result.totalWage == 0)
  }

  @Test("in Los Angeles, year end is local midnight December 31: a December 31 paycheck is not counted")
  func localYearEnd() throws {
    // "2025-12-31" is December 30, 4 p.m. in Los Angeles, before local midnight December 31: counted.
    // "2025-12-19" + 14 days = December 31 4 p.m. local, after local midnight: not counted.
    let result = try future(
      paycheck.merging(["nextPayDate": "2025-12-19"]) { $1 }, now: "2025-12-01T12:00:00.000Z", zone: TestSupport.losAngeles)
    #expect(result.totalWage == 5_000)
  }

  @Test("RSU vests: default 24% / 10% withholding, or the last vest's rates; any date counts")
  func rsuVests() throws {
    let vests = [FutureRSUVest(date: "2020-01-01", shares: "100", expectedPrice: "150"), FutureRSUVest(shares: "0", expectedPrice: "500")]
    let defaults = try future(["incomeMode": "detailed"], vests: vests)
    #expect(defaults.totalWage == 15_000 && defaults.totalFederalWithhold == 3_600 && defaults.totalStateWithhold == 1_500)
    let fromLastVest = try future(
      ["incomeMode": "detailed", "rsuVestWage": "15000", "rsuVestFederal": "2250", "rsuVestState": "750"], vests: vests)
    #expect(fromLastVest.totalFederalWithhold == 2_250 && fromLastVest.totalStateWithhold == 750)
  }

  @Test("household: the spouse counts only when filing jointly")
  func household() throws {
    let engine = try TestSupport.engine()
    let tables = try TestSupport.tables()
    let user = TestSupport.income(["incomeMode": "simple", "ytdWage": "50000", "futureWage": "30000", "ordinaryDividends": "1000", "qualifiedDividends": "800", "ytdFederalWithhold": "10000"])
    let spouse = TestSupport.income(["incomeMode": "simple", "ytdWage": "40000", "rothConversion": "5000", "ytdFederalWithhold": "7000"])
    let single = engine.aggregateHouseholdIncome(user, spouse, filingStatus: .single, tables: tables)
    #expect(single.totalIncome == 81_000 && single.wageIncome == 80_000 && single.rothConversion == 0)
    let joint = engine.aggregateHouseholdIncome(user, spouse, filingStatus: .marriedFilingJointly, tables: tables)
    #expect(joint.totalIncome == 126_000 && joint.wageIncome == 120_000 && joint.rothConversion == 5_000)
    #expect(joint.totalWithholdings.federal == 17_000)
    #expect(joint.investmentIncome.qualifiedDividends == 800)
  }
}
