import Foundation
import Testing

/// Issue 35, items 9, 13 and 14: what a newcomer reads first says what the estimate is as of, and
/// nothing that does not apply to the household.
@Suite("the first screen a newcomer reads, the built command")
struct NewcomerEndToEndTests {
  @Test("an as-of date before the tax year is said at the top, in a sentence, with what to do about it")
  func asOfBeforeTheYear() throws {
    let household = #"{"taxYear": 2026, "asOf": "2025-07-01", "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "40000"}}"#
    let result = try QuickTaxProcess.run(["estimate", "-", "--time-zone", "UTC"], input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[2].hasPrefix("This is as of July 1, 2025, before tax year 2026 began"), "\(lines.prefix(4))")
    #expect(result.out.replacingOccurrences(of: "\n", with: " ").contains("take \"asOf\" out of the file to estimate as of today"))
    // Within the year: no such line.
    let within = try QuickTaxProcess.run(["estimate", "-", "--time-zone", "UTC", "--as-of", "2026-07-01"], input: Data(household.utf8))
    #expect(!within.out.contains("before tax year"))
  }

  @Test("a retired couple without wages gets no 'Wages $0' rows; a separate return's ignored spouse is named as such")
  func lessNoise() throws {
    let retirees = #"{"taxYear": 2025, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": false, "family": {"userAge": "70", "spouseAge": "68"}, "userIncome": {"retirementDistributions": [{"kind": "pension", "taxableAmount": "60000"}]}}"#
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-01", "--time-zone", "UTC"], input: Data(retirees.utf8))
    #expect(result.status == 0, "\(result.error)")
    #expect(!result.out.contains("  Wages ") && !result.out.contains("Wages to date"))
    let separate = #"{"taxYear": 2025, "filingStatus": "marriedFilingSeparately", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "50000"}, "spouseIncome": {"ytdWage": "30000"}}"#
    let warned = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-01", "--time-zone", "UTC"], input: Data(separate.utf8))
    #expect(warned.out.contains("spouseIncome: is ignored on a separate return: each spouse files their own"), "\(warned.out)")
    #expect(!warned.out.contains("is ignored when filing single"))
  }
}
