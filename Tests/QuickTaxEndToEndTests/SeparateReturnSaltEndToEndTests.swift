import Foundation
import Testing

/// A separate return's SALT limit through the built `estimate` (issue 24, item 1): the Schedule A
/// line 5e worksheet phases the full $40,000 ($40,400 in 2026) down by 30% of MAGI above $250,000
/// ($252,500), floors it at $10,000 (line 9) and halves the result (line 10).
@Suite("quicktax estimate: married filing separately's SALT limit, the built command")
struct SeparateReturnSaltEndToEndTests {
  static func details(year: Int, income: String) throws -> [String: Any] {
    let household = """
      {"taxYear": \(year), "filingStatus": "marriedFilingSeparately", "includeCaliforniaTax": false,
       "deductions": {"propertyTax": "25000"}, "userIncome": {"incomeMode": "simple", \(income)}}
      """
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "\(year)-12-31", "--time-zone", "UTC", "--format", "json"], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    return try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
  }

  static func scheduleA(year: Int, wages: Int) throws -> (limit: Double, deduction: Double) {
    let lines = try #require(try details(year: year, income: "\"ytdWage\": \"\(wages)\"")["scheduleA"] as? [String: Any])
    return (try #require(lines["saltCap"] as? Double), try #require(lines["saltDeduction"] as? Double))
  }

  @Test("the issue's household: $260,000 of wages, $25,000 of property tax", arguments: [
    // 2025: ½ × ($40,000 − 30% × $10,000) = $18,500 (was $20,000 − $3,000 = $17,000).
    (2025, 18_500.0),
    // 2026: ½ × ($40,400 − 30% × $7,500) = $19,075 (was $20,200 − $2,250 = $17,950).
    (2026, 19_075),
  ])
  func issueHousehold(_ year: Int, _ salt: Double) throws {
    let lines = try Self.scheduleA(year: year, wages: 260_000)
    #expect(lines.limit == salt && lines.deduction == salt)
  }

  @Test("the floor: half of $10,000, reached at $350,000 of MAGI (2025), not $300,000")
  func floor() throws {
    // $300,000: ½ × ($40,000 − $15,000) = $12,500; $349,000: ½ × ($40,000 − $29,700) = $5,150.
    #expect(try Self.scheduleA(year: 2025, wages: 300_000).deduction == 12_500)
    #expect(try Self.scheduleA(year: 2025, wages: 349_000).deduction == 5_150)
    #expect(try Self.scheduleA(year: 2025, wages: 350_000).deduction == 5_000)
    // 2026: the floor at $252,500 + $30,400 / 30% = $353,833.33.
    #expect(try Self.scheduleA(year: 2026, wages: 353_834).deduction == 5_000)
    #expect(try Self.scheduleA(year: 2026, wages: 350_000).deduction == 5_575)
  }

  @Test("2026: the larger SALT deduction lowers taxable income and so lifts a specified service's QBI deduction")
  func specifiedServiceQBI() throws {
    let lines = try Self.details(year: 2026, income: "\"selfEmploymentReceipts\": \"280000\", \"specifiedServiceBusiness\": true")
    let salt = try #require((lines["scheduleA"] as? [String: Any])?["saltDeduction"] as? Double)
    let qbi = try #require(lines["qualifiedBusinessIncome"] as? [String: Any])
    // AGI $264,811.59 (the SE tax deduction $15,188.41): ½ × ($40,400 − 30% × $12,311.59) = $18,353.26
    // (the halved cap gave $16,506.52).
    #expect(abs(salt - 18_353.26) < 0.01)
    // Taxable income before the deduction $246,458.33: $44,683.33 into the $75,000 phase-in, so
    // 40.42% of the QBI counts, and with no W-2 wages the deduction is 20% × QBI × 40.42%²
    // = $8,653.81 (the smaller SALT deduction left $248,305.07 and $7,631.63).
    let deduction = try #require(qbi["deduction"] as? Double)
    #expect(abs(deduction - 8_653.81) < 0.01)
  }
}
