import Foundation
import Testing

@Suite("quicktax whatif, the built command")
struct WhatIfEndToEndTests {
  static let clock = ["--as-of", "2025-06-15", "--time-zone", "UTC"]

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// `estimate --format json` on `file` with `change` made to its JSON.
  static func estimate(_ file: String, _ change: (inout [String: Any]) -> Void) throws -> [String: Any] {
    var household = try object(try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent(file), encoding: .utf8))
    change(&household)
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--format", "json"] + clock, input: try JSONSerialization.data(withJSONObject: household))
    #expect(result.status == 0)
    return try object(result.out)
  }

  @Test(
    "every column equals estimate on the household edited by hand",
    arguments: [
      ("docs/examples/single-w2.json", "userIncome.longTermGains", 300_000.0),
      ("docs/examples/married-rsu-investments.json", "userIncome.shortTermGains", -20_000.0),
      ("docs/examples/itemizing-homeowner.json", "deductions.donations", 25_000.0),
      ("docs/examples/head-of-household-two-children.json", "userIncome.interestIncome", 40_000.0),
    ])
  func columnsEqualEstimate(_ file: String, _ path: String, _ amount: Double) throws {
    let result = try QuickTaxProcess.run(["whatif", file, "--add", "\(path)=\(Int(amount))", "--format", "json"] + Self.clock)
    #expect(result.status == 0)
    let scenarios = try #require(try Self.object(result.out)["scenarios"] as? [[String: Any]])
    #expect(scenarios.map { $0["name"] as? String } == ["base", "what if"])
    let keys = path.split(separator: ".").map(String.init)
    let base = try Self.estimate(file) { _ in }
    let edited = try Self.estimate(file) { household in
      var section = household[keys[0]] as? [String: Any] ?? [:]
      let current = Double(section[keys[1]] as? String ?? "") ?? (section[keys[1]] as? Double ?? 0)
      section[keys[1]] = String(current + amount)
      household[keys[0]] = section
    }
    for (column, estimate) in zip(scenarios, [base, edited]) {
      let federal = (estimate["result"] as? [String: Any])?["federalTax"] as? [String: Any]
      let california = (estimate["result"] as? [String: Any])?["californiaTax"] as? [String: Any]
      #expect(column["federalTotalTax"] as? Double == federal?["totalTax"] as? Double)
      #expect(column["federalBalance"] as? Double == federal?["owedOrRefund"] as? Double)
      #expect(column["californiaTotalTax"] as? Double == california?["totalTax"] as? Double)
    }
    let change = try #require(scenarios[1]["changeFromBase"] as? Double)
    #expect(change == (scenarios[1]["totalTax"] as? Double ?? 0) - (scenarios[0]["totalTax"] as? Double ?? 0))
  }

  @Test("text: one column per scenario, and what each change crosses")
  func text() throws {
    let result = try QuickTaxProcess.run(
      ["whatif", "docs/examples/single-w2.json", "--scenario", "sell:userIncome.longTermGains=300000", "--scenario", "give:deductions.donations+=5000"]
        + Self.clock)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.hasSuffix("base    sell    give") || ($0.contains("base") && $0.contains("sell") && $0.contains("give")) })
    // Single, $84,250 taxable before: $300,000 of long-term gain reaches the 15% rate, NIIT and
    // California's 10.3% bracket.
    #expect(
      result.out.contains(
        "sell: userIncome.longTermGains=300000. What changes: long-term gains reach the 15% capital gains rate; NIIT starts; California's top bracket goes from 9.3% to 10.3%."))
    #expect(result.out.contains("Federal total tax") && result.out.contains("$13,455"))
  }

  @Test("markdown: the same table, with the base's headroom under --headroom; json carries it as baseHeadroom, as estimate finds it")
  func markdownAndHeadroom() throws {
    let arguments = ["whatif", "docs/examples/single-w2.json", "--scenario", "sell:userIncome.longTermGains=300000", "--headroom"] + Self.clock
    let markdown = try QuickTaxProcess.run(arguments + ["--format", "markdown"])
    #expect(markdown.status == 0)
    #expect(markdown.out.hasPrefix("## QuickTax what-if (rules: current-law)\n\n| | base | sell |\n| --- | ---: | ---: |\n| Federal total tax | $13,455 |"))
    #expect(markdown.out.contains("### Headroom of the base") && markdown.out.contains("| the next federal bracket (above 22%) | $19,100 | — |"))
    let json = try Self.object(try QuickTaxProcess.run(arguments + ["--format", "json"]).out)
    let estimate = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--headroom", "--format", "json"] + Self.clock)
    let expected = try #require(try Self.object(estimate.out)["headroom"] as? [[String: Any]])
    let found = try #require(json["baseHeadroom"] as? [[String: Any]])
    #expect(found.count == expected.count && found.count >= 6)
    for (one, other) in zip(found, expected) {
      #expect(one["threshold"] as? String == other["threshold"] as? String)
      #expect(String(describing: one["moreWages"]) == String(describing: other["moreWages"]))
      #expect(String(describing: one["moreLongTermGain"]) == String(describing: other["moreLongTermGain"]))
    }
    let text = try QuickTaxProcess.run(arguments)
    #expect(text.out.contains("Headroom of the base: how much more income") && text.out.contains("the next federal bracket (above 22%)        $19,100"))
    let sweep = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json", "--sweep", "userIncome.longTermGains=0..1000/500", "--headroom"])
    #expect(sweep.status == 64 && sweep.error.contains("--headroom goes with a comparison"))
  }

  @Test("the marginal rate spans the Tax Table's rows: it agrees with a sweep of interest over the same step, to 0.1 point")
  func marginalRateAcrossTaxTableRows() throws {
    // The freelancer (22% federal, 9.3% California; the QBI deduction takes 20% of a dollar of
    // interest): 80% × 22% + 9.3% = 26.9%. A $100 step read 31.0%, 32.0% or 20.0% off the $50 rows.
    let file = "docs/examples/freelancer-quarterly.json"
    let contributions = [0, 6_000, 18_000]
    let result = try QuickTaxProcess.run(
      ["whatif", file, "--format", "json"] + contributions.flatMap { ["--scenario", "sep \($0):userIncome.sepContributions=\($0)"] } + Self.clock)
    #expect(result.status == 0)
    let scenarios = try #require(try Self.object(result.out)["scenarios"] as? [[String: Any]])
    let rates = scenarios.map { $0["marginalRate"] as? Double ?? .nan }
    #expect(abs(rates[0] - 0.269) < 0.0005 && abs(rates[1] - 0.269) < 0.0005 && abs(rates[2] - 0.269) < 0.0005, "\(rates)")
    for (contribution, rate) in zip([12_000] + contributions, rates) {
      let sweep = try QuickTaxProcess.run(
        ["whatif", file, "--set", "userIncome.sepContributions=\(contribution)", "--sweep", "userIncome.interestIncome=850..1850/1000", "--format", "json"]
          + Self.clock)
      let points = try #require(try Self.object(sweep.out)["points"] as? [[String: Any]])
      let slope = try #require(points.last?["marginalRate"] as? Double)
      #expect(abs(rate - slope) < 0.001, "SEP \(contribution): whatif \(rate), sweep \(slope)")
    }
  }

  @Test("mistakes: a malformed path is a usage error; a value the file could not hold names the scenario and the field")
  func mistakes() throws {
    let path = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json", "--set", "userIncome..ytdWage=1"])
    #expect(path.status == 64 && path.error.contains("'userIncome..ytdWage' is not a field path"))
    let value = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json", "--scenario", "typo:userIncome.ytdWag=1"] + Self.clock)
    #expect(value.status == 1)
    #expect(value.error.contains(#"scenario "typo" (userIncome.ytdWag=1): userIncome.ytdWag: is not a field QuickTax knows; did you mean "ytdWage"?"#))
    let none = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json"])
    #expect(none.status == 64 && none.error.contains("give at least one change"))
  }
}

@Suite("quicktax whatif --sweep, the built command")
struct SweepEndToEndTests {
  @Test(
    "every point equals estimate on the household with the field set to the point's value",
    arguments: [
      ("docs/examples/single-w2.json", "userIncome", "longTermGains", [0.0, 150_000, 300_000]),
      ("docs/examples/married-over-65.json", "userIncome", "interestIncome", [0.0, 40_000, 80_000]),
      ("docs/examples/freelancer-quarterly.json", "userIncome", "selfEmploymentReceipts", [50_000.0, 150_000, 250_000]),
    ])
  func pointsEqualEstimate(_ file: String, _ section: String, _ field: String, _ values: [Double]) throws {
    let step = values[1] - values[0]
    let result = try QuickTaxProcess.run(
      ["whatif", file, "--sweep", "\(section).\(field)=\(Int(values[0]))..\(Int(values[2]))/\(Int(step))", "--format", "json"]
        + WhatIfEndToEndTests.clock)
    #expect(result.status == 0)
    let points = try #require(try WhatIfEndToEndTests.object(result.out)["points"] as? [[String: Any]])
    #expect(points.count == 3)
    var previous: Double?
    for (point, value) in zip(points, values) {
      let estimate = try WhatIfEndToEndTests.estimate(file) { household in
        var income = household[section] as? [String: Any] ?? [:]
        income[field] = String(Int(value))
        household[section] = income
      }
      let result = try #require(estimate["result"] as? [String: Any])
      let federal = try #require((result["federalTax"] as? [String: Any])?["totalTax"] as? Double)
      let california = (result["californiaTax"] as? [String: Any])?["totalTax"] as? Double
      #expect(point["value"] as? Double == value)
      #expect(point["federalTotalTax"] as? Double == federal)
      #expect(point["californiaTotalTax"] as? Double == california)
      // The marginal rate is on what is paid: each tax less its refundable credits.
      let refundable = ((result["federalTax"] as? [String: Any])?["refundableCredits"] as? Double ?? 0)
        + ((result["californiaTax"] as? [String: Any])?["refundableCredits"] as? Double ?? 0)
      let total = federal + (california ?? 0) - refundable
      #expect(point["taxAfterRefundableCredits"] as? Double == total)
      if let previous { #expect(abs((point["marginalRate"] as? Double ?? .nan) - (total - previous) / step) < 1e-12) }
      previous = total
    }
  }

  @Test("on generated households, through the binary: every point of a sweep equals estimate of the household at that value")
  func generatedSweeps() throws {
    // SplitMix64, as QuickTaxFixtures' SeededGenerator (this target runs the binary only).
    var state: UInt64 = 0x5EED_0E2E
    func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    let files = ["single-w2", "married-rsu-investments", "itemizing-homeowner", "other-state", "head-of-household-two-children", "freelancer-quarterly"]
    let statuses = ["single", "marriedFilingJointly", "marriedFilingSeparately", "headOfHousehold", "qualifyingSurvivingSpouse"]
    let fields = [("userIncome", "longTermGains"), ("userIncome", "interestIncome"), ("userIncome", "ytdWage"), ("deductions", "donations")]
    for _ in 0..<10 {
      let file = "docs/examples/\(files[next(files.count)]).json"
      var household = try WhatIfEndToEndTests.object(try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent(file), encoding: .utf8))
      household["filingStatus"] = statuses[next(statuses.count)]
      household["includeCaliforniaTax"] = next(2) == 0
      var income = household["userIncome"] as? [String: Any] ?? [:]
      income["ytdWage"] = String(next(400_000))
      income["shortTermGains"] = String(next(50_000) - 10_000)
      household["userIncome"] = income
      let (section, field) = fields[next(fields.count)]
      let from = next(200_000)
      let step = 1_000 + next(100_000)
      let input = try JSONSerialization.data(withJSONObject: household)
      let result = try QuickTaxProcess.run(
        ["whatif", "-", "--sweep", "\(section).\(field)=\(from)..\(from + 2 * step)/\(step)", "--format", "json"] + WhatIfEndToEndTests.clock, input: input)
      #expect(result.status == 0, "\(result.error)")
      let points = try #require(try WhatIfEndToEndTests.object(result.out)["points"] as? [[String: Any]])
      #expect(points.count == 3)
      for (index, point) in points.enumerated() {
        var edited = household
        var record = edited[section] as? [String: Any] ?? [:]
        record[field] = String(from + index * step)
        edited[section] = record
        let estimate = try QuickTaxProcess.run(["estimate", "-", "--format", "json"] + WhatIfEndToEndTests.clock, input: try JSONSerialization.data(withJSONObject: edited))
        let figures = try #require(try WhatIfEndToEndTests.object(estimate.out)["result"] as? [String: Any])
        #expect(point["federalTotalTax"] as? Double == (figures["federalTax"] as? [String: Any])?["totalTax"] as? Double, "\(file) \(field)")
        #expect(point["californiaTotalTax"] as? Double == (figures["californiaTax"] as? [String: Any])?["totalTax"] as? Double, "\(file) \(field)")
      }
    }
  }

  @Test("text draws a bar per point and lists the thresholds; csv has a header and a row per point")
  func formats() throws {
    let arguments = ["whatif", "docs/examples/single-w2.json", "--sweep", "userIncome.longTermGains=0..600000/50000"] + WhatIfEndToEndTests.clock
    let text = try QuickTaxProcess.run(arguments)
    #expect(text.status == 0)
    #expect(text.out.contains("$600,000   $196,719     35.1%  ████████████████████████████████████████\n"))
    #expect(text.out.contains("  by $150,000: NIIT starts\n") && text.out.contains("  by $450,000: long-term gains reach the 20% capital gains rate\n"))
    let csv = try QuickTaxProcess.run(arguments + ["--format", "csv"])
    let rows = csv.out.split(separator: "\n")
    #expect(
      rows.count == 14
        && rows[0] == "userIncome.longTermGains,federal total tax,California total tax,total tax,tax less refundable credits,marginal rate,crosses")
    #expect(rows[1].hasPrefix("0,13455,5056,18511,18511,,"))
  }

  @Test("a swept gain the file dates by period scales its periods and says so; a point the file could not hold is refused as estimate refuses it")
  func pointsAreChecked() throws {
    // The file dates its $150,000 gain in the fourth period: swept, the periods follow it (issue 35).
    let result = try QuickTaxProcess.run(
      ["whatif", "docs/examples/late-year-gain.json", "--sweep", "userIncome.longTermGains=100000..200000/50000", "--format", "json"] + WhatIfEndToEndTests.clock)
    #expect(result.status == 0, "\(result.error)")
    let text = try QuickTaxProcess.run(
      ["whatif", "docs/examples/late-year-gain.json", "--sweep", "userIncome.longTermGains=100000..200000/50000"] + WhatIfEndToEndTests.clock)
    #expect(text.out.contains("planning.incomeByPeriod.longTermGains is scaled with the swept value: each period keeps its share."))
    // At the file's own $150,000 the point is the file's: the same tax as estimate.
    let points = try #require(try WhatIfEndToEndTests.object(result.out)["points"] as? [[String: Any]])
    let estimate = try WhatIfEndToEndTests.estimate("docs/examples/late-year-gain.json") { _ in }
    #expect(points[1]["federalTotalTax"] as? Double == ((estimate["result"] as? [String: Any])?["federalTax"] as? [String: Any])?["totalTax"] as? Double)
    // Sweeping one period alone breaks the sum: refused naming the field and the value.
    let period = try QuickTaxProcess.run(
      ["whatif", "docs/examples/late-year-gain.json", "--sweep", "planning.incomeByPeriod.longTermGains[3]=0..200000/100000"] + WhatIfEndToEndTests.clock)
    #expect(period.status == 1 && period.error.contains("sweeping planning.incomeByPeriod.longTermGains[3], at 0: planning.incomeByPeriod.longTermGains: the four periods add up to 0"), "\(period.error)")
    // --set moves the periods with the year's figure (issue 46): the $50,000 less falls in the last period.
    let set = try QuickTaxProcess.run(
      ["whatif", "docs/examples/late-year-gain.json", "--set", "userIncome.longTermGains=100000"] + WhatIfEndToEndTests.clock)
    #expect(set.status == 0, "\(set.error)")
  }

  @Test("values are stepped in decimal: 0.3, not 0.30000000000000004, in every format")
  func decimalSteps() throws {
    let arguments = ["whatif", "docs/examples/single-w2.json", "--sweep", "userIncome.interestIncome=0..1/0.1"] + WhatIfEndToEndTests.clock
    let csv = try QuickTaxProcess.run(arguments + ["--format", "csv"])
    #expect(csv.status == 0)
    let values = csv.out.split(separator: "\n").dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" }
    #expect(values == ["0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1"])
    let json = try QuickTaxProcess.run(arguments + ["--format", "json"])
    #expect(json.out.contains("\"value\": 0.3,") && !json.out.contains("0000000"))
    let text = try QuickTaxProcess.run(arguments)
    #expect(text.out.hasPrefix("QuickTax sweep of userIncome.interestIncome from 0 to 1 by 0.1\n") && text.out.contains("\n  0.3  "))
  }

  @Test("a sweep that is not one, too long, or with scenarios is a usage error")
  func mistakes() throws {
    for (sweep, message) in [
      ("userIncome.longTermGains=0..10", "is not a sweep"), ("userIncome.longTermGains=0..1000000/1", "more than 10000 points"),
      ("userIncome.longTermGains=10..0/1", "the step must be above 0"),
    ] {
      let result = try QuickTaxProcess.run(["whatif", "docs/examples/single-w2.json", "--sweep", sweep])
      #expect(result.status == 64 && result.error.contains(message), "\(sweep)")
    }
    let both = try QuickTaxProcess.run(
      ["whatif", "docs/examples/single-w2.json", "--sweep", "userIncome.longTermGains=0..10/1", "--scenario", "a:deductions.donations=1"])
    #expect(both.status == 64 && both.error.contains("not with --scenario"))
  }
}

@Suite("quicktax estimate --headroom, the built command")
struct HeadroomEndToEndTests {
  @Test("the most income that fits before each threshold, found by running the return: checked at the dollar on each side")
  func headroom() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/single-w2.json", "--headroom", "--format", "json"] + WhatIfEndToEndTests.clock)
    #expect(result.status == 0)
    let entries = try #require(try WhatIfEndToEndTests.object(result.out)["headroom"] as? [[String: Any]])
    func entry(_ name: String) -> [String: Any]? { entries.first { ($0["threshold"] as? String)?.hasPrefix(name) == true } }
    // Single, $84,250 taxable under current law: the 22% bracket ends at $103,350, $19,100 on.
    #expect(entry("the next federal bracket (above 22%)")?["moreWages"] as? Double == 19_100)
    #expect(entry("the next federal bracket")?["moreLongTermGain"] is NSNull)
    // NIIT from $200,000 of MAGI ($100,000 of wages now); Additional Medicare from $200,000 of wages.
    #expect(entry("Net Investment Income Tax")?["moreLongTermGain"] as? Double == 100_000)
    #expect(entry("Additional Medicare Tax")?["moreWages"] as? Double == 100_000)
    // The bisection's answer holds on each side of the dollar: the estimate with $19,100 more
    // wages stays in 22%, with $19,101 it reaches 24%.
    for (more, topRate) in [(19_100.0, 0.22), (19_101.0, 0.24)] {
      let estimate = try WhatIfEndToEndTests.estimate("docs/examples/single-w2.json") { household in
        var income = household["userIncome"] as? [String: Any] ?? [:]
        income["ytdWage"] = String((Double(income["ytdWage"] as? String ?? "0") ?? 0) + more)
        household["userIncome"] = income
      }
      let brackets = ((estimate["result"] as? [String: Any])?["federalTax"] as? [String: Any])?["ordinaryTaxBrackets"] as? [[String: Any]] ?? []
      let top = brackets.last { ($0["taxableInBracket"] as? Double ?? 0) > 0 }
      #expect((top?["bracket"] as? [String: Any])?["rate"] as? Double == topRate)
    }
  }

  @Test("text shows the table; --headroom with --batch is a usage error")
  func textAndBatch() throws {
    let text = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--headroom"] + WhatIfEndToEndTests.clock)
    #expect(text.out.contains("Headroom\n") && text.out.contains("the next federal bracket (above 22%)        $19,100                    —"))
    let batch = try QuickTaxProcess.run(["estimate", "--batch", "-", "--headroom"], input: Data())
    #expect(batch.status == 64 && batch.error.contains("--headroom is for one household"))
    let plan = try QuickTaxProcess.run(["plan", "docs/examples/single-w2.json", "--headroom"])
    #expect(plan.status == 64 && plan.error.contains("--headroom is for 'quicktax estimate'"))
  }
}
