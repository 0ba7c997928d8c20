/// The figures of the rules the web app leaves out, which the `current-law` rule set's files hold
/// beside the web app's groups. A file without them (the `quicktax-web` files) computes as the web
/// app does; a year whose two files have them computes as the law does (Engine/CurrentLaw).

/// The tax table a return must use below a ceiling: the rate schedule's tax on the middle of the
/// row the income falls in, rounded to the dollar.
public struct TaxTableRule<N: TaxNumber>: Sendable {
  /// Rows of one width up to (not including) `below`.
  public struct Band: Sendable {
    public let below: N
    public let width: N
  }

  /// Taxable income from here up is taxed by the rate schedule.
  public let ceiling: N
  /// Federal: bands of rows from zero, each row `[k × width, (k + 1) × width)`.
  public let bands: [Band]
  /// California: rows of this width centred on its multiples (with $100 rows, `$51–$150` is
  /// taxed as the hundred);
  /// nil for the federal layout.
  public let centredRowWidth: N?

  /// The income the table taxes `income` as; nil at or above the ceiling (the schedule applies).
  public func rowMiddle(of income: N) -> N? {
    guard income < ceiling else { return nil }
    if let width = centredRowWidth {
      // Rows of whole dollars centred on the multiples of the width; the last row stops at the
      // ceiling and is taxed at its middle (as the FTB's table and OpenTaxSolver's emulation do).
      let half = width / N(2)
      if income >= ceiling - half + N(1) { return ceiling - width / N(4) }
      return ((income + half - N(1)) / width).jsFloor * width
    }
    guard let band = bands.first(where: { income < $0.below }) else { return nil }
    return (income / band.width).jsFloor * band.width + band.width / N(2)
  }
}

/// A share of income above a threshold that depends on the filing status.
public struct ThresholdRate<N: TaxNumber>: Sendable {
  public let rate: N
  public let threshold: ByFilingStatus<N>
}

/// Federal figures beyond the web app's (the `current-law` federal files).
/// A class, so that every return holds the year's rules by reference (a copy of a struct of
/// this size went field by field through its type's metadata, on every return).
public final class FederalCurrentLawRules<N: TaxNumber>: Sendable {
  /// Form 1040 line 16: the Tax Table below its ceiling.
  public let taxTable: TaxTableRule<N>
  /// IRC §1411, Form 8960.
  public let netInvestmentIncomeTax: ThresholdRate<N>
  /// IRC §3101(b)(2), Form 8959; employers withhold it on wages above `withholdingThreshold`.
  public let additionalMedicareTax: ThresholdRate<N>
  public let additionalMedicareWithholdingThreshold: N
  public let alternativeMinimumTax: AlternativeMinimumTaxRule<N>
  /// IRC §68 as amended in 2025 (from 2026); nil before.
  public let itemizedDeductionLimitation: ItemizedDeductionLimitationRule<N>?
  public let charitableContributions: CharitableContributionRule<N>
  /// IRC §63(f): the additional standard deduction for each person 65 or older, and for each
  /// who is blind (an amount per condition per person).
  public let additionalStandardDeduction: ByFilingStatus<N>
  /// IRC §151(d)(5)(C), Schedule 1-A Part V (2025–2028); nil in a year without it.
  public let seniorDeduction: SeniorDeductionRule<N>?
  /// IRC §24, Schedule 8812.
  public let childTaxCredit: ChildTaxCreditRule<N>
  /// Schedule A line 3: medical expenses count above this share of AGI (IRC §213(a)).
  public let medicalExpenseFloorRate: N
  /// The limits halved for a married person filing separately: SALT (§164(b)(7)), home
  /// acquisition debt (§163(h)(3)(B)(ii), (F)(i)(II)), the capital loss (§1211(b)).
  public let marriedFilingSeparately: MarriedFilingSeparatelyLimits<N>
  /// Schedule SE (IRC §1401, §1402).
  public let selfEmploymentTax: SelfEmploymentTaxRule<N>
  /// IRC §199A, Forms 8995 and 8995-A.
  public let qualifiedBusinessIncome: QualifiedBusinessIncomeRule<N>
  /// Schedule 1 adjustments: IRA, SEP and solo 401(k), HSA limits.
  public let retirementAndHealth: RetirementAndHealthRule<N>
  /// Form 8880.
  public let saversCredit: SaversCreditRule<N>
  /// Pensions and IRA distributions: QCDs and Form 5329.
  public let retirementDistributions: RetirementDistributionRule<N>
  /// The required minimum distribution helper's table, ages and excise; nil in a file without it.
  public let requiredMinimumDistribution: RequiredMinimumDistributionRule<N>?
  /// IRC §86: the taxable part of Social Security benefits (Form 1040 lines 6a–6b).
  public let socialSecurityBenefits: SocialSecurityBenefitsRule<N>
  /// Form 8582: the special allowance for rental real estate (IRC §469(i)).
  public let passiveActivityLosses: PassiveActivityLossRule<N>
  /// Schedule 3 line 1 and Form 1116 (IRC §904(j)).
  public let foreignTaxCredit: ForeignTaxCreditRule<N>
  /// IRC §32, Form 1040 line 27 (EarnedIncomeCredit.swift); nil in a file without it.
  public let earnedIncomeCredit: EarnedIncomeCreditRule<N>?
  /// IRC §3101: the employee's Social Security and Medicare tax (Schedule 8812 Part II-B).
  public let employeeSocialSecurityTax: EmployeeSocialSecurityTaxRule<N>?
  /// Form 2441 (IRC §21, §129) and Form 8863 (§25A).
  public let dependentCareCredit: DependentCareCreditRule<N>
  public let educationCredits: EducationCreditRule<N>
  /// Schedule 1-A Parts II–IV (2025–2028); nil in a year without them.
  public let schedule1A: Schedule1ARules<N>?
  /// Schedule 1 line 21 (IRC §221); nil in a file without it.
  public let studentLoanInterest: StudentLoanInterestRule<N>?

  public init(
    taxTable: TaxTableRule<N>, netInvestmentIncomeTax: ThresholdRate<N>, additionalMedicareTax: ThresholdRate<N>,
    additionalMedicareWithholdingThreshold: N, alternativeMinimumTax: AlternativeMinimumTaxRule<N>,
    itemizedDeductionLimitation: ItemizedDeductionLimitationRule<N>?, charitableContributions: CharitableContributionRule<N>,
    additionalStandardDeduction: ByFilingStatus<N>, seniorDeduction: SeniorDeductionRule<N>?,
    childTaxCredit: ChildTaxCreditRule<N>, medicalExpenseFloorRate: N,
    marriedFilingSeparately: MarriedFilingSeparatelyLimits<N>, selfEmploymentTax: SelfEmploymentTaxRule<N>,
    qualifiedBusinessIncome: QualifiedBusinessIncomeRule<N>, retirementAndHealth: RetirementAndHealthRule<N>,
    saversCredit: SaversCreditRule<N>, retirementDistributions: RetirementDistributionRule<N>,
    requiredMinimumDistribution: RequiredMinimumDistributionRule<N>? = nil, socialSecurityBenefits: SocialSecurityBenefitsRule<N>,
    passiveActivityLosses: PassiveActivityLossRule<N>, foreignTaxCredit: ForeignTaxCreditRule<N>,
    dependentCareCredit: DependentCareCreditRule<N>, educationCredits: EducationCreditRule<N>,
    earnedIncomeCredit: EarnedIncomeCreditRule<N>? = nil, employeeSocialSecurityTax: EmployeeSocialSecurityTaxRule<N>? = nil,
    schedule1A: Schedule1ARules<N>? = nil, studentLoanInterest: StudentLoanInterestRule<N>? = nil
  ) {
    self.employeeSocialSecurityTax = employeeSocialSecurityTax
    self.earnedIncomeCredit = earnedIncomeCredit
    self.schedule1A = schedule1A
    self.studentLoanInterest = studentLoanInterest
    self.taxTable = taxTable
    self.netInvestmentIncomeTax = netInvestmentIncomeTax
    self.additionalMedicareTax = additionalMedicareTax
    self.additionalMedicareWithholdingThreshold = additionalMedicareWithholdingThreshold
    self.alternativeMinimumTax = alternativeMinimumTax
    self.itemizedDeductionLimitation = itemizedDeductionLimitation
    self.charitableContributions = charitableContributions
    self.additionalStandardDeduction = additionalStandardDeduction
    self.seniorDeduction = seniorDeduction
    self.childTaxCredit = childTaxCredit
    self.medicalExpenseFloorRate = medicalExpenseFloorRate
    self.marriedFilingSeparately = marriedFilingSeparately
    self.selfEmploymentTax = selfEmploymentTax
    self.qualifiedBusinessIncome = qualifiedBusinessIncome
    self.retirementAndHealth = retirementAndHealth
    self.saversCredit = saversCredit
    self.retirementDistributions = retirementDistributions
    self.requiredMinimumDistribution = requiredMinimumDistribution
    self.socialSecurityBenefits = socialSecurityBenefits
    self.passiveActivityLosses = passiveActivityLosses
    self.foreignTaxCredit = foreignTaxCredit
    self.dependentCareCredit = dependentCareCredit
    self.educationCredits = educationCredits
  }
}

/// Schedule SE's rates and the year's Social Security wage base.
public struct SelfEmploymentTaxRule<N: TaxNumber>: Sendable {
  /// Line 4a: 92.35% of net profit are net earnings from self-employment.
  public let netEarningsRate: N
  public let socialSecurityRate: N
  public let medicareRate: N
  /// Line 7: the year's maximum earnings subject to Social Security tax.
  public let socialSecurityWageBase: N
  /// Line 4c: below this, no self-employment tax.
  public let minimumNetEarnings: N
  /// The share of the tax deductible (Schedule 1 line 15).
  public let deductibleShare: N
}

/// The qualified business income deduction.
public struct QualifiedBusinessIncomeRule<N: TaxNumber>: Sendable {
  public let rate: N
  /// Taxable income above which the W-2 wage / UBIA limit and the specified-service phase-out
  /// start, and the range over which they phase in.
  public let threshold: ByFilingStatus<N>
  public let phaseInRange: ByFilingStatus<N>
  /// The limit: the greater of `wageRate` of W-2 wages, or `wageAndPropertyWageRate` of them plus
  /// `propertyRate` of UBIA.
  public let wageRate: N
  public let wageAndPropertyWageRate: N
  public let propertyRate: N
  /// From 2026: at least this deduction when qualified business income reaches the next figure.
  public let minimumDeduction: N
  public let minimumIncomeForMinimumDeduction: N
}

/// The limits of the Schedule 1 adjustments QuickTax reads.
public struct RetirementAndHealthRule<N: TaxNumber>: Sendable {
  public let iraLimit: N
  public let iraCatchUp: N
  /// The IRA deduction of a person covered by a workplace plan phases out from the start over the
  /// width (married filing separately from $0); a person not covered whose spouse is, over the
  /// spouse figures; reductions rounded up to the step, and a deduction not below the minimum.
  public let iraPhaseoutStart: ByFilingStatus<N>
  public let iraPhaseoutWidth: ByFilingStatus<N>
  public let iraSpouseCoveredPhaseoutStart: N
  public let iraSpouseCoveredPhaseoutWidth: N
  public let iraReductionRounding: N
  public let iraMinimumDeduction: N
  public let electiveDeferralLimit: N
  public let annualAdditionsLimit: N
  /// SEP contributions for oneself: 25% of compensation, which is 20% of net earnings less half
  /// the self-employment tax.
  public let sepRateOfNetEarnings: N
  /// HSA contributions: the self-only and family limits, and the catch-up.
  public let hsaSelfOnlyLimit: N
  public let hsaFamilyLimit: N
  public let hsaCatchUp: N
  /// Elective deferrals' catch-up (IRC §414(v)), larger at ages 60 to 63 (from 2025).
  public let electiveDeferralCatchUp: N
  public let electiveDeferralCatchUpAge60To63: N
  /// The ages the catch-ups start at (statutory, kept with the amounts they unlock).
  public let iraCatchUpAge: Int
  public let hsaCatchUpAge: Int
  public let electiveDeferralCatchUpAge: Int
  public let electiveDeferralCatchUpAges60To63: ClosedRange<Int>
}

/// The federal limits a married person filing separately has in place of the others'.
public struct MarriedFilingSeparatelyLimits<N: TaxNumber>: Sendable {
  public let saltLimit: SeparateReturnSaltLimit<N>
  public let mortgageInterestLimits: MortgageInterestLimits<N>
  public let capitalLossLimit: N
}

/// A separate return's SALT limit (IRC §164(b)(6)(B), (b)(7)(B); the Schedule A line 5e
/// worksheet): the limit phases down from this threshold (worksheet line 5), and the return takes
/// this share of the limit after the phase-down and the floor (line 10), not a halved limit and
/// floor phased down at the full rate.
public struct SeparateReturnSaltLimit<N: TaxNumber>: Sendable {
  public let phaseoutThreshold: N
  public let shareOfLimit: N
}

/// The senior deduction: an amount for each person 65 or older, less a share of modified AGI
/// above a threshold, each person's amount reduced on its own.
public struct SeniorDeductionRule<N: TaxNumber>: Sendable {
  /// Per qualifying person; zero where the status cannot claim it (married filing separately).
  public let amount: ByFilingStatus<N>
  public let phaseoutThreshold: ByFilingStatus<N>
  public let phaseoutRate: N
}

/// The child tax credit and the credit for other dependents (IRC §24), and the refundable
/// additional child tax credit (§24(d), Schedule 8812 Part II-A).
public struct ChildTaxCreditRule<N: TaxNumber>: Sendable {
  /// Line 5: per qualifying child under 17.
  public let perChild: N
  /// Line 7: per other dependent.
  public let perOtherDependent: N
  /// Line 9.
  public let phaseoutThreshold: ByFilingStatus<N>
  /// Line 10–11: `reductionPerStep` for each `phaseoutStep` (or part of one) of modified AGI above
  /// the threshold.
  public let phaseoutStep: N
  public let reductionPerStep: N
  /// Line 16b: the refundable part's limit per qualifying child.
  public let refundablePerChild: N
  /// Lines 18a–20: earned income above the threshold, times the rate.
  public let earnedIncomeThreshold: N
  public let earnedIncomeRate: N
}

/// Form 8880, the saver's credit (IRC §25B): a rate by AGI and filing status of each person's
/// contributions up to the limit.
public struct SaversCreditRule<N: TaxNumber>: Sendable {
  public struct Tier: Sendable {
    public let rate: N
    /// The rate applies at or below this AGI (Form 8880 line 9's table).
    public let maximumAGI: ByFilingStatus<N>
  }

  /// Line 6: each person's contributions count up to this.
  public let contributionLimit: N
  /// Highest rate first.
  public let tiers: [Tier]
}

/// Form 6251: the exemption, its phase-out, and the 26% / 28% rates.
public struct AlternativeMinimumTaxRule<N: TaxNumber>: Sendable {
  public let exemption: ByFilingStatus<N>
  public let phaseoutThreshold: ByFilingStatus<N>
  public let phaseoutRate: N
  /// 26% up to the breakpoint, 28% above (the breakpoint halved for married filing separately).
  public let brackets: ByFilingStatus<[TaxBracket<N>]>
}

/// IRC §68 from 2026: itemized deductions less `numerator / denominator` of the lesser of the
/// deductions or taxable income (plus them) above the 37% bracket's start.
public struct ItemizedDeductionLimitationRule<N: TaxNumber>: Sendable {
  public let numerator: N
  public let denominator: N
  public let threshold: ByFilingStatus<N>
}

/// IRC §170: how much of the donations entered counts.
public struct CharitableContributionRule<N: TaxNumber>: Sendable {
  /// Itemizers deduct only what exceeds this share of AGI (0.5% from 2026; zero before).
  public let itemizerFloorRate: N
  /// Cash gifts to public charities count up to this share of AGI.
  public let cashLimitRate: N
  /// Non-itemizers deduct cash gifts up to this (from 2026; zero before).
  public let nonItemizerLimit: ByFilingStatus<N>
}

/// California figures beyond the web app's (the `current-law` California files).
/// A class, like ``FederalCurrentLawRules``.
public final class CaliforniaCurrentLawRules<N: TaxNumber>: Sendable {
  /// Form 540 line 31: the tax table below its ceiling.
  public let taxTable: TaxTableRule<N>
  /// R&TC §17054: the personal exemption credit (and how many each status has), the senior and
  /// blind credits (one per person), and the dependent credit (one per dependent).
  public let personalCredit: N
  public let personalExemptions: ByFilingStatus<N>
  public let seniorCredit: N
  public let blindCredit: N
  public let dependentCredit: N
  /// R&TC §17054.1: each credit loses `reductionPerCredit` for each `reductionStep` (or part of
  /// one) of federal AGI over the threshold.
  public let creditPhaseoutThreshold: ByFilingStatus<N>
  public let reductionPerCredit: N
  public let reductionStep: ByFilingStatus<N>
  /// Schedule CA (540): cash gifts count up to this share of AGI (R&TC §17201, IRC §170(b) as
  /// California conforms to it).
  public let charitableCashLimitRate: N
  /// Schedule CA: medical expenses count above this share of AGI.
  public let medicalExpenseFloorRate: N
  /// Home acquisition debt a married person filing separately may deduct interest on.
  public let marriedFilingSeparatelyMortgageBalanceLimit: N
  /// California SDI withheld from wages (no wage ceiling from 2024): deductible as state income
  /// tax on federal Schedule A line 5a.
  public let disabilityInsuranceRate: N
  /// Schedule P (540).
  public let alternativeMinimumTax: CaliforniaAlternativeMinimumTaxRule<N>
  /// R&TC §17077: the itemized deduction limitation.
  public let itemizedLimitationThreshold: ByFilingStatus<N>
  public let itemizedLimitationAGIRate: N
  public let itemizedLimitationDeductionRate: N
  /// FTB 3805P and California's QCD limit.
  public let retirementDistributions: CaliforniaRetirementDistributionRule<N>
  /// Groups of the file marked as projected, with the source that says from what.
  public let projections: [Projection]
  /// FTB 3506 (R&TC §17052.6).
  public let dependentCareCredit: CaliforniaDependentCareCreditRule<N>
  /// Form 540 line 46 (R&TC §17053.5); nil in a file without it.
  public let rentersCredit: RentersCreditRule<N>?
  /// FTB 3514 (Form3514.swift); nil in a file without it.
  public let earnedIncomeCredit: CaliforniaEarnedIncomeCreditRule<N>?

  public init(
    taxTable: TaxTableRule<N>, personalCredit: N, personalExemptions: ByFilingStatus<N>, seniorCredit: N, blindCredit: N,
    dependentCredit: N, creditPhaseoutThreshold: ByFilingStatus<N>, reductionPerCredit: N, reductionStep: ByFilingStatus<N>,
    charitableCashLimitRate: N, medicalExpenseFloorRate: N, marriedFilingSeparatelyMortgageBalanceLimit: N,
    disabilityInsuranceRate: N, alternativeMinimumTax: CaliforniaAlternativeMinimumTaxRule<N>,
    itemizedLimitationThreshold: ByFilingStatus<N>, itemizedLimitationAGIRate: N, itemizedLimitationDeductionRate: N,
    retirementDistributions: CaliforniaRetirementDistributionRule<N>, projections: [Projection],
    dependentCareCredit: CaliforniaDependentCareCreditRule<N>, rentersCredit: RentersCreditRule<N>? = nil,
    earnedIncomeCredit: CaliforniaEarnedIncomeCreditRule<N>? = nil
  ) {
    self.rentersCredit = rentersCredit
    self.taxTable = taxTable
    self.personalCredit = personalCredit
    self.personalExemptions = personalExemptions
    self.seniorCredit = seniorCredit
    self.blindCredit = blindCredit
    self.dependentCredit = dependentCredit
    self.creditPhaseoutThreshold = creditPhaseoutThreshold
    self.reductionPerCredit = reductionPerCredit
    self.reductionStep = reductionStep
    self.charitableCashLimitRate = charitableCashLimitRate
    self.medicalExpenseFloorRate = medicalExpenseFloorRate
    self.marriedFilingSeparatelyMortgageBalanceLimit = marriedFilingSeparatelyMortgageBalanceLimit
    self.disabilityInsuranceRate = disabilityInsuranceRate
    self.alternativeMinimumTax = alternativeMinimumTax
    self.itemizedLimitationThreshold = itemizedLimitationThreshold
    self.itemizedLimitationAGIRate = itemizedLimitationAGIRate
    self.itemizedLimitationDeductionRate = itemizedLimitationDeductionRate
    self.retirementDistributions = retirementDistributions
    self.projections = projections
    self.dependentCareCredit = dependentCareCredit
    self.earnedIncomeCredit = earnedIncomeCredit
  }
}

/// California's alternative minimum tax (Schedule P (540), R&TC §17062).
public struct CaliforniaAlternativeMinimumTaxRule<N: TaxNumber>: Sendable {
  public let exemption: ByFilingStatus<N>
  public let phaseoutThreshold: ByFilingStatus<N>
  public let phaseoutRate: N
  /// The flat rate of the tentative minimum tax.
  public let rate: N
  /// Line 2: itemized medical expenses added back up to this share of AGI.
  public let medicalAddBackRate: N
}

/// A group of a table file whose figures are projected, not yet published.
public struct Projection: Sendable, CustomStringConvertible {
  /// The group's key ("brackets").
  public let group: String
  /// What the figures are projected from: the title of the source the group cites.
  public let source: String

  /// "brackets: Projection: 2025 figures × 1.034 ...", made once as the file is read (every
  /// California return's JSON lists them).
  public let description: String

  init(group: String, source: String) {
    self.group = group
    self.source = source
    description = "\(group): \(source)"
  }
}

extension FederalCurrentLawRules {
  /// The file's current-law groups; nil when it has none (a web-app file). A file with some but
  /// not all of them is an error.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> FederalCurrentLawRules? {
    let groups = [
      "taxTable", "netInvestmentIncomeTax", "additionalMedicareTax", "alternativeMinimumTax", "charitableContributions",
      "additionalStandardDeduction", "childTaxCredit", "medicalExpenses", "selfEmploymentTax", "qualifiedBusinessIncome",
      "retirementAndHealth", "saversCredit", "retirementDistributions", "socialSecurityBenefits", "passiveActivityLosses", "foreignTaxCredit",
      "dependentCareCredit", "educationCredits",
    ]
    guard try CurrentLawReading.hasGroups(file, groups) else { return nil }
    let table = try file.group("taxTable")
    var bands: [TaxTableRule<N>.Band] = []
    for element in try table.array("rows") {
      let row = try JSONFieldReader(element.value, path: element.path)
      bands.append(TaxTableRule.Band(below: try row.number("below"), width: try row.number("width")))
    }
    let niit = try file.group("netInvestmentIncomeTax")
    let medicare = try file.group("additionalMedicareTax")
    let amt = try file.group("alternativeMinimumTax")
    let charity = try file.group("charitableContributions")
    var limitation: ItemizedDeductionLimitationRule<N>?
    if file.document.value("itemizedDeductionLimitation") != nil {
      let group = try file.group("itemizedDeductionLimitation")
      limitation = ItemizedDeductionLimitationRule(
        numerator: try group.number("numerator"), denominator: try group.number("denominator"),
        threshold: try TaxTableReading.amounts(group.object("threshold")))
    }
    var senior: SeniorDeductionRule<N>?
    if file.document.value("seniorDeduction") != nil {
      let group = try file.group("seniorDeduction")
      senior = SeniorDeductionRule(
        amount: try TaxTableReading.amounts(group.object("amount")),
        phaseoutThreshold: try TaxTableReading.amounts(group.object("phaseoutThreshold")), phaseoutRate: try group.number("phaseoutRate"))
    }
    let credit = try file.group("childTaxCredit")
    let se = try file.group("selfEmploymentTax")
    let qbi = try file.group("qualifiedBusinessIncome")
    let retirement = try file.group("retirementAndHealth")
    let savers = try file.group("saversCredit")
    let passive = try file.group("passiveActivityLosses")
    let separatePassive = try passive.object("marriedFilingSeparatelyLivingApart")
    var saverTiers: [SaversCreditRule<N>.Tier] = []
    for element in try savers.array("tiers") {
      let tier = try JSONFieldReader(element.value, path: element.path)
      saverTiers.append(.init(rate: try tier.number("rate"), maximumAGI: try TaxTableReading.amounts(tier.object("maximumAGI"))))
    }
    let separateSALT = try file.group("saltCap").object("marriedFilingSeparately")
    let separateMortgage = try file.group("mortgageInterestLimits").object("marriedFilingSeparately")
    return FederalCurrentLawRules(
      taxTable: TaxTableRule(ceiling: try table.number("ceiling"), bands: bands, centredRowWidth: nil),
      netInvestmentIncomeTax: ThresholdRate(rate: try niit.number("rate"), threshold: try TaxTableReading.amounts(niit.object("threshold"))),
      additionalMedicareTax: ThresholdRate(
        rate: try medicare.number("rate"), threshold: try TaxTableReading.amounts(medicare.object("threshold"))),
      additionalMedicareWithholdingThreshold: try medicare.number("withholdingThreshold"),
      alternativeMinimumTax: AlternativeMinimumTaxRule(
        exemption: try TaxTableReading.amounts(amt.object("exemption")),
        phaseoutThreshold: try TaxTableReading.amounts(amt.object("phaseoutThreshold")),
        phaseoutRate: try amt.number("phaseoutRate"), brackets: try TaxTableReading.brackets(amt.object("brackets"))),
      itemizedDeductionLimitation: limitation,
      charitableContributions: CharitableContributionRule(
        itemizerFloorRate: try charity.number("itemizerFloorRate"), cashLimitRate: try charity.number("cashLimitRate"),
        nonItemizerLimit: try TaxTableReading.amounts(charity.object("nonItemizerLimit"))),
      additionalStandardDeduction: try TaxTableReading.amounts(file.group("additionalStandardDeduction").object("amount")),
      seniorDeduction: senior,
      childTaxCredit: ChildTaxCreditRule(
        perChild: try credit.number("perChild"), perOtherDependent: try credit.number("perOtherDependent"),
        phaseoutThreshold: try TaxTableReading.amounts(credit.object("phaseoutThreshold")), phaseoutStep: try credit.number("phaseoutStep"),
        reductionPerStep: try credit.number("reductionPerStep"), refundablePerChild: try credit.number("refundablePerChild"),
        earnedIncomeThreshold: try credit.number("earnedIncomeThreshold"), earnedIncomeRate: try credit.number("earnedIncomeRate")),
      medicalExpenseFloorRate: try file.group("medicalExpenses").number("floorRate"),
      marriedFilingSeparately: MarriedFilingSeparatelyLimits(
        saltLimit: SeparateReturnSaltLimit(
          phaseoutThreshold: try separateSALT.number("phaseoutThreshold", nullIsInfinity: true),
          shareOfLimit: try separateSALT.number("shareOfLimit")),
        mortgageInterestLimits: MortgageInterestLimits(
          grandfatheredBalanceLimit: try separateMortgage.number("grandfatheredBalanceLimit"),
          balanceLimit: try separateMortgage.number("balanceLimit")),
        capitalLossLimit: try file.group("capitalLossLimit").number("marriedFilingSeparately")),
      selfEmploymentTax: SelfEmploymentTaxRule(
        netEarningsRate: try se.number("netEarningsRate"), socialSecurityRate: try se.number("socialSecurityRate"),
        medicareRate: try se.number("medicareRate"), socialSecurityWageBase: try se.number("socialSecurityWageBase"),
        minimumNetEarnings: try se.number("minimumNetEarnings"), deductibleShare: try se.number("deductibleShare")),
      qualifiedBusinessIncome: QualifiedBusinessIncomeRule(
        rate: try qbi.number("rate"), threshold: try TaxTableReading.amounts(qbi.object("threshold")),
        phaseInRange: try TaxTableReading.amounts(qbi.object("phaseInRange")), wageRate: try qbi.number("wageRate"),
        wageAndPropertyWageRate: try qbi.number("wageAndPropertyWageRate"), propertyRate: try qbi.number("propertyRate"),
        minimumDeduction: try qbi.number("minimumDeduction"), minimumIncomeForMinimumDeduction: try qbi.number("minimumIncomeForMinimumDeduction")),
      retirementAndHealth: RetirementAndHealthRule(
        iraLimit: try retirement.number("iraLimit"), iraCatchUp: try retirement.number("iraCatchUp"),
        iraPhaseoutStart: try TaxTableReading.amounts(retirement.object("iraPhaseoutStart")),
        iraPhaseoutWidth: try TaxTableReading.amounts(retirement.object("iraPhaseoutWidth")),
        iraSpouseCoveredPhaseoutStart: try retirement.number("iraSpouseCoveredPhaseoutStart"),
        iraSpouseCoveredPhaseoutWidth: try retirement.number("iraSpouseCoveredPhaseoutWidth"),
        iraReductionRounding: try retirement.number("iraReductionRounding"), iraMinimumDeduction: try retirement.number("iraMinimumDeduction"),
        electiveDeferralLimit: try retirement.number("electiveDeferralLimit"), annualAdditionsLimit: try retirement.number("annualAdditionsLimit"),
        sepRateOfNetEarnings: try retirement.number("sepRateOfNetEarnings"), hsaSelfOnlyLimit: try retirement.number("hsaSelfOnlyLimit"),
        hsaFamilyLimit: try retirement.number("hsaFamilyLimit"), hsaCatchUp: try retirement.number("hsaCatchUp"),
        electiveDeferralCatchUp: try retirement.number("electiveDeferralCatchUp"),
        electiveDeferralCatchUpAge60To63: try retirement.number("electiveDeferralCatchUpAge60To63"),
        iraCatchUpAge: try retirement.integer("iraCatchUpAge"), hsaCatchUpAge: try retirement.integer("hsaCatchUpAge"),
        electiveDeferralCatchUpAge: try retirement.integer("electiveDeferralCatchUpAge"),
        electiveDeferralCatchUpAges60To63: try CurrentLawReading.ageRange(retirement, "electiveDeferralCatchUpAges60To63")),
      saversCredit: SaversCreditRule(contributionLimit: try savers.number("contributionLimit"), tiers: saverTiers),
      retirementDistributions: try RetirementDistributionRule.read(file),
      requiredMinimumDistribution: try RequiredMinimumDistributionRule.read(file),
      socialSecurityBenefits: try SocialSecurityBenefitsRule.read(file),
      passiveActivityLosses: PassiveActivityLossRule(
        modifiedAGILimit: try passive.number("modifiedAGILimit"), phaseoutRate: try passive.number("phaseoutRate"),
        maximumAllowance: try passive.number("maximumAllowance"),
        separateModifiedAGILimit: try separatePassive.number("modifiedAGILimit"), separateMaximumAllowance: try separatePassive.number("maximumAllowance")),
      foreignTaxCredit: ForeignTaxCreditRule(
        withoutForm1116Limit: try TaxTableReading.amounts(file.group("foreignTaxCredit").object("withoutForm1116Limit"))),
      dependentCareCredit: try CareAndEducationReading.dependentCare(file.group("dependentCareCredit")),
      educationCredits: try CareAndEducationReading.education(file.group("educationCredits")),
      earnedIncomeCredit: try EarnedIncomeCreditRule.read(file), employeeSocialSecurityTax: try EmployeeSocialSecurityTaxRule.read(file),
      schedule1A: try WorkingHouseholdRulesReading.schedule1A(file), studentLoanInterest: try WorkingHouseholdRulesReading.studentLoanInterest(file))
  }
}

extension CaliforniaCurrentLawRules {
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> CaliforniaCurrentLawRules? {
    let groups = [
      "taxTable", "exemptionCredits", "itemizedDeductionLimitation", "charitableContributions", "medicalExpenses", "stateDisabilityInsurance",
      "alternativeMinimumTax", "retirementDistributions", "dependentCareCredit",
    ]
    guard try CurrentLawReading.hasGroups(file, groups) else { return nil }
    let table = try file.group("taxTable")
    let credits = try file.group("exemptionCredits")
    let limitation = try file.group("itemizedDeductionLimitation")
    let amt = try file.group("alternativeMinimumTax")
    var projections: [Projection] = []
    for (key, _) in file.document.object.pairs {
      guard let group = try? file.group(key), group.value("projected") == .bool(true) else { continue }
      // A group whose other figures are published names the projection's source apart.
      let sourceID = group.value("projectionSource")?.stringValue ?? group.value("source")?.stringValue ?? ""
      projections.append(Projection(group: key, source: file.sources[sourceID]?.title ?? sourceID))
    }
    return CaliforniaCurrentLawRules(
      taxTable: TaxTableRule(ceiling: try table.number("ceiling"), bands: [], centredRowWidth: try table.number("rowWidth")),
      personalCredit: try credits.number("personalCredit"),
      personalExemptions: try TaxTableReading.amounts(credits.object("personalExemptions")),
      seniorCredit: try credits.number("seniorCredit"), blindCredit: try credits.number("blindCredit"),
      dependentCredit: try credits.number("dependentCredit"),
      creditPhaseoutThreshold: try TaxTableReading.amounts(credits.object("phaseoutThreshold")),
      reductionPerCredit: try credits.number("reductionPerCredit"), reductionStep: try TaxTableReading.amounts(credits.object("reductionStep")),
      charitableCashLimitRate: try file.group("charitableContributions").number("cashLimitRate"),
      medicalExpenseFloorRate: try file.group("medicalExpenses").number("floorRate"),
      marriedFilingSeparatelyMortgageBalanceLimit: try file.group("mortgageInterestLimits").number("marriedFilingSeparatelyBalanceLimit"),
      disabilityInsuranceRate: try file.group("stateDisabilityInsurance").number("rate"),
      alternativeMinimumTax: CaliforniaAlternativeMinimumTaxRule(
        exemption: try TaxTableReading.amounts(amt.object("exemption")), phaseoutThreshold: try TaxTableReading.amounts(amt.object("phaseoutThreshold")),
        phaseoutRate: try amt.number("phaseoutRate"), rate: try amt.number("rate"), medicalAddBackRate: try amt.number("medicalAddBackRate")),
      itemizedLimitationThreshold: try TaxTableReading.amounts(limitation.object("threshold")),
      itemizedLimitationAGIRate: try limitation.number("agiRate"),
      itemizedLimitationDeductionRate: try limitation.number("deductionRate"),
      retirementDistributions: try CaliforniaRetirementDistributionRule.read(file), projections: projections,
      dependentCareCredit: try CareAndEducationReading.californiaDependentCare(file.group("dependentCareCredit")),
      rentersCredit: try WorkingHouseholdRulesReading.rentersCredit(file), earnedIncomeCredit: try CaliforniaEarnedIncomeCreditRule.read(file))
  }
}

enum CurrentLawReading {
  /// Whether the file has all of `groups` (true) or none (false); some is an error.
  static func hasGroups(_ file: TaxDataFile, _ groups: [String]) throws(JSONFieldError) -> Bool {
    let present = groups.filter { file.document.value($0) != nil }
    if present.isEmpty { return false }
    if let missing = groups.first(where: { !present.contains($0) }) {
      throw JSONFieldError(path: missing, message: "is missing: a file with \(present.joined(separator: ", ")) needs all of \(groups.joined(separator: ", "))")
    }
    return true
  }

  /// `[first, last]`: a range of ages, first not above last.
  static func ageRange(_ group: JSONFieldReader, _ key: String) throws(JSONFieldError) -> ClosedRange<Int> {
    let value = try group.required(key)
    guard case .array(let elements) = value, elements.count == 2, case .number(let first) = elements[0], case .number(let last) = elements[1],
      let low = Int(exactly: first.value), let high = Int(exactly: last.value), low <= high
    else { throw group.mismatch(key, "[first age, last age]", value) }
    return low...high
  }
}
