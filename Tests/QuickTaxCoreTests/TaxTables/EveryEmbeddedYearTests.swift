import QuickTaxCore
import Testing

/// Adding a year means adding its files: every year of every embedded rule set is run here
/// without naming it.
@Suite("Every embedded tax year")
struct EveryEmbeddedYearTests {
  static let years: [String] = EmbeddedTaxData.catalog.ruleSets.values.flatMap { ruleSet in
    ruleSet.supportedYears.map { "\(ruleSet.name) \($0)" }
  }.sorted()

  @Test("there are embedded years")
  func present() { #expect(Self.years.contains("quicktax-web 2025") && Self.years.contains("quicktax-web 2026")) }

  @Test("computes: no income no tax, tax rising with wages, the table's deductions and due dates", arguments: years)
  func computes(_ label: String) throws {
    let parts = label.split(separator: " ")
    let ruleSet = try EmbeddedTaxData.catalog.ruleSet(named: String(parts[0]))
    let year = try #require(Int(parts[1]))
    let tables = try ruleSet.binaryTables.year(year)
    let clock = try #require(CalculationClock(nowISO8601: "\(year)-01-02T00:00:00Z", timeZone: .utc))
    let engine = TaxEngine(tables: ruleSet.binaryTables, clock: clock)
    for status in tables.filingStatuses {
      var household = Household()
      household.taxYear = year
      household.filingStatus = status
      household.userIncome.incomeMode = "simple"
      let none = try engine.estimate(household)
      #expect(none.result.federalTax.totalTax == 0 && none.result.californiaTax?.totalTax == 0)
      #expect(none.result.federalTax.deduction.amount == tables.federal.standardDeduction[status])
      #expect(none.result.californiaTax?.deduction.amount == tables.california.standardDeduction[status])
      #expect(none.federalSuggestions.count == tables.federal.estimatedPaymentSchedule.count)
      #expect(none.californiaSuggestions.map(\.dueDate) == tables.california.estimatedPaymentSchedule.map(\.dueDateText))
      var previous = (federal: -1.0, california: -1.0)
      for wage in stride(from: 20_000, through: 2_000_000, by: 90_000) {
        household.userIncome.ytdWage = InputText(String(wage))
        let result = try engine.estimate(household).result
        let california = try #require(result.californiaTax?.totalTax)
        #expect(result.federalTax.totalTax > previous.federal && california > previous.california, "\(label) \(status) \(wage)")
        previous = (result.federalTax.totalTax, california)
      }
    }
  }
}
