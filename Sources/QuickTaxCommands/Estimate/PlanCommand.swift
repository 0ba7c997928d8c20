/// `quicktax plan`: the least to pay on each remaining due date to owe no underpayment penalty,
/// beside the web app's pay-to-zero amounts, the withholding alternative, and the penalty either
/// way. The same input and options as `estimate`.
enum PlanCommand: Command {
  static let name = "plan"
  static let abstract = "Plan the remaining quarters to avoid the underpayment penalty (safe harbor)."
  static let synopsis = "plan [FILE|-] [--prior-federal-tax AMOUNT] [--prior-federal-agi AMOUNT] [--prior-california-tax AMOUNT] [--prior-california-agi AMOUNT] [--prior-new-york-tax AMOUNT] [--prior-new-york-agi AMOUNT] [--withholding even|actual] [--next-year] [--next-year-federal-withholding AMOUNT] [--next-year-california-withholding AMOUNT] [--next-year-california-agi AMOUNT] [--next-year-new-york-withholding AMOUNT] [--pay-frequency weekly|biweekly|semimonthly|monthly] [--calendar FILE.ics] [estimate's options]"
  static let discussion = """
    The required annual payment is the smaller of 90% of this year's tax and 100% of last year's
    (110% when last year's AGI was over $150,000; California: only this year's when its AGI is
    $1,000,000 or more), due 25% a quarter federally and 30/40/30% in California. Give last year's
    tax and AGI to use the prior-year basis. Withholding counts evenly on the due dates unless
    --withholding actual. Penalties follow Form 2210 / FTB 5805, regular method, with the
    underpayment rates in the tax tables ('quicktax tax-data list').
    --next-year (shown anyway from October on) adds next year's installments by the prior-year
    safe harbor (100% of this year's tax, 110% over $150,000 of AGI) less the withholding expected,
    and the W-4 Step 4(c) / DE 4 line 2 amount per paycheck that does it instead. See docs/planning.md.

    The output starts with what to do: each payment still to make, the next first. --calendar
    FILE.ics also writes them as all-day calendar events (iCalendar), each with its amount, where to
    pay (IRS Direct Pay, FTB Web Pay) and the household's name (its file's), and a reminder three
    days before; past due dates and dates needing no payment are left out, and with none left no
    file is written. Running again updates the same events (the same UIDs).
    """
  static var options: [OptionSpec] { EstimateCommand.options.filter { $0.name != "batch" } + NextYearOptions.options }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    try EstimateCommand.run(arguments, context: context, planOnly: true)
  }
}
