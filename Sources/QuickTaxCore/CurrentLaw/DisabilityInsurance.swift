/// One person's California SDI for the year: the employee's State Disability Insurance
/// contribution withheld from wages (California Unemployment Insurance Code §984; no wage
/// ceiling from 2024, SB 951), or a voluntary plan's (VPDI) in its place (§3260), which counts the
/// same on Schedule A line 5a (IRS Pub 17, "State and local income taxes"; Rev. Rul. 81-194).
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
  public var amount: N
}

extension TaxEngine {
  /// One person's SDI. The year-to-date figure is what a pay stub shows (and W-2 box 14, "CASDI"
  /// or "VPDI", once the year's wages are paid); what is still to come is withheld as it has
  /// been: at the share of wages to date the figure is (nothing for an exempt employee, a
  /// voluntary plan's own rate).
  func disabilityInsurance(_ withheldToDate: InputText, income: IndividualIncomeWorksheet<N>, statutoryRate: N) -> DisabilityInsuranceWorksheet<N> {
    let wagesToCome = income.future.total.totalWage
    guard !withheldToDate.isEmpty else {
      return DisabilityInsuranceWorksheet(
        basis: .statutoryRate, withheldToDate: .zero, wagesToDate: income.ytdWage, wagesToCome: wagesToCome, rateOnWagesToCome: statutoryRate,
        amount: jsMax(.zero, income.aggregation.wageIncome) * statutoryRate)
    }
    let toDate = N.parsed(withheldToDate)
    let rate = income.ytdWage > .zero ? toDate / income.ytdWage : statutoryRate
    return DisabilityInsuranceWorksheet(
      basis: .withheldToDate, withheldToDate: toDate, wagesToDate: income.ytdWage, wagesToCome: wagesToCome, rateOnWagesToCome: rate,
      amount: toDate + jsMax(.zero, wagesToCome) * rate)
  }
}
