/// What a text field of the web app's state holds, for validating what a person wrote in it.
public enum InputFieldKind: Sendable, Equatable {
  /// Dollars, never negative (wages, withholding, payments, deductions).
  case amount
  /// Dollars where a negative figure can only be a mistake and is refused (current-law inputs,
  /// which have no web app reading to keep: its amounts are only warned about).
  case nonNegativeAmount
  /// Dollars that may be negative (capital gains and losses).
  case signedAmount
  /// A count that may have a fraction (RSU shares).
  case quantity
  /// A calendar date, `YYYY-MM-DD`.
  case date
  /// One of a fixed set of words.
  case choice([String])
  /// Free text the calculators never read (an RSU vest's id).
  case label
  /// `true` or `false` (a JSON boolean, or that text); empty when not given.
  case flag
  /// A whole number from 0 to the limit (people, an age).
  case wholeNumber(upTo: Int)

  /// A number of people, from 0 to ``InputLimits/largestCount``.
  public static let count = InputFieldKind.wholeNumber(upTo: InputLimits.largestCount)
  /// An age in years at the end of the tax year.
  public static let age = InputFieldKind.wholeNumber(upTo: InputLimits.oldestAge)
  /// `true` or `false` kept as written, empty meaning true (a rental's active participation): a
  /// ``flag`` reads `false` as not given.
  public static let flagDefaultingToTrue = InputFieldKind.choice(["true", "false", ""])
}

/// One text field: its JSON key, where it lives in the Swift type, what it holds, and what it
/// means (for `quicktax template` and docs/household-format.md).
public struct InputField<Root>: Sendable {
  public let key: String
  public let keyPath: WritableKeyPath<Root, InputText> & Sendable
  public let kind: InputFieldKind
  public let summary: String
  /// A field a list's record cannot do without (a distribution's kind and amount, a student's
  /// credit): missing or empty, it is refused by name, never read as a default.
  public var required = false

  /// What to write in the field, for the message that says it is missing.
  var whatToWrite: String {
    switch kind {
    case .choice(let words): "write " + words.filter { !$0.isEmpty }.map { "\"\($0)\"" }.joined(separator: " or ")
    case .date: "write the date, YYYY-MM-DD (\(summary.lowercasedFirst))"
    default: "write the amount (\(summary.lowercasedFirst))"
    }
  }
}

extension String {
  /// The text with its first letter in lower case ("The day…" → "the day…").
  var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

extension InputField {
  /// The field's text in `root`, read in place: a key path read on a constant first copies the
  /// whole struct (IncomeData's fifty fields), one on a variable does not.
  func text(in root: inout Root) -> InputText { root[keyPath: keyPath] }
}

extension IncomeData {
  /// Every text field of `IncomeData`, in the web app's order (`futureRSUVests` is separate).
  public static let fields: [InputField<IncomeData.Fields>] = [
    .init(key: "ordinaryDividends", keyPath: \.ordinaryDividends, kind: .amount, summary: "Ordinary dividends (1099-DIV box 1a), qualified included"),
    .init(key: "qualifiedDividends", keyPath: \.qualifiedDividends, kind: .amount, summary: "Qualified dividends (1099-DIV box 1b), part of ordinary dividends"),
    .init(key: "interestIncome", keyPath: \.interestIncome, kind: .amount, summary: "Taxable interest (1099-INT)"),
    .init(key: "shortTermGains", keyPath: \.shortTermGains, kind: .signedAmount, summary: "Net short-term capital gain or loss (negative for a loss)"),
    .init(key: "longTermGains", keyPath: \.longTermGains, kind: .signedAmount, summary: "Net long-term capital gain or loss (negative for a loss)"),
    .init(key: "rothConversion", keyPath: \.rothConversion, kind: .amount, summary: "Traditional-to-Roth IRA conversions this year"),
    .init(key: "ytdWage", keyPath: \.ytdWage, kind: .amount, summary: "W-2 wages so far this year (taxable, box 1 basis), tips reported to the employer and past RSU vests included"),
    .init(key: "ytdFederalWithhold", keyPath: \.ytdFederalWithhold, kind: .amount, summary: "Federal income tax withheld so far"),
    .init(key: "ytdStateWithhold", keyPath: \.ytdStateWithhold, kind: .amount, summary: "State income tax withheld so far"),
    .init(key: "futureWage", keyPath: \.futureWage, kind: .amount, summary: "Simple mode: wages still to come this year, tips reported to the employer included"),
    .init(key: "futureFederalWithhold", keyPath: \.futureFederalWithhold, kind: .amount, summary: "Simple mode: federal withholding still to come"),
    .init(key: "futureStateWithhold", keyPath: \.futureStateWithhold, kind: .amount, summary: "Simple mode: state withholding still to come"),
    .init(key: "incomeMode", keyPath: \.incomeMode, kind: .choice(["simple", "detailed"]), summary: "simple: three totals for the rest of the year; detailed: paychecks and RSU vests"),
    .init(key: "paycheckWage", keyPath: \.paycheckWage, kind: .amount, summary: "Detailed mode: taxable wage per paycheck"),
    .init(key: "paycheckFederal", keyPath: \.paycheckFederal, kind: .amount, summary: "Detailed mode: federal withholding per paycheck"),
    .init(key: "paycheckState", keyPath: \.paycheckState, kind: .amount, summary: "Detailed mode: state withholding per paycheck"),
    .init(key: "payFrequency", keyPath: \.payFrequency, kind: .choice(["biweekly", "monthly"]), summary: "Detailed mode: how often you are paid"),
    .init(key: "nextPayDate", keyPath: \.nextPayDate, kind: .date, summary: "Detailed mode: date of the next paycheck"),
    .init(key: "lastPayDate", keyPath: \.lastPayDate, kind: .date, summary: "Detailed mode, optional: date of the last paycheck this year"),
    .init(key: "rsuVestWage", keyPath: \.rsuVestWage, kind: .amount, summary: "Most recent RSU vest: its wage (already in YTD wages; used for the withholding rate only)"),
    .init(key: "rsuVestFederal", keyPath: \.rsuVestFederal, kind: .amount, summary: "Most recent RSU vest: federal tax withheld on it"),
    .init(key: "rsuVestState", keyPath: \.rsuVestState, kind: .amount, summary: "Most recent RSU vest: state tax withheld on it"),
    .init(key: "vestPrice", keyPath: \.vestPrice, kind: .amount, summary: "Most recent RSU vest: share price (shown by the web app, not used in the calculation)"),
  ] + currentLawFields

  /// The fields only current law reads.
  public static let currentLawFields: [InputField<IncomeData.Fields>] = [
    .init(
      key: "ytdCaliforniaSDIWithheld", keyPath: \.ytdCaliforniaSDIWithheld, kind: .nonNegativeAmount,
      summary: "Current law: California SDI (or VPDI) withheld so far this year: the pay stub's year-to-date SDI, CASDI or VPDI (W-2 box 14 for the whole year); wages still to come at the same rate; 0 if exempt, empty for the statutory rate"),
    .init(key: "qualifiedTips", keyPath: \.qualifiedTips, kind: .nonNegativeAmount, summary: "Current law, 2025–2028: of those wages (where tips reported to the employer already are) or business receipts, the part that is qualified tips (W-2 box 7, or Form 4137; from 2026 W-2 box 12 code TP, cash tips reported to the employer, with the tipped occupation code in box 14b), in an occupation that customarily receives tips (Schedule 1-A Part II; not tips in a specified service business; California allows none); more than the wages and receipts is refused"),
    .init(key: "qualifiedOvertime", keyPath: \.qualifiedOvertime, kind: .nonNegativeAmount, summary: "Current law, 2025–2028: the premium part of FLSA overtime pay included in your wages (the half of time-and-a-half; W-2 box 12 code TT from 2026, for 2025 box 14 or the employer's statement; Schedule 1-A Part III; California allows none)"),
    .init(key: "studentLoanInterest", keyPath: \.studentLoanInterest, kind: .nonNegativeAmount, summary: "Current law: student loan interest you paid (Form 1098-E box 1; Schedule 1 line 21, up to a limit per return, phased out by income; none married filing separately)"),
    .init(key: "selfEmploymentReceipts", keyPath: \.selfEmploymentReceipts, kind: .amount, summary: "Current law: your business's gross receipts for the year (Schedule C line 1)"),
    .init(key: "selfEmploymentExpenses", keyPath: \.selfEmploymentExpenses, kind: .amount, summary: "Current law: your business's expenses (Schedule C line 28)"),
    .init(key: "specifiedServiceBusiness", keyPath: \.specifiedServiceBusiness, kind: .flag, summary: "Current law: the business is a specified service trade or business (health, law, consulting, financial services…; IRC §199A(d)(2))"),
    .init(key: "businessW2WagesPaid", keyPath: \.businessW2WagesPaid, kind: .amount, summary: "Current law: W-2 wages your business paid its employees (for the QBI deduction's limit)"),
    .init(key: "businessPropertyUBIA", keyPath: \.businessPropertyUBIA, kind: .amount, summary: "Current law: unadjusted basis of the business's qualified property (for the QBI deduction's limit)"),
    .init(key: "selfEmployedHealthInsurance", keyPath: \.selfEmployedHealthInsurance, kind: .amount, summary: "Current law: health insurance premiums you paid as a self-employed person (Schedule 1 line 17)"),
    .init(key: "sepContributions", keyPath: \.sepContributions, kind: .amount, summary: "Current law: contributions for yourself to a SEP-IRA or as employer to a solo 401(k) (Schedule 1 line 16)"),
    .init(key: "solo401kDeferrals", keyPath: \.solo401kDeferrals, kind: .amount, summary: "Current law: your elective deferrals to a solo 401(k) from self-employment income (Schedule 1 line 16)"),
    .init(key: "iraContributions", keyPath: \.iraContributions, kind: .amount, summary: "Current law: traditional IRA contributions for the year (Schedule 1 line 20)"),
    .init(key: "coveredByWorkplacePlan", keyPath: \.coveredByWorkplacePlan, kind: .flag, summary: "Current law: you were covered by a retirement plan at work (W-2 box 13), which limits the IRA deduction"),
    .init(key: "hsaContributions", keyPath: \.hsaContributions, kind: .amount, summary: "Current law: HSA contributions you made yourself, not through payroll (Schedule 1 line 13; California does not allow it)"),
    .init(key: "otherRetirementContributions", keyPath: \.otherRetirementContributions, kind: .amount, summary: "Current law: Roth IRA contributions and your elective deferrals to a plan at work (W-2 box 12 codes D, E, G, H, AA, BB, EE), which count for the saver's credit only (Form 8880 lines 1–2)"),
    .init(key: "hsaFamilyCoverage", keyPath: \.hsaFamilyCoverage, kind: .flag, summary: "Current law: your HSA covers a family (the family limit), not only you (the self-only limit)"),
    .init(
      key: "iraBalancePriorYearEnd", keyPath: \.iraBalancePriorYearEnd, kind: .nonNegativeAmount,
      summary: "Current law: the value of your traditional IRAs on December 31 of last year (Form 5498 box 5), for the required minimum distribution"),
    .init(key: "socialSecurityBenefits", keyPath: \.socialSecurityBenefits, kind: .nonNegativeAmount, summary: "Current law: Social Security benefits for the year (SSA-1099 box 5, net benefits); the taxable part is figured by the Social Security Benefits Worksheet (Form 1040 line 6b); California taxes none"),
    .init(key: "socialSecurityWithheld", keyPath: \.socialSecurityWithheld, kind: .nonNegativeAmount, summary: "Current law: federal income tax withheld from Social Security benefits (SSA-1099 box 6; Form 1040 line 25b)"),
    .init(key: "unemploymentCompensation", keyPath: \.unemploymentCompensation, kind: .nonNegativeAmount, summary: "Current law: unemployment compensation (1099-G box 1; Schedule 1 line 7); California taxes none"),
    .init(key: "unemploymentWithheld", keyPath: \.unemploymentWithheld, kind: .nonNegativeAmount, summary: "Current law: federal income tax withheld from unemployment compensation (1099-G box 4; Form 1040 line 25b)"),
    .init(key: "treasuryInterest", keyPath: \.treasuryInterest, kind: .nonNegativeAmount, summary: "Current law: interest on US savings bonds and Treasury obligations (1099-INT box 3), beside interestIncome (box 1): federally taxable (line 2b), California taxes none"),
    .init(key: "taxExemptInterest", keyPath: \.taxExemptInterest, kind: .nonNegativeAmount, summary: "Current law: tax-exempt interest (1099-INT box 8; Form 1040 line 2a): not taxed federally, but counted in the Social Security benefits' provisional income"),
    .init(key: "taxExemptInterestOtherStates", keyPath: \.taxExemptInterestOtherStates, kind: .nonNegativeAmount, summary: "Current law: the part of taxExemptInterest from bonds of states other than the one you live in (and their localities), which California and New York tax (Schedule CA line 2, column C; IT-201 line 20)"),
    .init(key: "foreignTaxPaid", keyPath: \.foreignTaxPaid, kind: .nonNegativeAmount, summary: "Current law: foreign tax paid on dividends and interest (1099-DIV box 7, 1099-INT box 6), for the foreign tax credit (Schedule 3 line 1)"),
    .init(key: "foreignSourceIncome", keyPath: \.foreignSourceIncome, kind: .nonNegativeAmount, summary: "Current law: the foreign dividends and interest that tax was paid on (gross), needed when the household's foreign tax is over $300 ($600 joint): Form 1116's limit"),
    .init(key: "dependentCareBenefits", keyPath: \.dependentCareBenefits, kind: .nonNegativeAmount, summary: "Current law: dependent care benefits from your employer (W-2 box 10; Form 2441 Part III), excluded from wages up to the year's limit"),
  ]
}

extension FutureRSUVest {
  public static let fields: [InputField<FutureRSUVest>] = [
    .init(key: "id", keyPath: \.id, kind: .label, summary: "Any label for the vest"),
    .init(key: "date", keyPath: \.date, kind: .date, summary: "Expected vest date (not used by the calculation: every listed vest counts)"),
    .init(key: "shares", keyPath: \.shares, kind: .quantity, summary: "Shares expected to vest"),
    .init(key: "expectedPrice", keyPath: \.expectedPrice, kind: .amount, summary: "Expected share price at vest"),
  ]
}

extension DeductionsData {
  public static let fields: [InputField<DeductionsData>] = [
    .init(key: "propertyTax", keyPath: \.propertyTax, kind: .amount, summary: "Real estate tax paid this year"),
    .init(key: "mortgageInterest", keyPath: \.mortgageInterest, kind: .amount, summary: "Home mortgage interest paid (Form 1098)"),
    .init(key: "donations", keyPath: \.donations, kind: .amount, summary: "Charitable donations"),
    .init(key: "mortgageLoanDate", keyPath: \.mortgageLoanDate, kind: .choice([grandfatheredLoanDate, laterLoanDate, ""]), summary: "When the mortgage was taken out: before-dec-16-2017, after-dec-15-2017, or empty"),
    .init(key: "mortgageBalance", keyPath: \.mortgageBalance, kind: .amount, summary: "Mortgage principal balance"),
    .init(
      key: "otherStateIncomeTax", keyPath: \.otherStateIncomeTax, kind: .amount,
      summary: "State income tax you pay this year where QuickTax does not compute your state's (its withholding, estimated payments and last year's balance paid this year), for the federal SALT deduction; not read for a California resident"),
    .init(
      key: "businessExpenses", keyPath: \.businessExpenses, kind: .amount,
      summary: "The web app's Schedule C business expenses, which it takes off wages; under current law they are the first business's, added to selfEmploymentExpenses: give a business's expenses in one of the two, not both"),
    .init(key: "medicalExpenses", keyPath: \.medicalExpenses, kind: .amount, summary: "Current law: medical and dental expenses paid (Schedule A line 1), before the 7.5%-of-AGI floor"),
    .init(key: "dependentCareExpenses", keyPath: \.dependentCareExpenses, kind: .nonNegativeAmount, summary: "Current law: child and dependent care expenses paid so you (and your spouse) could work, including those paid with dependent care benefits (Form 2441 line 2; care in California for FTB 3506)"),
    .init(key: "priorYearStateTaxPaid", keyPath: \.priorYearStateTaxPaid, kind: .amount, summary: "Current law: state income tax for earlier years paid this year (last year's last estimate paid in January, the balance paid with last year's return), for federal SALT"),
    .init(key: "passengerVehicleLoanInterest", keyPath: \.passengerVehicleLoanInterest, kind: .nonNegativeAmount, summary: "Current law, 2025–2028: interest paid on a loan taken out after 2024 to buy a new car, van, SUV, pickup or motorcycle for personal use, assembled in the US (Schedule 1-A Part IV, up to a limit, phased out by income; California allows none)"),
    .init(
      key: "generalSalesTax", keyPath: \.generalSalesTax, kind: .nonNegativeAmount,
      summary: "Current law: general sales taxes you paid this year (receipts, or the IRS's Sales Tax Deduction Calculator), which Schedule A line 5a deducts instead of state and local income taxes when it is the larger (IRC §164(b)(5)): most useful where the state taxes no wages"),
    .init(
      key: "washingtonExemptGains", keyPath: \.washingtonExemptGains, kind: .nonNegativeAmount,
      summary: "Current law, Washington residents: the part of the long-term capital gains that Washington's capital gains excise tax exempts: real estate (a home sold, say), retirement accounts, timber and the rest of RCW 82.87.050"),
    .init(
      key: "washingtonCharitableDonations", keyPath: \.washingtonCharitableDonations, kind: .nonNegativeAmount,
      summary: "Current law, Washington residents: this year's gifts to charities principally directed and managed in Washington, for the capital gains excise tax's charitable deduction (the part above a threshold, up to a limit; RCW 82.87.080)"),
    .init(
      key: "newYork529Contributions", keyPath: \.newYork529Contributions, kind: .nonNegativeAmount,
      summary: "Current law, New York residents: this year's contributions, as account owner, to New York's 529 college savings program (subtracted up to the year's limit, twice that on a joint return: IT-201 line 30)"),
  ]
}

extension EstimatedPaymentsData {
  public static let fields: [InputField<EstimatedPaymentsData>] = [
    .init(key: "federalQ1", keyPath: \.federalQ1, kind: .amount, summary: "Federal estimated payment made for Q1"),
    .init(key: "federalQ2", keyPath: \.federalQ2, kind: .amount, summary: "Federal estimated payment made for Q2"),
    .init(key: "federalQ3", keyPath: \.federalQ3, kind: .amount, summary: "Federal estimated payment made for Q3"),
    .init(key: "federalQ4", keyPath: \.federalQ4, kind: .amount, summary: "Federal estimated payment made for Q4"),
    .init(key: "californiaQ1", keyPath: \.californiaQ1, kind: .amount, summary: "California estimated payment made for the first installment"),
    .init(key: "californiaQ2", keyPath: \.californiaQ2, kind: .amount, summary: "California estimated payment made for the second installment"),
    .init(key: "californiaQ4", keyPath: \.californiaQ4, kind: .amount, summary: "California estimated payment made for the last installment (California has no Q3)"),
    .init(key: "newYorkQ1", keyPath: \.newYorkQ1, kind: .amount, summary: "Current law, New York residents: New York estimated payment made for Q1 (IT-2105: New York State, New York City and Yonkers together)"),
    .init(key: "newYorkQ2", keyPath: \.newYorkQ2, kind: .amount, summary: "Current law, New York residents: New York estimated payment made for Q2"),
    .init(key: "newYorkQ3", keyPath: \.newYorkQ3, kind: .amount, summary: "Current law, New York residents: New York estimated payment made for Q3"),
    .init(key: "newYorkQ4", keyPath: \.newYorkQ4, kind: .amount, summary: "Current law, New York residents: New York estimated payment made for Q4 (paid in January of the next year)"),
  ]
}
