import Foundation
import QuickTaxCore
import Testing

/// New York's resident return (IT-201) line by line, each figure worked from the 2025 and 2026
/// instructions' tables beside the test (current-law-YEAR-newYork.json).
@Suite("New York's resident return (IT-201)")
struct NewYorkReturnTests {
  static func tax(
    year: Int = 2025, status: FilingStatus = .single, locality: Locality? = nil, wages: [String], fields: [String: String] = [:],
    deductions: [String: String] = [:], family: [String: String] = [:], distributions: [RetirementDistribution] = []
  ) throws -> StateTaxReturn<Double> {
    var household = CurrentLawTests.household(year: year, status: status, wages: wages, fields: fields, deductions: deductions)
    household.residence = Residence(state: .NY, locality: locality)
    household.includeCaliforniaTax = false
    household.family = TestSupport.family(family)
    household.userIncome.retirementDistributions = distributions
    return try #require(try CurrentLawTests.engine(year: year).report(household).estimate.result.stateTax)
  }

  static func line(_ tax: StateTaxReturn<Double>, _ key: String) -> Double { tax.lines.first { $0.key == key }?.amount ?? 0 }

  @Test("New York City, $100,000 of wages: the state's rate schedule, the city's, its school tax credits")
  func newYorkCity() throws {
    let tax = try Self.tax(locality: .newYorkCity, wages: ["100000"])
    // 100,000 − 8,000 = 92,000: 4,271 + 6% of 11,350 = 4,952; the city: 1,813 + 3.876% of 42,000 =
    // 3,440.92; the school tax credits $63 and 21 + 0.228% of 80,000 = 203.40.
    #expect(Self.line(tax, "newYorkAdjustedGrossIncome") == 100_000 && Self.line(tax, "taxableIncome") == 92_000)
    #expect(Self.line(tax, "stateTax") == 4_952 && Self.line(tax, "cityTax") == 3_441)
    #expect(Self.line(tax, "citySchoolTaxCredit") == 63 && Self.line(tax, "citySchoolTaxRateReduction") == 203)
    #expect(tax.totalTax == 8_393 && tax.refundableCredits == 266 && tax.owedOrRefund == 8_127)
    #expect(tax.lines.first { $0.key == "stateTax" }?.label == "New York State tax (line 39, the rate schedule)")
  }

  @Test("the tax table below $65,000: the schedule's tax on the row's middle")
  func taxTable() throws {
    // 40,000 − 8,000 = 32,000, the row $32,000–32,050: 600 + 5.5% of (32,025 − 13,900) = 1,596.875 → 1,597.
    let tax = try Self.tax(wages: ["40000"])
    #expect(Self.line(tax, "stateTax") == 1_597 && tax.lines.first { $0.key == "stateTax" }?.label.contains("the tax table") == true)
    // 2026: 3.9% and the lower rates: 586 + 5.4% of 18,125 = 1,564.75 → 1,565.
    #expect(Self.line(try Self.tax(year: 2026, wages: ["40000"]), "stateTax") == 1_565)
  }

  @Test("the tax computation worksheets: the flat rate phased in above $107,650 of New York AGI, a recapture row, the top rate")
  func worksheets() throws {
    // Worksheet 7: 130,000 − 8,000 = 122,000; 6% of it, 7,320, less the schedule's 6,752 is 568,
    // times (130,000 − 107,650) / 50,000 = 0.4470: 253.90; 6,752 + 253.90 = 7,005.90.
    #expect(Self.line(try Self.tax(wages: ["130000"]), "stateTax") == 7_006)
    // Worksheet 2 (joint): 200,000 − 16,050 = 183,950: 8,553 + 6% of 22,400 = 9,897, plus 333, plus
    // 807 × (200,000 − 161,550) / 50,000 = 0.7690: 10,850.58.
    #expect(Self.line(try Self.tax(status: .marriedFilingJointly, wages: ["200000"]), "stateTax") == 10_851)
    // Worksheet 12 (head of household, one child): 120,000 − 11,200 − 1,000 = 107,800; 6% of it,
    // 6,468, less the schedule's 5,672 + 9 = 5,681 is 787 × 0.2470 = 194.39: 5,875.39.
    let household = try Self.tax(status: .headOfHousehold, wages: ["120000"], family: ["qualifyingChildren": "1"])
    #expect(Self.line(household, "dependentExemptions") == 1_000 && Self.line(household, "stateTax") == 5_875)
    // Worksheet 9 at $1,200,000 with $50,000 of gifts: over $1,000,000 the deduction is half the
    // gifts, 25,000; 1,175,000 taxable: 71,413 + 9.65% of 97,450 = 80,816.93, plus 2,399 and the
    // whole 30,172: 113,387.93 (9.65% of it all, to the dollar).
    let million = try Self.tax(wages: ["1200000"], deductions: ["donations": "50000"])
    #expect(Self.line(million, "itemizedDeduction") == 25_000 && Self.line(million, "stateTax") == 113_388)
  }

  @Test("IT-196: no SALT cap, the income taxes taken back out, the line 46 adjustment above $100,000")
  func itemized() throws {
    // Taxes: 10,000 withheld and 15,000 of property tax; 20,000 of mortgage interest; 5,000 of
    // gifts: 50,000, less the 10,000 of income taxes, 40,000; New York AGI 200,000 is $50,000 or
    // more over $100,000: a quarter off, 30,000. Taxable 170,000: worksheet 7's flat 6%, 10,200.
    let tax = try Self.tax(
      wages: ["200000"], fields: ["ytdStateWithhold": "10000"], deductions: ["propertyTax": "15000", "mortgageInterest": "20000", "donations": "5000"])
    #expect(Self.line(tax, "itemizedDeduction") == 30_000 && Self.line(tax, "taxableIncome") == 170_000 && Self.line(tax, "stateTax") == 10_200)
    #expect(tax.payments == 10_000)
  }

  @Test("Yonkers: 16.75% of the net state tax")
  func yonkers() throws {
    let tax = try Self.tax(locality: .yonkers, wages: ["100000"])
    #expect(Self.line(tax, "yonkersSurcharge") == 829 && tax.totalTax == 4_952 + 829)  // 4,952 × 16.75% = 829.46
    #expect(Self.line(tax, "cityTax") == 0)
  }

  @Test("the Empire State child credit: $1,000 and $330 ($500 in 2026), less $16.50 for each $1,000 over $110,000 joint")
  func childCredit() throws {
    let family = ["qualifyingChildren": "2", "childrenUnder4": "1"]
    // 1,330 less 10 × 16.50.
    #expect(Self.line(try Self.tax(status: .marriedFilingJointly, wages: ["120000"], family: family), "empireStateChildCredit") == 1_165)
    #expect(Self.line(try Self.tax(year: 2026, status: .marriedFilingJointly, wages: ["120000"], family: family), "empireStateChildCredit") == 1_335)
  }

  @Test("a head of household in the city with $20,000: the household credits, both earned income credits, the school tax credits")
  func workingFamily() throws {
    let tax = try Self.tax(
      status: .headOfHousehold, locality: .newYorkCity, wages: ["20000"], family: ["qualifyingChildren": "1", "earnedIncomeCreditChildren": "1"])
    // 20,000 − 11,200 − 1,000 = 7,800: the table's 7,825 × 4% = 313; the household credit for two
    // people at $20,000: 60 + 15 = 75; the city's: 7,825 × 3.078% = 240.85 → 241, its credit
    // 2 × $15 = 30. The federal credit ($4,328) × 30% = 1,298.40, less the household credit used:
    // 1,223.40; the city's at 19.998%: 865.51; the school tax credits $63 and 0.171% of 7,800.
    #expect(Self.line(tax, "stateTax") == 313 && Self.line(tax, "householdCredit") == 75 && Self.line(tax, "netStateTax") == 238)
    #expect(Self.line(tax, "cityTax") == 241 && Self.line(tax, "cityHouseholdCredit") == 30 && Self.line(tax, "cityTaxAfterCredits") == 211)
    #expect(Self.line(tax, "earnedIncomeCredit") == 1_223.4 && Self.line(tax, "cityEarnedIncomeCredit") == 866)
    #expect(Self.line(tax, "empireStateChildCredit") == 330 && Self.line(tax, "citySchoolTaxCredit") == 63)
    #expect(Self.line(tax, "citySchoolTaxRateReduction") == 13)
    // The elimination credit takes the city tax left after its earned income credit: none.
    #expect(Self.line(tax, "cityIncomeTaxEliminationCredit") == 0)
  }

  @Test("the MCTMT: the city's self-employed over $50,000 of net earnings in 2025, $150,000 in 2026")
  func mctmt() throws {
    // 60,000 × 92.35% = 55,410 × 0.60% = 332.46.
    let fields = ["selfEmploymentReceipts": "60000"]
    #expect(Self.line(try Self.tax(locality: .newYorkCity, wages: [], fields: fields), "mctmt") == 332)
    #expect(Self.line(try Self.tax(year: 2026, locality: .newYorkCity, wages: [], fields: fields), "mctmt") == 0)
    // Upstate: none figured, and said so.
    let upstate = try Self.tax(wages: [], fields: ["selfEmploymentReceipts": "90000"])
    #expect(Self.line(upstate, "mctmt") == 0 && upstate.notes.contains { $0.hasPrefix("Outside New York City and Yonkers the MCTMT is not figured") })
  }

  @Test("pensions: a government pension exempt in full, $20,000 of others from 60; none without an age, said so")
  func pensions() throws {
    var ira = RetirementDistribution()
    ira.kind = InputText(RetirementDistribution.iraKind)
    ira.taxableAmount = "30000"
    var government = RetirementDistribution()
    government.kind = InputText(RetirementDistribution.pensionKind)
    government.taxableAmount = "10000"
    government.governmentPension = "true"
    let tax = try Self.tax(wages: [], family: ["userAge": "66"], distributions: [ira, government])
    #expect(Self.line(tax, "governmentPensions") == 10_000 && Self.line(tax, "pensionExclusion") == 20_000)
    #expect(Self.line(tax, "newYorkAdjustedGrossIncome") == 10_000)
    let unknown = try Self.tax(wages: [], distributions: [ira])
    #expect(Self.line(unknown, "pensionExclusion") == 0 && unknown.notes.contains { $0.hasPrefix("family.userAge is not given") })
  }

  @Test("interest: other states' bonds added, U.S. obligations subtracted; 529 contributions up to $10,000 joint")
  func additionsAndSubtractions() throws {
    let tax = try Self.tax(
      status: .marriedFilingJointly, wages: ["100000"],
      fields: ["taxExemptInterest": "3000", "taxExemptInterestOtherStates": "2000", "treasuryInterest": "1500"],
      deductions: ["newYork529Contributions": "12000"])
    // 101,500 of federal AGI, + 2,000, − 1,500, − 10,000.
    #expect(Self.line(tax, "federalAdjustedGrossIncome") == 101_500 && Self.line(tax, "otherStatesBondInterest") == 2_000)
    #expect(Self.line(tax, "usGovernmentInterest") == 1_500 && Self.line(tax, "collegeSavingsDeduction") == 10_000)
    #expect(Self.line(tax, "newYorkAdjustedGrossIncome") == 92_000 && tax.adjustedGrossIncome == 92_000)
  }

  @Test("IT-216: 2025's share of a federal-style credit, 2026's own percentage; the city's 75% for a child under 4")
  func childCare() throws {
    let family = ["qualifyingChildren": "1", "childrenUnder4": "1", "careQualifyingPersons": "1"]
    // $5,000 of expenses, $3,000 for one person; 35% less 13 points for $40,000 (13 steps of
    // $2,000 or part over $15,000): 22%; the New York decimal 1.0 at $40,100: $660.
    let middle = try Self.tax(
      status: .headOfHousehold, locality: .newYorkCity, wages: ["40000"], deductions: ["dependentCareExpenses": "5000"], family: family)
    #expect(Self.line(middle, "childCareCredit") == 660)
    // $24,000: 30% and the decimal 1.1: 990; the city's 75% of it: 742.50.
    let low = try Self.tax(
      status: .headOfHousehold, locality: .newYorkCity, wages: ["24000"], deductions: ["dependentCareExpenses": "4000"], family: family)
    #expect(Self.line(low, "childCareCredit") == 990 + 743)
    // 2026: 55% less 0.00025 point per dollar over $15,000: 48.75% of $3,000.
    let later = try Self.tax(
      year: 2026, status: .headOfHousehold, wages: ["40000"], deductions: ["dependentCareExpenses": "5000"], family: family)
    #expect(Self.line(later, "childCareCredit") == 1_463)
  }

  @Test("what the engines found: a surviving spouse's child credit and 529 limit, a separate filer's household credit, IT-196's gifts, the rate reduction's last row")
  func engineFindings() throws {
    // The Empire State child credit of a qualifying surviving spouse phases out from $75,000
    // (§606(c-1)(1-a)): 15 steps of $16.50 at $90,000.
    let survivor = try Self.tax(status: .qualifyingSurvivingSpouse, wages: ["90000"], family: ["qualifyingChildren": "1", "childrenUnder4": "1"])
    #expect(Self.line(survivor, "empireStateChildCredit") == 752.5)
    // Its 529 subtraction is $5,000: $10,000 is for a joint return only (§612(c)(32)).
    let saver = try Self.tax(status: .qualifyingSurvivingSpouse, wages: ["100000"], deductions: ["newYork529Contributions": "8000"])
    #expect(Self.line(saver, "collegeSavingsDeduction") == 5_000)
    // A separate return's household credit counts both spouses (Table 3): half of the family
    // table's $60 + $15 at $20,000, rounded up.
    #expect(Self.line(try Self.tax(status: .marriedFilingSeparately, wages: ["20000"]), "householdCredit") == 38)
    // IT-196 limits cash gifts to 50% of federal AGI: $10,000 of $15,000, with $1,000 of property tax.
    #expect(Self.line(try Self.tax(wages: ["20000"], deductions: ["donations": "15000", "propertyTax": "1000"]), "itemizedDeduction") == 11_000)
    // The city's rate reduction stops at $500,000 of city taxable income: other states' bonds take
    // $490,000 of federal AGI to $530,000 of New York AGI, $513,950 taxable: none. With $20,000 of
    // them, $493,950: 37 + 0.228% of 472,350 = 1,113.96.
    func reduction(_ bonds: String) throws -> Double {
      let fields = ["taxExemptInterest": bonds, "taxExemptInterestOtherStates": bonds]
      return Self.line(try Self.tax(status: .marriedFilingJointly, locality: .newYorkCity, wages: ["490000"], fields: fields), "citySchoolTaxRateReduction")
    }
    #expect(try reduction("40000") == 0 && reduction("20000") == 1_114)
  }
}
