/// Form IT-215: New York State's earned income credit (Tax Law §606(d), IT-201 line 65) and New
/// York City's (§1310(f), line 70), both refundable and both a share of the federal credit (Form
/// 1040 line 27). None without the federal credit.
extension TaxEngine {
  /// Lines 10–16: 30% of the federal credit, less the household credit as far as it was used
  /// against the tax (the smaller of line 39's tax and the household credit, lines 13–15).
  func newYorkEarnedIncomeCredit(federalCredit: N, stateTax: N, householdCredit: N, tables: NewYorkTaxTables<N>) -> N {
    guard federalCredit > .zero else { return .zero }
    return jsMax(.zero, (federalCredit * tables.earnedIncomeCreditShare).roundedToCents - jsMin(jsMax(.zero, stateTax), householdCredit))
  }

  /// Worksheet C: the federal credit times the city's rate for New York AGI (30% falling to 10%;
  /// within a phase band, the band's rate less so much per dollar above its start, rounded to four
  /// places), rounded to the dollar.
  func newYorkCityEarnedIncomeCredit(federalCredit: N, newYorkAGI: N, tables: NewYorkTaxTables<N>) -> N {
    guard federalCredit > .zero, let band = tables.cityEarnedIncomeCreditBands.first(where: { $0.below.map { newYorkAGI < $0 } ?? true }) else {
      return .zero
    }
    let reduction = band.phaseFrom.map { ((newYorkAGI - $0) * band.reductionPerDollar).rounded(toPlaces: 4) } ?? .zero
    return (federalCredit * (band.rate - reduction)).jsRounded()
  }
}
