/// The foreign tax credit's figure: how much foreign tax may be credited without Form 1116.
public struct ForeignTaxCreditRule<N: TaxNumber>: Sendable {
  /// IRC §904(j): $300, $600 married filing jointly.
  public let withoutForm1116Limit: ByFilingStatus<N>
}

/// The foreign tax credit on dividends and interest (Schedule 3 line 1): without Form 1116 up to
/// the §904(j) limit, otherwise Form 1116 Part III for the passive category, simplified.
public final class ForeignTaxCreditWorksheet<N: TaxNumber>: Sendable {
  /// Form 1116 line 14 (or the 1099s' total): the foreign tax paid by the people on the return.
  public let foreignTaxPaid: N
  /// The election of §904(j): all the foreign tax on passive income reported on Forms 1099, and
  /// not more than the limit. No Form 1116, no limit but the tax, no carryover.
  public let withoutForm1116: Bool
  /// Line 17: net foreign source taxable income (simplified: the gross foreign dividends and
  /// interest, nothing apportioned to them).
  public let foreignSourceIncome: N
  /// Line 18: taxable income (Form 1040 line 15).
  public let taxableIncome: N
  /// Line 19: line 17 over line 18, at most 1.
  public let foreignShare: N
  /// Line 20: Form 1040 line 16 and Schedule 2 line 2 (the regular tax and the AMT).
  public let tax: N
  /// Line 21: the limit (line 20 × line 19; the tax itself without Form 1116).
  public let limit: N
  /// Line 22 (Form 1116 line 35, Schedule 3 line 1): the credit.
  public let credit: N
  /// Foreign tax beyond the limit: with Form 1116, carried back one year and forward ten (IRC
  /// §904(c)); without it, none is carried.
  public let notCredited: N

  init(
    foreignTaxPaid: N, withoutForm1116: Bool, foreignSourceIncome: N, taxableIncome: N, foreignShare: N, tax: N, limit: N, credit: N,
    notCredited: N
  ) {
    self.foreignTaxPaid = foreignTaxPaid
    self.withoutForm1116 = withoutForm1116
    self.foreignSourceIncome = foreignSourceIncome
    self.taxableIncome = taxableIncome
    self.foreignShare = foreignShare
    self.tax = tax
    self.limit = limit
    self.credit = credit
    self.notCredited = notCredited
  }
}

extension TaxEngine {
  /// The foreign tax credit, the first nonrefundable credit (Schedule 3 line 1, before the
  /// saver's credit of line 4 and the child tax credit of Form 1040 line 19, whose limits take it
  /// off: Form 8880's and Schedule 8812's Credit Limit Worksheets). Nil without foreign tax. Above
  /// the limit of §904(j), `foreignSourceIncome` is required (checked when the household is read:
  /// ``Household/foreignSourceIncomeMissing(rule:)``); the qualified-dividend adjustment of
  /// line 18's instructions and the apportionment of deductions are left out.
  func foreignTaxCredit(
    _ people: [CurrentLawPerson<N>], taxableIncome: N, tax: N, filingStatus: FilingStatus, rule: ForeignTaxCreditRule<N>
  ) -> ForeignTaxCreditWorksheet<N>? {
    var paid = N.zero
    var income = N.zero
    for person in people {
      paid += jsMax(.zero, person.foreignTaxPaid ?? .zero)
      income += jsMax(.zero, person.foreignSourceIncome ?? .zero)
    }
    guard paid > .zero else { return nil }
    let tax = jsMax(.zero, tax)
    if paid <= rule.withoutForm1116Limit[filingStatus] {
      let credit = jsMin(paid, tax)
      return ForeignTaxCreditWorksheet(
        foreignTaxPaid: paid, withoutForm1116: true, foreignSourceIncome: income, taxableIncome: taxableIncome, foreignShare: .zero,
        tax: tax, limit: tax, credit: credit, notCredited: .zero)
    }
    let share = taxableIncome > .zero ? jsMin(N(1), income / taxableIncome) : .zero  // line 19
    let limit = tax * share  // line 21
    let credit = jsMin(paid, limit)  // line 22
    return ForeignTaxCreditWorksheet(
      foreignTaxPaid: paid, withoutForm1116: false, foreignSourceIncome: income, taxableIncome: taxableIncome, foreignShare: share,
      tax: tax, limit: limit, credit: credit, notCredited: paid - credit)
  }
}
