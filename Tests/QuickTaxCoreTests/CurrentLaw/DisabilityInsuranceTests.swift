import Testing

@testable import QuickTaxCore

/// `ytdCaliforniaSDIWithheld`: the SDI (or VPDI) a pay stub shows withheld so far, used for
/// Schedule A line 5a instead of the statutory rate, with wages still to come at the same rate.
@Suite("Current law: California SDI as withheld")
struct DisabilityInsuranceTests {
  static func household(sdi: String?, ytdWage: String = "100000", futureWage: String = "20000", spouse: [String: String]? = nil) -> Household {
    var user = ["ytdWage": ytdWage, "futureWage": futureWage, "ytdStateWithhold": "5000"]
    if let sdi { user["ytdCaliforniaSDIWithheld"] = sdi }
    return BusinessRulesTests.household(
      status: spouse == nil ? .single : .marriedFilingJointly, california: true, user: user, spouse: spouse,
      deductions: ["propertyTax": "9000", "mortgageInterest": "12000"])
  }

  @Test("a voluntary plan's rate: $900 on $100,000 to date, and 0.9% of the $20,000 to come, is SALT's SDI")
  func voluntaryPlan() throws {
    let steps = try BusinessRulesTests.steps(Self.household(sdi: "900"))
    let sdi = try #require(steps.stateIncomeTaxPaid.disabilityInsuranceByPerson.first)
    #expect(sdi.basis == .withheldToDate && sdi.withheldToDate == 900 && sdi.wagesToCome == 20_000)
    #expect(abs(sdi.rateOnWagesToCome - 0.009) < 1e-12 && abs(sdi.amount - 1_080) < 1e-9)
    // Schedule A line 5a: withholding $5,000 + SDI $1,080; line 5b $9,000.
    #expect(abs(steps.stateIncomeTaxPaid.total - 6_080) < 1e-9 && abs(steps.scheduleA.stateIncomeTax - 6_080) < 1e-9)
    #expect(abs(steps.scheduleA.saltDeduction - 15_080) < 1e-9)
    // Without it: 1.2% of $120,000.
    let statutory = try BusinessRulesTests.steps(Self.household(sdi: nil))
    #expect(statutory.stateIncomeTaxPaid.disabilityInsuranceByPerson.first?.basis == .statutoryRate)
    #expect(abs(statutory.scheduleA.stateIncomeTax - 6_440) < 1e-9)
  }

  @Test("an exempt employee: 0 withheld to date, none on wages to come")
  func exempt() throws {
    let steps = try BusinessRulesTests.steps(Self.household(sdi: "0"))
    #expect(steps.stateIncomeTaxPaid.disabilityInsurance == 0 && steps.scheduleA.stateIncomeTax == 5_000)
  }

  @Test("no wages to date: the figure given, and the statutory rate on wages to come")
  func noWagesToDate() throws {
    let steps = try BusinessRulesTests.steps(Self.household(sdi: "0", ytdWage: "0", futureWage: "50000"))
    let sdi = try #require(steps.stateIncomeTaxPaid.disabilityInsuranceByPerson.first)
    #expect(sdi.basis == .withheldToDate && sdi.rateOnWagesToCome == 0.012 && abs(sdi.amount - 600) < 1e-9)
    #expect(steps.stateIncomeTaxPaid.notices.isEmpty)
    // SDI withheld with no wages to date is used, and named.
    let odd = try BusinessRulesTests.steps(Self.household(sdi: "500", ytdWage: "0", futureWage: "50000"))
    #expect(abs(odd.stateIncomeTaxPaid.disabilityInsurance - 1_100) < 1e-9)
    #expect(odd.stateIncomeTaxPaid.notices.map(\.description) == ["userIncome.ytdCaliforniaSDIWithheld: 500 with no wages to date (userIncome.ytdWage): check it (it is used as entered)"])
  }

  @Test("each person on a joint return: one as given, the other at the statutory rate")
  func eachPerson() throws {
    let steps = try BusinessRulesTests.steps(Self.household(sdi: "0", spouse: ["ytdWage": "50000"]))
    let people = steps.stateIncomeTaxPaid.disabilityInsuranceByPerson
    #expect(people.map(\.basis) == [.withheldToDate, .statutoryRate])
    #expect(people[0].amount == 0 && abs(people[1].amount - 600) < 1e-9 && abs(steps.stateIncomeTaxPaid.disabilityInsurance - 600) < 1e-9)
  }

  @Test("the annualized periods: SDI withheld with the period's wages at the person's rate")
  func annualizedPeriods() throws {
    // $50,000 of wages by March (annualized: $200,000), the rest in December; itemizing $20,000
    // of mortgage interest and the SDI: the first column's tax is 24% of the SDI below the statutory 1.2%.
    func firstColumnTax(_ sdi: String?) throws -> Double {
      var household = BusinessRulesTests.household(
        california: true, user: ["ytdWage": "200000"].merging(sdi.map { ["ytdCaliforniaSDIWithheld": $0] } ?? [:]) { a, _ in a },
        deductions: ["mortgageInterest": "20000"])
      household.estimatedPayments = EstimatedPaymentsData()
      let engine = try CurrentLawTests.engine(year: 2025)
      let report = try engine.report(household)
      var planning = PlanningInputs()
      planning.incomeByPeriod = ["wages": ["50000", "0", "0", "150000"]]
      let rules = try #require(EmbeddedTaxData.catalog.penaltyRules[2025]?[.federal]?.binary)
      let columns = try #require(
        engine.annualizedPeriods(
          report, planning: planning, dated: engine.datedIncome(report, schedules: engine.paycheckSchedules(report)),
          periods: rules.installments.map { ($0.periodEndDay, $0.periodEnd, $0.annualizationFactor) }))
      return columns[0].federalTax
    }
    let statutory = try firstColumnTax(nil)
    // Exempt: $2,400 less SDI (1.2% of $200,000); half the rate ($1,200 of $200,000): $1,200 less.
    #expect(abs(try firstColumnTax("0") - statutory - 576) <= 1)
    #expect(abs(try firstColumnTax("1200") - statutory - 288) <= 1)
  }

  @Test("the fast reader reads it as the decoder does, and leaves a refused one to the decoder", arguments: [
    (#""900""#, true), ("900", true), (#""0""#, true), (#""""#, true), (#""-40""#, false), ("-40", false), (#""12abc""#, false), ("true", false),
  ])
  func fastReader(_ value: String, _ readFast: Bool) {
    let text = #"{"taxYear": 2025, "userIncome": {"ytdWage": "100000", "ytdCaliforniaSDIWithheld": \#(value)}, "spouseIncome": {"ytdCaliforniaSDIWithheld": \#(value)}}"#
    #expect(HouseholdFastReaderTests.agree(text, .strict) == readFast)
    let household = HouseholdDecoder(reading: .strict).decodeParsing(Array(text.utf8)).household
    if readFast { #expect(household?.userIncome.ytdCaliforniaSDIWithheld.text == value.replacingOccurrences(of: "\"", with: "")) }
  }
}
