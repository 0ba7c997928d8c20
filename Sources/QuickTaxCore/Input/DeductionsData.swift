/// The household's deductions (`DeductionsData` in the web app's store).
public struct DeductionsData: Sendable, Hashable {
  public var propertyTax: InputText = .empty
  public var mortgageInterest: InputText = .empty
  public var donations: InputText = .empty
  /// `before-dec-16-2017`, `after-dec-15-2017`, or empty when unknown (no limit applied).
  public var mortgageLoanDate: InputText = .empty
  public var mortgageBalance: InputText = .empty
  /// State income tax for a household outside California (federal SALT only).
  public var otherStateIncomeTax: InputText = .empty
  /// Schedule C business expenses.
  public var businessExpenses: InputText = .empty
  /// Current law only: medical and dental expenses (Schedule A line 1).
  public var medicalExpenses: InputText = .empty
  /// Current law only: state income tax for earlier years paid during this year, part of the state
  /// income tax paid that Schedule A line 5a deducts.
  public var priorYearStateTaxPaid: InputText = .empty
  /// Current law only: child and dependent care expenses (Form 2441 line 2).
  public var dependentCareExpenses: InputText = .empty
  /// Current law only, 2025–2028: qualified passenger vehicle loan interest (Schedule 1-A Part IV).
  public var passengerVehicleLoanInterest: InputText = .empty
  /// Current law only: general sales taxes paid, Schedule A line 5a's choice in place of state and
  /// local income taxes (IRC §164(b)(5)).
  public var generalSalesTax: InputText = .empty
  /// Current law only, Washington residents: the long-term gains its capital gains excise tax
  /// exempts (RCW 82.87.050), and the gifts to Washington charities (RCW 82.87.080).
  public var washingtonExemptGains: InputText = .empty
  /// New York: contributions to New York's 529 college savings program (IT-201 line 30).
  public var newYork529Contributions: InputText = .empty
  public var washingtonCharitableDonations: InputText = .empty

  public init() {}

  /// The loan-date code of mortgages taken out before December 16, 2017 (IRC §163(h)(3)(F)).
  public static let grandfatheredLoanDate = "before-dec-16-2017"
  /// The loan-date code of later mortgages.
  public static let laterLoanDate = "after-dec-15-2017"
}
