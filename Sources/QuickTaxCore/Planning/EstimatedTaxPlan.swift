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

  /// Extra withholding that would cover the shortfall instead of estimated payments.
  public struct WithholdingAlternative: Sendable {
    public let remainingPaychecks: Int
    public let extraPerPaycheck: N
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
  public let requiredAnnualPayment: N
  public let basis: Basis
  /// Why no penalty can arise (tax after withholding below the threshold), when that holds.
  public let noPenaltyReason: String?
  public let installments: [Installment]
  public let withholdingAlternative: WithholdingAlternative?
  public let timing: PlanningInputs.WithholdingTiming
  /// The penalty if the minimum payments are made on their dates.
  public let penaltyAsPlanned: RegularMethodPenalty.Result<N>
  /// The penalty if nothing more is paid than what is already made or withheld.
  public let penaltyIfNothingMore: RegularMethodPenalty.Result<N>
  /// Rate periods the penalty would run into whose rate is not known, with their notes.
  public let unknownRates: [String]
  /// Rates taken from secondary sources, with their notes.
  public let rateNotes: [String]
}

/// What the planner needs to know about one jurisdiction for one household.
public struct PlanningFacts<N: TaxNumber>: Sendable {
  public let currentYearTax: N
  /// AGI for this year (total income), for California's $1,000,000 rule.
  public let currentYearAGI: N
  public let filingStatus: FilingStatus
  public let totalWithholding: N
  /// Withholding with the dates it is withheld (used when timing is `.actual`).
  public let withholdingByDate: [RegularMethodPenalty.Payment<N>]
  /// Estimated payments made, each on its date.
  public let estimatedPayments: [RegularMethodPenalty.Payment<N>]
  public let priorYearTax: N?
  public let priorYearAGI: N?
  public let priorYearFullYearReturn: Bool
  /// The web app's plan, by quarter.
  let webApp: [String: EstimatedTaxPlan<N>.WebAppSuggestion]
  /// Paychecks still to come after the as-of date.
  public let remainingPaychecks: Int
  /// The as-of day (local to the household's time zone), as a day number.
  let asOfDay: Int
  public let timing: PlanningInputs.WithholdingTiming
}

extension EstimatedTaxPlan {
  /// Plans one jurisdiction under its penalty rules.
  public static func make(_ facts: PlanningFacts<N>, rules: EstimatedTaxPenaltyRules<N>) -> EstimatedTaxPlan<N> {
    let status = facts.filingStatus
    let currentYearBasis = facts.currentYearTax * rules.currentYearPercentage

    // IRC §6654(d)(1)(B)(ii), (C); R&TC §19136.3 for California's current-year-only rule.
    var priorYearBasis: N?
    var priorUnavailable: String?
    var priorPercentage = rules.priorYearPercentage
    if let threshold = rules.currentYearOnlyAGIThreshold?[status], facts.currentYearAGI >= threshold {
      priorUnavailable = "this year's AGI is at least \(threshold.plainDollars), so only this year's tax may be used"
    } else if !facts.priorYearFullYearReturn {
      priorUnavailable = "last year's return did not cover 12 months"
    } else if let priorTax = facts.priorYearTax {
      if let priorAGI = facts.priorYearAGI, priorAGI > rules.highIncomeAGIThreshold[status] {
        priorPercentage = rules.highIncomePriorYearPercentage
      }
      priorYearBasis = priorTax * priorPercentage
    } else {
      priorUnavailable = "last year's tax was not given"
    }
    let highIncomeThreshold = priorPercentage == rules.priorYearPercentage ? nil : rules.highIncomeAGIThreshold[status]
    let usePrior = priorYearBasis.map { $0 < currentYearBasis } ?? false
    let required = usePrior ? (priorYearBasis ?? currentYearBasis) : currentYearBasis
    let basis: Basis = usePrior ? .priorYear(percentage: priorPercentage) : .currentYear(percentage: rules.currentYearPercentage)

    // IRC §6654(e)(1): under $1,000 after withholding; R&TC §19136(c): under $500, this year or last.
    var noPenalty: String?
    let threshold = rules.minimumBalanceDue[status]
    if facts.currentYearTax - facts.totalWithholding < threshold {
      noPenalty = "the tax after withholding is under \(threshold.plainDollars)"
    } else if rules.jurisdiction == .california, facts.priorYearFullYearReturn, let prior = facts.priorYearTax, prior < threshold {
      noPenalty = "last year's tax was under \(threshold.plainDollars)"
    }

    let withholding: [RegularMethodPenalty.Payment<N>] =
      facts.timing == .actual
      ? facts.withholdingByDate
      : rules.installments.map { .init(day: $0.dueDay, amount: facts.totalWithholding * $0.withholdingShare, source: .withholding) }
    let madeOrWithheld = facts.estimatedPayments + withholding

    // The least to pay on each remaining date: the cumulative requirement less what is counted.
    var planned: [RegularMethodPenalty.Payment<N>] = []
    var installments: [Installment] = []
    var cumulativeShare = N.zero
    for installment in rules.installments {
      cumulativeShare += installment.share
      let requiredCumulative = required * cumulativeShare
      let dueDay = installment.dueDay
      let credited = madeOrWithheld.filter { $0.day <= dueDay }.reduce(N.zero) { $0 + $1.amount }
      let isPast = installment.dueDay < facts.asOfDay
      var minimum: N?
      if !isPast {
        let plannedSoFar = planned.reduce(N.zero) { $0 + $1.amount }
        let payment = noPenalty == nil ? jsMax(.zero, requiredCumulative - credited - plannedSoFar) : .zero
        minimum = payment
        if payment > .zero { planned.append(.init(day: dueDay, amount: payment, source: .plannedPayment)) }
      }
      installments.append(
        Installment(
          quarter: installment.quarter, dueDate: installment.dueDate, dueDateText: installment.dueDateText, isPast: isPast,
          requiredCumulative: requiredCumulative, creditedCumulative: credited, minimumPayment: minimum,
          webApp: facts.webApp[installment.quarter]))
    }

    // Extra withholding counts toward every installment when withholding is timed evenly, so it
    // can still cover a shortfall for dates already past.
    var alternative: WithholdingAlternative?
    let shortfall = required - facts.totalWithholding - facts.estimatedPayments.reduce(N.zero) { $0 + $1.amount }
    if noPenalty == nil, facts.timing == .even, shortfall > .zero, facts.remainingPaychecks > 0 {
      alternative = WithholdingAlternative(
        remainingPaychecks: facts.remainingPaychecks, extraPerPaycheck: shortfall / N(facts.remainingPaychecks))
    }

    let penaltyInstallments = rules.installments.map {
      RegularMethodPenalty.Installment(label: $0.quarter, dueDate: $0.dueDate, dueDay: $0.dueDay, required: required * $0.share)
    }
    func penalty(_ payments: [RegularMethodPenalty.Payment<N>]) -> RegularMethodPenalty.Result<N> {
      let result = RegularMethodPenalty.compute(
        installments: penaltyInstallments, payments: payments, ratePeriods: rules.penaltyRatePeriods, endDay: rules.filingDueDay)
      guard noPenalty != nil else { return result }
      return RegularMethodPenalty.Result(installments: result.installments.map(\.withoutPenalty), total: .zero)
    }
    let ifNothingMore = penalty(madeOrWithheld)
    let asPlanned = planned.isEmpty ? ifNothingMore : penalty(madeOrWithheld + planned)
    let unknown = rules.unknownRateNotes.filter { unknown in
      ifNothingMore.installments.contains { $0.slices.contains { $0.rate == nil && $0.days > 0 && $0.toDay >= unknown.fromDay } }
    }.map(\.text)

    return EstimatedTaxPlan(
      jurisdiction: rules.jurisdiction, currentYearTax: facts.currentYearTax, totalWithholding: facts.totalWithholding,
      estimatedPaymentsMade: facts.estimatedPayments.reduce(N.zero) { $0 + $1.amount }, currentYearBasis: currentYearBasis,
      priorYearBasis: priorYearBasis, priorYearUnavailableReason: priorUnavailable, priorYearPercentage: priorPercentage,
      priorYearHighIncomeThreshold: highIncomeThreshold, requiredAnnualPayment: required,
      basis: basis, noPenaltyReason: noPenalty, installments: installments, withholdingAlternative: alternative,
      timing: facts.timing, penaltyAsPlanned: asPlanned, penaltyIfNothingMore: ifNothingMore, unknownRates: unknown,
      rateNotes: rules.rateNotes)
  }
}

extension RegularMethodPenalty.InstallmentResult {
  /// The same line with no penalty (when an exception applies).
  var withoutPenalty: Self {
    Self(
      label: label, dueDate: dueDate, required: required, paidByDueDate: paidByDueDate, underpayment: underpayment,
      slices: [], penalty: .zero)
  }
}

extension TaxNumber {
  /// "$1,000,000": a threshold as a person reads it (whole dollars, thousands separated).
  var plainDollars: String {
    let value = jsRounded().doubleValue
    guard value.isFinite, abs(value) < 1e15, let whole = Int64(exactly: value.rounded()) else { return "$" + description }
    let digits = String(abs(whole))
    var grouped = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(character)
    }
    return (whole < 0 ? "-$" : "$") + grouped
  }
}
