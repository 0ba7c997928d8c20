/// What QuickTax knows of one state's taxes on a full-year resident: whether it computes the
/// state's income tax, and if not why (no tax on wages, with the law that says so; or not computed
/// yet); the localities with an income tax of their own; who collects what it computes, and the
/// return it makes beside the federal one. One per state, in ``StateCatalog``.
///
/// A class: made once per state and handed out by reference (a copy of its strings and closures
/// on every household cost more than the lookup).
public final class StateProfile: Sendable {
  /// The state's tax on its residents' wages, as QuickTax treats it.
  public enum IncomeTax: Sendable, Equatable {
    /// Computed: the state's return and its estimated tax (California).
    case computed
    /// The state taxes no wages (``StateProfile/noIncomeTaxLaw`` says why).
    case none
    /// The state taxes income; QuickTax does not compute it yet.
    case notComputed

    /// `computed`, `none`, `notComputed`: the JSON's `residence.incomeTax`.
    public var key: String {
      switch self {
      case .computed: "computed"
      case .none: "none"
      case .notComputed: "notComputed"
      }
    }
  }

  public let state: USState
  public let incomeTax: IncomeTax
  /// Why the state taxes no wages, with its source; nil where it does.
  public let noIncomeTaxLaw: String?
  /// The localities whose residents owe an income tax of their own, which a household may name.
  public let localities: [Locality]
  /// Who collects what QuickTax computes for the state (its return, its estimated tax); nil where
  /// it computes nothing for it.
  public let authority: TaxAuthority?
  /// Whether the state's estimated tax is planned (a penalty rules file of its jurisdiction).
  public let plansEstimatedTax: Bool
  /// The state's legal holidays, which move a due date to the next business day; nil where
  /// QuickTax plans no due date of the state's.
  let isHoliday: (@Sendable (Int) -> Bool)?
  /// The state's installments' due dates for a tax year (ISO), where its estimated tax is planned.
  let installmentDueDates: (@Sendable (Int) -> [String])?
  /// The household's estimated payments to the state, installment by installment, where the state
  /// has fields of its own for them (New York's `newYorkQ1`…`newYorkQ4`); nil for none.
  let estimatedPaymentQuarters: (@Sendable (EstimatedPaymentsData) -> [InputText])?
  /// The return the state makes beside the federal one, for a tax the web app does not compute
  /// (Washington's capital gains excise tax); nil for none. California's return is the web app's
  /// port's, made on its own path.
  let otherReturn: (any StateReturnMaking)?

  init(
    state: USState, incomeTax: IncomeTax, noIncomeTaxLaw: String? = nil, localities: [Locality] = [], authority: TaxAuthority? = nil,
    plansEstimatedTax: Bool = false, isHoliday: (@Sendable (Int) -> Bool)? = nil, installmentDueDates: (@Sendable (Int) -> [String])? = nil,
    estimatedPaymentQuarters: (@Sendable (EstimatedPaymentsData) -> [InputText])? = nil, otherReturn: (any StateReturnMaking)? = nil
  ) {
    self.estimatedPaymentQuarters = estimatedPaymentQuarters
    self.installmentDueDates = installmentDueDates
    self.state = state
    self.incomeTax = incomeTax
    self.noIncomeTaxLaw = noIncomeTaxLaw
    self.localities = localities
    self.authority = authority
    self.plansEstimatedTax = plansEstimatedTax
    self.isHoliday = isHoliday
    self.otherReturn = otherReturn
  }

  /// Whether the state has a return made beside the federal one (`otherReturn`: Washington's excise tax).
  public var hasOtherReturn: Bool { otherReturn != nil }

  /// The jurisdiction of the state's figures and payments.
  public var jurisdiction: TaxDataFile.Jurisdiction { state.jurisdiction }
}

extension Household {
  /// The jurisdictions whose estimated tax is planned: federal, and the state of residence where
  /// QuickTax plans its estimated tax.
  public var plannedJurisdictions: [TaxDataFile.Jurisdiction] {
    // A file without a residence (most of them): the web app's two, without a look-up.
    guard let residence else { return includeCaliforniaTax ? Self.federalAndCalifornia : Self.federalOnly }
    let profile = residence.profile
    return profile.plansEstimatedTax ? [.federal, profile.jurisdiction] : Self.federalOnly
  }

  private static let federalAndCalifornia: [TaxDataFile.Jurisdiction] = [.federal, .california]
  private static let federalOnly: [TaxDataFile.Jurisdiction] = [.federal]
}
