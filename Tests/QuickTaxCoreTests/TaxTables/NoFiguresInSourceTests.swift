import Foundation
import QuickTaxCore
import Testing

/// No tax figure for a specific year remains in Swift source: every number the income-tax tables
/// hold is looked for in the sources, as a numeric literal or as a dollar figure inside a string.
/// (The penalty rules' figures are statutory and fixed, the $1,000 threshold or the 110% rule above
/// $150,000 of AGI: help text may name them; their rates and dates live in data only.)
@Suite("Year-specific figures live in data files only")
struct NoFiguresInSourceTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// Literals that equal some table figure by coincidence, each with why it is not one.
  static let notTaxFigures: [Double: String] = [
    0.5: "Math.round's half, in the rounding of both arithmetics",
    0.005: "half a cent, the golden cases' comparison tolerance, not the 2026 0.5% charitable floor",
    153: "days from March through July in the civil-date algorithm, not California's 2025 personal credit",
    1_000: "milliseconds per second and examples in messages: too common to mean the 2026 non-itemizer limit, which is read from data",
    400: "the Gregorian calendar's 400-year cycle, not the 2026 minimum QBI deduction, which is read from data",
    2_200: "the last year time-zone rules are worked out for, not the child tax credit",
    60: "seconds per minute and minutes per hour in the date and calendar code, not the renter's credit",
    120: "a message's length in characters, not the renter's credit",
    20: "line numbers, widths and shifts (1 << 20), not New York's 2026 child care reduction per $1,000, which is read from data",
  ]

  /// Files where a table figure's number means something else, each with why.
  static let figureMeansSomethingElse: [String: [Double: String]] = [
    "QuickTaxCommands/Estimate/PlanCommand.swift": [1_000_000: millionDollarRule, 150_000: highIncomeRule],
    "QuickTaxCore/Planning/EstimatedTaxPlan.swift": [1_000_000: millionDollarRule, 500: californiaMinimumRule],
    "QuickTaxCore/Planning/EstimatedTaxPenaltyRules.swift": [1_000_000: millionDollarRule],
    "QuickTaxCore/JavaScriptDate/JSDate.swift": [
      400_000: "a bound in years of the date algorithm, not the child tax credit's joint threshold", 60_000: millisecondsPerMinute,
    ],
    "QuickTaxCommands/WhatIf/Headroom.swift": [5_000_000: "the headroom search's ceiling, not New York's top brackets"],
    "QuickTaxCore/JavaScriptDate/JSDateParser.swift": [60_000: millisecondsPerMinute],
    "QuickTaxCore/JavaScriptDate/TimeZoneRules.swift": [60_000: millisecondsPerMinute],
    "QuickTaxCommands/WhatIf/IncomeSweep.swift": [
      10_000: "the most points one sweep computes, not a tax figure",
      25_000: "the step of the usage example's sweep, not the Social Security base amount or the tips limit",
    ],
    "QuickTaxCommands/Estimate/AmountOption.swift": [12_500: exampleAmount],
    "QuickTaxCommands/Init/InterviewGainPeriods.swift": [0.01: "a cent: a gain under it has nothing to date, not a tax rate"],
    "QuickTaxCommands/Init/InterviewScript.swift": [
      10_000: "the least deduction the interview asks to confirm as out of line with income, not a tax figure"
    ],
    "QuickTaxCore/JSON/JSONByteSink.swift": [
      10_000: powersOfTen, 100_000: powersOfTen, 1_000_000: powersOfTen,
    ],
  ]
  static let exampleAmount = "an example amount in a usage message, not the overtime limit"
  static let millisecondsPerMinute = "the milliseconds in a minute, not New York City's bracket"
  static let powersOfTen = "a power of ten that counts a whole number's digits as it is written, not a tax figure"
  static let highIncomeRule =
    "the 110% rule's AGI threshold for estimated tax (IRC §6654(d)(1)(C), statutory and in the penalty data), not the senior deduction's joint threshold"
  static let californiaMinimumRule =
    "California's $500 estimated-tax threshold (R&TC §19136(c), statutory and in the penalty data), not the credit for other dependents"
  static let millionDollarRule =
    "California's $1,000,000 AGI rule for estimated tax (R&TC §19136.3, statutory and in the penalty data), not the mental health tax threshold"

  /// Keys whose numbers are not figures of a year: header fields, counts, a fraction's terms, the
  /// layout of a tax table, the statutory ages the catch-up contributions start at, the IRA
  /// worksheet's rounding step and $200 floor (IRC §219(g)(2)(B)–(C), not indexed), the
  /// required minimum distribution helper's ages, years of birth and Uniform Lifetime Table
  /// (Treas. Reg. §1.401(a)(9)-9(c), IRC §401(a)(9)(C)(v): the same every year, and ages 72 to 120
  /// and periods such as 2.0 would otherwise match every count and power of ten in the code),
  /// the rental special allowance and the foreign tax credit's line without Form 1116 (IRC §469(i),
  /// §904(j): statutory and not indexed, as help text names them), Social Security's base
  /// amounts (IRC §86(c): statutory since 1983 and 1993, never indexed), the decimals the
  /// student loan worksheet rounds its ratio to, and the FTB 3514 table's credits (every whole
  /// dollar from $1 to $3,756 is one of them: the table's parameters above it are looked for), and
  /// New York's printed schedule bases and school tax credit amounts (cells of its tables, each a
  /// rate times a threshold, which collide with line numbers and code sections: §63, line 21), and the
  /// places its child care decimal is rounded to.
  static let notFigureKeys: Set<String> = [
    "taxYear", "schemaVersion", "personalExemptions", "numerator", "denominator", "rows", "width", "below", "rowWidth",
    "reductionPerCredit", "iraCatchUpAge", "hsaCatchUpAge", "electiveDeferralCatchUpAge", "electiveDeferralCatchUpAges60To63",
    "iraReductionRounding", "iraMinimumDeduction", "age", "distributionPeriod", "bornThrough", "modifiedAGILimit", "maximumAllowance",
    "withoutForm1116Limit", "baseAmount", "adjustedBaseAmount", "tableRowWidth", "ageWithoutQualifyingChild", "fractionDecimals",
    "ratioDecimals", "minimumAgeWithoutQualifyingChild", "step", "table", "base", "fixed", "decimals",
  ]

  /// Every number in every table file, except those of ``notFigureKeys``.
  static func tableFigures() throws -> Set<Double> {
    var figures: Set<Double> = []
    func collect(_ value: JSONValue, key: String?) {
      switch value {
      case _ where Self.notFigureKeys.contains(key ?? ""): break
      case .number(let number): figures.insert(number.value)
      case .array(let elements): elements.forEach { collect($0, key: key) }
      case .object(let object): object.pairs.forEach { collect($1, key: $0) }
      default: break
      }
    }
    for entry in EmbeddedTaxData.catalog.entries where entry.file.kind == .incomeTax {
      collect(.object(entry.file.document.object), key: nil)
    }
    return figures.filter { $0 != 0 && $0 != 1 }
  }

  @Test("no table figure appears in Sources as a literal or a dollar amount")
  func noFigures() throws {
    let figures = try Self.tableFigures()
    #expect(figures.contains(15_000) && figures.contains(0.093), "the table figures were read")
    var found: [String] = []
    let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    let literal = try NSRegularExpression(pattern: #"(?<![\w.$])(\d[\d_]*(?:\.\d+)?)(?![\w.])"#)
    let dollars = try NSRegularExpression(pattern: #"\$(\d{1,3}(?:,\d{3})+|\d+)"#)
    for file in files {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        let range = NSRange(code.startIndex..., in: code)
        var values: [Double] = []
        for match in literal.matches(in: code, range: range) {
          if let r = Range(match.range(at: 1), in: code), let value = Double(code[r].replacingOccurrences(of: "_", with: "")) { values.append(value) }
        }
        let whole = String(line)
        for match in dollars.matches(in: whole, range: NSRange(whole.startIndex..., in: whole)) {
          if let r = Range(match.range(at: 1), in: whole), let value = Double(whole[r].replacingOccurrences(of: ",", with: "")) { values.append(value) }
        }
        for value in values where figures.contains(value) && Self.notTaxFigures[value] == nil
          && Self.figureMeansSomethingElse[file]?[value] == nil
        {
          found.append("\(file):\(number + 1): \(value): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(found.isEmpty, "move these figures into Sources/QuickTaxCore/TaxData:\n\(found.joined(separator: "\n"))")
  }
}
