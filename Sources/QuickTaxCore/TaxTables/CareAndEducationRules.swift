/// The child and dependent care credit (IRC §21, Form 2441) and the exclusion of dependent care
/// benefits (§129, Form 2441 Part III), as one year's figures: the federal file's
/// `dependentCareCredit`, and California's figures of the same rules as it conforms to them
/// (FTB 3506).
public struct DependentCareCreditRule<N: TaxNumber>: Sendable {
  /// A further reduction of the rate above a threshold by filing status (from 2026: §21(a)(2)(B)
  /// as amended by P.L. 119-21 §70405).
  public struct SecondPhaseout: Sendable {
    public let threshold: ByFilingStatus<N>
    public let step: ByFilingStatus<N>
    public let minimumRate: N
  }

  /// Form 2441 line 3 (Part III line 27): the expense limit for one qualifying person, and for
  /// two or more (§21(c)).
  public let oneQualifyingPersonLimit: N
  public let twoOrMoreQualifyingPersonsLimit: N
  /// Line 21: the benefits excluded (§129(a)(2)(A)); a married person filing separately's.
  public let benefitExclusionLimit: N
  public let benefitExclusionLimitSeparate: N
  /// Line 8: the rate, less `reductionPerStep` for each `phaseoutStep` (or part of one) of AGI
  /// above the threshold, not below `minimumRate`.
  public let maximumRate: N
  public let phaseoutThreshold: N
  public let phaseoutStep: N
  public let reductionPerStep: N
  public let minimumRate: N
  public let secondPhaseout: SecondPhaseout?

  /// Line 8's decimal for an AGI and filing status: the table's two decimals (.35 down to .20),
  /// without the binary remainder of subtracting the steps (0.35 − 8 × 0.01 is 0.26999999999999996).
  func rate(adjustedGrossIncome agi: N, filingStatus: FilingStatus) -> N {
    let steps = (jsMax(.zero, agi - phaseoutThreshold) / phaseoutStep).jsCeil
    var rate = jsMax(minimumRate, maximumRate - steps * reductionPerStep)
    if let second = secondPhaseout {
      let secondSteps = (jsMax(.zero, agi - second.threshold[filingStatus]) / second.step[filingStatus]).jsCeil
      rate = jsMin(rate, jsMax(second.minimumRate, rate - secondSteps * reductionPerStep))
    }
    return rate.roundedToCents
  }

  /// The expense limit for a number of qualifying persons (zero for none).
  func expenseLimit(qualifyingPersons: Int) -> N {
    qualifyingPersons >= 2 ? twoOrMoreQualifyingPersonsLimit : qualifyingPersons == 1 ? oneQualifyingPersonLimit : .zero
  }
}

/// California's child and dependent care expenses credit (R&TC §17052.6, FTB 3506): the federal
/// credit as California figures it (the IRC as of its conformity date), times a percentage by
/// California AGI; none above the last tier.
public struct CaliforniaDependentCareCreditRule<N: TaxNumber>: Sendable {
  public struct Tier: Sendable {
    public let maximumAGI: N
    public let rate: N
  }

  public let federalCredit: DependentCareCreditRule<N>
  /// Lowest AGI first.
  public let tiers: [Tier]

  /// Line 10's percentage for a California AGI.
  func rate(adjustedGrossIncome agi: N) -> N { tiers.first { agi <= $0.maximumAGI }?.rate ?? .zero }
}

/// The education credits (IRC §25A, Form 8863).
public struct EducationCreditRule<N: TaxNumber>: Sendable {
  /// Part III lines 27–30: the American opportunity credit is all of the first
  /// `fullRateExpenses` and `partRate` of the next `partRateExpenses` of each student's expenses;
  /// line 8: `refundableShare` of it is refundable.
  public let fullRateExpenses: N
  public let partRateExpenses: N
  public let partRate: N
  public let refundableShare: N
  /// Lines 11–12: the lifetime learning credit, `lifetimeLearningRate` of the return's expenses
  /// up to the limit.
  public let lifetimeLearningExpenseLimit: N
  public let lifetimeLearningRate: N
  /// Lines 2–6 and 13–17: the credits phase out over `phaseoutWidth` of modified AGI up to
  /// `phaseoutEnd`; the fraction is rounded to `fractionDecimals` places.
  public let phaseoutEnd: ByFilingStatus<N>
  public let phaseoutWidth: ByFilingStatus<N>
  public let fractionDecimals: Int
}

enum CareAndEducationReading {
  static func dependentCare<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> DependentCareCreditRule<N> {
    let limit = try group.object("expenseLimit")
    var second: DependentCareCreditRule<N>.SecondPhaseout?
    if let value = group.value("secondPhaseout"), value != .null {
      let phaseout = try group.object("secondPhaseout")
      second = .init(
        threshold: try TaxTableReading.amounts(phaseout.object("threshold")), step: try TaxTableReading.amounts(phaseout.object("step")),
        minimumRate: try phaseout.number("minimumRate"))
    }
    return DependentCareCreditRule(
      oneQualifyingPersonLimit: try limit.number("oneQualifyingPerson"), twoOrMoreQualifyingPersonsLimit: try limit.number("twoOrMoreQualifyingPersons"),
      benefitExclusionLimit: try group.number("benefitExclusionLimit"), benefitExclusionLimitSeparate: try group.number("benefitExclusionLimitSeparate"),
      maximumRate: try group.number("maximumRate"), phaseoutThreshold: try group.number("phaseoutThreshold"),
      phaseoutStep: try group.number("phaseoutStep"), reductionPerStep: try group.number("reductionPerStep"), minimumRate: try group.number("minimumRate"),
      secondPhaseout: second)
  }

  static func californiaDependentCare<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> CaliforniaDependentCareCreditRule<N> {
    var tiers: [CaliforniaDependentCareCreditRule<N>.Tier] = []
    for element in try group.array("tiers") {
      let tier = try JSONFieldReader(element.value, path: element.path)
      tiers.append(.init(maximumAGI: try tier.number("maximumAGI"), rate: try tier.number("rate")))
    }
    return CaliforniaDependentCareCreditRule(federalCredit: try dependentCare(group.object("federalCredit")), tiers: tiers)
  }

  static func education<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> EducationCreditRule<N> {
    let opportunity = try group.object("americanOpportunity")
    let lifetime = try group.object("lifetimeLearning")
    return EducationCreditRule(
      fullRateExpenses: try opportunity.number("fullRateExpenses"), partRateExpenses: try opportunity.number("partRateExpenses"),
      partRate: try opportunity.number("partRate"), refundableShare: try opportunity.number("refundableShare"),
      lifetimeLearningExpenseLimit: try lifetime.number("expenseLimit"), lifetimeLearningRate: try lifetime.number("rate"),
      phaseoutEnd: try TaxTableReading.amounts(group.object("phaseoutEnd")), phaseoutWidth: try TaxTableReading.amounts(group.object("phaseoutWidth")),
      fractionDecimals: try group.integer("fractionDecimals"))
  }
}

extension TaxDataValidation {
  /// The care and education figures: rates within [0, 1], limits not negative, the rate floors
  /// below the rates they bound, tiers by rising AGI.
  mutating func careAndEducation(_ care: DependentCareCreditRule<Double>, _ prefix: String) {
    nonNegative(care.oneQualifyingPersonLimit, "\(prefix).expenseLimit.oneQualifyingPerson")
    if !(care.twoOrMoreQualifyingPersonsLimit >= care.oneQualifyingPersonLimit) {
      fail("\(prefix).expenseLimit.twoOrMoreQualifyingPersons", "must not be below oneQualifyingPerson")
    }
    nonNegative(care.benefitExclusionLimit, "\(prefix).benefitExclusionLimit")
    nonNegative(care.benefitExclusionLimitSeparate, "\(prefix).benefitExclusionLimitSeparate")
    rate(care.maximumRate, "\(prefix).maximumRate")
    rate(care.minimumRate, "\(prefix).minimumRate")
    if care.minimumRate > care.maximumRate { fail("\(prefix).minimumRate", "must not be above maximumRate") }
    nonNegative(care.phaseoutThreshold, "\(prefix).phaseoutThreshold")
    positive(care.phaseoutStep, "\(prefix).phaseoutStep")
    rate(care.reductionPerStep, "\(prefix).reductionPerStep")
    if let second = care.secondPhaseout {
      amounts(second.threshold, "\(prefix).secondPhaseout.threshold")
      for status in second.step.statuses { positive(second.step[status], "\(prefix).secondPhaseout.step.\(status.rawValue)") }
      rate(second.minimumRate, "\(prefix).secondPhaseout.minimumRate")
    }
  }

  mutating func education(_ rule: EducationCreditRule<Double>) {
    nonNegative(rule.fullRateExpenses, "educationCredits.americanOpportunity.fullRateExpenses")
    nonNegative(rule.partRateExpenses, "educationCredits.americanOpportunity.partRateExpenses")
    rate(rule.partRate, "educationCredits.americanOpportunity.partRate")
    rate(rule.refundableShare, "educationCredits.americanOpportunity.refundableShare")
    nonNegative(rule.lifetimeLearningExpenseLimit, "educationCredits.lifetimeLearning.expenseLimit")
    rate(rule.lifetimeLearningRate, "educationCredits.lifetimeLearning.rate")
    amounts(rule.phaseoutEnd, "educationCredits.phaseoutEnd")
    for status in rule.phaseoutWidth.statuses { positive(rule.phaseoutWidth[status], "educationCredits.phaseoutWidth.\(status.rawValue)") }
    if !(0...6).contains(rule.fractionDecimals) { fail("educationCredits.fractionDecimals", "must be from 0 to 6") }
  }

  mutating func californiaCare(_ rule: CaliforniaDependentCareCreditRule<Double>) {
    careAndEducation(rule.federalCredit, "dependentCareCredit.federalCredit")
    if rule.tiers.isEmpty { fail("dependentCareCredit.tiers", "at least one tier must be listed") }
    for (index, tier) in rule.tiers.enumerated() {
      rate(tier.rate, "dependentCareCredit.tiers[\(index)].rate")
      if index > 0 && !(tier.maximumAGI > rule.tiers[index - 1].maximumAGI) {
        fail("dependentCareCredit.tiers[\(index)].maximumAGI", "must be above the tier before")
      }
    }
  }
}
