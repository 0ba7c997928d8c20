import Foundation
import QuickTaxCore
import QuickTaxFixtures
import Testing

/// Issue 11: the plan's advice works. Over generated households (current law, both
/// jurisdictions, lumpy and even income, payments made or not), doing what the plan says — paying
/// each date's least amount, or instead raising withholding on every paycheck left by the amount it
/// offers — leaves a computed penalty of $0.
@Suite("Following the plan's advice leaves no penalty")
struct FollowingThePlanTests {
  typealias Generator = SeededGenerator

  static let penaltyRules = EmbeddedTaxData.catalog.penaltyRules[2025]?.mapValues(\.binary) ?? [:]

  static func plans(_ household: Household, planning: PlanningInputs, now: String) throws -> [TaxDataFile.Jurisdiction: EstimatedTaxPlan<Double>] {
    let clock = try #require(CalculationClock(nowISO8601: now, timeZone: .utc))
    let engine = TaxEngine(tables: try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables, clock: clock)
    let plans = engine.plans(try engine.report(household), planning: planning, rules: Self.penaltyRules)
    return Dictionary(uniqueKeysWithValues: plans.map { ($0.jurisdiction, $0) })
  }

  /// A household paid by paycheck from `nextPayDate`, under-withheld, some with a large gain or
  /// interest late in the year (planning.incomeByPeriod), some with payments already made.
  static func household(_ random: inout Generator, nextPayDate: String) -> (Household, PlanningInputs) {
    var household = Household()
    household.taxYear = 2025
    household.filingStatus = [.single, .marriedFilingJointly, .headOfHousehold].randomElement(using: &random) ?? .single
    household.includeCaliforniaTax = Bool.random(using: &random)
    let paycheck = Double(Int.random(in: 2_000...15_000, using: &random))
    let ytd = Double(Int.random(in: 10_000...200_000, using: &random))
    var fields = [
      "incomeMode": "detailed", "ytdWage": String(ytd), "ytdFederalWithhold": String((ytd * Double.random(in: 0.02...0.15, using: &random)).rounded()),
      "ytdStateWithhold": String((ytd * Double.random(in: 0.0...0.05, using: &random)).rounded()), "paycheckWage": String(paycheck),
      "paycheckFederal": String((paycheck * Double.random(in: 0.02...0.15, using: &random)).rounded()),
      "paycheckState": String((paycheck * Double.random(in: 0.0...0.05, using: &random)).rounded()), "payFrequency": "biweekly",
      "nextPayDate": nextPayDate,
    ]
    var planning = PlanningInputs()
    if Bool.random(using: &random) {
      let gain = Int.random(in: 20_000...600_000, using: &random)
      fields["longTermGains"] = String(gain)
      planning.incomeByPeriod["longTermGains"] = ["0", "0", "0", InputText(String(gain))]
    }
    if Bool.random(using: &random) { fields["interestIncome"] = String(Int.random(in: 1_000...80_000, using: &random)) }
    household.userIncome = TestSupport.income(fields)
    if Bool.random(using: &random) {
      planning.priorYearFederalTax = InputText(String(Int.random(in: 1_000...120_000, using: &random)))
      planning.priorYearFederalAGI = InputText(String(Int.random(in: 30_000...500_000, using: &random)))
      planning.priorYearCaliforniaTax = InputText(String(Int.random(in: 500...40_000, using: &random)))
      planning.priorYearCaliforniaAGI = planning.priorYearFederalAGI
    }
    if Bool.random(using: &random) { household.estimatedPayments.federalQ1 = InputText(String(Int.random(in: 100...5_000, using: &random))) }
    return (household, planning)
  }

  @Test("paying the least amount on each date leaves no penalty, and nothing more to pay (200 households, as of January 2)")
  func payingTheMinimums() throws {
    var random = Generator(state: 11)
    var checked = 0
    for _ in 0..<200 {
      var (household, planning) = Self.household(&random, nextPayDate: "2025-01-10")
      household.estimatedPayments = EstimatedPaymentsData()
      let now = "2025-01-02T12:00:00.000Z"
      let plans = try Self.plans(household, planning: planning, now: now)
      // Schedule exactly what the plan says, on its dates (rounded up to the cent, as shown).
      for plan in plans.values {
        for installment in plan.installments {
          guard let minimum = installment.minimumPayment, minimum > 0 else { continue }
          var payment = PlanningInputs.DatedPayment()
          payment.jurisdiction = InputText(plan.jurisdiction.rawValue)
          payment.amount = InputText(String((minimum * 100).rounded(.up) / 100))
          payment.date = InputText(installment.dueDate)
          planning.payments.append(payment)
        }
      }
      // Planned again with those payments scheduled: nothing more to pay, no penalty on them.
      for (jurisdiction, plan) in try Self.plans(household, planning: planning, now: now) {
        #expect(plan.installments.allSatisfy { ($0.minimumPayment ?? 0) == 0 }, "\(jurisdiction): \(household) \(planning)")
        #expect(plan.penaltyAsPlanned.total == 0, "\(jurisdiction): \(household) \(planning)")
        checked += 1
      }
    }
    #expect(checked > 250)
  }

  @Test("raising withholding by the amount offered leaves no penalty, past dates included (200 households)")
  func raisingWithholding() throws {
    var random = Generator(state: 29)
    var offers = 0
    for _ in 0..<200 {
      let (household, planning) = Self.household(&random, nextPayDate: "2025-07-04")
      let now = "2025-07-01T12:00:00.000Z"
      for (jurisdiction, plan) in try Self.plans(household, planning: planning, now: now) {
        guard let alternative = plan.withholdingAlternative else { continue }
        offers += 1
        var following = household
        let field = jurisdiction == .federal ? \IncomeData.paycheckFederal : \IncomeData.paycheckState
        // As the plan shows it: whole dollars, rounded up (the engine rounds the paychecks' total).
        let extra = alternative.extraPerPaycheck.rounded(.up)
        following.userIncome[keyPath: field] = InputText(String(Double.parsed(household.userIncome[keyPath: field]) + extra))
        let after = try #require(try Self.plans(following, planning: planning, now: now)[jurisdiction])
        #expect(after.penaltyIfNothingMore.total == 0, "\(jurisdiction) \(alternative.rule): \(household) \(planning)")
      }
    }
    #expect(offers > 100)
  }
}
