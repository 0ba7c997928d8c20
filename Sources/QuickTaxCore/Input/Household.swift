/// Everything the web app knows about a household: its whole input state (the `state` of the
/// `quick-tax-storage` local-storage entry, less UI fields such as `currentStep`).
public struct Household: Sendable, Hashable {
  public var taxYear: Int = 2025
  public var filingStatus: FilingStatus = .marriedFilingJointly
  public var includeCaliforniaTax: Bool = true
  /// Where the household lives all year (`residence`); nil when the file names no state, which
  /// reads as the web app's state does (``includeCaliforniaTax``). When given, California's tax is
  /// on exactly when the state is California.
  public var residence: Residence?
  public var deductions = DeductionsData()
  public var userIncome = IncomeData()
  /// Read only when filing jointly.
  public var spouseIncome = IncomeData()
  public var estimatedPayments = EstimatedPaymentsData()
  /// Ages, blindness and dependents: current law only (not in the web app's state).
  public var family = FamilyData()
  /// Last year's capital loss carryovers: current law only.
  public var carryovers = CarryoverData()
  /// The California estimated payments paid within the tax year, when `planning` dates them
  /// (``PlanningInputs/applyPayments(to:clock:tables:returnDueDate:)``): Schedule A line 5a's part
  /// of them. Empty: the April and June installments' fields, paid in the year by their due dates.
  /// Not a field of the household file.
  public var californiaEstimatedPaidInYear: InputText = .empty

  /// The web app's initial state (`useStore`): 2025, married filing jointly, California on, every
  /// field empty.
  public init() {}

  /// The state the household lives in: the one named, else California when its tax is on; nil
  /// when the file names none and California is off (no state is computed, and which it is is not
  /// known).
  public var stateOfResidence: USState? { residence?.state ?? (includeCaliforniaTax ? .CA : nil) }

  /// What QuickTax knows of that state's taxes.
  public var stateProfile: StateProfile? {
    guard let residence else { return includeCaliforniaTax ? StateProfile.california : nil }
    return residence.profile
  }
}
