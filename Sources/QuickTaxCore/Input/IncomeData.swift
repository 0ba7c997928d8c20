/// One person's income, as the web app keeps it (`IncomeData` in `src/store/useStore.ts`): every
/// amount is the text typed into its field.
public struct IncomeData: Sendable, Hashable {
  /// The fields, shared by copies until one of them changes (copy on write): a person is handed
  /// to every form of the return and every annualized period, and copying some forty texts (a
  /// retain each) on every hand-over cost more than the forms' arithmetic.
  @usableFromInline final class Storage: @unchecked Sendable {
    // Changed only through `IncomeData.fields`, after the uniqueness test: no access can overlap,
    // so the run-time exclusivity check (a call on every read) is left out.
    @exclusivity(unchecked) @usableFromInline var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
  }

  /// The stored fields, with the web app's initial values.
  @usableFromInline struct Fields: Sendable, Hashable {
    // Investment income
    var ordinaryDividends: InputText = .empty
    /// Already included in `ordinaryDividends` (Form 1099-DIV box 1b is part of box 1a).
    var qualifiedDividends: InputText = .empty
    var interestIncome: InputText = .empty
    var shortTermGains: InputText = .empty
    var longTermGains: InputText = .empty
    // IRA conversions
    var rothConversion: InputText = .empty
    // Year-to-date W-2
    var ytdWage: InputText = .empty
    var ytdFederalWithhold: InputText = .empty
    var ytdStateWithhold: InputText = .empty
    // Future income, simple mode: the rest of the year as three totals
    var futureWage: InputText = .empty
    var futureFederalWithhold: InputText = .empty
    var futureStateWithhold: InputText = .empty
    // Future income, detailed mode: paychecks and RSU vests
    /// `simple` or `detailed`; anything but `simple` is read as detailed.
    var incomeMode: InputText = "detailed"
    var paycheckWage: InputText = .empty
    var paycheckFederal: InputText = .empty
    var paycheckState: InputText = .empty
    /// `biweekly` or `monthly`; anything but `biweekly` is read as monthly.
    var payFrequency: InputText = "biweekly"
    var nextPayDate: InputText = .empty
    /// Optional: the last paycheck of the year, when employment ends earlier.
    var lastPayDate: InputText = .empty
    // The most recent RSU vest: used only for its withholding rates, its wage is in YTD already
    var rsuVestWage: InputText = .empty
    var rsuVestFederal: InputText = .empty
    var rsuVestState: InputText = .empty
    var vestPrice: InputText = .empty
    var futureRSUVests: [FutureRSUVest] = []
    // Current law only (not in the web app's state): a sole proprietorship (Schedule C) and its
    // qualified business income deduction, Schedule 1 adjustments, incentive stock options.
    var selfEmploymentReceipts: InputText = .empty
    var selfEmploymentExpenses: InputText = .empty
    var specifiedServiceBusiness: InputText = .empty
    var businessW2WagesPaid: InputText = .empty
    var businessPropertyUBIA: InputText = .empty
    var selfEmployedHealthInsurance: InputText = .empty
    var sepContributions: InputText = .empty
    var solo401kDeferrals: InputText = .empty
    var iraContributions: InputText = .empty
    var coveredByWorkplacePlan: InputText = .empty
    var hsaContributions: InputText = .empty
    var hsaFamilyCoverage: InputText = .empty
    var otherRetirementContributions: InputText = .empty
    var incentiveStockOptions: [IncentiveStockOptionExercise] = []
  }

  @usableFromInline var storage = Storage(Fields())

  public init() {}

  /// The fields to change in place: this value's own, copied first when another value shares them.
  @usableFromInline var fields: Fields {
    get { storage.fields }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields
    }
  }

  public static func == (left: IncomeData, right: IncomeData) -> Bool {
    left.storage === right.storage || left.storage.fields == right.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  // The web app's fields, then current law's (see `Fields` for what each holds).
  public var ordinaryDividends: InputText { get { storage.fields.ordinaryDividends } set { fields.ordinaryDividends = newValue } }
  public var qualifiedDividends: InputText { get { storage.fields.qualifiedDividends } set { fields.qualifiedDividends = newValue } }
  public var interestIncome: InputText { get { storage.fields.interestIncome } set { fields.interestIncome = newValue } }
  public var shortTermGains: InputText { get { storage.fields.shortTermGains } set { fields.shortTermGains = newValue } }
  public var longTermGains: InputText { get { storage.fields.longTermGains } set { fields.longTermGains = newValue } }
  public var rothConversion: InputText { get { storage.fields.rothConversion } set { fields.rothConversion = newValue } }
  public var ytdWage: InputText { get { storage.fields.ytdWage } set { fields.ytdWage = newValue } }
  public var ytdFederalWithhold: InputText { get { storage.fields.ytdFederalWithhold } set { fields.ytdFederalWithhold = newValue } }
  public var ytdStateWithhold: InputText { get { storage.fields.ytdStateWithhold } set { fields.ytdStateWithhold = newValue } }
  public var futureWage: InputText { get { storage.fields.futureWage } set { fields.futureWage = newValue } }
  public var futureFederalWithhold: InputText { get { storage.fields.futureFederalWithhold } set { fields.futureFederalWithhold = newValue } }
  public var futureStateWithhold: InputText { get { storage.fields.futureStateWithhold } set { fields.futureStateWithhold = newValue } }
  public var incomeMode: InputText { get { storage.fields.incomeMode } set { fields.incomeMode = newValue } }
  public var paycheckWage: InputText { get { storage.fields.paycheckWage } set { fields.paycheckWage = newValue } }
  public var paycheckFederal: InputText { get { storage.fields.paycheckFederal } set { fields.paycheckFederal = newValue } }
  public var paycheckState: InputText { get { storage.fields.paycheckState } set { fields.paycheckState = newValue } }
  public var payFrequency: InputText { get { storage.fields.payFrequency } set { fields.payFrequency = newValue } }
  public var nextPayDate: InputText { get { storage.fields.nextPayDate } set { fields.nextPayDate = newValue } }
  public var lastPayDate: InputText { get { storage.fields.lastPayDate } set { fields.lastPayDate = newValue } }
  public var rsuVestWage: InputText { get { storage.fields.rsuVestWage } set { fields.rsuVestWage = newValue } }
  public var rsuVestFederal: InputText { get { storage.fields.rsuVestFederal } set { fields.rsuVestFederal = newValue } }
  public var rsuVestState: InputText { get { storage.fields.rsuVestState } set { fields.rsuVestState = newValue } }
  public var vestPrice: InputText { get { storage.fields.vestPrice } set { fields.vestPrice = newValue } }
  public var futureRSUVests: [FutureRSUVest] { get { storage.fields.futureRSUVests } set { fields.futureRSUVests = newValue } }
  public var selfEmploymentReceipts: InputText { get { storage.fields.selfEmploymentReceipts } set { fields.selfEmploymentReceipts = newValue } }
  public var selfEmploymentExpenses: InputText { get { storage.fields.selfEmploymentExpenses } set { fields.selfEmploymentExpenses = newValue } }
  public var specifiedServiceBusiness: InputText { get { storage.fields.specifiedServiceBusiness } set { fields.specifiedServiceBusiness = newValue } }
  public var businessW2WagesPaid: InputText { get { storage.fields.businessW2WagesPaid } set { fields.businessW2WagesPaid = newValue } }
  public var businessPropertyUBIA: InputText { get { storage.fields.businessPropertyUBIA } set { fields.businessPropertyUBIA = newValue } }
  public var selfEmployedHealthInsurance: InputText { get { storage.fields.selfEmployedHealthInsurance } set { fields.selfEmployedHealthInsurance = newValue } }
  public var sepContributions: InputText { get { storage.fields.sepContributions } set { fields.sepContributions = newValue } }
  public var solo401kDeferrals: InputText { get { storage.fields.solo401kDeferrals } set { fields.solo401kDeferrals = newValue } }
  public var iraContributions: InputText { get { storage.fields.iraContributions } set { fields.iraContributions = newValue } }
  public var coveredByWorkplacePlan: InputText { get { storage.fields.coveredByWorkplacePlan } set { fields.coveredByWorkplacePlan = newValue } }
  public var hsaContributions: InputText { get { storage.fields.hsaContributions } set { fields.hsaContributions = newValue } }
  public var hsaFamilyCoverage: InputText { get { storage.fields.hsaFamilyCoverage } set { fields.hsaFamilyCoverage = newValue } }
  public var otherRetirementContributions: InputText { get { storage.fields.otherRetirementContributions } set { fields.otherRetirementContributions = newValue } }
  public var incentiveStockOptions: [IncentiveStockOptionExercise] { get { storage.fields.incentiveStockOptions } set { fields.incentiveStockOptions = newValue } }

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
