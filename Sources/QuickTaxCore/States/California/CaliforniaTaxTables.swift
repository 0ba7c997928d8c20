/// One tax year's California figures (the web app's `CALIFORNIA_TAX_DATA[year]` and the constants
/// its California calculator writes inline).
public final class CaliforniaTaxTables<N: TaxNumber>: Sendable {
  /// Form 540 tax rate schedules.
  public let brackets: ByFilingStatus<[TaxBracket<N>]>
  public let standardDeduction: ByFilingStatus<N>
  /// Mental Health Services Tax (R&TC §17043): `rate` on taxable income above `threshold`.
  public let mentalHealthTaxThreshold: N
  public let mentalHealthTaxRate: N
  /// Mortgage balance whose interest California lets you deduct (it did not adopt the lower
  /// federal limit for loans after 2017).
  public let mortgageBalanceLimit: N
  /// State withholding assumed on an RSU vest when no earlier vest shows the real rate.
  public let rsuDefaultWithholdingRate: N
  /// Estimated tax due dates and cumulative shares (Form 540-ES: 30%, 70%, 100%).
  public let estimatedPaymentSchedule: [PaymentInstallment<N>]
  /// The rules the web app leaves out (Engine/CurrentLaw); nil in the web app's tables.
  public let currentLaw: CaliforniaCurrentLawRules<N>?

  public init(
    brackets: ByFilingStatus<[TaxBracket<N>]>, standardDeduction: ByFilingStatus<N>,
    mentalHealthTaxThreshold: N, mentalHealthTaxRate: N, mortgageBalanceLimit: N,
    rsuDefaultWithholdingRate: N, estimatedPaymentSchedule: [PaymentInstallment<N>], currentLaw: CaliforniaCurrentLawRules<N>? = nil
  ) {
    self.brackets = brackets
    self.standardDeduction = standardDeduction
    self.mentalHealthTaxThreshold = mentalHealthTaxThreshold
    self.mentalHealthTaxRate = mentalHealthTaxRate
    self.mortgageBalanceLimit = mortgageBalanceLimit
    self.rsuDefaultWithholdingRate = rsuDefaultWithholdingRate
    self.estimatedPaymentSchedule = estimatedPaymentSchedule
    self.currentLaw = currentLaw
  }
}
