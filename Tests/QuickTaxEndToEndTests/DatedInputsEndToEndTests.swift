import Foundation
import Testing

/// Issue 34, items 3 and 13: a date outside the tax year, or an early distribution the owner's
/// age rules out, is refused naming the field; no withholding or payment silently drops out of
/// the plan.
@Suite("dates outside the tax year and early distributions past 59½, the built command")
struct DatedInputsEndToEndTests {
  static let clock = ["--as-of", "2025-11-25", "--time-zone", "UTC"]

  /// Single, 2025, wages 60,000 with 3,000 withheld, an IRA distribution of 100,000 with 15,000
  /// withheld, dated `date`; `family` and more distribution fields as given.
  static func household(distribution: String, family: String = "{}", planning: String = "{}", options: String = "[]") -> Data {
    Data(
      """
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "family": \(family), "planning": \(planning),
       "userIncome": {"incomeMode": "simple", "ytdWage": "60000", "ytdFederalWithhold": "3000", "incentiveStockOptions": \(options),
         "retirementDistributions": [{"id": "ira", "kind": "ira", "taxableAmount": "100000", "federalWithheld": "15000", \(distribution)}]}}
      """.utf8)
  }

  static func run(_ input: Data, _ extra: [String] = []) throws -> QuickTaxProcess.Result {
    try QuickTaxProcess.run(["plan", "-", "--withholding", "actual"] + clock + extra, input: input)
  }

  @Test("a 1099-R dated in another year is refused naming its date; dated December 31, its withholding counts in the plan")
  func distributionDate() throws {
    for date in ["2026-01-20", "2024-12-31", "0000-01-01"] {
      let result = try Self.run(Self.household(distribution: #""date": "\#(date)""#))
      #expect(result.status == 1, "\(date): \(result.status)")
      #expect(result.error.contains("userIncome.retirementDistributions[0].date: \"\(date)\" is not in 2025: a 1099-R and its withholding belong to the return of the year it was paid"), "\(result.error)")
      #expect(result.out.isEmpty)
    }
    // Dated in the year: the 15,000 withheld on December 31 counts (IRC §6654(g)(1) by date), so
    // January's payment is the tax less 18,000 of withholding, not 15,000 more.
    let inYear = try Self.run(Self.household(distribution: #""date": "2025-12-31""#), ["--format", "json"])
    #expect(inYear.status == 0, "\(inYear.error)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(inYear.out.utf8)) as? [String: Any])
    let actions = try #require(json["actions"] as? [[String: Any]])
    let federal = try #require(json["federal"] as? [String: Any])
    let plan = try #require(federal["plan"] as? [String: Any])
    let tax = try #require(plan["currentYearTax"] as? Double)
    let january = actions.filter { ($0["dueDate"] as? String) == "2026-01-15" && ($0["jurisdiction"] as? String) == "federal" }
    #expect(january.count == 1)
    for action in january { #expect(try #require(action["amount"] as? Double) < tax - 15_000 + 1) }
  }

  @Test("an incentive stock option exercise or a planning payment dated outside the year is refused naming it")
  func exerciseAndPaymentDates() throws {
    for date in ["0000-01-01", "2024-12-31", "2026-03-03"] {
      let exercise = try Self.run(
        Self.household(distribution: #""date": "2025-06-01""#, options: #"[{"id": "iso", "date": "\#(date)", "bargainElement": "10000"}]"#))
      #expect(exercise.status == 1)
      #expect(exercise.error.contains("userIncome.incentiveStockOptions[0].date: \"\(date)\" is not in 2025: the AMT adjustment"), "\(exercise.error)")
    }
    for (date, words) in [
      ("0000-01-01", "is before 2025: an estimated payment toward 2025 is made from January 1, 2025 to the return's due date, April 15, 2026"),
      ("2024-12-31", "is before 2025"), ("2026-04-16", "is after the 2025 return's due date"),
    ] {
      let result = try Self.run(
        Self.household(distribution: #""date": "2025-06-01""#, planning: #"{"payments": [{"jurisdiction": "federal", "date": "\#(date)", "amount": "1000"}]}"#))
      #expect(result.status == 1, "\(date)")
      #expect(result.error.contains("planning.payments[0].date: \(date) \(words)"), "\(result.error)")
    }
    let dates = try Self.run(Self.household(distribution: #""date": "2025-06-01""#, planning: #"{"estimatedPaymentDates": {"federalQ1": "2024-04-15"}}"#))
    #expect(dates.status == 1 && dates.error.contains("planning.estimatedPaymentDates.federalQ1: 2024-04-15 is before 2025"), "\(dates.error)")
    // After January 15 and by the return's due date: a late payment, counted on its date and said so.
    let late = try Self.run(
      Self.household(distribution: #""date": "2025-06-01""#, planning: #"{"payments": [{"jurisdiction": "federal", "date": "2026-03-03", "amount": "1000"}]}"#))
    #expect(late.status == 0, "\(late.error)")
    #expect(late.out.contains("planning.payments[0].date: 2026-03-03 is after the last installment's due date (January 15, 2026): counted as a late payment on its date"))
  }

  @Test("an early distribution at 61 or more, or at 60 after July 1, is refused naming both fields; at 60 before July 2 and at 59 it is taxed")
  func earlyDistributionAge() throws {
    for (age, date) in [("72", ""), ("61", #", "date": "2025-01-02""#), ("60", #", "date": "2025-07-02""#)] {
      let result = try Self.run(Self.household(distribution: #""earlyDistribution": true\#(date)"#, family: #"{"userAge": "\#(age)"}"#))
      #expect(result.status == 1, "age \(age)")
      #expect(result.error.contains("userIncome.retirementDistributions[0].earlyDistribution: is true, but family.userAge is \(age)"), "\(result.error)")
    }
    for (age, date) in [("60", #", "date": "2025-07-01""#), ("59", #", "date": "2025-12-01""#), ("60", "")] {
      let result = try QuickTaxProcess.run(
        ["estimate", "-", "--format", "json"] + Self.clock,
        input: Self.household(distribution: #""earlyDistribution": true\#(date)"#, family: #"{"userAge": "\#(age)"}"#))
      #expect(result.status == 0, "age \(age) \(date): \(result.error)")
      let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let federal = try #require((json["result"] as? [String: Any])?["federalTax"] as? [String: Any])
      #expect(federal["additionalTaxOnEarlyDistributions"] as? Int == 10_000)
    }
  }
}
