import Foundation
import Testing

/// Issue 25's rental real estate and foreign tax credit through the built command, on the
/// landlord example: the figures (derived in its comments), the JSON fields, what the web app's
/// rules refuse, and bad input.
@Suite("rental real estate and the foreign tax credit, the built command")
struct RentalAndForeignTaxEndToEndTests {
  let landlord = ["estimate", "docs/examples/landlord-rental-loss.json", "--as-of", "2025-06-15", "--time-zone", "UTC"]

  @Test("text: Schedule E's row, the property, the Form 8582 note with its carryforward, and the foreign tax credit")
  func text() throws {
    // Wages 130,000 + dividends 6,000: modified AGI 136,000 (the rental loss left out); line 8:
    // (150,000 − 136,000) × 50% = 7,000 of the 25,000 overall loss (22,000 and 3,000 carried in);
    // 18,000 carries on. AGI 129,000. The $180 of foreign tax is under $600: no Form 1116.
    let result = try QuickTaxProcess.run(landlord)
    #expect(result.status == 0)
    #expect(result.out.contains("  Rental real estate (Schedule E)                          -$7,000\n"))
    #expect(result.out.contains("    duplex: -$22,000 less $3,000 from earlier years        -$7,000\n"))
    #expect(result.out.contains("$18,000 carries to next year as a\n    prior-year unallowed loss (duplex $18,000)."))
    #expect(result.out.contains("  Adjusted gross income                                   $129,000\n"))
    #expect(result.out.contains("  Foreign tax credit (Schedule 3 line 1)                     -$180\n"))
    #expect(result.out.contains("California allows no credit for foreign income tax"))
  }

  @Test("JSON: Form 8582's lines, each property, Form 1116 and FTB 3801 under details.currentLaw")
  func json() throws {
    let result = try QuickTaxProcess.run(landlord + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let form = try #require(details["form8582"] as? [String: Any])
    #expect(form["line3Total"] as? Int == -25_000 && form["line6ModifiedAGI"] as? Int == 136_000)
    #expect(form["line9SpecialAllowance"] as? Int == 7_000 && form["unallowedLoss"] as? Int == 18_000 && form["rentalIncome"] as? Int == -7_000)
    let property = try #require((form["properties"] as? [[String: Any]])?.first)
    #expect(property["id"] as? String == "duplex" && property["unallowedLoss"] as? Int == 18_000 && property["scheduleEIncome"] as? Int == -7_000)
    #expect((details["income"] as? [String: Any])?["rentalRealEstate"] as? Int == -7_000)
    let foreign = try #require(details["form1116"] as? [String: Any])
    #expect(foreign["withoutForm1116"] as? Bool == true && foreign["credit"] as? Int == 180)
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    #expect(federal["adjustedGrossIncome"] as? Int == 129_000)
    // California's modified AGI is the same here (no HSA, no Social Security): the same $7,000.
    let california = try #require((details["california"] as? [String: Any])?["form3801"] as? [String: Any])
    #expect(california["line9SpecialAllowance"] as? Int == 7_000)
  }

  @Test("--rules quicktax-web refuses the rentals and the foreign tax by field, exit 1")
  func webRulesRefuse() throws {
    let result = try QuickTaxProcess.run(landlord + ["--rules", "quicktax-web"])
    #expect(result.status == 1 && result.out.isEmpty)
    #expect(result.error.contains("userIncome.foreignTaxPaid: the web app cannot represent this"))
    #expect(result.error.contains("userIncome.rentalProperties: the web app cannot represent this"))
  }

  @Test("bad input names the field: foreign tax above $300 without foreignSourceIncome, a wrong flag, a negative carryover")
  func badInput() throws {
    let missing = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15"], input: Data(#"{"filingStatus": "single", "userIncome": {"ytdWage": "90000", "foreignTaxPaid": "450"}}"#.utf8))
    #expect(missing.status == 1 && missing.out.isEmpty)
    #expect(missing.error.hasPrefix("Error: standard input: userIncome.foreignSourceIncome: is required: the foreign tax paid is more than $300"))
    let bad = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15"],
      input: Data(#"{"userIncome": {"rentalProperties": [{"id": "a", "netIncome": "-5,000", "activeParticipation": "yes", "priorYearUnallowedLoss": -3}]}}"#.utf8))
    #expect(bad.status == 1)
    #expect(bad.error.contains("userIncome.rentalProperties[0].netIncome: \"-5,000\" is not a number; write -5000"))
    #expect(bad.error.contains("userIncome.rentalProperties[0].activeParticipation: \"yes\" is not one of \"true\", \"false\", \"\" (empty)"))
    #expect(bad.error.contains("userIncome.rentalProperties[0].priorYearUnallowedLoss: -3 is negative; write the amount, 0 or more"))
    let notList = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15"], input: Data(#"{"userIncome": {"rentalProperties": {"netIncome": "1"}}}"#.utf8))
    #expect(notList.status == 1 && notList.error.contains("userIncome.rentalProperties: expected a list of properties, found an object"))
  }

  @Test("activeParticipation: false as JSON or text leaves the special allowance out; empty is true")
  func activeParticipation() throws {
    func rental(_ flag: String) throws -> [String: Any] {
      let household = #"{"userIncome": {"ytdWage": "60000", "rentalProperties": [{"netIncome": "-10000""# + flag + "}]}}"
      let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--format", "json"], input: Data(household.utf8))
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      return try #require((report["details"] as? [String: Any]).flatMap { ($0["currentLaw"] as? [String: Any])?["form8582"] as? [String: Any] })
    }
    // Active: modified AGI 60,000, the whole 10,000 allowed; not active: nothing against wages.
    #expect(try rental("")["line9SpecialAllowance"] as? Int == 10_000)
    #expect(try rental(#", "activeParticipation": true"#)["line9SpecialAllowance"] as? Int == 10_000)
    #expect(try rental(#", "activeParticipation": false"#)["unallowedLoss"] as? Int == 10_000)
    #expect(try rental(#", "activeParticipation": "false""#)["unallowedLoss"] as? Int == 10_000)
  }
}
