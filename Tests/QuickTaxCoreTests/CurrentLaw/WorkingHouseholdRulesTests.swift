import Foundation
import QuickTaxCore
import Testing

/// Issue 26's deductions and California's renter's credit, each case worked by the form's lines
/// beside it: Schedule 1-A Parts II–IV (2025 Schedule 1-A, lines 4–30), Schedule 1 line 21 (the
/// Student Loan Interest Deduction Worksheet) and Form 540 line 46.
@Suite("Current law: tips, overtime, car loan interest, student loan interest, the renter's credit")
struct WorkingHouseholdRulesTests {
  /// One person (two on a joint return), each with wages and the fields given.
  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, user: [String: String],
    spouse: [String: String] = [:], deductions: [String: String] = [:], family: [String: String] = [:]
  ) -> Household {
    var household = CurrentLawTests.household(year: year, status: status, california: california, fields: user, deductions: deductions)
    if status == .marriedFilingJointly { household.spouseIncome = TestSupport.income(spouse.merging(["incomeMode": "simple"]) { given, _ in given }) }
    for field in FamilyData.fields { if let text = family[field.key] { household.family[keyPath: field.keyPath] = InputText(text) } }
    return household
  }

  static func schedule1A(_ household: Household) throws -> (Schedule1AWorksheet<Double>, ComprehensiveTaxWorksheet<Double>) {
    let worksheet = try CurrentLawTests.worksheet(household)
    return (try #require(worksheet.currentLaw).income.schedule1A, worksheet)
  }

  @Test("Part II: $25,000 a return, less $100 for each full $1,000 of MAGI over $150,000 (lines 7–13; line 11 drops a part)", arguments: [
    // (wages, tips, deduction): line 10 is wages − 150,000; line 11 its whole thousands.
    ("150000", "30000", 25_000.0),  // line 10 zero: line 7's $25,000 (of $30,000)
    ("150999", "30000", 25_000),  // 0.999 → 0 steps
    ("151000", "30000", 24_900),  // 1 step
    ("151999", "30000", 24_900),  // 1.999 → 1 step
    ("180500", "8000", 5_000),  // 30 steps: $8,000 − $3,000
    ("400000", "30000", 0),  // 250 steps: $25,000 − $25,000
  ])
  func tipsPhaseout(_ wages: String, _ tips: String, _ deduction: Double) throws {
    let (schedule, _) = try Self.schedule1A(Self.household(user: ["ytdWage": wages, "qualifiedTips": tips]))
    #expect(schedule.tipsDeduction == deduction)
  }

  @Test("Part II on a joint return: both spouses' tips, $300,000 threshold; taxable income takes line 13b off AGI for non-itemizers")
  func jointTips() throws {
    // Line 6: 6,000 + 4,000; line 10: 310,500 − 300,000 = 10,500 → 10 steps → $1,000 off.
    let (schedule, worksheet) = try Self.schedule1A(
      Self.household(
        status: .marriedFilingJointly, user: ["ytdWage": "200000", "qualifiedTips": "6000"], spouse: ["ytdWage": "110500", "qualifiedTips": "4000"]))
    #expect(schedule.qualifiedTips == 10_000 && schedule.tipsDeduction == 9_000 && schedule.modifiedAGI == 310_500)
    // Line 15: 310,500 − 31,500 − 9,000.
    #expect(worksheet.result.federalTax.taxableIncome == 270_000)
    let single = try CurrentLawTests.worksheet(Self.household(user: ["ytdWage": "60000", "qualifiedTips": "10000"]))
    #expect(single.result.federalTax.taxableIncome == 60_000 - 15_750 - 10_000)
  }

  @Test("Part III: the premium up to $12,500 ($25,000 joint), less $100 per full $1,000 over $150,000 ($300,000 joint)")
  func overtime() throws {
    // Single: line 15 $12,500 of $15,000; line 19: 10 steps → $11,500.
    let (single, _) = try Self.schedule1A(Self.household(user: ["ytdWage": "160000", "qualifiedOvertime": "15000"]))
    #expect(single.overtimeDeduction == 11_500)
    // Joint: $20,000 + $10,000 → $25,000; MAGI $299,999 is under the threshold.
    let (joint, _) = try Self.schedule1A(
      Self.household(
        status: .marriedFilingJointly, user: ["ytdWage": "199999", "qualifiedOvertime": "20000"],
        spouse: ["ytdWage": "100000", "qualifiedOvertime": "10000"]))
    #expect(joint.qualifiedOvertime == 30_000 && joint.overtimeDeduction == 25_000)
    // Head of household has the single figures.
    let (head, _) = try Self.schedule1A(Self.household(status: .headOfHousehold, user: ["ytdWage": "90000", "qualifiedOvertime": "14000"]))
    #expect(head.overtimeDeduction == 12_500)
  }

  @Test("Part IV: up to $10,000, less $200 for each $1,000 or part over $100,000 ($200,000 joint; line 28 rounds up)", arguments: [
    (FilingStatus.single, "100000", "12000", 10_000.0),  // line 27 zero
    (.single, "100001", "12000", 9_800),  // $1 over: one step
    (.single, "101000", "12000", 9_800),
    (.single, "101001", "12000", 9_600),
    (.single, "150000", "12000", 0),  // 50 steps × $200
    (.marriedFilingJointly, "200500", "4000", 3_800),
    // No joint-return rule in §163(h)(4): a separate return keeps it, with the $100,000 threshold.
    (.marriedFilingSeparately, "100500", "3000", 2_800),
  ])
  func vehicleLoanInterest(_ status: FilingStatus, _ wages: String, _ interest: String, _ deduction: Double) throws {
    let (schedule, _) = try Self.schedule1A(
      Self.household(status: status, user: ["ytdWage": wages], deductions: ["passengerVehicleLoanInterest": interest]))
    #expect(schedule.vehicleLoanInterestDeduction == deduction)
  }

  @Test("married filing separately deducts no tips or overtime (IRC §224(f), §225(e)), and is told so")
  func separateReturnBar() throws {
    let household = Self.household(status: .marriedFilingSeparately, user: ["ytdWage": "50000", "qualifiedTips": "5000", "qualifiedOvertime": "2000"])
    let (schedule, worksheet) = try Self.schedule1A(household)
    #expect(schedule.tipsDeduction == 0 && schedule.overtimeDeduction == 0 && schedule.total == 0)
    #expect(worksheet.result.federalTax.taxableIncome == 50_000 - 15_750)
    #expect(schedule.notices.contains { $0.path == "userIncome.qualifiedTips" && $0.message.contains("§224(f)") })
  }

  @Test("tips within the income they are part of: wages (line 4c), then the business's net profit (line 5), none in a specified service business")
  func tipsWithinIncome() throws {
    // $20,000 of tips, $12,000 of wages: $8,000 is line 5, within the $40,000 profit.
    let (both, _) = try Self.schedule1A(
      Self.household(user: ["ytdWage": "12000", "selfEmploymentReceipts": "40000", "qualifiedTips": "20000"]))
    #expect(both.qualifiedTips == 20_000)
    // A specified service business's tips do not qualify (§224(d)(2)(A)): only the wages' $12,000.
    let (service, _) = try Self.schedule1A(
      Self.household(user: ["ytdWage": "12000", "selfEmploymentReceipts": "40000", "specifiedServiceBusiness": "true", "qualifiedTips": "20000"]))
    #expect(service.qualifiedTips == 12_000 && service.tipsDeduction == 12_000)
    #expect(service.notices.contains { $0.path == "userIncome.qualifiedTips" && $0.message.contains("§224(d)(2)") })
    // Tips beyond all income: counted to the wages, with a warning.
    let (beyond, _) = try Self.schedule1A(Self.household(user: ["ytdWage": "5000", "qualifiedTips": "9000", "qualifiedOvertime": "7000"]))
    #expect(beyond.qualifiedTips == 5_000 && beyond.qualifiedOvertime == 5_000 && beyond.notices.count == 2)
  }

  @Test("QBI's income limit reads taxable income after line 13b (Form 8995 line 11)")
  func qualifiedBusinessIncomeAfterSchedule1A() throws {
    // Schedule C profit $40,000, of which $20,000 tips (line 5). SE tax 40,000 × 0.9235 × 15.3% =
    // 5,651.82, half 2,825.91; AGI 37,174.09; line 11: 37,174.09 − 15,750 − 20,000 = 1,424.09;
    // 20% of it, 284.818 (line 14, written $284.82), is less than 20% of QBI (40,000 − 2,825.91) = 7,434.818.
    let worksheet = try CurrentLawTests.worksheet(Self.household(user: ["selfEmploymentReceipts": "40000", "qualifiedTips": "20000"]))
    let steps = try #require(worksheet.currentLaw)
    #expect(abs(steps.qualifiedBusinessIncome.taxableIncomeBeforeDeduction - 1_424.09) < 1e-6)
    #expect(abs(steps.qualifiedBusinessIncome.deduction - 284.82) < 1e-6)
  }

  @Test("the AMT keeps tips, overtime and car loan interest deducted and adds back the senior deduction (2025 Form 6251 line 1a)")
  func alternativeMinimumTaxableIncome() throws {
    // 65 or older, $60,000 of wages, $10,000 of tips: standard 15,750 + 2,000; senior $6,000;
    // taxable 26,250; AMTI = 26,250 + 17,750 + 6,000 = 50,000 = AGI less the tips.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(user: ["ytdWage": "60000", "qualifiedTips": "10000"], family: ["userAge65OrOlder": "true"]))
    let steps = try #require(worksheet.currentLaw)
    #expect(steps.income.schedule1A.total == 16_000 && worksheet.result.federalTax.taxableIncome == 26_250)
    #expect(steps.alternativeMinimumTax.alternativeMinimumTaxableIncome == 50_000)
  }

  @Test("Schedule 1 line 21: $2,500 a return, less the share of the $15,000 ($30,000 joint) range MAGI is into, to three decimals", arguments: [
    // (year, status, wages, interest, deduction)
    (2025, FilingStatus.single, "80000", "3000", 2_500.0),
    (2025, .single, "85000", "2000", 2_000),  // at the start
    (2025, .single, "92500", "3000", 1_250),  // 0.5
    (2025, .single, "90000", "2500", 1_667.5),  // 5,000 / 15,000 = 0.333 (line 7), 2,500 × 0.333 = 832.50
    (2025, .single, "100000", "2500", 0),
    (2025, .marriedFilingJointly, "185000", "2500", 1_250),  // (185,000 − 170,000) / 30,000
    (2026, .marriedFilingJointly, "190000", "2500", 1_250),  // 2026: $175,000 (Rev. Proc. 2025-32)
    (2026, .single, "92500", "2500", 1_250),
    (2025, .marriedFilingSeparately, "40000", "1000", 0),  // §221(e)(2)
  ])
  func studentLoanInterest(_ year: Int, _ status: FilingStatus, _ wages: String, _ interest: String, _ deduction: Double) throws {
    let worksheet = try CurrentLawTests.worksheet(Self.household(year: year, status: status, user: ["ytdWage": wages, "studentLoanInterest": interest]))
    let income = try #require(worksheet.currentLaw).income
    #expect(abs(income.adjustments.studentLoanInterest - deduction) < 1e-9)
    #expect(abs(income.adjustedGrossIncome - (Double(wages)! - deduction)) < 1e-9)
  }

  @Test("student loan interest's MAGI is after the IRA deduction; California conforms (its AGI is the federal one)")
  func studentLoanAfterIRA() throws {
    // IRA $7,000 (not covered by a plan): MAGI 95,000 − 7,000 = 88,000; (88,000 − 85,000) /
    // 15,000 = 0.2; 2,500 × 0.8 = 2,000. AGI 86,000, federal and California.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(california: true, user: ["ytdWage": "95000", "iraContributions": "7000", "studentLoanInterest": "2500"]))
    let steps = try #require(worksheet.currentLaw)
    #expect(steps.income.adjustments.ira == 7_000 && steps.income.adjustments.studentLoanInterest == 2_000)
    #expect(steps.income.adjustedGrossIncome == 86_000 && steps.california?.adjustedGrossIncome == 86_000)
  }

  @Test("California's renter's credit: $60 / $120 at or below the AGI limit (2025: $53,994 / $107,988), within the tax", arguments: [
    (2025, FilingStatus.single, "53994", 60.0),
    (2025, .single, "53995", 0),
    (2025, .marriedFilingJointly, "107988", 120),
    (2025, .headOfHousehold, "100000", 120),
    (2025, .marriedFilingSeparately, "40000", 60),
    (2026, .single, "55830", 60),  // 2026 projected: 53,994 × 1.034
    (2026, .single, "55831", 0),
  ])
  func rentersCredit(_ year: Int, _ status: FilingStatus, _ wages: String, _ credit: Double) throws {
    let household = Self.household(year: year, status: status, california: true, user: ["ytdWage": wages], family: ["californiaRenter": "true"])
    let worksheet = try CurrentLawTests.worksheet(household)
    let california = try #require(worksheet.currentLaw?.california)
    #expect(california.rentersCredit == credit)
    var without = household
    without.family.californiaRenter = ""
    let base = try #require(try CurrentLawTests.worksheet(without).result.californiaTax?.totalTax)
    #expect(worksheet.result.californiaTax?.totalTax == base - credit)
  }

  @Test("the renter's credit is nonrefundable: no more than the tax after the exemption credits")
  func rentersCreditWithinTax() throws {
    // $12,000 of wages: taxable 6,294, the FTB table's tax $63, less the $153 personal credit: 0.
    let worksheet = try CurrentLawTests.worksheet(
      Self.household(california: true, user: ["ytdWage": "12000"], family: ["californiaRenter": "true"]))
    #expect(worksheet.currentLaw?.california?.rentersCredit == 0 && worksheet.result.californiaTax?.totalTax == 0)
    // $20,000: taxable 14,294, the table's row $14,251–14,350 taxed at $14,300: 110.79 + 2% of
    // 3,221 = 175.21 → $175; less $153 leaves $22, all the credit can take.
    let some = try CurrentLawTests.worksheet(Self.household(california: true, user: ["ytdWage": "20000"], family: ["californiaRenter": "true"]))
    #expect(some.currentLaw?.california?.taxBeforeCredits == 175)
    #expect(some.currentLaw?.california?.rentersCredit == 22 && some.result.californiaTax?.totalTax == 0)
  }

  @Test("the year's figures are data: 2025 and 2026 carry the same Schedule 1-A limits; MFS limits are zero where the act bars it")
  func figures() throws {
    for year in [2025, 2026] {
      let rules = try #require(try FamilyRulesTests.tables(year).federal.currentLaw)
      let schedule = try #require(rules.schedule1A)
      #expect(schedule.qualifiedTips.limit[.single] == 25_000 && schedule.qualifiedTips.limit[.marriedFilingSeparately] == 0)
      #expect(schedule.qualifiedOvertime.limit[.marriedFilingJointly] == 25_000 && schedule.qualifiedOvertime.limit[.marriedFilingSeparately] == 0)
      #expect(schedule.passengerVehicleLoanInterest.limit[.marriedFilingSeparately] == 10_000)
      #expect(!schedule.qualifiedTips.partialStepCounts && schedule.passengerVehicleLoanInterest.partialStepCounts)
      #expect(rules.studentLoanInterest?.limit[.marriedFilingSeparately] == 0)
    }
  }
}
