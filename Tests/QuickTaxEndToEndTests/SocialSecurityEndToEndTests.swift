import Foundation
import Testing

/// Issue 25, part R1, through the built command: Social Security benefits, unemployment, Treasury
/// and tax-exempt interest in the estimate's text and JSON, refused by the web app's rules, bad
/// values named, and the Social Security thresholds in `--headroom`.
@Suite("Social Security, unemployment, Treasury and tax-exempt interest through the built command")
struct SocialSecurityEndToEndTests {
  static let clock = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

  /// Pub 915 Worksheet 1, Example 1 (George White, single): other income 28,990 (wages and
  /// interest standing for his pension, wages and interest), 5,980 of benefits → 2,990 taxable;
  /// with 300 withheld from the benefits, 1,000 of Treasury interest more and 700 of other
  /// states' bond interest. The Treasury interest moves the provisional income to 32,980, still
  /// within the 50% band: taxable 2,990 (half the benefits, line 14).
  static let household = """
    {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "28000", "interestIncome": "990", "treasuryInterest": "1000",
       "socialSecurityBenefits": "5980", "socialSecurityWithheld": "300", "taxExemptInterest": "700", "taxExemptInterestOtherStates": "700"}}
    """

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("JSON: lines 2a, 2b, 6a–6b and the worksheet; line 25b; California AGI without the benefits and Treasury interest")
  func json() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + Self.clock, input: Data(Self.household.utf8))
    #expect(result.status == 0)
    let report = try Self.object(result.out)
    let details = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let income = try #require(details["income"] as? [String: Any])
    #expect(income["taxableInterest"] as? Int == 1_990 && income["treasuryInterest"] as? Int == 1_000)
    #expect(income["taxExemptInterest"] as? Int == 700)
    #expect(income["socialSecurityBenefits"] as? Int == 5_980 && income["taxableSocialSecurityBenefits"] as? Int == 2_990)
    let sheet = try #require(details["socialSecurityBenefitsWorksheet"] as? [String: Any])
    // 2,990 + 29,990 + 700 = 33,680: over 25,000 by 8,680, under 34,000.
    #expect(sheet["provisionalIncome"] as? Int == 33_680 && sheet["baseAmount"] as? Int == 25_000 && sheet["adjustedBaseAmount"] as? Int == 34_000)
    #expect(details["adjustedGrossIncome"] as? Int == 32_980)
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    #expect(federal["withheldOnForms1099"] as? Int == 300)
    // California: 32,980 − 2,990 − 1,000 + 700.
    let california = try #require(details["california"] as? [String: Any])
    #expect(california["adjustedGrossIncome"] as? Int == 29_690)
    let schedule = try #require(california["scheduleCAIncome"] as? [String: Any])
    #expect(schedule["socialSecurityBenefitsSubtracted"] as? Int == 2_990 && schedule["treasuryInterestSubtracted"] as? Int == 1_000)
    #expect(schedule["otherStatesInterestAdded"] as? Int == 700)
  }

  @Test("text: the rows of lines 2a, 6a–6b and 25b, the worksheet's note, and California's reasons")
  func text() throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Data(Self.household.utf8))
    #expect(result.status == 0)
    #expect(result.out.contains("Tax-exempt interest (line 2a, not taxed)"))
    #expect(result.out.contains("Social Security benefits (line 6a)") && result.out.contains("Taxable part (line 6b)"))
    #expect(result.out.contains("Withheld from Social Security and unemployment (line 25b)"))
    // The notes wrap: read them with their line ends as spaces.
    let words = result.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("Provisional income $33,680 (half the benefits, other income, tax-exempt interest) against the base amounts $25,000 and $34,000: 50.0% of the benefits is taxable"))
    #expect(words.contains("California AGI $29,690, federal $32,980: $2,990 of taxable Social Security benefits subtracted"))
    #expect(words.contains("$700 of other states' bond interest added"))
  }

  @Test("--rules quicktax-web refuses each new field by name, exit 1")
  func webRulesRefuse() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + Self.clock, input: Data(Self.household.utf8))
    #expect(result.status == 1 && result.out.isEmpty)
    for field in ["treasuryInterest", "socialSecurityBenefits", "socialSecurityWithheld", "taxExemptInterest", "taxExemptInterestOtherStates"] {
      #expect(result.error.contains("userIncome.\(field): the web app cannot represent this"), "\(field)")
    }
  }

  @Test("a negative benefit or a word is refused naming the field and what is accepted", arguments: [
    ("socialSecurityBenefits", "\"-5\"", "is negative; write the amount, 0 or more"),
    ("unemploymentWithheld", "\"lots\"", "is not a number"),
    ("taxExemptInterestOtherStates", "\"-1\"", "is negative"),
  ])
  func badValues(field: String, value: String, message: String) throws {
    let household = """
      {"taxYear": 2025, "filingStatus": "single", "userIncome": {"\(field)": \(value)}}
      """
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Data(household.utf8))
    #expect(result.status != 0 && result.error.contains("userIncome.\(field)") && result.error.contains(message), "\(result.error)")
  }

  @Test("plan: the tax withheld from the benefits counts as withholding, in equal parts on the due dates (IRC §6654(g)(1))")
  func planCountsWithholdingEvenly() throws {
    let result = try QuickTaxProcess.run(["plan", "-", "--format", "json"] + Self.clock, input: Data(Self.household.utf8))
    #expect(result.status == 0)
    let plan = try #require((try Self.object(result.out)["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(plan["totalWithholding"] as? Int == 300)
    let credited = try #require(plan["installments"] as? [[String: Any]]).map { $0["creditedCumulative"] as? Int }
    #expect(credited == [75, 150, 225, 300])
  }

  @Test("--headroom names the Social Security thresholds: the tax torpedo and 85% of the benefits")
  func headroom() throws {
    let result = try QuickTaxProcess.run(["estimate", "-", "--headroom", "--format", "json"] + Self.clock, input: Data(Self.household.utf8))
    #expect(result.status == 0)
    let entries = try #require(try Self.object(result.out)["headroom"] as? [[String: Any]])
    let torpedo = try #require(entries.first { ($0["threshold"] as? String)?.hasPrefix("the Social Security tax torpedo") == true })
    // Provisional income 33,680: 320 more wages reach the 34,000 adjusted base amount (the
    // bisection's answer is the most that does not cross it: 320 makes line 11 zero exactly).
    #expect(torpedo["moreWages"] as? Int == 320)
    #expect((torpedo["threshold"] as? String)?.contains("85¢ of benefits per dollar more, a marginal rate of") == true)
    #expect(entries.contains { ($0["threshold"] as? String)?.hasPrefix("the end of the torpedo (85% of the benefits taxable") == true })
  }
}
