import Foundation
import Testing

/// Issue 35, item 12: business expenses typed at the deductions step (the web app's
/// `deductions.businessExpenses`) go to the business, whoever on the return owns it.
@Suite("deductions.businessExpenses and the spouse's business, the built command")
struct SpouseBusinessEndToEndTests {
  static func netProfit(_ owner: String) throws -> [Double] {
    let household = """
      {"taxYear": 2025, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": false,
       "userIncome": {"ytdWage": "90000"}, "spouseIncome": {"\(owner == "spouse" ? "selfEmploymentReceipts" : "interestIncome")": "40000"},
       "deductions": {"businessExpenses": "12000"}}
      """
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-12-01", "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let schedules = ((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["scheduleC"] as? [[String: Any]] ?? []
    return schedules.compactMap { $0["netProfit"] as? Double }
  }

  @Test("the spouse's business takes the expenses: 40,000 of receipts less 12,000, not 40,000 untouched")
  func spouseOwnsTheBusiness() throws {
    #expect(try Self.netProfit("spouse") == [0, 28_000])
  }
}
