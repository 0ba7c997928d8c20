extension TaxEngine {
  /// Income still to come this year and the tax to be withheld from it: the three totals typed
  /// in simple mode, or the remaining paychecks plus every future RSU vest in detailed mode.
  /// Ports `calculateFutureIncome` (src/calculators/utils/income.ts).
  ///
  /// Kept as the web app has it (docs/web-quirks.md): paychecks are counted to December 31 of
  /// the clock's year, not the tax year's; a vest counts whatever its date.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func calculateFutureIncome(_ income: IncomeData, tables: TaxYearTables<N>) -> FutureIncome<N> {
    calculateFutureIncomeWorksheet(income, tables: tables).total
  }

  /// ``calculateFutureIncome(_:tables:)`` with the paycheck count and the parts it adds up.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
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
  /// Those on or before `cutoff` are counted, not listed (`earlier`, with the last of them): a
  /// next pay date centuries back (the web app counts from it) lists no million dates.
  public func remainingPayDates(_ income: IncomeData, listingAfter cutoff: JSDate? = nil) -> RemainingPayDates {
    var dates: [JSDate] = []
    var earlier: (count: Int, last: JSDate)?
    let biweekly = income.paysBiweekly
    let schedule = forEachRemainingPayDate(income) { first, count in
      var payDate = first
      var rest = count
      while rest > 0, let cutoff, payDate <= cutoff {
        // A run of more than one date is under one offset: its dates are counted and jumped to.
        let last = self.payDate(payDate, steps: rest - 1, biweekly: biweekly)
        let before = last <= cutoff ? rest : min(rest, countOfPayDates(from: payDate, through: cutoff, biweekly: biweekly) ?? 1)
        earlier = ((earlier?.count ?? 0) + before, self.payDate(payDate, steps: before - 1, biweekly: biweekly))
        payDate = self.payDate(payDate, steps: before, biweekly: biweekly)
        rest -= before
      }
      for _ in 0..<rest {
        dates.append(payDate)
        payDate = self.payDate(after: payDate, biweekly: biweekly)
      }
    }
    return RemainingPayDates(dates: schedule.guessedCount == nil ? dates : nil, endDate: schedule.endDate, earlier: earlier)
  }

  /// The remaining pay dates: those listed, the last day counted to (December 31 of the clock's
  /// year, or the last pay date), and those counted before the listed ones.
  public struct RemainingPayDates {
    public let dates: [JSDate]?
    public let endDate: JSDate
    public let earlier: (count: Int, last: JSDate)?
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
        if let rest = countOfPayDates(from: payDate, through: endDate, biweekly: biweekly) {
          body(payDate, rest)
          break
        }
        // Else, far in the past, months are taken 400 years at a time; and those before the
        // zone's next change of offset are counted, and the change is stepped across: a schedule
        // that starts centuries back costs a few steps a year, not one per paycheck.
        if !biweekly, let cycles = payDate.wholeLocalMonthCycles(through: endDate, in: zone) {
          body(payDate, cycles * JSDate.monthsPerGregorianCycle)
          payDate = JSDate(time: payDate.time + Double(cycles) * JSDate.daysPerGregorianCycle * JSDate.msPerDay)
          continue
        }
        if let run = payDatesBeforeNextTransition(from: payDate, biweekly: biweekly), run > 1 {
          body(payDate, run)
          payDate = self.payDate(payDate, steps: run, biweekly: biweekly)
          continue
        }
        body(payDate, 1)
        payDate = self.payDate(after: payDate, biweekly: biweekly)
      }
    }
    return (endDate, nil)
  }

  /// Of the pay dates from `first` on, how many fall on or before `end`, counted; nil where they
  /// must be stepped (``JSDate/countOfLocalDaySteps(_:through:in:)``).
  func countOfPayDates(from first: JSDate, through end: JSDate, biweekly: Bool) -> Int? {
    biweekly ? first.countOfLocalDaySteps(14, through: end, in: clock.timeZone) : first.countOfLocalMonthSteps(through: end, in: clock.timeZone)
  }

  /// How many pay dates from `first` on fall before the zone's next change of offset, with a
  /// step and some days to spare (so that the one after them is still under the same offset and
  /// the count holds exactly); nil without a change ahead or when none fits.
  func payDatesBeforeNextTransition(from first: JSDate, biweekly: Bool) -> Int? {
    guard let transition = clock.timeZone.nextTransition(after: first.time) else { return nil }
    // A step (14 days, or a month of up to 31 days and the count's own 33-day margin) and 4 days.
    let marginDays: Double = biweekly ? 14 + 4 : 33 + 33 + 4
    let margin = marginDays * JSDate.msPerDay
    let horizon = JSDate(time: transition - margin)
    guard horizon > first else { return nil }
    return countOfPayDates(from: first, through: horizon, biweekly: biweekly)
  }

  /// The pay date `steps` on from `first` in one jump: what stepping gives within a run that
  /// ``countOfPayDates(from:through:biweekly:)`` counted (one offset, a day of the month ≤ 28).
  func payDate(_ first: JSDate, steps: Int, biweekly: Bool) -> JSDate {
    guard steps > 0 else { return first }
    return biweekly
      ? first.addingLocalDays(Double(14 * steps), in: clock.timeZone) : first.addingLocalMonths(Double(steps), in: clock.timeZone)
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
