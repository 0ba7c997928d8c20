import QuickTaxCore
import Testing

@Suite("The whole calculation (orchestrator)")
struct ComprehensiveTaxTests {
  func household(_ user: [String: String], deductions: [String: String] = [:], california: Bool = false) -> Household {
    var household = Household()
    household.filingStatus = .single
    household.includeCaliforniaTax = california
    household.userIncome = TestSupport.income(user.merging(["incomeMode": "simple"]) { $1 })
    household.deductions = TestSupport.deductions(deductions)
    return household
  }

  @Test("a net capital loss offsets other income only up to $3,000")
  func capitalLossLimit() throws {
    let result = try TestSupport.engine().calculateComprehensiveTax(household(["ytdWage": "50000", "shortTermGains": "-10000"]))
    #expect(result.totalIncome == 47_000)
    #expect(result.federalTax.incomeComponents.capitalLossDeduction == -3_000)
    #expect(result.federalTax.incomeComponents.shortTermGains == 0)
  }

  @Test("business expenses come off wages first, then non-qualified dividends and interest in proportion")
  func businessExpenses() throws {
    let result = try TestSupport.engine().calculateComprehensiveTax(
      household(
        ["ytdWage": "1000", "interestIncome": "2000", "ordinaryDividends": "1500", "qualifiedDividends": "500"],
        deductions: ["businessExpenses": "2000"]))
    let components = result.federalTax.incomeComponents
    #expect(result.businessExpenses == 2_000 && result.totalIncome == 2_500)
    #expect(components.wages == 0)
    #expect(components.interestIncome == 2_000 * (2_000 / 3_000.0))
    #expect(components.nonQualifiedDividends == 1_000)  // the component reports the unadjusted figure
  }

  @Test("itemizes only when itemized deductions exceed the standard deduction")
  func standardVersusItemized() throws {
    let engine = try TestSupport.engine()
    let itemizing = try engine.calculateComprehensiveTax(
      household(["ytdWage": "100000"], deductions: ["mortgageInterest": "14000", "donations": "1001"]))
    #expect(itemizing.federalTax.deduction.type == .itemized && itemizing.federalTax.deduction.amount == 15_001)
    let standard = try engine.calculateComprehensiveTax(
      household(["ytdWage": "100000"], deductions: ["mortgageInterest": "14000", "donations": "1000"]))
    #expect(standard.federalTax.deduction.type == .standard && standard.federalTax.deduction.amount == 15_000)
  }

  @Test("California off: no California result, no California plan")
  func californiaOff() throws {
    let estimate = try TestSupport.engine().estimate(household(["ytdWage": "100000"]))
    #expect(estimate.result.californiaTax == nil && estimate.californiaSuggestions.isEmpty)
    #expect(estimate.result.json["californiaTax"] == nil)
  }

  @Test("a tax year without tables is an error that names the supported years")
  func unsupportedYear() throws {
    var unsupported = household(["ytdWage": "1"])
    unsupported.taxYear = 2024
    #expect(throws: UnsupportedHousehold.taxYear(UnsupportedTaxYear(taxYear: 2024, supportedYears: [2025, 2026]))) {
      try TestSupport.engine().calculateComprehensiveTax(unsupported)
    }
  }
}
