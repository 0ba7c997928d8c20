import Foundation
import Testing

@testable import QuickTaxCore

/// Issue 26's care and education credits: Form 2441 (IRC §21, §129), FTB 3506 (R&TC §17052.6)
/// and Form 8863 (§25A), against Pub 503's and Pub 970's examples and the forms' lines written
/// out beside each case.
@Suite("Current law: child and dependent care, education credits")
struct CareAndEducationTests {
  static func tables(_ year: Int) throws -> TaxYearTables<Double> { try FamilyRulesTests.tables(year) }
  static func federal(_ year: Int) throws -> FederalCurrentLawRules<Double> { try #require(try tables(year).federal.currentLaw) }
  static func california(_ year: Int) throws -> CaliforniaCurrentLawRules<Double> { try #require(try tables(year).california.currentLaw) }
  static func engine(_ year: Int = 2025) throws -> TaxEngine<Double> { try CurrentLawTests.engine(year: year) }

  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, wages: [String], benefits: [String] = [],
    expenses: String = "", persons: String = "", students: [(String, String)] = []
  ) -> Household {
    var household = FamilyRulesTests.household(
      year: year, status: status, california: california, wages: wages, deductions: expenses.isEmpty ? [:] : ["dependentCareExpenses": expenses],
      family: persons.isEmpty ? [:] : ["careQualifyingPersons": persons])
    if let first = benefits.first { household.userIncome.dependentCareBenefits = InputText(first) }
    if benefits.count > 1 { household.spouseIncome.dependentCareBenefits = InputText(benefits[1]) }
    household.family.students = students.enumerated().map { index, student in
      var record = EducationStudent()
      record.id = InputText("s\(index)")
      record.qualifiedExpenses = InputText(student.0)
      record.credit = InputText(student.1)
      return record
    }
    return household
  }

  static func worksheet(_ household: Household) throws -> CurrentLawWorksheet<Double> {
    try #require(try CurrentLawTests.worksheet(household).currentLaw)
  }

  // MARK: Form 2441

  @Test("line 8's decimal, 2025: 35% to $15,000, one point less per $2,000 or part, 20% above $43,000 (2025 Form 2441 line 8 table)", arguments: [
    (15_000.0, 0.35), (15_001, 0.34), (17_000, 0.34), (17_001, 0.33), (41_000, 0.22), (41_001, 0.21), (43_000, 0.21), (43_001, 0.20),
    (400_000, 0.20),
  ])
  func rate2025(_ agi: Double, _ rate: Double) throws {
    let rule = try Self.federal(2025).dependentCareCredit
    for status in FilingStatus.allCases { #expect(abs(rule.rate(adjustedGrossIncome: agi, filingStatus: status) - rate) < 1e-12) }
  }

  @Test("line 8's decimal, 2026 (§21(a)(2) as amended by P.L. 119-21 §70405): 50% down to 35%, then down to 20% above $75,000 ($150,000 joint, by $4,000 steps)", arguments: [
    (FilingStatus.single, 15_000.0, 0.50), (.single, 15_001, 0.49), (.single, 43_000, 0.36), (.single, 43_001, 0.35), (.single, 75_000, 0.35),
    (.single, 75_001, 0.34), (.single, 77_001, 0.33), (.single, 103_000, 0.21), (.single, 103_001, 0.20), (.headOfHousehold, 80_000, 0.32),
    (.marriedFilingJointly, 150_000, 0.35), (.marriedFilingJointly, 154_000, 0.34), (.marriedFilingJointly, 154_001, 0.33),
    (.marriedFilingJointly, 206_000, 0.21), (.marriedFilingJointly, 206_001, 0.20), (.marriedFilingJointly, 90_000, 0.35),
  ])
  func rate2026(_ status: FilingStatus, _ agi: Double, _ rate: Double) throws {
    let rule = try Self.federal(2026).dependentCareCredit
    #expect(abs(rule.rate(adjustedGrossIncome: agi, filingStatus: status) - rate) < 1e-12)
  }

  @Test("the year's figures: $3,000 / $6,000; benefits excluded up to $5,000 ($2,500 separately) in 2025, $7,500 ($3,750) from 2026")
  func limits() throws {
    let rule2025 = try Self.federal(2025).dependentCareCredit
    let rule2026 = try Self.federal(2026).dependentCareCredit
    #expect(rule2025.expenseLimit(qualifyingPersons: 1) == 3_000 && rule2025.expenseLimit(qualifyingPersons: 3) == 6_000)
    #expect(rule2025.expenseLimit(qualifyingPersons: 0) == 0)
    #expect(rule2025.benefitExclusionLimit == 5_000 && rule2025.benefitExclusionLimitSeparate == 2_500)
    #expect(rule2026.benefitExclusionLimit == 7_500 && rule2026.benefitExclusionLimitSeparate == 3_750)
    #expect(rule2026.expenseLimit(qualifyingPersons: 2) == 6_000)
    // California keeps the IRC as of January 1, 2025 in 2026 too.
    let california = try Self.california(2026).dependentCareCredit
    #expect(california.federalCredit.benefitExclusionLimit == 5_000 && california.federalCredit.maximumRate == 0.35)
    #expect(california.federalCredit.secondPhaseout == nil)
  }

  @Test("Pub 503's reduced dollar limit: George, one child, $24,000 earned, pays $2,900 and his employer $1,000 more: the credit is figured on $2,000")
  func publication503ReducedDollarLimit() throws {
    let engine = try Self.engine()
    let rule = try Self.federal(2025).dependentCareCredit
    // Part III: $1,000 of benefits, $3,900 of expenses in all: all $1,000 excluded.
    let benefits = engine.dependentCareBenefits(
      benefitsByPerson: [1_000], expenses: 3_900, qualifyingPersons: 1, earnedIncome: [24_000], filingStatus: .headOfHousehold, rule: rule)
    #expect(benefits.excludedBenefits == 1_000 && benefits.taxableBenefits == 0)
    // Lines 27–31: $3,000 − $1,000 = $2,000; line 30 $2,900; line 31 $2,000. AGI $24,000 is $9,000
    // above $15,000: 5 steps, 30%: $600 before the tax limit.
    let credit = engine.dependentCareCredit(
      qualifyingPersons: 1, expensesPaid: 3_900, excludedBenefits: 1_000, earnedIncome: [24_000], adjustedGrossIncome: 24_000, taxLimit: nil,
      filingStatus: .headOfHousehold, rule: rule)
    #expect(credit.expenseLimit == 2_000 && credit.qualifiedExpenses == 2_000 && credit.creditableExpenses == 2_000)
    #expect(abs(credit.rate - 0.30) < 1e-12 && abs(credit.creditBeforeLimit - 600) < 1e-9)
    // The whole return: head of household, $24,000 of wages: $375 taxable, the Tax Table's row
    // $375–400 at $387.50: $39; the credit is limited to it (line 10).
    let worksheet = try Self.worksheet(
      Self.household(status: .headOfHousehold, wages: ["24000"], benefits: ["1000"], expenses: "3900", persons: "1"))
    let care = try #require(worksheet.careAndEducation?.dependentCare)
    #expect(worksheet.regularTax.regularTax == 39 && care.credit == 39 && abs(care.creditBeforeLimit - 600) < 1e-9)
    #expect(worksheet.income.wages == 24_000)
  }

  @Test("Pub 503's earned income limit: earned $18,000, the new spouse $2,000, $3,000 paid for one child: the credit is figured on $2,000")
  func publication503EarnedIncomeLimit() throws {
    // Joint AGI $20,000: $5,000 above $15,000, 3 steps, 32%: $640 before the tax limit.
    let credit = try Self.engine().dependentCareCredit(
      qualifyingPersons: 1, expensesPaid: 3_000, excludedBenefits: 0, earnedIncome: [18_000, 2_000], adjustedGrossIncome: 20_000, taxLimit: nil,
      filingStatus: .marriedFilingJointly, rule: try Self.federal(2025).dependentCareCredit)
    #expect(credit.qualifiedExpenses == 3_000 && credit.creditableExpenses == 2_000 && abs(credit.creditBeforeLimit - 640) < 1e-9)
  }

  @Test("a whole return: head of household, $40,000 of wages, one child, $4,000 paid: 22% of $3,000, Schedule 3 line 2")
  func wholeReturn() throws {
    // AGI $40,000: $25,000 above $15,000, 13 steps, 22%: $660; the tax on $16,375 taxable
    // (40,000 − 23,625) is well above it.
    let with = try Self.worksheet(Self.household(status: .headOfHousehold, wages: ["40000"], expenses: "4000", persons: "1"))
    let without = try Self.worksheet(Self.household(status: .headOfHousehold, wages: ["40000"]))
    let care = try #require(with.careAndEducation?.dependentCare)
    #expect(abs(care.credit - 660) < 1e-9 && care.taxLimit == with.regularTax.regularTax)
    let total = try CurrentLawTests.worksheet(Self.household(status: .headOfHousehold, wages: ["40000"], expenses: "4000", persons: "1"))
    let before = try CurrentLawTests.worksheet(Self.household(status: .headOfHousehold, wages: ["40000"]))
    #expect(before.result.federalTax.totalTax - total.result.federalTax.totalTax == 660)
    #expect(without.careAndEducation?.dependentCare == nil)
    // No qualifying person, or married filing separately: no credit.
    #expect(try Self.worksheet(Self.household(status: .headOfHousehold, wages: ["40000"], expenses: "4000")).careAndEducation?.dependentCare == nil)
    let separate = try Self.worksheet(Self.household(status: .marriedFilingSeparately, wages: ["40000"], expenses: "4000", persons: "1"))
    #expect(separate.careAndEducation?.dependentCare?.credit == 0 && separate.careAndEducation?.dependentCare?.barredSeparateReturn == true)
  }

  @Test("benefits above the limit: box 10's excess over $5,000 is in box 1 already; $2,500 separately; earned income limits the exclusion")
  func benefitsAboveTheLimit() throws {
    let engine = try Self.engine()
    let rule = try Self.federal(2025).dependentCareCredit
    // Box 10 $6,000: line 12 $5,000 (the other $1,000 is in box 1), all excluded; two children,
    // $6,000 limit less $5,000: $1,000 left for the credit.
    let over = engine.dependentCareBenefits(
      benefitsByPerson: [6_000], expenses: 8_000, qualifyingPersons: 2, earnedIncome: [60_000], filingStatus: .single, rule: rule)
    #expect(over.benefits == 5_000 && over.excludedBenefits == 5_000 && over.taxableBenefits == 0)
    // Married filing separately: line 21 $2,500, the other $2,500 taxable (Form 1040 line 1e).
    let separate = try Self.worksheet(
      Self.household(status: .marriedFilingSeparately, wages: ["60000"], benefits: ["5000"], expenses: "8000", persons: "2"))
    let part3 = try #require(separate.income.dependentCareBenefits)
    #expect(part3.exclusionLimit == 2_500 && part3.excludedBenefits == 2_500 && part3.taxableBenefits == 2_500)
    #expect(separate.income.wages == 62_500 && separate.adjustedGrossIncome == 62_500)
    // A joint return whose spouse earned $1,200: line 20 $1,200, the rest of $4,000 taxable.
    let joint = try Self.worksheet(
      Self.household(status: .marriedFilingJointly, wages: ["50000", "1200"], benefits: ["4000"], expenses: "4000", persons: "1"))
    let limited = try #require(joint.income.dependentCareBenefits)
    #expect(limited.earnedIncomeLimit == 1_200 && limited.taxableBenefits == 2_800 && joint.income.wages == 54_000)
    // Expenses below the benefits: the unused benefits are taxable.
    let unused = engine.dependentCareBenefits(
      benefitsByPerson: [5_000], expenses: 3_000, qualifyingPersons: 1, earnedIncome: [60_000], filingStatus: .single, rule: rule)
    #expect(unused.excludedBenefits == 3_000 && unused.taxableBenefits == 2_000)
    // 2026: $7,500 excluded.
    let rule2026 = try Self.federal(2026).dependentCareCredit
    let later = engine.dependentCareBenefits(
      benefitsByPerson: [7_500], expenses: 9_000, qualifyingPersons: 2, earnedIncome: [80_000], filingStatus: .single, rule: rule2026)
    #expect(later.excludedBenefits == 7_500 && later.taxableBenefits == 0)
  }

  // MARK: FTB 3506

  @Test("FTB 3506: 50% / 43% / 34% of the federal credit by California AGI, none above $100,000; nonrefundable", arguments: [
    (35_000.0, 0.50), (40_000, 0.50), (40_001, 0.43), (70_000, 0.43), (85_000, 0.34), (100_000, 0.34), (100_001, 0),
  ])
  func californiaRate(_ agi: Double, _ rate: Double) throws {
    #expect(try Self.california(2025).dependentCareCredit.rate(adjustedGrossIncome: agi) == rate)
  }

  @Test("FTB 3506 on a whole return: single, $35,000, one child, $3,000 paid: 50% of 25% of $3,000")
  func californiaWholeReturn() throws {
    // Federal AGI $35,000: $20,000 above $15,000 is 10 steps: 25%, $750; California 50% of it:
    // $375, limited by the tax after the exemption credits.
    let worksheet = try Self.worksheet(Self.household(california: true, wages: ["35000"], expenses: "3000", persons: "1"))
    let california = try #require(worksheet.california?.dependentCareCredit)
    #expect(abs(california.federalCredit.creditBeforeLimit - 750) < 1e-9 && california.californiaRate == 0.5)
    #expect(abs(california.creditBeforeLimit - 375) < 1e-9)
    let tax = try #require(worksheet.california)
    #expect(california.taxLimit == tax.taxBeforeCredits - tax.exemptionCredits.total)
    #expect(abs(california.credit - min(375, california.taxLimit)) < 1e-9)
  }

  @Test("FTB 3506 in 2026: the federal decimal California uses stays 35%–20% (no conformity to §70405), and $5,000 of benefits")
  func california2026() throws {
    // Single $30,000, 2026: federal decimal 43% (50 − 8 steps) but California's 27% (35 − 8); $3,000 ×
    // 27% × 50% = $405. Benefits $7,500: federal excludes all, California $5,000: $2,500 added back.
    let worksheet = try Self.worksheet(
      Self.household(year: 2026, california: true, wages: ["30000"], benefits: ["7500"], expenses: "12000", persons: "2"))
    let federal = try #require(worksheet.careAndEducation?.dependentCare)
    #expect(abs(federal.rate - 0.42) < 1e-12)  // 50 − 8 steps ($15,000 → $30,000 is 7.5 steps: 8)
    #expect(worksheet.income.dependentCareBenefits?.excludedBenefits == 7_500 && federal.expenseLimit == 0)
    let california = try #require(worksheet.california?.dependentCareCredit)
    #expect(california.wagesAddition == 2_500 && worksheet.california?.adjustedGrossIncome == 32_500)
    // California: $6,000 − $5,000 = $1,000 of expenses; federal AGI $30,000: 27%; CA AGI $32,500: 50%.
    #expect(california.federalCredit.qualifiedExpenses == 1_000 && abs(california.federalCredit.rate - 0.27) < 1e-12)
    #expect(abs(california.creditBeforeLimit - 135) < 1e-9)
  }

  // MARK: Form 8863

  @Test("Form 8863 Part III: 100% of the first $2,000, 25% of the next $2,000 per student; lifetime learning 20% of up to $10,000")
  func education() throws {
    let engine = try Self.engine()
    let rule = try Self.federal(2025).educationCredits
    func student(_ expenses: Double, _ credit: String) -> EducationStudentExpenses<Double> {
      EducationStudentExpenses(americanOpportunity: credit == "americanOpportunity", qualifiedExpenses: expenses)
    }
    // Pub 970's shape: joint, MAGI $165,000, $5,000 paid: tentative $2,500; (180,000 − 165,000) /
    // 20,000 = 0.750: $1,875; 40% refundable ($750), $1,125 nonrefundable.
    let opportunity = engine.educationCredits(
      students: [student(5000, "americanOpportunity")], modifiedAGI: 165_000, taxLimit: 100_000, filingStatus: .marriedFilingJointly, rule: rule)
    #expect(opportunity.americanOpportunityBeforePhaseout == 2_500 && opportunity.phaseoutFraction == 0.75)
    #expect(opportunity.americanOpportunityCredit == 1_875 && opportunity.refundableCredit == 750 && opportunity.nonrefundableCredit == 1_125)
    // Lines 27–30 for $1,500 (all of it) and $3,000 (2,000 + 25% of 1,000).
    let two = engine.educationCredits(
      students: [student(1500, "americanOpportunity"), student(3000, "americanOpportunity")], modifiedAGI: 50_000, taxLimit: 100_000,
      filingStatus: .single, rule: rule)
    #expect(two.americanOpportunityByStudent == [1_500, 2_250] && two.americanOpportunityCredit == 3_750 && two.refundableCredit == 1_500)
    // Lifetime learning: two students, $7,000 + $6,000 → $10,000 → $2,000; single MAGI $84,321:
    // (90,000 − 84,321) / 10,000 = 0.5679 → 0.568: $1,136.
    let lifetime = engine.educationCredits(
      students: [student(7000, "lifetimeLearning"), student(6000, "lifetimeLearning")], modifiedAGI: 84_321, taxLimit: 100_000,
      filingStatus: .single, rule: rule)
    #expect(lifetime.lifetimeLearningExpenses == 13_000 && lifetime.phaseoutFraction == 0.568)
    #expect(abs(lifetime.lifetimeLearningCredit - 1_136) < 1e-9 && lifetime.refundableCredit == 0)
    // Above the end, and married filing separately: nothing.
    #expect(engine.educationCredits(students: [student(4000, "americanOpportunity")], modifiedAGI: 90_000, taxLimit: 1e6, filingStatus: .single, rule: rule).americanOpportunityCredit == 0)
    #expect(engine.educationCredits(students: [student(4000, "americanOpportunity")], modifiedAGI: 20_000, taxLimit: 1e6, filingStatus: .marriedFilingSeparately, rule: rule).americanOpportunityCredit == 0)
    // Not indexed: the same in 2026.
    let rule2026 = try Self.federal(2026).educationCredits
    #expect(rule2026.phaseoutEnd[.marriedFilingJointly] == 180_000 && rule2026.phaseoutWidth[.single] == 10_000)
  }

  @Test("the credit order: care (Schedule 3 line 2), then education (line 3), then the saver's credit and Schedule 8812 on what is left; the refundable 40% on line 29")
  func creditOrder() throws {
    // Single, $20,000 of wages: $4,250 taxable, the Tax Table's row 4,250–4,300 at 4,275: $428.
    // Care: $3,000 × 32% = $960, limited to $428; education nonrefundable limited to $0; the
    // refundable 40% ($1,000 of $2,500) still paid.
    let worksheet = try Self.worksheet(
      Self.household(wages: ["20000"], expenses: "3000", persons: "1", students: [("4000", "americanOpportunity")]))
    #expect(worksheet.regularTax.regularTax == 428)
    let care = try #require(worksheet.careAndEducation?.dependentCare)
    let education = try #require(worksheet.careAndEducation?.education)
    #expect(care.credit == 428 && education.taxLimit == 0 && education.nonrefundableCredit == 0 && education.refundableCredit == 1_000)
    let result = try CurrentLawTests.worksheet(
      Self.household(wages: ["20000"], expenses: "3000", persons: "1", students: [("4000", "americanOpportunity")]))
    #expect(result.result.federalTax.totalTax == 0)
  }
}
