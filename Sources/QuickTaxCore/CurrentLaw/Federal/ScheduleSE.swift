/// Schedule SE for one person.
public struct ScheduleSEWorksheet<N: TaxNumber>: Sendable {
  /// Line 4a–6: 92.35% of net profit (none below the minimum).
  public var netEarnings: N
  /// Lines 8a–10: Social Security tax on the earnings up to the wage base less the person's W-2
  /// wages; line 11: Medicare tax on all of them.
  public var socialSecurityTax: N
  public var medicareTax: N
  /// Line 12, and line 13: the deductible half (Schedule 1 line 15).
  public var tax: N
  public var deduction: N
}

extension TaxEngine {
  /// Schedule SE (IRC §1401, §1402): net earnings from self-employment, Social Security tax up
  /// to what the person's wages leave of the wage base (line 8a: W-2 Social Security wages; the
  /// wages QuickTax knows stand in for them), Medicare tax on all.
  func scheduleSE(netProfit: N, wages: N, rule: SelfEmploymentTaxRule<N>) -> ScheduleSEWorksheet<N> {
    // Each line in dollars and cents, as the form is filled in.
    let earnings = (jsMax(.zero, netProfit) * rule.netEarningsRate).roundedToCents  // lines 4a–6
    guard earnings >= rule.minimumNetEarnings else {
      return ScheduleSEWorksheet(netEarnings: .zero, socialSecurityTax: .zero, medicareTax: .zero, tax: .zero, deduction: .zero)
    }
    let room = jsMax(.zero, rule.socialSecurityWageBase - jsMax(.zero, wages))  // line 9
    let socialSecurity = (jsMin(earnings, room) * rule.socialSecurityRate).roundedToCents  // line 10
    let medicare = (earnings * rule.medicareRate).roundedToCents  // line 11
    let tax = socialSecurity + medicare  // line 12
    return ScheduleSEWorksheet(
      netEarnings: earnings, socialSecurityTax: socialSecurity, medicareTax: medicare, tax: tax,
      deduction: (tax * rule.deductibleShare).roundedToCents)  // line 13
  }
}
