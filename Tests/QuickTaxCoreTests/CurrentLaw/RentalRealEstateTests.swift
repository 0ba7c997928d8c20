import Foundation
import Testing

@testable import QuickTaxCore

/// Schedule E and Form 8582 (IRC §469(i)), and California's FTB 3801: Pub 925's example and the
/// form's lines written out beside each case (neither reference engine has Form 8582).
@Suite("Current law: rental real estate and the passive activity loss limit")
struct RentalRealEstateTests {
  typealias Property = (id: String, net: String, active: Bool, prior: String)

  static func household(
    year: Int = 2025, status: FilingStatus = .single, california: Bool = false, user: [String: String] = [:], properties: [Property],
    spouseProperties: [Property] = [], family: [String: String] = [:], californiaPrior: [String: String] = [:]
  ) -> Household {
    var household = BusinessRulesTests.household(
      year: year, status: status, california: california, user: user, spouse: status == .marriedFilingJointly ? [:] : nil, family: family)
    func rentals(_ list: [Property]) -> [RentalProperty] {
      list.map { given in
        var property = RentalProperty()
        property.id = InputText(given.id)
        property.netIncome = InputText(given.net)
        property.activeParticipation = given.active ? .empty : InputText("false")
        property.priorYearUnallowedLoss = InputText(given.prior)
        if let california = californiaPrior[given.id] { property.californiaPriorYearUnallowedLoss = InputText(california) }
        return property
      }
    }
    household.userIncome.rentalProperties = rentals(properties)
    household.spouseIncome.rentalProperties = rentals(spouseProperties)
    return household
  }

  static func form8582(_ household: Household) throws -> PassiveActivityLossWorksheet<Double> {
    try #require(try BusinessRulesTests.steps(household).income.rentalRealEstate)
  }

  @Test("Pub 925, Special $25,000 allowance: Kate's $26,000 rental loss, $15,000 of it against partnership income, $11,000 against wages")
  func pub925Kate() throws {
    // Wages $90,000; a limited partnership's $15,000 of passive income (an activity without active
    // participation: Worksheet 2); a $26,000 loss with active participation. Line 3: −11,000;
    // modified AGI leaves the passive net loss out: $90,000, under $100,000, so line 8 is $25,000
    // and line 9 the whole $11,000 of line 4. Every loss is allowed.
    let household = Self.household(
      user: ["ytdWage": "90000"], properties: [("rental", "-26000", true, ""), ("partnership", "15000", false, "")])
    let form = try Self.form8582(household)
    #expect(form.activeTotal == -26_000 && form.otherTotal == 15_000 && form.total == -11_000)
    #expect(form.modifiedAGI == 90_000 && form.lossEligibleForAllowance == 11_000 && form.maximumAllowance == 25_000)
    #expect(form.specialAllowance == 11_000 && form.income == 15_000 && form.lossesAllowed == 26_000 && form.unallowedLoss == 0)
    #expect(form.rentalIncome == -11_000)
    #expect(try BusinessRulesTests.steps(household).adjustedGrossIncome == 79_000)
  }

  @Test("the allowance phases out: 50% of modified AGI over $100,000, gone at $150,000 (Form 8582 lines 5–9)", arguments: [
    // (wages, allowed): $100,000 → the full $25,000; $120,000 → (150,000 − 120,000) × 50% = $15,000;
    // $149,999 → $0.50; $150,000 → nothing.
    (100_000.0, 25_000.0), (120_000.0, 15_000.0), (149_999.0, 0.5), (150_000.0, 0.0),
  ])
  func phaseOut(wages: Double, allowed: Double) throws {
    let household = Self.household(user: ["ytdWage": String(Int(wages))], properties: [("house", "-30000", true, "")])
    let form = try Self.form8582(household)
    #expect(form.modifiedAGI == wages && form.specialAllowance == allowed)
    #expect(form.unallowedLoss == 30_000 - allowed && form.activities[0].unallowedLoss == 30_000 - allowed)
    #expect(BusinessRulesTests.close(try BusinessRulesTests.steps(household).adjustedGrossIncome, wages - allowed))
  }

  @Test("modified AGI leaves out the IRA deduction and half the SE tax (Form 8582 line 6; IRC §469(i)(3)(E))")
  func modifiedAGI() throws {
    // Schedule C profit 50,000: SE tax 7,064.775, half 3,532.3875; wages 60,000; IRA 7,000 (not
    // covered at work: deducted in full). Line 6: 110,000 without either → line 8 = 20,000.
    let household = Self.household(
      user: ["ytdWage": "60000", "selfEmploymentReceipts": "50000", "iraContributions": "7000", "hsaContributions": "4000"],
      properties: [("house", "-30000", true, "")])
    let form = try Self.form8582(household)
    // The HSA deduction (Schedule 1 line 13) is not left out: 110,000 − 4,000 = 106,000 → 22,000.
    #expect(form.modifiedAGI == 106_000 && form.specialAllowance == 22_000)
    let steps = try BusinessRulesTests.steps(household)
    #expect(BusinessRulesTests.close(steps.adjustedGrossIncome, 110_000 - 22_000 - 4_000 - 3_532.3875 - 7_000))
  }

  @Test("prior-year unallowed losses: absorbed by the year's net passive income, released when line 3 is not a loss")
  func carryforward() throws {
    // A property with $8,000 of income and $5,000 carried from earlier years, modified AGI $200,000
    // (no allowance): line 3 is +3,000, so every loss is allowed and Schedule E shows $3,000.
    let released = try Self.form8582(Self.household(user: ["ytdWage": "200000"], properties: [("flat", "8000", true, "5000")]))
    #expect(released.total == 3_000 && released.rentalIncome == 3_000 && released.unallowedLoss == 0 && !released.specialAllowanceApplies)
    // $4,000 of income and $10,000 carried: line 3 −6,000, line 9 0 at $200,000; the $4,000 of
    // income (line 10) absorbs that much of the earlier loss: the property's overall loss of $6,000
    // (Worksheet 5 column (a)) is all unallowed and carries on; Schedule E shows nothing.
    let held = try Self.form8582(Self.household(user: ["ytdWage": "200000"], properties: [("flat", "4000", true, "10000")]))
    #expect(held.total == -6_000 && held.specialAllowance == 0 && held.lossesAllowed == 4_000 && held.unallowedLoss == 6_000)
    #expect(held.rentalIncome == 0 && held.activities[0].allowedLoss == 0 && held.activities[0].scheduleEIncome == 0)
  }

  @Test("Worksheets 3–5: the allowance and the unallowed loss spread in proportion to the losses")
  func allocation() throws {
    // Two actively managed houses, −20,000 and −10,000, and a passive partnership loss of −6,000;
    // wages 130,000. Line 1d −30,000, line 2d −6,000, line 3 −36,000; line 4 30,000; line 8
    // (150,000 − 130,000) × 50% = 10,000 = line 9. Worksheet 3: 2/3 and 1/3 of 10,000. Worksheet 4:
    // 26,000 not allowed, over the losses left (13,333.33, 6,666.67, 6,000: 26,000) — all of them.
    let form = try Self.form8582(
      Self.household(
        user: ["ytdWage": "130000"],
        properties: [("north", "-20000", true, ""), ("south", "-10000", true, ""), ("fund", "-6000", false, "")]))
    #expect(form.total == -36_000 && form.lossEligibleForAllowance == 30_000 && form.specialAllowance == 10_000)
    #expect(BusinessRulesTests.close(form.activities[0].specialAllowance, 6_666.67) && BusinessRulesTests.close(form.activities[1].specialAllowance, 3_333.33))
    #expect(form.activities[2].specialAllowance == 0 && form.unallowedLoss == 26_000)
    #expect(BusinessRulesTests.close(form.activities[0].unallowedLoss, 13_333.33) && BusinessRulesTests.close(form.activities[1].unallowedLoss, 6_666.67))
    #expect(BusinessRulesTests.close(form.activities[2].unallowedLoss, 6_000) && BusinessRulesTests.close(form.rentalIncome, -10_000))
  }

  @Test("Worksheet 4 with income on line 2a: the unallowed loss is line 3's loss less line 9, in proportion")
  func allocationWithIncome() throws {
    // An active house −10,000 and one +4,000 (line 1d −6,000), a passive fund −8,000 (line 2d);
    // modified AGI 160,000: no allowance. Line 3 −14,000 is not allowed; losses 10,000 and 8,000
    // take 10/18 and 8/18 of it: 7,777.78 and 6,222.22; allowed 2,222.22 and 1,777.78 (the 4,000
    // of income absorbs them).
    let form = try Self.form8582(
      Self.household(
        user: ["ytdWage": "160000"], properties: [("a", "-10000", true, ""), ("b", "4000", true, ""), ("c", "-8000", false, "")]))
    #expect(form.specialAllowance == 0 && form.unallowedLoss == 14_000 && form.lossesAllowed == 4_000)
    #expect(BusinessRulesTests.close(form.activities[0].unallowedLoss, 7_777.78) && BusinessRulesTests.close(form.activities[2].unallowedLoss, 6_222.22))
    #expect(BusinessRulesTests.close(form.activities[0].allowedLoss, 2_222.22) && form.rentalIncome == 0)
  }

  @Test("married filing separately: $12,500 from $50,000 to $75,000 when apart all year, nothing when together (§469(i)(5))")
  func separateReturns() throws {
    let apart = ["livedApartAllYear": "true"]
    // Wages 60,000, apart: line 5 75,000, line 7 15,000, line 8 7,500.
    let phased = try Self.form8582(
      Self.household(status: .marriedFilingSeparately, user: ["ytdWage": "60000"], properties: [("h", "-20000", true, "")], family: apart))
    #expect(phased.modifiedAGILimit == 75_000 && phased.specialAllowance == 7_500 && phased.unallowedLoss == 12_500)
    // Wages 40,000: half of 35,000 is 17,500, above the $12,500 maximum.
    let capped = try Self.form8582(
      Self.household(status: .marriedFilingSeparately, user: ["ytdWage": "40000"], properties: [("h", "-20000", true, "")], family: apart))
    #expect(capped.maximumAllowance == 12_500 && capped.specialAllowance == 12_500)
    // Lived together at some time: Part II does not apply.
    let together = try Self.form8582(
      Self.household(status: .marriedFilingSeparately, user: ["ytdWage": "40000"], properties: [("h", "-20000", true, "")]))
    #expect(!together.specialAllowanceApplies && together.specialAllowance == 0 && together.unallowedLoss == 20_000)
    // A joint return puts both spouses' properties on one Form 8582; the $25,000 is the couple's.
    let joint = try Self.form8582(
      Self.household(
        status: .marriedFilingJointly, user: ["ytdWage": "40000"], properties: [("his", "-20000", true, "")],
        spouseProperties: [("hers", "-15000", true, "")]))
    #expect(joint.activities.count == 2 && joint.specialAllowance == 25_000 && joint.unallowedLoss == 10_000)
  }

  @Test("net investment income includes the rental income or loss allowed (Form 8960 line 4a)")
  func netInvestmentIncome() throws {
    let household = Self.household(
      user: ["ytdWage": "300000", "interestIncome": "100000"], properties: [("h", "50000", true, ""), ("loss", "-20000", false, "")])
    // Line 3 +30,000: allowed in full. NII 100,000 + 30,000; MAGI 430,000.
    let steps = try BusinessRulesTests.steps(household)
    #expect(steps.netInvestmentIncome == 130_000 && steps.investmentIncomeMAGIExcess == 230_000)
  }

  @Test("FTB 3801: California's modified AGI (the HSA added back) and California's own prior-year losses")
  func california() throws {
    // Wages 110,000, HSA 4,000: federal modified AGI 106,000 → $22,000 allowed; California has no
    // HSA deduction (R&TC §17131.4): 110,000 → $20,000. Loss 25,000.
    let household = Self.household(
      california: true, user: ["ytdWage": "110000", "hsaContributions": "4000"], properties: [("h", "-25000", true, "")])
    let worksheet = try CurrentLawTests.worksheet(household)
    let steps = try #require(worksheet.currentLaw)
    let california = try #require(steps.california?.rentalRealEstate)
    #expect(try Self.form8582(household).specialAllowance == 22_000 && california.specialAllowance == 20_000)
    #expect(steps.adjustedGrossIncome == 84_000 && steps.california?.adjustedGrossIncome == 90_000)
    #expect(california.unallowedLoss == 5_000)
    // California's own carryover from earlier years replaces the federal one where given.
    let own = try CurrentLawTests.worksheet(
      Self.household(
        california: true, user: ["ytdWage": "200000"], properties: [("h", "9000", true, "4000")], californiaPrior: ["h": "1000"]))
    #expect(own.currentLaw?.income.rentalRealEstate?.rentalIncome == 5_000 && own.currentLaw?.california?.rentalRealEstate?.rentalIncome == 8_000)
    #expect(own.currentLaw?.california?.adjustedGrossIncome == 208_000)
  }
}
