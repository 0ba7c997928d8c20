extension TaxEngine {
  /// The safe-harbor plan of each jurisdiction a household files in, from its report: federal,
  /// and the state of residence where its estimated tax is planned (``StateProfile/plansEstimatedTax``:
  /// California). A jurisdiction without penalty rules for the year is left out.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func plans(
    _ report: EstimateReport<N>, planning: PlanningInputs, rules: [TaxDataFile.Jurisdiction: EstimatedTaxPenaltyRules<N>]
  ) -> [EstimatedTaxPlan<N>] {
    let jurisdictions = report.household.plannedJurisdictions
    let schedules = paycheckSchedules(report)  // the same paychecks for both jurisdictions
    let dated = datedIncome(report, schedules: schedules)
    // Each planned jurisdiction's rules and facts, side by side and read in place by index (a
    // list of pairs copied both, arrays and tables, at every step).
    var plannedRules: [EstimatedTaxPenaltyRules<N>] = []
    var plannedFacts: [PlanningFacts<N>] = []
    for jurisdiction in jurisdictions {
      guard let jurisdictionRules = rules[jurisdiction] else { continue }
      // A state beside California is planned on its return, when the year's tables made one.
      if jurisdiction != .federal && jurisdiction != .california && report.estimate.result.stateTax == nil { continue }
      plannedRules.append(jurisdictionRules)
      plannedFacts.append(
        planningFacts(report, planning: planning, jurisdiction: jurisdiction, rules: jurisdictionRules, schedules: schedules, dated: dated))
    }
    // The periods' taxes serve both jurisdictions: one return per period, when some jurisdiction
    // requires an installment at all (the method can only lower one) and some income comes late
    // enough for the method to matter.
    var periods: [AnnualizedPeriod<N>]?
    if let installments = (rules[.federal] ?? rules[.california])?.installments,
      plannedFacts.indices.contains(where: { EstimatedTaxPlan.noPenaltyException(plannedFacts[$0], rules: plannedRules[$0]) == nil })
    {
      periods = annualizedPeriods(
        report, planning: planning, dated: dated, periods: installments.map { ($0.periodEndDay, $0.periodEnd, $0.annualizationFactor) })
    }
    var plans: [EstimatedTaxPlan<N>] = []
    plans.reserveCapacity(plannedFacts.count)
    for index in plannedFacts.indices {
      if periods?.count == plannedRules[index].installments.count { plannedFacts[index].annualizedPeriods = periods }
      plans.append(EstimatedTaxPlan.make(plannedFacts[index], rules: plannedRules[index]))
    }
    return plans
  }

  /// What the planner needs about one jurisdiction, every figure from the report.
  public func planningFacts(
    _ report: EstimateReport<N>, planning: PlanningInputs, jurisdiction: TaxDataFile.Jurisdiction, rules: EstimatedTaxPenaltyRules<N>
  ) -> PlanningFacts<N> {
    let schedules = paycheckSchedules(report)
    return planningFacts(
      report, planning: planning, jurisdiction: jurisdiction, rules: rules, schedules: schedules,
      dated: datedIncome(report, schedules: schedules))
  }

  /// When one person's paychecks still to come fall: their dates when known, else the last pay
  /// date; and how many remain after the as-of moment.
  struct PaycheckSchedule {
    let dates: [JSDate]?
    let endDate: JSDate
    let remaining: Int
    /// Paychecks more than a year before the tax year (all before the as-of moment), counted
    /// with the last of their dates rather than listed.
    var earlier: (count: Int, last: JSDate)? = nil
  }

  /// Each person's paycheck schedule (user, then spouse when filing jointly); nil for a person in
  /// simple mode, whose future income has no paychecks.
  func paycheckSchedules(_ report: EstimateReport<N>) -> [PaycheckSchedule?] {
    let worksheet = report.worksheet.household
    var people = [(report.household.userIncome, worksheet.user)]
    if let spouse = worksheet.spouse { people.append((report.household.spouseIncome, spouse)) }
    return people.map { income, person in
      guard let paychecks = person.future.paychecks else { return nil }
      // A person with no pay per paycheck has no paycheck to raise withholding on.
      let paid = paychecks.totalWage > .zero || N.parsed(income.paycheckWage) > .zero
      // Before the tax year every date counts alike (in the first period, before the first due
      // date): those over a year before it are counted, not listed.
      let yearBefore = JSDate(time: Double(CivilCalendar.dayNumber(year: Int64(report.taxYear) - 1, month: 1, day: 1)) * JSDate.msPerDay)
      let schedule = remainingPayDates(income, listingAfter: clock.now < yearBefore ? clock.now : yearBefore)
      if let dates = schedule.dates, !dates.isEmpty || schedule.earlier != nil {
        return PaycheckSchedule(
          dates: dates, endDate: schedule.endDate, remaining: paid ? dates.count { $0 > clock.now } : 0, earlier: schedule.earlier)
      }
      let guessed = countRemainingPaychecks(income)
      return PaycheckSchedule(dates: nil, endDate: schedule.endDate, remaining: paid && guessed.isFinite ? Int(guessed) : 0)
    }
  }

  func planningFacts(
    _ report: EstimateReport<N>, planning: PlanningInputs, jurisdiction: TaxDataFile.Jurisdiction, rules: EstimatedTaxPenaltyRules<N>,
    schedules: [PaycheckSchedule?], dated: [[DatedIncome<N>]]
  ) -> PlanningFacts<N> {
    let federal = jurisdiction == .federal
    // A state beside California (New York): its own return, quarters and prior-year figures.
    let otherState = !federal && jurisdiction != .california
    let result = report.estimate.result
    let household = report.household
    let worksheet = report.worksheet.household
    let yearStart = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 1, day: 1))
    let yearEnd = Int(CivilCalendar.dayNumber(year: Int64(report.taxYear), month: 12, day: 31))
    let today = DayNumber.localDay(of: clock.now, in: clock.timeZone)

    // Withholding on its dates, used when it is timed by them (IRC §6654(g)(1)'s election).
    var withholding: [RegularMethodPenalty.Payment<N>] = []
    if planning.withholdingTiming == .actual {
      withholding.reserveCapacity(dated.reduce(0) { $0 + $1.count })
      for part in dated.joined() {
        let amount = federal ? part.federalWithholding : part.stateWithholding
        if amount != .zero { withholding.append(.init(day: part.day, amount: amount, source: .withholding)) }
      }
    }
    let remainingPaychecks = schedules.reduce(0) { $0 + ($1?.remaining ?? 0) }

    // Estimated payments: one by one with their dates when `planning.payments` lists them (those
    // after the as-of date are scheduled, not made), else the quarter fields on their dates.
    var payments: [RegularMethodPenalty.Payment<N>] = []
    var scheduled: [RegularMethodPenalty.Payment<N>] = []
    let listed = planning.payments.filter { $0.jurisdiction.text == jurisdiction.rawValue }
    if !listed.isEmpty {
      for payment in listed {
        let entry = RegularMethodPenalty.Payment<N>(date: payment.date.text, amount: N.parsed(payment.amount), source: .estimatedPayment)
        if entry.day <= today { payments.append(entry) } else { scheduled.append(entry) }
      }
    } else {
      let stateQuarters = otherState ? household.residence?.profile.estimatedPaymentQuarters?(household.estimatedPayments) ?? [] : []
      for installment in rules.installments {
        let number = ["Q1", "Q2", "Q3", "Q4"].firstIndex(of: installment.quarter).map { $0 + 1 } ?? 0
        let text: InputText
        if federal {
          text = household.estimatedPayments.federalPayment(quarter: number)
        } else if otherState {
          text = stateQuarters.indices.contains(number - 1) ? stateQuarters[number - 1] : .empty
        } else {
          text = household.estimatedPayments.californiaPayment(quarter: number)
        }
        let amount = N.parsed(text)
        guard amount > .zero else { continue }
        // The date it was paid, when `planning.estimatedPaymentDates` gives one (few households do).
        if !planning.estimatedPaymentDates.isEmpty,
          let date = planning.estimatedPaymentDates[jurisdiction.rawValue + installment.quarter],
          StrictInput.isCalendarDate(date.text)
        {
          payments.append(.init(date: date.text, amount: amount, source: .estimatedPayment))
        } else {
          payments.append(.init(day: installment.dueDay, amount: amount, source: .estimatedPayment))
        }
      }
    }

    // The web app plans federal and California only.
    let suggestions = federal ? report.estimate.federalSuggestions : otherState ? [] : report.estimate.californiaSuggestions
    var webApp: [(quarter: String, suggestion: EstimatedTaxPlan<N>.WebAppSuggestion)] = []
    webApp.reserveCapacity(suggestions.count)
    for suggestion in suggestions {
      let entry: EstimatedTaxPlan<N>.WebAppSuggestion = suggestion.isPaid ? .paid : suggestion.isPastDue ? .pastDue : .pay(suggestion.amount)
      // A quarter given twice keeps its last suggestion, as a dictionary's assignment did.
      if let index = webApp.firstIndex(where: { $0.quarter == suggestion.quarter }) {
        webApp[index].suggestion = entry
      } else {
        webApp.append((suggestion.quarter, entry))
      }
    }

    // Under current law the Additional Medicare Tax employers withheld counts as federal
    // withholding (Form 1040 line 25c); its dates are not known, so it is spread over the year.
    // So is the tax withheld from Social Security benefits and unemployment compensation (line
    // 25b): without dates, spread evenly too, as IRC §6654(g)(1) counts withholding.
    let currentLawWithheld =
      federal
      ? (result.federalTax.currentLaw.map { $0.additionalMedicareTaxWithheld + $0.withheldOnForms1099 } ?? .zero) : .zero
    if currentLawWithheld > .zero && planning.withholdingTiming == .actual {
      withholding += WithholdingSpread.monthly(currentLawWithheld, from: yearStart - 1, through: yearEnd)
    }
    // The 1099-Rs' withholding timed by its dates: a dated distribution's on its day, an
    // undated one's spread over the year.
    if planning.withholdingTiming == .actual, let law = report.worksheet.currentLaw, law.income.retirement != nil {
      for person in law.household.peopleOnReturn {
        for distribution in person.retirementDistributions {
          let amount = federal ? distribution.federalWithheld : distribution.stateWithheld
          guard amount != .zero else { continue }
          if let day = distribution.day {
            withholding.append(.init(date: DayNumber.iso(day), amount: amount, source: .withholding))
          } else {
            withholding += WithholdingSpread.monthly(amount, from: yearStart - 1, through: yearEnd)
          }
        }
      }
    }

    func optional(_ text: InputText) -> N? { text.isTruthy ? N.parsed(text) : nil }
    let totals = worksheet.aggregation.totalWithholdings
    let stateReturn = otherState ? result.stateTax : nil
    let currentYearTax: N
    if federal {
      currentYearTax = Self.federalTaxForPlanning(report.worksheet)
    } else if let stateReturn {
      currentYearTax = stateReturn.totalTax - stateReturn.refundableCredits  // IT-2105.9 line 12
    } else {
      currentYearTax = Self.californiaTaxForPlanning(report.worksheet, fullYear: report.worksheet)
    }
    var facts = PlanningFacts(
      currentYearTax: currentYearTax,
      currentYearAGI: stateReturn?.adjustedGrossIncome ?? report.worksheet.estimatedTaxAGI(jurisdiction), filingStatus: household.filingStatus,
      totalWithholding: federal ? totals.federal + currentLawWithheld : totals.state, withholdingByDate: withholding, estimatedPayments: payments,
      priorYearTax: optional(planning.priorYearTax(jurisdiction)), priorYearAGI: optional(planning.priorYearAGI(jurisdiction)),
      priorYearFullYearReturn: planning.priorYearFullYearReturn, webAppByQuarter: webApp, remainingPaychecks: remainingPaychecks,
      asOfDay: today, timing: planning.withholdingTiming)
    facts.scheduledPayments = scheduled
    facts.jobs = paycheckJobs(report, schedules: schedules)
    // Tax withheld from an IRA distribution by December 31 counts as paid evenly: offered when
    // the return has one (a person on it with a distribution of kind `ira`) and the year is not over.
    if today <= yearEnd, let law = report.worksheet.currentLaw,
      law.household.peopleOnReturn.contains(where: { $0.retirementDistributions.contains { $0.isIRA } })
    {
      facts.iraWithholdingDeadline = (yearEnd, DayNumber.iso(yearEnd))
    }
    return facts
  }
}

extension TaxEngine {
  /// The jobs with paychecks left (yours, then your spouse's), for the withholding forms.
  func paycheckJobs(_ report: EstimateReport<N>, schedules: [PaycheckSchedule?]) -> [PaycheckJob] {
    let incomes = [report.household.userIncome, report.household.spouseIncome]
    return schedules.enumerated().compactMap { index, schedule in
      guard let schedule, schedule.remaining > 0, index < incomes.count else { return nil }
      let last = schedule.dates?.last(where: { $0 > clock.now }) ?? schedule.endDate
      return PaycheckJob(
        holder: index == 0 ? .user : .spouse, payFrequency: incomes[index].paysBiweekly ? .biweekly : .monthly,
        remainingPaychecks: schedule.remaining, lastPaycheck: DayNumber.iso(DayNumber.utcDay(of: last)))
    }
  }
}

/// Withholding whose dates are not known (a year-to-date total, simple mode's future total),
/// spread over the days it was or will be withheld, month by month.
enum WithholdingSpread {
  /// `total` split over the days after `from` through `through`, one payment per calendar month
  /// dated at the end of its part; the last takes what rounding leaves, so the parts add up.
  static func monthly<N: TaxNumber>(_ total: N, from: Int, through: Int) -> [RegularMethodPenalty.Payment<N>] {
    guard total != .zero else { return [] }
    var payments: [RegularMethodPenalty.Payment<N>] = []
    var assigned = N.zero
    forEachMonth(from: from, through: through) { start, end in
      payments.append(.init(day: end, amount: part(of: total, start: start, end: end, from: from, through: through, assigned: &assigned), source: .withholding))
    }
    return payments
  }

  /// The parts of the days after `from` through `through`, cut at month ends: each part's day
  /// before its first and its last day. One part ending on the later of the two when there are
  /// no days between them.
  static func forEachMonth(from: Int, through: Int, _ body: (_ start: Int, _ end: Int) -> Void) {
    guard through > from else {
      body(from, max(from, through))
      return
    }
    var start = from
    while start < through {
      let date = CivilCalendar.date(ofDayNumber: Int64(start + 1))
      let nextMonth = date.month == 12
        ? CivilCalendar.dayNumber(year: date.year + 1, month: 1, day: 1) : CivilCalendar.dayNumber(year: date.year, month: date.month + 1, day: 1)
      let end = min(Int(nextMonth) - 1, through)
      body(start, end)
      start = end
    }
  }

  /// The part of `total` for the days after `start` through `end`, in proportion to the days; the
  /// last part (ending on `through`), or the only one, takes what is not yet `assigned`.
  static func part<N: TaxNumber>(of total: N, start: Int, end: Int, from: Int, through: Int, assigned: inout N) -> N {
    let amount = end == through || through <= from ? total - assigned : total * N(end - start) / N(through - from)
    assigned += amount
    return amount
  }
}
