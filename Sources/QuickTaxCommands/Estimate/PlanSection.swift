import QuickTaxCore

/// The safe-harbor plan in a report: what to do, then by jurisdiction the required annual
/// payment and why, each due date's minimum beside the web app's pay-to-zero amount, the
/// withholding alternative, and the penalty either way.
extension EstimateDocument {
  static let planSectionTitle = "Avoiding the underpayment penalty (safe harbor)"

  /// `completed`: the estimate of a year that has ended (current law), whose balance is paid
  /// with the return; once every due date has passed, the penalty is shown as it stands then.
  static func planSection<N: TaxNumber>(_ plans: [EstimatedTaxPlan<N>], completed: EstimateOutput<N>? = nil) -> Section? {
    guard !plans.isEmpty else { return nil }
    var section = Section(title: planSectionTitle)
    let allPast = plans.allSatisfy { $0.installments.allSatisfy(\.isPast) }
    let asOfDay = completed?.completedYear?.asOfDay
    if let completed, allPast, let year = completed.completedYear {
      section.blocks.append(
        .note(PlanAdvice.afterTheYear(year, returnDueDate: completed.returnDueDate(.federal), penalty: plans.contains { $0.noPenaltyReason == nil })))
    } else {
      section.blocks.append(.note(PlanAdvice.action(plans)))
    }
    for plan in plans {
      let agency = TaxAuthority.of(plan.jurisdiction).label
      let returnDueDate = completed?.returnDueDate(plan.jurisdiction)
      section.row(agency + ": required annual payment", MoneyFormat.dollars(plan.requiredAnnualPayment))
      section.blocks.append(.note(PlanAdvice.basis(plan)))
      if let reason = plan.noPenaltyReason {
        // A tax below zero has said so in words already (the basis).
        if plan.currentYearTax > .zero { section.blocks.append(.note("No estimated payments are needed: \(reason).")) }
        continue
      }
      PlanAdvice.methods(plan, agency: agency, into: &section)
      let rows = plan.installments.map { installment -> [String] in
        // A date that needs nothing says so: "$0" would read as a step to take.
        let minimum =
          installment.minimumPayment.map { $0 > .zero ? MoneyFormat.dollarsAtLeast($0) : "nothing needed" } ?? PlanAdvice.pastStatus(installment)
        let web: String
        switch installment.webApp {
        case .pay(let amount)?: web = MoneyFormat.dollars(amount)
        case .paid?: web = "paid"
        case .pastDue?: web = "past due"
        case nil: web = "—"
        }
        return [installment.quarter, installment.dueDateText, minimum, web]
      }
      // The web app's column only where it plans the jurisdiction (not New York).
      let webPlanned = plan.installments.contains { $0.webApp != nil }
      section.blocks.append(
        .table(
          title: agency, header: ["Quarter", "Due", "At least"] + (webPlanned ? ["Web app (pay to zero)"] : []),
          rows: webPlanned ? rows : rows.map { Array($0.prefix(3)) },
          mutedRows: Set(plan.installments.indices.filter { plan.installments[$0].isPast }), rightAligned: [2, 3]))
      // The penalty runs to the return's due date at the latest (IRC §6654(b)(2)): after it, paying sooner saves none.
      let penaltyRunning = asOfDay.map { day in returnDueDate.map { day <= $0 } ?? true } ?? true
      if penaltyRunning && plan.installments.contains(where: { $0.isPast && $0.requiredCumulative > $0.creditedCumulative }) {
        section.blocks.append(.note("A past shortfall keeps costing until it is paid: paying it now, not on the next due date, stops its penalty sooner."))
      }
      if let alternative = plan.withholdingAlternative {
        section.blocks.append(.note(PlanAdvice.withholding(plan, alternative)))
        if let forms = PlanAdvice.formLines(plan, alternative) { section.blocks.append(.note(forms)) }
      }
      if let ira = plan.iraWithholding { section.blocks.append(.note(PlanAdvice.iraWithholding(plan, ira))) }
      if plan.scheduledPayments > .zero {
        section.blocks.append(.note("Counted on their dates: \(MoneyFormat.dollars(plan.scheduledPayments)) of payments scheduled after the as-of date."))
      }
      if let january = plan.januaryOption, let last = plan.installments.last {
        section.blocks.append(
          .note(
            "Or, instead of the \(last.dueDateText) payment, file your return and pay the whole balance by "
              + "\(JSDateFormat.longDay(iso: january.fileAndPayBy)): no penalty on that installment "
              + "(\(TaxAuthority.of(plan.jurisdiction).citations.januaryFiling)); the penalty is then "
              + "\(PlanAdvice.penalty(january.penalty, projected: january.projectedPenalty))."))
      }
      if completed != nil && allPast, let returnDueDate {
        // Nothing left to plan: one penalty, the balance paid with the return on its due date.
        section.row("Penalty at the return's due date, \(JSDateFormat.longDay(iso: returnDueDate))", PlanAdvice.penalty(plan.penaltyIfNothingMore))
      } else {
        section.row("Penalty if you pay these", PlanAdvice.penalty(plan.penaltyAsPlanned))
        for line in PlanAdvice.penaltyLines(plan.penaltyAsPlanned) { section.row(line.label, line.value, level: 1) }
        section.row("Penalty if you pay nothing more", PlanAdvice.penalty(plan.penaltyIfNothingMore))
      }
      for line in PlanAdvice.penaltyLines(plan.penaltyIfNothingMore) { section.row(line.label, line.value, level: 1) }
      for projected in plan.projectedRates { section.blocks.append(.note("Projected: \(projected).")) }
      for unknown in plan.unknownRates { section.blocks.append(.note("Not counted: \(unknown).")) }
      if let rates = PenaltyRateWording.note(plan) { section.blocks.append(.note(rates)) }
    }
    return section
  }
}

/// The plan's sentences.
enum PlanAdvice {
  /// What to do: "Pay $2,028 to the IRS by June 16, 2025 and $1,498 to the FTB by June 16, 2025."
  /// Where extra withholding would do instead, the two are not equal (withholding counts toward
  /// past dates too, IRC §6654(g)(1)): each jurisdiction's options then say what each costs in cash
  /// and when, and what penalty each leaves, the one leaving less first.
  static func action<N: TaxNumber>(_ plans: [EstimatedTaxPlan<N>]) -> String {
    var payments: [String] = []
    var choices: [String] = []
    for plan in plans {
      if let first = paymentOption(plan, laterDates: false) { payments.append(first) }
      let pay = paymentOption(plan, laterDates: true)
      guard plan.withholdingAlternative != nil || plan.iraWithholding != nil else {
        if let pay { choices.append("\(agencyName(plan)): pay \(pay).") }
        continue
      }
      // Each option with the penalty it leaves; the cheaper first (the cash is the year's tax
      // either way), the payments first among equals.
      var options: [(text: String, penalty: N)] = []
      if let pay {
        options.append(("pay \(pay), " + leaves(plan.penaltyAsPlanned.total, projected: plan.penaltyAsPlanned.projectedPenalty), plan.penaltyAsPlanned.total))
      }
      if let alternative = plan.withholdingAlternative {
        // As shown: whole dollars per paycheck, rounded up, on each paycheck left.
        let perPaycheck = MoneyFormat.roundedUpToDollar(alternative.extraPerPaycheck.doubleValue)
        let kind = TaxAuthority.of(plan.jurisdiction).withholdingKind
        let inAll = MoneyFormat.dollars(perPaycheck * Double(alternative.remainingPaychecks))
        options.append(
          ("have \(MoneyFormat.dollars(perPaycheck)) more \(kind) withholding on each of the \(alternative.remainingPaychecks) "
            + "paychecks left (\(inAll) in all), " + leaves(alternative.penalty, projected: alternative.projectedPenalty), alternative.penalty))
      }
      if let ira = plan.iraWithholding {
        options.append((iraWithholdingOption(plan, ira) + ", " + leaves(ira.penalty, projected: ira.projectedPenalty), ira.penalty))
      }
      let ordered = options.enumerated().sorted { ($0.element.penalty, $0.offset) < ($1.element.penalty, $1.offset) }.map(\.element.text)
      guard let first = ordered.first else { continue }
      choices.append("\(agencyName(plan)): \(first)" + ordered.dropFirst().map { "; or instead \($0)" }.joined() + ".")
    }
    guard !payments.isEmpty || !choices.isEmpty else {
      return plans.allSatisfy({ $0.installments.allSatisfy(\.isPast) })
        ? "Every due date has passed; see the penalty below, and pay the balance by the return's due date."
        : "Nothing more is needed this year to stay clear of the penalty."
    }
    guard plans.contains(where: { $0.withholdingAlternative != nil || $0.iraWithholding != nil }) else {
      return "Pay " + payments.joined(separator: " and ") + "."
    }
    return choices.joined(separator: " ")
  }

  /// "$2,434 to the IRS by January 15, 2027" (with `laterDates`, what later dates need too: ",
  /// then $1,200 by ..."), nil when no remaining date needs a payment.
  static func paymentOption<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, laterDates: Bool) -> String? {
    let agency = TaxAuthority.of(plan.jurisdiction).agency
    let due = plan.installments.filter { !$0.isPast && ($0.minimumPayment ?? .zero) > .zero }
    guard let first = due.first, let minimum = first.minimumPayment else { return nil }
    var text = "\(MoneyFormat.dollarsAtLeast(minimum)) to \(agency) by \(first.dueDateText)"
    for later in due.dropFirst() where laterDates {
      if let amount = later.minimumPayment { text += ", then \(MoneyFormat.dollarsAtLeast(amount)) by \(later.dueDateText)" }
    }
    return text
  }

  static func agencyName<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>) -> String { TaxAuthority.of(plan.jurisdiction).name }

  /// "leaving no penalty", "leaving $64.52 of penalty (projected)".
  static func leaves<N: TaxNumber>(_ amount: N, projected: N) -> String {
    amount > .zero ? "leaving \(penalty(amount, projected: projected)) of penalty" : "leaving no penalty"
  }

  /// A year that has ended, every due date past: the balance goes with the return.
  static func afterTheYear(_ year: CompletedTaxYear, returnDueDate: String?, penalty: Bool) -> String {
    guard penalty else { return "Tax year \(year.taxYear) has ended; no underpayment penalty can arise (below)." }
    guard let returnDueDate else { return "Tax year \(year.taxYear) has ended and every due date has passed: pay the balance with the return." }
    let due = JSDateFormat.longDay(iso: returnDueDate)
    guard year.asOfDay > returnDueDate else {
      return "Tax year \(year.taxYear) has ended and every due date has passed: pay the balance with the return by \(due). "
        + "The penalty below is what the shortfalls cost if it is paid then; paid sooner, it costs less."
    }
    return "Tax year \(year.taxYear) has ended and its return was due \(due): the penalty below is what the shortfalls cost by then, "
      + "where it stops (IRC §6654(b)(2); R&TC §19136). A balance paid after that date owes interest and the late-payment penalty instead "
      + "(IRC §6601, §6651(a)(2); R&TC §19101, §19132), which this estimate does not compute."
  }

  /// Which basis sets the required annual payment, and why the other does not; in words where the
  /// year's tax is none or below zero (refundable credits above it), where a percentage of it
  /// would read as nonsense ("-0% of this year's tax").
  static func basis<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>) -> String {
    if plan.currentYearTax <= .zero {
      let refund = plan.currentYearTax < .zero
        ? "below zero (\(MoneyFormat.dollars(plan.currentYearTax.magnitudeForDisplay)) less than nothing: the refundable credits are more than the tax, and come back as a refund)"
        : "nothing"
      return "No estimated tax is required: this year's tax, after the refundable credits, is \(refund), so no installment is due on any date."
    }
    let current =
      "\(MoneyFormat.rate(currentPercentage(plan))) of this year's tax (\(MoneyFormat.dollars(plan.currentYearBasis)) of \(MoneyFormat.dollars(plan.currentYearTax)))"
    var prior = ""
    if let basis = plan.priorYearBasis {
      prior = "\(MoneyFormat.rate(plan.priorYearPercentage)) of last year's tax (\(MoneyFormat.dollars(basis)))"
    }
    var sentence: String
    switch plan.basis {
    case .currentYear where plan.priorYearBasis == nil:
      sentence = current.prefix(1).uppercased() + current.dropFirst() + "; last year's tax cannot be used: \(plan.priorYearUnavailableReason ?? "not given")."
    case .currentYear:
      sentence = current.prefix(1).uppercased() + current.dropFirst() + " is no more than " + prior + "."
    case .priorYear:
      sentence = prior.prefix(1).uppercased() + prior.dropFirst() + " is less than " + current + "."
    }
    if plan.priorYearAGIAssumedHigh {
      let flag = "--prior-\(TaxAuthority.of(plan.jurisdiction).optionWord)-agi"
      sentence += " 110%, not 100%, because last year's AGI was not given: 110% applies when it was over the threshold; give it with \(flag)."
    } else if let threshold = plan.priorYearHighIncomeThreshold {
      sentence += " 110%, not 100%, because last year's AGI was over \(MoneyFormat.dollars(threshold))."
    }
    return sentence
  }

  /// The regular and the annualized required installments side by side, naming the one used, when
  /// the annualized method was worked out and differs.
  static func methods<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, agency: String, into section: inout EstimateDocument.Section) {
    guard let columns = plan.annualized else { return }
    let citations = TaxAuthority.of(plan.jurisdiction).citations
    let form = citations.annualizedSchedule
    guard plan.method == .annualized else {
      section.blocks.append(
        .note(
          plan.annualizedNotNeeded
            ? "The annualized income installment method (\(form)) would require less by the earlier dates, but what is "
              + "withheld and paid by each date already covers the regular installments: no penalty either way, so \(form) is not needed."
            : "The annualized income installment method (\(form)) lowers no installment: the regular method is used."))
      return
    }
    var regular = N.zero
    var annualized = N.zero
    let rows = columns.map { column -> [String] in
      regular += column.regularInstallment
      annualized += column.requiredInstallment
      return [column.quarter, MoneyFormat.dollars(regular), MoneyFormat.dollars(annualized)]
    }
    section.blocks.append(
      .table(
        title: agency + ": required by each date, cumulative", header: ["Quarter", "Regular", "Annualized (used)"], rows: rows,
        mutedRows: [], rightAligned: [1, 2]))
    section.blocks.append(
      .note(
        "Your income comes late in the year: the annualized income installment method (\(form)) requires less by the earlier dates, "
          + "and the plan uses it (file \(citations.annualizedFiling) with your return)."))
  }

  /// The withholding alternative, and the rule that makes it enough.
  static func withholding<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, _ alternative: EstimatedTaxPlan<N>.WithholdingAlternative) -> String {
    let authority = TaxAuthority.of(plan.jurisdiction)
    let start =
      "Or raise \(authority.withholdingKind) withholding by \(MoneyFormat.dollarsAtLeast(alternative.extraPerPaycheck)) "
      + "on each of the \(alternative.remainingPaychecks) paychecks left: "
    switch alternative.rule {
    case .coversEachInstallment:
      return start + "withholding counts toward every due date in its share (\(authority.citations.withholdingEvenly)), "
        + "so it covers each date's shortfall, the dates already past included."
    case .underThreshold:
      return start + "that brings this year's tax less withholding under the threshold, so no installment is required "
        + "(\(authority.citations.underThreshold))."
    }
  }

  /// "have $2,960 of federal tax withheld from an IRA distribution by December 31, 2025" (the
  /// amount rounded up to the dollar).
  static func iraWithholdingOption<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, _ ira: EstimatedTaxPlan<N>.IRAWithholdingOption) -> String {
    let kind = TaxAuthority.of(plan.jurisdiction).adjective
    return "have \(MoneyFormat.dollarsAtLeast(ira.amount)) of \(kind) tax withheld from an IRA distribution by \(ira.byDateText)"
  }

  /// Why withholding from an IRA distribution is enough, how to ask for it, and what it does to
  /// income.
  static func iraWithholding<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, _ ira: EstimatedTaxPlan<N>.IRAWithholdingOption) -> String {
    let citations = TaxAuthority.of(plan.jurisdiction).citations
    let start = "Or " + iraWithholdingOption(plan, ira) + " (\(citations.retirementWithholdingForm)): "
    let rule: String
    switch ira.rule {
    case .coversEachInstallment:
      rule = "tax withheld from a pension or an IRA counts as paid in equal parts on the due dates, whenever it is withheld "
        + "(\(citations.retirementWithholdingEvenly)), so it covers each date's shortfall, the dates already past included."
    case .underThreshold:
      rule = "that brings this year's tax less withholding under the threshold, so no installment is required "
        + "(\(citations.underThreshold))."
    }
    return start + rule + " The tax withheld is part of the distribution: withheld from one already counted above (what is left of a "
      + "required minimum distribution, say) it changes no income; a distribution not yet counted adds to income and to the tax."
  }

  /// The withholding alternative as it goes on each job's form: "On Form W-4, Step 4(c) (extra
  /// withholding each pay period): $600 for your job (biweekly, 2 paychecks left, the last on
  /// December 18, 2026; $1,200 in all) and $600 for your spouse's job (...)". Nil without a job.
  static func formLines<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>, _ alternative: EstimatedTaxPlan<N>.WithholdingAlternative) -> String? {
    let lines = alternative.formLines
    guard !lines.isEmpty else { return nil }
    let form = TaxAuthority.of(plan.jurisdiction).citations.withholdingFormLine
    let jobs = lines.map { line -> String in
      let job = line.job
      let count = job.remainingPaychecks == 1 ? "1 paycheck left, on" : "\(job.remainingPaychecks) paychecks left, the last on"
      return "\(MoneyFormat.dollars(line.amountPerPayPeriod)) for \(job.holder.possessive) job (\(job.payFrequency.rawValue), \(count) "
        + "\(JSDateFormat.longDay(iso: job.lastPaycheck)); \(MoneyFormat.dollars(line.total)) in all)"
    }
    return "On \(form): " + jobs.joined(separator: " and ")
      + ". Add it to any amount already on that line and give the form to the employer now: each paycheck left must carry it."
  }

  static func currentPercentage<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>) -> N {
    plan.currentYearTax == .zero ? N(0) : plan.currentYearBasis / plan.currentYearTax
  }

  /// A past due date: covered, or how far short it fell.
  static func pastStatus<N: TaxNumber>(_ installment: EstimatedTaxPlan<N>.Installment) -> String {
    let short = installment.requiredCumulative - installment.creditedCumulative
    return short > .zero ? "past, \(MoneyFormat.dollars(short)) short" : "past, covered"
  }

  /// A penalty as shown: "$104.80", "$104.80 ($40.28 projected)", or "$40.28 (projected)" when all
  /// of it is priced at a projected rate (docs/planning.md, Rates).
  static func penalty<N: TaxNumber>(_ total: N, projected: N) -> String {
    guard projected > .zero else { return MoneyFormat.cents(total) }
    return projected >= total
      ? "\(MoneyFormat.cents(total)) (projected)" : "\(MoneyFormat.cents(total)) (\(MoneyFormat.cents(projected)) projected)"
  }

  /// A penalty worksheet's total as shown; days left unpriced (no published rate to project) are
  /// said beside it, never a bare $0.00.
  static func penalty<N: TaxNumber>(_ result: RegularMethodPenalty.Result<N>) -> String {
    penalty(result.total, projected: result.projectedPenalty) + (result.hasUnknownRates ? " and days not priced" : "")
  }

  static func penaltyLines<N: TaxNumber>(_ result: RegularMethodPenalty.Result<N>) -> [(label: String, value: String)] {
    result.installments.filter { $0.penalty > .zero }.map { installment in
      // One amount late throughout, or paid off in parts (then the last part's days).
      let inParts = installment.slices.contains { $0.amount != installment.slices.first?.amount }
      let days = (inParts ? "up to " : "") + "\(installment.daysLate) days"
      return (
        "\(installment.label): \(MoneyFormat.dollars(installment.underpayment)) short, \(days)",
        penalty(installment.penalty, projected: installment.projectedPenalty)
      )
    }
  }
}
