import Foundation
import QuickTaxCore
import Testing

/// Washington's capital gains excise tax (RCW 82.87) line by line, each figure worked in the
/// statute's order beside the test: the federal net long-term gain, less exempt gains, less the
/// standard deduction ($278,000 for 2025) and the charitable deduction, at 7%, and 2.9% more above
/// $1,000,000 of Washington capital gains (ESSB 5813, from 2025).
@Suite("Washington's capital gains excise tax")
struct WashingtonCapitalGainsExciseTests {
  static func result(
    year: Int = 2025, status: FilingStatus = .single, longTerm: String, shortTerm: String = "", deductions: [String: String] = [:],
    carryover: String = ""
  ) throws -> TaxCalculationResult<Double> {
    var household = CurrentLawTests.household(
      year: year, status: status, wages: ["120000"], fields: ["longTermGains": longTerm, "shortTermGains": shortTerm], deductions: deductions)
    household.residence = Residence(state: .WA)
    household.includeCaliforniaTax = false
    household.carryovers.longTermCapitalLoss = InputText(carryover)
    return try CurrentLawTests.engine(year: year).report(household).estimate.result
  }

  static func line(_ tax: StateTaxReturn<Double>, _ key: String) -> Double? { tax.lines.first { $0.key == key }?.amount }

  @Test("the two rates: $1,778,000 of gains less $278,000 is $1,500,000: 7% of it and 2.9% of $500,000, $119,500")
  func bothRates() throws {
    let tax = try #require(try Self.result(longTerm: "1778000").stateTax)
    #expect(tax.jurisdiction == .washington && tax.taxName == "Washington capital gains excise tax")
    #expect(Self.line(tax, "washingtonCapitalGains") == 1_500_000)
    #expect(Self.line(tax, "taxAtBaseRate") == 105_000 && Self.line(tax, "additionalTax") == 14_500)
    #expect(tax.totalTax == 119_500 && tax.owedOrRefund == 119_500 && tax.payments == 0)
  }

  @Test("gains within the standard deduction owe nothing and need no return; above it, 7% of the excess")
  func standardDeduction() throws {
    let within = try #require(try Self.result(longTerm: "250000").stateTax)
    #expect(within.totalTax == 0 && within.notes.contains { $0.hasPrefix("No return is required") })
    let above = try #require(try Self.result(longTerm: "300000").stateTax)
    #expect(above.totalTax == 1_540 && Self.line(above, "standardDeduction") == 278_000)  // 22,000 × 7%
  }

  @Test("exempt gains and the charitable deduction: gifts above $278,000, at most $111,000")
  func deductions() throws {
    // 600,000 − 150,000 exempt = 450,000; − 278,000; − (300,000 − 278,000 = 22,000) = 150,000 → 10,500.
    let some = try #require(try Self.result(longTerm: "600000", deductions: ["washingtonExemptGains": "150000", "washingtonCharitableDonations": "300000"]).stateTax)
    #expect(Self.line(some, "exemptGains") == 150_000 && Self.line(some, "charitableDeduction") == 22_000 && some.totalTax == 10_500)
    // Gifts of 500,000: 222,000 above the threshold, capped at 111,000: 600,000 − 278,000 − 111,000 = 211,000 → 14,770.
    let capped = try #require(try Self.result(longTerm: "600000", deductions: ["washingtonCharitableDonations": "500000"]).stateTax)
    #expect(Self.line(capped, "charitableDeduction") == 111_000 && capped.totalTax == 14_770)
    // Exempt gains above the gain leave nothing, never a negative figure.
    let allExempt = try #require(try Self.result(longTerm: "200000", deductions: ["washingtonExemptGains": "900000"]).stateTax)
    #expect(Self.line(allExempt, "adjustedCapitalGain") == 0 && Self.line(allExempt, "exemptGains") == 200_000 && allExempt.totalTax == 0)
  }

  @Test("only the net long-term gain: short-term gains are not taxed, short-term losses do not reduce it, a long-term carryover does")
  func longTermOnly() throws {
    #expect(try Self.result(longTerm: "", shortTerm: "500000").stateTax?.totalTax == 0)
    // Schedule D line 15 is 400,000 whatever the short-term loss: (400,000 − 278,000) × 7% = 8,540.
    #expect(try Self.result(longTerm: "400000", shortTerm: "-100000").stateTax?.totalTax == 8_540)
    // A long-term carryover of 50,000 is in line 15: (350,000 − 278,000) × 7% = 5,040.
    #expect(try Self.result(longTerm: "400000", carryover: "50000").stateTax?.totalTax == 5_040)
    #expect(try Self.result(longTerm: "-40000").stateTax?.totalTax == 0)
  }

  @Test("2026: the deductions not yet published are 2025's, and the return says so")
  func unpublished() throws {
    let tax = try #require(try Self.result(year: 2026, longTerm: "300000").stateTax)
    #expect(tax.totalTax == 1_540)
    #expect(tax.notes.contains { $0.hasPrefix("Not yet published: the DOR publishes 2026's amounts by October 31, 2026") })
    let published = try #require(try Self.result(longTerm: "300000").stateTax)
    #expect(!published.notes.contains { $0.hasPrefix("Not yet published") })
  }

  @Test("married filing separately: the one deduction for the couple is taken whole, and said so")
  func separate() throws {
    let tax = try #require(try Self.result(status: .marriedFilingSeparately, longTerm: "300000").stateTax)
    #expect(tax.totalTax == 1_540 && tax.notes.contains { $0.hasPrefix("Married filing separately: the $278,000 deduction is one for the couple") })
  }

  @Test("the federal return is the one California off makes: the excise is not on Schedule A")
  func federalUnchanged() throws {
    let washington = try Self.result(longTerm: "1778000", deductions: ["propertyTax": "9000"])
    var household = CurrentLawTests.household(wages: ["120000"], fields: ["longTermGains": "1778000"], deductions: ["propertyTax": "9000"])
    household.includeCaliforniaTax = false
    let none = try CurrentLawTests.engine(year: 2025).report(household).estimate.result
    #expect(washington.federalTax.json == none.federalTax.json && none.stateTax == nil)
  }
}
