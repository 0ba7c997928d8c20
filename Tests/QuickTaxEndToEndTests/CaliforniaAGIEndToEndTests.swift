import Foundation
import Testing

/// Issue 34, items 5 and 6: California's AGI where the forms say so. Schedule CA (540) Part II
/// measures the medical floor, the gifts limit and the itemized limitation against federal AGI
/// (Form 540 line 13); the estimated-tax thresholds of R&TC §19136 and §19136.3 read California
/// AGI (line 17).
@Suite("California's AGI where the form says so, the built command")
struct CaliforniaAGIEndToEndTests {
  /// Head of household, 72, one child of 9: Social Security 21,230, a pension 54,273, an IRA
  /// distribution 24,861 with a QCD of 8,139, interest 6,062, dividends 5,571 (qualified 5,136);
  /// property tax 7,254, mortgage interest 4,046, gifts 9,679, medical 11,675. Federal AGI
  /// 100,673.50 (taxable benefits 16,745.50), California AGI 82,628 (no benefits).
  static let retiree = Data(
    #"""
    {"taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
     "family": {"userAge": "72", "qualifyingChildren": "1"},
     "userIncome": {"socialSecurityBenefits": "21230", "interestIncome": "6062", "ordinaryDividends": "5571", "qualifiedDividends": "5136",
       "retirementDistributions": [{"id": "pension", "kind": "pension", "taxableAmount": "54273"},
                                   {"id": "ira", "kind": "ira", "taxableAmount": "24861", "qualifiedCharitableDistribution": "8139"}]},
     "deductions": {"propertyTax": "7254", "mortgageInterest": "4046", "donations": "9679", "medicalExpenses": "11675"}}
    """#.utf8)

  @Test("a retiree with Social Security who itemizes: the medical floor is 7.5% of federal AGI; California itemized 25,103.49, tax $247")
  func medicalFloorOnFederalAGI() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC", "--format", "json"], input: Self.retiree)
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    #expect(federal["adjustedGrossIncome"] as? Double == 100_673.5)
    let california = try #require((report["result"] as? [String: Any])?["californiaTax"] as? [String: Any])
    let deduction = try #require(california["deduction"] as? [String: Any])
    // 11,675 − 7.5% × 100,673.50 = 4,124.49 of medical; 7,254 + 4,046 + 9,679 (within 50% of
    // federal AGI) = 20,979; 25,103.49 in all, below the §17077 limitation's threshold.
    #expect(deduction["type"] as? String == "itemized")
    #expect(abs((deduction["amount"] as? Double ?? 0) - 25_103.49) < 0.005)
    #expect(california["totalTax"] as? Double == 247)
    let steps = try #require(((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["california"] as? [String: Any])
    #expect(steps["adjustedGrossIncome"] as? Double == 82_628)
    #expect(abs((steps["medicalDeduction"] as? Double ?? 0) - 4_124.49) < 0.005)
  }

  static func californiaSteps(_ household: String) throws -> (federalAGI: Double?, steps: [String: Any]) {
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = (report["result"] as? [String: Any])?["federalTax"] as? [String: Any]
    let steps = try #require(((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["california"] as? [String: Any])
    return (federal?["adjustedGrossIncome"] as? Double, steps)
  }

  @Test("the 50% gifts limit (Schedule CA line 11) and the §17077 limitation (line 29) read federal AGI")
  func giftsLimitAndLimitationOnFederalAGI() throws {
    // Federal AGI 48,100 (taxable benefits 18,100), California AGI 30,000: gifts of 16,000 are
    // within 50% of the federal AGI (24,050), though above 50% of California's (15,000).
    let gifts = try Self.californiaSteps(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "family": {"userAge": "70"}, "userIncome": {"socialSecurityBenefits": "40000", "retirementDistributions": [{"kind": "pension", "taxableAmount": "30000"}]}, "deductions": {"donations": "16000", "propertyTax": "9000"}}"#)
    #expect(gifts.federalAGI == 48_100 && gifts.steps["adjustedGrossIncome"] as? Double == 30_000)
    #expect(gifts.steps["gifts"] as? Double == 16_000 && gifts.steps["giftsCarryover"] as? Double == 0)
    // Federal AGI 280,000 (Treasury interest 30,000, which California does not tax), California
    // AGI 250,000: the limitation is 6% of 280,000 − 252,203 = 1,667.82 (2025, single), though
    // California's AGI is below the threshold.
    let limited = try Self.californiaSteps(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "250000", "treasuryInterest": "30000"}, "deductions": {"propertyTax": "20000", "mortgageInterest": "20000"}}"#)
    #expect(limited.federalAGI == 280_000 && limited.steps["adjustedGrossIncome"] as? Double == 250_000)
    #expect(limited.steps["itemizedLimitation"] as? Double == 1_667.82)
  }

  static func planJSON(_ household: String, _ arguments: [String]) throws -> [String: Any] {
    let result = try QuickTaxProcess.run(["plan", "-", "--time-zone", "UTC", "--format", "json"] + arguments, input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  @Test("next year's 540-ES: 110% when this year's California AGI is over $150,000, whatever the federal AGI (R&TC §19136)")
  func nextYearHighIncomeRuleOnCaliforniaAGI() throws {
    // Wages 152,000 and an HSA contribution of 4,000: federal AGI 148,000, California's 152,000
    // (no HSA deduction): 110% of this year's California tax of 9,891 is 10,880.10.
    let hsa = try Self.planJSON(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "152000", "hsaContributions": "4000"}}"#,
      ["--as-of", "2025-12-01", "--next-year"])
    let california = try #require((hsa["nextYear"] as? [String: Any])?["california"] as? [String: Any])
    #expect(california["thisYearAGI"] as? Double == 152_000 && california["priorYearPercentage"] as? Double == 1.1)
    #expect(california["requiredAnnualPayment"] as? Double == 10_880.1)
    let federal = try #require((hsa["nextYear"] as? [String: Any])?["federal"] as? [String: Any])
    #expect(federal["thisYearAGI"] as? Double == 148_000 && federal["priorYearPercentage"] as? Double == 1)
    // Wages 140,000 and Social Security 20,000: federal AGI 157,000, California's 140,000: 100%.
    let benefits = try Self.planJSON(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "140000", "socialSecurityBenefits": "20000"}}"#,
      ["--as-of", "2025-12-01", "--next-year"])
    let next = try #require((benefits["nextYear"] as? [String: Any])?["california"] as? [String: Any])
    #expect(next["priorYearPercentage"] as? Double == 1 && next["requiredAnnualPayment"] as? Double == 8_775)
  }

  @Test("this year's plan: the prior-year basis stays available below $1,000,000 of California AGI, whatever the federal AGI (R&TC §19136.3)")
  func millionRuleOnCaliforniaAGI() throws {
    // Wages 985,000 and Treasury interest 30,000: federal AGI 1,015,000, California's 985,000:
    // 110% of last year's 50,000 (last year's AGI 900,000) is required, not 90% of this year's.
    let plan = try Self.planJSON(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "985000", "treasuryInterest": "30000"}}"#,
      ["--as-of", "2025-03-01", "--prior-california-tax", "50000", "--prior-california-agi", "900000"])
    let california = try #require((plan["california"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(california["basis"] as? String == "priorYear" && california["requiredAnnualPayment"] as? Double == 55_000)
    #expect(california["priorYearUnavailable"] == nil)
  }
}
