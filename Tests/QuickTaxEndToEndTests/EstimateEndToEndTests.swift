import Foundation
import Testing

/// `quicktax estimate` and `quicktax template`, the built command, on the bundled examples and on
/// every kind of bad input. The figures asserted for the examples were worked out by hand from the
/// web app's tables (2025, as of June 15, 2025), so these runs use `--rules quicktax-web`; the
/// current-law figures of the same examples are asserted in CurrentLawEndToEndTests.
@Suite("quicktax estimate, the built command")
struct EstimateEndToEndTests {
  let asOf = ["--as-of", "2025-06-15", "--time-zone", "UTC", "--rules", "quicktax-web"]

  func estimate(_ example: String, _ extra: [String] = []) throws -> QuickTaxProcess.Result {
    try QuickTaxProcess.run(["estimate", "docs/examples/\(example).json"] + asOf + extra)
  }

  func json(_ result: QuickTaxProcess.Result) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
  }

  func figure(_ object: [String: Any], _ path: String) -> Double? {
    var current: Any? = object
    for key in path.split(separator: ".") {
      if let index = Int(key) { current = (current as? [Any]).flatMap { index < $0.count ? $0[index] : nil } } else {
        current = (current as? [String: Any])?[String(key)]
      }
    }
    return (current as? NSNumber)?.doubleValue
  }

  @Test("single W-2 earner: $1,614 owed to the IRS, $1,027 to the FTB, and the remaining quarters")
  func singleW2() throws {
    let text = try estimate("single-w2")
    #expect(text.status == 0 && text.error.isEmpty)
    let lines = text.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "QuickTax estimate: tax year 2025, single")
    #expect(lines.contains("  Federal (IRS)       $1,614 owed"))
    #expect(lines.contains("  California (FTB)    $1,027 owed"))
    #expect(lines.contains { $0.hasPrefix("  Taxable income") && $0.hasSuffix("$85,000") })
    #expect(lines.contains { $0.hasPrefix("    22% on $36,525 ($48,475 to $103,350)") && $0.hasSuffix("$8,036") })
    #expect(lines.contains { $0.hasPrefix("    Q2       June 16, 2025       pay") && $0.hasSuffix("$807") })
    #expect(lines.contains { $0.hasPrefix("    Q3       September 15, 2025  pay") && $0.hasSuffix("$404") })  // 403.50
    #expect(lines.contains { $0.hasPrefix("    Q1       April 15, 2025      past due") })
    #expect(!text.out.contains("\u{1B}["), "no colour when the output is not a terminal")
    let report = try json(try estimate("single-w2", ["--format", "json"]))
    #expect(figure(report, "result.federalTax.totalTax") == 13_614 && figure(report, "result.californiaTax.totalTax") == 5_327)
    #expect(figure(report, "californiaSuggestions.1.amount") == 718.9 && figure(report, "californiaSuggestions.2.amount") == 308.1)
  }

  @Test("married, RSU vests and investments: 13 paychecks, 6 monthly, vests withheld at the last vest's rates")
  func marriedWithRSUs() throws {
    let report = try json(try estimate("married-rsu-investments", ["--format", "json"]))
    #expect(figure(report, "result.totalIncome") == 349_700)
    #expect(figure(report, "details.people.0.paychecksRemaining") == 13 && figure(report, "details.people.1.paychecksRemaining") == 6)
    #expect(figure(report, "details.people.0.rsuVestIncome.totalFederalWithhold") == 11_220)  // 2 × 25,500 × 22%
    #expect(figure(report, "result.federalTax.totalTax") == 60_478 && figure(report, "result.federalTax.owedOrRefund") == 6_408)
    #expect(figure(report, "result.federalTax.capitalGainsTax") == 3_240)
    #expect(figure(report, "result.californiaTax.owedOrRefund") == -72)
    #expect(figure(report, "federalSuggestions.2.amount") == 3_806 && figure(report, "federalSuggestions.3.amount") == 2_602)
    #expect(figure(report, "details.estimatedCAStateTax") == 24_576)
  }

  @Test("itemizing homeowner: mortgage interest limited to $750,000 of a $1,300,000 balance, SALT capped")
  func itemizingHomeowner() throws {
    let result = try estimate("itemizing-homeowner")
    #expect(result.status == 0)
    #expect(result.out.contains("Deduction: itemized"))
    let markdown = try estimate("itemizing-homeowner", ["--format", "markdown"])
    #expect(markdown.out.contains("mortgage interest $22,500 of $39,000 (balance $1,300,000 over the $750,000 limit)"))
    #expect(markdown.out.contains("(property $14,500 + income $24,141, capped at $10,000)"))
    #expect(result.out.contains("  Federal (IRS)       $10,377 owed"))
    #expect(result.out.contains("  California (FTB)    $2,040 overpaid (refund)"))
    let report = try json(try estimate("itemizing-homeowner", ["--format", "json"]))
    #expect(figure(report, "result.federalTax.deduction.amount") == 38_500 && figure(report, "result.californiaTax.deduction.amount") == 50_500)
  }

  @Test("California off, another state's tax in SALT: federal only, and said so at the top")
  func otherState() throws {
    let result = try estimate("other-state")
    #expect(result.status == 0)
    #expect(result.out.contains("  Federal (IRS)       $8,314 owed"))
    #expect(!result.out.contains("California (FTB)") && !result.out.contains("FTB"), "no California figure")
    #expect(result.out.replacingOccurrences(of: "\n", with: " ").contains("No state income tax is computed: the file names no state (residence.state)"))
    #expect(result.out.contains("  State               not computed (no state named)"))
    let report = try json(try estimate("other-state", ["--format", "json"]))
    #expect(figure(report, "details.federalItemizedDeductions.stateIncomeTax") == 11_400)
    #expect((report["californiaSuggestions"] as? [Any])?.isEmpty == true)
  }

  @Test("markdown: a shareable report with the same figures")
  func markdown() throws {
    let result = try estimate("single-w2", ["--format", "markdown"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("# QuickTax estimate: tax year 2025, single\n"))
    #expect(result.out.contains("| **Federal (IRS)** | **$1,614 owed** |"))
    #expect(result.out.contains("| Q2 | June 16, 2025 | pay | $807 |"))
  }

  @Test("colour on a terminal, never with NO_COLOR")
  func color() throws {
    let command = "\(try QuickTaxProcess.executable.path) estimate docs/examples/single-w2.json --as-of 2025-06-15 --time-zone UTC --rules quicktax-web"
    let colored = try QuickTaxProcess.runTool("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["NO_COLOR": nil])
    #expect(colored.out.contains("\u{1B}[31m$1,614 owed"))
    let plain = try QuickTaxProcess.runTool("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["NO_COLOR": "1"])
    #expect(plain.out.contains("$1,614 owed") && !plain.out.contains("\u{1B}["))
  }

  @Test("the template is a complete household that estimate accepts once its state is named, from a file or standard input")
  func template() throws {
    let template = try QuickTaxProcess.run(["template"])
    #expect(template.status == 0)
    let household = try #require(try JSONSerialization.jsonObject(with: Data(template.out.utf8)) as? [String: Any])
    #expect((household["userIncome"] as? [String: Any])?.count == 55, "the web app's 24 fields and current law's 31")
    #expect(((household["userIncome"] as? [String: Any])?["retirementDistributions"] as? [Any])?.isEmpty == true)
    #expect((household["family"] as? [String: Any])?.count == 17, "sixteen fields and the students list")
    #expect((household["carryovers"] as? [String: Any])?.count == 4)
    #expect((household["planning"] as? [String: Any])?.count == 16, "the planner's inputs, empty (five of them next year's)")
    // No state taken for granted: its residence.state is empty, refused by name with the codes.
    #expect((household["residence"] as? [String: Any])?["state"] as? String == "" && household["includeCaliforniaTax"] == nil)
    let unnamed = try QuickTaxProcess.run(["estimate", "-"] + asOf, input: Data(template.out.utf8))
    #expect(unnamed.status == 1 && unnamed.error.contains("residence.state: is empty; write the two-letter postal code") && unnamed.error.contains("WY"))
    // Named: the state's fields only, its time zone, and estimate accepts it.
    let texan = try QuickTaxProcess.run(["template", "--state", "tx", "--year", "2025"])
    let texas = try #require(try JSONSerialization.jsonObject(with: Data(texan.out.utf8)) as? [String: Any])
    #expect((texas["residence"] as? [String: Any])?["state"] as? String == "TX" && texas["timeZone"] as? String == "America/Chicago")
    #expect((texas["userIncome"] as? [String: Any])?.count == 53, "no California SDI or other states' bonds' interest")
    #expect(!texan.out.contains("california") && !texan.out.contains("washington"))
    // Under current law: the web app's rules know California residents only (refused by name).
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data(texan.out.utf8))
    #expect(result.status == 0 && result.out.contains("$0, nothing owed") && result.error.isEmpty)
    #expect(result.out.contains("Texas has no income tax on wages"))
    let web = try QuickTaxProcess.run(["estimate", "-"] + asOf, input: Data(texan.out.utf8))
    #expect(web.status == 1 && web.error.contains("residence.state: \"TX\": the web app computes California residents only"))
    let refused = try QuickTaxProcess.run(["template", "--state", "Texass"])
    #expect(refused.status == 64 && refused.error.contains("\"Texass\" is not a state for --state"))
    let joint = try QuickTaxProcess.run(["template", "--filing-status", "marriedFilingJointly", "--year", "2026"])
    #expect(joint.out.contains("\"filingStatus\": \"marriedFilingJointly\"") && joint.out.contains("\"taxYear\": 2026"))
  }

  @Test("the web app's local-storage export and numbers in place of strings are read")
  func inputShapes() throws {
    let export = #"{"state": {"currentStep": 4, "taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"incomeMode": "simple", "ytdWage": 100000, "ytdFederalWithhold": "13614"}}, "version": 0}"#
    let result = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + asOf, input: Data(export.utf8))
    #expect(result.status == 0)
    let report = try json(result)
    #expect(figure(report, "result.federalTax.totalTax") == 13_614 && figure(report, "result.federalTax.owedOrRefund") == 0)
  }

  @Test("invalid input: exit 1, each error naming the field, the value and what is accepted", arguments: [
    (#"{"userIncome": {"ytdWage": "1,000"}}"#, #"Error: standard input: userIncome.ytdWage: "1,000" is not a number; write 1000"#),
    (#"{"userIncome": {"ytdWage": "1e4"}}"#, #"Error: standard input: userIncome.ytdWage: "1e4" is not a number; write 10000"#),
    // No suggestion that is itself refused (JavaScript writes 1e-21 so).
    (#"{"userIncome": {"ytdWage": "1e-21"}}"#, #"Error: standard input: userIncome.ytdWage: "1e-21" is not a number; write digits with an optional minus sign and decimal point, such as 1000 or 1234.56"#),
    (#"{"userIncome": {"ytdWages": "1000"}}"#, #"Error: standard input: userIncome.ytdWages: is not a field QuickTax knows; did you mean "ytdWage"?"#),
    (#"{"filingStatus": "head"}"#, #"Error: standard input: filingStatus: "head" is not a supported filing status; write "single" or "marriedFilingJointly" or "marriedFilingSeparately" or "headOfHousehold" or "qualifyingSurvivingSpouse""#),
    (#"{"taxYear": 2024}"#, "Error: standard input: taxYear: 2024 is not a supported tax year; write 2025 or 2026"),
    (#"{"userIncome": {"nextPayDate": "6/20/2025"}}"#, #"Error: standard input: userIncome.nextPayDate: "6/20/2025" is not a date; write YYYY-MM-DD, such as 2025-06-20"#),
    (#"{"deductions": {"mortgageLoanDate": "2016"}}"#, #"Error: standard input: deductions.mortgageLoanDate: "2016" is not one of "before-dec-16-2017", "after-dec-15-2017", "" (empty)"#),
    (#"{"userIncome": {"ytdWage": 1e309}}"#, "Error: standard input: userIncome.ytdWage: 1e309 is out of range; amounts must be at most 1,000,000,000,000,000"),
    (#"{"asOf": "soon"}"#, #"Error: standard input: asOf: "soon" is not a date; write YYYY-MM-DD (the start of that day) or an ISO-8601 date and time such as 2025-06-15T09:30:00Z"#),
    (#"{"userIncome": {"ytdWage": "1000"}"#, "Error: standard input: not valid JSON: line 1, column 35: expected ',' or '}' in an object"),
    (#"[1, 2]"#, "Error: standard input: expected a household object, found an array"),
  ])
  func invalidInput(_ input: String, _ message: String) throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + asOf, input: Data(input.utf8))
    #expect(result.status == 1)
    #expect(result.out.isEmpty)
    #expect(result.error == message + "\n")
  }

  @Test("invalid UTF-8 and a missing file are errors, not crashes")
  func unreadable() throws {
    let bytes = Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
    let result = try QuickTaxProcess.run(["estimate", "-"] + asOf, input: bytes)
    #expect(result.status == 1 && result.error.hasPrefix("Error: standard input: not valid JSON: line 1, column 3: a string is not valid UTF-8"))
    let missing = try QuickTaxProcess.run(["estimate", "no-such-household.json"])
    #expect(missing.status == 1 && missing.error == "Error: no-such-household.json: no such file\n")
  }

  @Test("--web-compat reads text as the web app does, and says what it did with it")
  func webCompat() throws {
    let input = #"{"filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"incomeMode": "simple", "ytdWage": "100,000", "ytdWages": "1"}}"#
    let result = try QuickTaxProcess.run(["estimate", "-", "--web-compat", "--format", "json"] + asOf, input: Data(input.utf8))
    #expect(result.status == 0)
    let report = try json(result)
    #expect(figure(report, "result.totalIncome") == 100)  // parseFloat("100,000") is 100
    let warnings = try #require(report["warnings"] as? [[String: String]])
    #expect(warnings.map { $0["path"] } == ["userIncome.ytdWages"])
  }

  @Test("warnings where the web app does something a person would not expect")
  func warnings() throws {
    let input = #"""
      {"filingStatus": "single", "userIncome": {"qualifiedDividends": "500", "ordinaryDividends": "400",
       "paycheckWage": "1000", "nextPayDate": "2025-07-01", "lastPayDate": "2025-06-01",
       "futureRSUVests": [{"id": "a", "date": "2025-03-01", "shares": "10", "expectedPrice": "100"}]}}
      """#
    let result = try QuickTaxProcess.run(["estimate", "-"] + asOf, input: Data(input.utf8))
    #expect(result.status == 0)
    let warnings = result.out.components(separatedBy: "\nWarnings\n").last ?? ""
    #expect(warnings.contains("  - userIncome.qualifiedDividends: is more than ordinary dividends"))
    #expect(warnings.contains("  - userIncome.lastPayDate: 2025-06-01 is before the next pay date 2025-07-01: no paychecks are counted"))
    #expect(warnings.contains("  - userIncome.futureRSUVests[0].date: 2025-03-01 is before the as-of date 2025-06-15; the vest is counted as future income anyway"))
  }

  @Test("usage errors: Error, the usage, exit 64", arguments: [
    (["estimate"], "Error: give a household file, or - for standard input ('quicktax template > household.json' starts one)"),
    (["estimate", "a.json", "b.json"], "Error: give one household file; use --batch for many"),
    (["estimate", "-", "--year", "2024"], "Error: '2024' is not a valid --year; use 2025 or 2026"),
    (["estimate", "-", "--as-of", "tomorrow"], "Error: 'tomorrow' is not a valid --as-of; write YYYY-MM-DD (the start of that day) or an ISO-8601 date and time such as 2025-06-15T09:30:00Z"),
    (["estimate", "-", "--time-zone", "Pacific"], "Error: 'Pacific' is not a valid --time-zone; use an IANA name such as America/Los_Angeles or UTC"),
    (["estimate", "-", "--format", "html"], "Error: 'html' is not a valid --format; use text or json or markdown"),
    (["estimate", "a.json", "--batch", "b.jsonl"], "Error: give either a household FILE or --batch, not both"),
    (["estimate", "--batch", "b.jsonl", "--format", "text"], "Error: --batch writes JSON lines; --format text does not apply"),
    (["template", "--year", "1999"], "Error: '1999' is not a valid --year; use a whole number from 2025 to 2026"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try QuickTaxProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.error.hasPrefix(message + "\n\nUsage: quicktax \(arguments[0])"), "\(result.error)")
  }

  @Test("--help on every command")
  func help() throws {
    for command in ["estimate", "template", "fixtures", "bench"] {
      let result = try QuickTaxProcess.run([command, "--help"])
      #expect(result.status == 0 && result.out.hasPrefix("OVERVIEW: ") && result.out.contains("USAGE: quicktax \(command)"))
    }
  }
}
