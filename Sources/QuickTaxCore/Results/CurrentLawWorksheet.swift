/// How the current-law figures were reached, step by step, for reports: every figure here is the
/// one the result was computed from. A class, so that the web app's calculation, which has none,
/// carries one nil reference rather than room for all of it.
public final class CurrentLawWorksheet<N: TaxNumber>:
  GenericMembersHolder<CurrentLawWorksheetMembers<N>>, @unchecked Sendable
{
  /// The household the forms read (an annualized period's, scaled).
  public var household: CurrentLawHousehold<N> { members.household }
  /// Form 1040 lines 1–11.
  public let income: Form1040IncomeWorksheet<N>
  /// Schedule A line 5a: the state income tax paid during the year.
  public var stateIncomeTaxPaid: StateIncomeTaxPaidWorksheet<N> { members.stateIncomeTaxPaid }
  public var scheduleA: ScheduleAWorksheet<N> { members.scheduleA }
  public var deductions: FederalDeductionWorksheet<N> { members.deductions }
  /// Schedule 1-A: the senior deduction (Form 1040 line 13b).
  public let seniorDeduction: N
  /// Form 8995 / 8995-A (Form 1040 line 13a).
  public var qualifiedBusinessIncome: QualifiedBusinessIncomeWorksheet<N> { members.qualifiedBusinessIncome }
  public var regularTax: RegularTaxWorksheet<N> { members.regularTax }
  public var alternativeMinimumTax: AlternativeMinimumTaxWorksheet<N> { members.alternativeMinimumTax }
  /// Form 8801: the AMT the incentive stock options cause, a credit for later years.
  public let minimumTaxCreditCarryforward: N
  /// Form 8880.
  public var saversCredit: SaversCreditWorksheet<N> { members.saversCredit }
  public var schedule8812: Schedule8812Worksheet<N> { members.schedule8812 }
  /// Form 1040 line 27 (EarnedIncomeCredit.swift); nil where nothing was figured.
  public let earnedIncomeCredit: EarnedIncomeCreditWorksheet<N>?
  /// Forms 2441 and 8863; nil without care expenses or students.
  public let careAndEducation: CareAndEducationCredits<N>?
  /// Form 8960: net investment income, and MAGI above the threshold.
  public let netInvestmentIncome: N
  public let investmentIncomeMAGIExcess: N
  /// Form 8959: Medicare wages of the household, and the part withheld by employers.
  public let medicareWages: N
  public let additionalMedicareTaxWithheld: N
  /// Nil when California is off.
  public let california: CaliforniaCurrentLawWorksheet<N>?
  /// Schedule 3 line 1 (Form 1116); nil without foreign tax.
  public let foreignTaxCredit: ForeignTaxCreditWorksheet<N>?

  /// Form 1040 line 7: net capital gain, or the loss allowed against other income.
  public var capitalGainOrLoss: N { income.capitalGainOrLoss }
  /// Line 11.
  public var adjustedGrossIncome: N { income.adjustedGrossIncome }

  /// What the forms noticed about the input, in the forms' order: Form 1040's income lines
  /// (1099-Rs, Schedule 1), the SDI figures of Schedule A line 5a, and the two earned income
  /// credits (federal, California's FTB 3514).
  public var notices: [InputDiagnostic] {
    @_specialize(exported: true, where N == Double)
    @_specialize(exported: true, where N == DecimalNumber)
    get {
      var notices = income.notices
      notices += stateIncomeTaxPaid.notices
      if let credit = earnedIncomeCredit { notices += credit.notices }
      if let credit = california?.earnedIncomeCredit { notices += credit.notices }
      return notices
    }
  }

  init(
    household: CurrentLawHousehold<N>, income: Form1040IncomeWorksheet<N>, stateIncomeTaxPaid: StateIncomeTaxPaidWorksheet<N>, scheduleA: ScheduleAWorksheet<N>,
    deductions: FederalDeductionWorksheet<N>, seniorDeduction: N, qualifiedBusinessIncome: QualifiedBusinessIncomeWorksheet<N>,
    regularTax: RegularTaxWorksheet<N>, alternativeMinimumTax: AlternativeMinimumTaxWorksheet<N>, minimumTaxCreditCarryforward: N,
    saversCredit: SaversCreditWorksheet<N>, schedule8812: Schedule8812Worksheet<N>,
    earnedIncomeCredit: EarnedIncomeCreditWorksheet<N>?, careAndEducation: CareAndEducationCredits<N>?, netInvestmentIncome: N,
    investmentIncomeMAGIExcess: N, medicareWages: N, additionalMedicareTaxWithheld: N, california: CaliforniaCurrentLawWorksheet<N>?,
    foreignTaxCredit: ForeignTaxCreditWorksheet<N>? = nil
  ) {
    self.income = income
    self.seniorDeduction = seniorDeduction
    self.minimumTaxCreditCarryforward = minimumTaxCreditCarryforward
    self.netInvestmentIncome = netInvestmentIncome
    self.investmentIncomeMAGIExcess = investmentIncomeMAGIExcess
    self.medicareWages = medicareWages
    self.additionalMedicareTaxWithheld = additionalMedicareTaxWithheld
    self.california = california
    self.careAndEducation = careAndEducation
    self.earnedIncomeCredit = earnedIncomeCredit
    self.foreignTaxCredit = foreignTaxCredit
    super.init(
      members: CurrentLawWorksheetMembers(
        household: household, stateIncomeTaxPaid: stateIncomeTaxPaid, scheduleA: scheduleA, deductions: deductions,
        qualifiedBusinessIncome: qualifiedBusinessIncome, regularTax: regularTax,
        alternativeMinimumTax: alternativeMinimumTax, saversCredit: saversCredit, schedule8812: schedule8812))
  }
}

/// ``CurrentLawWorksheet``'s members of generic struct types (see ``GenericMembersHolder``).
public struct CurrentLawWorksheetMembers<N: TaxNumber>: Sendable {
  let household: CurrentLawHousehold<N>
  let stateIncomeTaxPaid: StateIncomeTaxPaidWorksheet<N>
  let scheduleA: ScheduleAWorksheet<N>
  let deductions: FederalDeductionWorksheet<N>
  let qualifiedBusinessIncome: QualifiedBusinessIncomeWorksheet<N>
  let regularTax: RegularTaxWorksheet<N>
  let alternativeMinimumTax: AlternativeMinimumTaxWorksheet<N>
  let saversCredit: SaversCreditWorksheet<N>
  let schedule8812: Schedule8812Worksheet<N>
}

/// The federal deduction under current law.
public struct FederalDeductionWorksheet<N: TaxNumber>: Sendable {
  /// The basic standard deduction, the additional amounts (65 or older, blind), and their sum.
  public var basicStandardDeduction: N
  public var additionalStandardDeduction: N
  public var standardDeduction: N
  /// Donations as they count when itemizing: within the 60%-of-AGI limit, above the floor.
  public var itemizedCharity: N
  /// Schedule A total before the §68 limitation, and the limitation.
  public var itemizedBeforeLimitation: N
  public var itemizedLimitation: N
  /// The cash donations a non-itemizer deducts (from 2026).
  public var nonItemizerCharity: N
  public var itemizes: Bool
  /// Married filing separately with a spouse who itemizes: no standard deduction.
  public var mustItemize: Bool
  /// What Form 1040 line 12 (and line 13b from 2026) takes off AGI.
  public var total: N
}

/// California's deduction, tax and credits under current law.
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class CaliforniaCurrentLawWorksheet<N: TaxNumber>:
  GenericMembersHolder<CaliforniaCurrentLawWorksheetMembers<N>>, @unchecked Sendable
{
  /// Zero for a married person filing separately whose spouse itemizes.
  public let standardDeduction: N
  public var scheduleCA: ScheduleCAWorksheet<N> { members.scheduleCA }
  /// Form 540 line 31, and whether it came from the tax table.
  public let taxBeforeCredits: N
  public let fromTaxTable: Bool
  /// Line 32, before and after the phase-out.
  public var exemptionCredits: CaliforniaExemptionCreditsWorksheet<N> { members.exemptionCredits }
  /// Form 540 line 17: California AGI.
  public let adjustedGrossIncome: N
  /// Schedule CA Part I lines 2, 6b and 7: Treasury interest, Social Security benefits and
  /// unemployment compensation subtracted, other states' bond interest added.
  public var incomeDifferences: CaliforniaIncomeDifferences<N> { members.incomeDifferences }
  /// Schedule P, and the part of its tax the incentive stock options cause (a credit for later
  /// years, FTB 3510).
  public var alternativeMinimumTax: CaliforniaAlternativeMinimumTaxWorksheet<N> { members.alternativeMinimumTax }
  public let minimumTaxCreditCarryforward: N
  /// California's capital loss carryovers to next year.
  public let shortTermCapitalLossCarryover: N
  public let longTermCapitalLossCarryover: N
  /// Figures of the year's file that are projections, with what they are projected from.
  public let projections: [Projection]
  /// Form 540 line 63: FTB 3805P line 4, the 2½% additional tax on early distributions.
  public let earlyDistributionTax: N
  /// FTB 3801 for rental real estate; nil without a property.
  public let rentalRealEstate: PassiveActivityLossWorksheet<N>?
  /// FTB 3506; nil without a claim.
  public let dependentCareCredit: CaliforniaDependentCareCreditWorksheet<N>?
  /// Line 46: the nonrefundable renter's credit, within the tax after the exemption credits;
  /// `rentersCreditAllowed`: the credit the household qualifies for, before that limit.
  public let rentersCredit: N
  public let rentersCreditAllowed: N
  /// FTB 3514 (Form 540 lines 75–76); nil when nothing could apply.
  public let earnedIncomeCredit: CaliforniaEarnedIncomeCreditWorksheet<N>?

  public init(
    standardDeduction: N, scheduleCA: ScheduleCAWorksheet<N>, taxBeforeCredits: N, fromTaxTable: Bool,
    exemptionCredits: CaliforniaExemptionCreditsWorksheet<N>, adjustedGrossIncome: N,
    alternativeMinimumTax: CaliforniaAlternativeMinimumTaxWorksheet<N>, minimumTaxCreditCarryforward: N,
    shortTermCapitalLossCarryover: N, longTermCapitalLossCarryover: N, projections: [Projection], earlyDistributionTax: N = .zero,
    incomeDifferences: CaliforniaIncomeDifferences<N> = CaliforniaIncomeDifferences(),
    rentalRealEstate: PassiveActivityLossWorksheet<N>? = nil, dependentCareCredit: CaliforniaDependentCareCreditWorksheet<N>? = nil,
    rentersCredit: N = .zero, rentersCreditAllowed: N = .zero, earnedIncomeCredit: CaliforniaEarnedIncomeCreditWorksheet<N>? = nil
  ) {
    self.earlyDistributionTax = earlyDistributionTax
    self.rentersCredit = rentersCredit
    self.rentersCreditAllowed = rentersCreditAllowed
    self.standardDeduction = standardDeduction
    self.taxBeforeCredits = taxBeforeCredits
    self.fromTaxTable = fromTaxTable
    self.adjustedGrossIncome = adjustedGrossIncome
    self.minimumTaxCreditCarryforward = minimumTaxCreditCarryforward
    self.shortTermCapitalLossCarryover = shortTermCapitalLossCarryover
    self.longTermCapitalLossCarryover = longTermCapitalLossCarryover
    self.projections = projections
    self.rentalRealEstate = rentalRealEstate
    self.dependentCareCredit = dependentCareCredit
    self.earnedIncomeCredit = earnedIncomeCredit
    super.init(
      members: CaliforniaCurrentLawWorksheetMembers(
        scheduleCA: scheduleCA, exemptionCredits: exemptionCredits,
        alternativeMinimumTax: alternativeMinimumTax, incomeDifferences: incomeDifferences))
  }
}

/// ``CaliforniaCurrentLawWorksheet``'s members of generic struct types (see ``GenericMembersHolder``).
public struct CaliforniaCurrentLawWorksheetMembers<N: TaxNumber>: Sendable {
  let scheduleCA: ScheduleCAWorksheet<N>
  let exemptionCredits: CaliforniaExemptionCreditsWorksheet<N>
  let alternativeMinimumTax: CaliforniaAlternativeMinimumTaxWorksheet<N>
  let incomeDifferences: CaliforniaIncomeDifferences<N>
}
