import QuickTaxCore
import Testing

@Suite("Embedded tax tables")
struct EmbeddedTaxDataTests {
  @Test("the web app's tables load for 2025 and 2026, in both arithmetics")
  func loads() throws {
    let ruleSet = try EmbeddedTaxData.quickTaxWeb()
    #expect(ruleSet.supportedYears == [2025, 2026])
    #expect(ruleSet.decimalTables.supportedYears == [2025, 2026])
  }

  @Test("spot checks against the web app's constants files")
  func figures() throws {
    let tables = try EmbeddedTaxData.quickTaxWeb().binaryTables
    let y2025 = try tables.year(2025)
    let y2026 = try tables.year(2026)
    #expect(y2025.federal.standardDeduction.single == 15_000 && y2025.federal.saltCap.baseCap == 10_000)
    #expect(y2025.federal.saltCap.phaseoutThreshold == .infinity)
    #expect(y2026.federal.saltCap.phaseoutThreshold == 500_000 && y2026.federal.saltCap.phaseoutRate == 0.30)
    #expect(y2025.federal.ordinaryBrackets.single.last?.max == .infinity)
    #expect(y2026.california.brackets.marriedFilingJointly.last?.min == 1_485_906)
    #expect(y2025.california.standardDeduction.marriedFilingJointly == 11_080)
    #expect(y2025.federal.estimatedPaymentSchedule.map(\.cumulativePercentage) == [0.25, 0.5, 0.75, 1])
    #expect(y2026.california.estimatedPaymentSchedule.map(\.dueDateText) == ["April 15, 2026", "June 15, 2026", "January 15, 2027"])
  }

  @Test("decimal tables hold table figures exactly")
  func decimalExact() throws {
    let rate = try EmbeddedTaxData.quickTaxWeb().decimalTables.year(2025).california.brackets.single[5].rate
    #expect(rate.description == "0.093")
  }
}
