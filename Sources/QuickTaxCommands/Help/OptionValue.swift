/// What an option's value is, for shell completions. It is read from the value name `--help`
/// shows (`<text|json|markdown>`, `<FILE.ics>`), so that the completions cannot say otherwise
/// than the help does.
enum OptionValue: Equatable {
  /// A flag: no value.
  case none
  /// One of these words (`--format text|json|markdown`).
  case words([String])
  /// A file's name (`FILE`, `FILE.jsonl`, `FILE.ics`; `PATH`, a file or a folder).
  case file
  /// Anything else, typed by the user (`DATE`, `AMOUNT`, `PATH=VALUE`): nothing to offer.
  case typed
}

extension OptionSpec {
  var value: OptionValue {
    guard let valueName else { return .none }
    let words = valueName.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    if words.count > 1, words.allSatisfy(Self.isWord) { return .words(words) }
    if valueName == "PATH" || valueName.hasPrefix("FILE") { return .file }
    return .typed
  }

  /// A value word a user types as it is: lowercase letters, digits and hyphens (`current-law`).
  private static func isWord(_ text: String) -> Bool {
    guard let first = text.first, first.isLowercase else { return false }
    return text.allSatisfy { ($0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }
  }
}
