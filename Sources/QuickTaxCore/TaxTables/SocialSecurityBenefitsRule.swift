/// IRC §86: how much of the Social Security benefits is income (the Social Security Benefits
/// Worksheet of the Form 1040 instructions, Pub 915 Worksheet 1). The amounts are statutory and
/// not indexed; they are data all the same, with their citation.
public struct SocialSecurityBenefitsRule<N: TaxNumber>: Sendable {
  /// §86(c)(1): the base amount (worksheet line 8); married filing separately, the spouses having
  /// lived apart all year.
  public let baseAmount: ByFilingStatus<N>
  /// §86(c)(2): the adjusted base amount (line 8 plus line 10).
  public let adjustedBaseAmount: ByFilingStatus<N>
  /// §86(c)(1)(C)(ii), (c)(2)(C): both amounts for a married person filing separately who lived
  /// with the spouse at any time in the year (zero).
  public let marriedFilingSeparatelyLivingTogetherBaseAmount: N
  /// §86(a)(1) (line 13): the share of provisional income over the base amount, and of the
  /// benefits, that is income; §86(a)(2) (lines 15 and 17): the share above the adjusted base.
  public let firstRate: N
  public let secondRate: N
}

extension SocialSecurityBenefitsRule {
  /// The `socialSecurityBenefits` group of a current-law federal file.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> SocialSecurityBenefitsRule {
    let group = try file.group("socialSecurityBenefits")
    return SocialSecurityBenefitsRule(
      baseAmount: try TaxTableReading.amounts(group.object("baseAmount")),
      adjustedBaseAmount: try TaxTableReading.amounts(group.object("adjustedBaseAmount")),
      marriedFilingSeparatelyLivingTogetherBaseAmount: try group.number("marriedFilingSeparatelyLivingTogetherBaseAmount"),
      firstRate: try group.number("firstRate"), secondRate: try group.number("secondRate"))
  }
}
