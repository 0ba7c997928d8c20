extension TaxEngine {
  /// The safe-harbor plan of each jurisdiction a household files in, from its report: federal,
  /// and California when California tax is on. A jurisdiction without penalty rules for the year
  /// is left out.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func plans(
    _ report: EstimateReport<N>, planning: PlanningInputs, rules: [TaxDataFile.Jurisdiction: EstimatedTaxPenaltyRules<N>]
  ) -> [EstimatedTaxPlan<N>] {
    var jurisdictions: [TaxDataFile.Jurisdiction] = [.federal]
    if report.household.includeCaliforniaTax { jurisdictions.append(.california) }
    let schedules = paycheckSchedules(report)  // the same paychecks for both jurisdictions
    return jurisdictions.compactMap { jurisdiction in
      rules[jurisdiction].map {
        EstimatedTaxPlan.make(planningFacts(report, planning: planning, jurisdiction: jurisdiction, rules: $0, schedules: schedules), rules: $0)
      }
    }
  }

  /// What the planner needs about one jurisdiction, every figure from the report.
  public func planningFacts(
    _ report: EstimateReport<N>, planning: PlanningInputs, jurisdiction: TaxDataFile.Jurisdiction, rules: EstimatedTaxPenaltyRules<N>
  ) -> PlanningFacts<N> {
    planningFacts(report, planning: planning, jurisdiction: jurisdiction, rules: rules, schedules: paycheckSchedules(report))
  }

  /// When one person's paychecks still to come fall: their dates when known, else the last pay
  /// date; and how many remain after the as-of moment.
  struct PaycheckSchedule {
    let dates: [JSDate]?
    let endDate: JSDate
    let remaining: Int
  }

  /// Each person's paycheck schedule (user, then spouse when filing jointly); nil for a person in
  /// simple mode, whose future income has no paychecks.
  func paycheckSchedules(_ report: EstimateReport<N>) -> [PaycheckSchedule?] {
    let worksheet = report.worksheet.household
    var people = [(report.household.userIncome, worksheet.user)]
    if let spouse = worksheet.spouse { people.append((report.household.spouseIncome, spouse)) }
    return people.map { income, person in
      guard person.future.paychecks != nil else { return nil }
      let schedule = remainingPayDates(income)
      if let dates = schedule.dates, !dates.isEmpty {
        return PaycheckSchedule(dates: dates, endDate: schedule.endDate, remaining: dates.count { $0 > clock.now })
      }
      let guessed = countRemainingPaychecks(income)
      return PaycheckSchedule(dates: nil, endDate: schedule.endDate, remaining: guessed.isFinite ? Int(guessed) : 0)
    }
  }

  func planningFacts(
    _ report: EstimateReport<N>, planning: PlanningInputs, jurisdiction: TaxDataFile.Jurisdiction, rules: EstimatedTaxPenaltyRules<N>,
    schedules: [PaycheckSchedule?]
  ) -> PlanningFacts<N> {
    let federal = jurisdiction == .federal
    let result = report.estimate.result
    let household = report.household
    let worksheet = report.worksheet.household

    var people = [(household.userIncome, worksheet.user)]
    if let spouse = worksheet.spouse { people.append((household.spouseIncome, spouse)) }
    // Withholding by its dates matters only when it is timed by them; the paycheck count always.
    var withholding: [RegularMethodPenalty.Payment<N>] = []
    let dated = planning.withholdingTiming == .actual
    func withheld(_ payments: @autoclosure () -> [RegularMethodPenalty.Payment<N>]) {
      if dated { withholding += payments() }
    }
    var remainingPaychecks = 0
    let yearStart = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 1, day: 1))
    let yearEnd = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 12, day: 31))
    let today = DayNumber.localDay(of: clock.now, in: clock.timeZone)
    for ((income, person), paycheckSchedule) in zip(people, schedules) {
      let toDate = federal ? person.ytdWithholdings.federal : person.ytdWithholdings.state
      // Withheld so far: over January 1 through the as-of day (the spread counts days after `from`).
      withheld(WithholdingSpread.monthly(toDate, from: yearStart - 1, through: min(max(today, yearStart), yearEnd)))
      let future = person.future
      if let paychecks = future.paychecks, let paycheckSchedule {
        let amount = federal ? paychecks.totalFederalWithhold : paychecks.totalStateWithhold
        if let dates = paycheckSchedule.dates {
          // The engine's total over the paychecks it counted, on their dates.
          let each = amount / N(dates.count)
          withheld(dates.map { .init(day: DayNumber.utcDay(of: $0), amount: each, source: .withholding) })
        } else {
          let end = DayNumber.utcDay(of: paycheckSchedule.endDate)
          withheld(WithholdingSpread.monthly(amount, from: today, through: max(today, end)))
        }
        remainingPaychecks += paycheckSchedule.remaining
        if dated {
          forEachFutureRSUVest(income, tables: report.tables) { vest, amounts in
            // A vest without a usable date is counted at the end of the tax year, the latest it can be.
            let vestDay = DayNumber.of(vest.date.text)
            withholding.append(
              .init(day: vestDay == 0 ? yearEnd : vestDay, amount: federal ? amounts.totalFederalWithhold : amounts.totalStateWithhold, source: .withholding))
          }
        }
      } else {
        let amount = federal ? future.total.totalFederalWithhold : future.total.totalStateWithhold
        withheld(WithholdingSpread.monthly(amount, from: today, through: max(today, yearEnd)))
      }
    }

    var payments: [RegularMethodPenalty.Payment<N>] = []
    for installment in rules.installments {
      let number = ["Q1", "Q2", "Q3", "Q4"].firstIndex(of: installment.quarter).map { $0 + 1 } ?? 0
      let amount = N.parsed(
        federal ? household.estimatedPayments.federalPayment(quarter: number) : household.estimatedPayments.californiaPayment(quarter: number))
      guard amount > .zero else { continue }
      let key = (federal ? "federal" : "california") + installment.quarter
      let date = planning.estimatedPaymentDates[key].flatMap { StrictInput.isCalendarDate($0.text) ? $0.text : nil }
      payments.append(.init(date: date ?? installment.dueDate, amount: amount, source: .estimatedPayment))
    }

    let suggestions = federal ? report.estimate.federalSuggestions : report.estimate.californiaSuggestions
    var webApp: [String: EstimatedTaxPlan<N>.WebAppSuggestion] = [:]
    for suggestion in suggestions {
      webApp[suggestion.quarter] = suggestion.isPaid ? .paid : suggestion.isPastDue ? .pastDue : .pay(suggestion.amount)
    }

    // Under current law the Additional Medicare Tax employers withheld counts as federal
    // withholding (Form 1040 line 25c); its dates are not known, so it is spread over the year.
    let medicareWithheld = federal ? (result.federalTax.currentLaw?.additionalMedicareTaxWithheld ?? .zero) : .zero
    if medicareWithheld > .zero { withheld(WithholdingSpread.monthly(medicareWithheld, from: yearStart - 1, through: yearEnd)) }

    func optional(_ text: InputText) -> N? { text.isTruthy ? N.parsed(text) : nil }
    let totals = worksheet.aggregation.totalWithholdings
    // Form 2210 line 4 (FTB 5805 line 3): this year's tax less refundable credits (the additional
    // child tax credit, Form 2210 line 3).
    let refundableCredits = federal ? (result.federalTax.currentLaw?.additionalChildTaxCredit ?? .zero) : .zero
    return PlanningFacts(
      currentYearTax: federal ? result.federalTax.totalTax - refundableCredits : (result.californiaTax?.totalTax ?? .zero),
      currentYearAGI: report.worksheet.totalIncome, filingStatus: household.filingStatus,
      totalWithholding: federal ? totals.federal + medicareWithheld : totals.state, withholdingByDate: withholding, estimatedPayments: payments,
      priorYearTax: optional(federal ? planning.priorYearFederalTax : planning.priorYearCaliforniaTax),
      priorYearAGI: optional(federal ? planning.priorYearFederalAGI : planning.priorYearCaliforniaAGI),
      priorYearFullYearReturn: planning.priorYearFullYearReturn, webApp: webApp, remainingPaychecks: remainingPaychecks,
      asOfDay: today, timing: planning.withholdingTiming)
  }
}

/// Withholding whose dates are not known (a year-to-date total, simple mode's future total),
/// spread over the days it was or will be withheld, month by month.
enum WithholdingSpread {
  /// `total` split over the days after `from` through `through`, one payment per calendar month
  /// dated at the end of its part; the last takes what rounding leaves, so the parts add up.
  static func monthly<N: TaxNumber>(_ total: N, from: Int, through: Int) -> [RegularMethodPenalty.Payment<N>] {
    guard total != .zero else { return [] }
    guard through > from else { return [.init(day: max(from, through), amount: total, source: .withholding)] }
    var payments: [RegularMethodPenalty.Payment<N>] = []
    var start = from
    var assigned = N.zero
    while start < through {
      let date = CivilCalendar.date(ofDayNumber: Int64(start + 1))
      let nextMonth = date.month == 12
        ? CivilCalendar.dayNumber(year: date.year + 1, month: 1, day: 1) : CivilCalendar.dayNumber(year: date.year, month: date.month + 1, day: 1)
      let end = min(Int(nextMonth) - 1, through)
      let amount = end == through ? total - assigned : total * N(end - start) / N(through - from)
      assigned += amount
      payments.append(.init(day: end, amount: amount, source: .withholding))
      start = end
    }
    return payments
  }
}
