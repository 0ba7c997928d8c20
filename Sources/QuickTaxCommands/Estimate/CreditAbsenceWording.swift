import QuickTaxCore

/// Why a credit the household asked about comes to nothing, in words: the earned income credit
/// (Form 1040 line 27), CalEITC and the young child tax credit (FTB 3514, Form 540 lines 75–76).
/// A household asks by counting its children for them (`family.earnedIncomeCreditChildren`,
/// `family.childrenUnder6`, zero included); the worksheets say nothing for a return past the
/// table, the most common reason a working family gets none.
enum CreditAbsenceWording {
  /// "No earned income credit: …" for a household that counted its children for the credit and
  /// has no worksheet (no earned income, or earned income or AGI at or over the completed phase-out
  /// amount, Worksheet A Step 1), or one whose table lookups came to $0.
  static func earnedIncomeCredit<N: TaxNumber>(
    _ steps: CurrentLawWorksheet<N>, family: FamilyData, filingStatus: FilingStatus, rule: EarnedIncomeCreditRule<N>?
  ) -> String? {
    guard !family.earnedIncomeCreditChildren.isEmpty, let rule else { return nil }
    if let worksheet = steps.earnedIncomeCredit {
      guard worksheet.credit == .zero, worksheet.disallowance == nil else { return nil }
      return "No earned income credit: the " + EstimateDocument.lookupNote(worksheet, "EIC Table", agi: "AGI")
    }
    let children = family.earnedIncomeCreditChildCount
    let limit = rule.completedPhaseout(qualifyingChildren: children, joint: filingStatus.isJoint)
    let end = "\(MoneyFormat.dollars(limit)), where the credit \(withChildren(children)) ends"
      + (filingStatus.isJoint ? " for a joint return" : "") + " (EIC Table)"
    return "No earned income credit: "
      + pastLimit(earnedIncome: steps.income.earnedIncome, adjustedGrossIncome: steps.adjustedGrossIncome, agi: "AGI", end: end) + "."
  }

  /// "No California earned income tax credit: …" for a household that counted its children for
  /// it and has no FTB 3514 (the same reasons, at the single completed phase-out amount of
  /// R&TC §17052), or one whose lookups came to $0; and no young child tax credit with it.
  static func californiaEarnedIncomeCredit<N: TaxNumber>(
    _ steps: CurrentLawWorksheet<N>, family: FamilyData, rule: CaliforniaEarnedIncomeCreditRule<N>?
  ) -> String? {
    guard !family.earnedIncomeCreditChildren.isEmpty || !family.childrenUnder6.isEmpty, let rule else { return nil }
    let reason: String
    if let form3514 = steps.california?.earnedIncomeCredit {
      guard form3514.credit == .zero, form3514.disallowance == nil, form3514.earnedIncome > .zero else { return nil }
      reason = "the " + EstimateDocument.lookupNote(form3514, "FTB 3514", agi: "federal AGI")
    } else {
      let end = "\(MoneyFormat.dollars(rule.completedPhaseout)), where CalEITC ends (FTB 3514)"
      reason = pastLimit(earnedIncome: steps.income.earnedIncome, adjustedGrossIncome: steps.adjustedGrossIncome, agi: "federal AGI", end: end) + "."
    }
    return "No California earned income tax credit: \(reason)"
      + (family.childrenUnder6Count > 0 ? " So no young child tax credit either: it comes with a CalEITC (R&TC §17052.1)." : "")
  }

  /// Why the young child tax credit (Form 540 line 76) is less than its full amount, or none,
  /// for a household with a CalEITC worksheet: no child under 6 counted, the CalEITC refused or
  /// $0, the zero-earned-income rule's limits, or the phase-out by earned income.
  static func youngChildCredit<N: TaxNumber>(_ form3514: CaliforniaEarnedIncomeCreditWorksheet<N>, family: FamilyData, rule: CaliforniaEarnedIncomeCreditRule<N>?) -> String? {
    guard let rule else { return nil }
    let allowed = form3514.youngChildCredit
    guard allowed < rule.youngChildCredit else { return nil }
    // Children under 6 among none counted for CalEITC: the worksheet's warning says so.
    guard form3514.qualifyingChildren > 0 else { return nil }
    if family.childrenUnder6Count == 0 {
      // Only worth saying where the CalEITC it would come with is had.
      guard form3514.credit > .zero else { return nil }
      return "No young child tax credit: it needs a qualifying child under 6 at the end of the year (family.childrenUnder6) (R&TC §17052.1)."
    }
    if form3514.disallowance != nil { return "No young child tax credit: it comes with a CalEITC, refused above (R&TC §17052.1)." }
    if form3514.earnedIncome <= .zero {
      return "No young child tax credit: without earned income it is allowed only when wages and the net loss are each at most "
        + "\(MoneyFormat.dollars(rule.youngChildLossLimit)) (R&TC §17052.1(b)(1)(B))."
    }
    if form3514.credit == .zero { return "No young child tax credit: it comes with a CalEITC, and the CalEITC is $0 (R&TC §17052.1)." }
    let perStep = rule.youngChildReductionPerStep
    let phaseout = "\(perStep.jsRounded() == perStep ? MoneyFormat.dollars(perStep) : MoneyFormat.cents(perStep)) less for each \(MoneyFormat.dollars(rule.youngChildStep)) "
      + "(or part) of earned income over \(MoneyFormat.dollars(rule.youngChildThreshold)) (R&TC §17052.1(c))"
    return allowed > .zero
      ? "\(MoneyFormat.dollars(allowed)) of \(MoneyFormat.dollars(rule.youngChildCredit)): \(phaseout)."
      : "No young child tax credit: earned income of \(MoneyFormat.dollars(form3514.earnedIncome)) phases it out, \(phaseout)."
  }

  /// "earned income of $X is at or over $L, where …", AGI's when earned income is under it, or
  /// no earned income at all.
  private static func pastLimit<N: TaxNumber>(earnedIncome: N, adjustedGrossIncome: N, agi: String, end: String) -> String {
    if earnedIncome < N(1) { return "it needs earned income (wages or self-employment profit), and there is none" }
    let figure = earnedIncome >= adjustedGrossIncome ? ("earned income", earnedIncome) : (agi, adjustedGrossIncome)
    return "\(figure.0) of \(MoneyFormat.dollars(figure.1)) is at or over \(end)"
  }

  private static func withChildren(_ count: Int) -> String {
    switch count {
    case 0: return "without a qualifying child"
    case 1: return "with 1 qualifying child"
    default: return "with \(count) qualifying children"
    }
  }
}
