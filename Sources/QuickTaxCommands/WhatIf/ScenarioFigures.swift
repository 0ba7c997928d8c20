import QuickTaxCore

/// What one column of `whatif` shows: the household's taxes and balances, its marginal rate, what
/// the plan asks by the next due date and what paying nothing more would cost.
struct ScenarioFigures {
  let name: String
  let edits: [HouseholdEdit]
  let federalTotalTax: Double
  let federalBalance: Double
  let californiaTotalTax: Double?
  let californiaBalance: Double?
  /// A state's return made beside the federal one (Washington's excise tax): its name, total and
  /// balance; nil for none.
  let stateTax: (name: String, key: String, totalTax: Double, balance: Double)?
  /// The refundable credits (Form 1040 lines 27–29; Form 540 lines 75–76), which the person gets
  /// back whatever the tax.
  let federalRefundableCredits: Double
  let californiaRefundableCredits: Double?
  /// What the person pays, or gets back: both taxes less the refundable credits.
  let taxAfterRefundableCredits: Double
  /// Federal and California tax less refundable credits on `marginalStep` more of income, per
  /// dollar: more wages when the household has wages (the credits that phase out with earned
  /// income move with them), else more interest.
  let marginalRate: Double
  /// "wages" or "interest": what the marginal rate adds.
  let marginalIncome: String
  let nextPayments: [Jurisdiction]
  let markers: ThresholdMarkers

  struct Jurisdiction {
    let name: String
    /// The least to pay by the next due date still ahead, and that date; nil past the last one.
    let leastByNextDueDate: (amount: Double, dueDate: String)?
    let penaltyIfNothingMore: Double
    /// The part of it priced at a projected rate (the last published rate carried forward).
    let penaltyIfNothingMoreProjected: Double
  }

  var totalTax: Double { federalTotalTax + (californiaTotalTax ?? 0) + (stateTax?.totalTax ?? 0) }

  init(
    name: String, edits: [HouseholdEdit], output: EstimateOutput<Double>, marginal: EstimateOutput<Double>?, marginalIncome: String = "interest"
  ) {
    self.name = name
    self.edits = edits
    let result = output.report.estimate.result
    federalTotalTax = result.federalTax.totalTax
    federalBalance = result.federalTax.owedOrRefund
    californiaTotalTax = result.californiaTax?.totalTax
    californiaBalance = result.californiaTax?.owedOrRefund
    stateTax = result.stateTax.map { (TaxAuthority.of($0.jurisdiction).name, $0.jurisdiction.rawValue, $0.totalTax, $0.owedOrRefund) }
    federalRefundableCredits = result.federalTax.currentLaw?.refundableCredits ?? 0
    californiaRefundableCredits = result.californiaTax?.refundableCredits
    taxAfterRefundableCredits = result.taxAfterRefundableCredits
    self.marginalIncome = marginalIncome
    if let marginal {
      marginalRate = (marginal.report.estimate.result.taxAfterRefundableCredits - taxAfterRefundableCredits) / ScenarioFigures.marginalStep
    } else {
      marginalRate = .nan
    }
    nextPayments = output.plans.map { plan in
      let next = plan.installments.first { !$0.isPast }
      return Jurisdiction(
        name: TaxAuthority.of(plan.jurisdiction).adjective,
        leastByNextDueDate: next.map { ($0.minimumPayment ?? 0, $0.dueDateText) }, penaltyIfNothingMore: plan.penaltyIfNothingMore.total,
        penaltyIfNothingMoreProjected: plan.penaltyIfNothingMore.projectedPenalty)
    }
    markers = ThresholdMarkers(output.report)
  }

  /// The step of ordinary income the marginal rate is measured over. Below the ceiling of the IRS
  /// Tax Table (and the FTB's) the tax is a step function of taxable income, a row at a time: a
  /// step of a hundred dollars that moves taxable income by eighty (a QBI deduction takes 20%)
  /// lands across one row edge or two, reading 20% or 32% where the rate is 26.9%. A thousand
  /// spans twenty federal rows and ten California ones: at the usual shares of a dollar that reach
  /// taxable income (all of it, or 80%) it moves each table by whole rows, so the rate is the rate
  /// schedule's; elsewhere a row's rounding is at most a point.
  static let marginalStep = 1_000.0
}

/// The thresholds a household is past, read from its return, so that two scenarios can say which
/// one a change crosses.
struct ThresholdMarkers: Equatable {
  /// Whether the rule set computes the taxes below (current law); the web app's does not.
  var currentLaw = false
  var topOrdinaryRate: Double = 0
  var capitalGainsRate: Double?
  var netInvestmentIncomeTax = false
  var additionalMedicareTax = false
  var alternativeMinimumTax = false
  /// Schedule A's SALT cap after the phase-down, and whether it binds.
  var saltCap: Double?
  var saltCapBinds = false
  var itemizes = false
  var californiaTopRate: Double?
  var mentalHealthTax = false
  var californiaAlternativeMinimumTax = false
  /// The thresholds of a state's return made beside the federal one that the household is past
  /// (Washington's excise tax and its additional rate).
  var stateThresholds: [String] = []
  /// Those it is not yet past, for headroom.
  var stateThresholdsAhead: [String] = []
  /// The senior deduction (Schedule 1-A Part V) with a person 65 or older on the return: whether
  /// modified AGI is over its threshold (the deduction reduced by 6% of the excess), and whether
  /// nothing is left of it. Nil without a senior or in a year without the deduction.
  var seniorDeductionPhase: SeniorDeductionPhase?

  enum SeniorDeductionPhase: Equatable {
    case full, phasingOut, gone
  }
  /// Social Security benefits (current law, with benefits): where the provisional income is.
  var socialSecurity: SocialSecurityRegion?
  /// The credits and allowances that phase out with income.
  var credits: CreditMarkers

  init(_ report: EstimateReport<Double>) {
    credits = CreditMarkers(report)
    let federal = report.estimate.result.federalTax
    topOrdinaryRate = federal.ordinaryTaxBrackets.last { $0.taxableInBracket > 0 }?.bracket.rate ?? 0
    if let law = report.worksheet.currentLaw {
      currentLaw = true
      let regular = law.regularTax
      // The highest of the 0/15/20% brackets (from the tables) that holds some gain.
      let rates = report.tables.federal.capitalGainsBrackets[report.household.filingStatus].map(\.rate)
      capitalGainsRate = Array(zip([regular.atZero, regular.atFifteen, regular.atTwenty], rates)).last { $0.0 > 0 }?.1
      netInvestmentIncomeTax = (federal.currentLaw?.netInvestmentIncomeTax ?? 0) > 0
      additionalMedicareTax = (federal.currentLaw?.additionalMedicareTax ?? 0) > 0
      alternativeMinimumTax = (federal.currentLaw?.alternativeMinimumTax ?? 0) > 0
      saltCap = law.scheduleA.saltCap
      saltCapBinds = law.scheduleA.saltBeforeCap > law.scheduleA.saltCap
      itemizes = law.deductions.itemizes
      californiaAlternativeMinimumTax = (law.california?.alternativeMinimumTax.alternativeMinimumTax ?? 0) > 0
      let status = report.household.filingStatus
      if let rule = report.tables.federal.currentLaw?.seniorDeduction, rule.amount[status] > 0 {
        let seniors = Double(report.household.family.seniorCount(joint: status.isJoint))
        if seniors > 0 {
          seniorDeductionPhase = law.seniorDeduction >= rule.amount[status] * seniors ? .full : law.seniorDeduction > 0 ? .phasingOut : .gone
        }
      }
      if let worksheet = law.income.socialSecurity, let rule = report.tables.federal.currentLaw?.socialSecurityBenefits {
        socialSecurity = SocialSecurityRegion(worksheet, rule: rule)
      }
    }
    let stateLines = report.estimate.result.stateTax?.lines ?? []
    stateThresholds = stateLines.compactMap { $0.amount > 0 ? $0.threshold : nil }
    stateThresholdsAhead = stateLines.compactMap { $0.amount > 0 ? nil : $0.threshold }
    if let california = report.estimate.result.californiaTax {
      californiaTopRate = california.taxBrackets.last { $0.taxableInBracket > 0 }?.bracket.rate
      mentalHealthTax = california.mentalHealthTax > 0
    }
  }

  /// In words, what changes from `base` to `self`.
  func changes(from base: ThresholdMarkers) -> [String] {
    var reasons: [String] = []
    func percent(_ rate: Double) -> String { MoneyFormat.rate(rate) }
    if topOrdinaryRate != base.topOrdinaryRate {
      reasons.append("the top federal bracket goes from \(percent(base.topOrdinaryRate)) to \(percent(topOrdinaryRate))")
    }
    if let rate = capitalGainsRate, rate > 0, rate > (base.capitalGainsRate ?? 0) {
      reasons.append("long-term gains reach the \(percent(rate)) capital gains rate")
    } else if let rate = capitalGainsRate, let baseRate = base.capitalGainsRate, rate < baseRate {
      reasons.append("falls back to the \(percent(rate)) capital gains rate")
    }
    func flag(_ now: Bool, _ before: Bool, _ starts: String, _ ends: String) {
      if now && !before { reasons.append(starts) } else if before && !now { reasons.append(ends) }
    }
    flag(netInvestmentIncomeTax, base.netInvestmentIncomeTax, "NIIT starts", "no more NIIT")
    flag(additionalMedicareTax, base.additionalMedicareTax, "Additional Medicare Tax starts", "no more Additional Medicare Tax")
    flag(alternativeMinimumTax, base.alternativeMinimumTax, "AMT", "no more AMT")
    if let cap = saltCap, let baseCap = base.saltCap, cap != baseCap, saltCapBinds || base.saltCapBinds {
      reasons.append(
        cap < baseCap
          ? "SALT cap phase-down: the cap falls from \(MoneyFormat.dollars(baseCap)) to \(MoneyFormat.dollars(cap))"
          : "the SALT cap rises from \(MoneyFormat.dollars(baseCap)) to \(MoneyFormat.dollars(cap))")
    }
    flag(itemizes, base.itemizes, "itemizing beats the standard deduction", "the standard deduction beats itemizing")
    if let region = socialSecurity, let baseRegion = base.socialSecurity, region.tier != baseRegion.tier {
      reasons.append(region.tier > baseRegion.tier ? region.entered : "Social Security: back to \(region.entered)")
    }
    if let rate = californiaTopRate, let baseRate = base.californiaTopRate, rate != baseRate {
      reasons.append("California's top bracket goes from \(percent(baseRate)) to \(percent(rate))")
    }
    flag(mentalHealthTax, base.mentalHealthTax, "California's mental health services tax starts", "no more mental health services tax")
    flag(californiaAlternativeMinimumTax, base.californiaAlternativeMinimumTax, "California AMT", "no more California AMT")
    for threshold in stateThresholds where !base.stateThresholds.contains(threshold) { reasons.append(threshold) }
    for threshold in base.stateThresholds where !stateThresholds.contains(threshold) { reasons.append("back below: \(threshold)") }
    if let phase = seniorDeductionPhase, let basePhase = base.seniorDeductionPhase, phase != basePhase {
      switch phase {
      case .full: reasons.append("the senior deduction is whole again")
      case .phasingOut: reasons.append(basePhase == .full ? "the senior deduction starts to phase out (modified AGI over its threshold)" : "part of the senior deduction is back")
      case .gone: reasons.append("the senior deduction is fully phased out")
      }
    }
    return reasons + credits.changes(from: base.credits)
  }
}
