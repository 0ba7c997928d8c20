import Foundation
import Testing

@testable import QuickTaxCore

/// Issue 12's rules, each against a published worked example (Treas. Reg. §1.199A-1(c)(3), Pub 550,
/// Pub 590-A's worksheet) or the form's own lines written out beside the test.
@Suite("Current law: self-employment, QBI, adjustments, options and carryovers")
struct BusinessRulesTests {
  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, user: [String: String] = [:], spouse: [String: String]? = nil,
    options: [(date: String, bargain: String)] = [], carryovers: [String: String] = [:], deductions: [String: String] = [:],
    family: [String: String] = [:]
  ) -> Household {
    var household = CurrentLawTests.household(year: year, status: status, california: california, deductions: deductions)
    household.userIncome = TestSupport.income(user.merging(["incomeMode": "simple"]) { given, _ in given })
    if let spouse { household.spouseIncome = TestSupport.income(spouse.merging(["incomeMode": "simple"]) { given, _ in given }) }
    household.userIncome.incentiveStockOptions = options.enumerated().map { index, option in
      var exercise = IncentiveStockOptionExercise()
      exercise.id = InputText("grant \(index + 1)")
      exercise.date = InputText(option.date)
      exercise.bargainElement = InputText(option.bargain)
      return exercise
    }
    for field in CarryoverData.fields { if let text = carryovers[field.key] { household.carryovers[keyPath: field.keyPath] = InputText(text) } }
    for field in FamilyData.fields { if let text = family[field.key] { household.family[keyPath: field.keyPath] = InputText(text) } }
    return household
  }

  static func steps(_ household: Household) throws -> CurrentLawWorksheet<Double> {
    try #require(try CurrentLawTests.worksheet(household).currentLaw)
  }

  static func rules(_ year: Int = 2025) throws -> FederalCurrentLawRules<Double> {
    try #require(try FamilyRulesTests.tables(year).federal.currentLaw)
  }

  static func close(_ value: Double, _ expected: Double, within tolerance: Double = 0.005) -> Bool { abs(value - expected) <= tolerance }

  @Test("Schedule SE: $50,000 of profit, no wages (lines 4a, 10–13)")
  func selfEmploymentTax() throws {
    let steps = try Self.steps(Self.household(user: ["selfEmploymentReceipts": "80000", "selfEmploymentExpenses": "30000"]))
    let schedule = try #require(steps.income.selfEmployment.first)
    // Line 4a: 50,000 × 92.35% = 46,175; line 10: 12.4% = 5,725.70; line 11: 2.9% = 1,339.075,
    // written $1,339.08 (each line in dollars and cents); line 12: $7,064.78.
    #expect(schedule.netEarnings == 46_175 && schedule.socialSecurityTax == 5_725.70)
    #expect(schedule.medicareTax == 1_339.08 && schedule.tax == 7_064.78)
    // Line 13, Schedule 1 line 15: half of it, $3,532.39.
    #expect(schedule.deduction == 3_532.39 && steps.income.adjustments.selfEmploymentTax == 3_532.39)
    #expect(Self.close(steps.adjustedGrossIncome, 46_467.61, within: 1e-9))
  }

  @Test("Schedule SE: wages fill the Social Security wage base first (lines 7–10, $176,100 in 2025, $184,500 in 2026)")
  func wageBase() throws {
    let steps = try Self.steps(Self.household(user: ["ytdWage": "170000", "selfEmploymentReceipts": "50000"]))
    let schedule = try #require(steps.income.selfEmployment.first)
    // Line 9: 176,100 − 170,000 = 6,100 of room; line 10: 6,100 × 12.4% = 756.40.
    #expect(Self.close(schedule.socialSecurityTax, 756.40) && Self.close(schedule.medicareTax, 1_339.075))
    let later = try Self.steps(Self.household(year: 2026, user: ["ytdWage": "180000", "selfEmploymentReceipts": "50000"]))
    #expect(Self.close(try #require(later.income.selfEmployment.first).socialSecurityTax, 4_500 * 0.124))
    // Under $400 of net earnings there is no Schedule SE (line 4c).
    let small = try Self.steps(Self.household(user: ["selfEmploymentReceipts": "433"]))
    #expect(try #require(small.income.selfEmployment.first).tax == 0)
  }

  @Test("Form 8959 Part II: self-employment income above what the wages leave of the threshold (lines 8–13)")
  func additionalMedicareOnSelfEmployment() throws {
    let worksheet = try CurrentLawTests.worksheet(Self.household(user: ["ytdWage": "150000", "selfEmploymentReceipts": "100000"]))
    // Line 8: 92,350; line 11: 200,000 − 150,000 = 50,000; line 12: 42,350; line 13: 0.9% = 381.15.
    #expect(Self.close(try #require(worksheet.result.federalTax.currentLaw).additionalMedicareTax, 381.15))
  }

  @Test("Treas. Reg. §1.199A-1(c)(3) Examples 1 and 2: the QBI deduction limited by taxable income, then by net capital gain")
  func qualifiedBusinessIncomeExamples() throws {
    let engine = try CurrentLawTests.engine(year: 2025)
    let rule = try Self.rules().qualifiedBusinessIncome
    var business = engine.scheduleC(CurrentLawPerson(TestSupport.income(["selfEmploymentReceipts": "100000"])), otherExpenses: 0)
    business.netProfit = 100_000
    // Example 1: QBI 92,935 (100,000 less 7,065 of deductible SE tax), component 18,587; taxable
    // income 81,000 → the deduction is 16,200.
    let first = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [7_065], taxableIncome: 81_000, netCapitalGain: 0, filingStatus: .single, rule: rule)
    #expect(Self.close(first.components[0], 18_587) && Self.close(first.deduction, 16_200))
    // Example 2: the same with $7,000 of net capital gain and taxable income of 74,000: 20% of 67,000.
    let second = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [7_065], taxableIncome: 74_000, netCapitalGain: 7_000, filingStatus: .single, rule: rule)
    #expect(Self.close(second.deduction, 13_400))
  }

  @Test("Form 8995-A above the threshold: the W-2 wage and UBIA limit phasing in, a specified service phasing out (Part II, Part III)")
  func qualifiedBusinessIncomeAboveThreshold() throws {
    let engine = try CurrentLawTests.engine(year: 2025)
    let rule = try Self.rules().qualifiedBusinessIncome
    var business = engine.scheduleC(CurrentLawPerson(TestSupport.income([:])), otherExpenses: 0)
    business.netProfit = 300_000
    business.wagesPaid = 40_000
    // Taxable income 222,300 is half-way through the $50,000 range above $197,300. Not a specified
    // service: the component 60,000 is limited to the greater of 50% of wages (20,000) or 25% of
    // wages plus 2.5% of UBIA (10,000); line 26: 60,000 − (60,000 − 20,000) × 50% = 40,000.
    let trade = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [0], taxableIncome: 222_300, netCapitalGain: 0, filingStatus: .single, rule: rule)
    #expect(Self.close(trade.components[0], 40_000) && Self.close(trade.deduction, 40_000))
    // A specified service: the applicable percentage is 50% (Schedule A): income 150,000, wages
    // 20,000; component 30,000, limit 10,000; 30,000 − 20,000 × 50% = 20,000.
    business.specifiedService = true
    let service = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [0], taxableIncome: 222_300, netCapitalGain: 0, filingStatus: .single, rule: rule)
    #expect(Self.close(service.deduction, 20_000))
    // Past the range: a specified service has none; another business the full limit.
    let past = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [0], taxableIncome: 300_000, netCapitalGain: 0, filingStatus: .single, rule: rule)
    #expect(past.deduction == 0)
    business.specifiedService = false
    let limited = engine.qualifiedBusinessIncomeDeduction(
      businesses: [business], adjustmentShares: [0], taxableIncome: 300_000, netCapitalGain: 0, filingStatus: .single, rule: rule)
    #expect(Self.close(limited.deduction, 20_000))
    // A qualifying surviving spouse has the threshold of all other returns (§199A(e)(2)(A)).
    #expect(rule.threshold[.qualifyingSurvivingSpouse] == 197_300 && rule.threshold[.marriedFilingJointly] == 394_600)
  }

  @Test("2026: the QBI deduction is at least $400 with $1,000 of qualified business income (P.L. 119-21 §70105)")
  func minimumDeduction() throws {
    // Profit 1,500, half SE tax 105.97: QBI 1,394 → 20% is 278.81, raised to 400.
    let steps = try Self.steps(Self.household(year: 2026, user: ["ytdWage": "60000", "selfEmploymentReceipts": "1500"]))
    #expect(steps.qualifiedBusinessIncome.deduction == 400)
    let earlier = try Self.steps(Self.household(year: 2025, user: ["ytdWage": "60000", "selfEmploymentReceipts": "1500"]))
    #expect(Self.close(earlier.qualifiedBusinessIncome.deduction, (1_500 - 1_500 * 0.9235 * 0.153 / 2) * 0.2))
  }

  @Test("Pub 590-A's IRA deduction worksheet: reduced over the range, rounded up to $10, at least $200")
  func iraPhaseout() throws {
    func deduction(_ wages: String, _ contribution: String = "7000", covered: Bool = true) throws -> Double {
      var user = ["ytdWage": wages, "iraContributions": contribution]
      if covered { user["coveredByWorkplacePlan"] = "true" }
      return try Self.steps(Self.household(user: user)).income.adjustments.ira
    }
    // 2025 single covered: $79,000–$89,000. MAGI 84,000: 7,000 × 5,000 / 10,000 = 3,500.
    #expect(try deduction("84000") == 3_500)
    // MAGI 84,123: 7,000 × 4,877 / 10,000 = 3,413.90, rounded up to 3,420.
    #expect(try deduction("84123") == 3_420)
    // MAGI 88,950: 35, rounded up to 40, raised to the $200 minimum.
    #expect(try deduction("88950") == 200)
    #expect(try deduction("89000") == 0 && deduction("120000", covered: false) == 7_000)
    // A SEP of one's own makes one an active participant (IRC §219(g)(5)).
    let sep = try Self.steps(
      Self.household(user: ["ytdWage": "84000", "selfEmploymentReceipts": "20000", "sepContributions": "1000", "iraContributions": "7000"]))
    #expect(sep.income.adjustments.ira < 7_000)
  }

  @Test("contributions above their limits are deducted to the limit and said; catch-ups by age")
  func contributionLimits() throws {
    let young = try Self.steps(Self.household(user: ["ytdWage": "90000", "hsaContributions": "5000", "iraContributions": "8000"]))
    #expect(young.income.adjustments.healthSavingsAccount == 4_300 && young.income.adjustments.ira == 7_000)
    #expect(young.income.notices.map(\.path) == ["userIncome.hsaContributions", "userIncome.iraContributions"])
    let older = try Self.steps(
      Self.household(user: ["ytdWage": "90000", "hsaContributions": "5000", "hsaFamilyCoverage": "true", "iraContributions": "8000"], family: ["userAge": "56"]))
    #expect(older.income.adjustments.healthSavingsAccount == 5_000 && older.income.adjustments.ira == 8_000 && older.income.notices.isEmpty)
    // An employee's business expenses: not deducted, with a warning naming the field (IRC §67(g)).
    let employee = try Self.steps(Self.household(user: ["ytdWage": "90000"], deductions: ["businessExpenses": "5000"]))
    #expect(employee.adjustedGrossIncome == 90_000 && employee.income.notices.first?.path == "deductions.businessExpenses")
  }

  @Test("Pub 550: a $7,000 loss deducts $3,000 and carries $4,000; a carryover nets against this year's gains first")
  func capitalLossCarryover() throws {
    // Bob and Gloria: a $7,000 capital loss, taxable income $26,000 → $3,000 deducted, $4,000 carried.
    let loss = try Self.steps(
      Self.household(status: .marriedFilingJointly, user: ["ytdWage": "60500", "shortTermGains": "-7000"], spouse: [:]))
    #expect(loss.income.scheduleD.gainOrLoss == -3_000 && loss.income.scheduleD.shortTermCarryover == 4_000)
    // Last year's $5,000 short-term and $2,000 long-term carryovers against a $1,000 long-term gain:
    // line 7 −5,000, line 15 −1,000, net −6,000, $3,000 allowed; carried: 5,000 − 3,000 = 2,000
    // short-term (worksheet line 8), and the 1,000 long-term loss (line 13).
    let carried = try Self.steps(
      Self.household(user: ["ytdWage": "80000", "longTermGains": "1000"], carryovers: ["shortTermCapitalLoss": "5000", "longTermCapitalLoss": "2000"]))
    let schedule = carried.income.scheduleD
    #expect(schedule.shortTerm == -5_000 && schedule.longTerm == -1_000 && schedule.gainOrLoss == -3_000)
    #expect(schedule.shortTermCarryover == 2_000 && schedule.longTermCarryover == 1_000)
    // A negative taxable income leaves more to carry (worksheet line 1 below zero).
    let small = try Self.steps(Self.household(user: ["ytdWage": "14000", "shortTermGains": "-7000"]))
    #expect(small.income.scheduleD.shortTermCarryover == 7_000 - max(0, 14_000 - 3_000 - 15_750 + 3_000))
    // A net gain fills in no carryover worksheet: nothing carries.
    let gain = try Self.steps(Self.household(user: ["ytdWage": "80000", "shortTermGains": "-500", "longTermGains": "1000"]))
    let gainSchedule = gain.income.scheduleD
    #expect(gainSchedule.gainOrLoss == 500 && gainSchedule.shortTermCarryover == 0 && gainSchedule.longTermCarryover == 0)
  }

  @Test("Form 6251 line 2i and Form 8801: an ISO's bargain element, its AMT and the credit it leaves")
  func incentiveStockOptions() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(user: ["ytdWage": "200000"], options: [("2025-03-10", "150000")], deductions: ["propertyTax": "8000"]))
    let steps = try #require(worksheet.currentLaw)
    // SALT: property 8,000 + SDI nothing (not California) → standard 15,750 beats 8,000: taxable
    // 184,250. AMTI = 184,250 + 15,750 (line 2a) + 150,000 (line 2i) = 350,000; exemption 88,100;
    // 261,900 at 26% to 239,100 and 28% above: 62,166 + 6,384 = 68,550.
    #expect(steps.alternativeMinimumTax.alternativeMinimumTaxableIncome == 350_000)
    #expect(Self.close(steps.alternativeMinimumTax.tentativeMinimumTax, 68_550))
    let regular = steps.regularTax.regularTax
    #expect(Self.close(steps.alternativeMinimumTax.alternativeMinimumTax, 68_550 - regular))
    // Without the options there is no AMT, so all of it is a credit for later years.
    #expect(Self.close(steps.minimumTaxCreditCarryforward, 68_550 - regular))
  }

  @Test("Schedule P (540): the bargain element (line 12), the exemption and 7%, less the regular tax before credits (line 26)")
  func californiaAlternativeMinimumTax() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(california: true, user: ["ytdWage": "200000"], options: [("2025-03-10", "150000")], deductions: ["propertyTax": "8000"]))
    let california = try #require(worksheet.currentLaw?.california)
    // Itemized 8,000 (property tax) beats the standard 5,706: taxable 192,000. AMTI = 192,000 +
    // 8,000 (line 3: taxes) + 150,000 (line 12) = 350,000; exemption 92,749 − 25% × (350,000 −
    // 347,808) = 92,201; 7% of 257,799 = 18,045.93.
    let amt = california.alternativeMinimumTax
    #expect(amt.alternativeMinimumTaxableIncome == 350_000 && Self.close(amt.exemption, 92_201))
    #expect(Self.close(amt.tentativeMinimumTax, 18_045.93))
    #expect(Self.close(amt.alternativeMinimumTax, 18_045.93 - california.taxBeforeCredits))
    #expect(Self.close(try #require(worksheet.result.californiaTax?.alternativeMinimumTax), amt.alternativeMinimumTax))
  }

  @Test("California: no HSA deduction (R&TC §17131.4) and no QBI deduction")
  func californiaDifferences() throws {
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(california: true, user: ["selfEmploymentReceipts": "100000", "hsaContributions": "3000"]))
    let steps = try #require(worksheet.currentLaw)
    let california = try #require(steps.california)
    #expect(Self.close(california.adjustedGrossIncome, steps.adjustedGrossIncome + 3_000))
    #expect(steps.qualifiedBusinessIncome.deduction > 0)
    // California's taxable income is its AGI less its standard deduction: no QBI deduction.
    #expect(Self.close(try #require(worksheet.result.californiaTax).taxableIncome, california.adjustedGrossIncome - california.standardDeduction))
  }

  @Test("the annualized method puts an option exercise and business income in their periods")
  func annualizedPeriods() throws {
    // An exercise in November is in the last period only: the earlier periods have no AMT.
    let household = Self.household(user: ["ytdWage": "150000"], options: [("2025-11-10", "300000")])
    let engine = try CurrentLawTests.engine(year: 2025)
    let report = try engine.report(household)
    let rules = try #require(EmbeddedTaxData.catalog.penaltyRules[2025]?[.federal]?.binary)
    let dated = engine.datedIncome(report, schedules: engine.paycheckSchedules(report))
    let columns = try #require(
      engine.annualizedPeriods(
        report, planning: PlanningInputs(), dated: dated,
        periods: rules.installments.map { ($0.periodEndDay, $0.periodEnd, $0.annualizationFactor) }))
    #expect(columns.count == 4)
    #expect(columns[2].federalTax < columns[3].federalTax * 0.75 && columns[3].federalTax == report.worksheet.result.federalTax.totalTax)
    // Business income comes evenly unless planning.incomeByPeriod says otherwise: all of it in
    // the last period leaves the first three without self-employment tax.
    var late = PlanningInputs()
    late.incomeByPeriod = ["businessIncome": ["0", "0", "0", "80000"]]
    let freelancer = Self.household(user: ["selfEmploymentReceipts": "80000"])
    let freelance = try engine.report(freelancer)
    let periods = try #require(
      engine.annualizedPeriods(
        freelance, planning: late, dated: engine.datedIncome(freelance, schedules: engine.paycheckSchedules(freelance)),
        periods: rules.installments.map { ($0.periodEndDay, $0.periodEnd, $0.annualizationFactor) }))
    #expect(periods[0].federalTax == 0 && periods[3].federalTax == freelance.worksheet.result.federalTax.totalTax)
  }

  @Test("an annualized period is the year's typed household with the period's income: the rest is the year's, no text in between")
  func annualizedHouseholdKeepsTheYear() throws {
    let engine = try CurrentLawTests.engine(year: 2025)
    var household = Self.household(
      user: [
        "ytdWage": "50000", "ytdFederalWithhold": "6000", "selfEmploymentReceipts": "40000", "selfEmploymentExpenses": "5000",
        "hsaContributions": "3000", "sepContributions": "2000", "qualifiedTips": "1200", "foreignTaxPaid": "250",
        "socialSecurityBenefits": "9000", "ytdCaliforniaSDIWithheld": "600", "iraBalancePriorYearEnd": "80000",
        "interestIncome": "1000",
      ],
      options: [("2025-08-01", "10000")])
    var property = RentalProperty()
    property.netIncome = "-12000"
    household.userIncome.rentalProperties = [property]
    household.deductions.businessExpenses = "700"
    household.estimatedPayments.federalQ1 = "900"
    let year = engine.currentLawHousehold(household)
    let period = AnnualizedPeriodIncome<Double>(
      wagesByPerson: [48_000], stateWithheldByPerson: [2_400],
      investmentIncome: InvestmentIncome(ordinaryDividends: 0, qualifiedDividends: 0, interestIncome: 400, shortTermGains: 0, longTermGains: 0),
      rothConversion: 0, californiaEstimatesPaid: 1_000, disabilityInsuranceByPerson: [520], businessByPerson: [(30_000, 0)],
      incentiveStockOptionsByPerson: [[]], retirementDistributionsByPerson: nil)
    let annual = year.annualized(period)
    let income = period.householdIncomeWorksheet(joint: false)
    // The period's: wages, withholding, investment income, the business, SDI, options, payments.
    #expect(income.wagesByPerson == [48_000] && income.aggregation.totalWithholdings.federal == 0 && income.spouse == nil)
    #expect(income.aggregation.totalWithholdings.state == 2_400 && income.aggregation.totalIncome == 48_400)
    #expect(annual.userIncome.selfEmploymentReceipts == 30_000 && annual.userIncome.selfEmploymentExpenses == 0)
    #expect(annual.userIncome.ytdCaliforniaSDIWithheld == 520 && annual.userIncome.incentiveStockOptions.isEmpty)
    #expect(annual.deductions.businessExpenses == 0 && annual.federalEstimatedPayments == 0 && annual.californiaEstimatedPaidInYear == 1_000)
    // The year's: what is not income of a period.
    #expect(year.userIncome.incentiveStockOptions.map(\.bargainElement) == [10_000] && year.userIncome.selfEmploymentReceipts == 40_000)
    #expect(annual.userIncome.hsaContributions == 3_000 && annual.userIncome.sepContributions == 2_000 && annual.userIncome.qualifiedTips == 1_200)
    #expect(annual.userIncome.foreignTaxPaid == 250 && annual.userIncome.socialSecurityBenefits == 9_000)
    #expect(annual.userIncome.iraBalancePriorYearEnd == 80_000 && annual.userIncome.rentalProperties.map(\.netIncome) == [-12_000])
    #expect(annual.family.userAge == year.family.userAge && annual.deductions.medicalExpenses == year.deductions.medicalExpenses)
  }
}
