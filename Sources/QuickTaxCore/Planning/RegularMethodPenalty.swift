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
    /// The rate is not published for this span: it is the last published one carried forward.
    public let projected: Bool
    /// The day before `from` and the day `through`: the period counts the days after the first
    /// up to the second.
    let startDay: Int
    let endDay: Int

    public init(from: String, through: String, rate: N?, projected: Bool = false) {
      self.from = from
      self.through = through
      self.rate = rate
      self.projected = projected
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
    /// The rate is projected (the last published one carried forward), not published.
    public let projected: Bool
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
    /// The part of `penalty` priced at projected rates.
    public var projectedPenalty: N { slices.reduce(N.zero) { $1.projected ? $0 + $1.penalty : $0 } }

    /// Days from the due date to the last day any part of the underpayment stayed unpaid.
    public var daysLate: Int { slices.map { $0.toDay }.max().map { $0 - DayNumber.of(dueDate) } ?? 0 }
  }

  public struct Result<N: TaxNumber>: Sendable {
    public let installments: [InstallmentResult<N>]
    public let total: N
    /// Days that were underpaid in periods whose rate is not known (so `total` leaves them out).
    public var hasUnknownRates: Bool { installments.contains { $0.slices.contains { $0.rate == nil && $0.days > 0 } } }
    /// The part of `total` priced at projected rates (zero when every rate used is published).
    public var projectedPenalty: N { installments.reduce(N.zero) { $0 + $1.projectedPenalty } }
  }

  /// The penalty on `installments`, given `payments`, through `endDate` at the latest.
  public static func compute<N: TaxNumber>(
    installments: [Installment<N>], payments: [Payment<N>], ratePeriods: [RatePeriod<N>], endDate: String
  ) -> Result<N> {
    compute(installments: installments, payments: payments, ratePeriods: ratePeriods, endDay: DayNumber.of(endDate))
  }

  /// With `sectionB` false, Section A only (required, paid by the due date, underpayment): no
  /// line is accrued or priced, as where an exception leaves no penalty to figure (IRC
  /// §6654(e)(1); R&TC §19136(c)).
  static func compute<N: TaxNumber>(
    installments: [Installment<N>], payments: [Payment<N>], ratePeriods periods: [RatePeriod<N>], endDay end: Int, sectionB: Bool = true
  ) -> Result<N> {
    // In date order; same-day payments keep their order (the sort is stable, and usually not
    // needed: payments come in date order). Reserved once: filtering would grow the copy by steps.
    var queue: [Payment<N>] = []
    queue.reserveCapacity(payments.count)
    for payment in payments where payment.amount > .zero { queue.append(payment) }
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
    // The worksheet's lines of every installment, in the order they first accrue (most
    // installments have none: one list, not one per installment).
    var lines = WorksheetLines<N>()
    var paidByDueDate: [N] = []
    paidByDueDate.reserveCapacity(installments.count)
    var credit = N.zero

    /// A payment: first to the earliest underpayment (accruing until this day), the rest credit.
    func apply(_ payment: Payment<N>, day: Int) {
      var remaining = payment.amount
      while remaining > .zero, !outstanding.isEmpty {
        let portion = jsMin(remaining, outstanding[0].amount)
        if sectionB {
          lines.accrue(portion, from: outstanding[0].start, to: min(day, end), periods: periods, installment: outstanding[0].index)
        }
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
    for part in outstanding where sectionB {
      lines.accrue(part.amount, from: part.start, to: end, periods: periods, installment: part.index)
    }

    var results: [InstallmentResult<N>] = []
    results.reserveCapacity(installments.count)
    var total = N.zero
    for index in installments.indices {
      let slices = lines.priced(installment: index)
      let penalty = slices.reduce(N.zero) { $0 + $1.penalty }
      total += penalty
      let required = installments[index].required
      let paid = jsMin(paidByDueDate[index], required)
      results.append(
        InstallmentResult(
          label: installments[index].label, dueDate: installments[index].dueDate, required: required, paidByDueDate: paid,
          underpayment: jsMax(.zero, required - paid), slices: slices, penalty: penalty))
    }
    return Result(installments: results, total: total)
  }

  /// The worksheet's Section B lines as they accrue: slices of one installment over the same days
  /// (at the same rate) become one line, as on the worksheet, which multiplies a column's whole
  /// unpaid amount by the days it stayed unpaid. Amounts are added in the order they accrue.
  struct WorksheetLines<N: TaxNumber> {
    private var lines: [(installment: Int, slice: Slice<N>)] = []

    /// The days `amount` stayed unpaid, from day `start` to day `end`, one slice per rate period
    /// it spans, each added to its line.
    mutating func accrue(_ amount: N, from start: Int, to end: Int, periods: [RatePeriod<N>], installment: Int) {
      guard end > start else { return }
      for period in periods {
        let sliceStart = max(start, period.startDay)
        let sliceEnd = min(end, period.endDay)
        guard sliceEnd > sliceStart else { continue }
        if let index = lines.firstIndex(where: { $0.installment == installment && $0.slice.fromDay == sliceStart && $0.slice.toDay == sliceEnd }) {
          let line = lines[index].slice
          lines[index].slice = Slice(
            amount: line.amount + amount, fromDay: sliceStart, toDay: sliceEnd, rate: period.rate, projected: period.projected, penalty: .zero)
        } else {
          if lines.isEmpty { lines.reserveCapacity(8) }
          lines.append(
            (installment, Slice(amount: amount, fromDay: sliceStart, toDay: sliceEnd, rate: period.rate, projected: period.projected, penalty: .zero)))
        }
      }
    }

    /// One installment's lines in date order, each with its penalty rounded to cents as the
    /// worksheet rounds each line.
    func priced(installment: Int) -> [Slice<N>] {
      var count = 0
      for line in lines where line.installment == installment { count += 1 }
      guard count > 0 else { return [] }  // most installments: nothing unpaid
      var priced: [Slice<N>] = []
      priced.reserveCapacity(count)
      for line in lines where line.installment == installment {
        let slice = line.slice
        // In (from, to) order: insertion, as the lines are few and mostly in order already.
        var position = priced.count
        while position > 0, (priced[position - 1].fromDay, priced[position - 1].toDay) > (slice.fromDay, slice.toDay) { position -= 1 }
        guard let rate = slice.rate else {
          priced.insert(slice, at: position)
          continue
        }
        let yearLength = DayNumber.daysInYear(containing: slice.toDay)
        let penalty = (slice.amount * N(slice.days) / N(yearLength) * rate * N(100)).jsRounded() / N(100)
        priced.insert(
          Slice(amount: slice.amount, fromDay: slice.fromDay, toDay: slice.toDay, rate: rate, projected: slice.projected, penalty: penalty),
          at: position)
      }
      return priced
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
