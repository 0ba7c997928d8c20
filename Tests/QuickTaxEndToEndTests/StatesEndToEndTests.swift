import Foundation
import Testing

/// Where the household lives (issue 44), the built command: the states without a tax on wages,
/// Washington's excise tax, a state not computed, and the new users of Brooklyn, Austin and
/// Seattle, who meet no California figure or question.
@Suite("States of residence, the built command")
struct StatesEndToEndTests {
  let clock = ["--as-of", "2025-09-01", "--time-zone", "UTC"]

  /// A household with wages, investments and a gain, in `state` (nil: the web app's California off).
  static func household(_ state: String?, locality: String? = nil) -> Data {
    let residence = state.map { state in
      #""residence": {"state": "\#(state)""# + (locality.map { #", "locality": "\#($0)""# } ?? "") + "}, "
    } ?? #""includeCaliforniaTax": false, "#
    return Data(
      (#"{"taxYear": 2025, "filingStatus": "marriedFilingJointly", \#(residence)"deductions": {"propertyTax": "9000", "mortgageInterest": "18000", "otherStateIncomeTax": "0"}, "#
        + #""userIncome": {"incomeMode": "simple", "ytdWage": "140000", "ytdFederalWithhold": "21000", "futureWage": "45000", "futureFederalWithhold": "6800", "#
        + #""ordinaryDividends": "3000", "qualifiedDividends": "2500", "longTermGains": "40000"}}"#).utf8)
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("each state without a tax on wages: the federal figures of California off, no state in words, no state plan, payee or question",
    arguments: ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"])
  func noWageTax(state: String) throws {
    let named = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + clock, input: Self.household(state))
    let unnamed = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + clock, input: Self.household(nil))
    #expect(named.status == 0 && unnamed.status == 0, "\(named.error)")
    let report = try Self.json(named.out)
    let result = try #require(report["result"] as? [String: Any])
    let federal = try #require(result["federalTax"] as? NSDictionary)
    #expect(federal == (try Self.json(unnamed.out)["result"] as? [String: Any])?["federalTax"] as? NSDictionary)
    #expect(result["californiaTax"] == nil && (report["californiaSuggestions"] as? [Any])?.isEmpty == true)
    let residence = try #require(report["residence"] as? [String: Any])
    #expect(residence["state"] as? String == state && residence["incomeTax"] as? String == "none")
    #expect((residence["summary"] as? String)?.contains("has no income tax on wages") == true)
    #expect((report["plan"] as? [String: Any])?.keys.sorted() == ["federal"])
    #expect((report["warnings"] as? [Any])?.isEmpty == true, "nothing left out: no warning")
    // Washington's excise tax on a $40,000 gain: within its deduction, nothing owed.
    #expect(state == "WA" ? (result["washingtonTax"] as? [String: Any])?["totalTax"] as? Double == 0 : result["washingtonTax"] == nil)
    let text = try QuickTaxProcess.run(["plan", "-"] + clock, input: Self.household(state))
    #expect(!text.out.contains("California") && !text.out.contains("FTB"), "\(state)")
    #expect(text.out.contains("has no income tax"))
  }

  @Test("a state not computed: said at the top, in the JSON's warnings and residence, in What to do and in the calendar")
  func notComputed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-states-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let calendar = folder.appendingPathComponent("plan.ics")
    let text = try QuickTaxProcess.run(["plan", "-", "--calendar", calendar.path] + clock, input: Self.household("PA"))
    #expect(text.status == 0, "\(text.error)")
    let flat = text.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.hasPrefix("QuickTax plan: tax year 2025, married filing jointly As of September 1, 2025 (UTC). Rules: current-law, binary arithmetic. Pennsylvania income tax is not computed: the federal figures are complete; enter the Pennsylvania income tax you pay this year"))
    #expect(flat.contains("Federal payments only: Pennsylvania income tax is not computed, so its estimated payments and balance due are not in this list."))
    #expect(!text.out.contains("California") && !text.out.contains("FTB"))
    let ics = try String(contentsOf: calendar, encoding: .utf8).replacingOccurrences(of: "\r\n ", with: "")
    #expect(ics.contains("Pennsylvania income tax is not computed by QuickTax: its payments are not in this calendar."))
    let json = try Self.json(try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + clock, input: Self.household("PA")).out)
    let warnings = try #require(json["warnings"] as? [[String: Any]])
    #expect(warnings.first?["path"] as? String == "residence.state")
    #expect((warnings.first?["message"] as? String)?.hasPrefix("Pennsylvania income tax is not computed") == true)
    #expect((json["residence"] as? [String: Any])?["incomeTax"] as? String == "notComputed")
    // New York is computed (NewYorkEndToEndTests): nothing said not computed of it.
    let newYork = try QuickTaxProcess.run(["estimate", "-"] + clock, input: Self.household("NY", locality: "newYorkCity"))
    #expect(!newYork.out.contains("not computed") && newYork.out.contains("New York tax (IT-201)"))
  }

  @Test("the web app's rules know California residents only: another state is refused by name")
  func webRules() throws {
    let refused = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + clock, input: Self.household("NY"))
    #expect(refused.status == 1)
    #expect(refused.error.hasPrefix("Error: standard input: residence.state: \"NY\": the web app computes California residents only"))
    let californian = try QuickTaxProcess.run(["estimate", "-", "--rules", "quicktax-web"] + clock, input: Self.household("CA"))
    #expect(californian.status == 0 && californian.out.contains("California (FTB)"))
  }

  @Test("the new users: Brooklyn, Austin and Seattle meet no California figure, payee or question", arguments: [
    "brooklyn-freelancer", "austin-engineer", "seattle-stock-sale",
  ])
  func newUsers(example: String) throws {
    for format in ["text", "markdown"] {
      for command in ["estimate", "plan"] {
        let result = try QuickTaxProcess.run([command, "docs/examples/\(example).json", "--format", format])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.out.contains("California") && !result.out.contains("FTB") && !result.out.contains("540"), "\(example) \(command) \(format)")
      }
    }
    let template = try QuickTaxProcess.run(["template", "--state", example == "seattle-stock-sale" ? "WA" : example == "austin-engineer" ? "TX" : "NY"])
    #expect(!template.out.lowercased().contains("california"))
  }

  @Test("Seattle: the excise tax in the figures, What to do, the calendar and JSON; nothing of it in the federal plan")
  func seattle() throws {
    let plan = try QuickTaxProcess.run(["plan", "docs/examples/seattle-stock-sale.json", "--format", "json"])
    let document = try Self.json(plan.out)
    let actions = try #require(document["actions"] as? [[String: Any]])
    let excise = try #require(actions.first { $0["jurisdiction"] as? String == "washington" })
    #expect(excise["amount"] as? Double == 84_850 && excise["dueDate"] as? String == "2026-04-15" && excise["payee"] as? String == "My DOR")
    #expect(excise["purpose"] as? String == "your 2025 capital gains excise tax, with its return" && excise["amountKind"] as? String == "balanceDue")
    #expect(document["washington"] == nil, "no estimated payments: no plan")
    let estimate = try Self.json(try QuickTaxProcess.run(["estimate", "docs/examples/seattle-stock-sale.json", "--format", "json"]).out)
    let tax = try #require((estimate["result"] as? [String: Any])?["washingtonTax"] as? [String: Any])
    #expect(tax["totalTax"] as? Double == 84_850 && tax["law"] as? String == "RCW 82.87")
    let lines = try #require(tax["lines"] as? [String: Double])
    #expect(lines["washingtonCapitalGains"] == 1_150_000 && lines["taxAtBaseRate"] == 80_500 && lines["additionalTax"] == 4_350)
    #expect((estimate["taxTables"] as? [[String: Any]])?.contains { $0["file"] as? String == "current-law-2025-washington.json" } == true)
    let text = try QuickTaxProcess.run(["estimate", "docs/examples/seattle-stock-sale.json"])
    #expect(text.out.contains("  Washington (DOR)    $84,850 owed (capital gains excise tax)"))
    #expect(text.out.contains("  Additional 2.9% above $1,000,000 (RCW 82.87.040(1)(b))    $4,350"))
  }

  @Test("what-if and sweeps count the excise tax and say where it starts")
  func whatIf() throws {
    let base = ["docs/examples/seattle-stock-sale.json", "--format", "json"]
    let scenario = try QuickTaxProcess.run(["whatif"] + base + ["--scenario", "give:deductions.washingtonCharitableDonations+=200000"])
    #expect(scenario.status == 0, "\(scenario.error)")
    let scenarios = try #require(try Self.json(scenario.out)["scenarios"] as? [[String: Any]])
    #expect(scenarios[0]["washingtonTotalTax"] as? Double == 84_850)
    // Gifts of 500,000: the deduction's limit, 111,000: 1,450,000 − 278,000 − 111,000 = 1,061,000; 7% of it and 2.9% of
    // 61,000: 74,270 + 1,769 = 76,039. The federal return is unchanged.
    #expect(scenarios[1]["washingtonTotalTax"] as? Double == 76_039)
    let total = try #require(scenarios[1]["totalTax"] as? Double)
    let federal = try #require(scenarios[1]["federalTotalTax"] as? Double)
    #expect(total == federal + 76_039 && federal == scenarios[0]["federalTotalTax"] as? Double)
    let sweep = try QuickTaxProcess.run(["whatif", "docs/examples/seattle-stock-sale.json", "--sweep", "userIncome.longTermGains=300000..1500000/400000"])
    #expect(sweep.out.contains("Washington's capital gains excise tax starts (long-term gains above its $278,000 deduction)"), "\(sweep.out)")
    #expect(sweep.out.contains("Washington's additional 2.9% starts (its capital gains above $1,000,000)"))
    // Headroom: how much more long-term gain before Washington's 2.9% starts ($300,000 of gains in a
    // Washington household: $1,278,000 − $300,000 = $978,000).
    let household = Data(
      #"{"taxYear": 2025, "filingStatus": "marriedFilingJointly", "residence": {"state": "WA"}, "userIncome": {"incomeMode": "simple", "ytdWage": "150000", "ytdFederalWithhold": "25000", "longTermGains": "300000"}}"#
        .utf8)
    let headroom = try QuickTaxProcess.run(["estimate", "-", "--headroom", "--format", "json"] + clock, input: household)
    let entries = try #require(try Self.json(headroom.out)["headroom"] as? [[String: Any]])
    let additional = try #require(entries.first { ($0["threshold"] as? String)?.hasPrefix("Washington's additional 2.9%") == true })
    #expect(additional["moreLongTermGain"] as? Double == 978_000 && additional["moreWages"] is NSNull)
    let csv = try QuickTaxProcess.run(["whatif", "docs/examples/seattle-stock-sale.json", "--sweep", "userIncome.longTermGains=300000..700000/400000", "--format", "csv"])
    #expect(csv.out.hasPrefix("userIncome.longTermGains,federal total tax,California total tax,Washington total tax,total tax,"))
  }
}
