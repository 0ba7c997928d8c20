import Foundation
import QuickTaxCore

/// Where `quicktax init` takes its answers: a person at a terminal, or a file with one answer per
/// line (`--answers`), echoed after each prompt so that the transcript reads as if typed.
struct AnswerSource {
  let nextLine: () -> String?
  let echoes: Bool

  /// The lines of an answers file (a trailing `\r` dropped, as from a Windows editor; a UTF-8
  /// byte-order mark, which Notepad writes first, dropped too: kept, it would make the first answer
  /// unreadable and every later one answer the question before it).
  static func lines(of data: Data) -> AnswerSource {
    let data = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    // By bytes: as a Swift character, "\r\n" is one, and splitting text at "\n" would miss it.
    var lines = data.split(separator: 0x0A, omittingEmptySubsequences: false).map {
      String(decoding: LineReader.withoutCarriageReturn(ArraySlice($0)), as: UTF8.self)
    }[...]
    // The newline that ends the last answer starts no answer of its own.
    if lines.last == "" { lines.removeLast() }
    return AnswerSource(nextLine: { lines.popFirst() }, echoes: true)
  }
}

/// Why the interview ended before its last question.
enum InterviewStop: Error {
  /// `save`: write what has been answered, the rest as it was.
  case save
  /// `quit`: write nothing.
  case quit
  /// The answers ran out (end of file, or Ctrl-D at the terminal) at this field.
  case endOfAnswers(path: String)
}

/// The household file being written, one answer at a time. Every answer is put into the document
/// and the document read as `estimate` reads a file: an answer the reader refuses is asked again
/// with the reader's own message, naming the field.
struct Interview {
  var document: JSONValue
  let answers: AnswerSource
  let output: CommandOutput
  private static let reader = HouseholdDecoder(reading: .strict, extraTopLevelKeys: EstimateSettings.extraKeys)

  init(document: JSONValue, answers: AnswerSource, output: CommandOutput) {
    self.document = document
    self.answers = answers
    self.output = output
  }

  /// Asks one field until the answer is one the file may hold.
  mutating func ask(_ question: InterviewQuestion) throws(InterviewStop) {
    // California's clauses only for a Californian ("; California allows none").
    let question = livesIn(.CA) || value(at: "residence.state") == nil ? question : question.withoutCaliforniaClauses
    while true {
      let current = HouseholdEdit.value(at: question.path, in: document)
      var prompt = "  \(question.prompt)"
      if let menu = question.menu { prompt += " (\(menu))" }
      let shown = current == nil ? question.emptyShown ?? InterviewQuestion.shown(current) : InterviewQuestion.shown(current)
      guard let answer = try nextAnswer(prompt: prompt + " [\(shown)]: ", path: question.path) else {
        output.print(Self.indented(question.help))
        continue
      }
      // Enter keeps the value there; a field the file does not have yet stays out of it.
      if answer.isEmpty && current == nil { return }
      let value: JSONValue
      do throws(InterviewQuestion.Refusal) {
        value = answer.isEmpty ? current ?? question.emptyValue : answer == "-" ? question.emptyValue : try question.value(of: answer)
      } catch {
        output.print("  \(question.path): \(error.message)")
        continue
      }
      if let refusal = question.refusal(of: value) {
        output.print("  \(refusal)")
        continue
      }
      let edited: JSONValue
      do {
        edited = try HouseholdEdit.put(value, at: question.path, in: document)
      } catch {
        output.print("  \(error.message)")
        continue
      }
      let diagnostics = Self.diagnostics(of: edited).filter { $0.path == question.path }
      if let error = diagnostics.errors.first {
        output.print("  \(error)")
        continue
      }
      for warning in diagnostics.warnings { output.print("  warning: \(warning)") }
      document = edited
      // What was understood, where it is not what was typed ("$52,300" → 52300, "2" → the word).
      let understood = InterviewQuestion.shown(value)
      if !answer.isEmpty, answer != "-", question.kind != .flag, understood != answer { output.print("  → \(understood)") }
      return
    }
  }

  /// The date the figures are as of, for a file started from (`--from`) that carries its own: asked
  /// again, Enter taking today (whenever the household is estimated), so that a bundled example
  /// dated in another year is not silently estimated as of that date (issue 35).
  mutating func askAsOf() throws(InterviewStop) {
    guard let previous = value(at: "asOf")?.stringValue, case .object(var object) = document else { return }
    object["asOf"] = nil
    document = .object(object)
    output.print("  The file's figures were as of \(previous). Enter counts them as of today each time the household is estimated.")
    var question = InterviewQuestion(
      path: "asOf", kind: .date, summary: "The date your figures to date (wages, withholding) are as of")
    question.emptyShown = "today"
    try ask(question)
  }

  /// A yes-or-no question that is not a field (whether to ask a group of fields).
  mutating func askYesNo(_ prompt: String, default defaultAnswer: Bool, help: String) throws(InterviewStop) -> Bool {
    while true {
      guard let answer = try nextAnswer(prompt: "  \(prompt) [\(defaultAnswer ? "yes" : "no")]: ", path: prompt) else {
        output.print(Self.indented(help))
        continue
      }
      switch answer.lowercased() {
      case "": return defaultAnswer
      case "y", "yes": return true
      case "n", "no": return false
      default: output.print("  '\(answer)' is not an answer here; answer yes or no (? explains)")
      }
    }
  }

  /// A number of list items (RSU vests, option exercises) that is not a field.
  mutating func askCount(_ prompt: String, default defaultCount: Int, upTo limit: Int, help: String) throws(InterviewStop) -> Int {
    while true {
      guard let answer = try nextAnswer(prompt: "  \(prompt) [\(defaultCount)]: ", path: prompt) else {
        output.print(Self.indented(help))
        continue
      }
      if answer.isEmpty { return defaultCount }
      if let count = Int(answer), (0...limit).contains(count) { return count }
      output.print("  '\(answer)' is not a count here; give a whole number from 0 to \(limit)")
    }
  }

  /// Puts `value` at `path` where the file's reader takes it there; what the reader says otherwise.
  mutating func put(_ value: JSONValue, at path: String) -> String? {
    let edited: JSONValue
    do {
      edited = try HouseholdEdit.put(value, at: path, in: document)
    } catch {
      return error.message
    }
    if let error = Self.diagnostics(of: edited).errors.first(where: { $0.path == path }) { return error.description }
    document = edited
    return nil
  }

  /// Makes the list at `path` hold `count` items: the first ones kept, new ones from `newItem`.
  mutating func resizeList(at path: String, to count: Int, newItem: (Int) -> JSONValue) {
    // No list is added for none: Enter at a count writes nothing the file did not hold.
    if count == 0 && HouseholdEdit.value(at: path, in: document) == nil { return }
    var items = HouseholdEdit.value(at: path, in: document)?.arrayValue ?? []
    if items.count > count { items.removeLast(items.count - count) }
    while items.count < count { items.append(newItem(items.count)) }
    if let edited = try? HouseholdEdit.put(.array(items), at: path, in: document) { document = edited }
  }

  /// The lists the interview adds items to (``resizeList(at:to:newItem:)``).
  static let listPaths = ["userIncome", "spouseIncome"].flatMap { person in
    ["futureRSUVests", "incentiveStockOptions", "retirementDistributions", "rentalProperties"].map { "\(person).\($0)" }
  } + ["family.students"]

  /// Takes out the list items with nothing in them but their label (a count answered, then
  /// `save` before the items' questions): saved as they are, the file's reader would refuse each
  /// for its missing amount. Returns how many were taken out.
  mutating func leaveOutBlankListItems() -> Int {
    var removed = 0
    for path in Self.listPaths {
      guard let items = value(at: path)?.arrayValue else { continue }
      let kept = items.filter { item in
        guard case .object(let fields) = item else { return true }
        return fields.pairs.contains { key, value in
          switch value {
          case _ where key == "id": return false
          case .string(let text): return !text.trimmingCharacters(in: .whitespaces).isEmpty
          case .bool(let flag): return flag
          case .null: return false
          default: return true
          }
        }
      }
      guard kept.count < items.count, let edited = try? HouseholdEdit.put(.array(kept), at: path, in: document) else { continue }
      removed += items.count - kept.count
      document = edited
    }
    return removed
  }

  /// The answer typed, trimmed; nil for `?` (the caller shows its help).
  func nextAnswer(prompt: String, path: String) throws(InterviewStop) -> String? {
    output.write(prompt)
    guard let line = answers.nextLine() else {
      output.print()
      throw .endOfAnswers(path: path)
    }
    if answers.echoes { output.print(line) }
    let answer = line.trimmingCharacters(in: .whitespaces)
    switch answer.lowercased() {
    case "?", "help": return nil
    case "save": throw .save
    case "quit": throw .quit
    default: return answer
    }
  }

  /// Everything the file reader says about `document`: the household and its `planning` object.
  static func diagnostics(of document: JSONValue) -> [InputDiagnostic] {
    let decoded = reader.decode(document)
    var diagnostics = decoded.diagnostics
    if let planning = decoded.extras[HouseholdDecoder.planningKey] {
      diagnostics += HouseholdDecoder(reading: .strict).decodePlanning(planning).1
    }
    return diagnostics
  }

  static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
  }

  /// The field's current value.
  func value(at path: String) -> JSONValue? { HouseholdEdit.value(at: path, in: document) }

  /// Whether the field holds something: non-empty text, a number, `true`, or a non-empty list.
  func isFilled(_ path: String) -> Bool {
    switch value(at: path) {
    case .string(let text)?: return !text.trimmingCharacters(in: .whitespaces).isEmpty
    case .number?: return true
    case .bool(let flag)?: return flag
    case .array(let items)?: return !items.isEmpty
    default: return false
    }
  }

  func step(_ number: Int, of total: Int, _ title: String) {
    output.print("\nStep \(number) of \(total): \(title)")
  }
}
