import Foundation
import QuickTaxCore
import Testing

@Suite("Reading a household from JSON")
struct HouseholdDecoderTests {
  func decode(_ json: String, _ reading: InputReading = .strict) throws -> HouseholdDocument {
    HouseholdDecoder(reading: reading).decode(try JSONParser.parse(json))
  }

  @Test("the web app's local-storage export is unwrapped and its UI fields ignored")
  func localStorageExport() throws {
    let document = try decode(
      #"{"state": {"currentStep": 5, "taxYear": 2026, "filingStatus": "single", "userIncome": {"ytdWage": "1000"}}, "version": 0}"#)
    #expect(document.diagnostics.isEmpty)
    #expect(document.household?.taxYear == 2026 && document.household?.filingStatus == .single)
    #expect(document.household?.userIncome.ytdWage == "1000")
  }

  @Test("numbers may stand for numeric strings; their literal is kept")
  func numbersForStrings() throws {
    let document = try decode(#"{"userIncome": {"ytdWage": 1000.50, "futureRSUVests": [{"shares": 10, "expectedPrice": 301.94}]}}"#)
    #expect(document.household?.userIncome.ytdWage.text == "1000.50")
    #expect(document.household?.userIncome.futureRSUVests.first?.expectedPrice.text == "301.94")
  }

  @Test("missing keys take the web app's initial state: 2025, married filing jointly, California on")
  func defaults() throws {
    let household = try #require(try decode("{}").household)
    #expect(household.taxYear == 2025 && household.filingStatus == .marriedFilingJointly && household.includeCaliforniaTax)
    #expect(household.userIncome.incomeMode == "detailed" && household.userIncome.payFrequency == "biweekly")
  }

  @Test("strict reading: a non-number names the path, the value and the fix")
  func strictNumbers() throws {
    let document = try decode(#"{"userIncome": {"ytdWage": "1,000", "ytdFederalWithhold": "$1,234.50", "ytdStateWithhold": "12abc"}}"#)
    #expect(document.household == nil)
    #expect(document.diagnostics.map(\.description) == [
      #"userIncome.ytdWage: "1,000" is not a number; write 1000"#,
      #"userIncome.ytdFederalWithhold: "$1,234.50" is not a number; write 1234.50"#,
      #"userIncome.ytdStateWithhold: "12abc" is not a number; write digits with an optional minus sign and decimal point, such as 1000 or 1234.56"#,
    ])
  }

  @Test("strict reading accepts cents, surrounding spaces and negative gains; warns on a negative amount")
  func strictAccepts() throws {
    let document = try decode(#"{"userIncome": {"ytdWage": " 1000.25 ", "shortTermGains": "-500", "ytdFederalWithhold": "-1"}}"#)
    #expect(document.household != nil)
    #expect(document.diagnostics.map(\.description) == ["userIncome.ytdFederalWithhold: -1 is negative; it is used as entered"])
  }

  @Test("strict reading: unknown keys are errors with a suggestion; dates and choices are checked")
  func strictStructure() throws {
    let document = try decode(
      #"{"userIncome": {"ytdWages": "1", "nextPayDate": "06/20/2025", "payFrequency": "weekly"}, "filingStatus": "married"}"#)
    #expect(document.diagnostics.map(\.description) == [
      #"userIncome.ytdWages: is not a field QuickTax knows; did you mean "ytdWage"?"#,
      #"userIncome.nextPayDate: "06/20/2025" is not a date; write YYYY-MM-DD, such as 2025-06-20"#,
      #"userIncome.payFrequency: "weekly" is not one of "biweekly", "monthly""#,
      #"filingStatus: "married" is not a supported filing status; write "single" or "marriedFilingJointly" or "marriedFilingSeparately" or "headOfHousehold" or "qualifyingSurvivingSpouse""#,
    ])
  }

  @Test("strict reading rejects out-of-range and impossible values")
  func strictRanges() throws {
    let document = try decode(#"{"userIncome": {"ytdWage": 1e309, "nextPayDate": "2025-02-30"}}"#)
    #expect(document.diagnostics.errors.count == 2)
  }

  @Test("web-compatible reading takes any text, as parseFloat will read it")
  func webCompatible() throws {
    let document = try decode(#"{"userIncome": {"ytdWage": "1,000", "ytdWages": "9"}, "includeCaliforniaTax": "false"}"#, .webCompatible)
    let household = try #require(document.household)
    #expect(Double.parsed(household.userIncome.ytdWage) == 1)
    #expect(household.includeCaliforniaTax, "the string \"false\" is truthy in JavaScript")
    #expect(document.diagnostics.map(\.severity) == [.warning])
  }

  @Test("wrong JSON types are errors in either reading")
  func wrongTypes() throws {
    for reading in InputReading.allCases {
      let document = try decode(#"{"userIncome": [], "deductions": {"propertyTax": {"a": 1}}, "taxYear": "soon"}"#, reading)
      #expect(document.household == nil)
      #expect(document.diagnostics.errors.map(\.path) == ["userIncome", "deductions.propertyTax", "taxYear"])
    }
  }

  @Test("Codable: Foundation's JSONDecoder reads the same state, and encoding writes it back")
  func codable() throws {
    let json = #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "5000"}}"#
    let household = try JSONDecoder().decode(Household.self, from: Data(json.utf8))
    #expect(household.userIncome.ytdWage == "5000" && !household.includeCaliforniaTax)
    let encoded = try JSONEncoder().encode(household)
    #expect(try JSONDecoder().decode(Household.self, from: encoded) == household)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Household.self, from: Data(#"{"filingStatus": 3}"#.utf8)) }
  }
}

@Suite("docs/household-format.md describes every field")
struct HouseholdFormatDocumentTests {
  @Test("each field of each record of the schema has a row in the document")
  func everyFieldDocumented() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let document = try String(contentsOf: root.appendingPathComponent("docs/household-format.md"), encoding: .utf8)
    let keys =
      IncomeData.fields.map(\.key) + FutureRSUVest.fields.map(\.key) + DeductionsData.fields.map(\.key)
      + EstimatedPaymentsData.fields.map(\.key) + FamilyData.fields.map(\.key) + PlanningInputs.fields.map(\.key)
      + IncentiveStockOptionExercise.fields.map(\.key) + CarryoverData.fields.map(\.key) + RetirementDistribution.fields.map(\.key)
      + RentalProperty.fields.map(\.key) + EducationStudent.fields.map(\.key)
    for key in keys { #expect(document.contains("| `\(key)` |"), "\(key)") }
  }
}
