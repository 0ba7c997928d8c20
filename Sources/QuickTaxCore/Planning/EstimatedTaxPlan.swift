/// The least a household must pay, by each due date, to owe no underpayment penalty, what the web
/// app's plan (pay to zero) would have them pay instead, and what skipping it costs.
public struct EstimatedTaxPlan<N: TaxNumber>: Sendable {
  /// Which basis sets the required annual payment.
  public enum Basis: Sendable, Equatable {
    /// A share (90%) of this year's tax.
    case currentYear(percentage: N)
    /// A share (100% or 110%) of last year's tax.
    case priorYear(percentage: N)
  }

  /// One due date of the plan.
  public struct Installment: Sendable {
    public let quarter: String
    public let dueDate: String
    public let dueDateText: String
    /// Before the as-of date: nothing can be planned for it any more.
    public let isPast: Bool
    /// The required annual payment times the cumulative share due by this date.
    public let requiredCumulative: N
    /// Payments and withholding counted by this date, before any payment this plan suggests.
    public let creditedCumulative: N
    /// The least to pay on this date to owe no penalty from here on (nil for a past date).
    public let minimumPayment: N?
    /// What the web app's plan says for this date (it pays the year's balance to zero).
    public let webApp: WebAppSuggestion?

    /// The web app's amount for this date, when it suggests paying on it.
    public var payToZero: N? {
      if case .pay(let amount)? = webApp { return amount }
      return nil
    }
  }

  /// The web app's Summary step for one due date.
  public enum WebAppSuggestion: Sendable, Equatable {
    case pay(N)
    /// An estimated payment is entered for the date.
    case paid
    case pastDue
  }

  /// Extra withholding that would do instead of estimated payments.
  public struct WithholdingAlternative: Sendable {
    /// Which rule makes the extra withholding enough.
    public enum Rule: String, Sendable {
      /// Withholding counts toward every due date in its shares (IRC §6654(g)(1); R&TC §19136(e)),
      /// so the extra covers each date's cumulative shortfall, past dates included.
      case coversEachInstallment
      /// It brings this year's tax less withholding under the threshold, so no installment is
      /// required at all (IRC §6654(e)(1); R&TC §19136(c)).
      case underThreshold
    }

    public let remainingPaychecks: Int
    public let extraPerPaycheck: N
    /// The extra withholding for the year, and by which rule it is enough.
    public let total: N
    public let rule: Rule
    /// The penalty left when it is followed (nothing else paid but what is scheduled), and the part
    /// of it priced at projected rates: none under either rule (``EstimatedTaxPlan/make(_:rules:)``).
    public var penalty: N { .zero }
    public var projectedPenalty: N { .zero }
    /// The jobs whose paychecks carry the extra, for the forms (``formLines``).
    public var jobs: [PaycheckJob] = []
  }

  /// Tax withheld from an IRA distribution by December 31 instead of the estimated payments: it
  /// counts, like all withholding, in equal parts on the due dates (IRC §6654(g)(1); in
  /// California by the installment shares, FTB 5805 instructions, R&TC §19136(a)), so one
  /// withholding late in the year covers the dates already past. Offered when the household has
  /// IRA distributions and withholding counts evenly (under `--withholding actual` a December
  /// withholding counts in December only).
  public struct IRAWithholdingOption: Sendable {
    /// The tax to have withheld, and by which rule it is enough.
    public let amount: N
    public let rule: WithholdingAlternative.Rule
    /// December 31 of the tax year, `YYYY-MM-DD`, and as the text writes it.
    public let byDate: String
    public let byDateText: String
    /// The penalty left when it is followed (nothing else paid but what is scheduled), and the
    /// part of it priced at projected rates: none, as for ``WithholdingAlternative/penalty``.
    public var penalty: N { .zero }
    public var projectedPenalty: N { .zero }
  }

  /// Which method sets the required installments.
  public enum Method: String, Sendable {
    /// A share of the required annual payment on each date (Form 2210 Part III line 10).
    case regular
    /// The annualized income installment, where it is less (Schedule AI; FTB 5805 Part III).
    case annualized
  }

  /// One column of the annualized income installment method: Schedule AI lines 20–27 (FTB 5805
  /// Part III lines 15–23), after the period's tax (``AnnualizedPeriod``).
  public struct AnnualizedColumn: Sendable {
    public let quarter: String
    public let period: AnnualizedPeriod<N>
    /// The period's tax (line 19; California line 14e), the applicable percentage (line 20), and
    /// their product (line 21).
    public let tax: N
    public let applicablePercentage: N
    public let applicableTax: N
    /// Line 22: the installments of the earlier columns; line 23: the annualized income installment.
    public let earlierInstallments: N
    public let annualizedInstallment: N
    /// Line 24: the regular installment; line 25: what earlier columns saved; line 26: their sum.
    public let regularInstallment: N
    public let carriedSaving: N
    public let regularWithSaving: N
    /// Line 27: the smaller of lines 23 and 26, the required installment under the method.
    public let requiredInstallment: N
  }

  /// The January 31 rule: filing the return and paying the whole balance by January 31 leaves no
  /// penalty on the last installment (IRC §6654(h); FTB 5805, Worksheet II: "before February 1").
  public struct JanuaryOption: Sendable {
    /// `YYYY-MM-DD`.
    public let fileAndPayBy: String
    /// The penalty if the last installment's payment is replaced by the balance paid then.
    public let penalty: N
    /// The part of `penalty` priced at projected rates.
    public let projectedPenalty: N
  }

  public let jurisdiction: TaxDataFile.Jurisdiction
  /// This year's tax (the engine's total tax of the rule set in use).
  public let currentYearTax: N
  public let totalWithholding: N
  public let estimatedPaymentsMade: N
  /// The two bases: the current-year one always; the prior-year one when last year's tax is
  /// known, a full-year return was filed, and (California) this year's AGI is below the limit.
  public let currentYearBasis: N
  public let priorYearBasis: N?
  /// Why the prior-year basis is not available, when it is not.
  public let priorYearUnavailableReason: String?
  /// The prior-year share used (100%, or 110% above the AGI threshold), with that threshold when
  /// the higher share applied.
  public let priorYearPercentage: N
  public let priorYearHighIncomeThreshold: N?
  /// Last year's AGI was not given, so the higher share was taken to be safe.
  public let priorYearAGIAssumedHigh: Bool
  public let requiredAnnualPayment: N
  public let basis: Basis
  /// Why no penalty can arise (tax after withholding below the threshold), when that holds.
  public let noPenaltyReason: String?
  public let installments: [Installment]
  public let method: Method
  /// The annualized method's columns, when the household's income by period was worked out;
  /// ``method`` says whether they set the installments.
  public let annualized: [AnnualizedColumn]?
  /// The annualized method would lower the required installments, but what is paid and withheld
  /// by each date already covers the regular ones: no penalty either way, so no Schedule AI (FTB
  /// 5805 Part III) is needed and the regular method is used.
  public let annualizedNotNeeded: Bool
  /// Payments dated after the as-of date (`planning.payments`): counted on their dates in the plan,
  /// not as made.
  public let scheduledPayments: N
  public let januaryOption: JanuaryOption?
  public let withholdingAlternative: WithholdingAlternative?
  /// Withholding from an IRA distribution instead of the payments, when the household has one.
  public var iraWithholding: IRAWithholdingOption? = nil
  public let timing: PlanningInputs.WithholdingTiming
  /// The penalty if the minimum payments are made on their dates.
  public let penaltyAsPlanned: RegularMethodPenalty.Result<N>
  /// The penalty if nothing more is paid than what is already made or withheld.
  public let penaltyIfNothingMore: RegularMethodPenalty.Result<N>
  /// Rate periods the penalty runs into whose rate is not published and is projected (the last
  /// published rate carried forward), with their notes.
  public let projectedRates: [String]
  /// Rate periods the penalty would run into whose rate is not known and cannot be projected.
  public let unknownRates: [String]
  /// Rates taken from secondary sources, with their notes.
  public let rateNotes: [String]
}

/// What the planner needs to know about one jurisdiction for one household.
public struct PlanningFacts<N: TaxNumber>: Sendable {
  public let currentYearTax: N
  /// AGI for this year, for California's $1,000,000 rule: the jurisdiction's own
  /// (``ComprehensiveTaxWorksheet/estimatedTaxAGI(_:)``).
  public let currentYearAGI: N
  public let filingStatus: FilingStatus
  public let totalWithholding: N
  /// Withholding with the dates it is withheld (used when timing is `.actual`).
  public let withholdingByDate: [RegularMethodPenalty.Payment<N>]
  /// Estimated payments made, each on its date.
  public let estimatedPayments: [RegularMethodPenalty.Payment<N>]
  /// Payments dated after the as-of date, each on its date.
  public var scheduledPayments: [RegularMethodPenalty.Payment<N>] = []
  /// The tax of each period annualized, one per installment of the rules; nil when not worked out.
  public var annualizedPeriods: [AnnualizedPeriod<N>]? = nil
  public let priorYearTax: N?
  public let priorYearAGI: N?
  public let priorYearFullYearReturn: Bool
  /// The web app's plan, by quarter: a few pairs, looked up by ``webApp(_:)`` (a dictionary
  /// cost an allocation and hashing for four entries).
  let webAppByQuarter: [(quarter: String, suggestion: EstimatedTaxPlan<N>.WebAppSuggestion)]

  /// The web app's suggestion for `quarter`.
  func webApp(_ quarter: String) -> EstimatedTaxPlan<N>.WebAppSuggestion? {
    webAppByQuarter.first { $0.quarter == quarter }?.suggestion
  }
  /// Paychecks still to come after the as-of date.
  public let remainingPaychecks: Int
  /// The jobs those paychecks come from, each with its count (they add up to `remainingPaychecks`).
  public var jobs: [PaycheckJob] = []
  /// December 31 of the tax year (day number and `YYYY-MM-DD`) when the household has IRA
  /// distributions and the as-of day is not after it: tax withheld from one by then counts as
  /// paid evenly (``EstimatedTaxPlan/IRAWithholdingOption``). Nil otherwise.
  public var iraWithholdingDeadline: (day: Int, date: String)? = nil
  /// The as-of day (local to the household's time zone), as a day number.
  let asOfDay: Int
  public let timing: PlanningInputs.WithholdingTiming
}

extension EstimatedTaxPlan {
  /// Plans one jurisdiction under its penalty rules.
  public static func make(_ facts: PlanningFacts<N>, rules: EstimatedTaxPenaltyRules<N>) -> EstimatedTaxPlan<N> {
    let status = facts.filingStatus
    // Never below zero: refundable credits above the tax are no payment anyone is required to make.
    let currentYearBasis = jsMax(.zero, facts.currentYearTax * rules.currentYearPercentage)

    // IRC §6654(d)(1)(B)(ii), (C); R&TC §19136.3 for California's current-year-only rule.
    var priorYearBasis: N?
    var priorUnavailable: String?
    var priorPercentage = rules.priorYearPercentage
    var priorAGIAssumedHigh = false
    if let threshold = rules.currentYearOnlyAGIThreshold?[status], facts.currentYearAGI >= threshold {
      priorUnavailable = "this year's AGI is at least \(threshold.plainDollars), so only this year's tax may be used"
    } else if !facts.priorYearFullYearReturn {
      priorUnavailable = "last year's return did not cover 12 months"
    } else if let priorTax = facts.priorYearTax {
      if let priorAGI = facts.priorYearAGI {
        if priorAGI > rules.highIncomeAGIThreshold[status] { priorPercentage = rules.highIncomePriorYearPercentage }
      } else {
        // Without last year's AGI the higher share cannot be ruled out: the safe one is taken.
        priorPercentage = rules.highIncomePriorYearPercentage
        priorAGIAssumedHigh = true
      }
      priorYearBasis = jsMax(.zero, priorTax * priorPercentage)
    } else {
      priorUnavailable = "last year's tax was not given"
    }
    let highIncomeThreshold = priorPercentage == rules.priorYearPercentage ? nil : rules.highIncomeAGIThreshold[status]
    let usePrior = priorYearBasis.map { $0 < currentYearBasis } ?? false
    let required = usePrior ? (priorYearBasis ?? currentYearBasis) : currentYearBasis
    let basis: Basis = usePrior ? .priorYear(percentage: priorPercentage) : .currentYear(percentage: rules.currentYearPercentage)

    let noPenalty = noPenaltyException(facts, rules: rules)?.reason
    let threshold = rules.minimumBalanceDue[status]

    let withholding: [RegularMethodPenalty.Payment<N>] =
      facts.timing == .actual
      ? facts.withholdingByDate
      : rules.installments.map { .init(day: $0.dueDay, amount: facts.totalWithholding * $0.withholdingShare, source: .withholding) }
    let madeOrWithheld = facts.estimatedPayments + withholding

    // The annualized method where it lowers an installment (the forms take it for every date
    // once it is used, each column the smaller of the two); the regular method otherwise, without
    // the dates whose share is zero (California's September one). Where no installment is required
    // at all, the method has nothing to lower and is not shown.
    let annualized = noPenalty == nil ? facts.annualizedPeriods.flatMap { annualizedColumns($0, required: required, rules: rules) } : nil
    let lowersAnInstallment = annualized.map { Self.lowersAnInstallment($0) } ?? false
    // Schedule AI / Part III is worth filing only where it lowers a penalty: where what is paid,
    // withheld or scheduled by a date falls short of the regular requirement that the annualized
    // one lowers. Where every such date is covered, both methods leave no penalty and ask nothing.
    let counted = Self.joined(madeOrWithheld, facts.scheduledPayments)
    let useAnnualized =
      lowersAnInstallment && (annualized.map { Self.lowersAPenalty($0, counted: counted, rules: rules) } ?? false)
    let schedule = useAnnualized ? Array(rules.installments.indices) : rules.installments.indices.filter { rules.installments[$0].share > .zero }
    let requiredByInstallment = schedule.map { index in
      useAnnualized ? (annualized?[index].requiredInstallment ?? .zero) : required * rules.installments[index].share
    }

    // The least to pay on each remaining date: the cumulative requirement less what is counted and
    // what is already scheduled or planned by then.
    var planned: [RegularMethodPenalty.Payment<N>] = []
    var installments: [Installment] = []
    planned.reserveCapacity(schedule.count)
    installments.reserveCapacity(schedule.count)
    var requiredCumulative = N.zero
    for (position, index) in schedule.enumerated() {
      // Read in place: a copy of the installment copies its four texts.
      requiredCumulative += requiredByInstallment[position]
      let dueDay = rules.installments[index].dueDay
      let credited = paid(madeOrWithheld, through: dueDay)
      let isPast = dueDay < facts.asOfDay
      var minimum: N?
      if !isPast {
        let coming = paid(planned, through: dueDay, after: paid(facts.scheduledPayments, through: dueDay))
        let shortfall = requiredCumulative - credited - coming
        // Less than half a cent is arithmetic's remainder, not something to pay.
        let payment = noPenalty == nil && shortfall >= N(1) / N(200) ? shortfall : .zero
        minimum = payment
        if payment > .zero { planned.append(.init(day: dueDay, amount: payment, source: .plannedPayment)) }
      }
      let quarter = rules.installments[index].quarter
      installments.append(
        Installment(
          quarter: quarter, dueDate: rules.installments[index].dueDate, dueDateText: rules.installments[index].dueDateText,
          isPast: isPast, requiredCumulative: requiredCumulative, creditedCumulative: credited, minimumPayment: minimum,
          webApp: facts.webApp(quarter)))
    }

    // The extra withholding that would do instead of the payments, worked out once for both places
    // it can be withheld: the paychecks left, and an IRA distribution by December 31.
    let needed =
      noPenalty == nil && facts.timing == .even && (facts.remainingPaychecks > 0 || facts.iraWithholdingDeadline != nil)
      ? extraWithholdingNeeded(
        installments, shares: schedule.map { rules.installments[$0].withholdingShare }, facts: facts, threshold: threshold)
      : nil
    let alternative = facts.remainingPaychecks > 0 ? needed.map { withholdingAlternative($0, facts: facts) } : nil
    var iraWithholding: IRAWithholdingOption?
    if let needed, let deadline = facts.iraWithholdingDeadline {
      iraWithholding = IRAWithholdingOption(
        amount: needed.total, rule: needed.rule, byDate: deadline.date, byDateText: JSDateFormat.longDay(iso: deadline.date))
    }

    let penaltyInstallments = schedule.enumerated().map { position, index in
      RegularMethodPenalty.Installment(
        label: rules.installments[index].quarter, dueDate: rules.installments[index].dueDate, dueDay: rules.installments[index].dueDay,
        required: requiredByInstallment[position])
    }
    // Under an exception, Section A alone: no penalty to figure, so no Section B lines.
    func penalty(_ payments: [RegularMethodPenalty.Payment<N>]) -> RegularMethodPenalty.Result<N> {
      RegularMethodPenalty.compute(
        installments: penaltyInstallments, payments: payments, ratePeriods: rules.penaltyRatePeriods, endDay: rules.filingDueDay,
        sectionB: noPenalty == nil)
    }
    let ifNothingMore = penalty(madeOrWithheld)
    // The extra withholding (paychecks or an IRA distribution) leaves no penalty by the figures
    // already made: under the threshold none applies (IRC §6654(e)(1); R&TC §19136(c)), and
    // withholding counts toward every due date in its shares (§6654(g)(1); R&TC §19136(e)), so an
    // extra that covers each date's cumulative shortfall leaves no date underpaid — whatever is
    // scheduled besides only adds. Its `penalty` and `projectedPenalty` stay zero, not priced again.
    let scheduledOrPlanned = !facts.scheduledPayments.isEmpty || !planned.isEmpty
    let asPlanned = scheduledOrPlanned ? penalty(Self.joined(madeOrWithheld, facts.scheduledPayments, planned)) : ifNothingMore
    // The notes of the periods the penalty runs into (if nothing more is paid: it runs longest).
    func reached(_ notes: [(fromDay: Int, text: String)], where counts: (RegularMethodPenalty.Slice<N>) -> Bool) -> [String] {
      notes.filter { note in
        ifNothingMore.installments.contains { $0.slices.contains { counts($0) && $0.days > 0 && $0.toDay >= note.fromDay } }
      }.map(\.text)
    }
    let unknown = reached(rules.unknownRateNotes) { $0.rate == nil }
    let projected = reached(rules.projectedRateNotes) { $0.projected }

    // IRC §6654(h): the last installment's payment replaced by the whole balance paid with the
    // return by January 31 (a business day: §7503); no penalty on that installment, earlier ones
    // accrue until then.
    var january: JanuaryOption?
    if rules.hasJanuaryFilingOption, let last = installments.last, let lastMinimum = last.minimumPayment, lastMinimum > .zero {
      let deadlineDay = rules.januaryFilingDay
      let deadline = DayNumber.iso(deadlineDay)
      // The last installment's planned payment (the last of all: its minimum is above zero) is
      // replaced by the balance.
      var paidBefore = Self.joined(facts.estimatedPayments, facts.scheduledPayments, planned)
      paidBefore.removeLast()
      let balance = facts.currentYearTax - facts.totalWithholding - paidBefore.reduce(N.zero) { $0 + $1.amount }
      var payments = Self.joined(madeOrWithheld, facts.scheduledPayments, planned)
      payments.removeLast()
      payments.append(.init(day: deadlineDay, amount: jsMax(.zero, balance), source: .plannedPayment))
      let result = penalty(payments)
      let waived = result.installments.last
      january = JanuaryOption(
        fileAndPayBy: deadline, penalty: result.total - (waived?.penalty ?? .zero),
        projectedPenalty: result.projectedPenalty - (waived?.projectedPenalty ?? .zero))
    }

    var plan = EstimatedTaxPlan(
      jurisdiction: rules.jurisdiction, currentYearTax: facts.currentYearTax, totalWithholding: facts.totalWithholding,
      estimatedPaymentsMade: facts.estimatedPayments.reduce(N.zero) { $0 + $1.amount }, currentYearBasis: currentYearBasis,
      priorYearBasis: priorYearBasis, priorYearUnavailableReason: priorUnavailable, priorYearPercentage: priorPercentage,
      priorYearHighIncomeThreshold: highIncomeThreshold, priorYearAGIAssumedHigh: priorAGIAssumedHigh, requiredAnnualPayment: required,
      basis: basis, noPenaltyReason: noPenalty, installments: installments, method: useAnnualized ? .annualized : .regular,
      annualized: annualized, annualizedNotNeeded: lowersAnInstallment && !useAnnualized,
      scheduledPayments: facts.scheduledPayments.reduce(N.zero) { $0 + $1.amount }, januaryOption: january,
      withholdingAlternative: alternative,
      timing: facts.timing, penaltyAsPlanned: asPlanned, penaltyIfNothingMore: ifNothingMore, projectedRates: projected, unknownRates: unknown,
      rateNotes: rules.rateNotes)
    plan.iraWithholding = iraWithholding
    return plan
  }
}

extension EstimatedTaxPlan {
  /// What `payments` bring by `day`, added to `earlier` in the payments' order (as filtering
  /// them first and adding would, without the copy).
  static func paid(_ payments: [RegularMethodPenalty.Payment<N>], through day: Int, after earlier: N = .zero) -> N {
    payments.reduce(earlier) { $1.day <= day ? $0 + $1.amount : $0 }
  }

  /// Runs of payments one after the other, in one allocation (as `+` would give them, which
  /// allocates at each step).
  static func joined(_ runs: [RegularMethodPenalty.Payment<N>]...) -> [RegularMethodPenalty.Payment<N>] {
    var payments: [RegularMethodPenalty.Payment<N>] = []
    payments.reserveCapacity(runs.reduce(0) { $0 + $1.count })
    for run in runs { payments += run }
    return payments
  }

  /// The exception that leaves no penalty possible, when one applies: IRC §6654(e)(1), under
  /// $1,000 after withholding; R&TC §19136(c), under $500, this year or last.
  public enum NoPenaltyException: Sendable {
    case taxAfterWithholdingUnder(N)
    case priorYearTaxUnder(N)

    public var reason: String {
      switch self {
      case .taxAfterWithholdingUnder(let threshold): return "the tax after withholding is under \(threshold.plainDollars)"
      case .priorYearTaxUnder(let threshold): return "last year's tax was under \(threshold.plainDollars)"
      }
    }
  }

  public static func noPenaltyException(_ facts: PlanningFacts<N>, rules: EstimatedTaxPenaltyRules<N>) -> NoPenaltyException? {
    let threshold = rules.minimumBalanceDue[facts.filingStatus]
    if facts.currentYearTax - facts.totalWithholding < threshold { return .taxAfterWithholdingUnder(threshold) }
    if rules.jurisdiction == .california, facts.priorYearFullYearReturn, let prior = facts.priorYearTax, prior < threshold {
      return .priorYearTaxUnder(threshold)
    }
    return nil
  }
}

extension EstimatedTaxPlan {
  /// Extra withholding on the paychecks left that would do instead of the estimated payments,
  /// when withholding counts evenly: `needed` (``extraWithholdingNeeded(_:shares:facts:threshold:)``)
  /// spread over the remaining paychecks.
  static func withholdingAlternative(
    _ needed: (total: N, rule: WithholdingAlternative.Rule), facts: PlanningFacts<N>
  ) -> WithholdingAlternative {
    WithholdingAlternative(
      remainingPaychecks: facts.remainingPaychecks, extraPerPaycheck: needed.total / N(facts.remainingPaychecks), total: needed.total,
      rule: needed.rule, jobs: facts.jobs)
  }

  /// The extra withholding for the year that would do instead of the payments, wherever it is
  /// withheld (paychecks, an IRA distribution), and the rule that makes it enough: the least of
  /// (1) what covers every due date's cumulative shortfall, each date receiving its cumulative
  /// withholding share of the extra, and (2) what brings the year's tax less withholding under the
  /// threshold. Nil when nothing is short or a short date is one no withholding reaches.
  static func extraWithholdingNeeded(
    _ installments: [Installment], shares: [N], facts: PlanningFacts<N>, threshold: N
  ) -> (total: N, rule: WithholdingAlternative.Rule)? {
    var coverEach = N.zero
    var share = N.zero
    for (withholdingShare, installment) in zip(shares, installments) {
      share += withholdingShare
      let short = installment.requiredCumulative - installment.creditedCumulative
      guard short > .zero else { continue }
      guard share > .zero else { return nil }  // a date no withholding reaches
      coverEach = jsMax(coverEach, short / share)
    }
    guard coverEach > .zero else { return nil }
    // "Under" the threshold: a dollar below it.
    let underThreshold = jsMax(.zero, facts.currentYearTax - facts.totalWithholding - threshold + N(1))
    return underThreshold < coverEach ? (underThreshold, .underThreshold) : (coverEach, .coversEachInstallment)
  }
}

extension EstimatedTaxPlan {
  /// Schedule AI lines 20–27 (FTB 5805 Part III lines 15–23), column by column: the applicable
  /// percentage of the period's tax less the earlier installments, or the regular installment
  /// plus what earlier columns saved, whichever is smaller (IRC §6654(d)(2); R&TC §19136.1).
  static func annualizedColumns(
    _ periods: [AnnualizedPeriod<N>], required: N, rules: EstimatedTaxPenaltyRules<N>
  ) -> [AnnualizedColumn]? {
    guard periods.count == rules.installments.count else { return nil }
    var earlier = N.zero
    var saving = N.zero
    // By index: a pair of installment and period copied both, with their texts, at each step.
    var columns: [AnnualizedColumn] = []
    columns.reserveCapacity(periods.count)
    for index in periods.indices {
      let installment = rules.installments[index]
      let period = periods[index]
      // A state beside California has its period's tax where its return was made for the period.
      let tax: N
      switch rules.jurisdiction {
      case .federal: tax = period.federalTax
      case .california: tax = period.californiaTax
      default:
        guard let stateTax = period.stateTax else { return nil }
        tax = stateTax
      }
      let applicable = tax * installment.annualizedPercentage  // line 21
      let annualized = jsMax(.zero, applicable - earlier)  // line 23
      let regular = required * installment.share  // line 24
      let withSaving = regular + saving  // line 26
      let chosen = jsMin(annualized, withSaving)  // line 27
      columns.append(
        AnnualizedColumn(
          quarter: installment.quarter, period: period, tax: tax, applicablePercentage: installment.annualizedPercentage,
          applicableTax: applicable, earlierInstallments: earlier, annualizedInstallment: annualized, regularInstallment: regular,
          carriedSaving: saving, regularWithSaving: withSaving, requiredInstallment: chosen))
      saving = withSaving - chosen
      earlier += chosen
    }
    return columns
  }

  /// Whether the annualized method lowers a penalty: whether, by some date where it requires less
  /// than the regular method (by a cent or more), what is counted (`counted`: payments made,
  /// withholding, scheduled payments) falls short of the regular requirement. Elsewhere the two
  /// methods leave the same shortfall.
  static func lowersAPenalty(
    _ columns: [AnnualizedColumn], counted: [RegularMethodPenalty.Payment<N>], rules: EstimatedTaxPenaltyRules<N>
  ) -> Bool {
    var annualized = N.zero
    var regular = N.zero
    for (column, installment) in zip(columns, rules.installments) {
      annualized += column.requiredInstallment
      regular += column.regularInstallment
      guard regular - annualized >= N(1) / N(100) else { continue }
      if regular - paid(counted, through: installment.dueDay) >= N(1) / N(200) { return true }
    }
    return false
  }

  /// Whether the annualized installments fall behind the regular ones by any date (by a cent or
  /// more): then the method lowers at least one required installment.
  static func lowersAnInstallment(_ columns: [AnnualizedColumn]) -> Bool {
    var annualized = N.zero
    var regular = N.zero
    for column in columns {
      annualized += column.requiredInstallment
      regular += column.regularInstallment
      if regular - annualized >= N(1) / N(100) { return true }
    }
    return false
  }
}

extension TaxNumber {
  /// "$1,000,000": a threshold as a person reads it (whole dollars, thousands separated).
  var plainDollars: String {
    let value = jsRounded().doubleValue
    guard value.isFinite, abs(value) < 1e15, let whole = Int(exactly: value.rounded()) else { return "$" + description }
    return (whole < 0 ? "-$" : "$") + InputExcerpt.grouped(whole.magnitude)
  }
}
