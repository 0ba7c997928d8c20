extension TaxEngine {
  /// Form FTB 3801, Passive Activity Loss Limitations: California follows IRC §469 (R&TC §17551;
  /// §17561 departs only for real estate professionals and other cases QuickTax does not have),
  /// so Form 8582's lines and figures are the form's (the same special allowance and phase-out,
  /// half of each for spouses filing separately who lived apart, nothing for spouses who lived
  /// together: FTB 3801 Part II, lines 4–9), figured with California amounts: modified AGI
  /// from California AGI (without the rental real estate income and the adjustments Form 8582
  /// leaves out), and California's own prior-year unallowed losses where given. Nil without a
  /// property.
  func form3801(
    _ household: CurrentLawHousehold<N>, federal: PassiveActivityLossWorksheet<N>?, californiaAGI: N, adjustments: AdjustmentsWorksheet<N>,
    rule: PassiveActivityLossRule<N>
  ) -> PassiveActivityLossWorksheet<N>? {
    guard let federal else { return nil }
    let activities = rentalActivities(household.peopleOnReturn) { property in
      property.californiaPriorYearUnallowedLoss ?? property.priorYearUnallowedLoss
    }
    return form8582(
      activities, modifiedAGI: { californiaAGI - federal.rentalIncome + adjustments.leftOutOfPassiveActivityModifiedAGI },
      status: SpecialAllowanceStatus.of(household.filingStatus, livedApartAllYear: household.family.livedApartAllYear),
      rule: rule)
  }
}
