import Foundation
import Testing

/// Schedule AI's columns itemize only when the year's return itemizes (line 4: "If you don't
/// itemize, enter -0- and skip to line 7"; FTB 5805 Part III line 4 likewise), and then when the
/// annualized itemized deductions exceed the standard deduction (line 8), through the built `plan`
/// (issue 24, item 2; issue 34, item 7). The household: single, 2025, California on, $317,187 of
/// wages and $9,516 of California withholding to date as of September 30 (273 days), $681,813 and
/// $20,454 still to come. Through March 31 the wages are $317,187 × 90 / 273 = $104,567.14,
/// annualized $418,268.57 (line 3).
@Suite("quicktax plan: the annualized columns itemize only when the year does, the built command")
struct AnnualizedItemizedEndToEndTests {
  static let household = """
    {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "317187", "futureWage": "681813",
                    "ytdStateWithhold": "9516", "futureStateWithhold": "20454"}}
    """

  static func firstColumn(_ extra: [String] = []) throws -> [String: Any] {
    let result = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-09-30", "--time-zone", "UTC", "--format", "json"] + extra, input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let columns = try #require((report["federal"] as? [String: Any])?["annualizedWorksheet"] as? [[String: Any]])
    return try #require(columns.first)
  }

  @Test("the year takes the standard deduction (its SALT of $41,958 capped at $10,000), so the first column does too, however it is withheld")
  func standardDeductionYear() throws {
    for extra in [[], ["--withholding", "actual"]] {
      let column = try Self.firstColumn(extra)
      #expect(abs((column["annualizedIncome"] as? Double ?? 0) - 418_268.57) < 0.01)
      // Line 4 is zero (the column's $34,989.22 of state tax would itemize, but the year does not):
      // $15,750, taxable $402,518.57, tax $57,231 + 35% × $152,018.57 = $110,437.50, plus
      // Additional Medicare Tax 0.9% × $218,268.57 = $1,964.42: $112,393.
      #expect(column["tax"] as? Double == 112_393, "\(extra)")
      // Line 21: 22.5% of it.
      #expect(abs((column["requiredInstallment"] as? Double ?? 0) - 25_288.425) < 0.01, "\(extra)")
    }
  }

  @Test("a year that itemizes: California's April estimate counts from the day it is paid, not in the first column, in the second")
  func californiaEstimate() throws {
    let household = """
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
       "userIncome": {"incomeMode": "simple", "ytdWage": "400000"}, "estimatedPayments": {"californiaQ1": "20000"}}
      """
    let result = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-12-31", "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let columns = try #require((report["federal"] as? [String: Any])?["annualizedWorksheet"] as? [[String: Any]])
    try #require(columns.count == 4)
    // Through March 31 (90 of 365 days, × 4): $394,520.55 of wages, SDI $4,734.25 only: the
    // standard deduction, taxable $378,770.55, $57,231 + 35% × $128,245.55 + 0.9% × $194,520.55
    // = $103,868.
    #expect(columns[0]["tax"] as? Double == 103_868)
    // Through May 31 (151 days, × 2.4): $397,150.68 of wages; the $20,000 paid April 15 and SDI
    // $4,765.81, annualized $52,765.81, within the $40,000 SALT cap: taxable $357,150.68,
    // $57,231 + 35% × $106,625.68 + 0.9% × $197,150.68 = $96,324 (the April payment left out, $104,812).
    #expect(columns[1]["tax"] as? Double == 96_324)
    #expect((report["federal"] as? [String: Any]).flatMap { ($0["plan"] as? [String: Any])?["method"] as? String } == "annualized")
  }
}
