import Foundation
import Testing

/// Issue 26's care and education credits through the built command: the rows, the JSON, and the
/// refusals by field.
@Suite("child and dependent care and education credits, the built command")
struct CareAndEducationEndToEndTests {
  static let asOf = ["--as-of", "2025-12-31", "--time-zone", "UTC"]

  /// A JSON number within a millionth of `value` (the credits are rates times dollars).
  static func near(_ number: Any?, _ value: Double) -> Bool { abs(((number as? NSNumber)?.doubleValue ?? .nan) - value) < 1e-6 }

  /// Head of household, $38,000 of wages, $2,000 of W-2 box 10 benefits, $7,000 of care for two
  /// children, a lifetime learning student with $3,000.
  static let parent = """
    {"taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "38000", "ytdFederalWithhold": "2000", "ytdStateWithhold": "600",
                    "dependentCareBenefits": "2000"},
     "deductions": {"dependentCareExpenses": "7000"},
     "family": {"qualifyingChildren": "2", "careQualifyingPersons": "2",
                "students": [{"id": "me", "qualifiedExpenses": "3000", "credit": "lifetimeLearning"}]}}
    """

  @Test("text: Form 2441's 23% of $4,000 ($6,000 less $2,000 of benefits), Form 8863 limited to the tax left, the rest of Schedule 8812 refundable")
  func text() throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.asOf, input: Data(Self.parent.utf8))
    #expect(result.status == 0, "\(result.error)")
    // AGI $38,000: $23,000 above $15,000, 12 steps, 23%; tax $1,438 (Tax Table at $14,375).
    #expect(result.out.contains("Child and dependent care credit (Form 2441)                -$920"))
    #expect(result.out.contains("23% of $4,000 of care expenses (limit $4,000 for 2 qualifying\n    persons), for AGI of $38,000."))
    // 20% of $3,000 = $600, limited to 1,438 − 920 = $518.
    #expect(result.out.contains("Education credits (Form 8863)                              -$518"))
    #expect(result.out.contains("Additional child tax credit (refundable)                 -$3,400"))
    #expect(result.out.contains("  Federal (IRS)       $5,400 overpaid (refund)"))
  }

  @Test("married filing separately: neither credit, and the output says why (IRC §21(e)(2), §25A(g)(6))")
  func separateReturn() throws {
    let separate = Self.parent.replacingOccurrences(of: "headOfHousehold", with: "marriedFilingSeparately")
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.asOf, input: Data(separate.utf8))
    #expect(result.status == 0)
    #expect(result.out.contains("No child and dependent care credit when married filing\n    separately (IRC §21(e)(2)"))
    #expect(result.out.contains("No education credit when married filing separately (IRC\n    §25A(g)(6))."))
    #expect(!result.out.contains("(Form 2441)") && !result.out.contains("Education credits (Form 8863)"))
  }

  @Test("care expenses without a qualifying person: no credit, and a warning naming both fields")
  func expensesWithoutPersons() throws {
    let household = #"{"filingStatus": "single", "userIncome": {"incomeMode": "simple", "ytdWage": "40000"}, "deductions": {"dependentCareExpenses": "3000"}}"#
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.asOf, input: Data(household.utf8))
    #expect(result.status == 0 && !result.out.contains("(Form 2441)"))
    #expect(result.out.contains("deductions.dependentCareExpenses: counts for no credit without family.careQualifyingPersons"))
  }

  @Test("JSON: Form 2441 Parts II and III, Form 8863, FTB 3506 in details.currentLaw")
  func json() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + Self.asOf, input: Data(Self.parent.utf8))
    #expect(result.status == 0)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let part3 = try #require(details["form2441PartIII"] as? [String: Any])
    #expect(part3["excludedBenefits"] as? Int == 2_000 && part3["taxableBenefits"] as? Int == 0)
    let form2441 = try #require(details["form2441"] as? [String: Any])
    #expect(form2441["expenseLimit"] as? Int == 4_000 && Self.near(form2441["credit"], 920))
    let form8863 = try #require(details["form8863"] as? [String: Any])
    #expect(Self.near(form8863["lifetimeLearningCredit"], 600) && Self.near(form8863["nonrefundableCredit"], 518))
    let california = try #require(details["california"] as? [String: Any])
    let form3506 = try #require(california["form3506"] as? [String: Any])
    // 50% (California AGI $38,000) of $920; the tax after the exemption credits is $0.
    #expect(Self.near(form3506["californiaRate"], 0.5) && Self.near(form3506["creditBeforeLimit"], 460) && Self.near(form3506["credit"], 0))
  }

  @Test("hostile: a bad credit kind, negative expenses, a list that is not one: refused by field, exit 1")
  func hostile() throws {
    let bad = Self.parent.replacingOccurrences(of: #""credit": "lifetimeLearning""#, with: #""credit": "hope""#)
      .replacingOccurrences(of: #""dependentCareExpenses": "7000""#, with: #""dependentCareExpenses": "-7000""#)
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.asOf, input: Data(bad.utf8))
    #expect(result.status == 1)
    #expect(result.error.contains(#"family.students[0].credit: "hope" is not one of "americanOpportunity", "lifetimeLearning""#))
    #expect(result.error.contains("deductions.dependentCareExpenses: -7000 is negative; write the amount, 0 or more"))
    let notList = Self.parent.replacingOccurrences(of: #""students": ["#, with: #""students": 3, "x": ["#)
    let refused = try QuickTaxProcess.run(["estimate", "-"] + Self.asOf, input: Data(notList.utf8))
    #expect(refused.status == 1 && refused.error.contains("family.students: expected a list of students, found a number"))
    let web = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + Self.asOf, input: Data(Self.parent.utf8))
    #expect(web.status == 1 && web.error.contains("family.students: the web app cannot represent this"))
    #expect(web.error.contains("userIncome.dependentCareBenefits: the web app cannot represent this"))
  }
}
