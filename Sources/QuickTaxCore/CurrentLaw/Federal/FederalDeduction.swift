extension TaxEngine {
  /// Standard or itemized deduction under current law. Schedule A as the web app figures it (SALT
  /// cap with the AGI phase-down, the mortgage balance limit), with donations within the 60%-of-AGI
  /// limit for cash and, from 2026, above 0.5% of AGI (IRC §170(b)(1)(I)) and less the §68
  /// limitation; a non-itemizer deducts cash donations up to a limit from 2026 (§170(p)).
  /// `itemize` says which; nil takes the larger.
  func currentLawFederalDeduction(
    _ itemized: FederalItemizedDeductionDetails<N>, adjustedGrossIncome agi: N, filingStatus: FilingStatus,
    tables: FederalTaxTables<N>, rules: FederalCurrentLawRules<N>, itemize: Bool? = nil
  ) -> FederalDeductionWorksheet<N> {
    let charity = rules.charitableContributions
    let positiveAGI = jsMax(.zero, agi)
    let allowedDonations = jsMin(itemized.donations, positiveAGI * charity.cashLimitRate)
    let itemizedCharity = jsMax(.zero, allowedDonations - positiveAGI * charity.itemizerFloorRate)
    let beforeLimitation = itemized.saltDeduction + itemized.effectiveMortgageInterest + itemizedCharity
    var limitation = N.zero
    if let rule = rules.itemizedDeductionLimitation {
      let excess = jsMax(.zero, agi - rule.threshold[filingStatus])
      limitation = jsMin(beforeLimitation, excess) * rule.numerator / rule.denominator
    }
    let itemizedTotal = beforeLimitation - limitation
    let standard = tables.standardDeduction[filingStatus]
    let nonItemizerCharity = jsMin(allowedDonations, charity.nonItemizerLimit[filingStatus])
    let itemizes = itemize ?? (itemizedTotal > standard + nonItemizerCharity)
    return FederalDeductionWorksheet(
      standardDeduction: standard, itemizedCharity: itemizedCharity, itemizedBeforeLimitation: beforeLimitation,
      itemizedLimitation: limitation, nonItemizerCharity: itemizes ? .zero : nonItemizerCharity, itemizes: itemizes,
      total: itemizes ? itemizedTotal : standard + nonItemizerCharity)
  }
}
