import Foundation
import QuickTaxCore
import Testing

/// `residence` in a household file: read alike in either reading, every refusal naming its field,
/// what was written and what to write.
@Suite("Reading where the household lives")
struct ResidenceReadingTests {
  func decode(_ json: String, _ reading: InputReading = .strict) throws -> HouseholdDocument {
    HouseholdDecoder(reading: reading).decode(try JSONParser.parse(json))
  }

  func errors(_ residence: String, flag: String = "", _ reading: InputReading = .strict) throws -> [String] {
    try decode("{\(flag)\"residence\": \(residence)}", reading).diagnostics.errors.map(\.description)
  }

  @Test("a state by its postal code; California's tax follows it, the file's flag left out")
  func states() throws {
    for (code, california) in [("TX", false), ("CA", true), ("NY", false), ("DC", false)] {
      let household = try #require(try decode(#"{"residence": {"state": "\#(code)"}}"#).household)
      #expect(household.residence?.state.rawValue == code && household.includeCaliforniaTax == california)
      #expect(household.stateOfResidence?.rawValue == code)
    }
    let newYorker = try #require(try decode(#"{"residence": {"state": "NY", "locality": "newYorkCity", "residency": "fullYear"}}"#).household)
    #expect(newYorker.residence?.locality == .newYorkCity && newYorker.residence?.name == "New York (New York City)")
    // Without a residence the file reads as the web app's state: the flag decides.
    let legacy = try #require(try decode(#"{"includeCaliforniaTax": false}"#).household)
    #expect(legacy.residence == nil && legacy.stateOfResidence == nil && !legacy.includeCaliforniaTax)
    #expect(try #require(try decode("{}").household).stateOfResidence == .CA)
  }

  @Test("what is not a postal code as written is refused, saying what to write", arguments: [
    (#""tx""#, #"residence.state: "tx" is not written as a postal code; write "TX" (Texas)"#),
    (#""Texas""#, #"residence.state: "Texas" is not written as a postal code; write "TX" (Texas)"#),
    (#""New York""#, #"residence.state: "New York" is not written as a postal code; write "NY" (New York)"#),
    (#""CA/NY""#, #"residence.state: "CA/NY" names more than one state"#),
    (#""CA and NY""#, #"residence.state: "CA and NY" names more than one state"#),
    (#""ZZ""#, #"residence.state: "ZZ" is not a state's postal code; write the two-letter postal code"#),
    (#""""#, "residence.state: is empty; write the two-letter postal code of the state the household lived in all year"),
    ("5", "residence.state: 5 is not a state; write the two-letter postal code"),
    ("null", "residence.state: null is not a state"),
  ])
  func badStates(value: String, message: String) throws {
    for reading in InputReading.allCases {
      let found = try errors(#"{"state": \#(value)}"#, reading)
      #expect(found.count == 1 && found[0].hasPrefix(message), "\(reading): \(found)")
    }
  }

  @Test("a residence without a state, not an object, or with an unknown key")
  func shapes() throws {
    #expect(try errors("{}") == [
      "residence.state: is missing; write the two-letter postal code of the state the household lived in all year, such as \"TX\" for Texas or \"NY\" for New York: "
        + USState.allCases.map(\.rawValue).joined(separator: ", ")
    ])
    #expect(try errors(#""TX""#) == [#"residence: expected an object such as {"state": "TX"}, found a string"#])
    #expect(try errors(#"{"state": "TX", "sate": "TX"}"#).contains(#"residence.sate: is not a field QuickTax knows; did you mean "state"?"#))
    #expect(try errors(#"{"state": "TX", "state": "NV"}"#).contains("residence.state: appears more than once; give each field once"))
  }

  @Test("full-year residents only: part-year and nonresident returns are refused, saying so")
  func partYear() throws {
    for residency in ["partYear", "nonresident"] {
      let found = try errors(#"{"state": "NY", "residency": "\#(residency)"}"#)
      #expect(found.count == 1 && found[0].hasPrefix("residence.residency: \"\(residency)\": QuickTax computes full-year residents only"), "\(found)")
    }
    #expect(try errors(#"{"state": "NY", "residency": true}"#).first?.hasPrefix("residence.residency: true is not \"fullYear\"") == true)
  }

  @Test("a locality only where the state has one QuickTax knows")
  func localities() throws {
    #expect(try errors(#"{"state": "NY", "locality": "yonkers"}"#).isEmpty)
    #expect(try errors(#"{"state": "NY", "locality": ""}"#).isEmpty)
    #expect(try errors(#"{"state": "TX", "locality": "houston"}"#) == [
      #"residence.locality: "houston": Texas has no local income tax that QuickTax knows of; leave the locality empty"#
    ])
    #expect(try errors(#"{"state": "TX", "locality": "yonkers"}"#) == [
      #"residence.locality: "yonkers": Texas has no local income tax that QuickTax knows of; leave the locality empty"#
    ])
    #expect(try errors(#"{"state": "NY", "locality": "brooklyn"}"#) == [
      #"residence.locality: "brooklyn" is not a locality of New York with an income tax; write "newYorkCity" (New York City) or "yonkers" (Yonkers), or leave it empty for none"#
    ])
    #expect(try errors(#"{"state": "NY", "locality": "NYC"}"#) == [#"residence.locality: "NYC" is not written as a locality's key; write "newYorkCity""#])
  }

  @Test("a residence and includeCaliforniaTax that disagree: refused naming both; agreeing, accepted")
  func disagreement() throws {
    let found = try errors(#"{"state": "NY"}"#, flag: #""includeCaliforniaTax": true, "#)
    #expect(found == [
      #"includeCaliforniaTax: is true but residence.state is "NY" (New York): California's tax is computed for a California resident only; take includeCaliforniaTax out (the residence decides it) or make the two agree"#
    ])
    #expect(try errors(#"{"state": "CA"}"#, flag: #""includeCaliforniaTax": false, "#).first?.hasPrefix("includeCaliforniaTax: is false but residence.state is \"CA\"") == true)
    #expect(try errors(#"{"state": "CA"}"#, flag: #""includeCaliforniaTax": true, "#).isEmpty)
    #expect(try errors(#"{"state": "WA"}"#, flag: #""includeCaliforniaTax": false, "#).isEmpty)
  }

  @Test("the bytes' reader reads a residence as the decoder does, and gives up where the decoder refuses")
  func fastReader() throws {
    for json in [
      #"{"taxYear": 2025, "residence": {"state": "WA"}, "deductions": {"washingtonExemptGains": "5000"}}"#,
      #"{"residence": {"state": "NY", "locality": "newYorkCity"}, "includeCaliforniaTax": false}"#,
      #"{"includeCaliforniaTax": true, "residence": {"state": "NY"}}"#, #"{"residence": {"state": "tx"}}"#,
    ] {
      let bytes = Array(json.utf8)
      let fast = HouseholdDecoder().decode(bytes)
      let parsed = HouseholdDecoder().decode(try JSONParser.parse(json))
      #expect(fast.household == parsed.household && fast.diagnostics.map(\.description) == parsed.diagnostics.map(\.description), "\(json)")
    }
  }

  @Test("the states a person types: codes and names in any case, DC, and the two cities")
  func typed() {
    #expect(USState(typed: "tx") == .TX && USState(typed: "Texas") == .TX && USState(typed: "new york") == .NY && USState(typed: "N.Y.") == .NY)
    #expect(USState(typed: "washington dc") == .DC && USState(typed: "District of Columbia") == .DC && USState(typed: "washington") == .WA)
    #expect(USState(typed: "Texass") == nil && USState(typed: "") == nil && USState(typed: "XX") == nil)
    #expect(Locality(typed: "NYC") == .newYorkCity && Locality(typed: "New York City") == .newYorkCity && Locality(typed: "Yonkers") == .yonkers)
    #expect(USState.NY.key == "newYork" && USState.DC.key == "districtOfColumbia" && USState.CA.key == "california")
    #expect(USState.allCases.count == 51 && Set(USState.allCases.map(\.name)).count == 51)
  }
}
