import Foundation
import Testing

/// Issue 25's planning for retirees through the built command: the required minimum distribution
/// helper (`estimate` and `plan`, text and JSON), withholding from an IRA distribution offered
/// beside the payments, and the IRA distribution sweep axis.
@Suite("Retiree planning, the built command")
struct RetireePlanningEndToEndTests {
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A single retiree under current law: `income` fields, `family` fields, IRA distributions.
  static func household(
    year: Int = 2025, income: [String: Any] = [:], family: [String: Any] = [:], distributions: [[String: Any]] = [], planning: [String: Any] = [:],
    california: Bool = false
  ) throws -> Data {
    var user: [String: Any] = ["incomeMode": "simple"]
    for (key, value) in income { user[key] = value }
    if !distributions.isEmpty { user["retirementDistributions"] = distributions }
    var household: [String: Any] = [
      "taxYear": year, "filingStatus": "single", "includeCaliforniaTax": california, "userIncome": user, "family": family,
    ]
    if !planning.isEmpty { household["planning"] = planning }
    return try JSONSerialization.data(withJSONObject: household)
  }

  /// The JSON's warnings as the text writes them: "path: message".
  static func warnings(_ json: [String: Any]) -> [String] {
    (json["warnings"] as? [[String: Any]] ?? []).map { "\($0["path"] as? String ?? ""): \($0["message"] as? String ?? "")" }
  }

  static func run(_ arguments: [String], _ input: Data) throws -> QuickTaxProcess.Result {
    try QuickTaxProcess.run(arguments + ["-", "--time-zone", "UTC"], input: input)
  }

  /// 75 at the end of 2025 (born 1950: applicable age 72, long passed); $200,000 on December 31,
  /// 2024; $200,000 ÷ 24.6 = $8,130.081… → $8,130.08. $5,000 taken, $2,000 of it to charity:
  /// $3,130.08 short; 25% → $782.52, 10% → $313.008 → $313.01.
  @Test("estimate: the RMD section, its warning, and the JSON")
  func requiredMinimumDistribution() throws {
    let input = try Self.household(
      income: ["iraBalancePriorYearEnd": "200000"], family: ["userAge": 75],
      distributions: [["id": "custodian", "kind": "ira", "taxableAmount": "5000", "qualifiedCharitableDistribution": "2000"]])
    let text = try Self.run(["estimate", "--as-of", "2025-11-01"], input)
    #expect(text.status == 0, "\(text.error)")
    #expect(text.out.contains("Required minimum distributions (IRAs)"))
    #expect(text.out.contains("You: required for 2025 ($200,000 ÷ 24.6, age 75)"))
    #expect(text.out.contains("$8,130.08"))
    #expect(text.out.contains("Still to take by December 31, 2025"))
    #expect(text.out.contains("$3,130.08"))
    #expect(text.out.contains("excise tax of 25% of it, $782.52 (10%, $313.01, if corrected within the correction window"))
    let json = try Self.object(try Self.run(["estimate", "--as-of", "2025-11-01", "--format", "json"], input).out)
    let rmds = try #require(json["requiredMinimumDistributions"] as? [[String: Any]])
    #expect(rmds.count == 1)
    #expect(rmds.first?["required"] as? Double == 8_130.08 && rmds.first?["shortfall"] as? Double == 3_130.08)
    #expect(rmds.first?["distributionPeriod"] as? Double == 24.6 && rmds.first?["applicableAge"] as? Double == 72)
    #expect(rmds.first?["qualifiedCharitableDistributions"] as? Double == 2_000 && rmds.first?["dueBy"] as? String == "2025-12-31")
    #expect(rmds.first?["exciseTax"] as? Double == 782.52 && rmds.first?["correctedExciseTax"] as? Double == 313.01)
    let warnings = Self.warnings(json)
    #expect(warnings.contains { $0.hasPrefix("userIncome.iraBalancePriorYearEnd: the 2025 required minimum distribution is $8,130.08") })
    // plan shows it too, in text and JSON.
    let plan = try Self.run(["plan", "--as-of", "2025-11-01"], input)
    #expect(plan.status == 0 && plan.out.contains("Required minimum distributions (IRAs)") && plan.out.contains("$3,130.08"))
    let planJSON = try Self.object(try Self.run(["plan", "--as-of", "2025-11-01", "--format", "json"], input).out)
    #expect((planJSON["requiredMinimumDistributions"] as? [[String: Any]])?.first?["required"] as? Double == 8_130.08)
  }

  @Test("the first year (73 in 2025) is due April 1, 2026; before 73 none; without an age, a warning naming family.userAge")
  func firstYearAndMissingAge() throws {
    // $100,000 ÷ 26.5 = $3,773.58, nothing taken.
    let first = try Self.object(
      try Self.run(
        ["estimate", "--as-of", "2025-11-01", "--format", "json"],
        try Self.household(income: ["iraBalancePriorYearEnd": "100000"], family: ["userAge": 73])
      ).out)
    let rmd = try #require((first["requiredMinimumDistributions"] as? [[String: Any]])?.first)
    #expect(rmd["required"] as? Double == 3_773.58 && rmd["firstYear"] as? Bool == true && rmd["dueBy"] as? String == "2026-04-01")
    let young = try Self.run(["estimate", "--as-of", "2025-11-01"], try Self.household(income: ["iraBalancePriorYearEnd": "100000"], family: ["userAge": 72]))
    #expect(young.out.contains("You: required for 2025") && young.out.contains("Born in 1953") && young.out.contains("in 2026"))
    let noAge = try Self.object(
      try Self.run(["estimate", "--as-of", "2025-11-01", "--format", "json"], try Self.household(income: ["iraBalancePriorYearEnd": "100000"])).out)
    #expect(Self.warnings(noAge).contains { $0.contains("family.userAge") && $0.hasPrefix("userIncome.iraBalancePriorYearEnd") })
  }

  @Test("a bad balance is refused naming the field; under quicktax-web it is refused by name")
  func hostileBalance() throws {
    for bad in ["-5", "abc", "1e400"] {
      let result = try Self.run(["estimate"], try Self.household(income: ["iraBalancePriorYearEnd": bad], family: ["userAge": 75]))
      #expect(result.status == 1 && result.error.contains("userIncome.iraBalancePriorYearEnd"), "\(bad): \(result.error)")
    }
    let web = try Self.run(
      ["estimate", "--rules", "quicktax-web"], try Self.household(income: ["iraBalancePriorYearEnd": "100000"], family: [:]))
    #expect(web.status != 0 && web.error.contains("iraBalancePriorYearEnd"))
  }

  /// Words of `text` with every run of white space one space: the text wraps its sentences.
  static func flat(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

  /// $60,000 of IRA distributions, single, 70 (no RMD yet), nothing withheld or paid.
  /// Hand derivation: AGI $60,000 less $15,750 + $2,000 (65 or older) and the $6,000 senior
  /// deduction (MAGI under $75,000) = $36,250 taxable; the Tax Table's row $36,250–36,300 at its
  /// middle: 10% × 11,925 + 12% × 24,350 = $4,114.50 → $4,115. 90% = $3,703.50 required, $925.875
  /// a quarter. As of November 1, 2025 three dates are past. Withholding counts a quarter on each
  /// date, so covering each needs $925.875 / 25% = $3,703.50; bringing $4,115 under $1,000 needs
  /// $4,115 − $1,000 + $1 = $3,116, less: the option is $3,116 and leaves no penalty.
  @Test("plan: have $3,116 withheld from an IRA distribution by December 31, beside the payments, the cheaper first")
  func iraWithholdingUnderThreshold() throws {
    let input = try Self.household(family: ["userAge": 70], distributions: [["id": "IRA", "kind": "ira", "taxableAmount": "60000"]])
    let text = try Self.run(["plan", "--as-of", "2025-11-01"], input)
    #expect(text.status == 0, "\(text.error)")
    #expect(
      Self.flat(text.out).contains(
        "Federal: have $3,116 of federal tax withheld from an IRA distribution by December 31, 2025, leaving no penalty; "
          + "or instead pay $3,704 to the IRS by January 15, 2026, leaving $108.32 of penalty."))
    #expect(Self.flat(text.out).contains("Or have tax withheld from an IRA distribution by December 31 instead"))
    let json = try Self.object(try Self.run(["plan", "--as-of", "2025-11-01", "--format", "json"], input).out)
    let plan = try #require((json["federal"] as? [String: Any])?["plan"] as? [String: Any])
    #expect(plan["currentYearTax"] as? Double == 4_115 && plan["requiredAnnualPayment"] as? Double == 3_703.5)
    let ira = try #require(plan["iraWithholding"] as? [String: Any])
    #expect(ira["amount"] as? Double == 3_116 && ira["rule"] as? String == "underThreshold")
    #expect(ira["byDate"] as? String == "2025-12-31" && ira["penalty"] as? Double == 0)
  }

  /// Last year's tax $2,000 (AGI $50,000): 100% of it, $500 a quarter; covering each date needs
  /// $500 / 25% = $2,000, less than the $3,116 that brings the tax under $1,000. Worked out on the
  /// worksheet, it leaves no penalty; the payment, made only from January 15, leaves the past
  /// dates' penalty. California (60,000 taxed there too): under $500 after $N withheld.
  @Test("plan: covering each due date with last year's basis; California too, by its threshold")
  func iraWithholdingCoversEachDate() throws {
    let input = try Self.household(
      family: ["userAge": 70], distributions: [["id": "IRA", "kind": "ira", "taxableAmount": "60000"]],
      planning: ["priorYearFederalTax": "2000", "priorYearFederalAGI": "50000"], california: true)
    let json = try Self.object(try Self.run(["plan", "--as-of", "2025-11-01", "--format", "json"], input).out)
    let federal = try #require((json["federal"] as? [String: Any])?["plan"] as? [String: Any])
    let ira = try #require(federal["iraWithholding"] as? [String: Any])
    #expect(ira["amount"] as? Double == 2_000 && ira["rule"] as? String == "coversEachInstallment" && ira["penalty"] as? Double == 0)
    #expect((federal["penaltyAsPlanned"] as? Double ?? 0) > 0)
    let california = try #require((json["california"] as? [String: Any])?["plan"] as? [String: Any])
    let stateTax = try #require(california["currentYearTax"] as? Double)
    let stateOption = try #require(california["iraWithholding"] as? [String: Any])
    // R&TC §19136(c): under $500 after withholding: the tax less $500, plus a dollar.
    #expect(stateOption["amount"] as? Double == stateTax - 500 + 1 && stateOption["rule"] as? String == "underThreshold")
    let text = try Self.run(["plan", "--as-of", "2025-11-01"], input)
    #expect(Self.flat(text.out).contains("California: have $\(Int(stateTax) - 499) of California tax withheld from an IRA distribution by December 31, 2025"))
  }

  @Test("no IRA withholding option after December 31, under --withholding actual, or without an IRA distribution")
  func iraWithholdingNotOffered() throws {
    let input = try Self.household(family: ["userAge": 70], distributions: [["id": "IRA", "kind": "ira", "taxableAmount": "60000"]])
    let pension = try Self.household(family: ["userAge": 70], distributions: [["id": "P", "kind": "pension", "taxableAmount": "60000"]])
    for (arguments, household) in [
      (["plan", "--as-of", "2026-01-05"], input), (["plan", "--as-of", "2025-11-01", "--withholding", "actual"], input),
      (["plan", "--as-of", "2025-11-01"], pension),
    ] {
      let json = try Self.object(try Self.run(arguments + ["--format", "json"], household).out)
      let plan = (json["federal"] as? [String: Any])?["plan"] as? [String: Any]
      #expect(plan != nil && plan?["iraWithholding"] == nil, "\(arguments)")
    }
  }

  /// $60,000 of interest, 70: each $10,000 more of IRA distribution in the 22% bracket with the
  /// senior deduction phasing out (6% of MAGI over $75,000) costs 22% × 1.06 = 23.32%; the
  /// deduction is gone at $75,000 + $6,000 / 6% = $175,000 of MAGI, crossed by $120,000 more.
  @Test("whatif --sweep userIncome.iraDistribution: the senior deduction's phase-out at 23.32%, named where it starts and ends")
  func sweepAxis() throws {
    let input = try Self.household(income: ["interestIncome": "60000"], family: ["userAge": 70])
    let result = try Self.run(["whatif", "--as-of", "2025-06-01", "--sweep", "userIncome.iraDistribution=0..140000/10000", "--format", "json"], input)
    #expect(result.status == 0, "\(result.error)")
    let points = try #require(try Self.object(result.out)["points"] as? [[String: Any]])
    #expect(points.count == 15)
    let rate = try #require(points[3]["marginalRate"] as? Double)
    #expect(abs(rate - 0.2332) < 1e-9)
    #expect((points[2]["crosses"] as? [String] ?? []).contains { $0.hasPrefix("the senior deduction starts to phase out") })
    #expect((points[12]["crosses"] as? [String] ?? []) == ["the senior deduction is fully phased out"])
    // The axis adds to the person's own distributions: a pension of $60,000 and $0 more equals the base.
    let withPension = try Self.household(family: ["userAge": 70], distributions: [["id": "P", "kind": "pension", "taxableAmount": "60000"]])
    let swept = try Self.object(
      try Self.run(["whatif", "--as-of", "2025-06-01", "--sweep", "userIncome.iraDistribution=0..10000/10000", "--format", "json"], withPension).out)
    let first = try #require((swept["points"] as? [[String: Any]])?.first)
    #expect(first["federalTotalTax"] as? Double == 4_115)
  }

  @Test("a negative IRA distribution on the axis is refused naming the list item; estimate --headroom names the senior deduction")
  func sweepHostileAndHeadroom() throws {
    let input = try Self.household(income: ["interestIncome": "60000"], family: ["userAge": 70])
    let result = try Self.run(["whatif", "--as-of", "2025-06-01", "--sweep", "userIncome.iraDistribution=-5000..0/5000"], input)
    #expect(result.status == 1 && result.error.contains("userIncome.retirementDistributions[0].taxableAmount"), "\(result.error)")
    let headroom = try Self.run(["estimate", "--as-of", "2025-06-01", "--headroom"], input)
    #expect(headroom.status == 0 && headroom.out.contains("the senior deduction's phase-out") && headroom.out.contains("the end of the senior deduction"))
  }
}

