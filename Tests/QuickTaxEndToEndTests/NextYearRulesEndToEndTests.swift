import Foundation
import Testing

/// Issue 34, items 16–21: next year's installments where the law asks for them, by the job whose
/// paychecks they are, never a negative requirement, and the January 31 rule on a business day.
@Suite("next year's installments by the law's thresholds, the built command")
struct NextYearRulesEndToEndTests {
  static func plan(_ household: String, _ extra: [String] = [], asOf: String = "2025-12-01") throws -> (status: Int32, json: [String: Any]?, error: String) {
    let result = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", asOf, "--time-zone", "UTC", "--next-year", "--format", "json"] + extra, input: Data(household.utf8))
    let json = result.status == 0 ? try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any] : nil
    return (result.status, json, result.error)
  }

  @Test("no voucher where none is required: this year's California tax of $20 is under $500; next year's federal tax less withholding under $1,000")
  func noVoucherWhereTheLawAsksNone() throws {
    let household = #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "24000"}}"#
    let (status, json, error) = try Self.plan(household)
    #expect(status == 0, "\(error)")
    let next = try #require(json?["nextYear"] as? [String: Any])
    let california = try #require(next["california"] as? [String: Any])
    #expect((california["noEstimatedTaxNeeded"] as? String)?.contains("this year's California tax, $20, is under $500") == true)
    #expect((california["installments"] as? [Any])?.isEmpty == true && california["extraWithholdingPerPayPeriod"] is NSNull)
    let federal = try #require(next["federal"] as? [String: Any])
    #expect((federal["noEstimatedTaxNeeded"] as? String)?.contains("(IRC §6654(e)(1))") == true)
    #expect((federal["installments"] as? [Any])?.isEmpty == true)
    // Neither voucher joins the list of what to do.
    #expect((json?["actions"] as? [[String: Any]])?.contains { ($0["taxYear"] as? Int) == 2026 } == false)
    let text = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-12-01", "--time-zone", "UTC", "--next-year"], input: Data(household.utf8))
    #expect(text.out.contains("No estimated tax needed for 2026 (California (FTB)), because\n    this year's California tax, $20, is under $500"), "\(text.out)")
  }

  @Test("the W-4 amount per paycheck follows the job holder's pay frequency: the spouse's monthly job, the user without one")
  func payFrequencyOfTheJob() throws {
    let household = """
      {"taxYear": 2025, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": true, "userIncome": {"payFrequency": "biweekly"},
       "spouseIncome": {"incomeMode": "detailed", "ytdWage": "90000", "payFrequency": "monthly", "paycheckWage": "10000", "nextPayDate": "2025-12-31"}}
      """
    let (status, json, error) = try Self.plan(household)
    #expect(status == 0, "\(error)")
    let federal = try #require((json?["nextYear"] as? [String: Any])?["federal"] as? [String: Any])
    #expect(federal["payPeriods"] as? Int == 12 && federal["payHolder"] as? String == "spouse")
    // 12 paychecks cover line 14a: 12 × the amount, rounded up, is at least what is left to pay.
    let extra = try #require(federal["extraWithholdingPerPayPeriod"] as? Double)
    let left = try #require(federal["toPayBeyondWithholding"] as? Double)
    #expect(extra * 12 >= left && (extra - 1) * 12 < left)
    let text = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-12-01", "--time-zone", "UTC", "--next-year"], input: Data(household.utf8))
    #expect(text.out.replacingOccurrences(of: "\n    ", with: " ").contains("of your spouse's job, withheld from each of its 12 paychecks in 2026"), "\(text.out)")
  }

  @Test("never a negative requirement: refundable credits above the tax ask nothing, this year or next")
  func neverNegative() throws {
    let household = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/parent-child-care-eic.json"), encoding: .utf8)
    let (status, json, error) = try Self.plan(household, asOf: "2025-11-01")
    #expect(status == 0, "\(error)")
    for jurisdiction in ["federal", "california"] {
      let plan = try #require((json?[jurisdiction] as? [String: Any])?["plan"] as? [String: Any])
      #expect(try #require(plan["requiredAnnualPayment"] as? Double) >= 0, "\(jurisdiction)")
      let next = try #require((json?["nextYear"] as? [String: Any])?[jurisdiction] as? [String: Any])
      #expect(try #require(next["requiredAnnualPayment"] as? Double) >= 0, "\(jurisdiction) next year")
    }
  }

  @Test("California AGI of $1,000,000 next year without next year's tables: the requirement is unknown, so null, not 0, and no voucher")
  func unknownIsNull() throws {
    let household = #"{"taxYear": 2026, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "1200000"}}"#
    let (status, json, error) = try Self.plan(household, asOf: "2026-11-28")
    #expect(status == 0, "\(error)")
    let california = try #require((json?["nextYear"] as? [String: Any])?["california"] as? [String: Any])
    #expect(california["requiredAnnualPayment"] is NSNull && california["toPayBeyondWithholding"] is NSNull && california["vouchersTotal"] is NSNull)
    #expect((california["installments"] as? [Any])?.isEmpty == true)
  }

  @Test("next year's withholding in the file: a negative figure is refused naming it, in either reading, as the flag refuses it")
  func negativeWithholdingRefused() throws {
    let household = #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "80000"}, "planning": {"nextYearFederalWithholding": "-3"}}"#
    for extra in [[], ["--web-compat"]] {
      let (status, _, error) = try Self.plan(household, extra)
      #expect(status == 1 && error.contains("planning.nextYearFederalWithholding: -3 is negative; write the amount, 0 or more"), "\(extra): \(error)")
    }
    let flag = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--next-year-federal-withholding", "-3"])
    #expect(flag.status == 64 && flag.error.contains("--next-year-federal-withholding"))
  }

  @Test("the January 31 rule: 2026-01-31 is a Saturday, so the return filed and paid by February 2, 2026 stands in for January's installment (§7503)")
  func januaryRuleOnABusinessDay() throws {
    let household = #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "80000", "longTermGains": "60000"}}"#
    let (status, json, error) = try Self.plan(household)
    #expect(status == 0, "\(error)")
    for jurisdiction in ["federal", "california"] {
      let january = try #require(((json?[jurisdiction] as? [String: Any])?["plan"] as? [String: Any])?["januaryOption"] as? [String: Any])
      #expect(january["fileAndPayBy"] as? String == "2026-02-02", "\(jurisdiction)")
    }
  }

  @Test("the calendar claims no more than the plan: with next year's California AGI at $1,000,000 the vouchers pay the projection, not the prior-year safe harbor")
  func calendarOnTheProjection() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-next-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let calendar = folder.appendingPathComponent("plan.ics")
    let household = #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "1200000"}}"#
    let result = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-12-01", "--time-zone", "UTC", "--next-year", "--calendar", calendar.path], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let (_, events) = try CalendarEndToEndTests.parse(try Data(contentsOf: calendar))
    let vouchers = events.filter { ($0.properties["SUMMARY"] ?? "").contains("2026") && ($0.properties["SUMMARY"] ?? "").contains("FTB") }
    #expect(!vouchers.isEmpty)
    for event in vouchers {
      let description = (event.properties["DESCRIPTION"] ?? "").replacingOccurrences(of: "\\n", with: " ").replacingOccurrences(of: "\\,", with: ",")
      #expect(!description.contains("whatever its income") && description.contains("projected tax"), "\(description)")
    }
  }
}
