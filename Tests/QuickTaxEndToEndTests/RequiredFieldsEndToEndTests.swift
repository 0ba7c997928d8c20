import Foundation
import Testing

/// Issue 34, items 14 and 15: one rule for the current-law lists (a record's required field
/// missing, or a `null` record, is refused by name, never read as a default), and withholding or
/// foreign tax larger than the income it comes from is warned about.
@Suite("required fields of the current-law lists, and parts larger than their whole, the built command")
struct RequiredFieldsEndToEndTests {
  static func estimate(family: String = "{}", income: String) throws -> QuickTaxProcess.Result {
    let household = #"{"taxYear": 2025, "filingStatus": "single", "family": \#(family), "userIncome": {"ytdWage": "50000", \#(income)}}"#
    return try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-01", "--time-zone", "UTC"], input: Data(household.utf8))
  }

  @Test("a student without credit, a null record in any list, a distribution without its amount, an exercise without its date: refused by name")
  func missingFieldsRefused() throws {
    let cases: [(family: String, income: String, error: String)] = [
      (#"{"students": [{"id": "a", "qualifiedExpenses": "4000"}]}"#, #""ytdFederalWithhold": "1""#,
       #"family.students[0].credit: is missing; write "americanOpportunity" or "lifetimeLearning""#),
      (#"{"students": [{"credit": "lifetimeLearning"}]}"#, #""ytdFederalWithhold": "1""#, "family.students[0].qualifiedExpenses: is missing; write the amount"),
      (#"{"students": [null]}"#, #""ytdFederalWithhold": "1""#, "family.students[0]: expected an object, found null"),
      ("{}", #""rentalProperties": [null]"#, "userIncome.rentalProperties[0]: expected an object, found null"),
      ("{}", #""rentalProperties": [{"id": "flat"}]"#, "userIncome.rentalProperties[0].netIncome: is missing"),
      ("{}", #""retirementDistributions": [null]"#, "userIncome.retirementDistributions[0]: expected an object, found null"),
      ("{}", #""retirementDistributions": [{"kind": "ira"}]"#, "userIncome.retirementDistributions[0].taxableAmount: is missing"),
      ("{}", #""retirementDistributions": [{"taxableAmount": "5"}]"#, #"userIncome.retirementDistributions[0].kind: is missing; write "pension" or "ira""#),
      ("{}", #""incentiveStockOptions": [{"bargainElement": "5"}]"#, "userIncome.incentiveStockOptions[0].date: is missing; write the date, YYYY-MM-DD"),
      ("{}", #""incentiveStockOptions": [null]"#, "userIncome.incentiveStockOptions[0]: expected an object, found null"),
    ]
    for (family, income, error) in cases {
      let result = try Self.estimate(family: family, income: income)
      #expect(result.status == 1, "\(income) \(family)")
      #expect(result.error.contains(error), "\(result.error)")
    }
    // `null` where a field is required is said once, as given.
    let null = try Self.estimate(family: #"{"students": [{"credit": null, "qualifiedExpenses": "1"}]}"#, income: #""ytdFederalWithhold": "1""#)
    #expect(null.status == 1 && null.error.components(separatedBy: "family.students[0].credit").count == 2, "\(null.error)")
    // The same records whole are read (an empty list too).
    let whole = try Self.estimate(
      family: #"{"students": [{"qualifiedExpenses": "4000", "credit": "lifetimeLearning"}]}"#,
      income: #""rentalProperties": [{"netIncome": "-100"}], "incentiveStockOptions": [], "retirementDistributions": [{"kind": "pension", "taxableAmount": "5"}]"#)
    #expect(whole.status == 0, "\(whole.error)")
  }

  @Test("unemployment withholding above the compensation, and foreign tax above the foreign income, are warned about by name")
  func partsLargerThanWholes() throws {
    let result = try Self.estimate(income: #""unemploymentWithheld": "500", "foreignTaxPaid": "900", "foreignSourceIncome": "800""#)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("userIncome.unemploymentWithheld: is more than unemploymentCompensation (1099-G box 4 comes out of box 1's compensation)"))
    #expect(result.out.contains("userIncome.foreignTaxPaid: is more than foreignSourceIncome, the income it was paid on"))
    let consistent = try Self.estimate(income: #""unemploymentCompensation": "5000", "unemploymentWithheld": "500", "foreignTaxPaid": "90", "foreignSourceIncome": "800""#)
    #expect(!consistent.out.contains("unemploymentWithheld:") && !consistent.out.contains("foreignTaxPaid:"))
  }
}
