/// Form 8880, Credit for Qualified Retirement Savings Contributions (the saver's credit).
public struct SaversCreditWorksheet<N: TaxNumber>: Sendable {
  /// Line 6, per person: contributions (traditional IRA, and Roth IRA and elective deferrals as
  /// given), up to the limit.
  public var contributions: [N]
  /// Line 9: the rate for the AGI and filing status.
  public var rate: N
  /// Line 10, and line 12 after the tax limit (line 11: Form 1040 line 18).
  public var creditBeforeLimit: N
  public var credit: N
}

extension TaxEngine {
  /// The saver's credit (IRC §25B): each person's traditional IRA contributions, solo 401(k)
  /// elective deferrals and `otherRetirementContributions` (Roth IRA, deferrals at work), up to
  /// the per-person contribution limit (lines 1–6), times the rate of line 9's table for AGI and filing status, limited to the
  /// tax (line 11, Form 1040 line 18 with no other Schedule 3 credit modelled). SEP contributions
  /// are an employer's, not elective deferrals: they do not count. Line 4 subtracts the
  /// distributions received (`distributions`, each person's this year from the 1099-Rs; on a
  /// joint return both spouses' count for each, as the instructions say); those of the two years
  /// before and of next year up to the return's due date, which line 4 counts too, are not known
  /// (docs/rules.md). Roth conversions are not subtracted (the instructions leave out amounts
  /// converted to a Roth IRA).
  func saversCredit(
    people: [CurrentLawPerson<N>], distributions: [N] = [], adjustedGrossIncome: N, taxLimit: N, filingStatus: FilingStatus, rule: SaversCreditRule<N>
  ) -> SaversCreditWorksheet<N> {
    let joint = distributions.count > 1 ? distributions.reduce(N.zero, +) : nil
    let contributions = people.enumerated().map { index, income in
      let line3 = income.iraContributions + income.solo401kDeferrals + income.otherRetirementContributions
      let line4 = joint ?? (index < distributions.count ? distributions[index] : .zero)
      return jsMin(jsMax(.zero, line3 - line4), rule.contributionLimit)  // lines 5–6
    }
    let rate = rule.tiers.first { adjustedGrossIncome <= $0.maximumAGI[filingStatus] }?.rate ?? .zero
    let before = (contributions.reduce(N.zero, +) * rate).roundedToCents
    return SaversCreditWorksheet(
      contributions: contributions, rate: rate, creditBeforeLimit: before, credit: jsMin(before, jsMax(.zero, taxLimit)))
  }
}
