import Foundation
import Testing

/// Issue 34, item 4: money sums without binary remainders, the passive loss allowance held to its
/// cap whatever the losses' size, and no JSON number in exponent notation.
@Suite("form lines in dollars and cents, and plain JSON numbers, the built command")
struct FormLinesInCentsEndToEndTests {
  static func json(_ household: String, _ extra: [String] = []) throws -> (text: String, object: [String: Any]) {
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-01", "--time-zone", "UTC", "--format", "json"] + extra, input: Data(household.utf8))
    #expect(result.status == 0, "\(result.error)")
    return (result.out, try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]))
  }

  static func form8582(_ object: [String: Any]) throws -> [String: Any] {
    try #require(((object["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["form8582"] as? [String: Any])
  }

  @Test("rentals of -0.3, 0.1 and 0.2 net to 0, not 2.8e-17, on every line")
  func centsSumToZero() throws {
    let (text, object) = try Self.json(
      #"{"taxYear": 2025, "filingStatus": "single", "userIncome": {"ytdWage": "90000", "rentalProperties": [{"netIncome": "-0.3"}, {"netIncome": "0.1"}, {"netIncome": "0.2"}]}}"#)
    let form = try Self.form8582(object)
    #expect(form["line3Total"] as? Double == 0 && form["rentalIncome"] as? Double == 0 && form["line1aActiveNetIncome"] as? Double == 0.3)
    #expect(text.contains(#""rentalRealEstate": 0,"#) && text.contains(#""netInvestmentIncome": 0,"#), "no binary remainder written")
  }

  @Test("999 rentals losing 9,999,999,999.37 each beside wages of 90,000 are allowed 25,000 exactly, the properties' shares adding up to it")
  func allowanceHeldToItsCap() throws {
    let rentals = Array(repeating: #"{"netIncome": "-9999999999.37"}"#, count: 999).joined(separator: ", ")
    for arithmetic in ["binary", "decimal"] {
      let (_, object) = try Self.json(
        #"{"taxYear": 2025, "filingStatus": "single", "userIncome": {"ytdWage": "90000", "rentalProperties": [\#(rentals)]}}"#,
        ["--arithmetic", arithmetic])
      let form = try Self.form8582(object)
      #expect(form["line9SpecialAllowance"] as? Double == 25_000 && form["rentalIncome"] as? Double == -25_000, "\(arithmetic)")
      let properties = try #require(form["properties"] as? [[String: Any]])
      let allowance = properties.reduce(0.0) { $0 + ($1["specialAllowance"] as? Double ?? .nan) }
      #expect(abs(allowance - 25_000) < 0.005, "\(arithmetic): the shares of line 9 add up to \(allowance)")
      let income = ((object["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["income"] as? [String: Any]
      #expect(income?["rentalRealEstate"] as? Double == -25_000)
    }
  }

  @Test("no number in exponent notation, a rate of 2.857e-7 included; Form 2441's rate is .28, not 0.27999999999999997")
  func plainNumbers() throws {
    // SDI withheld to date of 0.01 on 29,000 of wages: a rate of 3.4482758620689656e-7 on the wages
    // to come; AGI 29,000: seven $2,000 steps over $15,000, 35% − 7% = 28% (Form 2441 line 8).
    let (text, object) = try Self.json(
      #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"ytdWage": "29000", "ytdCaliforniaSDIWithheld": "0.01"}, "deductions": {"dependentCareExpenses": "5000"}, "family": {"careQualifyingPersons": "1"}}"#)
    #expect(text.range(of: #"[:,\[] *-?[0-9.]+[eE][-+]?[0-9]"#, options: .regularExpression) == nil, "an exponent in the JSON")
    #expect(text.contains(#""rateOnWagesToCome": 0.00000034482758620689656,"#))
    let form2441 = try #require(((object["details"] as? [String: Any])?["currentLaw"] as? [String: Any])?["form2441"] as? [String: Any])
    #expect(form2441["rate"] as? Double == 0.28)
    #expect(text.contains(#""rate": 0.28,"#))
  }
}
