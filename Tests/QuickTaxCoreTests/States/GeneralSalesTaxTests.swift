import Foundation
import QuickTaxCore
import Testing

/// Schedule A line 5a's box: general sales taxes in place of state and local income taxes,
/// whichever is the larger (IRC §164(b)(5)).
@Suite("General sales taxes on Schedule A line 5a")
struct GeneralSalesTaxTests {
  static func scheduleA(_ deductions: [String: String], california: Bool = false) throws -> ScheduleAWorksheet<Double> {
    let household = CurrentLawTests.household(california: california, wages: ["90000"], deductions: deductions)
    return try #require(try CurrentLawTests.worksheet(household).currentLaw).scheduleA
  }

  @Test("the larger of the two: sales taxes above the income taxes paid are taken; below, the income taxes")
  func larger() throws {
    let sales = try Self.scheduleA(["generalSalesTax": "3100", "otherStateIncomeTax": "1200", "propertyTax": "5000"])
    #expect(sales.salesTaxElected && sales.stateIncomeTax == 3_100 && sales.saltBeforeCap == 8_100)
    let income = try Self.scheduleA(["generalSalesTax": "900", "otherStateIncomeTax": "1200", "propertyTax": "5000"])
    #expect(!income.salesTaxElected && income.stateIncomeTax == 1_200 && income.saltBeforeCap == 6_200 && income.generalSalesTax == 900)
    let none = try Self.scheduleA(["otherStateIncomeTax": "1200"])
    #expect(!none.salesTaxElected && none.generalSalesTax == 0 && none.stateIncomeTax == 1_200)
  }

  @Test("within the cap with the rest of SALT, as income taxes are")
  func capped() throws {
    let capped = try Self.scheduleA(["generalSalesTax": "12000", "propertyTax": "35000"])
    #expect(capped.salesTaxElected && capped.saltBeforeCap == 47_000 && capped.saltDeduction == capped.saltCap)
  }
}
