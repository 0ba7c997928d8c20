import Foundation
import Testing

@testable import QuickTaxCore

/// `retirementDistributions`: read in either reading, each bad value named with what is accepted,
/// the same household read fast or parsed.
@Suite("Reading retirementDistributions (Forms 1099-R)")
struct RetirementDistributionInputTests {
  static func errors(_ json: String, _ reading: InputReading) throws -> [String] {
    HouseholdDecoder(reading: reading).decode(Array(json.utf8)).diagnostics.errors.map(\.description)
  }

  static func person(_ distributions: String) -> String {
    #"{"taxYear": 2025, "filingStatus": "single", "userIncome": {"retirementDistributions": [\#(distributions)]}}"#
  }

  @Test("a plain list is read, fast and parsed alike, and written back the same")
  func plain() throws {
    let text = Self.person(
      #"{"id": "pension", "kind": "pension", "date": "2025-03-01", "taxableAmount": "1200", "federalWithheld": 120, "stateWithheld": "30"}, "#
        + #"{"id": "ira", "kind": "ira", "taxableAmount": "5000", "qualifiedCharitableDistribution": "2000", "earlyDistribution": false, "earlyDistributionException": true}"#)
    #expect(HouseholdFastReaderTests.agree(text, .strict))
    let household = try #require(HouseholdDecoder().decode(Array(text.utf8)).household)
    let list = household.userIncome.retirementDistributions
    #expect(list.map(\.kind.text) == ["pension", "ira"] && list[0].federalWithheld.text == "120" && list[1].earlyDistributionException.text == "true")
    #expect(list[1].earlyDistribution.isEmpty)  // false reads as not given
    let again = HouseholdDecoder().decode(Array(JSONWriter.string(household.json).utf8)).household
    #expect(again == household)
  }

  @Test("each bad value is an error naming its field and what is accepted, in either reading", arguments: [InputReading.strict, .webCompatible])
  func hostile(_ reading: InputReading) throws {
    let path = "userIncome.retirementDistributions"
    let kind = try Self.errors(Self.person(#"{"kind": "roth", "taxableAmount": "1"}"#), reading)
    #expect(kind.count == 1 && kind[0].contains("\(path)[0].kind") && kind[0].contains(#""pension""#) && kind[0].contains(#""ira""#))
    let missing = try Self.errors(Self.person(#"{"taxableAmount": "1"}"#), reading)
    #expect(missing == ["\(path)[0].kind: is missing; write \"pension\" or \"ira\""])
    let date = try Self.errors(Self.person(#"{"kind": "ira", "taxableAmount": "1", "date": "2025-02-30"}"#), reading)
    #expect(date.count == 1 && date[0].contains("\(path)[0].date") && date[0].contains("YYYY-MM-DD"))
    let negative = try Self.errors(Self.person(#"{"kind": "pension", "taxableAmount": "-5"}"#), reading)
    #expect(negative.count == 1 && negative[0].contains("\(path)[0].taxableAmount"))
    let text = try Self.errors(Self.person(#"{"kind": "pension", "taxableAmount": "1", "federalWithheld": "1,000"}"#), reading)
    #expect(text.count == 1 && text[0].contains("\(path)[0].federalWithheld"))
    let pension = try Self.errors(Self.person(#"{"kind": "pension", "taxableAmount": "100", "qualifiedCharitableDistribution": "50"}"#), reading)
    #expect(pension.count == 1 && pension[0].contains("\(path)[0].qualifiedCharitableDistribution") && pension[0].contains("only an IRA"))
    let more = try Self.errors(Self.person(#"{"kind": "ira", "taxableAmount": "100", "qualifiedCharitableDistribution": "150"}"#), reading)
    #expect(more.count == 1 && more[0].contains("is more than the taxableAmount"))
    let huge = try Self.errors(Self.person(#"{"kind": "ira", "taxableAmount": "1e16"}"#), reading)
    #expect(huge.count == 1 && huge[0].contains("\(path)[0].taxableAmount"))
    let notList = try Self.errors(#"{"userIncome": {"retirementDistributions": {"kind": "ira"}}}"#, reading)
    #expect(notList == ["\(path): expected a list of distributions, found an object"])
  }

  @Test("more than 1,000 distributions a person is refused by its count")
  func tooMany() throws {
    let one = #"{"kind": "ira", "taxableAmount": "1"}"#
    let many = try Self.errors(Self.person(Array(repeating: one, count: InputLimits.retirementDistributionsPerPerson + 1).joined(separator: ",")), .strict)
    #expect(many == ["userIncome.retirementDistributions: holds 1,001 distributions; at most 1,000"])
    let most = try Self.errors(Self.person(Array(repeating: one, count: InputLimits.retirementDistributionsPerPerson).joined(separator: ",")), .strict)
    #expect(most.isEmpty)
  }

  @Test("the web app's rules refuse the list by name")
  func webAppRefuses() throws {
    var household = Household()
    household.userIncome.retirementDistributions = [RetirementDistribution()]
    household.spouseIncome.iraBalancePriorYearEnd = "250000"
    #expect(household.inputsBeyondWebApp == ["userIncome.retirementDistributions", "spouseIncome.iraBalancePriorYearEnd"])
  }
}
