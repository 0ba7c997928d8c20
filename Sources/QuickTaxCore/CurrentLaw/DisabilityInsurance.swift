/// One person's California SDI for the year: the employee's State Disability Insurance
/// contribution withheld from wages (California Unemployment Insurance Code §984; no wage
/// ceiling from 2024, SB 951), or a voluntary plan's (VPDI) in its place (§§3251–3254), which
/// counts the same on Schedule A line 5a (IRS Pub 17, "State and local income taxes"; Rev. Rul.
/// 81-194).
public struct DisabilityInsuranceWorksheet<N: TaxNumber>: Sendable {
  public enum Basis: String, Sendable {
    /// No figure given: the statutory rate on the year's wages.
    case statutoryRate
    /// `ytdCaliforniaSDIWithheld` as given (the pay stub's year-to-date SDI or VPDI), and wages
    /// still to come at the rate it is of the wages to date.
    case withheldToDate
  }

  public var basis: Basis
  /// The figure given; zero on the statutory basis.
  public var withheldToDate: N
  /// Wages to date (`ytdWage`).
  public var wagesToDate: N
  /// Wages still to come this year (simple mode's total, or paychecks and RSU vests).
  public var wagesToCome: N
  /// The rate on `wagesToCome`: the figure given over the wages to date, or the statutory rate
  /// (without a figure, or without wages to date for it to be a share of).
  public var rateOnWagesToCome: N
  /// The statutory rate of the year (`stateDisabilityInsurance.rate`).
  public var statutoryRate: N
  public var amount: N
}

extension TaxEngine {
  /// One person's SDI. The year-to-date figure is what a pay stub shows (and W-2 box 14, "CASDI"
  /// or "VPDI", once the year's wages are paid); what is still to come is withheld as it has
  /// been: at the share of wages to date the figure is (nothing for an exempt employee, a
  /// voluntary plan's own rate).
  func disabilityInsurance(
    _ withheldToDate: N?, income: IndividualIncomeWorksheet<N>, statutoryRate: N
  ) -> DisabilityInsuranceWorksheet<N> {
    let wagesToCome = income.future.total.totalWage
    guard let toDate = withheldToDate else {
      return DisabilityInsuranceWorksheet(
        basis: .statutoryRate, withheldToDate: .zero, wagesToDate: income.ytdWage, wagesToCome: wagesToCome,
        rateOnWagesToCome: statutoryRate, statutoryRate: statutoryRate, amount: (jsMax(.zero, income.aggregation.wageIncome) * statutoryRate).roundedToCents)
    }
    let rate = income.ytdWage > .zero ? toDate / income.ytdWage : statutoryRate
    return DisabilityInsuranceWorksheet(
      basis: .withheldToDate, withheldToDate: toDate, wagesToDate: income.ytdWage, wagesToCome: wagesToCome,
      rateOnWagesToCome: rate, statutoryRate: statutoryRate, amount: toDate + (jsMax(.zero, wagesToCome) * rate).roundedToCents)
  }
}

extension DisabilityInsuranceWorksheet {
  /// A figure given that is probably mistyped, for the person at `path`: SDI withheld with no
  /// wages to date, or more than twice the statutory rate of them (a voluntary plan may not ask
  /// more than SDI, Unemployment Insurance Code §3254; only elective deferrals, in SDI wages but
  /// not in box 1 wages, raise the share, and seldom to twice the rate).
  public func notice(path: String) -> InputDiagnostic? {
    guard basis == .withheldToDate, withheldToDate > .zero else { return nil }
    let field = "\(path).ytdCaliforniaSDIWithheld"
    let given = JavaScriptNumberFormat.string(withheldToDate.doubleValue)
    guard wagesToDate > .zero else {
      return InputDiagnostic(
        .warning, path: field, "\(given) with no wages to date (\(path).ytdWage): check it (it is used as entered)")
    }
    guard rateOnWagesToCome > statutoryRate * N(2) else { return nil }
    // In percent, to the hundredth.
    let percent = ((rateOnWagesToCome * N(100) * N(100)).doubleValue).rounded() / 100
    let statutory = JavaScriptNumberFormat.string((statutoryRate * N(100)).doubleValue)
    return InputDiagnostic(
      .warning, path: field,
      "\(given) is \(JavaScriptNumberFormat.string(percent))% of wages to date (\(path).ytdWage), "
        + "more than twice the statutory \(statutory)%: check it (it is used as entered, and wages still to come are taken at that rate)")
  }
}
