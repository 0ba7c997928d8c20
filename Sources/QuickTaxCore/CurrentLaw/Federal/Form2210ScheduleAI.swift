/// Form 2210 Schedule AI (Annualized Income Installment Method), one column: Part I lines 1–19,
/// read from the return QuickTax runs on the period's income put on an annual basis, and Part II
/// lines 28–36 for each person with self-employment earnings. Lines 20–27 are the plan's
/// (``EstimatedTaxPlan/AnnualizedColumn``).
public struct ScheduleAIColumn<N: TaxNumber>: Sendable {
  /// Line 1: AGI for the period (January 1 through its end); line 2: the annualization amount
  /// (4, 2.4, 1.5, 1); line 3: annualized income, line 1 × line 2.
  public var line1AdjustedGrossIncome: N
  public var line2AnnualizationAmount: N
  public var line3AnnualizedIncome: N
  /// Line 4: the period's itemized deductions, -0- when the year does not itemize; line 5: the
  /// annualization amount; line 6: line 4 × line 5; line 7: the full year's standard deduction;
  /// line 8: the deduction taken (the larger, or the one elected, IRC §63(e)).
  public var line4ItemizedDeductions: N
  public var line5AnnualizationAmount: N
  public var line6AnnualizedItemizedDeductions: N
  public var line7StandardDeduction: N
  public var line8Deduction: N
  /// Line 9: the qualified business income deduction (Form 8995) on the annualized income.
  public var line9QualifiedBusinessIncomeDeduction: N
  /// Form 1040 line 13b (Schedule 1-A's deductions and, from 2026, the non-itemizer's charitable
  /// deduction), which no line of the schedule names: added at line 10 with lines 8 and 9, as
  /// Form 1040 line 14 adds them, so that line 13 is the taxable income line 14 taxes.
  public var additionalDeductions: N
  /// Line 10: lines 8 and 9 (and the additional deductions); line 11: line 3 less line 10;
  /// line 12: -0- for Form 1040 filers; line 13: line 11 less line 12, not below zero.
  public var line10Deductions: N
  public var line11: N
  public var line12: N
  public var line13TaxableIncome: N
  /// Line 14: the tax on line 13 (the Qualified Dividends and Capital Gain Tax Worksheet where it
  /// applies); line 15: self-employment tax (line 36); line 16: other taxes (AMT, Additional
  /// Medicare Tax, net investment income tax, the additional tax on early distributions); line 17:
  /// their total.
  public var line14Tax: N
  public var line15SelfEmploymentTax: N
  public var line16OtherTaxes: N
  public var line17TotalTax: N
  /// Line 18: the credits of Form 2210 Part I lines 1 and 3 on the annualized figures (the
  /// nonrefundable credits as the period's return allows them and the refundable ones); line 19:
  /// line 17 less line 18, not below zero.
  public var line18Credits: N
  public var line19Tax: N
  /// Part II, one per person with net earnings from self-employment (a joint return's spouses
  /// each fill one; their line 36 amounts add up to line 15).
  public var partII: [ScheduleAIPartII<N>]
}

/// Schedule AI Part II (Annualized Self-Employment Tax) for one person.
public struct ScheduleAIPartII<N: TaxNumber>: Sendable {
  public var holder: PaycheckJob.Holder
  /// Line 28: net earnings from self-employment for the period; line 29: the Social Security
  /// wage base prorated (÷ the annualization amount: a quarter, 5/12, 2/3 and all of it); line
  /// 30: the period's wages subject to Social Security tax; line 31: line 29 less line 30, not
  /// below zero.
  public var line28NetEarnings: N
  public var line29ProratedWageBase: N
  public var line30Wages: N
  public var line31: N
  /// Line 32: 12.4% × the annualization amount; line 33: line 32 × the smaller of lines 28 and 31;
  /// line 34: 2.9% × the annualization amount; line 35: line 28 × line 34; line 36: lines 33 and 35.
  public var line32AnnualizationAmount: N
  public var line33: N
  public var line34AnnualizationAmount: N
  public var line35: N
  public var line36SelfEmploymentTax: N
}

extension ScheduleAIColumn {
  /// The column of a period whose income, annualized by `factor`, made `worksheet` (the year's
  /// own return for the last period, factor 1).
  init?(_ worksheet: ComprehensiveTaxWorksheet<N>, factor: N, selfEmploymentTax rule: SelfEmploymentTaxRule<N>?) {
    guard let law = worksheet.currentLaw, let federal = worksheet.result.federalTax.currentLaw else { return nil }
    let income = Self.income(adjustedGrossIncome: law.adjustedGrossIncome, factor: factor)
    line1AdjustedGrossIncome = income.line1
    line2AnnualizationAmount = factor
    line3AnnualizedIncome = income.line3
    let deductions = Self.deductions(law, factor: factor, annualizedIncome: income.line3)
    line4ItemizedDeductions = deductions.line4
    line5AnnualizationAmount = factor
    line6AnnualizedItemizedDeductions = deductions.line6
    line7StandardDeduction = deductions.line7
    line8Deduction = deductions.line8
    line9QualifiedBusinessIncomeDeduction = deductions.line9
    additionalDeductions = deductions.additional
    line10Deductions = deductions.line10
    line11 = deductions.line11
    line12 = .zero
    line13TaxableIncome = jsMax(.zero, deductions.line11)
    let nonrefundable = federal.foreignTaxCredit + (law.careAndEducation?.nonrefundableCredit ?? .zero) + federal.saversCredit + federal.childTaxCredit
    let tax = Self.tax(federal, totalTax: worksheet.result.federalTax.totalTax, nonrefundableCredits: nonrefundable)
    line14Tax = tax.line14
    line15SelfEmploymentTax = tax.line15
    line16OtherTaxes = tax.line16
    line17TotalTax = tax.line17
    line18Credits = tax.line18
    line19Tax = tax.line19
    partII = rule.map { Self.partII(law.income.selfEmployment, wages: worksheet.household.wagesByPerson, factor: factor, rule: $0) } ?? []
  }

  /// Lines 1–3: the return's AGI is the annualized income (line 3); line 1 is it over line 2.
  static func income(adjustedGrossIncome: N, factor: N) -> (line1: N, line3: N) {
    (adjustedGrossIncome / factor, adjustedGrossIncome)
  }

  /// Lines 4–11: line 4 only when the year itemizes (the period's return itemizes only then,
  /// ``YearItemizing``); its itemized deductions are already annualized, so line 4 is them over the
  /// annualization amount and line 6 is them.
  static func deductions(_ law: CurrentLawWorksheet<N>, factor: N, annualizedIncome: N)
    -> (line4: N, line6: N, line7: N, line8: N, line9: N, additional: N, line10: N, line11: N)
  {
    let deduction = law.deductions
    let line6 = deduction.itemizes ? law.scheduleA.total : .zero
    let line7 = deduction.mustItemize ? .zero : deduction.standardDeduction
    let line8 = deduction.itemizes ? law.scheduleA.total : line7
    let line9 = law.qualifiedBusinessIncome.deduction
    let additional = law.income.schedule1A.total + deduction.nonItemizerCharity
    let line10 = line8 + line9 + additional
    return (line6 / factor, line6, line7, line8, line9, additional, line10, annualizedIncome - line10)
  }

  /// Lines 14–19: the tax on line 13 (Form 1040 line 16), self-employment tax (line 15), the
  /// other taxes of Form 2210 Part I line 2 with the AMT (the instructions' line 16), and the
  /// credits (line 18: the nonrefundable ones as the return allows them, and the refundable
  /// ones). Line 17 is the return's total tax (Form 1040 line 24, whole dollars) before its
  /// nonrefundable credits, so that line 19 is exactly the tax after refundable credits the plan
  /// takes (Form 2210 line 4's figure); line 14 is what line 17 leaves after lines 15 and 16.
  static func tax(_ federal: FederalCurrentLawTaxes<N>, totalTax: N, nonrefundableCredits: N)
    -> (line14: N, line15: N, line16: N, line17: N, line18: N, line19: N)
  {
    let line15 = federal.selfEmploymentTax
    let line16 = federal.alternativeMinimumTax + federal.additionalMedicareTax + federal.netInvestmentIncomeTax
      + federal.additionalTaxOnEarlyDistributions
    let line17 = totalTax + nonrefundableCredits
    let line18 = nonrefundableCredits + federal.refundableCredits
    return (line17 - line15 - line16, line15, line16, line17, line18, jsMax(.zero, line17 - line18))
  }

  /// An annualization amount as the form prints it, to four places (0.2976, 0.0435): the rate
  /// times the factor, without a binary product's tail (0.043500000000000004).
  static func printed(_ amount: N) -> N {
    let places = N(100) * N(100)
    return (amount * places).jsRounded() / places
  }

  /// Lines 28–36 for each person with net earnings: the annualized return's Schedule SE figures
  /// (net earnings and wages annualized) over the annualization amount, and the form's
  /// arithmetic on them, which is Schedule SE's on the annualized figures.
  static func partII(_ selfEmployment: [ScheduleSEWorksheet<N>], wages: [N], factor: N, rule: SelfEmploymentTaxRule<N>) -> [ScheduleAIPartII<N>] {
    selfEmployment.enumerated().compactMap { index, schedule in
      guard schedule.netEarnings > .zero else { return nil }
      let line28 = schedule.netEarnings / factor
      let line29 = rule.socialSecurityWageBase / factor
      let line30 = jsMax(.zero, index < wages.count ? wages[index] : .zero) / factor
      let line31 = jsMax(.zero, line29 - line30)
      let line32 = printed(rule.socialSecurityRate * factor)
      let line33 = line32 * jsMin(line28, line31)
      let line34 = printed(rule.medicareRate * factor)
      let line35 = line28 * line34
      return ScheduleAIPartII(
        holder: index == 0 ? .user : .spouse, line28NetEarnings: line28, line29ProratedWageBase: line29, line30Wages: line30, line31: line31,
        line32AnnualizationAmount: line32, line33: line33, line34AnnualizationAmount: line34, line35: line35, line36SelfEmploymentTax: line33 + line35)
    }
  }
}
