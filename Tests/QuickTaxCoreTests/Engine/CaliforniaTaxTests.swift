import QuickTaxCore
import Testing

@Suite("California tax")
struct CaliforniaTaxTests {
  @Test("brackets plus 1% mental health tax above $1,000,000 of taxable income")
  func mentalHealthTax() throws {
    let result = try TestSupport.engine().calculateCaliforniaTax(
      1_200_000, deduction: DeductionInfo(type: .standard, amount: 5_540), filingStatus: .single,
      tables: try TestSupport.tables().california, withholdings: 100_000, estimatedPayments: 0)
    // Taxable 1,194,460: bracket tax 128,313.34; mental health (1,194,460 − 1,000,000) × 1% = 1,944.60.
    #expect(result.taxableIncome == 1_194_460)
    #expect(result.baseTax == 128_313 && result.mentalHealthTax == 1_945)
    #expect(result.totalTax == 130_258)
    #expect(result.owedOrRefund == 30_258)
    #expect(result.distanceToMentalHealthTax == nil)
    #expect(result.taxBrackets.last?.taxableInBracket == 473_146)
  }

  @Test("below the threshold, the distance to it is reported")
  func distanceToMentalHealthTax() throws {
    let result = try TestSupport.engine().calculateCaliforniaTax(
      100_000, deduction: DeductionInfo(type: .standard, amount: 5_540), filingStatus: .single,
      tables: try TestSupport.tables().california, withholdings: 0, estimatedPayments: 0)
    #expect(result.distanceToMentalHealthTax == 905_540)  // 1,000,000 − taxable 94,460
  }

  @Test("itemized: property tax uncapped, mortgage interest limited above a $1,000,000 balance whatever the date")
  func itemized() throws {
    let details = try TestSupport.engine().calculateCaliforniaItemizedDeductionDetails(
      TestSupport.deductions([
        "propertyTax": "12000", "mortgageInterest": "50000", "mortgageBalance": "1500000",
        "mortgageLoanDate": "after-dec-15-2017", "otherStateIncomeTax": "5000",
      ]), tables: try TestSupport.tables().california)
    let prorated: Double = 50_000 * (1_000_000 / 1_500_000)
    #expect(details.effectiveMortgageInterest == prorated && details.mortgageLimited)
    #expect(details.total == 12_000 + prorated)
  }

  @Test("the SALT estimate is California tax with the standard deduction and nothing withheld")
  func saltEstimate() throws {
    let engine = try TestSupport.engine()
    let california = try TestSupport.tables().california
    let estimate = engine.calculateEstimatedCAStateTax(1_200_000, filingStatus: .single, tables: california)
    #expect(estimate == 130_258)
  }
}
