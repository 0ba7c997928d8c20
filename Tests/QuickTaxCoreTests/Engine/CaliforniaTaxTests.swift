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

  @Test("the SALT estimate's own steps give the totalTax of a whole calculateCaliforniaTax, in both arithmetics")
  func saltEstimateMatchesWholeCalculation() throws {
    let ruleSet = try EmbeddedTaxData.quickTaxWeb()
    let clock = try #require(CalculationClock(nowISO8601: "2025-06-15T00:00:00.000Z", timeZone: .utc))
    // Incomes around every bracket edge and the mental health threshold, cents, a loss, and NaN.
    var incomes: [Double] = [-50_000, 0, 0.5, 5_540.49, 1_005_540, 1_005_540.01, 2_500_000.75, .nan]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<400 { incomes.append((Double.random(in: 0..<1_500_000, using: &generator) * 100).rounded() / 100) }
    var compared = 0
    for year in [2025, 2026] {
      let binary = try ruleSet.binaryTables.year(year).california
      let decimal = try ruleSet.decimalTables.year(year).california
      let binaryEngine = TaxEngine(tables: ruleSet.binaryTables, clock: clock)
      let decimalEngine = TaxEngine(tables: ruleSet.decimalTables, clock: clock)
      for status in binary.brackets.statuses {
        for edge in binary.brackets[status].map(\.max) where edge.isFinite { incomes += [edge, edge + 0.01] }
        for income in incomes {
          let whole = binaryEngine.calculateCaliforniaTax(
            income, deduction: DeductionInfo(type: .standard, amount: binary.standardDeduction[status]), filingStatus: status,
            tables: binary, withholdings: 0, estimatedPayments: 0
          ).totalTax
          let estimate = binaryEngine.calculateEstimatedCAStateTax(income, filingStatus: status, tables: binary)
          #expect(estimate == whole || (estimate.isNaN && whole.isNaN), "binary \(year) \(status) \(income)")
          let decimalIncome = DecimalNumber.parseFloat(InputText(String(income)))
          let decimalWhole = decimalEngine.calculateCaliforniaTax(
            decimalIncome, deduction: DeductionInfo(type: .standard, amount: decimal.standardDeduction[status]),
            filingStatus: status, tables: decimal, withholdings: .zero, estimatedPayments: .zero
          ).totalTax
          let decimalEstimate = decimalEngine.calculateEstimatedCAStateTax(decimalIncome, filingStatus: status, tables: decimal)
          #expect(
            decimalEstimate == decimalWhole || (decimalEstimate.isNaN && decimalWhole.isNaN), "decimal \(year) \(status) \(income)")
          compared += 1
        }
      }
    }
    #expect(compared > 1_600)
  }
}
