import Foundation
import Testing

/// Issue 35, items 6–8: refunds count in every what-if (the change, the marginal rate, the sweep)
/// with the thresholds crossed named; a credit that does nothing is said; a single filer with a
/// child is told about head of household.
@Suite("refundable credits in what-ifs, credits that do nothing, head of household, the built command")
struct RefundsInWhatIfEndToEndTests {
  /// A restaurant server: single, 2025, wages 31,000 (9,000 of them tips), one child of 4, renting.
  static let server = Data(
    #"""
    {"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "31000", "qualifiedTips": "9000"},
     "family": {"qualifyingChildren": "1", "earnedIncomeCreditChildren": "1", "childrenUnder6": "1", "userAge": "30", "californiaRenter": true}}
    """#.utf8)
  static let clock = ["--as-of", "2025-12-01", "--time-zone", "UTC"]

  @Test("whatif +$1,000 of wages: the refunds it takes away are the change from the base and the marginal rate, not $0 and 0%")
  func whatIfCountsRefunds() throws {
    let result = try QuickTaxProcess.run(["whatif", "-", "--scenario", "more:userIncome.ytdWage+=1000", "--format", "json"] + Self.clock, input: Self.server)
    #expect(result.status == 0, "\(result.error)")
    let text = try QuickTaxProcess.run(["whatif", "-", "--scenario", "more:userIncome.ytdWage+=1000"] + Self.clock, input: Self.server)
    let lines = text.out.split(separator: "\n").map(String.init)
    let change = try #require(lines.first { $0.hasPrefix("Change from the base") })
    #expect(!change.hasSuffix(" $0"), "\(change)")
    let rate = try #require(lines.first { $0.hasPrefix("Marginal rate, $1,000 more wages") })
    #expect(!rate.contains(" 0.0%"), "\(rate)")
    #expect(lines.contains { $0.hasPrefix("Federal refundable credits") } && lines.contains { $0.hasPrefix("Total tax less refundable credits") })
  }

  @Test("a sweep of wages: the tax less refundable credits rises as the credits phase out, each threshold named")
  func sweepCountsRefunds() throws {
    let result = try QuickTaxProcess.run(["whatif", "-", "--sweep", "userIncome.ytdWage=20000..60000/4000", "--format", "json"] + Self.clock, input: Self.server)
    #expect(result.status == 0, "\(result.error)")
    let sweep = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let points = try #require(sweep["points"] as? [[String: Any]])
    let rates = points.compactMap { $0["marginalRate"] as? Double }
    #expect(rates.count == points.count - 1 && rates.filter { $0 > 0.2 }.count >= 3, "refunds lost: \(rates)")
    let crosses = points.flatMap { $0["crosses"] as? [String] ?? [] }
    for name in ["the earned income credit starts to phase out", "CalEITC is fully phased out", "the young child tax credit starts to phase out",
      "the earned income credit is fully phased out"] {
      #expect(crosses.contains { $0.hasPrefix(name) }, "\(name) in \(crosses)")
    }
    #expect(points.allSatisfy { $0["taxAfterRefundableCredits"] is Double })
  }

  @Test("estimate: what $1,000 more wages costs with the credits, the renter's credit that does nothing, head of household")
  func estimateSaysIt() throws {
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Self.server)
    #expect(result.status == 0, "\(result.error)")
    let flat = result.out.replacingOccurrences(of: "\n    ", with: " ").replacingOccurrences(of: "\n  ", with: " ")
    #expect(flat.contains("Counting the refundable credits, $1,000 more wages would cost you $507 (50.7%): federal $260, California $247"), "\(result.out)")
    #expect(flat.contains("as the earned income credit, CalEITC and the young child tax credit phase out"))
    #expect(flat.contains("The renter's credit of $60 is nonrefundable (Form 540 line 46)") && flat.contains("so none of it is used"))
    #expect(flat.contains("you may be able to file as head of household") && flat.contains("It would mean $128 less federal tax"))
    #expect(flat.contains("Tax bracket 10%") && !flat.contains("Marginal rate 10%"))
    // Filing as head of household already: no hint.
    let head = String(decoding: Self.server, as: UTF8.self).replacingOccurrences(of: "\"single\"", with: "\"headOfHousehold\"")
    let filed = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Data(head.utf8))
    #expect(!filed.out.contains("head of household:"))
  }

  @Test("the child tax credit that neither lowers the tax nor comes back is said: $500 of $2,200")
  func childTaxCreditLost() throws {
    let household = #"{"taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "20000"}, "family": {"qualifyingChildren": "1"}}"#
    let result = try QuickTaxProcess.run(["estimate", "-"] + Self.clock, input: Data(household.utf8))
    let flat = result.out.replacingOccurrences(of: "\n    ", with: " ")
    #expect(flat.contains("$500 of the $2,200 child tax credit and credit for other dependents does nothing"), "\(result.out)")
    #expect(flat.contains("only $1,700 comes back as the additional child tax credit"))
  }

  @Test("a household due a refund: the plan says in words that no estimated tax is required and why, never a percentage of a negative tax (issue 46)")
  func refundInWords() throws {
    let household = Data(
      #"{"taxYear": 2025, "filingStatus": "headOfHousehold", "residence": {"state": "TX"}, "family": {"qualifyingChildren": "2", "earnedIncomeCreditChildren": "2", "userAge": "30"}, "userIncome": {"incomeMode": "simple", "ytdWage": "18000", "futureWage": "6000", "ytdFederalWithhold": "300"}}"#
        .utf8)
    let plan = try QuickTaxProcess.run(["plan", "-", "--as-of", "2025-08-01", "--time-zone", "UTC"], input: household)
    let flat = plan.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(flat.contains("No estimated tax is required: this year's tax, after the refundable credits, is below zero ($10,235 less than nothing"))
    #expect(!plan.out.contains("-0%") && !plan.out.contains("of -$"), "\(plan.out)")
  }
}
