import Foundation
import QuickTaxCore
import Testing

/// Engines over the embedded web-app tables, at a given clock.
enum TestSupport {
  static let losAngeles = TimeZoneRules(TimeZone(identifier: "America/Los_Angeles") ?? .gmt)

  static func engine(now: String = "2025-06-15T00:00:00.000Z", zone: TimeZoneRules = .utc) throws -> TaxEngine<Double> {
    let clock = try #require(CalculationClock(nowISO8601: now, timeZone: zone))
    return TaxEngine(tables: try EmbeddedTaxData.quickTaxWeb().binaryTables, clock: clock)
  }

  static func tables(_ year: Int = 2025) throws -> TaxYearTables<Double> {
    try EmbeddedTaxData.quickTaxWeb().binaryTables.year(year)
  }

  /// The three brackets of the web app's own bracket tests.
  static let testBrackets = [
    TaxBracket(min: 0.0, max: 10_000, rate: 0.1), TaxBracket(min: 10_000.0, max: 30_000, rate: 0.2),
    TaxBracket(min: 30_000.0, max: .infinity, rate: 0.3),
  ]

  static func income(_ fields: [String: String], vests: [FutureRSUVest] = []) -> IncomeData {
    var income = IncomeData()
    for field in IncomeData.fields { if let text = fields[field.key] { income.stored[keyPath: field.keyPath] = InputText(text) } }
    income.futureRSUVests = vests
    return income
  }

  static func family(_ fields: [String: String]) -> FamilyData {
    var family = FamilyData()
    for field in FamilyData.fields { if let text = fields[field.key] { family[keyPath: field.keyPath] = InputText(text) } }
    return family
  }

  static func deductions(_ fields: [String: String]) -> DeductionsData {
    var deductions = DeductionsData()
    for field in DeductionsData.fields { if let text = fields[field.key] { deductions[keyPath: field.keyPath] = InputText(text) } }
    return deductions
  }
}
