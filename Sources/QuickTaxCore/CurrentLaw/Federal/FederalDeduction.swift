extension TaxEngine {
  /// Form 1040 line 12: the standard deduction — the basic amount plus the additional amount for
  /// each person on the return who is 65 or older and for each who is blind (IRC §63(c), (f)); none
  /// for a married person filing separately whose spouse itemizes (§63(c)(6)(A)), who must itemize
  /// — or Schedule A's itemized deductions; from 2026 a non-itemizer also deducts cash gifts up to a
  /// limit (§170(p)). `itemize` says which; nil takes the larger.
  func currentLawFederalDeduction(
    _ scheduleA: ScheduleAWorksheet<N>, family: CurrentLawFamily, filingStatus: FilingStatus, tables: FederalTaxTables<N>,
    rules: FederalCurrentLawRules<N>, itemize: Bool? = nil
  ) -> FederalDeductionWorksheet<N> {
    let mustItemize = filingStatus == .marriedFilingSeparately && family.spouseItemizes
    let additionalCount = family.seniorCount(joint: filingStatus.isJoint) + family.blindCount(joint: filingStatus.isJoint)
    let basic = mustItemize ? N.zero : tables.standardDeduction[filingStatus]
    let additional = mustItemize ? N.zero : rules.additionalStandardDeduction[filingStatus] * N(additionalCount)
    let standard = basic + additional
    // Cash gifts within the AGI limit, up to the non-itemizer limit.
    let giftsWithinLimit = jsMin(scheduleA.cashGifts, scheduleA.giftsLimit)
    let nonItemizerCharity = mustItemize ? N.zero : jsMin(giftsWithinLimit, rules.charitableContributions.nonItemizerLimit[filingStatus])
    let itemizes = mustItemize || (itemize ?? (scheduleA.total > standard + nonItemizerCharity))
    return FederalDeductionWorksheet(
      basicStandardDeduction: basic, additionalStandardDeduction: additional, standardDeduction: standard,
      itemizedCharity: scheduleA.gifts, itemizedBeforeLimitation: scheduleA.totalBeforeLimitation, itemizedLimitation: scheduleA.limitation,
      nonItemizerCharity: itemizes ? .zero : nonItemizerCharity, itemizes: itemizes, mustItemize: mustItemize,
      total: itemizes ? scheduleA.total : standard + nonItemizerCharity)
  }
}
