extension TaxEngine {
  /// Income still to come this year and the tax to be withheld from it: the three totals typed
  /// in simple mode, or the remaining paychecks plus every future RSU vest in detailed mode.
  /// Ports `calculateFutureIncome` (src/calculators/utils/income.ts).
  ///
  /// Kept as the web app has it (docs/web-quirks.md): paychecks are counted to December 31 of
  /// the clock's year, not the tax year's; a vest counts whatever its date.
  public func calculateFutureIncome(_ income: IncomeData, tables: TaxYearTables<N>) -> FutureIncome<N> {
    calculateFutureIncomeWorksheet(income, tables: tables).total
  }

  /// ``calculateFutureIncome(_:tables:)`` with the paycheck count and the parts it adds up.
  public func calculateFutureIncomeWorksheet(_ income: IncomeData, tables: TaxYearTables<N>) -> FutureIncomeWorksheet<N> {
    if income.usesSimpleMode {
      let total = FutureIncome<N>(
        totalWage: .parsed(income.futureWage),
        totalFederalWithhold: .parsed(income.futureFederalWithhold),
        totalStateWithhold: .parsed(income.futureStateWithhold))
      return FutureIncomeWorksheet(total: total, paychecksRemaining: nil, paychecks: nil, rsuVests: nil)
    }

    let paycheckAmount = N.parsed(income.paycheckWage)
    let paycheckFederal = N.parsed(income.paycheckFederal)
    let paycheckState = N.parsed(income.paycheckState)
    let paycheckCount = countRemainingPaychecks(income)
    let paychecksRemaining = N(dateArithmetic: paycheckCount)

    let paychecks = FutureIncome(
      totalWage: (paycheckAmount * paychecksRemaining).jsRounded(),
      totalFederalWithhold: (paycheckFederal * paychecksRemaining).jsRounded(),
      totalStateWithhold: (paycheckState * paychecksRemaining).jsRounded())

    let rsu = futureRSUVestTotals(income, tables: tables)
    let total = FutureIncome(
      totalWage: (paychecks.totalWage + rsu.totalWage).jsRounded(),
      totalFederalWithhold: (paychecks.totalFederalWithhold + rsu.totalFederalWithhold).jsRounded(),
      totalStateWithhold: (paychecks.totalStateWithhold + rsu.totalStateWithhold).jsRounded())
    return FutureIncomeWorksheet(total: total, paychecksRemaining: paycheckCount, paychecks: paychecks, rsuVests: rsu)
  }

  /// Paychecks from the next pay date through the end date (the last pay date, or December 31 of
  /// "now"'s local year, whichever is earlier), both inclusive, stepping 14 days or one month in
  /// local time. Without a next pay date: weeks left until the end date, over 2 or 4.33.
  /// A JavaScript number: NaN when the end date is invalid in the fallback.
  public func countRemainingPaychecks(_ income: IncomeData) -> Double {
    let zone = clock.timeZone
    let currentDate = clock.now
    let yearEnd = JSDate(localYear: currentDate.localYear(in: zone), monthIndex: 11, day: 31, timeZone: zone)
    var endDate = yearEnd
    if income.lastPayDate.isTruthy {
      let lastPayDate = JSDate(parsing: income.lastPayDate.text, timeZone: zone)
      endDate = lastPayDate < yearEnd ? lastPayDate : yearEnd
    }

    guard income.nextPayDate.isTruthy else {
      let millisecondsPerWeek = 7.0 * 24 * 60 * 60 * 1000
      let weeksRemaining = jsMax(0, ((endDate.time - currentDate.time) / millisecondsPerWeek).rounded(.up))
      return income.paysBiweekly ? (weeksRemaining / 2).rounded(.up) : (weeksRemaining / 4.33).rounded(.up)
    }

    let nextPayDate = JSDate(parsing: income.nextPayDate.text, timeZone: zone)
    var paychecksRemaining = 0.0
    if nextPayDate <= endDate {
      let biweekly = income.paysBiweekly
      var payDate = nextPayDate
      while payDate <= endDate {
        paychecksRemaining += 1
        payDate = biweekly ? payDate.addingLocalDays(14, in: zone) : payDate.addingLocalMonths(1, in: zone)
      }
    }
    return paychecksRemaining
  }

  /// Every future vest with a positive value, withheld at the rates of the most recent vest
  /// (its withholding over its wage) or, without one, at the default rates.
  /// The reduce in `calculateFutureIncome` (src/calculators/utils/income.ts).
  func futureRSUVestTotals(_ income: IncomeData, tables: TaxYearTables<N>) -> FutureIncome<N> {
    var totals = FutureIncome<N>(totalWage: .zero, totalFederalWithhold: .zero, totalStateWithhold: .zero)
    for vest in income.futureRSUVests {
      let shares = N.parsed(vest.shares)
      let price = N.parsed(vest.expectedPrice)
      let vestValue = shares * price
      guard vestValue > .zero else { continue }

      // rsuVestWage is a past vest, already in YTD wages: only its rates are used here.
      let rsuVestWage = N.parsed(income.rsuVestWage)
      let rsuVestFederal = N.parsed(income.rsuVestFederal)
      let rsuVestState = N.parsed(income.rsuVestState)
      totals.totalWage += vestValue
      if rsuVestWage > .zero {
        let federalRate = rsuVestFederal / rsuVestWage
        let stateRate = rsuVestState / rsuVestWage
        totals.totalFederalWithhold += (vestValue * federalRate).jsRounded()
        totals.totalStateWithhold += (vestValue * stateRate).jsRounded()
      } else {
        totals.totalFederalWithhold += (vestValue * tables.federal.rsuDefaultWithholdingRate).jsRounded()
        totals.totalStateWithhold += (vestValue * tables.california.rsuDefaultWithholdingRate).jsRounded()
      }
    }
    return totals
  }
}
