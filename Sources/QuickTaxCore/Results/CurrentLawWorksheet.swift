/// How the current-law figures were reached, step by step, for reports: every figure here is the
/// one the result was computed from. A class, so that the web app's calculation, which has none,
/// carries one nil reference rather than room for all of it.
public final class CurrentLawWorksheet<N: TaxNumber>: Sendable {
  /// Form 1040 line 7: net capital gain, or the loss allowed against other income.
  public let capitalGainOrLoss: N
  /// Line 11.
  public let adjustedGrossIncome: N
  public let deductions: FederalDeductionWorksheet<N>
  public let regularTax: RegularTaxWorksheet<N>
  public let alternativeMinimumTax: AlternativeMinimumTaxWorksheet<N>
  /// Form 8960: net investment income, and MAGI above the threshold.
  public let netInvestmentIncome: N
  public let investmentIncomeMAGIExcess: N
  /// Form 8959: Medicare wages of the household, and the part withheld by employers.
  public let medicareWages: N
  public let additionalMedicareTaxWithheld: N
  /// Nil when California is off.
  public let california: CaliforniaCurrentLawWorksheet<N>?

  init(
    capitalGainOrLoss: N, adjustedGrossIncome: N, deductions: FederalDeductionWorksheet<N>, regularTax: RegularTaxWorksheet<N>,
    alternativeMinimumTax: AlternativeMinimumTaxWorksheet<N>, netInvestmentIncome: N, investmentIncomeMAGIExcess: N, medicareWages: N,
    additionalMedicareTaxWithheld: N, california: CaliforniaCurrentLawWorksheet<N>?
  ) {
    self.capitalGainOrLoss = capitalGainOrLoss
    self.adjustedGrossIncome = adjustedGrossIncome
    self.deductions = deductions
    self.regularTax = regularTax
    self.alternativeMinimumTax = alternativeMinimumTax
    self.netInvestmentIncome = netInvestmentIncome
    self.investmentIncomeMAGIExcess = investmentIncomeMAGIExcess
    self.medicareWages = medicareWages
    self.additionalMedicareTaxWithheld = additionalMedicareTaxWithheld
    self.california = california
  }
}

/// The federal deduction under current law.
public struct FederalDeductionWorksheet<N: TaxNumber>: Sendable {
  public var standardDeduction: N
  /// Donations as they count when itemizing: within the 60%-of-AGI limit, above the floor.
  public var itemizedCharity: N
  /// Schedule A total before the §68 limitation, and the limitation.
  public var itemizedBeforeLimitation: N
  public var itemizedLimitation: N
  /// The cash donations a non-itemizer deducts (from 2026).
  public var nonItemizerCharity: N
  public var itemizes: Bool
  /// What Form 1040 line 12 (and line 13b from 2026) takes off AGI.
  public var total: N
}

/// California's deduction, tax and credits under current law.
public struct CaliforniaCurrentLawWorksheet<N: TaxNumber>: Sendable {
  public var itemizedBeforeLimitation: N
  /// R&TC §17077.
  public var itemizedLimitation: N
  /// Form 540 line 31, and whether it came from the tax table.
  public var taxBeforeCredits: N
  public var fromTaxTable: Bool
  /// Line 32, before and after the phase-out.
  public var exemptionCreditsBeforePhaseout: N
  public var exemptionCredits: N
  /// Figures of the year's file that are projections, with what they are projected from.
  public var projections: [Projection]
}
