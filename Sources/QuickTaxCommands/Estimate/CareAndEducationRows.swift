import QuickTaxCore

/// The child and dependent care credit, the education credits and California's care credit where
/// a person reads the return (`estimate` text and markdown), each with how it was reached.
extension EstimateDocument {
  /// Schedule 3 lines 2–3 (Forms 2441 and 8863), and the benefits Form 2441 Part III leaves in
  /// wages.
  static func careAndEducationRows<N: TaxNumber>(_ steps: CurrentLawWorksheet<N>, into section: inout Section) {
    if let part3 = steps.income.dependentCareBenefits, part3.taxableBenefits > .zero {
      section.blocks.append(
        .note("\(MoneyFormat.dollars(part3.taxableBenefits)) of dependent care benefits are taxable wages (Form 2441 line 26, Form 1040 line 1e): \(MoneyFormat.dollars(part3.excludedBenefits)) excluded."))
    }
    if let care = steps.careAndEducation?.dependentCare, care.barredSeparateReturn {
      section.blocks.append(
        .note("No child and dependent care credit when married filing separately (IRC §21(e)(2); the exception for spouses living apart, §21(e)(4), is not modelled)."))
    }
    if let education = steps.careAndEducation?.education, education.barredSeparateReturn {
      section.blocks.append(.note("No education credit when married filing separately (IRC §25A(g)(6))."))
    }
    if let care = steps.careAndEducation?.dependentCare, care.credit > .zero {
      section.row("Child and dependent care credit (Form 2441)", MoneyFormat.subtracted(care.credit))
      var note = "\(MoneyFormat.percent(care.rate * N(100), decimals: 0)) of \(MoneyFormat.dollars(care.creditableExpenses)) of care expenses"
        + " (limit \(MoneyFormat.dollars(care.expenseLimit)) for \(care.qualifyingPersons) qualifying \(care.qualifyingPersons == 1 ? "person" : "persons")), for AGI of \(MoneyFormat.dollars(steps.adjustedGrossIncome))."
      if care.credit < care.creditBeforeLimit { note += " Limited to the tax (line 10)." }
      section.blocks.append(.note(note))
    }
    if let education = steps.careAndEducation?.education, education.nonrefundableCredit > .zero {
      section.row("Education credits (Form 8863)", MoneyFormat.subtracted(education.nonrefundableCredit))
      if education.phaseoutFraction < N(1) {
        section.blocks.append(.note("Phased out by modified AGI: \(MoneyFormat.percent(education.phaseoutFraction * N(100), decimals: 1)) allowed (lines 6 and 17)."))
      }
    }
  }

  /// Form 1040 line 29, with the payments.
  static func refundableEducationRow<N: TaxNumber>(_ steps: CurrentLawWorksheet<N>, into section: inout Section) {
    if let education = steps.careAndEducation?.education, education.refundableCredit > .zero {
      section.row("American opportunity credit (refundable, Form 8863 line 8)", MoneyFormat.subtracted(education.refundableCredit))
      section.blocks.append(.note("California has no education credit."))
    }
  }

  /// Form 540 line 40 (FTB 3506).
  static func californiaCareRows<N: TaxNumber>(_ steps: CaliforniaCurrentLawWorksheet<N>, into section: inout Section) {
    guard let care = steps.dependentCareCredit else { return }
    if care.credit > .zero {
      section.row("Child and dependent care expenses credit (FTB 3506)", MoneyFormat.subtracted(care.credit))
      section.blocks.append(
        .note("\(MoneyFormat.percent(care.californiaRate * N(100), decimals: 0)) of the federal credit as California figures it (\(MoneyFormat.dollars(care.federalCredit.creditBeforeLimit))), for California AGI of \(MoneyFormat.dollars(steps.adjustedGrossIncome)); nonrefundable."))
    } else if care.californiaRate == .zero {
      section.blocks.append(.note("No California child and dependent care credit: California AGI is above its limit (R&TC §17052.6)."))
    }
    // A credit figured but limited by the tax is said: nonrefundable since 2011 (R&TC §17052.6).
    if care.creditBeforeLimit > care.credit {
      section.blocks.append(
        .note(
          "The child and dependent care expenses credit figures to \(MoneyFormat.dollars(care.creditBeforeLimit)), but it is nonrefundable "
            + "(FTB 3506): \(care.credit > .zero ? "only \(MoneyFormat.dollars(care.credit))" : "none") of it lowers a tax that is already \(care.credit > .zero ? "that low" : "zero")."))
    }
    if care.wagesAddition > .zero {
      section.blocks.append(
        .note("\(MoneyFormat.dollars(care.wagesAddition)) of dependent care benefits the federal return excludes are California wages (California's limit is the IRC's before the 2025 act)."))
    }
  }
}
