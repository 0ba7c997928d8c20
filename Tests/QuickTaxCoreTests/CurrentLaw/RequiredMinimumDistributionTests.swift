import Foundation
import QuickTaxCore
import Testing

/// The required minimum distribution helper against Pub 590-B's worked example and the Uniform
/// Lifetime Table of Treas. Reg. §1.401(a)(9)-9(c), with the SECURE 2.0 applicable ages.
@Suite("Current law: the required minimum distribution helper")
struct RequiredMinimumDistributionTests {
  static func rule(_ year: Int = 2025) throws -> RequiredMinimumDistributionRule<Double> {
    let tables = try EmbeddedTaxData.catalog.ruleSet(named: TaxRuleSet.currentLawName).binaryTables.year(year)
    return try #require(tables.federal.currentLaw?.requiredMinimumDistribution)
  }

  @Test("the Uniform Lifetime Table as the regulation prints it (T.D. 9930), both years", arguments: [2025, 2026])
  func table(_ year: Int) throws {
    let rule = try Self.rule(year)
    #expect(rule.uniformLifetimeTable.first?.age == 72 && rule.uniformLifetimeTable.last?.age == 120)
    #expect(rule.uniformLifetimeTable.count == 49)
    for (age, period) in [(72, 27.4), (73, 26.5), (75, 24.6), (80, 20.2), (85, 16.0), (90, 12.2), (95, 8.9), (100, 6.4), (110, 3.5), (120, 2.0)] {
      #expect(rule.distributionPeriod(age: age) == period, "age \(age)")
    }
    // "120 and over"; below the table, nothing.
    #expect(rule.distributionPeriod(age: 121) == 2.0 && rule.distributionPeriod(age: 71) == nil)
    #expect(rule.exciseTaxRate == 0.25 && rule.correctedExciseTaxRate == 0.1)
  }

  @Test("the applicable age by year of birth (IRC §401(a)(9)(C)(v)): 72 through 1950, 73 for 1951–1959, 75 from 1960")
  func applicableAges() throws {
    let rule = try Self.rule()
    #expect(rule.applicableAge(bornIn: 1949) == 72 && rule.applicableAge(bornIn: 1950) == 72)
    #expect(rule.applicableAge(bornIn: 1951) == 73 && rule.applicableAge(bornIn: 1959) == 73)
    #expect(rule.applicableAge(bornIn: 1960) == 75 && rule.applicableAge(bornIn: 1975) == 75)
  }

  /// Pub 590-B's example under "Excess Accumulations (Insufficient Distributions)": Justin's IRA
  /// balance on December 31 was $38,400; his RMD is $38,400 ÷ 27.4 = $1,401; he received $1,100,
  /// $301 short. The edition that prints these figures used the table then in force, whose period
  /// for 70 was 27.4, and the 50% excise of the time: the arithmetic is checked on that row.
  @Test("Pub 590-B's worked example: $38,400 ÷ 27.4 = $1,401, $1,100 received, $301 short")
  func publicationExample() throws {
    let current = try Self.rule()
    let rule = RequiredMinimumDistributionRule<Double>(
      uniformLifetimeTable: [.init(age: 70, distributionPeriod: 27.4)], applicableAges: [.init(bornThrough: nil, age: 70)],
      exciseTaxRate: current.exciseTaxRate, correctedExciseTaxRate: current.correctedExciseTaxRate)
    let rmd = RequiredMinimumDistribution.compute(
      owner: .user, priorYearEndBalance: 38_400, age: 70, taxYear: 2017, iraDistributions: 1_100, qualifiedCharitableDistributions: 0, rule: rule)
    #expect(rmd.required == 1_401.46)  // $1,401 as the publication rounds it
    #expect((rmd.required).rounded() == 1_401)
    #expect(rmd.shortfall == 301.46)
    // Today's excise on it: 25% ($75.365, the half cent up), or 10% when corrected in time (IRC §4974(a), (e)).
    #expect(rmd.exciseTax == 75.37 && rmd.correctedExciseTax == 30.15)
  }

  /// Hand derivation: born 1952, 73 at the end of 2025 (the first year: applicable age 73);
  /// $100,000 ÷ 26.5 = $3,773.584… → $3,773.58. $1,000 of IRA distributions and a $1,500 QCD
  /// (part of the $2,500 distributed) leave $1,273.58; 25% is $318.395 → $318.40; 10% $127.36.
  @Test("$100,000 at 73 (2025): $3,773.58, the first year, $2,500 taken of it")
  func firstYear() throws {
    let rmd = RequiredMinimumDistribution.compute(
      owner: .spouse, priorYearEndBalance: 100_000, age: 73, taxYear: 2025, iraDistributions: 2_500, qualifiedCharitableDistributions: 1_500,
      rule: try Self.rule())
    #expect(rmd.birthYear == 1952 && rmd.applicableAge == 73 && rmd.distributionPeriod == 26.5)
    #expect(rmd.required == 3_773.58 && rmd.firstYear && rmd.isRequired)
    #expect(rmd.shortfall == 1_273.58 && rmd.exciseTax == 318.4 && rmd.correctedExciseTax == 127.36)
  }

  @Test("before the applicable age nothing is required; at 80 with enough taken, no shortfall")
  func notRequired() throws {
    let rule = try Self.rule(2026)
    // 72 at the end of 2026: born 1954, applicable age 73 (SECURE 2.0, not the 72 of 2020–2022).
    let young = RequiredMinimumDistribution.compute(
      owner: .user, priorYearEndBalance: 500_000, age: 72, taxYear: 2026, iraDistributions: 0, qualifiedCharitableDistributions: 0, rule: rule)
    #expect(young.applicableAge == 73 && young.required == 0 && !young.isRequired && young.shortfall == 0 && !young.firstYear)
    // 66 in 2025 (born 1959): 73 too, however the 1959 overlap is read, nothing yet.
    let born1959 = RequiredMinimumDistribution.compute(
      owner: .user, priorYearEndBalance: 500_000, age: 66, taxYear: 2025, iraDistributions: 0, qualifiedCharitableDistributions: 0, rule: rule)
    #expect(born1959.applicableAge == 73 && born1959.required == 0)
    // 80 in 2026: $250,000 ÷ 20.2 = $12,376.237… → $12,376.24; $15,000 taken.
    let older = RequiredMinimumDistribution.compute(
      owner: .user, priorYearEndBalance: 250_000, age: 80, taxYear: 2026, iraDistributions: 15_000, qualifiedCharitableDistributions: 0, rule: rule)
    #expect(older.required == 12_376.24 && !older.firstYear && older.shortfall == 0 && older.exciseTax == 0)
    // No age: nothing can be worked out.
    let unknown = RequiredMinimumDistribution.compute(
      owner: .user, priorYearEndBalance: 250_000, age: nil, taxYear: 2026, iraDistributions: 0, qualifiedCharitableDistributions: 0, rule: rule)
    #expect(unknown.applicableAge == nil && unknown.required == 0)
  }
}
