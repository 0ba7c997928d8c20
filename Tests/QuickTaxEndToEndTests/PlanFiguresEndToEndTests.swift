import Foundation
import Testing

/// The figures `quicktax plan` shows: how the JSON writes them, what a penalty counts, the options
/// it offers and the forms it recommends (issue 24, items 3, 5, 6 and 13).
@Suite("quicktax plan: its figures, options and forms, the built command")
struct PlanFiguresEndToEndTests {
  /// Writes `household` to a file of its own and returns its path.
  func householdFile(_ household: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-plan-figures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("household.json")
    try Data(household.utf8).write(to: file)
    return file.path
  }

  /// Number tokens in exponent form (`9.094947017729282e-13`) anywhere in a JSON text, outside strings.
  static func exponentNumbers(_ json: String) -> [String] {
    var found: [String] = []
    var inString = false
    var escaped = false
    var token = ""
    for character in json {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      if character == "\"" { inString = true }
      if character.isNumber || "+-.eE".contains(character) {
        token.append(character)
      } else {
        // A number token, not the `e` of `true`, `false` or `null`.
        if token.contains(where: \.isNumber), token.contains(where: { $0 == "e" || $0 == "E" }) { found.append(token) }
        token = ""
      }
    }
    return found
  }

  /// A head of household with a business and an ISO exercise in January: the planner's arithmetic
  /// leaves remainders of a cent's billionth (9.094947017729282e-13 was written as an underpayment).
  static let businessAndOptions = """
    {"taxYear": 2026, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "85000", "ytdFederalWithhold": "9500", "ytdStateWithhold": "1500",
       "selfEmploymentReceipts": "75000", "selfEmploymentExpenses": "9000",
       "incentiveStockOptions": [{"id": "a", "date": "2026-01-26", "bargainElement": "150000"}]},
     "estimatedPayments": {"federalQ1": "2000", "federalQ2": "8000", "californiaQ1": "2000"}}
    """

  @Test("plan and estimate JSON: money rounded to cents, no number in exponent form")
  func noExponent() throws {
    let path = try householdFile(Self.businessAndOptions)
    for command in ["plan", "estimate"] {
      let result = try QuickTaxProcess.run([command, path, "--as-of", "2026-04-28", "--time-zone", "UTC", "--format", "json"])
      #expect(result.status == 0, "\(result.error)")
      #expect(Self.exponentNumbers(result.out) == [], "\(command)")
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let plans = try #require((command == "plan" ? report : report["plan"] as? [String: Any]))
      let federal = try #require(plans["federal"] as? [String: Any])
      let plan = try #require((command == "plan" ? federal["plan"] : federal) as? [String: Any])
      let installments = try #require(plan["installments"] as? [[String: Any]])
      // The remainder is no underpayment: a zero, not a cent's billionth.
      #expect(installments.compactMap { $0["underpaymentAsPlanned"] as? Double }.allSatisfy { $0 == 0 || $0 >= 0.01 })
      for installment in installments {
        for key in ["requiredCumulative", "creditedCumulative"] {
          let value = try #require(installment[key] as? Double)
          #expect((value * 100).rounded() / 100 == value, "\(key) \(value) in cents")
        }
      }
    }
  }

  /// A freelancer (docs/examples/freelancer-quarterly.json in 2026) who paid Q1–Q3 in full and
  /// $3,000 short of Q4, as of February 1, 2027: the Q4 shortfall runs only through days whose rate
  /// (January 1 – April 15, 2027) is not yet published.
  static let freelancerShortOfQ4 = """
    {"taxYear": 2026, "filingStatus": "single", "includeCaliforniaTax": false,
     "deductions": {"donations": "1200"},
     "userIncome": {"incomeMode": "simple", "interestIncome": "850", "selfEmploymentReceipts": "140000",
       "selfEmploymentExpenses": "28000", "specifiedServiceBusiness": true, "selfEmployedHealthInsurance": "7200",
       "sepContributions": "12000", "hsaContributions": "4300"},
     "estimatedPayments": {"federalQ1": "4625", "federalQ2": "4625", "federalQ3": "4625", "federalQ4": "1625"},
     "planning": {"priorYearFederalTax": "18500", "priorYearFederalAGI": "96000"}}
    """

  @Test("a penalty in days whose rate is not published is priced at the last rate, marked projected, never $0")
  func projectedPenalty() throws {
    let path = try householdFile(Self.freelancerShortOfQ4)
    let common = [path, "--as-of", "2027-02-01", "--time-zone", "UTC"]
    let text = try QuickTaxProcess.run(["plan"] + common)
    #expect(text.status == 0, "\(text.error)")
    let lines = text.out.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("    Q4       January 15, 2027") && $0.contains("past, $3,000 short") })
    // $3,000 × 90 / 365 × 7% (the rate of October–December 2026, carried on).
    // The year has ended and every due date passed: the one penalty is the return's due date's.
    #expect(lines.contains { $0.hasPrefix("  Penalty at the return's due date, April 15, 2027") && $0.hasSuffix("$51.78 (projected)") }, "\(text.out)")
    #expect(lines.contains { $0.hasPrefix("    Q4: $3,000 short, 90 days") && $0.hasSuffix("$51.78 (projected)") })
    #expect(text.out.contains("Projected: 2027-01-01 to 2027-04-15 at 7%, the last published"))
    #expect(!text.out.contains("Penalty if you pay nothing more                            $0.00"))

    let markdown = try QuickTaxProcess.run(["plan"] + common + ["--format", "markdown"])
    #expect(markdown.out.contains("$51.78 (projected)"))

    let json = try QuickTaxProcess.run(["plan"] + common + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let federal = try #require(report["federal"] as? [String: Any])
    let plan = try #require(federal["plan"] as? [String: Any])
    #expect(plan["penaltyIfNothingMore"] as? Double == 51.78)
    #expect(plan["penaltyIfNothingMoreProjected"] as? Double == 51.78)
    #expect((plan["projectedRates"] as? [String])?.count == 1 && (plan["unknownRates"] as? [String]) == [])
    let worksheet = try #require(federal["penaltyWorksheetIfNothingMore"] as? [String: Any])
    let q4 = try #require((worksheet["installments"] as? [[String: Any]])?.last)
    let line = try #require((q4["lines"] as? [[String: Any]])?.first)
    #expect(line["projected"] as? Bool == true && line["rate"] as? Double == 0.07 && line["penalty"] as? Double == 51.78)

    let whatif = try QuickTaxProcess.run(["whatif"] + common + ["--add", "userIncome.interestIncome=1000"])
    #expect(whatif.out.split(separator: "\n").contains { $0.hasPrefix("Penalty if nothing more, federal") && $0.contains("$51.78 (projected)") }, "\(whatif.out)")
  }

  /// The couple of docs/examples/married-rsu-investments.json moved to 2026 (dates a year on) with
  /// a $40,000 long-term gain, planning from `init` on November 25, 2026.
  func couple() throws -> String {
    let example = try String(
      contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/married-rsu-investments.json"), encoding: .utf8)
    let moved = example.replacingOccurrences(of: "\"taxYear\": 2025", with: "\"taxYear\": 2026")
      .replacingOccurrences(of: "\"2025-", with: "\"2026-")
      .replacingOccurrences(of: "\"longTermGains\": \"18000\"", with: "\"longTermGains\": \"40000\"")
    #expect(moved.contains("\"longTermGains\": \"40000\"") && !moved.contains("2025"))
    return try householdFile(moved)
  }

  @Test("Schedule AI / FTB 5805 Part III is recommended only where it lowers a penalty")
  func annualizedOnlyWhereItLowersAPenalty() throws {
    let common = [try couple(), "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles"]
    let text = try QuickTaxProcess.run(["plan"] + common)
    #expect(text.status == 0, "\(text.error)")
    // California withholding covers the regular installments by each date: no penalty either way.
    #expect(!text.out.contains("file FTB 5805 with"), "\(text.out)")
    let sentences = text.out.replacingOccurrences(of: "\n    ", with: " ")  // notes unwrapped
    #expect(sentences.contains("already covers the regular installments: no penalty either way, so FTB 5805 Part III is not needed."))
    let json = try QuickTaxProcess.run(["plan"] + common + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let california = try #require((report["california"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(california["method"] as? String == "regular" && california["annualizedNotNeeded"] as? Bool == true)
    #expect(california["penaltyIfNothingMore"] as? Double == 0)
    let installments = try #require(california["installments"] as? [[String: Any]])
    #expect(installments.map { $0["quarter"] as? String } == ["Q1", "Q2", "Q4"])
    #expect(installments.allSatisfy { ($0["creditedCumulative"] as? Double ?? 0) >= ($0["requiredCumulative"] as? Double ?? .infinity) - 0.005 })
  }

  /// A couple whose withholding fell short of every past installment, as of November 25, 2026:
  /// paying on January 15 leaves the past shortfalls' penalty; extra withholding, counted in equal
  /// parts on every due date (IRC §6654(g)(1)), covers them.
  func coupleShortOfPastDates() throws -> String {
    let example = try String(contentsOf: URL(fileURLWithPath: try couple()), encoding: .utf8)
    var household = try #require(try JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
    var user = try #require(household["userIncome"] as? [String: Any])
    var spouse = try #require(household["spouseIncome"] as? [String: Any])
    user.merge(
      ["futureRSUVests": [Any](), "nextPayDate": "2026-12-04", "ytdWage": "180000", "ytdFederalWithhold": "28000", "ytdStateWithhold": "12000"],
      uniquingKeysWith: { $1 })
    spouse.merge(["nextPayDate": "2026-12-15", "ytdWage": "70000", "ytdFederalWithhold": "7600", "ytdStateWithhold": "3000"], uniquingKeysWith: { $1 })
    household["userIncome"] = user
    household["spouseIncome"] = spouse
    household["estimatedPayments"] = ["federalQ1": "1000", "federalQ2": "1000", "federalQ3": "1000"]
    return try householdFile(String(decoding: try JSONSerialization.data(withJSONObject: household), as: UTF8.self))
  }

  @Test("the options say what each leaves, in penalty and cash and when, the cheaper first")
  func unequalOptions() throws {
    let common = [try coupleShortOfPastDates(), "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles"]
    let text = try QuickTaxProcess.run(["plan"] + common)
    #expect(text.status == 0, "\(text.error)")
    let sentences = text.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(
      sentences.contains(
        "Federal: have $1,199 more federal withholding on each of the 3 paychecks left ($3,597 in all), leaving no penalty; "
          + "or instead pay $3,595 to the IRS by January 15, 2027, leaving $74.39 ($5.60 projected) of penalty."), "\(text.out)")
    #expect(
      sentences.contains(
        "California: have $526 more state withholding on each of the 3 paychecks left ($1,578 in all), leaving no penalty; "
          + "or instead pay $1,576 to the FTB by January 15, 2027, leaving $50.80 ($3.17 projected) of penalty."))
    let json = try QuickTaxProcess.run(["plan"] + common + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let federal = try #require((report["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(federal["penaltyAsPlanned"] as? Double == 74.39)
    let alternative = try #require(federal["withholdingAlternative"] as? [String: Any])
    #expect(alternative["penalty"] as? Double == 0 && alternative["rule"] as? String == "coversEachInstallment")
  }

  @Test("options that leave the same penalty keep the payment first")
  func equalOptions() throws {
    let text = try QuickTaxProcess.run(["plan", try couple(), "--as-of", "2026-11-25", "--time-zone", "America/Los_Angeles"])
    let sentences = text.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(
      sentences.contains(
        "Federal: pay $689 to the IRS by January 15, 2027, leaving no penalty; or instead have $230 more federal withholding "
          + "on each of the 3 paychecks left ($690 in all), leaving no penalty."), "\(text.out)")
  }
}
