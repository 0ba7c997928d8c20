/// The Social Security Benefits Worksheet of the Form 1040 instructions (lines 6a and 6b; IRS
/// Pub 915 Worksheet 1 is the same computation), line by line.
public final class SocialSecurityBenefitsWorksheet<N: TaxNumber>: Sendable {
  /// Line 1: SSA-1099 box 5 of the people on the return (Form 1040 line 6a); line 2: half of it.
  public let benefits: N
  public let halfBenefits: N
  /// Line 3: Form 1040 lines 1z, 2b, 3b, 4b, 5b, 7 and 8 — all the income of line 9 but the
  /// benefits themselves.
  public let otherIncome: N
  /// Line 4: tax-exempt interest (Form 1040 line 2a).
  public let taxExemptInterest: N
  /// Line 6: Schedule 1 lines 11 through 20, 23 and 25 (every adjustment but the student loan
  /// interest of line 21, whose own limit counts the taxable benefits).
  public let adjustments: N
  /// Line 7: provisional income, lines 2 + 3 + 4 less line 6 (zero or less: nothing is taxable).
  public let provisionalIncome: N
  /// Line 8: the base amount; line 8 plus line 10: the adjusted base amount.
  public let baseAmount: N
  public let adjustedBaseAmount: N
  /// Lines 14 and 15: the part under the first rate (at most half the benefits) and the part
  /// over the adjusted base amount under the second.
  public let firstTier: N
  public let secondTier: N
  /// Line 18 (Form 1040 line 6b): the smaller of lines 16 and 17 (85% of the benefits).
  public let taxableBenefits: N

  init(
    benefits: N, halfBenefits: N, otherIncome: N, taxExemptInterest: N, adjustments: N, provisionalIncome: N, baseAmount: N,
    adjustedBaseAmount: N, firstTier: N, secondTier: N, taxableBenefits: N
  ) {
    self.benefits = benefits
    self.halfBenefits = halfBenefits
    self.otherIncome = otherIncome
    self.taxExemptInterest = taxExemptInterest
    self.adjustments = adjustments
    self.provisionalIncome = provisionalIncome
    self.baseAmount = baseAmount
    self.adjustedBaseAmount = adjustedBaseAmount
    self.firstTier = firstTier
    self.secondTier = secondTier
    self.taxableBenefits = taxableBenefits
  }
}

extension TaxEngine {
  /// The taxable part of Social Security benefits (IRC §86). Married filing separately, the base
  /// and adjusted base amounts are zero unless the spouses lived apart all year (§86(c)(1)(C)(ii),
  /// (c)(2)(C)); the worksheet then skips lines 8–15 and takes 85% of line 7, which the same lines
  /// give with both amounts zero.
  func socialSecurityBenefitsWorksheet(
    benefits: N, otherIncome: N, taxExemptInterest: N, adjustments: N, filingStatus: FilingStatus, livedApartAllYear: Bool,
    rule: SocialSecurityBenefitsRule<N>
  ) -> SocialSecurityBenefitsWorksheet<N> {
    let livingTogether = filingStatus == .marriedFilingSeparately && !livedApartAllYear
    let base = livingTogether ? rule.marriedFilingSeparatelyLivingTogetherBaseAmount : rule.baseAmount[filingStatus]
    let adjustedBase = livingTogether ? rule.marriedFilingSeparatelyLivingTogetherBaseAmount : rule.adjustedBaseAmount[filingStatus]
    let half = (benefits * rule.firstRate).roundedToCents  // line 2
    let provisional = half + otherIncome + taxExemptInterest - adjustments  // lines 5–7
    var firstTier = N.zero
    var secondTier = N.zero
    var taxable = N.zero
    // Line 7 must be above line 6 (a positive provisional income), and line 8 below line 7.
    if benefits > .zero && provisional > .zero && provisional > base {
      let overBase = provisional - base  // line 9
      let band = adjustedBase - base  // line 10
      let overAdjustedBase = jsMax(.zero, overBase - band)  // line 11
      firstTier = jsMin(half, (jsMin(overBase, band) * rule.firstRate).roundedToCents)  // lines 12–14
      secondTier = (overAdjustedBase * rule.secondRate).roundedToCents  // line 15
      taxable = jsMin(firstTier + secondTier, (benefits * rule.secondRate).roundedToCents)  // lines 16–18
    }
    return SocialSecurityBenefitsWorksheet(
      benefits: benefits, halfBenefits: half, otherIncome: otherIncome, taxExemptInterest: taxExemptInterest, adjustments: adjustments,
      provisionalIncome: provisional, baseAmount: base, adjustedBaseAmount: adjustedBase, firstTier: firstTier, secondTier: secondTier,
      taxableBenefits: taxable)
  }
}
