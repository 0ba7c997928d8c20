import Foundation
import Testing

/// Schedule AI's columns itemize when the annualized itemized deductions (lines 4–6) exceed the
/// standard deduction (line 7), through the built `plan` (issue 24, item 2). The household: single,
/// 2025, California on, $317,187 of wages and $9,516 of California withholding to date as of
/// September 30 (273 days), $681,813 and $20,454 still to come. Through March 31 the wages are
/// $317,187 × 90 / 273 = $104,567.14, annualized $418,268.57 (line 3).
@Suite("quicktax plan: the annualized columns itemize, the built command")
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

  @Test("withholding counted evenly (the default): the year's $29,970 of state tax withheld is the column's too")
  func evenWithholding() throws {
    let column = try Self.firstColumn()
    #expect(abs((column["annualizedIncome"] as? Double ?? 0) - 418_268.57) < 0.01)
    // Line 6: $29,970 + SDI 1.2% × $418,268.57 = $34,989.22 over the $15,750 standard deduction:
    // taxable $383,279.35, tax $57,231 + 35% × $132,754.35 = $103,695.02, plus Additional Medicare
    // Tax 0.9% × $218,268.57 = $1,964.42: $105,659 (with the standard deduction, $112,393).
    #expect(column["tax"] as? Double == 105_659)
    // Line 21: 22.5% of it, $23,773.28 (was $25,288.43).
    #expect(abs((column["requiredInstallment"] as? Double ?? 0) - 23_773.28) < 0.01)
  }

  @Test("withholding on its dates: the state tax withheld through March 31, annualized")
  func datedWithholding() throws {
    let column = try Self.firstColumn(["--withholding", "actual"])
    // $9,516 × 90 / 273 × 4 = $12,548.57, plus SDI $5,019.22: $17,567.79, still over $15,750.
    // Taxable $400,700.78: $57,231 + 35% × $150,175.78 + $1,964.42 = $111,757.
    #expect(column["tax"] as? Double == 111_757)
    #expect(abs((column["requiredInstallment"] as? Double ?? 0) - 25_145.33) < 0.01)
  }

  @Test("California's April estimate counts from the day it is paid: not in the first column, in the second")
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
