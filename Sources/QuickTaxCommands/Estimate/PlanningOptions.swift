import QuickTaxCore

/// The planner's inputs as options of `estimate` and `plan`; each replaces the household file's.
enum PlanningOptions {
  static let amounts: [(option: String, field: WritableKeyPath<PlanningInputs, InputText> & Sendable, help: String)] = [
    ("prior-federal-tax", \.priorYearFederalTax, "Last year's total federal tax (Form 1040, line 24)."),
    ("prior-federal-agi", \.priorYearFederalAGI, "Last year's federal AGI (Form 1040, line 11)."),
    ("prior-california-tax", \.priorYearCaliforniaTax, "Last year's total California tax (Form 540)."),
    ("prior-california-agi", \.priorYearCaliforniaAGI, "Last year's California AGI (Form 540, line 17)."),
    ("prior-new-york-tax", \.priorYearNewYorkTax, "Last year's New York taxes less refundable credits (IT-201 line 62 less lines 63–71)."),
    ("prior-new-york-agi", \.priorYearNewYorkAGI, "Last year's New York AGI (IT-201 line 33)."),
  ]

  static var options: [OptionSpec] {
    amounts.map { OptionSpec(name: $0.option, valueName: "AMOUNT", help: $0.help) } + [
      OptionSpec(name: "prior-year-partial", valueName: nil, help: "Last year's return did not cover 12 months (last year's tax cannot be used)."),
      OptionSpec(name: "withholding", valueName: "even|actual", help: "Count withholding evenly on the due dates (default) or on the dates withheld."),
      OptionSpec(
        name: "paid", valueName: "PAYMENT=DATE",
        help: "When an estimated payment was made, such as federalQ1=2025-04-20 (repeatable; default: its due date).", repeatable: true),
    ]
  }

  static func overrides(_ arguments: CommandArguments) throws(UsageError) -> PlanningOverrides {
    var overrides = PlanningOverrides()
    for (option, field, _) in amounts {
      guard let text = arguments.value(option) else { continue }
      // Last year's AGI may be a loss.
      overrides.texts[field] = InputText(try AmountOption.parse(text, option: option, signed: option.hasSuffix("-agi")))
    }
    for given in arguments.all("paid") {
      let parts = given.split(separator: "=", maxSplits: 1).map(String.init)
      let keys = PlanningInputs.paymentDateKeys
      guard parts.count == 2, keys.contains(parts[0]) else {
        throw UsageError("'\(given)' is not a valid --paid; write PAYMENT=DATE with PAYMENT one of \(keys.joined(separator: ", ")), such as federalQ1=2025-04-20")
      }
      guard StrictInput.isCalendarDate(parts[1]) else {
        throw UsageError("'\(parts[1])' in --paid \(given) is not a date; write YYYY-MM-DD, such as 2025-04-20")
      }
      overrides.paymentDates[parts[0]] = InputText(parts[1])
    }
    if arguments.has("prior-year-partial") { overrides.fullYearReturn = false }
    if arguments.value("withholding") != nil {
      overrides.timing = try arguments.choice("withholding", default: PlanningInputs.WithholdingTiming.even)
    }
    return overrides
  }
}
