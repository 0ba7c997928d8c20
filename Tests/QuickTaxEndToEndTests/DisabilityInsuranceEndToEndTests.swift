import Foundation
import Testing

/// `userIncome.ytdCaliforniaSDIWithheld` through the built command: the SDI used for SALT and
/// where it came from, the web app's rules refusing it, and what strict reading refuses.
@Suite("California SDI as withheld, the built command")
struct DisabilityInsuranceEndToEndTests {
  static let clock = ["--as-of", "2025-10-01", "--time-zone", "UTC"]

  /// Single, California, $100,000 of wages to date and $20,000 to come, itemizing; `sdi` as given.
  static func household(sdi: String?) -> Data {
    let field = sdi.map { #", "ytdCaliforniaSDIWithheld": \#($0)"# } ?? ""
    return Data(
      #"""
      {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
       "deductions": {"propertyTax": "9000", "mortgageInterest": "12000"},
       "userIncome": {"incomeMode": "simple", "ytdWage": "100000", "ytdStateWithhold": "5000", "futureWage": "20000",
        "futureStateWithhold": "1000"\#(field)}}
      """#.utf8)
  }

  @Test("estimate: SALT counts the SDI given and the rest of the year at its rate, and says so")
  func text() throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(sdi: #""900""#))
    #expect(result.status == 0, "\(result.error)")
    // $900 + 0.9% of $20,000, not 1.2% of $120,000 ($1,440).
    #expect(
      result.out.contains(
        "    State income tax for SALT, as paid this year (Schedule A line\n    5a): $7,080 (withholding $6,000, SDI $1,080)."))
    #expect(
      result.out.contains(
        "SDI: yours $900 withheld to date as given\n    (userIncome.ytdCaliforniaSDIWithheld) and $180 on $20,000 of\n"
          + "    wages still to come at that rate (0.9% of wages to date)."))
    #expect(result.out.contains("Itemized (state and local taxes $16,080 (property $9,000 +\n    income $7,080)"))
    let statutory = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(sdi: nil))
    #expect(statutory.out.contains("5a): $7,440 (withholding $6,000, SDI $1,440).") && !statutory.out.contains("SDI: yours"))
  }

  @Test("JSON: each person's basis beside the SDI total")
  func json() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + Self.clock, input: Self.household(sdi: "0"))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let paid = try #require(details["stateIncomeTaxPaid"] as? [String: Any])
    #expect(paid["disabilityInsurance"] as? Int == 0 && paid["total"] as? Int == 6_000)
    let people = try #require(paid["disabilityInsuranceByPerson"] as? [[String: Any]])
    #expect(people.count == 1 && people[0]["basis"] as? String == "withheldToDate" && people[0]["wagesToCome"] as? Int == 20_000)
    #expect(people[0]["rateOnWagesToCome"] as? Int == 0)
  }

  @Test("--rules quicktax-web refuses it by name, 0 (exempt) included")
  func webRulesRefuse() throws {
    for sdi in [#""900""#, "0"] {
      let result = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + Self.clock, input: Self.household(sdi: sdi))
      #expect(result.status == 1 && result.out.isEmpty)
      #expect(
        result.error
          == "Error: standard input: userIncome.ytdCaliforniaSDIWithheld: the web app cannot represent this, so its rules (quicktax-web) cannot compute it; use --rules current-law\n"
      )
    }
  }

  @Test("strict reading refuses a negative amount and anything not a number, by field", arguments: [
    (#""-50""#, "-50 is negative; write the amount, 0 or more"),
    ("-50", "-50 is negative; write the amount, 0 or more"),
    (#""$900""#, "\"$900\" is not a number; write 900"),
    (#""none""#, "\"none\" is not a number; write digits with an optional minus sign and decimal point, such as 1000 or 1234.56"),
    ("true", "true is not text or a number"),
  ])
  func refused(_ sdi: String, _ message: String) throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(sdi: sdi))
    #expect(result.status == 1 && result.out.isEmpty)
    #expect(result.error == "Error: standard input: userIncome.ytdCaliforniaSDIWithheld: \(message)\n")
  }

  @Test("template has the field, empty, for each person")
  func template() throws {
    let template = try QuickTaxProcess.run(["template", "--filing-status", "marriedFilingJointly"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(template.out.utf8)) as? [String: Any])
    for person in ["userIncome", "spouseIncome"] {
      #expect((document[person] as? [String: Any])?["ytdCaliforniaSDIWithheld"] as? String == "")
    }
  }
}

extension DisabilityInsuranceEndToEndTests {
  @Test("a figure that is probably mistyped is used, with a warning naming it")
  func warnings() throws {
    let large = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(sdi: "9000"))
    #expect(large.status == 0)
    #expect(
      large.out.contains(
        "  - userIncome.ytdCaliforniaSDIWithheld: 9000 is 9% of wages to date (userIncome.ytdWage), more than twice the statutory 1.2%: "
          + "check it (it is used as entered, and wages still to come are taken at that rate)\n"))
    // The rate a voluntary plan or 401(k) deferrals give (under twice the statutory) passes without a word.
    let plausible = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.household(sdi: "2000"))
    #expect(plausible.status == 0 && !plausible.out.contains("ytdCaliforniaSDIWithheld: 2000"))
  }
}
