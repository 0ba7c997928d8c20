import Foundation
import Testing

/// Income split by period (`planning.incomeByPeriod`) in what-if scenarios and sweeps (issue 46).
@Suite("quicktax whatif with income by period, the built command")
struct WhatIfPeriodsEndToEndTests {
  static let clock = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("a scenario moves income split by period with the year's figure: into the period it names, else the last (issue 46)")
  func periodsFollow() throws {
    // The README's scenario on a household whose long-term gain is dated (as init writes it).
    var household = try Self.object(
      try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/married-rsu-investments.json"), encoding: .utf8))
    household["planning"] = ["incomeByPeriod": ["longTermGains": ["0", "0", "18000", "0"]]]
    let input = try JSONSerialization.data(withJSONObject: household)
    let readme = try QuickTaxProcess.run(["whatif", "-", "--scenario", "sell:userIncome.longTermGains+=80000", "--format", "json"] + Self.clock, input: input)
    #expect(readme.status == 0, "\(readme.error)")
    // The same sale in June costs a penalty the December one does not (the annualized method): each period named is used.
    let named = try QuickTaxProcess.run(
      ["whatif", "-", "--scenario", "june:userIncome.longTermGains+=80000@june", "--scenario", "december:userIncome.longTermGains+=80000@4", "--format", "json"]
        + ["--as-of", "2025-11-20", "--time-zone", "UTC"], input: input)
    #expect(named.status == 0, "\(named.error)")
    let scenarios = try #require(try Self.object(named.out)["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["edits"] as? [String] } == [[], ["userIncome.longTermGains+=80000@3"], ["userIncome.longTermGains+=80000@4"]])
    #expect(scenarios[1]["totalTax"] as? Double == scenarios[2]["totalTax"] as? Double, "the same year's tax")
    func penalty(_ scenario: [String: Any]) -> Double {
      ((scenario["nextPayments"] as? [[String: Any]]) ?? []).reduce(0) { $0 + ($1["penaltyIfNothingMore"] as? Double ?? 0) }
    }
    #expect(penalty(scenarios[1]) > penalty(scenarios[2]))
    // A period that is not one, or on income the household does not split: a usage error naming it.
    let bad = try QuickTaxProcess.run(["whatif", "-", "--scenario", "x:userIncome.longTermGains+=1@13"] + Self.clock, input: input)
    #expect(bad.status == 64 && bad.error.contains("\"13\" is not a period for userIncome.longTermGains; write @1 to @4"))
  }

  @Test("a sweep of a household estimate refuses computes no point: the file's own periods not adding up are named first")
  func sweepChecksTheFile() throws {
    var household = try Self.object(
      try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/single-w2.json"), encoding: .utf8))
    household["planning"] = ["incomeByPeriod": ["interestIncome": ["100", "0", "0", "0"]]]
    let input = try JSONSerialization.data(withJSONObject: household)
    let sweep = try QuickTaxProcess.run(["whatif", "-", "--sweep", "userIncome.interestIncome=0..3000/1000"] + Self.clock, input: input)
    #expect(sweep.status == 1 && sweep.out.isEmpty)
    #expect(sweep.error.hasPrefix("Error: standard input, before sweeping userIncome.interestIncome, as given: planning.incomeByPeriod.interestIncome"), "\(sweep.error)")
  }

  @Test("a sweep shows the field's unit, and a marginal rate only for dollars: shares as shares, the change of tax per step (issue 46)")
  func sweepUnits() throws {
    let shares = try QuickTaxProcess.run(
      ["whatif", "docs/examples/married-rsu-investments.json", "--sweep", "userIncome.futureRSUVests[0].shares=0..400/100"] + Self.clock)
    #expect(shares.status == 0, "\(shares.error)")
    #expect(shares.out.hasPrefix("QuickTax sweep of userIncome.futureRSUVests[0].shares from 0 shares to 400 shares by 100 shares"))
    #expect(shares.out.contains("100 shares") && !shares.out.contains("$400") && !shares.out.contains("%"), "\(shares.out)")
    #expect(shares.out.contains("change") && shares.out.contains("+$5,357"))
    let json = try Self.object(
      try QuickTaxProcess.run(
        ["whatif", "docs/examples/married-rsu-investments.json", "--sweep", "userIncome.futureRSUVests[0].shares=0..100/100", "--format", "json"]
          + Self.clock
      ).out)
    let points = try #require(json["points"] as? [[String: Any]])
    #expect(points[1]["marginalRate"] is NSNull && points[1]["change"] as? Double == 5_357)
    // Dollars keep the rate.
    let dollars = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json", "--sweep", "userIncome.interestIncome=0..2000/1000"] + Self.clock)
    #expect(dollars.out.contains("$1,000") && dollars.out.contains("marginal") && dollars.out.contains("%"))
  }
}
