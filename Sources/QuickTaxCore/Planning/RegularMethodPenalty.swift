/// The underpayment penalty by the regular method: Form 2210 Part III (federal) and FTB 5805
/// Part II (California), which compute the same way with their own rates.
///
/// Section A: each installment is credited with the payments made on or before its due date;
/// payments go to the earliest unpaid installment first (IRC §6654(b)(3)) and an overpayment
/// carries to the next. Section B: each unpaid part accrues simple interest (IRC §6622(b)) from its
/// due date until the day it is paid or the return's due date, whichever is earlier
/// (§6654(b)(2)), rate period by rate period, each slice `amount × days / 365 × rate` rounded to
/// cents as the worksheet rounds each line.
public enum RegularMethodPenalty {
  /// One required installment.
  public struct Installment<N: TaxNumber>: Sendable {
    public let label: String
    /// `YYYY-MM-DD`.
    public let dueDate: String
    public let required: N
    let dueDay: Int

    public init(label: String, dueDate: String, required: N) {
      self.init(label: label, dueDate: dueDate, dueDay: DayNumber.of(dueDate), required: required)
    }

    init(label: String, dueDate: String, dueDay: Int, required: N) {
      self.label = label
      self.dueDate = dueDate
      self.dueDay = dueDay
      self.required = required
    }
  }

  /// A payment toward the year's tax: an estimated payment or withholding, with its date.
  public struct Payment<N: TaxNumber>: Sendable {
    /// Where a payment comes from. An enum, not text: payments are plain values, copied freely.
    public enum Source: Sendable, Equatable {
      case estimatedPayment
      /// Withholding: by paycheck, RSU vest, or spread over months when its dates are not known.
      case withholding
      /// A payment the planner suggests.
      case plannedPayment
    }

    /// The day it was paid (days since 1970-01-01; ``date`` gives it as `YYYY-MM-DD`).
    public let day: Int
    public let amount: N
    public let source: Source

    public init(date: String, amount: N, source: Source) {
      self.init(day: DayNumber.of(date), amount: amount, source: source)
    }

    init(day: Int, amount: N, source: Source) {
      self.day = day
      self.amount = amount
      self.source = source
    }

    public var date: String { DayNumber.iso(day) }
  }

  /// A span with one rate; nil when the rate is not known.
  public struct RatePeriod<N: TaxNumber>: Sendable {
    public let from: String
    public let through: String
    public let rate: N?
    /// The day before `from` and the day `through`: the period counts the days after the first
    /// up to the second.
    let startDay: Int
    let endDay: Int

    public init(from: String, through: String, rate: N?) {
      self.from = from
      self.through = through
      self.rate = rate
      startDay = DayNumber.of(from) - 1
      endDay = DayNumber.of(through)
    }
  }

  /// Interest on one part of an underpayment within one rate period (a worksheet line).
  public struct Slice<N: TaxNumber>: Sendable {
    public let amount: N
    /// The day the days are counted from, and the day they end (paid, period end or return due),
    /// as day numbers (``from`` and ``to`` give them as dates).
    let fromDay: Int
    let toDay: Int
    public var from: String { DayNumber.iso(fromDay) }
    public var to: String { DayNumber.iso(toDay) }
    public var days: Int { toDay - fromDay }
    /// Nil where the rate is not known: then no penalty is counted for these days.
    public let rate: N?
    public let penalty: N
  }

  /// One installment's line in Section A and its penalty from Section B.
  public struct InstallmentResult<N: TaxNumber>: Sendable {
    public let label: String
    public let dueDate: String
    public let required: N
    /// What was credited to it by its due date (its payments and any overpayment carried in).
    public let paidByDueDate: N
    /// Required less paid by the due date, never negative.
    public let underpayment: N
    public let slices: [Slice<N>]
    public let penalty: N

    /// Days from the due date to the last day any part of the underpayment stayed unpaid.
    public var daysLate: Int { slices.map { $0.toDay }.max().map { $0 - DayNumber.of(dueDate) } ?? 0 }
  }

  public struct Result<N: TaxNumber>: Sendable {
    public let installments: [InstallmentResult<N>]
    public let total: N
    /// Days that were underpaid in periods whose rate is not known (so `total` leaves them out).
    public var hasUnknownRates: Bool { installments.contains { $0.slices.contains { $0.rate == nil && $0.days > 0 } } }
  }

  /// The penalty on `installments`, given `payments`, through `endDate` at the latest.
  public static func compute<N: TaxNumber>(
    installments: [Installment<N>], payments: [Payment<N>], ratePeriods: [RatePeriod<N>], endDate: String
  ) -> Result<N> {
    compute(installments: installments, payments: payments, ratePeriods: ratePeriods, endDay: DayNumber.of(endDate))
  }

  static func compute<N: TaxNumber>(
    installments: [Installment<N>], payments: [Payment<N>], ratePeriods periods: [RatePeriod<N>], endDay end: Int
  ) -> Result<N> {
    // In date order; same-day payments keep their order (the sort is stable, and usually not
    // needed: payments come in date order).
    var queue = payments.filter { $0.amount > .zero }
    // Insertion sort: stable, and without allocating for the few payments, already in date order
    // within each of the runs they come in (estimated payments, then withholding).
    for next in queue.indices.dropFirst() where queue[next].day < queue[next - 1].day {
      let payment = queue[next]
      var position = next
      while position > 0, queue[position - 1].day > payment.day {
        queue[position] = queue[position - 1]
        position -= 1
      }
      queue[position] = payment
    }
    var nextPayment = 0
    // Underpayments not yet paid off: (installment index, start day, amount).
    var outstanding: [(index: Int, start: Int, amount: N)] = []
    outstanding.reserveCapacity(installments.count)
    // Every slice of interest, tagged with its installment, in the order they accrue (most
    // installments have none: one list, not one per installment).
    var pieces: [(index: Int, slice: Slice<N>)] = []
    var paidByDueDate: [N] = []
    paidByDueDate.reserveCapacity(installments.count)
    var credit = N.zero

    /// A payment: first to the earliest underpayment (accruing until this day), the rest credit.
    func apply(_ payment: Payment<N>, day: Int) {
      var remaining = payment.amount
      while remaining > .zero, !outstanding.isEmpty {
        let portion = jsMin(remaining, outstanding[0].amount)
        accrue(portion, from: outstanding[0].start, to: min(day, end), periods: periods, installment: outstanding[0].index, into: &pieces)
        outstanding[0].amount -= portion
        remaining -= portion
        if !(outstanding[0].amount > .zero) { outstanding.removeFirst() }
      }
      credit += remaining
    }

    for index in installments.indices {
      let due = installments[index].dueDay
      while nextPayment < queue.count, queue[nextPayment].day <= due {
        apply(queue[nextPayment], day: queue[nextPayment].day)
        nextPayment += 1
      }
      paidByDueDate.append(credit)
      let required = installments[index].required
      let used = jsMin(credit, required)
      credit -= used
      let short = required - used
      if short > .zero { outstanding.append((index, due, short)) }
    }
    // Later payments, up to the return's due date, pay off what is left in order.
    while nextPayment < queue.count, queue[nextPayment].day <= end {
      apply(queue[nextPayment], day: queue[nextPayment].day)
      nextPayment += 1
    }
    for part in outstanding {
      accrue(part.amount, from: part.start, to: end, periods: periods, installment: part.index, into: &pieces)
    }

    var results: [InstallmentResult<N>] = []
    results.reserveCapacity(installments.count)
    var total = N.zero
    for index in installments.indices {
      let lines = pieces.contains { $0.index == index } ? merged(pieces.filter { $0.index == index }.map(\.slice)) : []
      let penalty = lines.reduce(N.zero) { $0 + $1.penalty }
      total += penalty
      let required = installments[index].required
      let paid = jsMin(paidByDueDate[index], required)
      results.append(
        InstallmentResult(
          label: installments[index].label, dueDate: installments[index].dueDate, required: required, paidByDueDate: paid,
          underpayment: jsMax(.zero, required - paid), slices: lines, penalty: penalty))
    }
    return Result(installments: results, total: total)
  }

  /// Slices over the same days at the same rate become one line, as on the worksheet, which
  /// multiplies a column's whole unpaid amount by the days it stayed unpaid; penalties are
  /// rounded to cents per line.
  static func merged<N: TaxNumber>(_ slices: [Slice<N>]) -> [Slice<N>] {
    guard !slices.isEmpty else { return slices }  // most installments: nothing unpaid
    var lines: [Slice<N>] = []
    lines.reserveCapacity(slices.count)
    for slice in slices {
      if let index = lines.firstIndex(where: { $0.fromDay == slice.fromDay && $0.toDay == slice.toDay }) {
        lines[index] = Slice(
          amount: lines[index].amount + slice.amount, fromDay: slice.fromDay, toDay: slice.toDay, rate: slice.rate, penalty: .zero)
      } else {
        lines.append(slice)
      }
    }
    return lines.sorted { ($0.fromDay, $0.toDay) < ($1.fromDay, $1.toDay) }.map { line in
      guard let rate = line.rate else { return line }
      let yearLength = DayNumber.daysInYear(containing: line.toDay)
      let penalty = (line.amount * N(line.days) / N(yearLength) * rate * N(100)).jsRounded() / N(100)
      return Slice(amount: line.amount, fromDay: line.fromDay, toDay: line.toDay, rate: rate, penalty: penalty)
    }
  }

  /// The days `amount` stayed unpaid, from day `start` to day `end`, one slice per rate period it
  /// spans (penalties are figured when slices are merged into lines).
  static func accrue<N: TaxNumber>(
    _ amount: N, from start: Int, to end: Int, periods: [RatePeriod<N>], installment: Int, into slices: inout [(index: Int, slice: Slice<N>)]
  ) {
    guard end > start else { return }
    for period in periods {
      let sliceStart = max(start, period.startDay)
      let sliceEnd = min(end, period.endDay)
      guard sliceEnd > sliceStart else { continue }
      slices.append((installment, Slice(amount: amount, fromDay: sliceStart, toDay: sliceEnd, rate: period.rate, penalty: .zero)))
    }
  }
}

/// Calendar days as integers (days since 1970-01-01), for counting days late.
enum DayNumber {
  /// The day of `YYYY-MM-DD` (anything else is day 0, which the callers' validation rules out).
  static func of(_ text: String) -> Int {
    guard let (year, month, day) = CivilCalendar.isoFields(text) else { return 0 }
    return Int(CivilCalendar.dayNumber(year: year, month: month, day: day))
  }

  static func iso(_ day: Int) -> String { CivilCalendar.isoText(ofDayNumber: Int64(day)) }

  /// The local calendar day of an instant in `zone`.
  static func localDay(of date: JSDate, in zone: TimeZoneRules) -> Int {
    guard date.isValid else { return 0 }
    let (year, month, day) = JSDate.civilDate(ofLocalTime: zone.localTime(fromUTC: date.time))
    return Int(CivilCalendar.dayNumber(year: year, month: month, day: day))
  }

  /// The UTC calendar day of an instant (pay dates are midnight UTC of their day).
  static func utcDay(of date: JSDate) -> Int {
    guard date.isValid else { return 0 }
    return Int((date.time / JSDate.msPerDay).rounded(.down))
  }

  /// 366 in a leap year, else 365 (the worksheets' divisor).
  static func daysInYear(containing day: Int) -> Int {
    let year = CivilCalendar.date(ofDayNumber: Int64(day)).year
    return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 366 : 365
  }
}
