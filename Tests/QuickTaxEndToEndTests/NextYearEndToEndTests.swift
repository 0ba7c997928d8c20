import Foundation
import Testing

/// `quicktax plan --next-year`, the built command: the single W-2 example (current law: $13,455
/// of federal tax, $100,000 of AGI, $12,000 withheld, paid biweekly) as of November 25, 2025.
@Suite("quicktax plan --next-year, the built command")
struct NextYearEndToEndTests {
  let common = ["plan", "docs/examples/single-w2.json", "--as-of", "2025-11-25", "--time-zone", "America/Los_Angeles"]

  func nextYear(_ arguments: [String]) throws -> [String: Any] {
    let result = try QuickTaxProcess.run(common + arguments + ["--format", "json"])
    #expect(result.status == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    return try #require(json["nextYear"] as? [String: Any])
  }

  @Test("text: 100% of this year's tax less this year's withholding, a quarter each date, and the W-4 line")
  func text() throws {
    let result = try QuickTaxProcess.run(common + ["--next-year"])
    #expect(result.status == 0 && result.error.isEmpty)
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(result.out.contains("Next year (2026): estimated payments from this year's return"))
    #expect(lines.contains { $0.hasPrefix("  Federal (IRS): required annual payment for 2026") && $0.hasSuffix("$13,455") })
    #expect(lines.contains { $0.hasPrefix("  Left to pay by vouchers (line 14a)") && $0.hasSuffix("$1,455") })
    #expect(lines.contains { $0.hasPrefix("    Q1       April 15, 2026") && $0.hasSuffix("$364") })
    #expect(lines.contains { $0.hasPrefix("    Q4       January 15, 2027") && $0.hasSuffix("$363") })
    #expect(result.out.replacingOccurrences(of: "\n    ", with: " ").contains("put $56 on Form W-4, Step 4(c) of your job, withheld from each of its 26 paychecks in 2026 ($1,456 in all"))
  }

  @Test("markdown: the section, its vouchers table and the DE 4 line")
  func markdown() throws {
    let result = try QuickTaxProcess.run(common + ["--next-year", "--format", "markdown"])
    #expect(result.status == 0)
    #expect(result.out.contains("## Next year (2026): estimated payments from this year's return"))
    #expect(result.out.contains("| Federal (IRS): required annual payment for 2026 | $13,455 |"))
    #expect(result.out.contains("| Q2 | June 15, 2026 | $364 |"))
    #expect(result.out.contains("Form DE 4, line 2 (additional amount)"))
  }

  @Test("JSON: each worksheet line, the vouchers and the extra withholding per paycheck")
  func json() throws {
    let federal = try #require(try nextYear(["--next-year"])["federal"] as? [String: Any])
    #expect(federal["priorYearBasis"] as? Double == 13455 && federal["priorYearPercentage"] as? Double == 1)
    #expect(federal["expectedWithholding"] as? Double == 12000 && federal["toPayBeyondWithholding"] as? Double == 1455)
    #expect(federal["projectedIsSmaller"] as? Bool == true && federal["basis"] as? String == "priorYear")
    let amounts = try #require(federal["installments"] as? [[String: Any]]).compactMap { $0["amount"] as? Double }
    #expect(amounts == [364, 364, 364, 363])
    #expect(federal["payPeriods"] as? Double == 26 && federal["extraWithholdingPerPayPeriod"] as? Double == 56)
  }

  @Test("the options: withholding given, weekly paychecks, California's AGI at $1,000,000")
  func options() throws {
    let next = try nextYear([
      "--next-year-federal-withholding", "10000", "--pay-frequency", "weekly", "--next-year-california-agi", "1000000",
    ])
    let federal = try #require(next["federal"] as? [String: Any])
    #expect(federal["toPayBeyondWithholding"] as? Double == 3455 && federal["withholdingSource"] as? String == "given")
    #expect(federal["payPeriods"] as? Double == 52 && federal["extraWithholdingPerPayPeriod"] as? Double == 67)
    let california = try #require(next["california"] as? [String: Any])
    #expect(california["priorYearBasis"] is NSNull && california["basis"] as? String == "projectedNextYear")
  }

  @Test("shown without --next-year from October on, not before")
  func lastQuarter() throws {
    let october = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--as-of", "2025-10-01", "--time-zone", "UTC"])
    #expect(october.out.contains("Next year (2026)"))
    let september = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--as-of", "2025-09-30", "--time-zone", "UTC"])
    #expect(september.status == 0 && !september.out.contains("Next year (2026)"))
    // After the return's due date, next year's own plan is the one to run; asked for, it is shown.
    let after = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--as-of", "2026-04-16", "--time-zone", "UTC"])
    #expect(after.status == 0 && !after.out.contains("Next year (2026)"))
    let asked = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--as-of", "2026-04-16", "--time-zone", "UTC", "--next-year"])
    #expect(asked.out.contains("Next year (2026)"))
    // The web app's rules keep the web app's output unless asked.
    let web = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--as-of", "2025-11-25", "--time-zone", "UTC", "--rules", "quicktax-web"])
    #expect(web.status == 0 && !web.out.contains("Next year (2026)"))
  }

  @Test("the household file's planning keys, and a bad one named with its path")
  func planningKeys() throws {
    let url = URL(fileURLWithPath: "docs/examples/single-w2.json", relativeTo: QuickTaxProcess.packageRoot)
    var household = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    household["planning"] = ["nextYearFederalWithholding": "10000", "nextYearPayFrequency": "monthly"]
    let good = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-06-01", "--time-zone", "UTC", "--format", "json"], input: try JSONSerialization.data(withJSONObject: household))
    let federal = try #require(((try JSONSerialization.jsonObject(with: Data(good.out.utf8)) as? [String: Any])?["nextYear"] as? [String: Any])?["federal"] as? [String: Any])
    // Given in the file, the section shows in June; the flag would replace the key.
    #expect(federal["toPayBeyondWithholding"] as? Double == 3455 && federal["payPeriods"] as? Double == 12)
    #expect(federal["extraWithholdingPerPayPeriod"] as? Double == 288)
    household["planning"] = ["nextYearPayFrequency": "daily"]
    let bad = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-06-01"], input: try JSONSerialization.data(withJSONObject: household))
    #expect(bad.status == 1 && bad.error.contains("planning.nextYearPayFrequency"))
  }

  @Test("bad values name the option and exit 64")
  func badValues() throws {
    for (option, value) in [("--next-year-federal-withholding", "-5"), ("--next-year-california-agi", "1,000"), ("--pay-frequency", "daily")] {
      let result = try QuickTaxProcess.run(common + [option, value])
      #expect(result.status == 64 && result.error.contains(option), "\(option) \(value): \(result.error)")
    }
  }

  @Test("no payment needed if next year's tax is as projected, and the withholding that is safe whatever the income: both said (issue 46)")
  func bothTruths() throws {
    let household = Data(
      #"{"taxYear": 2025, "filingStatus": "single", "residence": {"state": "TX"}, "userIncome": {"incomeMode": "detailed", "ytdWage": "120000", "ytdFederalWithhold": "19600", "paycheckWage": "7000", "paycheckFederal": "1195", "payFrequency": "biweekly", "nextPayDate": "2025-10-03"}}"#
        .utf8)
    let arguments = ["plan", "-", "--as-of", "2025-10-01", "--time-zone", "UTC", "--next-year-federal-withholding", "28500"]
    let text = try QuickTaxProcess.run(arguments, input: household)
    let flat = text.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // 2026's projected tax, $29,294, less $28,500 is under $1,000: no payment if the tax is as projected; the
    // prior-year safe harbor, 110% of $29,627 = $32,590, is $4,090 more than the withholding: $158 on each of 26 paychecks.
    #expect(flat.contains("No estimated tax needed for 2026 (Federal (IRS)), because 2026's tax (projected at $29,294) less the $28,500 of withholding expected is under $1,000"))
    #expect(flat.contains("That holds if 2026's tax comes out as projected. To be safe whatever 2026's income, withholding must reach the prior-year safe harbor, $32,590: $4,090 more than expected. Put $158 on Form W-4, Step 4(c) of your job, withheld from each of its 26 paychecks in 2026 ($4,108 in all)"))
    #expect(!flat.contains("they leave no underpayment penalty for 2026 whatever its income"), "no promise the figures do not keep")
    let json = try QuickTaxProcess.run(arguments + ["--format", "json"], input: household)
    let next = try #require(((try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])?["nextYear"] as? [String: Any])?["federal"] as? [String: Any])
    #expect(next["extraWithholdingToBeSafe"] as? Double == 158 && (next["installments"] as? [Any])?.isEmpty == true)
  }

  @Test("withholding that meets the requirement: no $0 vouchers and no $0 withholding line, in any jurisdiction (issue 46)")
  func noZeroVouchers() throws {
    let next = try nextYear(["--next-year", "--next-year-federal-withholding", "900000", "--next-year-california-withholding", "900000"])
    for jurisdiction in ["federal", "california"] {
      let entry = try #require(next[jurisdiction] as? [String: Any])
      #expect((entry["installments"] as? [Any])?.isEmpty == true, "\(jurisdiction)")
      #expect(entry["extraWithholdingPerPayPeriod"] is NSNull && entry["toPayBeyondWithholding"] as? Double == 0, "\(jurisdiction)")
    }
    let text = try QuickTaxProcess.run(common + ["--next-year", "--next-year-federal-withholding", "900000", "--next-year-california-withholding", "900000"])
    #expect(!text.out.contains("$0 by") && !text.out.contains(" $0\n"))
  }
}
