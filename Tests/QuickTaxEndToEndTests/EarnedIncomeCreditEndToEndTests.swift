import Foundation
import Testing

/// The earned income credit through the built command: the text row and its note, the JSON fields,
/// the warnings, and the web app's rules refusing the new fields by name.
@Suite("the earned income credit and Schedule 8812 Part II-B, the built command")
struct EarnedIncomeCreditEndToEndTests {
  static let clock = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

  /// A head of household with `wages` still to come and the family given, California as chosen.
  static func household(wages: String, family: [String: String], california: Bool = false, status: String = "headOfHousehold") -> Data {
    let document: [String: Any] = [
      "taxYear": 2025, "filingStatus": status, "includeCaliforniaTax": california,
      "userIncome": ["incomeMode": "simple", "futureWage": wages], "family": family,
    ]
    return (try? JSONSerialization.data(withJSONObject: document)) ?? Data()
  }

  @Test("text: the refundable row after the payments, with the table's figures; the balance is the refund")
  func text() throws {
    // Two children, $20,000 of wages: $20,000–20,050 at $20,025 × 40% = 8,010, capped at $7,152.
    let result = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock, input: Self.household(wages: "20000", family: ["earnedIncomeCreditChildren": "2", "qualifyingChildren": "2"]))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("Earned income credit (refundable, Form 1040 line 27)     -$7,152"))
    #expect(result.out.contains("EIC Table, 2 qualifying children: $7,152 for earned income of\n    $20,000."))
    // The additional child tax credit: 15% of $17,500 = $2,625; the refund both credits.
    #expect(result.out.contains("Additional child tax credit (refundable)") && result.out.contains("  Overpaid                                                  $9,777"))
  }

  @Test("JSON: the credit in the result, the worksheet in the details; the age assumed is warned about")
  func json() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--format", "json"] + Self.clock, input: Self.household(wages: "9000", family: [:], status: "single"))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    // No child: $9,000 at $9,025 × 7.65% = 690.41, capped at $649.
    #expect(federal["earnedIncomeCredit"] as? Int == 649 && federal["owedOrRefund"] as? Int == -649)
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let eic = try #require(details["earnedIncomeCredit"] as? [String: Any])
    #expect(eic["creditForEarnedIncome"] as? Int == 649 && eic["qualifyingChildren"] as? Int == 0)
    let warnings = try #require(report["warnings"] as? [[String: Any]])
    #expect(warnings.contains { $0["path"] as? String == "family.userAge" })
  }

  @Test("Part II-B in the JSON: three children, a separate return without the credit")
  func partIIB() throws {
    // $4,000 of wages: 7.65% = $306 of Social Security and Medicare taxes beats Part II-A's $225.
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--format", "json"] + Self.clock,
      input: Self.household(wages: "4000", family: ["qualifyingChildren": "3"], status: "marriedFilingSeparately"))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let schedule = try #require(details["schedule8812"] as? [String: Any])
    #expect(schedule["socialSecurityTaxes"] as? Int == 306 && schedule["additionalChildTaxCredit"] as? Int == 306)
    // No child for the earned income credit on a separate return: none (§32(d)).
    #expect((details["earnedIncomeCredit"] as? [String: Any])?["disallowance"] as? String == "marriedFilingSeparately")
  }

  @Test("California on: FTB 3514's rows after the total tax; --rules quicktax-web refuses the fields by name")
  func californiaAndWebRules() throws {
    let family = ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"]
    let california = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock, input: Self.household(wages: "15000", family: family, california: true))
    #expect(california.status == 0)
    // One child, $15,000: in the final phase-out (from $11,798.77), the table's row $14,951–$15,000,
    // middle $14,975.50: 635 × 17,925.50 / 21,102.23 = 539.41 → $539 (the table's entry);
    // the young child credit in full below $27,425; nothing withheld, so the refund is both.
    #expect(california.out.contains("  CalEITC (refundable, Form 540 line 75)                     -$539"))
    #expect(california.out.contains("  Young child tax credit (refundable, Form 540 line 76)    -$1,189"))
    #expect(!california.out.contains("are not computed"))
    let web = try QuickTaxProcess.run(
      ["estimate", "-", "--rules", "quicktax-web"] + Self.clock, input: Self.household(wages: "15000", family: family, status: "single"))
    #expect(web.status == 1)
    #expect(web.error.contains("family.earnedIncomeCreditChildren") && web.error.contains("family.childrenUnder6"))
  }

  @Test("a household that counted its children sees why each credit is none: past the table's end, no child under 6, the phase-out")
  func whyNone() throws {
    // $60,000 of wages, one child: past the EIC Table's end for one child filing as head of
    // household ($50,434 for 2025, Rev. Proc. 2024-40) and CalEITC's ($32,901).
    let over = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock,
      input: Self.household(wages: "60000", family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"], california: true))
    #expect(over.status == 0, "\(over.error)")
    let text = over.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(text.contains("No earned income credit: earned income of $60,000 is at or over $50,434, where the credit with 1 qualifying child ends (EIC Table)."))
    #expect(text.contains("No California earned income tax credit: earned income of $60,000 is at or over $32,901, where CalEITC ends (FTB 3514). So no young child tax credit either"))
    // $28,000 and a child under 6: the young child credit phased down from $1,189 by $21.71 for
    // each $100 or part over $27,425 (6 steps: $130.26 less, $1,058.74, $1,059).
    let phased = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock,
      input: Self.household(wages: "28000", family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "1"], california: true))
    let phasedText = phased.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(phasedText.contains("$1,059 of $1,189: $21.71 less for each $100 (or part) of earned income over $27,425 (R&TC §17052.1(c))."))
    // The same with the child 6 or older: CalEITC, and no young child credit for want of the age.
    let older = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock, input: Self.household(wages: "28000", family: ["earnedIncomeCreditChildren": "1"], california: true))
    #expect(older.out.replacingOccurrences(of: "\n    ", with: " ").contains("No young child tax credit: it needs a qualifying child under 6 at the end of the year"))
    // No child counted for the credits: nothing said about them.
    let unasked = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(wages: "60000", family: [:], california: true))
    #expect(!unasked.out.contains("earned income credit") && !unasked.out.contains("CalEITC"))
    // More children under 6 than qualifying children: a warning naming both counts.
    let more = try QuickTaxProcess.run(
      ["estimate", "-"] + Self.clock,
      input: Self.household(wages: "28000", family: ["earnedIncomeCreditChildren": "1", "childrenUnder6": "2"], california: true))
    #expect(more.out.contains("family.childrenUnder6: is 2, more than earnedIncomeCreditChildren (1)"))
  }
}
