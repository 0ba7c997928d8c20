import Foundation
import Testing

@testable import QuickTaxCore

/// The foreign tax credit on dividends and interest: Schedule 3 line 1 without Form 1116 up to
/// $300 ($600 joint, IRC §904(j)), Form 1116 Part III's limit above it (lines 17–22, the passive
/// category, simplified), and its place before the saver's and child tax credits.
@Suite("Current law: the foreign tax credit")
struct ForeignTaxCreditTests {
  static func household(status: FilingStatus = .single, user: [String: String], spouse: [String: String]? = nil, family: [String: String] = [:])
    -> Household
  {
    BusinessRulesTests.household(status: status, user: user, spouse: spouse, family: family)
  }

  static func credit(_ household: Household) throws -> ForeignTaxCreditWorksheet<Double> {
    try #require(try BusinessRulesTests.steps(household).foreignTaxCredit)
  }

  @Test("$300 single and $600 joint are credited without Form 1116; a cent more needs its limit", arguments: [
    (FilingStatus.single, "300", true), (.single, "300.01", false), (.marriedFilingJointly, "600", true),
    (.marriedFilingJointly, "600.01", false), (.marriedFilingSeparately, "300.01", false), (.headOfHousehold, "300", true),
  ])
  func electionLine(status: FilingStatus, paid: String, withoutForm1116: Bool) throws {
    let household = Self.household(
      status: status, user: ["ytdWage": "100000", "ordinaryDividends": "10000", "foreignTaxPaid": paid, "foreignSourceIncome": "10000"],
      spouse: status == .marriedFilingJointly ? [:] : nil)
    let foreign = try Self.credit(household)
    #expect(foreign.withoutForm1116 == withoutForm1116)
    // Below the line the whole tax paid; above it the limit is far above the tax paid too
    // (a tenth of taxable income is foreign: line 19), so the whole tax is credited either way.
    #expect(foreign.credit == Double(paid))
  }

  @Test("without Form 1116: the credit is at most the tax (Form 1040 line 16 and the AMT), and nothing carries over")
  func electionLimitedToTax() throws {
    // Wages 16,000: taxable income 250, tax $25 (Tax Table row 250–275 at 262.50 → 26.25 → 26).
    let foreign = try Self.credit(Self.household(user: ["ytdWage": "16000", "ordinaryDividends": "0", "foreignTaxPaid": "200"]))
    #expect(foreign.withoutForm1116 && foreign.credit == foreign.tax && foreign.credit < 200 && foreign.notCredited == 0)
  }

  @Test("Form 1116 lines 17–22: the tax times foreign source income over taxable income")
  func form1116Limit() throws {
    // Single, wages 120,000, interest 30,000 of which 20,000 from abroad with $2,000 withheld.
    // Taxable income 150,000 − 15,750 = 134,250: tax 5,578.50 + 22% of 54,875 (to 103,350) +
    // 24% of 30,900 = 5,578.50 + 12,072.50 + 7,416 = 25,067. Line 19: 20,000 / 134,250; line 21:
    // 25,067 × that = 3,734.376; the $2,000 paid is under it.
    let household = Self.household(
      user: ["ytdWage": "120000", "interestIncome": "30000", "foreignTaxPaid": "2000", "foreignSourceIncome": "20000"])
    let foreign = try Self.credit(household)
    #expect(!foreign.withoutForm1116 && foreign.taxableIncome == 134_250 && foreign.tax == 25_067)
    #expect(BusinessRulesTests.close(foreign.limit, 25_067 * 20_000 / 134_250) && foreign.credit == 2_000 && foreign.notCredited == 0)
    // $5,000 paid: limited to 3,734.376, the rest carried (IRC §904(c)).
    let limited = try Self.credit(
      Self.household(user: ["ytdWage": "120000", "interestIncome": "30000", "foreignTaxPaid": "5000", "foreignSourceIncome": "20000"]))
    #expect(BusinessRulesTests.close(limited.credit, 3_734.376) && BusinessRulesTests.close(limited.notCredited, 1_265.624))
    let total = try #require(try CurrentLawTests.worksheet(household).result.federalTax.currentLaw)
    #expect(total.foreignTaxCredit == 2_000)
  }

  @Test("above $300 without foreignSourceIncome: an error naming the field, before anything is computed")
  func foreignIncomeRequired() throws {
    let engine = try CurrentLawTests.engine(year: 2025)
    let household = Self.household(user: ["ytdWage": "100000", "foreignTaxPaid": "450"])
    #expect(household.foreignSourceIncomeMissing(rule: try BusinessRulesTests.rules().foreignTaxCredit) == "userIncome.foreignSourceIncome")
    do {
      _ = try engine.report(household)
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.first?.path == "userIncome.foreignSourceIncome" && error.description.contains("Form 1116"))
    }
    // $300 needs no foreign income; a joint return's $600 is the couple's.
    #expect(Self.household(user: ["foreignTaxPaid": "300"]).foreignSourceIncomeMissing(rule: try BusinessRulesTests.rules().foreignTaxCredit) == nil)
    let joint = Self.household(status: .marriedFilingJointly, user: ["foreignTaxPaid": "400"], spouse: ["foreignTaxPaid": "250"])
    #expect(joint.foreignSourceIncomeMissing(rule: try BusinessRulesTests.rules().foreignTaxCredit) == "userIncome.foreignSourceIncome")
  }

  @Test("Schedule 3's order: the credit comes off before the saver's credit (Form 8880 line 11) and the child tax credit (Worksheet A)")
  func creditOrder() throws {
    // Head of household, one child, wages 30,000, $250 of foreign tax: taxable income 30,000 −
    // 23,625 = 6,375, tax $638 (row 6,350–6,400 at its middle, 6,375: 637.50, rounded up). The
    // foreign credit takes $250; the saver's credit (AGI 30,000: 50% of $1,000 of Roth
    // contributions, $500) is limited to 638 − 250 = 388; the child tax credit's limit (Credit
    // Limit Worksheet A) is what is left: nothing, so it is all refundable.
    let household = Self.household(
      status: .headOfHousehold, user: ["ytdWage": "30000", "foreignTaxPaid": "250", "otherRetirementContributions": "1000"],
      family: ["qualifyingChildren": "1"])
    let steps = try BusinessRulesTests.steps(household)
    let foreign = try #require(steps.foreignTaxCredit)
    #expect(foreign.credit == 250 && foreign.tax == 638)
    #expect(steps.saversCredit.credit == 388 && steps.schedule8812.taxLimit == 0)
    let law = try #require(try CurrentLawTests.worksheet(household).result.federalTax.currentLaw)
    #expect(law.foreignTaxCredit == 250 && law.saversCredit == 388 && law.childTaxCredit == 0)
  }
}
