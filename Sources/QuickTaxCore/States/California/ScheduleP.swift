/// Schedule P (540) Part I: California's alternative minimum tax.
public struct CaliforniaAlternativeMinimumTaxWorksheet<N: TaxNumber>: Sendable {
  /// Lines 1–14: what the regular tax deducted that the AMT does not (the standard deduction, or
  /// itemized taxes and part of medical expenses), and the incentive stock options' bargain
  /// element (line 12).
  public var adjustments: N
  public var incentiveStockOptions: N
  /// Line 21: alternative minimum taxable income; line 22: the exemption after its phase-out.
  public var alternativeMinimumTaxableIncome: N
  public var exemption: N
  /// Line 24: 7% of the excess; line 26: what exceeds the regular tax before credits.
  public var tentativeMinimumTax: N
  public var alternativeMinimumTax: N
}

extension TaxEngine {
  /// Schedule P (540) (R&TC §17062): taxable income (below zero when deductions exceed AGI) plus
  /// the standard deduction, or, when itemizing, the real estate tax (line 3) and medical expenses
  /// up to 2.5% of AGI (line 2, the AMT's 10% floor against the regular 7.5%), plus the options'
  /// bargain element (line 12), less the itemized deduction limitation (line 18); the exemption
  /// less 25% of the income above its threshold (and, married filing separately, the line 21
  /// add-on); 7% of what is left, less the regular tax before credits (Form 540 line 31).
  func californiaAlternativeMinimumTax(
    taxableIncome: N, itemizes: Bool, standardDeduction: N, scheduleCA: ScheduleCAWorksheet<N>, adjustedGrossIncome agi: N,
    incentiveStockOptions: N, regularTax: N, filingStatus: FilingStatus, rule: CaliforniaAlternativeMinimumTaxRule<N>
  ) -> CaliforniaAlternativeMinimumTaxWorksheet<N> {
    let deductionAddBack =
      itemizes
      ? scheduleCA.realEstateTax + jsMin(scheduleCA.medicalDeduction, (jsMax(.zero, agi) * rule.medicalAddBackRate).roundedToCents) - scheduleCA.limitation
      : standardDeduction
    var income = (taxableIncome + deductionAddBack + incentiveStockOptions).roundedToCents
    let exemptionAmount = rule.exemption[filingStatus]
    if filingStatus == .marriedFilingSeparately {
      let end = rule.phaseoutThreshold[filingStatus] + exemptionAmount / rule.phaseoutRate
      if income > end { income += jsMin(exemptionAmount, (income - end) * rule.phaseoutRate) }
    }
    // Each line in dollars and cents, as the form is filled in.
    let exemption = jsMax(.zero, exemptionAmount - (jsMax(.zero, income - rule.phaseoutThreshold[filingStatus]) * rule.phaseoutRate).roundedToCents)
    let tentative = (jsMax(.zero, income - exemption) * rule.rate).roundedToCents
    return CaliforniaAlternativeMinimumTaxWorksheet(
      adjustments: deductionAddBack, incentiveStockOptions: incentiveStockOptions, alternativeMinimumTaxableIncome: income,
      exemption: exemption, tentativeMinimumTax: tentative, alternativeMinimumTax: jsMax(.zero, tentative - regularTax))
  }
}
