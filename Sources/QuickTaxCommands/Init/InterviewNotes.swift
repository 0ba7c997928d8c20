/// What `?` adds to a field's meaning at the interview: what its figure includes, where the
/// person's papers show it, and what goes elsewhere. Keyed by the field's JSON key.
enum InterviewNotes {
  static let byField: [String: String] = [
    "ytdWage": wages + " On a pay stub: the year-to-date federal taxable wages, not gross pay.",
    "futureWage": wages,
    "paycheckWage": wages + " Per paycheck: gross pay less those pre-tax deductions.",
    "mortgageBalance":
      "Give the year's average principal balance, not the original loan: the deductible interest is the interest times the debt limit over this balance (IRS Pub. 936, Table 1, line 12 — the average of the first and last balances of the year is one of its methods; for a loan taken out or paid off during the year, over the months it was outstanding).",
    "sepContributions": employee401k,
    "solo401kDeferrals": employee401k,
    "otherRetirementContributions": employee401k,
    "shortTermGains": gains,
    "longTermGains": gains,
    "qualifiedTips":
      "Tips are already in your wages: give them here as well. On the W-2: box 7 (social security tips), plus tips you reported on Form 4137. For 2025 your employer may show the qualified amount in box 14 or a separate statement; from 2026 box 12 code TP shows the cash tips reported to your employer and box 14b your Treasury tipped occupation code (code 000: not qualified tips). A pay stub shows them as reported or charged tips. Only voluntary tips in an occupation on the IRS list of tipped occupations count, not service charges.",
    "qualifiedOvertime":
      "Only the premium: for time-and-a-half, the half (one third of the overtime pay), as the FLSA requires it, not the whole overtime pay. For 2025 your employer may show it in W-2 box 14 or a separate statement, from 2026 in box 12 code TT; a pay stub shows overtime hours and pay. It is already in your wages.",
    "studentLoanInterest": "Form 1098-E box 1: interest paid on a qualified student loan this year (the lender sends one at $600 or more; smaller amounts count too).",
  ]

  /// W-2 box 1: what the wage fields hold (Form W-2 instructions, box 1).
  static let wages =
    "Taxable wages, as W-2 box 1 will show them: after pre-tax 401(k) and 403(b) deferrals and pre-tax health, FSA and commuter deductions (not after Roth 401(k) deferrals or payroll taxes); RSU vests included."

  /// Where a W-2 employee's own 401(k) goes: nowhere in these fields but the saver's credit one.
  static let employee401k =
    "A W-2 employee's own 401(k) deferrals are not a contribution here: pre-tax ones are already out of W-2 box 1 wages (give wages after them), and they, with Roth 401(k) deferrals, count only for the saver's credit (otherRetirementContributions). SEP and solo 401(k) fields are for self-employment income."

  static let gains =
    "Realized this year, net of losses of the same term (Schedule D). When the household's gain is more than zero the interview asks in which months it was realized: a gain realized late in the year lowers the earlier installments under the annualized method (planning.incomeByPeriod)."
}
