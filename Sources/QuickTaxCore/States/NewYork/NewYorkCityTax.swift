/// New York City's resident income tax on Form IT-201 (Tax Law §1304, §1304-B; lines 47–54) and
/// the city's credits: the school tax credits (§606(ggg), lines 69 and 69a, state credits paid
/// as refunds), and the income tax elimination credit new for 2025 (§1310(h), Form IT-270, line
/// 70a). The city's earned income credit is IT-215's (FormIT215.swift), its household credit the
/// tables' (HouseholdCredits.swift). Not modelled: the city's child and dependent care credit.
extension TaxEngine {
  /// Line 47a: the city's tax on its taxable income (line 47, the state's line 38): the city's
  /// table below its ceiling (the schedule's tax on the row's middle, rounded), else its schedule.
  func newYorkCityTax(taxableIncome: N, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>) -> N {
    let income = jsMax(.zero, taxableIncome)
    let schedule = tables.cityRateSchedule[filingStatus]
    if let middle = tables.cityTaxTable.rowMiddle(of: income), income > .zero {
      return newYorkScheduleTax(middle, schedule: schedule).jsRounded()
    }
    return newYorkScheduleTax(income, schedule: schedule).jsRounded()
  }

  /// Lines 69 and 69a. The income both test is federal AGI less the IRA distributions in it (IT-201
  /// line 19 less line 9). Line 69: the fixed amount up to its limit. Line 69a: up to its limit, a
  /// rate of the city's taxable income up to the status's threshold and a higher rate above it
  /// (with the base the lower rate reaches there), rounded to the dollar; none where that taxable
  /// income is above the table's last row.
  func newYorkCitySchoolTaxCredits(
    federalAGI: N, iraDistributions: N, cityTaxableIncome: N, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>
  ) -> (fixed: N, rateReduction: N) {
    let income = federalAGI - iraDistributions
    let fixed = income <= tables.schoolTaxCreditIncomeLimit ? tables.schoolTaxCreditFixed[filingStatus] : .zero
    let taxable = jsMax(.zero, cityTaxableIncome)
    // The rate reduction's table (§1310(ggg)(4-b), IT-201-I line 69a) has no row for city taxable
    // income above the income limit: none there, whatever the income test says.
    guard income <= tables.schoolTaxRateReductionIncomeLimit, taxable <= tables.schoolTaxRateReductionIncomeLimit else { return (fixed, .zero) }
    let threshold = tables.schoolTaxRateReductionThreshold[filingStatus]
    let reduction =
      taxable <= threshold
      ? taxable * tables.schoolTaxRateReductionRate
      : tables.schoolTaxRateReductionBase[filingStatus] + (taxable - threshold) * tables.schoolTaxRateReductionUpperRate
    return (fixed, reduction.jsRounded())
  }

  /// Form IT-270, lines 1–11: for a household with a dependent, federal AGI within the phase-out
  /// width above the threshold for its number of dependents and status, and investment income
  /// (IRC §32(i)) within the limit: the city tax left after the city's nonrefundable credits (line
  /// 54) less its child care and earned income credits (`cityCredits`, lines 7–9), times the share of
  /// the width not yet used (rounded to four places).
  func newYorkCityIncomeTaxEliminationCredit(
    dependents: Int, federalAGI: N, investmentIncome: N, cityTaxAfterCredits: N, cityCredits: N, filingStatus: FilingStatus,
    tables: NewYorkTaxTables<N>
  ) -> N {
    guard dependents > 0, investmentIncome <= tables.eliminationCreditInvestmentIncomeLimit else { return .zero }
    let joint = filingStatus == .marriedFilingJointly || filingStatus == .qualifyingSurvivingSpouse
    let thresholds = joint ? tables.eliminationCreditJointThresholds : tables.eliminationCreditOtherThresholds
    guard let last = thresholds.indices.last else { return .zero }
    let threshold = thresholds[min(dependents - 1, last)]  // line 2
    let remaining = tables.eliminationCreditPhaseOutWidth - jsMax(.zero, federalAGI - threshold)  // lines 3–4
    guard remaining > .zero else { return .zero }
    let share = (remaining / tables.eliminationCreditPhaseOutWidth).rounded(toPlaces: 4)  // line 5
    return (jsMax(.zero, cityTaxAfterCredits - cityCredits) * share).jsRounded()  // lines 6–11
  }
}
