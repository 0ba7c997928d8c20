/// One person's income, as the web app keeps it (`IncomeData` in `src/store/useStore.ts`): every
/// amount is the text typed into its field.
public struct IncomeData: Sendable, Hashable {
  /// The fields, shared by copies until one of them changes (copy on write): a person is handed
  /// to every form of the return and every annualized period, and copying some forty texts (a
  /// retain each) on every hand-over cost more than the forms' arithmetic.
  @usableFromInline final class Storage: @unchecked Sendable {
    // Changed only through `IncomeData.stored`, after the uniqueness test: no access can overlap,
    // so the run-time exclusivity check (a call on every read) is left out.
    @exclusivity(unchecked) @usableFromInline var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
  }

  /// The stored fields, with the web app's initial values: what the schema (``IncomeData/fields``)
  /// reads and writes by key path, a stored property's key path being many times cheaper to apply
  /// than a computed one's.
  public struct Fields: Sendable, Hashable, EmptyInitializable {
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
    /// California SDI (or VPDI) withheld so far this year; empty for the statutory rate.
    public var ytdCaliforniaSDIWithheld: InputText = .empty
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
    public var dependentCareBenefits: InputText = .empty
    /// Schedule 1-A (2025–2028): qualified tips and the overtime premium, both part of the wages
    /// or business receipts entered; Schedule 1 line 21: student loan interest paid (Form 1098-E).
    public var qualifiedTips: InputText = .empty
    public var qualifiedOvertime: InputText = .empty
    public var studentLoanInterest: InputText = .empty
    public var incentiveStockOptions: [IncentiveStockOptionExercise] = []
    /// Pensions, annuities and IRA distributions (Forms 1099-R).
    public var retirementDistributions: [RetirementDistribution] = []
    public var iraBalancePriorYearEnd: InputText = .empty
    // Retirees' and investors' income (current law only): Social Security benefits (SSA-1099),
    // unemployment compensation (1099-G), Treasury and tax-exempt interest (1099-INT).
    public var socialSecurityBenefits: InputText = .empty
    public var socialSecurityWithheld: InputText = .empty
    public var unemploymentCompensation: InputText = .empty
    public var unemploymentWithheld: InputText = .empty
    public var treasuryInterest: InputText = .empty
    public var taxExemptInterest: InputText = .empty
    public var taxExemptInterestOtherStates: InputText = .empty
    public var foreignTaxPaid: InputText = .empty
    public var foreignSourceIncome: InputText = .empty
    public var rentalProperties: [RentalProperty] = []

    public init() {}
  }

  @usableFromInline var storage: Storage

  public init() { storage = Storage(Fields()) }

  public init(_ stored: Fields) { storage = Storage(stored) }

  /// The fields, to read or to change in place: this value's own, copied first when another value
  /// shares them.
  public var stored: Fields {
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
  public var ordinaryDividends: InputText { get { storage.fields.ordinaryDividends } set { stored.ordinaryDividends = newValue } }
  public var qualifiedDividends: InputText { get { storage.fields.qualifiedDividends } set { stored.qualifiedDividends = newValue } }
  public var interestIncome: InputText { get { storage.fields.interestIncome } set { stored.interestIncome = newValue } }
  public var shortTermGains: InputText { get { storage.fields.shortTermGains } set { stored.shortTermGains = newValue } }
  public var longTermGains: InputText { get { storage.fields.longTermGains } set { stored.longTermGains = newValue } }
  public var rothConversion: InputText { get { storage.fields.rothConversion } set { stored.rothConversion = newValue } }
  public var ytdWage: InputText { get { storage.fields.ytdWage } set { stored.ytdWage = newValue } }
  public var ytdFederalWithhold: InputText { get { storage.fields.ytdFederalWithhold } set { stored.ytdFederalWithhold = newValue } }
  public var ytdStateWithhold: InputText { get { storage.fields.ytdStateWithhold } set { stored.ytdStateWithhold = newValue } }
  public var futureWage: InputText { get { storage.fields.futureWage } set { stored.futureWage = newValue } }
  public var futureFederalWithhold: InputText { get { storage.fields.futureFederalWithhold } set { stored.futureFederalWithhold = newValue } }
  public var futureStateWithhold: InputText { get { storage.fields.futureStateWithhold } set { stored.futureStateWithhold = newValue } }
  public var incomeMode: InputText { get { storage.fields.incomeMode } set { stored.incomeMode = newValue } }
  public var paycheckWage: InputText { get { storage.fields.paycheckWage } set { stored.paycheckWage = newValue } }
  public var paycheckFederal: InputText { get { storage.fields.paycheckFederal } set { stored.paycheckFederal = newValue } }
  public var paycheckState: InputText { get { storage.fields.paycheckState } set { stored.paycheckState = newValue } }
  public var payFrequency: InputText { get { storage.fields.payFrequency } set { stored.payFrequency = newValue } }
  public var nextPayDate: InputText { get { storage.fields.nextPayDate } set { stored.nextPayDate = newValue } }
  public var lastPayDate: InputText { get { storage.fields.lastPayDate } set { stored.lastPayDate = newValue } }
  public var rsuVestWage: InputText { get { storage.fields.rsuVestWage } set { stored.rsuVestWage = newValue } }
  public var rsuVestFederal: InputText { get { storage.fields.rsuVestFederal } set { stored.rsuVestFederal = newValue } }
  public var rsuVestState: InputText { get { storage.fields.rsuVestState } set { stored.rsuVestState = newValue } }
  public var vestPrice: InputText { get { storage.fields.vestPrice } set { stored.vestPrice = newValue } }
  public var futureRSUVests: [FutureRSUVest] { get { storage.fields.futureRSUVests } set { stored.futureRSUVests = newValue } }
  public var ytdCaliforniaSDIWithheld: InputText { get { storage.fields.ytdCaliforniaSDIWithheld } set { stored.ytdCaliforniaSDIWithheld = newValue } }
  public var selfEmploymentReceipts: InputText { get { storage.fields.selfEmploymentReceipts } set { stored.selfEmploymentReceipts = newValue } }
  public var selfEmploymentExpenses: InputText { get { storage.fields.selfEmploymentExpenses } set { stored.selfEmploymentExpenses = newValue } }
  public var specifiedServiceBusiness: InputText { get { storage.fields.specifiedServiceBusiness } set { stored.specifiedServiceBusiness = newValue } }
  public var businessW2WagesPaid: InputText { get { storage.fields.businessW2WagesPaid } set { stored.businessW2WagesPaid = newValue } }
  public var businessPropertyUBIA: InputText { get { storage.fields.businessPropertyUBIA } set { stored.businessPropertyUBIA = newValue } }
  public var selfEmployedHealthInsurance: InputText { get { storage.fields.selfEmployedHealthInsurance } set { stored.selfEmployedHealthInsurance = newValue } }
  public var sepContributions: InputText { get { storage.fields.sepContributions } set { stored.sepContributions = newValue } }
  public var solo401kDeferrals: InputText { get { storage.fields.solo401kDeferrals } set { stored.solo401kDeferrals = newValue } }
  public var iraContributions: InputText { get { storage.fields.iraContributions } set { stored.iraContributions = newValue } }
  public var coveredByWorkplacePlan: InputText { get { storage.fields.coveredByWorkplacePlan } set { stored.coveredByWorkplacePlan = newValue } }
  public var hsaContributions: InputText { get { storage.fields.hsaContributions } set { stored.hsaContributions = newValue } }
  public var hsaFamilyCoverage: InputText { get { storage.fields.hsaFamilyCoverage } set { stored.hsaFamilyCoverage = newValue } }
  public var otherRetirementContributions: InputText { get { storage.fields.otherRetirementContributions } set { stored.otherRetirementContributions = newValue } }
  public var dependentCareBenefits: InputText { get { storage.fields.dependentCareBenefits } set { stored.dependentCareBenefits = newValue } }
  public var qualifiedTips: InputText { get { storage.fields.qualifiedTips } set { stored.qualifiedTips = newValue } }
  public var qualifiedOvertime: InputText { get { storage.fields.qualifiedOvertime } set { stored.qualifiedOvertime = newValue } }
  public var studentLoanInterest: InputText { get { storage.fields.studentLoanInterest } set { stored.studentLoanInterest = newValue } }
  public var incentiveStockOptions: [IncentiveStockOptionExercise] { get { storage.fields.incentiveStockOptions } set { stored.incentiveStockOptions = newValue } }
  public var retirementDistributions: [RetirementDistribution] { get { storage.fields.retirementDistributions } set { stored.retirementDistributions = newValue } }
  public var iraBalancePriorYearEnd: InputText { get { storage.fields.iraBalancePriorYearEnd } set { stored.iraBalancePriorYearEnd = newValue } }
  public var socialSecurityBenefits: InputText { get { storage.fields.socialSecurityBenefits } set { stored.socialSecurityBenefits = newValue } }
  public var socialSecurityWithheld: InputText { get { storage.fields.socialSecurityWithheld } set { stored.socialSecurityWithheld = newValue } }
  public var unemploymentCompensation: InputText { get { storage.fields.unemploymentCompensation } set { stored.unemploymentCompensation = newValue } }
  public var unemploymentWithheld: InputText { get { storage.fields.unemploymentWithheld } set { stored.unemploymentWithheld = newValue } }
  public var treasuryInterest: InputText { get { storage.fields.treasuryInterest } set { stored.treasuryInterest = newValue } }
  public var taxExemptInterest: InputText { get { storage.fields.taxExemptInterest } set { stored.taxExemptInterest = newValue } }
  public var taxExemptInterestOtherStates: InputText { get { storage.fields.taxExemptInterestOtherStates } set { stored.taxExemptInterestOtherStates = newValue } }
  public var foreignTaxPaid: InputText { get { storage.fields.foreignTaxPaid } set { stored.foreignTaxPaid = newValue } }
  public var foreignSourceIncome: InputText { get { storage.fields.foreignSourceIncome } set { stored.foreignSourceIncome = newValue } }
  public var rentalProperties: [RentalProperty] { get { storage.fields.rentalProperties } set { stored.rentalProperties = newValue } }

  /// Whether any current-law field holds text: the quick test before naming them (key path
  /// reads cost hundreds of instructions each, and the web app's rules ask it of every household).
  var hasCurrentLawText: Bool { storage.hasCurrentLawText }
  /// Whether any Social Security, unemployment, Treasury or tax-exempt interest field holds text.
  var hasBenefitsOrInterestText: Bool { storage.hasBenefitsOrInterestText }

  /// The web app's test `incomeMode === 'simple'`.
  public var usesSimpleMode: Bool { incomeMode.text == "simple" }

  /// The web app's test `payFrequency === 'biweekly'` (otherwise it steps by months).
  public var paysBiweekly: Bool { payFrequency.text == "biweekly" }
}

extension IncomeData.Storage {
  /// ``IncomeData/hasCurrentLawText``, each field read where the object keeps it: through
  /// `IncomeData`'s accessors each text was copied out and released (a retain and a release
  /// each), and through a pointer to `fields` the whole record was copied first.
  var hasCurrentLawText: Bool {
    !(fields.ytdCaliforniaSDIWithheld.isEmpty && fields.selfEmploymentReceipts.isEmpty && fields.selfEmploymentExpenses.isEmpty
      && fields.specifiedServiceBusiness.isEmpty && fields.businessW2WagesPaid.isEmpty && fields.businessPropertyUBIA.isEmpty
      && fields.selfEmployedHealthInsurance.isEmpty && fields.sepContributions.isEmpty && fields.solo401kDeferrals.isEmpty
      && fields.iraContributions.isEmpty && fields.coveredByWorkplacePlan.isEmpty && fields.hsaContributions.isEmpty
      && fields.hsaFamilyCoverage.isEmpty && fields.otherRetirementContributions.isEmpty && fields.dependentCareBenefits.isEmpty
      && fields.qualifiedTips.isEmpty && fields.qualifiedOvertime.isEmpty && fields.studentLoanInterest.isEmpty
      && fields.incentiveStockOptions.isEmpty && fields.retirementDistributions.isEmpty && fields.iraBalancePriorYearEnd.isEmpty
      && fields.foreignTaxPaid.isEmpty && fields.foreignSourceIncome.isEmpty && fields.rentalProperties.isEmpty
      && !hasBenefitsOrInterestText)
  }

  /// Whether any of the Social Security, unemployment, Treasury or tax-exempt interest fields
  /// holds text: the quick test before the return reads them.
  var hasBenefitsOrInterestText: Bool {
    !(fields.socialSecurityBenefits.isEmpty && fields.socialSecurityWithheld.isEmpty && fields.unemploymentCompensation.isEmpty
      && fields.unemploymentWithheld.isEmpty && fields.treasuryInterest.isEmpty && fields.taxExemptInterest.isEmpty
      && fields.taxExemptInterestOtherStates.isEmpty)
  }
}

extension IncomeData {
  /// A field read in place: a key path applied to `storage.fields` would copy every field first.
  func stored<Value>(_ path: KeyPath<Fields, Value>) -> Value {
    withUnsafeMutablePointer(to: &storage.fields) { $0.pointee[keyPath: path] }
  }
}

extension InputField where Root == IncomeData.Fields {
  /// The field's text in a person's income, read in place.
  func text(in income: IncomeData) -> InputText { income.stored(keyPath) }
}
