/// FTB 5805 Part III (Annualized Income Installment Method Schedule), one column: lines 1–14c,
/// read from the California return QuickTax runs on the period's income put on an annual basis.
/// Lines 15–23 are the plan's (``EstimatedTaxPlan/AnnualizedColumn``).
public struct FTB5805PartIIIColumn<N: TaxNumber>: Sendable {
  /// Line 1: California AGI for the period; line 2: the annualization amount (4, 2.4, 1.5, 1);
  /// line 3: annualized income, line 1 × line 2.
  public var line1AdjustedGrossIncome: N
  public var line2AnnualizationAmount: N
  public var line3AnnualizedIncome: N
  /// Line 4: the period's itemized deductions, -0- when the year does not itemize; line 5: the
  /// annualization amount; line 6: line 4 × line 5; line 7: the standard deduction (Form 540 line
  /// 18); line 8: the larger of lines 6 and 7; line 9: line 3 less line 8.
  public var line4ItemizedDeductions: N
  public var line5AnnualizationAmount: N
  public var line6AnnualizedItemizedDeductions: N
  public var line7StandardDeduction: N
  public var line8Deduction: N
  public var line9: N
  /// Line 10: the tax on line 9 (tax table or rate schedule); line 11: the year's exemption
  /// credits (Form 540 line 32); line 12: line 10 less line 11; line 13: the year's credits (Form
  /// 540 line 47: the child and dependent care credit, FTB 3506, and the renter's credit).
  public var line10Tax: N
  public var line11ExemptionCredits: N
  public var line12: N
  public var line13Credits: N
  /// Line 14a: line 12 less line 13, not below zero; line 14b: the period's AMT (Schedule P) and
  /// mental health services tax; line 14c: their sum.
  public var line14a: N
  public var line14bOtherTaxes: N
  public var line14cTax: N
  /// The period's refundable credits (FTB 3514: CalEITC and the young child tax credit), taken
  /// off line 14c as Form 2210 takes the earned income credit; what is left is the tax the plan's
  /// line 16 takes the applicable percentage of.
  public var refundableCredits: N
  public var taxAfterRefundableCredits: N
}

extension FTB5805PartIIIColumn {
  /// The column of a period whose income, annualized by `factor`, made `worksheet` (the year's
  /// own return for the last period), with the year's exemption credits and credits (`fullYear`).
  init?(_ worksheet: ComprehensiveTaxWorksheet<N>, factor: N, fullYear: ComprehensiveTaxWorksheet<N>) {
    guard let tax = worksheet.result.californiaTax, let steps = worksheet.currentLaw?.california, let year = fullYear.currentLaw?.california
    else { return nil }
    line1AdjustedGrossIncome = steps.adjustedGrossIncome / factor
    line2AnnualizationAmount = factor
    line3AnnualizedIncome = steps.adjustedGrossIncome
    let deductions = Self.deductions(itemized: tax.deduction.type == .itemized ? tax.deduction.amount : nil, standard: steps.standardDeduction, factor: factor)
    line4ItemizedDeductions = deductions.line4
    line5AnnualizationAmount = factor
    line6AnnualizedItemizedDeductions = deductions.line6
    line7StandardDeduction = steps.standardDeduction
    line8Deduction = deductions.line8
    line9 = steps.adjustedGrossIncome - deductions.line8
    let lines = Self.tax(
      taxBeforeCredits: steps.taxBeforeCredits, yearExemptionCredits: year.exemptionCredits.total,
      yearCredits: (year.dependentCareCredit?.credit ?? .zero) + year.rentersCredit,
      otherTaxes: steps.alternativeMinimumTax.alternativeMinimumTax + tax.mentalHealthTax)
    line10Tax = steps.taxBeforeCredits
    line11ExemptionCredits = year.exemptionCredits.total
    line12 = lines.line12
    line13Credits = lines.line13
    line14a = lines.line14a
    line14bOtherTaxes = lines.line14b
    line14cTax = lines.line14c
    refundableCredits = tax.refundableCredits
    taxAfterRefundableCredits = lines.line14c - tax.refundableCredits
  }

  /// Lines 4–8: the period's return itemizes only when the year does (``YearItemizing``), with
  /// its itemized deductions already annualized: line 4 is them over the annualization amount.
  static func deductions(itemized: N?, standard: N, factor: N) -> (line4: N, line6: N, line8: N) {
    guard let itemized else { return (.zero, .zero, standard) }
    return (itemized / factor, itemized, jsMax(itemized, standard))
  }

  /// Lines 10–14c: the year's exemption credits (line 11) and credits (line 13), as the form
  /// asks, not the period's; the AMT and mental health services tax after them (line 14b).
  static func tax(taxBeforeCredits: N, yearExemptionCredits: N, yearCredits: N, otherTaxes: N)
    -> (line12: N, line13: N, line14a: N, line14b: N, line14c: N)
  {
    let line12 = taxBeforeCredits - yearExemptionCredits
    let line14a = jsMax(.zero, line12 - yearCredits)
    return (line12, yearCredits, line14a, otherTaxes, (line14a + otherTaxes).jsRounded())
  }
}
