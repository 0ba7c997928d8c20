import Foundation
import Testing

@testable import QuickTaxCore

/// Pensions and IRA distributions (issue 25): Form 1040 lines 4–5, qualified charitable
/// distributions (IRC §408(d)(8)), Form 5329 Part I and FTB 3805P, and what follows from them
/// (withholding, NIIT, the saver's credit). Each figure is a published example (Pub 590-B) or the
/// form's lines worked out beside the test.
@Suite("Current law: pensions, IRA distributions, QCDs and the early distribution taxes")
struct RetirementRulesTests {
  /// One 1099-R: `fields` by key (`kind`, `taxableAmount`, …).
  static func distribution(_ fields: [String: String]) -> RetirementDistribution {
    var distribution = RetirementDistribution()
    for field in RetirementDistribution.fields { if let text = fields[field.key] { distribution[keyPath: field.keyPath] = InputText(text) } }
    return distribution
  }

  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, user: [[String: String]], spouse: [[String: String]] = [],
    income: [String: String] = [:], family: [String: String] = [:]
  ) -> Household {
    var household = BusinessRulesTests.household(
      year: year, status: status, california: california, user: income, spouse: status.isJoint ? [:] : nil, family: family)
    household.userIncome.retirementDistributions = user.map(Self.distribution)
    household.spouseIncome.retirementDistributions = spouse.map(Self.distribution)
    return household
  }

  static func worksheet(_ household: Household) throws -> ComprehensiveTaxWorksheet<Double> { try CurrentLawTests.worksheet(household) }

  static func retirement(_ household: Household) throws -> RetirementIncomeWorksheet<Double> {
    try #require(try BusinessRulesTests.steps(household).income.retirement)
  }

  @Test("lines 4a–5b: a pension on line 5b, an IRA distribution with a Roth conversion on line 4b; both in AGI")
  func lines() throws {
    let household = Self.household(
      user: [["kind": "pension", "taxableAmount": "24000"], ["kind": "ira", "taxableAmount": "10000"]], income: ["rothConversion": "5000"])
    let steps = try BusinessRulesTests.steps(household)
    #expect(steps.income.pensionsAndAnnuities == 24_000 && steps.income.iraDistributions == 15_000)
    #expect(steps.adjustedGrossIncome == 39_000)
    // The Roth conversion keeps its own field in the result (under quicktax-web it is line 4b alone).
    #expect(try Self.worksheet(household).result.federalTax.incomeComponents.rothConversion == 5_000)
    // Without a 1099-R there is no retirement worksheet at all.
    #expect(try BusinessRulesTests.steps(BusinessRulesTests.household(user: ["rothConversion": "5000"])).income.retirement == nil)
    // A date in another year is refused by its field (issue 34): a 1099-R belongs to the year it was paid.
    #expect {
      try Self.retirement(Self.household(user: [["kind": "pension", "taxableAmount": "100", "date": "2024-12-31"]]))
    } throws: { error in
      (error as? UnsupportedHousehold)?.diagnostics.map(\.path) == ["userIncome.retirementDistributions[0].date"]
    }
  }

  @Test("QCD limit edges: $108,000 for 2025 (Notice 2024-80), $111,000 for 2026 (Notice 2025-67), per person, in the order entered",
    arguments: [(2025, 108_000.0), (2026, 111_000.0)])
  func qualifiedCharitableDistributionLimit(year: Int, limit: Double) throws {
    let family = ["userAge": "75", "spouseAge": "72"]
    // At the limit: all of it excluded, no warning.
    let atLimit = try Self.retirement(
      Self.household(year: year, user: [["kind": "ira", "taxableAmount": "150000", "qualifiedCharitableDistribution": "\(Int(limit))"]], family: family))
    #expect(atLimit.qualifiedCharitableDistributions == limit && atLimit.taxableIRADistributions == 150_000 - limit && atLimit.notices.isEmpty)
    #expect(atLimit.iraDistributions == 150_000)
    // A dollar over, split over two 1099-Rs: the second takes the person over; its excess is taxed, named.
    let over = try Self.retirement(
      Self.household(
        year: year,
        user: [
          ["kind": "ira", "taxableAmount": "60000", "qualifiedCharitableDistribution": "60000"],
          ["kind": "ira", "taxableAmount": "\(Int(limit) - 60_000 + 1)", "qualifiedCharitableDistribution": "\(Int(limit) - 60_000 + 1)"],
        ], family: family))
    #expect(over.qualifiedCharitableDistributions == limit && over.taxableIRADistributions == 1)
    #expect(over.notices.map(\.path) == ["userIncome.retirementDistributions[1].qualifiedCharitableDistribution"])
    // Each spouse has a limit of their own on a joint return.
    let couple = try Self.retirement(
      Self.household(
        year: year, status: .marriedFilingJointly,
        user: [["kind": "ira", "taxableAmount": "\(Int(limit))", "qualifiedCharitableDistribution": "\(Int(limit))"]],
        spouse: [["kind": "ira", "taxableAmount": "\(Int(limit))", "qualifiedCharitableDistribution": "\(Int(limit))"]], family: family))
    #expect(couple.qualifiedCharitableDistributions == 2 * limit && couple.taxableIRADistributions == 0 && couple.notices.isEmpty)
  }

  @Test("QCD age: 71 or more excluded; 70 excluded with a warning (70½ only if born in the year's first half); under 70 taxed; no age: excluded, asked for")
  func qualifiedCharitableDistributionAge() throws {
    let gift = [["kind": "ira", "taxableAmount": "20000", "qualifiedCharitableDistribution": "5000"]]
    let path = "userIncome.retirementDistributions[0].qualifiedCharitableDistribution"
    let seventyOne = try Self.retirement(Self.household(user: gift, family: ["userAge": "71"]))
    #expect(seventyOne.taxableIRADistributions == 15_000 && seventyOne.notices.isEmpty)
    let seventy = try Self.retirement(Self.household(user: gift, family: ["userAge": "70"]))
    #expect(seventy.taxableIRADistributions == 15_000 && seventy.notices.map(\.path) == [path])
    let young = try Self.retirement(Self.household(user: gift, family: ["userAge": "69"]))
    #expect(young.taxableIRADistributions == 20_000 && young.qualifiedCharitableDistributions == 0 && young.notices.map(\.path) == [path])
    #expect(young.notices.first?.message.contains("had not reached 70½") == true)
    let unknown = try Self.retirement(Self.household(user: gift + gift))
    #expect(unknown.taxableIRADistributions == 30_000 && unknown.notices.map(\.path) == ["family.userAge"])
  }

  @Test("Pub 590-B's early distribution example: Tom, 35, takes $4,000 from his IRA: $400 of additional tax (Form 5329 line 4), California $100")
  func earlyDistribution() throws {
    let tom = [["kind": "ira", "taxableAmount": "4000", "earlyDistribution": "true"]]
    let owed = try Self.worksheet(Self.household(california: true, user: tom, family: ["userAge": "35"]))
    let plain = try Self.worksheet(
      Self.household(california: true, user: [["kind": "ira", "taxableAmount": "4000"]], family: ["userAge": "35"]))
    let law = try #require(owed.result.federalTax.currentLaw)
    #expect(law.additionalTaxOnEarlyDistributions == 400)
    // The $4,000 is income either way; the $400 is added to the total tax (Schedule 2 line 8).
    #expect(owed.totalIncome == 4_000 && owed.result.federalTax.totalTax == plain.result.federalTax.totalTax + 400)
    // FTB 3805P: 2½% of the same $4,000 (R&TC §17085(c)), on Form 540 line 63.
    let california = try #require(owed.currentLaw?.california)
    #expect(california.earlyDistributionTax == 100)
    #expect(try #require(owed.result.californiaTax).totalTax == (try #require(plain.result.californiaTax)).totalTax + 100)
    // With an exception of line 2, no additional tax, the same income.
    let excepted = try Self.worksheet(
      Self.household(
        california: true, user: [["kind": "ira", "taxableAmount": "4000", "earlyDistribution": "true", "earlyDistributionException": "true"]]))
    #expect(excepted.result.federalTax.currentLaw?.additionalTaxOnEarlyDistributions == 0 && excepted.currentLaw?.california?.earlyDistributionTax == 0)
    #expect(excepted.totalIncome == 4_000)
  }

  @Test("the additional tax is not income tax: the child tax credit cannot reduce it")
  func earlyDistributionTaxAfterCredits() throws {
    // Head of household, 2025: $40,000 of wages and $10,000 early from an IRA, two children.
    // AGI 50,000; less the standard deduction 23,625: 26,375 taxable; the Tax Table's row
    // $26,350–26,400 taxes its middle, 26,375: 10% of 17,000 + 12% of 9,375 = $2,825. The credits
    // ($4,400) are limited to it (line 22: $0); Form 5329's $1,000 is all of the total tax.
    let household = Self.household(
      status: .headOfHousehold, user: [["kind": "ira", "taxableAmount": "10000", "earlyDistribution": "true"]],
      income: ["ytdWage": "40000"], family: ["qualifyingChildren": "2"])
    let worksheet = try Self.worksheet(household)
    let law = try #require(worksheet.result.federalTax.currentLaw)
    #expect(law.regularTax == 2_825 && law.childTaxCredit == 2_825 && law.additionalTaxOnEarlyDistributions == 1_000)
    #expect(worksheet.result.federalTax.totalTax == 1_000)
  }

  @Test("withholding: box 4 on line 25b, box 14 as California's withholding and state income tax paid (Schedule A line 5a)")
  func withholding() throws {
    let household = Self.household(
      california: true, user: [["kind": "pension", "taxableAmount": "60000", "federalWithheld": "6000", "stateWithheld": "1500"]])
    let worksheet = try Self.worksheet(household)
    #expect(worksheet.household.aggregation.totalWithholdings.federal == 6_000 && worksheet.household.aggregation.totalWithholdings.state == 1_500)
    let federal = worksheet.result.federalTax
    #expect(federal.owedOrRefund == federal.totalTax - 6_000)
    let california = try #require(worksheet.result.californiaTax)
    #expect(california.owedOrRefund == california.totalTax - 1_500)
    #expect(worksheet.currentLaw?.stateIncomeTaxPaid.withholding == 1_500)
  }

  @Test("NIIT leaves distributions out (IRC §1411(c)(5)): $300,000 from an IRA and $50,000 of interest, single")
  func netInvestmentIncome() throws {
    let household = Self.household(user: [["kind": "ira", "taxableAmount": "300000"]], income: ["interestIncome": "50000"])
    let steps = try BusinessRulesTests.steps(household)
    // Net investment income is the interest alone; MAGI 350,000 − 200,000 = 150,000 above the
    // threshold; 3.8% of the lesser, 50,000: $1,900.
    #expect(steps.netInvestmentIncome == 50_000 && steps.investmentIncomeMAGIExcess == 150_000)
    #expect(try Self.worksheet(household).result.federalTax.currentLaw?.netInvestmentIncomeTax == 1_900)
  }

  @Test("Form 8880 line 4: this year's distributions reduce the contributions; on a joint return each spouse's count for both")
  func saversCreditDistributions() throws {
    // Single, $2,000 to an IRA, $500 taken from another: line 5 = 1,500; AGI 20,000 + 500 − 2,000
    // deducted = 18,500 → 50%: $750 (limited to the tax, none here, so check line 6).
    let single = try BusinessRulesTests.steps(
      Self.household(user: [["kind": "ira", "taxableAmount": "500"]], income: ["ytdWage": "20000", "iraContributions": "2000"]))
    #expect(single.saversCredit.contributions == [1_500])
    // Joint: you contributed $1,000, your spouse took $800 from a pension: line 4 is $800 in each
    // column (line 5: 1,000 − 800 = 200 for you, 0 for your spouse).
    let joint = try BusinessRulesTests.steps(
      Self.household(
        status: .marriedFilingJointly, user: [], spouse: [["kind": "pension", "taxableAmount": "800"]],
        income: ["ytdWage": "30000", "otherRetirementContributions": "1000"]))
    #expect(joint.saversCredit.contributions == [200, 0])
  }

  @Test("California excludes the QCDs the federal return does, up to the indexed limit (R&TC §17501(b), SB 711): nothing added back",
    arguments: [(2025, "108000"), (2026, "111000")])
  func californiaQualifiedCharitableDistributions(year: Int, limit: String) throws {
    let household = Self.household(
      year: year, california: true, user: [["kind": "ira", "taxableAmount": "120000", "qualifiedCharitableDistribution": limit]],
      family: ["userAge": "80"])
    let worksheet = try Self.worksheet(household)
    let california = try #require(worksheet.currentLaw?.california)
    let taxable = 120_000 - (Double(limit) ?? 0)
    #expect(worksheet.totalIncome == taxable && california.adjustedGrossIncome == taxable)
  }
}
