import Foundation
import Testing

/// Issue 34, items 8 and 9: California estimated payments count where they were paid — in
/// Schedule A line 5a when paid within the year, whatever their installment, and in the annualized
/// columns from the day paid — whether listed in `planning.payments` or given as quarter fields
/// with `planning.estimatedPaymentDates`.
@Suite("California's estimated payments by the day paid, in Schedule A and the annualized columns, the built command")
struct DatedCaliforniaPaymentsEndToEndTests {
  static func federalTax(_ payment: String, asOf: String = "2025-08-01") throws -> (deduction: Double?, tax: Double?) {
    let household = """
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
       "userIncome": {"incomeMode": "simple", "ytdWage": "200000", "ytdFederalWithhold": "40000", "ytdStateWithhold": "14000"}, \(payment)}
      """
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", asOf, "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    return ((federal["deduction"] as? [String: Any])?["amount"] as? Double, federal["totalTax"] as? Double)
  }

  @Test("Schedule A line 5a: a $5,000 payment paid July 15 counts whether listed or given as June's installment (itemized 21,400, tax 35,711)")
  func scheduleAByDatePaid() throws {
    // 14,000 withheld + SDI 1.2% × 200,000 = 2,400 + 5,000 paid: 21,400 of state income tax.
    for payment in [
      #""planning": {"payments": [{"jurisdiction": "california", "date": "2025-07-15", "amount": "5000"}]}"#,
      #""estimatedPayments": {"californiaQ2": "5000"}"#,
      // Toward January's installment, but paid in December: deducted this year (as of December 31).
      #""planning": {"payments": [{"jurisdiction": "california", "date": "2025-12-20", "amount": "5000"}]}"#,
      #""estimatedPayments": {"californiaQ4": "5000"}, "planning": {"estimatedPaymentDates": {"californiaQ4": "2025-12-20"}}"#,
    ] {
      let figures = try Self.federalTax(payment, asOf: payment.contains("12-20") ? "2025-12-31" : "2025-08-01")
      #expect(figures.deduction == 21_400 && figures.tax == 35_711, "\(payment): \(figures)")
    }
    // January's installment paid in January (its due date, or a date given in the next year): next year's deduction.
    for payment in [
      #""estimatedPayments": {"californiaQ4": "5000"}"#,
      #""planning": {"payments": [{"jurisdiction": "california", "date": "2026-01-10", "amount": "5000"}]}"#,
    ] {
      let figures = try Self.federalTax(payment, asOf: "2026-01-12")
      #expect(figures.deduction == 16_400, "\(payment): \(figures)")
    }
  }

  @Test("the annualized columns: a California payment of March 20 counts in the first column, listed or dated alike")
  func annualizedColumnsByDatePaid() throws {
    func firstColumns(_ payment: String) throws -> [Double] {
      let household = """
        {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
         "userIncome": {"incomeMode": "simple", "ytdWage": "50000", "futureWage": "150000", "ytdStateWithhold": "1000"},
         "deductions": {"propertyTax": "8000", "mortgageInterest": "10000"}, \(payment)}
        """
      let result = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-04-01", "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
      #expect(result.status == 0, "\(result.error)")
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let columns = try #require((report["federal"] as? [String: Any])?["annualizedWorksheet"] as? [[String: Any]])
      return columns.compactMap { $0["tax"] as? Double }
    }
    let listed = try firstColumns(#""planning": {"payments": [{"jurisdiction": "california", "date": "2025-03-20", "amount": "5000"}]}"#)
    let dated = try firstColumns(#""estimatedPayments": {"californiaQ1": "5000"}, "planning": {"estimatedPaymentDates": {"californiaQ1": "2025-03-20"}}"#)
    let onDueDate = try firstColumns(#""estimatedPayments": {"californiaQ1": "5000"}"#)
    #expect(listed.count == 4 && listed == dated, "\(listed) \(dated)")
    // Paid March 20, it is in the first column (annualized × 4, within the SALT cap), which its
    // due date, April 15, would leave it out of.
    #expect(listed[0] < onDueDate[0], "\(listed) \(onDueDate)")
  }
}
