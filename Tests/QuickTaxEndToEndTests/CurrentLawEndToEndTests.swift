import Foundation
import Testing

/// `estimate` under current law, the default, on the bundled single W-2 example: the figures
/// (worked out in CurrentLawTests), the line that says what the web app would show, the new
/// JSON fields, and `--rules`.
@Suite("quicktax estimate under current law, the built command")
struct CurrentLawEndToEndTests {
  let example = ["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC"]

  @Test("text: current-law balances first; the web app's, with the main reason, in the last section")
  func text() throws {
    let result = try QuickTaxProcess.run(example)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines[1] == "As of June 15, 2025 (UTC). Rules: current-law, binary arithmetic.")
    #expect(lines.contains("  Federal (IRS)       $1,455 owed") && lines.contains("  California (FTB)    $756 owed"))
    #expect(
      result.out.contains(
        "Compared with the QuickTax web app\n    The QuickTax web app would show: federal $1,614 owed,\n    California $1,027 owed. Main difference: the federal standard\n    deduction is $15,750 under current law; the web app has\n    $15,000."))
    #expect(lines.contains { $0.hasPrefix("  Exemption credits") && $0.hasSuffix("-$153") })
    #expect(result.out.contains("The tax is from the IRS Tax Table, which Form 1040 requires\n    for taxable income under $100,000"))
  }

  @Test("JSON: the web app's field names, each new tax in a field of its own, and the web app's figures")
  func json() throws {
    let result = try QuickTaxProcess.run(example + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    #expect(report["ruleSet"] as? String == "current-law")
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    for key in ["totalTax", "owedOrRefund", "regularTax", "alternativeMinimumTax", "netInvestmentIncomeTax", "additionalMedicareTax",
      "additionalMedicareTaxWithheld", "adjustedGrossIncome"]
    {
      #expect(federal[key] is NSNumber, "federalTax.\(key)")
    }
    #expect(federal["totalTax"] as? Int == 13_455)
    let california = try #require((report["result"] as? [String: Any])?["californiaTax"] as? [String: Any])
    #expect(california["exemptionCredits"] as? Int == 153 && california["totalTax"] as? Int == 5_056)
    let web = try #require(report["webApp"] as? [String: Any])
    #expect(web["federalOwedOrRefund"] as? Int == 1_614 && web["californiaOwedOrRefund"] as? Int == 1_027 && web["differs"] as? Bool == true)
    let tables = try #require(report["taxTables"] as? [[String: Any]])
    #expect(
      Set(tables.map { $0["file"] as? String })
        == ["current-law-2025-california.json", "current-law-2025-federal.json", "penalty-2025-california.json", "penalty-2025-federal.json"])
    #expect(tables.filter { $0["kind"] as? String == "incomeTax" }.count == 2)
  }

  @Test("--rules quicktax-web reproduces the web app, without the comparison; an unknown rule set is a usage error")
  func rules() throws {
    let web = try QuickTaxProcess.run(example + ["--rules", "quicktax-web"])
    #expect(web.out.contains("  Federal (IRS)       $1,614 owed") && !web.out.contains("would show"))
    let bad = try QuickTaxProcess.run(example + ["--rules", "2025-law"])
    #expect(bad.status == 64)
    #expect(bad.error.hasPrefix("Error: '2025-law' is not a valid --rules; use current-law (the law as enacted) or quicktax-web (the web app's figures)"))
  }

  @Test("2026 California: the projected figures the household's figures use are named as projections, no others (issue 35)")
  func projections() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--year", "2026", "--as-of", "2026-06-15", "--time-zone", "UTC"])
    #expect(result.status == 0)
    #expect(result.out.contains("Projected figures (brackets, taxTable, exemptionCredits):\n    Projection: 2025 figures × 1.034"))
    // No renter's credit, CalEITC, care credit, AMT or itemized limitation here: their projections are not listed.
    for group in ["rentersCredit", "earnedIncomeTaxCredit", "alternativeMinimumTax", "itemizedDeductionLimitation"] {
      #expect(!result.out.contains(group), "\(group)")
    }
    let json = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--year", "2026", "--as-of", "2026-06-15", "--format", "json"])
    #expect(json.out.contains(#""projectedFigures": ["#))
  }
}
