/// Next year's estimated-tax installments from this year's return, by the prior-year safe harbor
/// (IRC §6654(d)(1)(B)(ii) and (C); Form 1040-ES Estimated Tax Worksheet lines 12a–15; R&TC
/// §19136 and §19136.3, FTB Form 540-ES): whatever next year's income, paying these by their
/// dates leaves no underpayment penalty. Money in dollars, each payment rounded up to the dollar.
public struct NextYearInstallments: Sendable {
  public enum Basis: String, Sendable {
    /// 100% or 110% of this year's tax (1040-ES line 12b).
    case priorYear
    /// 90% of next year's projected tax (1040-ES line 12a): California's only basis when next
    /// year's AGI reaches R&TC §19136.3's limit, and then only as good as the projection.
    case projectedNextYear
  }

  /// One voucher: the least to pay by its date, so that the cumulative requirement is met.
  public struct Installment: Sendable, Equatable {
    public let quarter: String
    public let dueDate: String
    /// The share of the required annual payment due by this date, alone.
    public let share: Double
    /// Whole dollars: the cumulative requirement rounded up, less the earlier vouchers.
    public let amount: Double
  }

  /// The figures the rules are applied to (all from this year's return unless given).
  public struct Facts: Sendable {
    public var jurisdiction: TaxDataFile.Jurisdiction
    public var thisTaxYear: Int
    public var filingStatus: FilingStatus
    /// This year's total tax (Form 1040 line 24 less refundable credits; Form 540 the same).
    public var thisYearTax: Double
    /// This year's AGI (Form 1040 line 11; Form 540 line 17), for the 110% rule.
    public var thisYearAGI: Double
    /// The withholding expected next year (1040-ES line 13).
    public var expectedWithholding: Double
    /// Whether `expectedWithholding` was given (else it is this year's, paychecks going on).
    public var withholdingGiven: Bool
    /// California: next year's AGI as given, or nil (then taken as this year's, and said).
    public var nextYearAGI: Double?
    /// Next year's tax on this year's income under next year's tables, where they are loaded.
    public var projectedNextYearTax: Double?
    /// Paychecks next year, for the W-4 / DE 4 amount; nil without paychecks.
    public var payPeriods: Int?
    /// Whose job the paychecks are (the one with the most wages this year).
    public var payHolder: PaycheckJob.Holder = .user

    public init(
      jurisdiction: TaxDataFile.Jurisdiction, thisTaxYear: Int, filingStatus: FilingStatus, thisYearTax: Double, thisYearAGI: Double,
      expectedWithholding: Double, withholdingGiven: Bool, nextYearAGI: Double?, projectedNextYearTax: Double?, payPeriods: Int?
    ) {
      self.jurisdiction = jurisdiction
      self.thisTaxYear = thisTaxYear
      self.filingStatus = filingStatus
      self.thisYearTax = thisYearTax
      self.thisYearAGI = thisYearAGI
      self.expectedWithholding = expectedWithholding
      self.withholdingGiven = withholdingGiven
      self.nextYearAGI = nextYearAGI
      self.projectedNextYearTax = projectedNextYearTax
      self.payPeriods = payPeriods
    }
  }

  public let facts: Facts
  public var taxYear: Int { facts.thisTaxYear + 1 }
  /// The tax year whose penalty rules were applied: next year's when loaded, else this year's
  /// (the percentages and thresholds are statutory, unchanged since 2003 federally).
  public let rulesYear: Int
  /// Line 12a's share of next year's tax (90%).
  public let currentYearPercentage: Double
  /// 1.00, or 1.10 when this year's AGI is over `highIncomeAGIThreshold`.
  public let priorYearPercentage: Double
  public let highIncomeAGIThreshold: Double
  /// 1040-ES line 12b: this year's tax times `priorYearPercentage`; nil when it may not be used.
  public let priorYearBasis: Double?
  public let priorYearUnavailableReason: String?
  /// California's AGI limit on the prior-year basis (R&TC §19136.3); nil federally.
  public let currentYearOnlyAGIThreshold: Double?
  /// 1040-ES line 12a: 90% of next year's projected tax, where next year's tables are loaded.
  public let projectedBasis: Double?
  /// What the vouchers pay toward: the prior-year basis (or, without it, the projected one).
  public let basis: Basis?
  public let requiredAnnualPayment: Double?
  /// 1040-ES line 14a: the required annual payment less the expected withholding, at least 0.
  public let toPayBeyondWithholding: Double
  public let installments: [Installment]
  /// Form W-4 Step 4(c) / DE 4 line 2: the extra withholding per paycheck that meets the
  /// requirement alone (withholding counts evenly, IRC §6654(g)(1)); nil without paychecks.
  public let extraWithholdingPerPayPeriod: Double?
  /// Where no estimated tax is needed only if next year's tax comes out as projected (its tax less
  /// withholding under the minimum) while the expected withholding is short of the prior-year safe
  /// harbor: the extra withholding per paycheck that reaches it, safe whatever next year's income
  /// (nil otherwise, or without paychecks). `toPayBeyondWithholding` is the shortfall.
  public let extraWithholdingToBeSafe: Double?
  /// Why no estimated tax is needed next year, when the law asks none: then there are no
  /// vouchers and no withholding change. Federal: next year's tax less its withholding under the
  /// penalty data's minimum (IRC §6654(e)(1)); California: the same under its own (half of it
  /// separately), or this year's tax under it (R&TC §19136(c); FTB 540-ES). Next year's tax is the
  /// projection where next year's tables are loaded, else this year's.
  public let noEstimatedTaxReason: String?

  /// Applies next year's rules (`rules`: next year's when loaded, else this year's).
  public init(_ facts: Facts, rules: EstimatedTaxPenaltyRules<Double>) {
    self.facts = facts
    rulesYear = rules.taxYear
    let status = facts.filingStatus
    // IRC §6654(d)(1)(C)(i): the higher percentage when this year's AGI exceeds the threshold.
    highIncomeAGIThreshold = rules.highIncomeAGIThreshold[status]
    priorYearPercentage = facts.thisYearAGI > highIncomeAGIThreshold ? rules.highIncomePriorYearPercentage : rules.priorYearPercentage
    currentYearOnlyAGIThreshold = rules.currentYearOnlyAGIThreshold?[status]
    // R&TC §19136.3: not when next year's AGI reaches the limit (half of it filing separately).
    let nextYearAGI = facts.nextYearAGI ?? facts.thisYearAGI
    if let threshold = currentYearOnlyAGIThreshold, nextYearAGI >= threshold {
      priorYearBasis = nil
      priorYearUnavailableReason =
        "next year's AGI \(facts.nextYearAGI == nil ? "(taken as this year's) " : "")is \(Self.dollars(threshold)) or more: only next year's own tax may be used (R&TC §19136.3)"
    } else {
      // Never below zero: refundable credits above this year's tax ask no payment next year.
      priorYearBasis = Self.cents(max(0, facts.thisYearTax) * priorYearPercentage)
      priorYearUnavailableReason = nil
    }
    currentYearPercentage = rules.currentYearPercentage
    projectedBasis = facts.projectedNextYearTax.map { Self.cents(max(0, $0) * rules.currentYearPercentage) }
    if let priorYearBasis {
      basis = .priorYear
      requiredAnnualPayment = priorYearBasis
    } else if let projectedBasis {
      basis = .projectedNextYear
      requiredAnnualPayment = projectedBasis
    } else {
      basis = nil
      requiredAnnualPayment = nil
    }
    let next = facts.thisTaxYear + 1
    let threshold = rules.minimumBalanceDue[status]
    let nextYearTax = facts.projectedNextYearTax ?? facts.thisYearTax
    if facts.jurisdiction == .california && facts.thisYearTax < threshold {
      noEstimatedTaxReason =
        "this year's California tax, \(Self.dollars(max(0, facts.thisYearTax))), is under \(Self.dollars(threshold)): no underpayment penalty can arise for \(next), whatever its income (R&TC §19136(c); FTB 540-ES)"
    } else if nextYearTax - facts.expectedWithholding < threshold {
      let taxText = facts.projectedNextYearTax == nil ? "taken as this year's, \(Self.dollars(max(0, nextYearTax)))" : "projected at \(Self.dollars(max(0, nextYearTax)))"
      noEstimatedTaxReason =
        "\(next)'s tax (\(taxText)) less the \(Self.dollars(facts.expectedWithholding)) of withholding expected is under \(Self.dollars(threshold)), which owes no underpayment penalty (\(TaxAuthority.of(facts.jurisdiction).citations.underThreshold)); if your income rises, run plan again"
    } else {
      noEstimatedTaxReason = nil
    }
    let remaining = max(0, (requiredAnnualPayment ?? 0) - facts.expectedWithholding)
    toPayBeyondWithholding = Self.cents(remaining)
    // 1040-ES line 15 (and the 540-ES vouchers): each date's share of line 14a. Withholding counts
    // by the same shares, so each date's shortfall is line 14a times the cumulative share; each
    // cumulative amount is rounded up to the dollar, so the vouchers add up to line 14a rounded up.
    // The shares are the data's; the dates next year's (California's September share is 0: no voucher).
    // None where no estimated tax is needed, or where the requirement is not known.
    let dates = StateCatalog.installmentDueDates(taxYear: next, in: facts.jurisdiction)
    var cumulativeShare = 0.0
    var paid = 0.0
    var installments: [Installment] = []
    // One rule for every jurisdiction: no voucher and no extra withholding where withholding alone
    // meets the requirement (no $0 vouchers).
    let asked = noEstimatedTaxReason == nil && requiredAnnualPayment != nil && toPayBeyondWithholding > 0
    let vouchers = asked ? rules.installments.filter { $0.share > 0 } : []
    for (index, installment) in vouchers.enumerated() {
      cumulativeShare += installment.share
      let due = Self.dollarsUp(toPayBeyondWithholding * min(1, cumulativeShare))
      let dueDate = index < dates.count ? dates[index] : installment.dueDate
      installments.append(Installment(quarter: installment.quarter, dueDate: dueDate, share: installment.share, amount: due - paid))
      paid = due
    }
    self.installments = installments
    if let periods = facts.payPeriods, periods > 0, asked {
      extraWithholdingPerPayPeriod = Self.dollarsUp(toPayBeyondWithholding / Double(periods))
    } else {
      extraWithholdingPerPayPeriod = nil
    }
    // No payment needed if next year's tax is as projected; the safe harbor, whatever the income,
    // still asks more withholding: both said, each with its condition.
    if !asked, basis == .priorYear, toPayBeyondWithholding > 0, let periods = facts.payPeriods, periods > 0, noEstimatedTaxReason != nil,
      !(facts.jurisdiction == .california && facts.thisYearTax < threshold)
    {
      extraWithholdingToBeSafe = Self.dollarsUp(toPayBeyondWithholding / Double(periods))
    } else {
      extraWithholdingToBeSafe = nil
    }
  }

  /// The vouchers' total: line 14a rounded up to the dollar.
  public var vouchersTotal: Double { installments.reduce(0) { $0 + $1.amount } }

  /// Whether 90% of the projected tax asks less than the prior-year basis.
  public var projectedIsSmaller: Bool? {
    guard let priorYearBasis, let projectedBasis else { return nil }
    return projectedBasis < priorYearBasis
  }

  /// Up to the dollar; a binary remainder under a thousandth of a cent does not add a dollar.
  static func dollarsUp(_ value: Double) -> Double { max(0, (value - 0.00001).rounded(.up)) }

  static func cents(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  static func dollars(_ value: Double) -> String { InputExcerpt.dollars(value) }
}
