import Foundation
import Testing

/// Issue 10 through the built command: the family examples, what the web app's rules refuse, and
/// the new figures in every format.
@Suite("households beyond the web app: statuses, dependents, age, the built command")
struct FamilyEndToEndTests {
  let headOfHousehold = ["estimate", "docs/examples/head-of-household-two-children.json", "--as-of", "2025-06-15", "--time-zone", "America/Los_Angeles"]

  @Test("the head-of-household example: the child tax credit, the SALT basis, and why there is no comparison")
  func headOfHouseholdText() throws {
    let result = try QuickTaxProcess.run(headOfHousehold)
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("QuickTax estimate: tax year 2025, head of household\n"))
    #expect(result.out.contains("  Federal (IRS)       $2,040 owed") && result.out.contains("  California (FTB)    $1,468 overpaid (refund)"))
    #expect(result.out.contains("Child tax credit and credit for other dependents (Schedule 8812)  -$4,400"))
    #expect(result.out.contains("State income tax for SALT, as paid this year (Schedule A line\n    5a): $5,297 (withholding $3,910, SDI $1,387)."))
    // Why there is no comparison, in words, not the fields' names.
    #expect(
      result.out.replacingOccurrences(of: "\n    ", with: " ").contains(
        "The QuickTax web app has no place for the head of household status, the family's ages and children and medical expenses, so there is no comparison with it (--rules quicktax-web names each field)."))
    #expect(result.out.contains("Credits: 1 personal, 2 dependent."))
  }

  @Test("JSON: the credits and the senior deduction in their own fields, webApp saying what it cannot represent")
  func json() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/married-over-65.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    // Each 65-year-old's $6,000 less 6% of the $9,000 of AGI above $150,000.
    #expect(federal["seniorDeduction"] as? Int == 10_920 && federal["childTaxCredit"] as? Int == 0)
    let web = try #require(report["webApp"] as? [String: Any])
    #expect(web["cannotRepresent"] as? [String] == ["family.userAge65OrOlder", "family.spouseAge65OrOlder", "deductions.medicalExpenses"])
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    #expect((details["deduction"] as? [String: Any])?["additionalStandardDeduction"] as? Int == 3_200)
    #expect((details["stateIncomeTaxPaid"] as? [String: Any])?["estimatedPayments"] as? Int == 600)
  }

  @Test("--rules quicktax-web refuses each input the web app cannot represent, by field, exit 1")
  func webRulesRefuse() throws {
    let result = try QuickTaxProcess.run(headOfHousehold + ["--rules", "quicktax-web"])
    #expect(result.status == 1 && result.out.isEmpty)
    let refusal = "the web app cannot represent this, so its rules (quicktax-web) cannot compute it; use --rules current-law"
    #expect(
      result.error
        == ["filingStatus", "family.qualifyingChildren", "deductions.medicalExpenses"].map {
          "Error: docs/examples/head-of-household-two-children.json: \($0): \(refusal)\n"
        }.joined())
  }

  @Test("template writes the family object and the new deductions, and estimate reads them back")
  func template() throws {
    let template = try QuickTaxProcess.run(["template", "--filing-status", "headOfHousehold", "--year", "2025", "--state", "CA"])
    let document = try #require(try JSONSerialization.jsonObject(with: Data(template.out.utf8)) as? [String: Any])
    #expect(document["filingStatus"] as? String == "headOfHousehold")
    let family = try #require(document["family"] as? [String: Any])
    #expect(family["userAge65OrOlder"] as? Bool == false && family["qualifyingChildren"] as? String == "")
    #expect((document["deductions"] as? [String: Any])?["medicalExpenses"] as? String == "")
    let estimate = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data(template.out.utf8))
    #expect(estimate.status == 0 && estimate.out.contains("tax year 2025, head of household"))
  }

  @Test("a bad family field names the field and what is accepted")
  func badFamily() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15"], input: Data(#"{"family": {"qualifyingChildren": "two", "userBlind": "yes"}}"#.utf8))
    #expect(result.status == 1)
    #expect(
      result.error
        == "Error: standard input: family.qualifyingChildren: \"two\" is not a whole number from 0 to 99\n"
        + "Error: standard input: family.userBlind: \"yes\" is not true or false\n")
  }
}
