import Foundation
import QuickTaxCore
import Testing

@testable import QuickTaxCommands

@Suite("whatif edits: paths, values, additions")
struct HouseholdEditTests {
  static let household = try? JSONParser.parse(
    #"{"taxYear": 2025, "filingStatus": "single", "userIncome": {"ytdWage": "1000", "longTermGains": 5, "futureRSUVests": [{"shares": "10"}]}, "includeCaliforniaTax": true}"#)

  @Test("a set replaces the value as JSON when it parses (number, boolean, quoted text), else as text")
  func set() throws {
    let household = try #require(Self.household)
    let number = try HouseholdEdit.parse("userIncome.ytdWage=2500").applied(to: household)
    #expect(number["userIncome"]?["ytdWage"]?.doubleValue == 2500)
    let flag = try HouseholdEdit.parse("includeCaliforniaTax=false").applied(to: household)
    #expect(flag["includeCaliforniaTax"]?.boolValue == false)
    let text = try HouseholdEdit.parse("filingStatus=headOfHousehold").applied(to: household)
    #expect(text["filingStatus"]?.stringValue == "headOfHousehold")
    let nested = try HouseholdEdit.parse("family.qualifyingChildren=2").applied(to: household)
    #expect(nested["family"]?["qualifyingChildren"]?.doubleValue == 2)
  }

  @Test("an addition keeps the field's shape: text stays text, a number stays a number, nothing is 0")
  func add() throws {
    let household = try #require(Self.household)
    let text = try HouseholdEdit.parse("userIncome.ytdWage+=250.5").applied(to: household)
    #expect(text["userIncome"]?["ytdWage"]?.stringValue == "1250.5")
    let number = try HouseholdEdit.parse("userIncome.longTermGains=80000", operation: .add).applied(to: household)
    #expect(number["userIncome"]?["longTermGains"]?.doubleValue == 80_005)
    let missing = try HouseholdEdit.parse("deductions.donations+=100").applied(to: household)
    #expect(missing["deductions"]?["donations"]?.doubleValue == 100)
    let vest = try HouseholdEdit.parse("userIncome.futureRSUVests[0].shares+=5").applied(to: household)
    #expect(vest["userIncome"]?["futureRSUVests"]?.arrayValue?.first?["shares"]?.stringValue == "15")
  }

  @Test("a list item next to the last one is added; beyond it, or text where an amount should be, is an error naming the path")
  func errors() throws {
    let household = try #require(Self.household)
    let appended = try HouseholdEdit.parse("userIncome.futureRSUVests[1].shares=3").applied(to: household)
    #expect(appended["userIncome"]?["futureRSUVests"]?.arrayValue?.count == 2)
    #expect(throws: UsageError.self) { try HouseholdEdit.parse("userIncome.futureRSUVests[5].shares=3").applied(to: household) }
    #expect(throws: UsageError.self) { try HouseholdEdit.parse("filingStatus+=1").applied(to: household) }
    #expect(throws: UsageError.self) { try HouseholdEdit.parse("userIncome..ytdWage=1") }
    #expect(throws: UsageError.self) { try HouseholdEdit.parse("userIncome.ytdWage+=lots") }
    #expect(throws: UsageError.self) { try HouseholdEdit.parse("userIncome.ytdWage") }
    do {
      _ = try HouseholdEdit.parse("taxYear.month=3").applied(to: household)
      Issue.record("an edit inside a number was accepted")
    } catch {
      #expect(error.message == "taxYear.month: a number is there, which has no key \"month\"")
    }
  }

  @Test("a local-storage export is edited inside its state")
  func localStorage() throws {
    let export = try JSONParser.parse(#"{"state": {"taxYear": 2025, "userIncome": {"ytdWage": "10"}}, "version": 0}"#)
    let edited = try HouseholdEdit.parse("userIncome.ytdWage+=5").applied(to: export)
    #expect(edited["state"]?["userIncome"]?["ytdWage"]?.stringValue == "15" && edited["userIncome"] == nil)
  }
}
