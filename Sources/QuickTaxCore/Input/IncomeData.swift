/// One person's income, as the web app keeps it (`IncomeData` in `src/store/useStore.ts`): every
/// amount is the text typed into its field.
public struct IncomeData: Sendable, Hashable {
  // Investment income
  public var ordinaryDividends: InputText = .empty
  /// Already included in `ordinaryDividends` (Form 1099-DIV box 1b is part of box 1a).
  public var qualifiedDividends: InputText = .empty
  public var interestIncome: InputText = .empty
  public var shortTermGains: InputText = .empty
  public var longTermGains: InputText = .empty
  // IRA conversions
  public var rothConversion: InputText = .empty
  // Year-to-date W-2
  public var ytdWage: InputText = .empty
  public var ytdFederalWithhold: InputText = .empty
  public var ytdStateWithhold: InputText = .empty
  // Future income, simple mode: the rest of the year as three totals
  public var futureWage: InputText = .empty
  public var futureFederalWithhold: InputText = .empty
  public var futureStateWithhold: InputText = .empty
  // Future income, detailed mode: paychecks and RSU vests
  /// `simple` or `detailed`; anything but `simple` is read as detailed.
  public var incomeMode: InputText = "detailed"
  public var paycheckWage: InputText = .empty
  public var paycheckFederal: InputText = .empty
  public var paycheckState: InputText = .empty
  /// `biweekly` or `monthly`; anything but `biweekly` is read as monthly.
  public var payFrequency: InputText = "biweekly"
  public var nextPayDate: InputText = .empty
  /// Optional: the last paycheck of the year, when employment ends earlier.
  public var lastPayDate: InputText = .empty
  // The most recent RSU vest: used only for its withholding rates, its wage is in YTD already
  public var rsuVestWage: InputText = .empty
  public var rsuVestFederal: InputText = .empty
  public var rsuVestState: InputText = .empty
  public var vestPrice: InputText = .empty
  public var futureRSUVests: [FutureRSUVest] = []
  // Current law only (not in the web app's state): a sole proprietorship (Schedule C) and its
  // qualified business income deduction, Schedule 1 adjustments, incentive stock options.
  public var selfEmploymentReceipts: InputText = .empty
  public var selfEmploymentExpenses: InputText = .empty
  public var specifiedServiceBusiness: InputText = .empty
  public var businessW2WagesPaid: InputText = .empty
  public var businessPropertyUBIA: InputText = .empty
  public var selfEmployedHealthInsurance: InputText = .empty
  public var sepContributions: InputText = .empty
  public var solo401kDeferrals: InputText = .empty
  public var iraContributions: InputText = .empty
  public var coveredByWorkplacePlan: InputText = .empty
  public var hsaContributions: InputText = .empty
  public var hsaFamilyCoverage: InputText = .empty
  public var otherRetirementContributions: InputText = .empty
  public var incentiveStockOptions: [IncentiveStockOptionExercise] = []

  public init() {}

  /// Whether any current-law field holds text: the quick test before naming them (key path
  /// reads cost hundreds of instructions each, and the web app's rules ask it of every household).
  var hasCurrentLawText: Bool {
    !(selfEmploymentReceipts.text.isEmpty && selfEmploymentExpenses.text.isEmpty && specifiedServiceBusiness.text.isEmpty
      && businessW2WagesPaid.text.isEmpty && businessPropertyUBIA.text.isEmpty && selfEmployedHealthInsurance.text.isEmpty
      && sepContributions.text.isEmpty && solo401kDeferrals.text.isEmpty && iraContributions.text.isEmpty
      && coveredByWorkplacePlan.text.isEmpty && hsaContributions.text.isEmpty && hsaFamilyCoverage.text.isEmpty
      && otherRetirementContributions.text.isEmpty && incentiveStockOptions.isEmpty)
  }

  /// The web app's test `incomeMode === 'simple'`.
  public var usesSimpleMode: Bool { incomeMode.text == "simple" }

  /// The web app's test `payFrequency === 'biweekly'` (otherwise it steps by months).
  public var paysBiweekly: Bool { payFrequency.text == "biweekly" }
}
