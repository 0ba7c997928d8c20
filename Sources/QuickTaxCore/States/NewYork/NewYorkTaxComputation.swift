/// IT-201 line 39: the New York State tax on taxable income (Tax Law §601), by the method the
/// instructions name for the household — the tax table, the rate schedule, or a tax computation
/// worksheet (the tax table benefit recapture of §601(d-4)).
enum NewYorkTaxMethod: String, Sendable {
  case taxTable, rateSchedule, worksheet
}

extension TaxEngine {
  /// Line 39. New York AGI up to the table's limit: the table below its ceiling (the schedule's
  /// tax on the row's middle, rounded), else the schedule. Above it, the worksheet for the
  /// status and taxable income: the lowest (1, 7, 12) a flat rate on all taxable income, the
  /// difference from the schedule phased in over New York AGI from the start (the phase-in's
  /// fraction rounded to four places; in full from the start plus the width); a recapture
  /// worksheet (2–5, 8–10, 13–15) the schedule's tax plus its base plus its incremental benefit
  /// phased in over New York AGI above its threshold; above the top AGI (6, 11, 16) the top rate
  /// on all of it. Whole dollars.
  func newYorkStateTax(
    taxableIncome: N, newYorkAGI: N, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>
  ) -> (tax: N, method: NewYorkTaxMethod, recapture: N) {
    let income = jsMax(.zero, taxableIncome)
    let schedule = tables.rateSchedule[filingStatus]
    guard newYorkAGI > tables.taxTableAGILimit else {
      if let middle = tables.taxTable.rowMiddle(of: income), income > .zero {
        return (newYorkScheduleTax(middle, schedule: schedule).jsRounded(), .taxTable, .zero)
      }
      return (newYorkScheduleTax(income, schedule: schedule).jsRounded(), .rateSchedule, .zero)
    }
    let scheduleTax = newYorkScheduleTax(income, schedule: schedule)
    // The recapture: what the worksheet adds to the schedule's tax.
    func worksheet(_ tax: N) -> (N, NewYorkTaxMethod, N) { (tax.jsRounded(), .worksheet, jsMax(.zero, tax.jsRounded() - scheduleTax.jsRounded())) }
    guard newYorkAGI <= tables.worksheetTopAGI else { return worksheet(income * tables.worksheetTopRate) }
    let worksheets = tables.worksheets[filingStatus]
    func phaseIn(_ excess: N) -> N { (jsMin(jsMax(.zero, excess), tables.worksheetPhaseInWidth) / tables.worksheetPhaseInWidth).rounded(toPlaces: 4) }
    guard income > worksheets.flatRateTaxableIncomeLimit, let row = worksheets.recapture.last(where: { income > $0.threshold }) else {
      let flat = income * worksheets.flatRate  // line 3
      guard newYorkAGI < tables.worksheetAGIStart + tables.worksheetPhaseInWidth else { return worksheet(flat) }
      let recaptured = (flat - scheduleTax) * phaseIn(newYorkAGI - tables.worksheetAGIStart)  // lines 5–8
      return worksheet(scheduleTax + recaptured)  // line 9
    }
    return worksheet(scheduleTax + row.base + row.incrementalBenefit * phaseIn(newYorkAGI - row.threshold))  // lines 3–10
  }

  /// A New York rate schedule's tax (the state's or the city's): the printed base of the row the
  /// income is in plus its rate on the excess, unrounded.
  func newYorkScheduleTax(_ income: N, schedule: [NewYorkTaxTables<N>.ScheduleRow]) -> N {
    guard income > .zero, let row = schedule.last(where: { income > $0.over }) ?? schedule.first else { return .zero }
    return row.base + (income - row.over) * row.rate
  }
}
