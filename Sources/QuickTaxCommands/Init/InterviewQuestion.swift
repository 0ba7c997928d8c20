import QuickTaxCore

/// One question of `quicktax init`: a field of the household file, by its JSON path, with what it
/// holds and means (the schema's own words, as docs/household-format.md gives them).
struct InterviewQuestion {
  /// `userIncome.ytdWage`; the answer is put there.
  let path: String
  let kind: InputFieldKind
  /// The field's meaning, from the schema.
  let summary: String
  /// The file holds the answer as a JSON number (`taxYear`), not as text.
  var storedAsNumber = false

  init(path: String, kind: InputFieldKind, summary: String, storedAsNumber: Bool = false) {
    self.path = path
    self.kind = kind
    self.summary = summary
    self.storedAsNumber = storedAsNumber
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
    return text.prefix(1).uppercased() + text.dropFirst()
  }

  /// The choices, numbered: `1 single, 2 marriedFilingJointly`; nil for other kinds.
  var menu: String? {
    guard case .choice(let words) = kind else { return nil }
    if storedAsNumber { return words.joined(separator: " or ") }
    return words.enumerated().map { "\($0.offset + 1) \($0.element.isEmpty ? "(none)" : $0.element)" }.joined(separator: ", ")
  }

  /// The answer `?` gives: the field's path, meaning and what it accepts.
  var help: String {
    ["\(path): \(summary).", "Accepts \(accepted). Enter keeps the value in brackets; - empties it; save writes the file now; quit stops without writing."]
      .joined(separator: "\n")
  }

  private var accepted: String {
    switch kind {
    case .amount: return "an amount in dollars, 0 or more, such as 1234.56 (no $ or commas)"
    case .signedAmount: return "an amount in dollars, negative for a loss, such as -1234.56 or 987"
    case .quantity: return "a number, 0 or more, such as 150 or 12.5"
    case .date: return "a date, YYYY-MM-DD"
    case .choice: return "one of " + (menu ?? "") + (storedAsNumber ? "" : " (the number or the word)")
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
  /// number too). What cannot be converted is kept as typed, so that the file's reader refuses it with
  /// its own message.
  func value(of answer: String) -> JSONValue {
    switch kind {
    case .flag:
      switch answer.lowercased() {
      case "y", "yes", "true": return .bool(true)
      case "n", "no", "false": return .bool(false)
      default: return .string(answer)
      }
    case .choice(let words):
      var word = answer
      if let number = Int(answer), words.indices.contains(number - 1), !storedAsNumber {
        word = words[number - 1]
      } else if let match = words.first(where: { $0.lowercased() == answer.lowercased() }) {
        word = match
      }
      if storedAsNumber, let number = Int(word) { return .number(Double(number)) }
      return .string(word)
    case .amount, .signedAmount, .quantity, .date, .label, .wholeNumber:
      return .string(answer)
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
