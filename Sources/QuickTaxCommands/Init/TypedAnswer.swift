import QuickTaxCore

/// What a person types at the interview, read as people write it: "$52,300", "12/18/2026",
/// "married filing jointly". Only what has one reading is taken, and the interview shows what it
/// took ("→ 52300"); what has two ("married", "40,00", "18/12/2026") is asked again. The household
/// file's reader stays strict: a file is written by a program or on purpose, and "52,300" there is
/// refused.
enum TypedAnswer {
  enum Reading: Equatable {
    /// The answer in the file's form ("52300", "2026-12-18", "marriedFilingJointly").
    case understood(String)
    /// Why the answer has no one reading, and what is accepted.
    case refused(String)
    /// Not a form read here: kept as typed, for the file's reader to take or refuse.
    case asTyped
  }

  /// An amount with a dollar sign, a minus sign, thousands commas: "$52,300.50", "-$1,200",
  /// "52,300". A comma that does not separate thousands ("40,00": forty, or four thousand?) is refused.
  static func number(_ text: String, dollars: Bool) -> Reading {
    var rest = Substring(text)
    var negative = false
    if rest.hasPrefix("-") { negative = true; rest = rest.dropFirst() }
    if dollars, rest.hasPrefix("$") { rest = rest.dropFirst() }
    if dollars, !negative, rest.hasPrefix("-") { negative = true; rest = rest.dropFirst() }
    if rest.contains(",") {
      let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      let groups = parts[0].split(separator: ",", omittingEmptySubsequences: false)
      let digits = { (group: Substring) in group.allSatisfy { $0.isASCII && $0.isNumber } }
      guard let first = groups.first, (1...3).contains(first.count), groups.allSatisfy(digits), groups.dropFirst().allSatisfy({ $0.count == 3 })
      else {
        return .refused("\(InputExcerpt.quoted(text)) is not an amount: commas go between groups of three digits (40,000), cents after a point (40.50)")
      }
      rest = groups.joined() + (parts.count == 2 ? "." + parts[1] : "")
    }
    let plain = (negative ? "-" : "") + rest
    guard plain != text, StrictInput.plainNumber(plain) != nil else { return .asTyped }
    return .understood(plain)
  }

  /// A US date, month/day/year with a four-digit year ("12/18/2026", "3-4-2026"), as `YYYY-MM-DD`.
  /// A two-digit year, a first number over 12 (a day first?) and a day that does not exist are refused.
  static func date(_ text: String) -> Reading {
    guard let separator = text.first(where: { $0 == "/" || $0 == "-" }) else { return .asTyped }
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }), parts[0].count <= 2,
      parts[1].count <= 2, let month = Int(parts[0]), let day = Int(parts[1])
    else { return .asTyped }
    guard parts[2].count == 4, let year = Int(parts[2]) else {
      return .refused("\(InputExcerpt.quoted(text)): give the year in four digits, month/day/year (12/18/2026) or YYYY-MM-DD")
    }
    if month > 12 && day <= 12 {
      return .refused("\(InputExcerpt.quoted(text)) is read month/day/year, and \(month) is not a month; for day \(month) of month \(day) write \(day)/\(month)/\(year)")
    }
    let iso = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    guard StrictInput.isCalendarDate(iso) else { return .refused("\(InputExcerpt.quoted(text)) is not a day of the calendar; write month/day/year (12/18/2026) or YYYY-MM-DD") }
    return .understood(iso)
  }

  /// One of `words` by more of its words than its own spelling: any case, spaces and hyphens
  /// ("married filing jointly", "Head of household"), a beginning that only one word has ("biw",
  /// "head"), or one of `aliases` ("joint", "mfj"). A beginning two words share ("married") is refused, naming both.
  static func choice(_ text: String, among words: [String], aliases: [String: String] = [:]) -> Reading {
    let typed = key(text)
    guard !typed.isEmpty else { return .asTyped }
    if let word = words.first(where: { key($0) == typed }) ?? aliases[typed] { return .understood(word) }
    guard typed.count >= 3 else { return .asTyped }
    let candidates = words.indices.filter { !words[$0].isEmpty && key(words[$0]).hasPrefix(typed) }
    switch candidates.count {
    case 0: return .asTyped
    case 1: return .understood(words[candidates[0]])
    default:
      let named = candidates.map { "\($0 + 1) \(words[$0])" }.joined(separator: " or ")
      return .refused("\(InputExcerpt.quoted(text)) could be \(named); answer with its number or more of its words")
    }
  }

  /// Lowercase letters and digits only: how answers and words are compared.
  static func key(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }

  /// Filing statuses as people say them (the IRS's own abbreviations among them), by ``key(_:)``.
  /// "married" alone is not here: it could be either married status.
  static let filingStatusAliases: [String: String] = {
    let said: [FilingStatus: [String]] = [
      .marriedFilingJointly: ["joint", "jointly", "mfj", "marriedjoint", "marriedjointly", "marriedfilingjoint"],
      .marriedFilingSeparately: ["separate", "separately", "mfs", "marriedseparate", "marriedseparately", "marriedfilingseparate"],
      .headOfHousehold: ["hoh"],
      .qualifyingSurvivingSpouse: ["qss", "qw", "widow", "widower", "qualifyingwidow", "qualifyingwidower", "survivingspouse"],
    ]
    return Dictionary(said.flatMap { status, words in words.map { ($0, status.rawValue) } }, uniquingKeysWith: { first, _ in first })
  }()
}
