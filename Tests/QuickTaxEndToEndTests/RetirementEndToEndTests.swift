import Foundation
import Testing

/// Pensions and IRA distributions through the built command: a couple with a pension, an IRA
/// distribution with a QCD over the limit, and early distributions (figures worked out below).
@Suite("quicktax estimate and plan with pensions and IRA distributions, the built command")
struct RetirementEndToEndTests {
  /// 2025, joint, California. You (74): an IRA distribution of $130,000 of which $110,000 went to
  /// charity, $10,000 and $2,000 withheld, and a $40,000 pension, $4,000 and $1,000 withheld. Your
  /// spouse (55): $20,000 early from an IRA, and $5,000 more under an exception.
  static let couple = Data(
    #"""
    {"taxYear": 2025, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": true,
     "family": {"userAge": "74", "spouseAge": "55"},
     "userIncome": {"retirementDistributions": [
       {"id": "ira", "kind": "ira", "taxableAmount": "130000", "federalWithheld": "10000", "stateWithheld": "2000", "qualifiedCharitableDistribution": "110000"},
       {"id": "pension", "kind": "pension", "taxableAmount": "40000", "federalWithheld": "4000", "stateWithheld": "1000"}]},
     "spouseIncome": {"retirementDistributions": [
       {"id": "early", "kind": "ira", "taxableAmount": "20000", "earlyDistribution": true},
       {"id": "excepted", "kind": "ira", "taxableAmount": "5000", "earlyDistribution": true, "earlyDistributionException": true}]}}
    """#.utf8)
  static let clock = ["--as-of", "2025-12-15", "--time-zone", "UTC"]

  @Test("text: lines 4b and 5b, the QCD limit's warning, Form 5329 and FTB 3805P, the 1099-R withholding")
  func text() throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.couple)
    #expect(result.status == 0, "\(result.error)")
    let lines = result.out.split(separator: "\n").map(String.init)
    func row(_ label: String, _ amount: String) -> Bool { lines.contains { $0.hasPrefix("  \(label)") && $0.hasSuffix(" \(amount)") } }
    // Line 4b: 130,000 − 108,000 (the 2025 limit) + 20,000 + 5,000 = 47,000; line 5b 40,000.
    #expect(row("IRA distributions (line 4b)", "$47,000") && row("Pensions and annuities (line 5b)", "$40,000"))
    #expect(result.out.contains("Line 4a $155,000; qualified charitable distributions $108,000\n    excluded (IRC §408(d)(8))."))
    // AGI 87,000 − 33,100 (standard, one 65 or older) − 6,000 (senior deduction) = 47,900 taxable:
    // the Tax Table's row 47,900–47,950 at 47,925: 2,385 + 12% × 24,075 = 5,274. Plus 10% of 20,000.
    #expect(row("Ordinary income tax", "$5,274") && row("Additional tax on early distributions (Form 5329)", "$2,000"))
    #expect(row("Total tax", "$7,274") && row("Withheld from pensions and IRAs (1099-R box 4)", "-$14,000"))
    // California: AGI 87,000, the federal one (its QCD exclusion is the federal one, up to
    // $108,000: R&TC §17501(b)); 2.5% of 20,000.
    #expect(!result.out.contains("California AGI $"), "no difference between the AGIs to explain")
    #expect(row("Additional tax on early distributions (FTB 3805P)", "$500") && row("Withheld from pensions and IRAs (1099-R box 14)", "-$3,000"))
    #expect(result.out.contains("userIncome.retirementDistributions[0].qualifiedCharitableDistribution: takes userIncome's qualified charitable distributions over the year's limit of $108,000"))
  }

  @Test("JSON: the new lines in details.currentLaw; --rules quicktax-web refuses the list by name")
  func json() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + Self.clock, input: Self.couple)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let law = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let income = try #require(law["income"] as? [String: Any])
    #expect(income["iraDistributions"] as? Int == 47_000 && income["iraDistributionsGross"] as? Int == 155_000)
    #expect(income["pensionsAndAnnuities"] as? Int == 40_000 && income["qualifiedCharitableDistributions"] as? Int == 108_000)
    #expect((law["form5329"] as? [String: Any])?["subjectToTax"] as? Int == 20_000)
    let california = try #require(law["california"] as? [String: Any])
    #expect(california["earlyDistributionTax"] as? Int == 500 && california["adjustedGrossIncome"] as? Int == 87_000)
    #expect(california["qualifiedCharitableDistributionAddBack"] == nil)
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    #expect(federal["additionalTaxOnEarlyDistributions"] as? Int == 2_000 && federal["totalTax"] as? Int == 7_274)
    let web = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + Self.clock, input: Self.couple)
    #expect(web.status == 1 && web.error.contains("userIncome.retirementDistributions: the web app cannot represent this"))
  }

  @Test("plan: an IRA distribution dated in October comes late, so the annualized method asks little by the early dates")
  func plan() throws {
    let household = Data(
      #"""
      {"taxYear": 2026, "filingStatus": "single", "includeCaliforniaTax": false, "family": {"userAge": "66"},
       "userIncome": {"retirementDistributions": [
         {"id": "pension", "kind": "pension", "taxableAmount": "30000", "federalWithheld": "3000"},
         {"id": "ira", "kind": "ira", "date": "2026-10-15", "taxableAmount": "80000"}]}}
      """#.utf8)
    let result = try QuickTaxProcess.run(["plan", "-", "--as-of", "2026-03-01", "--time-zone", "UTC"], input: household)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("Your income comes late in the year: the annualized income\n    installment method"))
    // Schedule AI: through March 31 the pension's 3 months of 12 (7,500) times 4 is 30,000, the
    // October distribution not yet in; through August 31, 20,000 × 1.5; the year 110,000.
    let json = try QuickTaxProcess.run(["plan", "-", "--as-of", "2026-03-01", "--time-zone", "UTC", "--format", "json"], input: household)
    let plan = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let columns = try #require((plan["federal"] as? [String: Any])?["annualizedWorksheet"] as? [[String: Any]])
    #expect(columns.map { $0["annualizedIncome"] as? Int } == [30_000, 30_000, 30_000, 110_000])
    // Undated, the same distribution is spread evenly: nothing comes late.
    let undated = Data(String(decoding: household, as: UTF8.self).replacingOccurrences(of: #""date": "2026-10-15", "#, with: "").utf8)
    let even = try QuickTaxProcess.run(["plan", "-", "--as-of", "2026-03-01", "--time-zone", "UTC"], input: undated)
    #expect(even.status == 0 && !even.out.contains("Your income comes late in the year"))
  }
}
