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
    var paychecksRemaining = 0.0
    let schedule = forEachRemainingPayDate(income) { _, count in paychecksRemaining += Double(count) }
    return schedule.guessedCount ?? paychecksRemaining
  }

  /// The dates of the remaining paychecks, as ``countRemainingPaychecks(_:)`` counts them; nil
  /// without a next pay date, when the web app only guesses a count (then `endDate` bounds them).
  public func remainingPayDates(_ income: IncomeData) -> (dates: [JSDate]?, endDate: JSDate) {
    var dates: [JSDate] = []
    let biweekly = income.paysBiweekly
    let schedule = forEachRemainingPayDate(income) { first, count in
      var payDate = first
      for _ in 0..<count {
        dates.append(payDate)
        payDate = self.payDate(after: payDate, biweekly: biweekly)
      }
    }
    return (schedule.guessedCount == nil ? dates : nil, schedule.endDate)
  }

  /// Calls `body` with the remaining pay dates, in order, as runs: `count` dates from `first`,
  /// each the pay date after the one before; says where the count ends. With no next pay date,
  /// calls nothing and returns the web app's guessed count.
  @inline(__always)
  func forEachRemainingPayDate(_ income: IncomeData, _ body: (_ first: JSDate, _ count: Int) -> Void)
    -> (endDate: JSDate, guessedCount: Double?)
  {
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
      let guess = income.paysBiweekly ? (weeksRemaining / 2).rounded(.up) : (weeksRemaining / 4.33).rounded(.up)
      return (endDate, guess)
    }

    let nextPayDate = JSDate(parsing: income.nextPayDate.text, timeZone: zone)
    if nextPayDate <= endDate {
      let biweekly = income.paysBiweekly
      var payDate = nextPayDate
      while payDate <= endDate {
        // Once one UTC offset holds through the end date, the rest are counted, not stepped.
        let rest =
          biweekly
          ? payDate.countOfLocalDaySteps(14, through: endDate, in: zone) : payDate.countOfLocalMonthSteps(through: endDate, in: zone)
        if let rest {
          body(payDate, rest)
          break
        }
        body(payDate, 1)
        payDate = self.payDate(after: payDate, biweekly: biweekly)
      }
    }
    return (endDate, nil)
  }

  /// The web app's next pay date: 14 days on in local time, or the same day of the next month.
  func payDate(after payDate: JSDate, biweekly: Bool) -> JSDate {
    biweekly ? payDate.addingLocalDays(14, in: clock.timeZone) : payDate.addingLocalMonths(1, in: clock.timeZone)
  }

  /// Every future vest with a positive value, withheld at the rates of the most recent vest
  /// (its withholding over its wage) or, without one, at the default rates.
  /// The reduce in `calculateFutureIncome` (src/calculators/utils/income.ts).
  func futureRSUVestTotals(_ income: IncomeData, tables: TaxYearTables<N>) -> FutureIncome<N> {
    var totals = FutureIncome<N>(totalWage: .zero, totalFederalWithhold: .zero, totalStateWithhold: .zero)
    forEachFutureRSUVest(income, tables: tables) { _, vest in
      totals.totalWage += vest.totalWage
      totals.totalFederalWithhold += vest.totalFederalWithhold
      totals.totalStateWithhold += vest.totalStateWithhold
    }
    return totals
  }

  /// Each future vest with a positive value, with its wage and the withholding the web app
  /// assumes on it (rounded per vest, as the web app adds them up).
  func forEachFutureRSUVest(_ income: IncomeData, tables: TaxYearTables<N>, _ body: (FutureRSUVest, FutureIncome<N>) -> Void) {
    for vest in income.futureRSUVests {
      let shares = N.parsed(vest.shares)
      let price = N.parsed(vest.expectedPrice)
      let vestValue = shares * price
      guard vestValue > .zero else { continue }

      // rsuVestWage is a past vest, already in YTD wages: only its rates are used here.
      let rsuVestWage = N.parsed(income.rsuVestWage)
      let rsuVestFederal = N.parsed(income.rsuVestFederal)
      let rsuVestState = N.parsed(income.rsuVestState)
      if rsuVestWage > .zero {
        let federalRate = rsuVestFederal / rsuVestWage
        let stateRate = rsuVestState / rsuVestWage
        body(vest, FutureIncome(totalWage: vestValue, totalFederalWithhold: (vestValue * federalRate).jsRounded(), totalStateWithhold: (vestValue * stateRate).jsRounded()))
      } else {
        body(
          vest,
          FutureIncome(
            totalWage: vestValue, totalFederalWithhold: (vestValue * tables.federal.rsuDefaultWithholdingRate).jsRounded(),
            totalStateWithhold: (vestValue * tables.california.rsuDefaultWithholdingRate).jsRounded()))
      }
    }
  }

}
