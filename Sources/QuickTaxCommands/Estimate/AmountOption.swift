import QuickTaxCore

/// A dollar amount given on the command line (`--prior-federal-tax 14000`): a plain number, 0 or
/// more unless `signed`, and no more than any household's figure. A file's amount beyond that is
/// kept with a warning; typed as an option it is a typo (a digit too many), refused naming it.
enum AmountOption {
  static func parse(_ text: String, option: String, signed: Bool = false) throws(UsageError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let example = "write an amount\(signed ? "" : " of 0 or more"), such as 12500 or 12500.75"
    // Quoted as given, cut short and escaped when long or odd.
    let shown = InputExcerpt.quoted(text)
    guard let value = StrictInput.plainNumber(trimmed), signed || value >= 0 else {
      throw UsageError("\(shown) is not a valid --\(option); \(example)")
    }
    guard abs(value) <= InputLimits.implausibleAmount else {
      throw UsageError("\(shown) is not a valid --\(option): more than 10,000,000,000, beyond any household's; \(example)")
    }
    return trimmed
  }
}
