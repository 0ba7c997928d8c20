import Foundation
import QuickTaxCore

/// When the household's capital gains were realized: `planning.incomeByPeriod`, for the annualized
/// income installment method (IRC §6654(d)(2), Form 2210 Schedule AI; FTB 5805 Part III). Without
/// it a gain counts as received evenly by month, so a gain realized in December raises the April
/// installment; dated, it lowers the early installments and the penalty for them. Asked only where
/// there is a gain (or the file already dates one).
extension Interview {
  /// The last month of each of Schedule AI's periods (January 1 through March 31, May 31, August
  /// 31, December 31), as ``IncomeByPeriod/periods`` names them.
  static let periodEndMonths = [3, 5, 8, 12]

  mutating func askGainPeriods(people: [String], taxYear: Int?) throws(InterviewStop) {
    for (field, term) in [("shortTermGains", "short-term"), ("longTermGains", "long-term")] {
      let total = people.reduce(0.0) { sum, person in sum + (value(at: "\(person).\(field)")?.stringValue.flatMap(StrictInput.plainNumber) ?? 0) }
      let path = "\(HouseholdDecoder.planningKey).incomeByPeriod.\(field)"
      // A gain under a cent has nothing to date.
      guard total >= 0.01 || value(at: path) != nil else { continue }
      try askPeriods(path: path, total: total, term: term, taxYear: taxYear)
    }
  }

  private mutating func askPeriods(path: String, total: Double, term: String, taxYear: Int?) throws(InterviewStop) {
    let periods = IncomeByPeriod.periods.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    let prompt = "  When was the \(term) gain of \(Self.plainAmount(total)) realized? (\(periods), a date, four amounts, or evenly)"
    while true {
      let current = value(at: path)?.arrayValue
      let shown = current.map { $0.map(InterviewQuestion.shown).joined(separator: " ") } ?? "evenly"
      guard let answer = try nextAnswer(prompt: prompt + " [\(shown)]: ", path: path) else {
        output.print(Self.indented(Self.periodsHelp(path: path)))
        continue
      }
      if answer.isEmpty { return }
      if ["-", "evenly"].contains(answer.lowercased()) {
        removeIncomeByPeriod(path: path)
        return
      }
      let amounts: [String]
      switch Self.periodAmounts(answer, total: total, taxYear: taxYear) {
      case .success(let read): amounts = read
      case .failure(let refusal):
        output.print("  \(path): \(refusal.message)")
        continue
      }
      // The check `plan` makes, with the household's gain the answers so far give.
      var planning = PlanningInputs()
      planning.incomeByPeriod[String(path.split(separator: ".").last ?? "")] = amounts.map { InputText($0) }
      if let problem = planning.incomeByPeriodProblems(annual: { _ in total }).first {
        output.print("  \(problem)")
        continue
      }
      if let refusal = put(.array(amounts.map { .string($0) }), at: path) {
        output.print("  \(refusal)")
        continue
      }
      output.print("  → \(amounts.joined(separator: " "))")
      return
    }
  }

  /// The amount as the file reader takes it: JavaScript's text where that is plain digits, else
  /// to the cent (JavaScript writes 1e-21 with an exponent, which the reader refuses).
  static func plainAmount(_ value: Double) -> String {
    let text = JavaScriptNumberFormat.string(value)
    return StrictInput.plainNumber(text) != nil ? text : String(format: "%.2f", value)
  }

  /// Four amounts from a period's number, a date in the tax year (the whole gain in its period),
  /// or four amounts.
  static func periodAmounts(_ answer: String, total: Double, taxYear: Int?) -> Result<[String], InterviewQuestion.Refusal> {
    let whole = plainAmount(total)
    func inPeriod(_ index: Int) -> [String] { (0..<4).map { $0 == index ? whole : "0" } }
    if let period = Int(answer), (1...4).contains(period) { return .success(inPeriod(period - 1)) }
    let words = answer.split(whereSeparator: { $0 == " " || $0 == "\t" })
    if words.count == 4 {
      var amounts: [String] = []
      for word in words {
        switch TypedAnswer.number(String(word), dollars: true) {
        case .understood(let text): amounts.append(text)
        case .asTyped:
          // What the file reader would refuse (1e-21, 12abc) is refused here, not written.
          guard StrictInput.plainNumber(String(word)) != nil else {
            return .failure(.init(message: "\(InputExcerpt.quoted(String(word))) is not an amount; give four amounts in dollars, such as 0 0 18000 0"))
          }
          amounts.append(String(word))
        case .refused(let message): return .failure(.init(message: message))
        }
      }
      return .success(amounts)
    }
    var date = answer
    if case .understood(let iso) = TypedAnswer.date(answer) { date = iso }
    if let (year, month, _) = StrictInput.calendarDate(date) {
      guard taxYear.map({ Int64($0) == year }) ?? true, let period = periodEndMonths.firstIndex(where: { Int64($0) >= month }) else {
        return .failure(.init(message: "\(date) is not in tax year \(taxYear.map(String.init) ?? "")"))
      }
      return .success(inPeriod(period))
    }
    if case .refused(let message) = TypedAnswer.date(answer) { return .failure(.init(message: message)) }
    return .failure(.init(message: "\(InputExcerpt.quoted(answer)) is not a period here; answer 1 to 4, a date, four amounts (one a period, spaces between), or evenly"))
  }

  private static func periodsHelp(path: String) -> String {
    """
    \(path): the gain realized in each period of Form 2210 Schedule AI (FTB 5805 Part III): \(IncomeByPeriod.periods.joined(separator: ", ")).
    Under the annualized method a gain counts in the period it was realized; left evenly, it counts by month from January, as if part were realized before the early due dates.
    Accepts a period's number (the whole gain in it), a date the gain was realized (YYYY-MM-DD or month/day/year), four amounts adding up to the gain, or evenly. Enter keeps the value in brackets.
    """
  }

  private mutating func removeIncomeByPeriod(path: String) {
    let parent = String(path[..<(path.lastIndex(of: ".") ?? path.endIndex)])
    let key = String(path.split(separator: ".").last ?? "")
    guard let periods = value(at: parent)?.objectValue else { return }
    var kept = JSONObject()
    for (name, amounts) in periods.pairs where name != key { kept.append(name, amounts) }
    _ = put(.object(kept), at: parent)
  }
}
