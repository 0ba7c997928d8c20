import Foundation
import QuickTaxCore
import Testing

/// The current-law rules, each against a published figure or a computation shown beside it.
@Suite("Current law")
struct CurrentLawTests {
  static func engine(year: Int) throws -> TaxEngine<Double> {
    let clock = try #require(CalculationClock(nowISO8601: "\(year)-12-31T12:00:00.000Z", timeZone: .utc))
    return TaxEngine(tables: try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables, clock: clock)
  }

  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = true, wages: [String] = [], fields: [String: String] = [:],
    deductions: [String: String] = [:]
  ) -> Household {
    var household = Household()
    household.taxYear = year
    household.filingStatus = status
    household.includeCaliforniaTax = california
    var user = fields.merging(["incomeMode": "simple"]) { given, _ in given }
    if let first = wages.first { user["ytdWage"] = first }
    household.userIncome = TestSupport.income(user)
    if status == .marriedFilingJointly, wages.count > 1 { household.spouseIncome = TestSupport.income(["incomeMode": "simple", "ytdWage": wages[1]]) }
    household.deductions = TestSupport.deductions(deductions)
    return household
  }

  static func worksheet(_ household: Household) throws -> ComprehensiveTaxWorksheet<Double> {
    try engine(year: household.taxYear).report(household).worksheet
  }

  @Test("the Tax Table: the published example rows, 2025 and the 2026 draft", arguments: [
    // 2025 instructions: MFJ $25,300-25,350 → $2,562; the 2026 draft table gives $2,543 for that row.
    (2025, FilingStatus.marriedFilingJointly, 25_320.0, 2_562.0),
    (2026, FilingStatus.marriedFilingJointly, 25_320.0, 2_543.0),
    // Single $84,250: the row $84,250-84,300, taxed at $84,275: 1,192.50 + 4,386 + 22% of 35,800 = 13,454.50 → 13,455.
    (2025, FilingStatus.single, 84_250.0, 13_455.0),
    // Below $25 the rows are $5 wide: $12 is in $10-15, taxed at $12.50 → $1.25 → $1.
    (2025, FilingStatus.single, 12.0, 1.0),
    // From the ceiling up, the schedule itself: $100,000 single is 5,578.50 + 22% of 51,525 = 16,914.
    (2025, FilingStatus.single, 100_000.0, 16_914.0),
  ])
  func taxTable(_ year: Int, _ status: FilingStatus, _ taxableIncome: Double, _ tax: Double) throws {
    let tables = try Self.engine(year: year).tables.year(year)
    let rules = try #require(tables.federal.currentLaw)
    let table = try Self.engine(year: year).taxByTableOrSchedule(taxableIncome, brackets: tables.federal.ordinaryBrackets[status], table: rules.taxTable)
    #expect(abs(table.tax - tax) < 1e-6)
  }

  @Test("California: the FTB table's $100 rows, and the schedule's published example")
  func californiaTable() throws {
    let tables = try Self.engine(year: 2025).tables.year(2025)
    let rules = try #require(tables.california.currentLaw)
    let engine = try Self.engine(year: 2025)
    func tax(_ income: Double, _ status: FilingStatus) -> Double {
      engine.taxByTableOrSchedule(income, brackets: tables.california.brackets[status], table: rules.taxTable).tax.jsRounded()
    }
    // $94,294 is in the row $94,251-94,350, taxed at $94,300: 3,201.97 + 9.3% of 21,576 = 5,208.54 → $5,209.
    #expect(tax(94_294, .single) == 5_209)
    #expect(rules.taxTable.rowMiddle(of: 150) == 100 && rules.taxTable.rowMiddle(of: 151) == 200 && rules.taxTable.rowMiddle(of: 50) == 0)
    #expect(rules.taxTable.rowMiddle(of: 99_960) == 99_975 && rules.taxTable.rowMiddle(of: 100_000) == nil)
    // The 2025 schedules' own example: married filing jointly, $125,000 → $4,768.10.
    #expect(tax(125_000, .marriedFilingJointly) == 4_768)
  }

  @Test("single W-2, $100,000 in 2025: federal $13,455 and California $5,056 (the exemption credit)")
  func singleWages() throws {
    let worksheet = try Self.worksheet(Self.household(wages: ["100000"]))
    let federal = worksheet.result.federalTax
    #expect(federal.deduction.amount == 15_750 && federal.taxableIncome == 84_250 && federal.totalTax == 13_455)
    let california = try #require(worksheet.result.californiaTax)
    // $100,000 − $5,706: $94,294 → $5,209 from the table, less the $153 credit.
    #expect(california.baseTax == 5_209 && california.exemptionCredits == 153 && california.totalTax == 5_056)
    // SALT counts the state income tax paid: nothing withheld here, so the 1.2% SDI on $100,000.
    #expect(abs(worksheet.estimatedCAStateTax - 1_200) < 1e-9)
  }

  @Test("NIIT and Additional Medicare Tax, with what employers withheld of it, person by person")
  func investmentAndMedicare() throws {
    // Joint, $260,000 and $60,000 of wages, $40,000 of interest: AGI $360,000.
    let worksheet = try Self.worksheet(
      Self.household(status: .marriedFilingJointly, california: false, wages: ["260000", "60000"], fields: ["interestIncome": "40000"]))
    let law = try #require(worksheet.result.federalTax.currentLaw)
    // NIIT: 3.8% of the lesser of $40,000 and $360,000 − $250,000 = $1,520.
    #expect(abs(law.netInvestmentIncomeTax - 1_520) < 1e-9)
    // Additional Medicare: 0.9% of $320,000 − $250,000 = $630; withheld: 0.9% of $260,000 − $200,000 = $540.
    #expect(abs(law.additionalMedicareTax - 630) < 1e-9 && abs(law.additionalMedicareTaxWithheld - 540) < 1e-9)
    let federal = worksheet.result.federalTax
    #expect(federal.totalTax == (law.regularTax + law.alternativeMinimumTax + 1_520 + 630).jsRounded())
    #expect(federal.owedOrRefund == (federal.totalTax - 540).jsRounded(), "nothing else withheld or paid")
  }

  @Test("AMT: a large long-term gain with property tax (OpenTaxSolver's example H6, $18,254)")
  func alternativeMinimumTax() throws {
    // Joint, $100,000 interest and $2,000,000 long-term gain, $20,000 property tax, in California.
    let worksheet = try Self.worksheet(
      Self.household(
        status: .marriedFilingJointly, fields: ["interestIncome": "100000", "longTermGains": "2000000"], deductions: ["propertyTax": "20000"]))
    let law = try #require(worksheet.result.federalTax.currentLaw)
    #expect(abs(law.alternativeMinimumTax - 18_254) < 1)
    #expect(worksheet.result.federalTax.taxableIncome == 2_068_500)
  }

  @Test("capital losses: $3,000 against other income; a short-term loss comes off the long-term gain first")
  func capitalLosses() throws {
    let loss = try Self.worksheet(Self.household(california: false, wages: ["80000"], fields: ["shortTermGains": "-10000"]))
    #expect(loss.currentLaw?.capitalGainOrLoss == -3_000 && loss.currentLaw?.adjustedGrossIncome == 77_000)
    let netted = try Self.worksheet(Self.household(california: false, wages: ["80000"], fields: ["shortTermGains": "-5000", "longTermGains": "20000"]))
    // $15,000 of net gain, all of it long-term: preferential.
    #expect(netted.currentLaw?.regularTax.preferentialIncome == 15_000 && netted.currentLaw?.adjustedGrossIncome == 95_000)
  }

  @Test("California: the credit phases out by $6 per $2,500 of AGI over the threshold, and itemized deductions are limited")
  func californiaPhaseouts() throws {
    // Single, $300,000: (300,000 − 252,203) / 2,500 = 19.1 → 20 steps, $120 off the $153 credit.
    let worksheet = try Self.worksheet(Self.household(wages: ["300000"], deductions: ["propertyTax": "20000", "mortgageInterest": "30000"]))
    let california = try #require(worksheet.currentLaw?.california)
    #expect(california.exemptionCredits.total == 33)
    // Itemized $50,000 less the lesser of 80% of it and 6% of $47,797: $2,867.82.
    #expect(abs(california.scheduleCA.limitation - 2_867.82) < 1e-6)
    #expect(abs((worksheet.result.californiaTax?.deduction.amount ?? 0) - 47_132.18) < 1e-6)
  }

  @Test("2026: the §68 limitation, the 0.5% floor on donations, the non-itemizer deduction")
  func twentyTwentySix() throws {
    // Single, $1,000,000 of wages, $50,000 of donations and $10,000 property tax, California off.
    let itemizer = try Self.worksheet(
      Self.household(year: 2026, california: false, wages: ["1000000"], deductions: ["donations": "50000", "propertyTax": "10000"]))
    let deductions = try #require(itemizer.currentLaw?.deductions)
    // Donations above 0.5% of AGI: $45,000; with the $10,000 of property tax (the SALT cap's floor): $55,000.
    #expect(deductions.itemizedCharity == 45_000 && deductions.itemizedBeforeLimitation == 55_000)
    // 2/37 of the lesser of $55,000 and $1,000,000 − $640,600: $2,972.97 (in cents).
    #expect(abs(deductions.itemizedLimitation - 2_972.97) < 1e-6 && deductions.itemizes)
    // A non-itemizer with $1,500 of donations deducts $1,000 on top of the standard deduction.
    let giver = try Self.worksheet(Self.household(year: 2026, california: false, wages: ["80000"], deductions: ["donations": "1500"]))
    #expect(giver.currentLaw?.deductions.nonItemizerCharity == 1_000 && giver.result.federalTax.deduction.amount == 16_100 + 1_000)
  }

  @Test("itemizing a smaller deduction when that lowers the AMT (IRC §63(e))")
  func itemizingElection() throws {
    // Joint, 2026, $2.8 million of income mostly long-term gain; itemized $25,885 is under the $32,200 standard
    // deduction, but the AMT adds back only the $10,000 of SALT instead of the standard deduction.
    let household = Self.household(
      year: 2026, status: .marriedFilingJointly, wages: ["197692", "340650"],
      fields: ["interestIncome": "166145", "ordinaryDividends": "9585", "qualifiedDividends": "7387", "longTermGains": "2102220"],
      deductions: ["propertyTax": "25451", "donations": "31446"])
    let worksheet = try Self.worksheet(household)
    let deductions = try #require(worksheet.currentLaw?.deductions)
    #expect(deductions.itemizes && deductions.total < deductions.standardDeduction)
    // Form 6251 line 4 without §68 (IRC §56(b)(1)(F)): AGI $2,816,292 less the donations above the
    // 0.5% floor, $17,364.54. (PolicyEngine keeps the $1,479.16 limitation in AMTI and gets
    // $699,612.45, 28% of it more: docs/rules.md.)
    let amt = try #require(worksheet.currentLaw?.alternativeMinimumTax)
    #expect(abs(amt.alternativeMinimumTaxableIncome - (2_816_292 - 17_364.54)) < 0.01)
    // By hand: regular tax 175,818.37 on $680,799.62 of ordinary income plus 20% of $2,109,607;
    // the AMT 610,041.13 − 597,739.77; NIIT 3.8% of $2,277,950; 0.9% of $288,342 of wages.
    #expect(abs(worksheet.result.federalTax.totalTax - 699_198.31) < 1)
  }

  @Test("the web app's rules are untouched: its tables have no current-law rules")
  func parityUntouched() throws {
    let web = try EmbeddedTaxData.quickTaxWeb().binaryTables.year(2025)
    #expect(web.federal.currentLaw == nil && web.california.currentLaw == nil)
    let clock = try #require(CalculationClock(nowISO8601: "2025-12-31T12:00:00.000Z", timeZone: .utc))
    let result = try TaxEngine(tables: try EmbeddedTaxData.quickTaxWeb().binaryTables, clock: clock).estimate(Self.household(wages: ["100000"])).result
    #expect(result.federalTax.totalTax == 13_614 && result.federalTax.currentLaw == nil && result.californiaTax?.exemptionCredits == nil)
  }

  @Test("beside the web app's figures: the main reason is the largest difference in dollars of tax")
  func comparison() throws {
    let clock = try #require(CalculationClock(nowISO8601: "2025-12-31T12:00:00.000Z", timeZone: .utc))
    let web = TaxEngine(tables: try EmbeddedTaxData.quickTaxWeb().binaryTables, clock: clock)
    func compare(_ household: Household) throws -> RuleSetComparison<Double> {
      let current = try Self.engine(year: 2025).report(household)
      let webReport = try web.report(household)
      return RuleSetComparison(current: current.worksheet, currentTables: current.tables, web: webReport.worksheet, webTables: webReport.tables)
    }
    // $150,000 of wages and $200,000 of interest: NIIT 3.8% of $150,000 = $5,700 outweighs the
    // deduction's $750 at 35%.
    let investor = try compare(Self.household(california: false, wages: ["150000"], fields: ["interestIncome": "200000"]))
    #expect(investor.differs && investor.mainReason == "Net Investment Income Tax of $5,700, which the web app leaves out")
    // The web app: $350,000 − $15,000 = $335,000 taxable, $57,231 to $250,525 and 35% above: $86,797.
    #expect(investor.webFederalTotalTax == 86_797)
    // $100,000 of wages: the standard deduction.
    let earner = try compare(Self.household(california: false, wages: ["100000"]))
    #expect(earner.mainReason == "the federal standard deduction is $15,750 under current law; the web app has $15,000")
  }
}
