import Foundation
import Testing

/// Figures an estimate shows that need their reason beside them (issue 24, item 8): donations cut
/// by 2026's floor, bracket rows that do not add up to a Tax Table's tax, a headroom threshold
/// already passed, and headroom for business income.
@Suite("quicktax estimate: each figure with its reason, the built command")
struct ExplainedFiguresEndToEndTests {
  static let clock = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

  @Test("2026 donations of $3,000 shown as $1,000: the note says the 0.5%-of-AGI floor took $2,000")
  func donationsFloor() throws {
    let household = """
      {"taxYear": 2026, "filingStatus": "single", "includeCaliforniaTax": false, "asOf": "2026-06-01", "timeZone": "UTC",
       "deductions": {"propertyTax": "9000", "mortgageInterest": "20000", "mortgageLoanDate": "after-dec-15-2017",
                      "mortgageBalance": "500000", "donations": "3000"},
       "userIncome": {"incomeMode": "simple", "ytdWage": "400000"}}
      """
    let result = try QuickTaxProcess.run(["estimate", "-"], input: Data(household.utf8))
    #expect(result.status == 0)
    let text = result.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(text.contains("donations $1,000) is more than the standard $16,100."))
    // AGI $400,000: the floor is $2,000, right under the deduction that shows $1,000.
    #expect(text.contains("Donations count only above $2,000, 0.5% of AGI (IRC §170(b)(1)(I), from 2026): $1,000 of $3,000 when itemizing."))
  }

  @Test("the Tax Table's note sits under the ordinary brackets and says why they add to $5 less than the tax")
  func taxTableNote() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json"] + Self.clock)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    let lastBracket = try #require(lines.firstIndex { $0.hasPrefix("    22% on $35,775 ($48,475 to $103,350)") })
    #expect(lines[lastBracket].hasSuffix("$7,871"))
    // $1,193 + $4,386 + $7,871 = $13,450 on $84,250; the table taxes its row's middle, $84,275: $13,455.
    let note = lines[(lastBracket + 1)...].prefix { $0.hasPrefix("    ") && !$0.hasPrefix("    1") }.joined(separator: " ")
      .replacingOccurrences(of: "    ", with: "")
    #expect(
      note == "The tax is from the IRS Tax Table, which Form 1040 requires for taxable income under $100,000: "
        + "the rate schedule's tax on the middle of its row ($84,275), rounded, $13,455; the rows above, on $84,250 itself, add to $13,450.")
    let capitalGains = try #require(lines.firstIndex { $0.hasPrefix("  Capital gains and qualified dividends tax") })
    #expect(capitalGains > lastBracket && lines[capitalGains + 1].hasPrefix("  Alternative minimum tax"))
  }

  @Test("headroom: a threshold already passed says passed, not $0")
  func passedThreshold() throws {
    let result = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--headroom"] + Self.clock)
    #expect(result.status == 0)
    let row = try #require(result.out.split(separator: "\n").first { $0.contains("a higher capital gains rate (above 0%)") })
    // $84,250 of taxable income is past the 0% rate's top ($48,350): the first dollar of gain is taxed at 15%.
    #expect(row.split(separator: " ", omittingEmptySubsequences: true).suffix(3) == ["—", "passed", "—"])
    #expect(result.out.contains("passed: income is already over\n    it, so the next dollar is taxed by it."))
  }

  @Test("headroom: more business income, found by running the return with its self-employment tax, checked at the dollar")
  func businessIncome() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/freelancer-quarterly.json", "--headroom", "--format", "json"] + Self.clock)
    #expect(result.status == 0)
    let entries = try #require(try WhatIfEndToEndTests.object(result.out)["headroom"] as? [[String: Any]])
    func entry(_ name: String) -> [String: Any]? { entries.first { ($0["threshold"] as? String)?.hasPrefix(name) == true } }
    // $68,327 more receipts stay in 22%; the half of self-employment tax deducted and the QBI
    // deduction make it more than the $54,640 of wages.
    #expect(entry("the next federal bracket (above 22%)")?["moreBusinessIncome"] as? Double == 68_327)
    #expect(entry("the next federal bracket (above 22%)")?["moreWages"] as? Double == 54_640)
    // Additional Medicare Tax on self-employment income over $200,000 (92.35% of net profit, less
    // the wages): the first dollar whose tax, 0.9% of the excess written in cents, is a cent or more.
    #expect(entry("Additional Medicare Tax")?["moreBusinessIncome"] as? Double == 104_568)
    for (more, topRate) in [(68_327.0, 0.22), (68_328.0, 0.24)] {
      let estimate = try WhatIfEndToEndTests.estimate("docs/examples/freelancer-quarterly.json") { household in
        var income = household["userIncome"] as? [String: Any] ?? [:]
        income["selfEmploymentReceipts"] = String(140_000 + more)
        household["userIncome"] = income
      }
      let brackets = ((estimate["result"] as? [String: Any])?["federalTax"] as? [String: Any])?["ordinaryTaxBrackets"] as? [[String: Any]] ?? []
      let top = brackets.last { ($0["taxableInBracket"] as? Double ?? 0) > 0 }
      #expect((top?["bracket"] as? [String: Any])?["rate"] as? Double == topRate)
    }
    let text = try QuickTaxProcess.run(["estimate", "docs/examples/freelancer-quarterly.json", "--headroom"] + Self.clock)
    #expect(text.out.contains("More business income\n") || text.out.contains("More business income"))
    #expect(text.out.contains("the return run again\n    counts its self-employment tax"))
    // The web app's rules have no business income: no such column.
    let web = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--headroom", "--rules", "quicktax-web"] + Self.clock)
    #expect(web.status == 0 && !web.out.contains("More business income"))
  }
}
