import QuickTaxCore

/// A tax year that has ended by the as-of date (the as-of date's local year is a later one). Under
/// current law every paycheck and vest of that year has been paid, so the year-to-date figures
/// are taken as the year's own (the W-2's boxes 1, 2 and 17) and nothing is counted as still to
/// come: paychecks and vests dated after December 31 are not the year's, and those dated before
/// the as-of date are in the year-to-date figures. What the household listed as to come is left
/// out of the return and said. The balance is then what is due with the return. Under the web
/// app's rules the figures stay the web app's (it counts paychecks to December 31 of the as-of
/// year and every vest, docs/web-quirks.md 1 and 2); the year's end is only said.
struct CompletedTaxYear: Sendable {
  let taxYear: Int
  /// The as-of date, `YYYY-MM-DD`.
  let asOfDay: String
  /// Whether the income listed as still to come was left out (current law).
  let leftOut: Bool
  /// What was left out, summed over the people on the return, and the fields it was listed in.
  var wages = 0.0
  var federalWithholding = 0.0
  var stateWithholding = 0.0
  var fields: [String] = []

  /// Says whether `household`'s year has ended at `clock` (whose local calendar year is
  /// `asOfYear`); under current law (`leaveOut`), takes what it lists as still to come out of it.
  static func take(
    from household: inout Household, clock: CalculationClock, asOfYear: Double, leaveOut: Bool, tables: TaxTables<Double>
  ) -> CompletedTaxYear? {
    guard Int(asOfYear) > household.taxYear else { return nil }
    var year = CompletedTaxYear(taxYear: household.taxYear, asOfDay: JSDateFormat.isoDay(clock.now, in: clock.timeZone), leftOut: leaveOut)
    guard leaveOut else { return year }
    // What was listed for the rest of the tax year: paychecks counted to its December 31, not
    // to the as-of year's (which the web app would count).
    let yearEnd = JSDate(localYear: Double(household.taxYear), monthIndex: 11, day: 31, timeZone: clock.timeZone)
    let engine = TaxEngine(tables: tables, clock: CalculationClock(now: yearEnd, timeZone: clock.timeZone))
    let yearTables = tables.years[household.taxYear]
    for (path, onReturn) in [("userIncome", true), ("spouseIncome", household.filingStatus == .marriedFilingJointly)] {
      var income = path == "userIncome" ? household.userIncome : household.spouseIncome
      if onReturn, let yearTables {
        let toCome = engine.calculateFutureIncome(income, tables: yearTables)
        year.wages += toCome.totalWage
        year.federalWithholding += toCome.totalFederalWithhold
        year.stateWithholding += toCome.totalStateWithhold
        if toCome.totalWage != 0 || toCome.totalFederalWithhold != 0 || toCome.totalStateWithhold != 0 {
          year.fields.append(income.usesSimpleMode ? "\(path).futureWage" : "\(path) paychecks and futureRSUVests")
        }
      }
      income.removeIncomeToCome(taxYear: household.taxYear)
      if path == "userIncome" { household.userIncome = income } else { household.spouseIncome = income }
    }
    return year
  }

  /// The first line of a report: the year has ended, and what that means for the figures.
  func notice(returnDueDate: String?, currentLaw: Bool) -> String {
    var text = "Tax year \(taxYear) ended on December 31, \(taxYear)"
    guard currentLaw else {
      return text + "; under --rules quicktax-web it is estimated as the web app does, as if it had not: the income listed as "
        + "still to come is counted, paychecks to December 31, \(asOfDay.prefix(4)) (docs/web-quirks.md)."
    }
    if let returnDueDate {
      text += ": the balance is due with the return, by \(JSDateFormat.longDay(iso: returnDueDate))"
      if asOfDay > returnDueDate { text += " (passed)" }
    }
    text += ". The year-to-date figures are taken as the whole year's"
    guard !fields.isEmpty else { return text + "." }
    var amounts = ["\(MoneyFormat.dollars(wages)) of wages"]
    if federalWithholding != 0 { amounts.append("\(MoneyFormat.dollars(federalWithholding)) of federal withholding") }
    if stateWithholding != 0 { amounts.append("\(MoneyFormat.dollars(stateWithholding)) of state withholding") }
    return text + ": " + amounts.joined(separator: ", ") + " listed as still to come (\(fields.joined(separator: ", "))) "
      + "\(fields.count == 1 && amounts.count == 1 ? "is" : "are") not counted; add what was paid to the year-to-date figures."
  }

  /// The notice as a warning of the JSON report (current law: its figures differ from the web app's).
  func diagnostic(returnDueDate: String?) -> InputDiagnostic {
    InputDiagnostic(.warning, path: "taxYear", notice(returnDueDate: returnDueDate, currentLaw: true))
  }
}

extension IncomeData {
  /// Empties what counts as income still to come: the simple mode's three totals, the paychecks
  /// and their next date, the vests to come (the last vest's figures, only rates, stay). The last
  /// pay date becomes the year's last day, past, so that no paycheck is guessed either.
  mutating func removeIncomeToCome(taxYear: Int) {
    futureWage = .empty
    futureFederalWithhold = .empty
    futureStateWithhold = .empty
    paycheckWage = .empty
    paycheckFederal = .empty
    paycheckState = .empty
    nextPayDate = .empty
    lastPayDate = InputText("\(taxYear)-12-31")
    futureRSUVests = []
  }
}
