import QuickTaxCore

/// One question of `quicktax init`: a field of the household file, by its JSON path, with what it
/// holds and means (the schema's own words, as docs/household-format.md gives them).
struct InterviewQuestion {
  /// `userIncome.ytdWage`; the answer is put there.
  let path: String
  let kind: InputFieldKind
  /// The field's meaning, from the schema.
  var summary: String
  /// The file holds the answer as a JSON number (`taxYear`), not as text.
  var storedAsNumber = false
  /// Other words for a choice, by ``TypedAnswer/key(_:)`` ("mfj": "marriedFilingJointly").
  var aliases: [String: String] = [:]
  /// What an empty field means, shown in the brackets in place of "none" ("today").
  var emptyShown: String?
  /// Whose figure it is when not the user's (" (your spouse's)"), after the prompt.
  var owner = ""
  /// What the figure is in the interview's place, after the prompt ("from those wages").
  var note: String?

  init(path: String, kind: InputFieldKind, summary: String, storedAsNumber: Bool = false, aliases: [String: String] = [:]) {
    self.path = path
    self.kind = kind
    self.summary = summary
    self.storedAsNumber = storedAsNumber
    self.aliases = aliases
  }

  /// An answer with no one reading ("married", "40,00"), and what is accepted.
  struct Refusal: Error {
    let message: String
  }

  /// A question for a field of one of the schema's records, under `parent`.
  init<Root>(_ field: InputField<Root>, under parent: String) {
    self.init(path: "\(parent).\(field.key)", kind: field.kind, summary: field.summary)
  }

  /// What the prompt says: the meaning without the mode or rule-set prefix the step already gives.
  var prompt: String {
    var text = Substring(summary)
    for prefix in ["Current law: ", "Detailed mode, optional: ", "Detailed mode: ", "Simple mode: "] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    return text.prefix(1).uppercased() + text.dropFirst() + (note.map { ", \($0)" } ?? "") + owner
  }

  /// The question without its clauses about California ("; California allows none", ", care in
  /// California for FTB 3506"), for a household of another state.
  var withoutCaliforniaClauses: InterviewQuestion {
    var text = summary
    // Each clause naming California, from the "; " or ", " before it to the next ";", ")" or ",".
    while let word = text.range(of: "California") {
      let before = text[..<word.lowerBound]
      guard let start = [before.range(of: "; ", options: .backwards), before.range(of: ", ", options: .backwards)].compactMap({ $0 })
        .max(by: { $0.lowerBound < $1.lowerBound })?.lowerBound
      else { break }
      let end = text[word.upperBound...].firstIndex(where: { ";),".contains($0) }) ?? text.endIndex
      text.removeSubrange(start..<end)
    }
    var question = self
    question.summary = text
    return question
  }

  /// The choices, numbered: `1 single, 2 marriedFilingJointly`; nil for other kinds.
  var menu: String? {
    guard case .choice(let words) = kind else { return nil }
    if storedAsNumber { return words.joined(separator: " or ") }
    return words.enumerated().map { "\($0.offset + 1) \($0.element.isEmpty ? "(none)" : $0.element)" }.joined(separator: ", ")
  }

  /// The answer `?` gives: the field's path, meaning, what its figure includes, and what it accepts.
  var help: String {
    let field = String(path.split(separator: ".").last ?? "")
    return ["\(path): \(summary).", InterviewNotes.byField[field], "Accepts \(accepted). Enter keeps the value in brackets; - empties it; save writes the file now; quit stops without writing."]
      .compactMap { $0 }.joined(separator: "\n")
  }

  private var accepted: String {
    switch kind {
    case .amount, .nonNegativeAmount: return "an amount in dollars, 0 or more, such as 1234.56, $52,300 or 52,300"
    case .signedAmount: return "an amount in dollars, negative for a loss, such as -1234.56, -$1,200 or 52,300"
    case .quantity: return "a number, 0 or more, such as 150, 12,345 or 12.5"
    case .date: return "a date, YYYY-MM-DD or month/day/year (12/18/2026)"
    case .choice: return "one of " + (menu ?? "") + (storedAsNumber ? "" : " (its number, or its words in any case, spaced or not)")
    case .label: return "any text"
    case .flag: return "yes or no"
    case .wholeNumber(let limit): return "a whole number from 0 to \(limit)"
    }
  }

  /// The value in brackets after the prompt.
  static func shown(_ value: JSONValue?) -> String {
    switch value {
    case nil, .null?: return "none"
    case .string(let text)?: return text.isEmpty ? "none" : text
    case .bool(let flag)?: return flag ? "yes" : "no"
    case .number(let number)?: return number.literal
    case let other?: return other.shortDescription
    }
  }

  /// The answer as the file holds it: text for amounts, counts, dates and labels (the web app's
  /// state keeps them as text, `template` too), a boolean for yes/no, a word for a choice (by its
  /// number too). Amounts, dates and choices as people type them are read by ``TypedAnswer``; what
  /// it does not read is kept as typed, so that the file's reader refuses it with its own message.
  func value(of answer: String) throws(Refusal) -> JSONValue {
    switch kind {
    case .flag:
      switch answer.lowercased() {
      case "y", "yes", "true": return .bool(true)
      case "n", "no", "false": return .bool(false)
      default: return .string(answer)
      }
    case .choice(let words):
      var word = answer
      if storedAsNumber {
        if let number = Int(word) { return .number(Double(number)) }
      } else if let number = Int(answer), words.indices.contains(number - 1) {
        word = words[number - 1]
      } else if words.contains("true"), words.contains("false"), ["y", "yes", "n", "no"].contains(answer.lowercased()) {
        // A yes-or-no choice (a rental's active participation) takes the words every flag takes.
        word = answer.lowercased().hasPrefix("y") ? "true" : "false"
      } else {
        word = try Self.read(TypedAnswer.choice(answer, among: words, aliases: aliases), typed: answer)
      }
      return .string(word)
    case .amount, .nonNegativeAmount, .signedAmount: return .string(try Self.read(TypedAnswer.number(answer, dollars: true), typed: answer))
    case .quantity, .wholeNumber: return .string(try Self.read(TypedAnswer.number(answer, dollars: false), typed: answer))
    case .date: return .string(try Self.read(TypedAnswer.date(answer), typed: answer))
    case .label: return .string(answer)
    }
  }

  private static func read(_ reading: TypedAnswer.Reading, typed: String) throws(Refusal) -> String {
    switch reading {
    case .understood(let text): return text
    case .refused(let message): throw Refusal(message: message)
    case .asTyped: return typed
    }
  }

  /// What the interview refuses that the file reader lets through, as the error `estimate` would
  /// give later: a tax year the tables do not have (the reader takes any whole number).
  func refusal(of value: JSONValue) -> InputDiagnostic? {
    guard storedAsNumber, case .choice(let words) = kind, case .number(let number) = value, let year = Int(exactly: number.value),
      !words.contains(String(year))
    else { return nil }
    let unsupported = UnsupportedHousehold.taxYear(UnsupportedTaxYear(taxYear: year, supportedYears: words.compactMap { Int($0) }))
    return unsupported.diagnostics.first
  }

  /// The empty value of the field's kind (`-` as an answer).
  var emptyValue: JSONValue {
    switch kind {
    case .flag: return .bool(false)
    default: return .string("")
    }
  }
}
