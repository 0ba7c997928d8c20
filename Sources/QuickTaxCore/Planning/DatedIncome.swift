/// A part of one person's wages and the tax withheld from it, with the day it is paid: what the
/// planner needs to time withholding on its dates (IRC §6654(g)(1)'s election) and to put wages in
/// the periods of the annualized income installment method (Form 2210 Schedule AI).
public struct DatedIncome<N: TaxNumber>: Sendable {
  /// Days since 1970-01-01.
  public let day: Int
  public let wage: N
  public let federalWithholding: N
  public let stateWithholding: N
}

extension TaxEngine {
  /// Each person's wages and withholding for the year (user, then the spouse on a joint return),
  /// dated as well as the engine knows them: to date, spread over the days from January 1 to the
  /// as-of day; paychecks on their pay dates (or spread to the last pay date when only a count is
  /// known); RSU vests on their vest dates (December 31 without one); simple mode's rest of the
  /// year spread to December 31.
  func datedIncome(_ report: EstimateReport<N>, schedules: [PaycheckSchedule?]) -> [[DatedIncome<N>]] {
    let worksheet = report.worksheet.household
    var people = [(report.household.userIncome, worksheet.user)]
    if let spouse = worksheet.spouse { people.append((report.household.spouseIncome, spouse)) }
    let yearStart = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 1, day: 1))
    let yearEnd = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 12, day: 31))
    let today = DayNumber.localDay(of: clock.now, in: clock.timeZone)
    return zip(people, schedules).map { person, schedule in
      let (income, individual) = person
      let future = individual.future
      // Room for a year of months twice over, the paychecks and the vests: one allocation.
      var parts: [DatedIncome<N>] = []
      parts.reserveCapacity(26 + (schedule?.dates?.count ?? 0) + income.futureRSUVests.count)
      DatedIncome<N>.spread(
        FutureIncome(
          totalWage: individual.ytdWage, totalFederalWithhold: individual.ytdWithholdings.federal,
          totalStateWithhold: individual.ytdWithholdings.state),
        from: yearStart - 1, through: min(max(today, yearStart), yearEnd), into: &parts)
      if let paychecks = future.paychecks, let schedule {
        if let dates = schedule.dates {
          // The engine's total over the paychecks it counted, in equal parts on their dates; those
          // counted before the listed ones, together on the last of their dates.
          let count = N(dates.count + (schedule.earlier?.count ?? 0))
          if let earlier = schedule.earlier {
            let share = N(earlier.count) / count
            parts.append(
              DatedIncome(
                day: DayNumber.utcDay(of: earlier.last), wage: paychecks.totalWage * share,
                federalWithholding: paychecks.totalFederalWithhold * share, stateWithholding: paychecks.totalStateWithhold * share))
          }
          for date in dates {
            parts.append(
              DatedIncome(
                day: DayNumber.utcDay(of: date), wage: paychecks.totalWage / count, federalWithholding: paychecks.totalFederalWithhold / count,
                stateWithholding: paychecks.totalStateWithhold / count))
          }
        } else {
          DatedIncome.spread(paychecks, from: today, through: max(today, DayNumber.utcDay(of: schedule.endDate)), into: &parts)
        }
        forEachFutureRSUVest(income, tables: report.tables) { vest, amounts in
          let vestDay = DayNumber.of(vest.date.text)
          parts.append(
            DatedIncome(
              day: vestDay == 0 ? yearEnd : vestDay, wage: amounts.totalWage, federalWithholding: amounts.totalFederalWithhold,
              stateWithholding: amounts.totalStateWithhold))
        }
      } else {
        DatedIncome.spread(future.total, from: today, through: max(today, yearEnd), into: &parts)
      }
      return parts
    }
  }
}

extension DatedIncome {
  /// Income whose dates are not known, spread over the days after `from` through `through`, one
  /// part per calendar month dated at the end of its days; the last part takes what rounding
  /// leaves, so the parts add up. Appended to `parts`.
  static func spread(_ total: FutureIncome<N>, from: Int, through: Int, into parts: inout [DatedIncome<N>]) {
    // One pass over the months for the three totals (each as `WithholdingSpread.monthly` splits
    // it); a zero total has no parts, so it is zero on every day another total has one.
    let wage = total.totalWage, federal = total.totalFederalWithhold, state = total.totalStateWithhold
    guard wage != .zero || federal != .zero || state != .zero else { return }
    var assigned = (wage: N.zero, federal: N.zero, state: N.zero)
    WithholdingSpread.forEachMonth(from: from, through: through) { start, end in
      func part(_ amount: N, _ assigned: inout N) -> N {
        amount == .zero ? .zero : WithholdingSpread.part(of: amount, start: start, end: end, from: from, through: through, assigned: &assigned)
      }
      parts.append(
        DatedIncome(
          day: end, wage: part(wage, &assigned.wage), federalWithholding: part(federal, &assigned.federal),
          stateWithholding: part(state, &assigned.state)))
    }
  }
}
