/// How many dates a schedule of local-time steps puts on or before an end date, counted without
/// taking the steps, where that gives exactly what the steps would: the remaining paychecks of a
/// year are counted this way (`TaxEngine.countRemainingPaychecks`), not stepped one at a time.
///
/// Both counts hold only while one UTC offset of the zone is in force over every step (always in
/// UTC; elsewhere once the year's last change of offset is past), so that a local day is 24 hours
/// and `utc(fromLocal:)` subtracts that one offset. Elsewhere they answer nil, and the caller
/// steps. `StepCountTests` holds them to the steps in several zones.
extension JSDate {
  /// Of `self`, `self.addingLocalDays(days)`, and so on, how many fall on or before `end`; nil
  /// unless one offset holds throughout (or a time is not a whole number of milliseconds).
  func countOfLocalDaySteps(_ days: Int64, through end: JSDate, in zone: TimeZoneRules) -> Int? {
    guard days > 0, let start = Int64(exactly: time), let last = Int64(exactly: end.time), start <= last else { return nil }
    let step = days * Int64(JSDate.msPerDay)
    // Each step reads the offsets within a day of its local time, and the last one passes the end
    // by up to a step: the span checked covers all of it, with a day to spare.
    guard zone.singleOffset(from: time - 2 * JSDate.msPerDay, through: end.time + Double(step) + 2 * JSDate.msPerDay) != nil
    else { return nil }
    // Under one offset each step adds `days` × 24 hours exactly.
    return Int((last - start) / step) + 1
  }

  /// Within some 300 years of 1970, where a local time's day and time of day are exact doubles:
  /// where ``countOfLocalMonthSteps(through:in:)`` counts.
  static let monthCountRange = 1e13

  /// Of `self`, `self.addingLocalMonths(1)`, and so on, how many fall on or before `end`; nil
  /// unless one offset holds throughout and the day of the month is at most 28 (a later day
  /// overflows into the next month, and the schedule's day changes: those are stepped).
  func countOfLocalMonthSteps(through end: JSDate, in zone: TimeZoneRules) -> Int? {
    let range = JSDate.monthCountRange
    guard time.magnitude < range, end.time.magnitude < range, time <= end.time,
      let offset = zone.singleOffset(from: time - 2 * JSDate.msPerDay, through: end.time + 33 * JSDate.msPerDay)
    else { return nil }
    let firstLocal = time + offset
    let endLocal = end.time + offset
    let first = JSDate.civilDate(ofLocalTime: firstLocal)
    guard first.day <= 28 else { return nil }
    let last = JSDate.civilDate(ofLocalTime: endLocal)
    // Each step keeps the day and the time of day and moves one month on: a date is on or
    // before the end when its month is earlier, or it is the end's month and no later in it.
    let firstTimeOfDay = JSDate.timeWithinDay(ofLocalTime: firstLocal)
    let lastTimeOfDay = JSDate.timeWithinDay(ofLocalTime: endLocal)
    let months = (last.year - first.year) * 12 + (last.month - first.month)
    let inLastMonth = last.day > first.day || (last.day == first.day && lastTimeOfDay >= firstTimeOfDay)
    return Int(months) + (inLastMonth ? 1 : 0)
  }

  /// The Gregorian calendar's 400 years, in days and in months.
  static let daysPerGregorianCycle = 146_097.0
  static let monthsPerGregorianCycle = 4_800

  /// Monthly steps 4,800 at a time: 400 Gregorian years (146,097 days) bring back the day of the
  /// month and the time of day, so under one offset 4,800 steps move a date by exactly that many
  /// days. How many whole cycles of steps fall on or before `end` and before the zone's next
  /// change of offset (a month and days to spare), landing no later than the first cycle inside
  /// the range ``countOfLocalMonthSteps(through:in:)`` counts in; nil for none, or past the 28th
  /// (a later day changes the schedule's day, which is stepped). For schedules that start before
  /// that range (a next pay date of -271821-04-21).
  func wholeLocalMonthCycles(through end: JSDate, in zone: TimeZoneRules) -> Int? {
    let cycle = JSDate.daysPerGregorianCycle * JSDate.msPerDay
    var limit = Swift.min(end.time, -JSDate.monthCountRange + cycle)
    if let transition = zone.nextTransition(after: time) { limit = Swift.min(limit, transition - 40 * JSDate.msPerDay) }
    guard isValid, limit - time >= cycle, let offset = zone.singleOffset(from: time - 2 * JSDate.msPerDay, through: time + 2 * JSDate.msPerDay),
      JSDate.civilDate(ofLocalTime: time + offset).day <= 28
    else { return nil }
    let cycles = ((limit - time) / cycle).rounded(.down)
    // The whole span, and a month past it, under the one offset.
    guard zone.singleOffset(from: time - 2 * JSDate.msPerDay, through: time + cycles * cycle + 33 * JSDate.msPerDay) != nil else { return nil }
    return Int(cycles)
  }
}
