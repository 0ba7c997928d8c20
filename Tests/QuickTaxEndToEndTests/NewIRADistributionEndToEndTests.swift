import Foundation
import Testing

/// Issue 35, item 4: the IRA-withholding alternative as a new distribution gives an amount that
/// works: the distribution is income, so it is solved for, and the plan says what it costs in tax.
@Suite("the IRA-withholding alternative as a new distribution, the built command")
struct NewIRADistributionEndToEndTests {
  @Test("the retired couple: the distribution the plan names, added to the household with its withholding, leaves no penalty")
  func solvedDistributionWorks() throws {
    let arguments = ["plan", "docs/examples/retired-couple-ira-qcd.json", "--as-of", "2025-11-28", "--time-zone", "UTC"]
    let result = try QuickTaxProcess.run(arguments)
    #expect(result.status == 0, "\(result.error)")
    let flat = result.out.replacingOccurrences(of: "\n    ", with: " ")
    let sentence = try #require(flat.components(separatedBy: "As a new IRA distribution").dropFirst().first, "\(result.out)")
    // "…: a distribution of $1,463 by December 31, 2025, all of it withheld — $1,463 of federal tax (Form W-4R) —, leaves no penalty; …"
    let gross = try #require(Self.dollars(after: "a distribution of ", in: sentence))
    let federal = try #require(Self.dollars(after: "withheld — ", in: sentence))
    #expect(gross >= federal && sentence.contains("leaves no penalty") && sentence.contains("of tax (federal $"))
    // The plan's own amount is less: withheld from a new distribution, it would not do.
    let offered = try #require(Self.dollars(after: "or instead have ", in: flat))
    #expect(gross > offered)
    // Added to the household as the sentence says, the federal plan leaves no penalty if nothing more is paid.
    let example = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/retired-couple-ira-qcd.json"), encoding: .utf8)
    var household = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
    var user = try #require(household["userIncome"] as? [String: Any])
    var distributions = user["retirementDistributions"] as? [[String: Any]] ?? []
    distributions.append(["kind": "ira", "taxableAmount": String(Int(gross)), "federalWithheld": String(Int(federal))])
    user["retirementDistributions"] = distributions
    household["userIncome"] = user
    let check = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-11-28", "--time-zone", "UTC", "--format", "json"], input: try JSONSerialization.data(withJSONObject: household))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(check.out.utf8)) as? [String: Any])
    let plan = try #require((report["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(plan["penaltyIfNothingMore"] as? Double == 0, "\(plan["penaltyIfNothingMore"] ?? "none")")
    // And the plan's own amount, taken as a new distribution, does not: the sentence's point.
    distributions[distributions.count - 1] = ["kind": "ira", "taxableAmount": String(Int(offered)), "federalWithheld": String(Int(offered))]
    user["retirementDistributions"] = distributions
    household["userIncome"] = user
    let short = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-11-28", "--time-zone", "UTC", "--format", "json"], input: try JSONSerialization.data(withJSONObject: household))
    let shortPlan = try #require(((try JSONSerialization.jsonObject(with: Data(short.out.utf8)) as? [String: Any])?["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect((shortPlan["penaltyIfNothingMore"] as? Double ?? 0) > 0)
  }

  /// The dollar figure right after `marker` ("$1,463" → 1463).
  static func dollars(after marker: String, in text: String) -> Double? {
    guard let range = text.range(of: marker) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == "$" }
    return Double(String(rest.prefix { $0.isNumber || $0 == "," }).replacingOccurrences(of: ",", with: ""))
  }
}
