import Foundation
import QuickTaxCore

/// `plan`'s options for next year's installments (docs/planning.md, "Next year"). Each replaces
/// the household file's `planning` field of the same meaning; any of them, or of those fields,
/// asks for the section, as does an as-of date from October 1 to the return's due date.
enum NextYearOptions {
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

  static let amounts: [(option: String, field: WritableKeyPath<PlanningInputs, InputText> & Sendable, signed: Bool, help: String)] = [
    ("next-year-federal-withholding", \.nextYearFederalWithholding, false, "Federal income tax you expect withheld next year (default: this year's, paychecks going on)."),
    ("next-year-california-withholding", \.nextYearCaliforniaWithholding, false, "California income tax you expect withheld next year (default: this year's)."),
    ("next-year-california-agi", \.nextYearCaliforniaAGI, true, "Next year's expected California AGI, for its limit on the prior-year basis, R&TC §19136.3 (default: this year's)."),
    ("next-year-new-york-withholding", \.nextYearNewYorkWithholding, false, "New York State, City and Yonkers tax you expect withheld next year (default: this year's)."),
  ]

  /// The `planning` fields that ask for the section when the file gives them.
  static var fields: [KeyPath<PlanningInputs, InputText>] { amounts.map(\.field) + [\.nextYearPayFrequency] }

  static var options: [OptionSpec] {
    [OptionSpec(name: "next-year", valueName: nil, help: "Also plan next year's installments from this year's return (prior-year safe harbor) and the W-4 / DE 4 line.")]
      + amounts.map { OptionSpec(name: $0.option, valueName: "AMOUNT", help: $0.help) }
      + [
        OptionSpec(
          name: "pay-frequency", valueName: "weekly|biweekly|semimonthly|monthly",
          help: "Next year's paychecks, for the W-4 / DE 4 amount per paycheck (default: the household's payFrequency).")
      ]
  }

  /// Whether `--next-year` or a next-year option was given; the options join `overrides`.
  static func parse(_ arguments: CommandArguments, into overrides: inout PlanningOverrides) throws(UsageError) -> Bool {
    var requested = arguments.has("next-year")
    for (option, field, signed, _) in amounts {
      guard let text = arguments.value(option) else { continue }
      overrides.texts[field] = InputText(try AmountOption.parse(text, option: option, signed: signed))
      requested = true
    }
    if arguments.value("pay-frequency") != nil {
      overrides.texts[\.nextYearPayFrequency] = InputText(try arguments.choice("pay-frequency", default: PayFrequency.biweekly).rawValue)
      requested = true
    }
    return requested
  }
}
