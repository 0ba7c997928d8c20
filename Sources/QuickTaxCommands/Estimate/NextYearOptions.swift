import Foundation
import QuickTaxCore

/// `plan`'s options for next year's installments (docs/planning.md, "Next year"). Any of them
/// asks for the section; so does an as-of date in the tax year's last quarter or later.
struct NextYearOptions: Sendable {
  /// How often next year's paychecks come, for the W-4 Step 4(c) / DE 4 line 2 amount.
  enum PayFrequency: String, CaseIterable, Sendable {
    case weekly, biweekly, semimonthly, monthly
    var periods: Int {
      switch self {
      case .weekly: 52
      case .biweekly: 26
      case .semimonthly: 24
      case .monthly: 12
      }
    }
  }

  /// `--next-year` or any option below.
  var requested = false
  var federalWithholding: Double?
  var californiaWithholding: Double?
  var californiaAGI: Double?
  var payFrequency: PayFrequency?

  static let amounts: [(option: String, field: WritableKeyPath<NextYearOptions, Double?> & Sendable, help: String)] = [
    ("next-year-federal-withholding", \.federalWithholding, "Federal income tax you expect withheld next year (default: this year's, paychecks going on)."),
    ("next-year-california-withholding", \.californiaWithholding, "California income tax you expect withheld next year (default: this year's)."),
    ("next-year-california-agi", \.californiaAGI, "Next year's expected California AGI, for the $1,000,000 rule (default: this year's)."),
  ]

  static var options: [OptionSpec] {
    [OptionSpec(name: "next-year", valueName: nil, help: "Also plan next year's installments from this year's return (prior-year safe harbor) and the W-4 / DE 4 line.")]
      + amounts.map { OptionSpec(name: $0.option, valueName: "AMOUNT", help: $0.help) }
      + [OptionSpec(name: "pay-frequency", valueName: "weekly|biweekly|semimonthly|monthly", help: "Next year's paychecks, for the W-4 / DE 4 amount per paycheck (default: the household's payFrequency).")]
  }

  static func parse(_ arguments: CommandArguments) throws(UsageError) -> NextYearOptions {
    var options = NextYearOptions()
    options.requested = arguments.has("next-year")
    for (option, field, _) in amounts {
      guard let text = arguments.value(option) else { continue }
      guard let value = StrictInput.plainNumber(text.trimmingCharacters(in: .whitespaces)), value >= 0, value <= InputLimits.largestAmount else {
        throw UsageError("'\(text)' is not a valid --\(option); write an amount of 0 or more, such as 12500 or 12500.75")
      }
      options[keyPath: field] = value
      options.requested = true
    }
    if arguments.value("pay-frequency") != nil {
      options.payFrequency = try arguments.choice("pay-frequency", default: PayFrequency.biweekly)
      options.requested = true
    }
    return options
  }
}
