import Foundation
import Testing

/// FTB 3514 through the built command: the JSON result and worksheet, and the planner's California
/// tax less the refundable credits.
@Suite("FTB 3514 (CalEITC, young child tax credit), the built command")
struct Form3514EndToEndTests {
  @Test("JSON: Form 540 lines 75–76 in the California result and the worksheet; the balance is the refund")
  func json() throws {
    let document: [String: Any] = [
      "taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
      "userIncome": ["incomeMode": "simple", "futureWage": "15000"],
      "family": ["earnedIncomeCreditChildren": "2", "childrenUnder6": "1", "qualifyingChildren": "2"],
    ]
    let input = try JSONSerialization.data(withJSONObject: document)
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--format", "json"] + EarnedIncomeCreditEndToEndTests.clock, input: input)
    #expect(result.status == 0, "\(result.error)")
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let results = try #require(root["result"] as? [String: Any])
    let california = try #require(results["californiaTax"] as? [String: Any])
    // Two children, 34%: the first phase-out ends at 9,823 + (3,339.82 − 635) / 34% = $17,778.24, so
    // $15,000 is in it: the table's row $14,951–$15,000, middle $14,975.50: 3,339.82 − 5,152.50 × 34%
    // = 1,587.97 → $1,588 (the table's entry); young child $1,189; total $2,777. The tax before
    // credits, 1% of 15,000 − 11,412, is less than the exemption credits (153 + 2 × 475).
    #expect(california["refundableCredits"] as? Int == 2_777)
    #expect(california["totalTax"] as? Int == 0 && california["owedOrRefund"] as? Int == -2_777)
    // The planner's California tax is the tax less the refundable credits, as Form 2210 takes the
    // federal earned income credit: 0 − 2,777.
    #expect(((root["plan"] as? [String: Any])?["california"] as? [String: Any])?["currentYearTax"] as? Int == -2_777)
    let details = try #require((root["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let form = try #require((details["california"] as? [String: Any])?["earnedIncomeTaxCredit"] as? [String: Any])
    #expect(form["credit"] as? Int == 1_588 && form["youngChildTaxCredit"] as? Int == 1_189 && form["qualifyingChildren"] as? Int == 2)
  }

  /// Issue 34, item 11: the credit is the FTB 3514 table's entry, in the final phase-out too.
  @Test("the FTB's table in the final phase-out: single, no child, 13,392 earned: $180; head of household, 3 children, 30,975: $81")
  func tableEntries() throws {
    for (status, children, wages, credit) in [("single", "0", "13392", 180), ("headOfHousehold", "3", "30975", 81)] {
      let document: [String: Any] = [
        "taxYear": 2025, "filingStatus": status, "includeCaliforniaTax": true, "userIncome": ["incomeMode": "simple", "ytdWage": wages],
        "family": ["earnedIncomeCreditChildren": children, "qualifyingChildren": children, "userAge": "30"],
      ]
      let result = try QuickTaxProcess.run(
        ["estimate", "-", "--format", "json"] + EarnedIncomeCreditEndToEndTests.clock, input: try JSONSerialization.data(withJSONObject: document))
      #expect(result.status == 0, "\(result.error)")
      let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let details = try #require((root["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
      let form = try #require((details["california"] as? [String: Any])?["earnedIncomeTaxCredit"] as? [String: Any])
      #expect(form["credit"] as? Int == credit, "\(status) \(wages): \(form["credit"] ?? "none")")
    }
  }
}
