import QuickTaxCore
import Testing

@Suite("Federal tax")
struct FederalTaxTests {
  @Test("the 2026 SALT cap phases out at 30% above $500,000, never below $10,000; 2025 is flat")
  func saltCap() throws {
    let engine = try TestSupport.engine()
    let cap2026 = try TestSupport.tables(2026).federal.saltCap
    #expect(engine.getFederalSaltCap(cap2026, magi: 500_000) == 40_000)
    #expect(engine.getFederalSaltCap(cap2026, magi: 550_000) == 25_000)
    #expect(engine.getFederalSaltCap(cap2026, magi: 600_000) == 10_000)
    #expect(engine.getFederalSaltCap(cap2026, magi: 5_000_000) == 10_000)
    #expect(engine.getFederalSaltCap(try TestSupport.tables(2025).federal.saltCap, magi: 1_000_000) == 10_000)
  }

  @Test("itemized: SALT capped, mortgage interest prorated by the limit of the loan's date")
  func itemized() throws {
    let engine = try TestSupport.engine()
    let deductions = TestSupport.deductions([
      "propertyTax": "15000", "otherStateIncomeTax": "8000", "mortgageInterest": "50000",
      "mortgageBalance": "1200000", "mortgageLoanDate": "before-dec-16-2017", "donations": "5000",
    ])
    let details = engine.calculateFederalItemizedDeductionDetails(
      deductions, estimatedCAStateTax: 0, includeCaliforniaTax: false, tables: try TestSupport.tables().federal, magi: 100_000)
    #expect(details.saltDeduction == 10_000 && details.saltCapped && details.saltCap == 10_000)
    #expect(details.mortgageLimit == 1_000_000 && details.mortgageLimited)
    let prorated: Double = 50_000 * (1_000_000 / 1_200_000)
    #expect(details.effectiveMortgageInterest == prorated)
    #expect(details.total == 10_000 + prorated + 5_000)
  }

  @Test("a later loan is limited at $750,000; with no loan date no limit applies")
  func mortgageLimits() throws {
    let engine = try TestSupport.engine()
    let federal = try TestSupport.tables().federal
    func total(_ fields: [String: String]) -> Double {
      engine.calculateFederalItemizedDeductions(
        TestSupport.deductions(fields), estimatedCAStateTax: 0, includeCaliforniaTax: false, tables: federal, magi: 0)
    }
    #expect(total(["mortgageInterest": "30000", "mortgageBalance": "1000000", "mortgageLoanDate": "after-dec-15-2017"]) == 22_500)
    #expect(total(["mortgageInterest": "30000", "mortgageBalance": "2000000", "mortgageLoanDate": ""]) == 30_000)
  }

  @Test("with California on, SALT uses the estimate of California tax, not the other state's tax")
  func saltUsesCaliforniaEstimate() throws {
    let engine = try TestSupport.engine()
    let details = engine.calculateFederalItemizedDeductionDetails(
      TestSupport.deductions(["propertyTax": "5000", "otherStateIncomeTax": "9999"]), estimatedCAStateTax: 3_000,
      includeCaliforniaTax: true, tables: try TestSupport.tables().federal, magi: 100_000)
    #expect(details.stateIncomeTax == 3_000 && details.saltDeduction == 8_000 && !details.saltCapped)
  }

  @Test("gains stack on ordinary income; the total is rounded from unrounded parts")
  func capitalGainsStacking() throws {
    let engine = try TestSupport.engine()
    let result = engine.calculateFederalTax(
      FederalIncomeBreakdown(ordinaryIncome: 50_000, qualifiedDividends: 0, longTermCapitalGains: 15_000, shortTermCapitalGains: 0),
      deduction: DeductionInfo(type: .standard, amount: 15_000), filingStatus: .single,
      tables: try TestSupport.tables().federal, totalIncome: 65_000, withholdings: 1_000, estimatedPayments: 500)
    // Ordinary: 11,925 × 10% + 23,075 × 12% = 3,961.50. Gains: 13,350 at 0% to 48,350, 1,650 × 15% = 247.50.
    #expect(result.incomeComponents.ordinaryTaxableIncome == 35_000)
    #expect(result.ordinaryIncomeTax == 3_962 && result.capitalGainsTax == 248)
    #expect(result.totalTax == 4_209)  // round(3,961.50 + 247.50), not 3,962 + 248
    #expect(result.capitalGainsBrackets.map(\.taxableInBracket) == [13_350, 1_650])
    #expect(result.owedOrRefund == 2_709)
    #expect(result.taxableIncome == 50_000)
  }

  @Test("deduction left over by ordinary income shelters gains")
  func remainingDeduction() throws {
    let result = try TestSupport.engine().calculateFederalTax(
      FederalIncomeBreakdown(ordinaryIncome: 10_000, qualifiedDividends: 20_000, longTermCapitalGains: 0, shortTermCapitalGains: 0),
      deduction: DeductionInfo(type: .standard, amount: 15_000), filingStatus: .single,
      tables: try TestSupport.tables().federal, totalIncome: 30_000, withholdings: 0, estimatedPayments: 0)
    #expect(result.taxableIncome == 15_000 && result.incomeComponents.ordinaryTaxableIncome == 0)
    #expect(result.capitalGainsBrackets.map(\.taxableInBracket) == [15_000] && result.totalTax == 0)
  }

  @Test("a breakdown without its detail fields leaves them undefined and non-qualified dividends NaN")
  func partialBreakdown() throws {
    let result = try TestSupport.engine().calculateFederalTax(
      FederalIncomeBreakdown(ordinaryIncome: 10_000, qualifiedDividends: 0, longTermCapitalGains: 0, shortTermCapitalGains: 0),
      deduction: DeductionInfo(type: .standard, amount: 15_000), filingStatus: .single,
      tables: try TestSupport.tables().federal, totalIncome: 10_000, withholdings: 0, estimatedPayments: 0)
    #expect(result.incomeComponents.nonQualifiedDividends.isNaN)
    #expect(result.incomeComponents.wages == nil)
    #expect(result.incomeComponents.json["wages"] == nil)
    #expect(result.incomeComponents.json["nonQualifiedDividends"] == .null)
  }
}
