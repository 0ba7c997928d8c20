import Foundation
import QuickTaxCore
import Testing

/// The planner's rules the hand-checked fixtures do not reach: a part-year prior return,
/// California's prior-year $500 exception, rate periods with no published rate (projected), the withholding
/// alternative, and the two arithmetics agreeing.
@Suite("Safe-harbor plan")
struct EstimatedTaxPlanTests {
  static func plans<N: TaxNumber>(
    _ household: Household, planning: PlanningInputs = PlanningInputs(), now: String, tables: TaxTables<N>,
    rules: (TaxDataCatalog.PenaltyRules) -> EstimatedTaxPenaltyRules<N>
  ) throws -> [TaxDataFile.Jurisdiction: EstimatedTaxPlan<N>] {
    let clock = try #require(CalculationClock(nowISO8601: now, timeZone: .utc))
    let engine = TaxEngine(tables: tables, clock: clock)
    let penaltyRules = try #require(EmbeddedTaxData.catalog.penaltyRules[household.taxYear]).mapValues(rules)
    let plans = engine.plans(try engine.report(household), planning: planning, rules: penaltyRules)
    return Dictionary(uniqueKeysWithValues: plans.map { ($0.jurisdiction, $0) })
  }

  static func plans(_ household: Household, planning: PlanningInputs = PlanningInputs(), now: String = "2025-06-01T12:00:00.000Z")
    throws -> [TaxDataFile.Jurisdiction: EstimatedTaxPlan<Double>]
  {
    try plans(household, planning: planning, now: now, tables: try EmbeddedTaxData.quickTaxWeb().binaryTables, rules: \.binary)
  }

  /// $100,000 of wages in simple mode ($13,614 federal and $5,327 California tax).
  static func wages(year: Int = 2025, federal: (String, String), state: (String, String) = ("", ""), california: Bool = false) -> Household {
    var household = Household()
    household.filingStatus = .single
    household.taxYear = year
    household.includeCaliforniaTax = california
    household.userIncome = TestSupport.income([
      "incomeMode": "simple", "ytdWage": "60000", "futureWage": "40000", "ytdFederalWithhold": federal.0,
      "futureFederalWithhold": federal.1, "ytdStateWithhold": state.0, "futureStateWithhold": state.1,
    ])
    return household
  }

  @Test("last year's tax is not used when last year's return covered less than 12 months")
  func partYearPriorReturn() throws {
    var planning = PlanningInputs()
    planning.priorYearFederalTax = "1000"
    planning.priorYearFullYearReturn = false
    let federal = try #require(try Self.plans(Self.wages(federal: ("7000", "5000")), planning: planning)[.federal])
    #expect(federal.priorYearBasis == nil)
    #expect(federal.priorYearUnavailableReason == "last year's return did not cover 12 months")
    #expect(abs(federal.requiredAnnualPayment - 12_252.6) < 1e-9)
  }

  @Test("California: no penalty when last year's tax was under $500, whatever this year's")
  func californiaPriorYearUnder500() throws {
    var planning = PlanningInputs()
    planning.priorYearCaliforniaTax = "400"
    let household = Self.wages(federal: ("7000", "5000"), state: ("1000", "1000"), california: true)
    let california = try #require(try Self.plans(household, planning: planning)[.california])
    #expect(california.noPenaltyReason == "last year's tax was under $500")
    #expect(california.installments.compactMap(\.minimumPayment) == [0, 0])
    #expect(california.penaltyIfNothingMore.total == 0)
    // The same household without last year's figure owes estimates: $5,327 − $2,000 is over $500.
    let without = try #require(try Self.plans(household)[.california])
    #expect(without.noPenaltyReason == nil && without.penaltyIfNothingMore.total > 0)
  }

  @Test("2026: days after the last published rate are priced at it, marked projected, and the plan says so")
  func projectedRate() throws {
    let plan = try #require(
      try Self.plans(Self.wages(year: 2026, federal: ("1000", "1000")), now: "2026-11-22T12:00:00.000Z")[.federal])
    // Q4 (January 15, 2027) runs into 2027, whose rate is not published: 7%, October's, carried on.
    #expect(plan.projectedRates == [
      "2027-01-01 to 2027-04-15 at 7%, the last published rate: the rate for the quarter beginning January 1, 2027 "
        + "(which also covers April 1-15, 2027) was not found published"
    ])
    #expect(plan.unknownRates.isEmpty && !plan.penaltyIfNothingMore.hasUnknownRates)
    let q4 = try #require(plan.penaltyIfNothingMore.installments.last)
    // $7,850.92 × 90 / 365 × 7%.
    #expect(q4.slices.map(\.days) == [90] && q4.slices.allSatisfy { $0.projected && $0.rate == 0.07 })
    #expect(abs(q4.penalty - 135.51) < 1e-9 && abs(q4.projectedPenalty - 135.51) < 1e-9)
    // Earlier installments' days in 2027 are projected too; their 2026 days are not.
    #expect(abs(plan.penaltyIfNothingMore.total - 264.69) < 1e-9)
    #expect(abs(plan.penaltyIfNothingMore.projectedPenalty - 177.26) < 1e-9)
  }

  @Test("the withholding alternative: the shortfall over the paychecks left; none when withholding is timed by its dates")
  func withholdingAlternative() throws {
    var household = Household()
    household.filingStatus = .single
    household.userIncome = TestSupport.income([
      "incomeMode": "detailed", "ytdWage": "50000", "ytdFederalWithhold": "4000", "paycheckWage": "4000", "paycheckFederal": "300",
      "payFrequency": "biweekly", "nextPayDate": "2025-06-13", "lastPayDate": "2025-12-19",
    ])
    household.includeCaliforniaTax = false
    let federal = try #require(try Self.plans(household)[.federal])
    let alternative = try #require(federal.withholdingAlternative)
    // 14 biweekly paychecks from June 13 to December 19; $4,000 + 14 × $300 = $8,200 withheld.
    #expect(alternative.remainingPaychecks == 14)
    #expect(abs(alternative.extraPerPaycheck - (federal.requiredAnnualPayment - 8_200) / 14) < 1e-9)
    var planning = PlanningInputs()
    planning.withholdingTiming = .actual
    #expect(try #require(try Self.plans(household, planning: planning)[.federal]).withholdingAlternative == nil)
  }

  @Test("decimal arithmetic gives the binary plan's figures to the cent")
  func arithmeticsAgree() throws {
    var planning = PlanningInputs()
    planning.priorYearFederalTax = "11000"
    planning.priorYearFederalAGI = "160000"
    let household = Self.wages(federal: ("6000", "4000"), state: ("2500", "1800"), california: true)
    let binary = try Self.plans(household, planning: planning)
    let decimal = try Self.plans(
      household, planning: planning, now: "2025-06-01T12:00:00.000Z", tables: try EmbeddedTaxData.quickTaxWeb().decimalTables, rules: \.decimal)
    for jurisdiction in [TaxDataFile.Jurisdiction.federal, .california] {
      let b = try #require(binary[jurisdiction]), d = try #require(decimal[jurisdiction])
      #expect(abs(b.requiredAnnualPayment - d.requiredAnnualPayment.doubleValue) < 0.005)
      #expect(zip(b.installments, d.installments).allSatisfy { abs(($0.minimumPayment ?? 0) - ($1.minimumPayment?.doubleValue ?? 0)) < 0.005 })
      #expect(abs(b.penaltyIfNothingMore.total - d.penaltyIfNothingMore.total.doubleValue) < 0.005)
    }
  }
}
