/// Form IT-216, the child and dependent care credit (IT-201 line 64), refundable: New York
/// State's — through 2025 a share of a federal-style credit (Tax Law §606(c)), from 2026 §606(c-2)'s
/// own percentage of the expenses — and New York City's, a share of the state's for a household
/// of low income with a child under 4 (Administrative Code §11-1706(e)). The expenses, the
/// qualifying persons and each spouse's earned income are Form 2441's.
extension TaxEngine {
  /// The state's credit and the city's (zero outside the city).
  func newYorkChildCareCredit(
    _ care: DependentCareCreditWorksheet<N>, excludedBenefits: N, family: CurrentLawFamily, federalAGI: N, newYorkAGI: N, filingStatus: FilingStatus,
    city: Bool, tables: NewYorkTaxTables<N>
  ) -> (state: N, city: N) {
    // A separate return gets none (IRC §21(e)(2), to which §606(c) and (c-2) refer).
    guard !care.barredSeparateReturn, care.qualifyingPersons > 0 else { return (.zero, .zero) }
    let rule = tables.childCareCredit
    guard let last = rule.expenseLimits.indices.last else { return (.zero, .zero) }
    // Lines 5–8: the expenses up to the limit for the persons (less the excluded benefits) and
    // each spouse's earned income.
    let limit = jsMax(.zero, rule.expenseLimits[min(care.qualifyingPersons - 1, last)] - excludedBenefits)
    var expenses = jsMin(jsMin(care.expensesPaid, limit), care.earnedIncome)
    if filingStatus.isJoint { expenses = jsMin(expenses, care.spouseEarnedIncome) }
    expenses = jsMax(.zero, expenses)
    let state: N
    if let maximum = rule.federalDecimalMaximum {
      // Lines 9–14: the decimal for federal AGI, then the New York decimal for New York AGI.
      let steps = (jsMax(.zero, federalAGI - rule.federalDecimalThreshold) / rule.federalDecimalStep).jsCeil
      let federalDecimal = jsMax(rule.federalDecimalMinimum, maximum - steps * rule.federalDecimalReduction)
      state = (expenses * federalDecimal * newYorkChildCareDecimal(newYorkAGI, rule: rule)).jsRounded()
    } else {
      let maximum = rule.percentageMaximum ?? .zero
      let percentage = jsMax(rule.percentageMinimum, maximum - jsMax(.zero, newYorkAGI - rule.percentageThreshold) * rule.percentageReductionPerDollar)
      let reduction = (jsMax(.zero, newYorkAGI - rule.highIncomeThreshold) / rule.highIncomeStep).jsFloor * rule.highIncomeReduction
      state = jsMax(.zero, (expenses * percentage).jsRounded() - reduction)
    }
    // The city's: its share of the state's part for the children under 4 (taken in proportion to
    // the qualifying persons: the expenses for each are not asked), in full up to its AGI, then
    // phased out.
    guard city, federalAGI <= rule.cityEndsAt, family.childrenUnder4Count > 0 else { return (state, .zero) }
    let young = N(min(family.childrenUnder4Count, care.qualifyingPersons)) / N(care.qualifyingPersons)
    let share =
      federalAGI <= rule.cityFullShareUpTo
      ? rule.cityShare : rule.cityShare * (rule.cityEndsAt - federalAGI) / (rule.cityEndsAt - rule.cityFullShareUpTo)
    return (state, (state * young * share).jsRounded())
  }

  /// IT-216 line 13 (through 2025): the New York decimal by New York AGI, below the ceiling read at
  /// the middle of its row and rounded as the limitation table prints it.
  func newYorkChildCareDecimal(_ agi: N, rule: NewYorkTaxTables<N>.ChildCareCredit) -> N {
    let income = agi < rule.newYorkDecimalRowCeiling ? (jsMax(.zero, agi) / rule.newYorkDecimalRowWidth).jsFloor * rule.newYorkDecimalRowWidth
      + rule.newYorkDecimalRowWidth / N(2) : agi
    guard let band = rule.newYorkDecimalBands.first(where: { $0.below.map { income < $0 } ?? true }) else { return .zero }
    let decimal = band.decimal ?? (band.base + band.slope * (band.top - income) / band.width) * band.factor
    return agi < rule.newYorkDecimalRowCeiling ? decimal.rounded(toPlaces: rule.newYorkDecimalPlaces) : decimal
  }
}
