import QuickTaxCore

/// `estimate --batch --output web` writes the web app's three values under any settings, but they
/// are the web app's figures only under its rules, its reading of text and its arithmetic. A
/// pipeline that compares them with the web app is told on standard error when they are not.
enum WebOutputParity {
  /// What a parity pipeline runs (binary arithmetic is the default).
  static let command = "quicktax estimate --batch FILE.jsonl --rules quicktax-web --web-compat --output web"

  /// The warning for `--output web` under `settings`, or nil when the figures are the web app's.
  static func warning(_ settings: EstimateSettings) -> String? {
    var reasons: [String] = []
    if settings.ruleSet.name != TaxRuleSet.quickTaxWebName {
      reasons.append("under --rules \(settings.ruleSet.name) (the default) they hold the law as enacted, not the web app's figures")
    }
    if settings.reading != .webCompatible {
      reasons.append(
        "without --web-compat a line whose text the web app reads with parseFloat (\"1,000\" is 1), or with a key it ignores, is an error record where the web app has figures")
    }
    if settings.arithmetic != .binary {
      reasons.append("--arithmetic \(settings.arithmetic.rawValue) is not the web app's binary arithmetic")
    }
    guard !reasons.isEmpty else { return nil }
    return "Warning: --output web writes the web app's fields, but \(reasons.joined(separator: "; ")). A parity pipeline runs: \(command)"
  }
}
