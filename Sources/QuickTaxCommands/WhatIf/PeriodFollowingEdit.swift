import QuickTaxCore

/// A what-if edit of income the household splits by period (`planning.incomeByPeriod`, for the
/// annualized method): the periods move with the year's figure, so that they still add up to it
/// (estimate refuses a file whose periods do not). The change falls in the period the edit names
/// (`userIncome.longTermGains+=80000@4`, `@december`), else in the last (September–December).
enum PeriodFollowingEdit {
  /// The period field an edit's path moves, and the fields of a person whose sum it is.
  static let fieldsByPath: [String: String] = [
    "interestIncome": "interestIncome", "ordinaryDividends": "ordinaryDividends", "qualifiedDividends": "qualifiedDividends",
    "shortTermGains": "shortTermGains", "longTermGains": "longTermGains", "rothConversion": "rothConversion", "ytdWage": "wages",
    "futureWage": "wages", "selfEmploymentReceipts": "businessIncome", "selfEmploymentExpenses": "businessIncome",
  ]

  /// The `planning.incomeByPeriod` field `path` moves (`userIncome.longTermGains` → `longTermGains`), or nil.
  static func periodField(of path: String) -> String? {
    let parts = path.split(separator: ".")
    guard parts.count == 2, ["userIncome", "spouseIncome"].contains(String(parts[0])) else { return nil }
    return fieldsByPath[String(parts[1])]
  }

  /// The period `text` names: 1–4, a period's name ("September–December", "june-august"), or a
  /// month ("december", "dec"), as the index of ``IncomeByPeriod/periods``; nil for none.
  static func period(named text: String) -> Int? {
    let key = text.lowercased().filter { $0.isLetter || $0.isNumber }
    if let number = Int(key), (1...IncomeByPeriod.periods.count).contains(number) { return number - 1 }
    if let index = IncomeByPeriod.periods.firstIndex(where: { $0.lowercased().filter { $0.isLetter } == key }) { return index }
    let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
    guard key.count >= 3, let month = months.firstIndex(where: { $0.hasPrefix(key) }) else { return nil }
    // Schedule AI's periods end with March, May, August and December.
    return [3, 5, 8, 12].firstIndex { month + 1 <= $0 }
  }

  /// `edited` (the document with `edits` made, `original` before them) with each period field an
  /// edit moved brought back to its year's figure: the change added to the edit's period, the last
  /// by default. A field the file does not split is left alone.
  static func followed(_ edited: JSONValue, original: JSONValue, edits: [HouseholdEdit]) throws(UsageError) -> JSONValue {
    var document = edited
    // A path edited twice moves its periods once, by its whole change, into the last edit's period.
    var seen: Set<String> = []
    for edit in edits.reversed() where seen.insert(edit.path).inserted {
      guard let field = periodField(of: edit.path),
        let periods = HouseholdEdit.value(at: "planning.incomeByPeriod.\(field)", in: document)?.arrayValue,
        periods.count == IncomeByPeriod.periods.count
      else { continue }
      let change = sign(of: edit.path) * (HouseholdEdit.amount(HouseholdEdit.value(at: edit.path, in: edited)) - HouseholdEdit.amount(HouseholdEdit.value(at: edit.path, in: original)))
      guard change != 0, change.isFinite else { continue }
      let index = edit.period ?? IncomeByPeriod.periods.count - 1
      var amounts = periods.map { HouseholdEdit.amount($0) }
      amounts[index] += change
      document = try HouseholdEdit.put(
        .array(amounts.map { .string(JSONNumber(($0 * 100).rounded() / 100).literal) }), at: "planning.incomeByPeriod.\(field)", in: document)
    }
    return document
  }

  /// An expense lowers the business income it is part of.
  static func sign(of path: String) -> Double { path.hasSuffix("selfEmploymentExpenses") ? -1 : 1 }
}
