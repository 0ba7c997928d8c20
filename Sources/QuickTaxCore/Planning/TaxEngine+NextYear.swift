extension TaxEngine {
  /// The tax the planner counts (Form 2210 line 4; FTB 5805 line 14e) of this household's income
  /// under another year's tables: next year's projected tax, for 1040-ES line 12a's 90%.
  public func planningTax(_ household: Household, tables: TaxYearTables<N>, jurisdiction: TaxDataFile.Jurisdiction) -> N {
    let worksheet = calculateComprehensiveTaxWorksheet(household, tables: tables, bracketDetails: false)
    switch jurisdiction {
    case .federal: return Self.federalTaxForPlanning(worksheet)
    case .california: return Self.californiaTaxForPlanning(worksheet, fullYear: worksheet)
    // A state beside California: its return's tax less its refundable credits.
    default: return worksheet.result.stateTax.map { $0.totalTax - $0.refundableCredits } ?? .zero
    }
  }
}

extension TaxEngine {
  /// Whether the as-of day is in the tax year's last quarter or after it, up to the return's due
  /// date: then `plan` shows next year's installments without being asked (the year's last payment
  /// is January's; after the return is due, next year's own plan is the one to run).
  public func isLastQuarterOrLater(taxYear: Int) -> Bool {
    let october = Int(CivilCalendar.dayNumber(year: Int64(taxYear), month: 10, day: 1))
    let today = DayNumber.localDay(of: clock.now, in: clock.timeZone)
    return today >= october && today <= DayNumber.of(InstallmentDueDates.federalReturn(taxYear: taxYear))
  }
}
