/// The intermediate values of a calculation that its result does not keep, for showing a person
/// how each figure was reached. Filled in by the same pass that computes the result, so every
/// figure here is the one the result was computed from.

/// Future income and how it was projected (`calculateFutureIncome`).
public struct FutureIncomeWorksheet<N: TaxNumber>: Sendable {
  public var total: FutureIncome<N>
  /// Paychecks counted, a JavaScript number (NaN in the fallback when the end date is invalid);
  /// nil in simple mode.
  public var paychecksRemaining: Double?
  /// What those paychecks bring (rounded as the web app rounds them); nil in simple mode.
  public var paychecks: FutureIncome<N>?
  /// Every future RSU vest together; nil in simple mode.
  public var rsuVests: FutureIncome<N>?
}

/// One person's income for the year and its parts (`aggregateIndividualIncome`).
public struct IndividualIncomeWorksheet<N: TaxNumber>: Sendable {
  public var aggregation: IncomeAggregation<N>
  public var ytdWage: N
  public var ytdWithholdings: Withholdings<N>
  public var future: FutureIncomeWorksheet<N>
}

/// The household's income (`aggregateHouseholdIncome`) and each person's part.
public struct HouseholdIncomeWorksheet<N: TaxNumber>: Sendable {
  public var aggregation: IncomeAggregation<N>
  public var user: IndividualIncomeWorksheet<N>
  /// Nil unless filing jointly.
  public var spouse: IndividualIncomeWorksheet<N>?

  /// Each person counted: the user, and the spouse when filing jointly.
  public var people: [IndividualIncomeWorksheet<N>] {
    guard let spouse else { return [user] }
    return [user, spouse]
  }

  /// Each person's wages for the year, in the same order.
  public var wagesByPerson: [N] {
    guard let spouse else { return [user.aggregation.wageIncome] }
    return [user.aggregation.wageIncome, spouse.aggregation.wageIncome]
  }

  /// Withholding to date, user plus spouse (as the household total adds them).
  public var ytdWithholdings: Withholdings<N> {
    Withholdings(
      federal: user.ytdWithholdings.federal + (spouse?.ytdWithholdings.federal ?? .zero),
      state: user.ytdWithholdings.state + (spouse?.ytdWithholdings.state ?? .zero))
  }

  /// Withholding still to come, user plus spouse.
  public var projectedWithholdings: Withholdings<N> {
    Withholdings(
      federal: user.future.total.totalFederalWithhold + (spouse?.future.total.totalFederalWithhold ?? .zero),
      state: user.future.total.totalStateWithhold + (spouse?.future.total.totalStateWithhold ?? .zero))
  }

  /// Wages to date and projected wages, user plus spouse.
  public var ytdWage: N { user.ytdWage + (spouse?.ytdWage ?? .zero) }
  public var projectedWage: N { user.future.total.totalWage + (spouse?.future.total.totalWage ?? .zero) }
}

/// California's deduction choice.
/// A class, read-only once made: held as an optional in every worksheet, whose release as a struct
/// looked up the metadata of two generic types (the optional and the struct) on every household.
/// Its itemized details are its generic members (see ``GenericMembersHolder``).
public final class CaliforniaDeductionWorksheet<N: TaxNumber>:
  GenericMembersHolder<CaliforniaItemizedDeductionDetails<N>>, @unchecked Sendable
{
  public let standardDeduction: N
  public var itemized: CaliforniaItemizedDeductionDetails<N> { members }
  public let estimatedPaymentsMade: N

  init(standardDeduction: N, itemized: CaliforniaItemizedDeductionDetails<N>, estimatedPaymentsMade: N) {
    self.standardDeduction = standardDeduction
    self.estimatedPaymentsMade = estimatedPaymentsMade
    super.init(members: itemized)
  }
}

/// Every step of `calculateComprehensiveTax`, in order.
/// A class, read-only once made: it is passed from form to form, into the report and the plans,
/// and each copy of a struct this size went field by field through its type's metadata.
public final class ComprehensiveTaxWorksheet<N: TaxNumber>:
  GenericMembersHolder<ComprehensiveTaxWorksheetMembers<N>>, @unchecked Sendable
{
  public var household: HouseholdIncomeWorksheet<N> { members.household }
  public let businessExpenses: N
  /// Total income after business expenses and the capital loss limit, not rounded: the figure
  /// the SALT phase-out and California tax use.
  public let totalIncome: N
  /// Short-term plus long-term gains.
  public let netCapitalGains: N
  public var federalIncomeBreakdown: FederalIncomeBreakdown<N> { members.federalIncomeBreakdown }
  /// The state income tax federal SALT counts when California is on: the web app's estimate
  /// (California tax on total income with the standard deduction) under its rules, the year's
  /// California tax under current law; zero when California is off.
  public let estimatedCAStateTax: N
  public let federalStandardDeduction: N
  public var federalItemized: FederalItemizedDeductionDetails<N> { members.federalItemized }
  public let federalEstimatedPaymentsMade: N
  /// Nil when California is off.
  public let california: CaliforniaDeductionWorksheet<N>?
  public let result: TaxCalculationResult<N>
  /// The current-law steps; nil under the web app's rules.
  public let currentLaw: CurrentLawWorksheet<N>?

  /// The AGI the estimated-tax rules of `jurisdiction` read (the 110% rule of IRC §6654(d)(1)(C)
  /// and R&TC §19136, the current-year-only rule of §19136.3): federal AGI (Form 1040 line 11), or
  /// California AGI (Form 540 line 17) under current law; under the web app's rules, which have no
  /// California AGI of their own, total income for both.
  public func estimatedTaxAGI(_ jurisdiction: TaxDataFile.Jurisdiction) -> N {
    jurisdiction == .california ? currentLaw?.california?.adjustedGrossIncome ?? totalIncome : totalIncome
  }

  /// Income before business expenses, as the Summary step shows "Total Income" (rounded total
  /// income plus rounded business expenses).
  public var totalIncomeBeforeBusinessExpenses: N { result.totalIncome + result.businessExpenses }

  /// Federal plus California tax over total income, in percent, as the Summary step computes it
  /// (NaN or Infinity when total income is zero, where it shows nothing useful either).
  public var combinedEffectiveRate: N {
    (result.federalTax.totalTax + (result.californiaTax?.totalTax ?? .zero)) / result.totalIncome * N(100)
  }

  public init(
    household: HouseholdIncomeWorksheet<N>, businessExpenses: N, totalIncome: N, netCapitalGains: N,
    federalIncomeBreakdown: FederalIncomeBreakdown<N>, estimatedCAStateTax: N, federalStandardDeduction: N,
    federalItemized: FederalItemizedDeductionDetails<N>, federalEstimatedPaymentsMade: N,
    california: CaliforniaDeductionWorksheet<N>?, result: TaxCalculationResult<N>, currentLaw: CurrentLawWorksheet<N>? = nil
  ) {
    self.businessExpenses = businessExpenses
    self.totalIncome = totalIncome
    self.netCapitalGains = netCapitalGains
    self.estimatedCAStateTax = estimatedCAStateTax
    self.federalStandardDeduction = federalStandardDeduction
    self.federalEstimatedPaymentsMade = federalEstimatedPaymentsMade
    self.california = california
    self.result = result
    self.currentLaw = currentLaw
    super.init(
      members: ComprehensiveTaxWorksheetMembers(
        household: household, federalIncomeBreakdown: federalIncomeBreakdown,
        federalItemized: federalItemized))
  }
}

/// ``ComprehensiveTaxWorksheet``'s members of generic struct types (see ``GenericMembersHolder``).
public struct ComprehensiveTaxWorksheetMembers<N: TaxNumber>: Sendable {
  let household: HouseholdIncomeWorksheet<N>
  let federalIncomeBreakdown: FederalIncomeBreakdown<N>
  let federalItemized: FederalItemizedDeductionDetails<N>
}

extension ComprehensiveTaxWorksheet {
  /// The worksheet of the web app's steps.
  convenience init(_ steps: ComprehensiveTaxSteps<N>) {
    self.init(
      household: steps.household, businessExpenses: steps.businessExpenses, totalIncome: steps.totalIncome,
      netCapitalGains: steps.netCapitalGains, federalIncomeBreakdown: steps.federalIncomeBreakdown,
      estimatedCAStateTax: steps.estimatedCAStateTax, federalStandardDeduction: steps.federalStandardDeduction,
      federalItemized: steps.federalItemized, federalEstimatedPaymentsMade: steps.federalEstimatedPaymentsMade,
      california: steps.california.map {
        CaliforniaDeductionWorksheet(
          standardDeduction: $0.standardDeduction, itemized: $0.itemized, estimatedPaymentsMade: $0.estimatedPaymentsMade)
      }, result: steps.result)
  }
}

/// The steps of `calculateComprehensiveTax` under the web app's rules as plain values, before a
/// worksheet keeps them: a result alone is taken from here, with no object made for the rest.
struct ComprehensiveTaxSteps<N: TaxNumber> {
  /// California's deduction choice (``CaliforniaDeductionWorksheet``'s figures).
  struct CaliforniaDeduction {
    let standardDeduction: N
    let itemized: CaliforniaItemizedDeductionDetails<N>
    let estimatedPaymentsMade: N
  }

  let household: HouseholdIncomeWorksheet<N>
  let businessExpenses: N
  let totalIncome: N
  let netCapitalGains: N
  let federalIncomeBreakdown: FederalIncomeBreakdown<N>
  let estimatedCAStateTax: N
  let federalStandardDeduction: N
  let federalItemized: FederalItemizedDeductionDetails<N>
  let federalEstimatedPaymentsMade: N
  let california: CaliforniaDeduction?
  let result: TaxCalculationResult<N>
}

/// A household's estimate with how it was reached: what `quicktax estimate` shows.
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class EstimateReport<N: TaxNumber>: Sendable {
  public let household: Household
  public let taxYear: Int
  /// The year's tables the report was computed with (for thresholds a report names).
  public let tables: TaxYearTables<N>
  public let worksheet: ComprehensiveTaxWorksheet<N>
  public let estimate: HouseholdEstimate<N>

  public init(
    household: Household, taxYear: Int, tables: TaxYearTables<N>, worksheet: ComprehensiveTaxWorksheet<N>,
    estimate: HouseholdEstimate<N>
  ) {
    self.household = household
    self.taxYear = taxYear
    self.tables = tables
    self.worksheet = worksheet
    self.estimate = estimate
  }
}
