/// Schedule A line 5a as the law has it: the state income tax paid during the year, not the
/// year's liability (which the web app counts). In California: the state tax withheld from the
/// year's wages, the SDI withheld with it (deductible as a state income tax: IRS Pub 17, "State
/// and local income taxes"), the estimated payments paid within the year (by their dates when
/// `planning` gives them, whatever their installment; else the year's first two installments), and
/// tax for earlier years paid this year. In a state QuickTax computes beside California (New
/// York): its withholding and the estimated payments made in the year (all but January's), and
/// tax for earlier years. Elsewhere: the other state's tax as entered, plus tax for earlier years.
public struct StateIncomeTaxPaidWorksheet<N: TaxNumber>: Sendable {
  /// State income tax withheld, to date and still to come.
  public var withholding: N
  /// California SDI (or a voluntary plan's VPDI) of every person on the return.
  public var disabilityInsurance: N
  /// Each person's SDI, in the order of the people on the return; empty outside California.
  public var disabilityInsuranceByPerson: [DisabilityInsuranceWorksheet<N>]
  /// California's estimated payments paid within the year: by their dates when known, else the
  /// April and June installments (the January one is paid in the next year).
  public var estimatedPayments: N
  /// `deductions.priorYearStateTaxPaid`.
  public var earlierYears: N
  /// `deductions.otherStateIncomeTax`, outside California.
  public var otherState: N
  public var total: N

  /// Each person's SDI figure that is probably mistyped (``DisabilityInsuranceWorksheet/notice(path:)``).
  public var notices: [InputDiagnostic] {
    var notices: [InputDiagnostic] = []
    for person in disabilityInsuranceByPerson.indices {
      if let notice = disabilityInsuranceByPerson[person].notice(path: person == 0 ? "userIncome" : "spouseIncome") { notices.append(notice) }
    }
    return notices
  }
}

extension TaxEngine {
  func stateIncomeTaxPaid(
    _ household: CurrentLawHousehold<N>, income: HouseholdIncomeWorksheet<N>, stateWithholding: N, disabilityInsuranceRate: N
  ) -> StateIncomeTaxPaidWorksheet<N> {
    let earlier = household.deductions.priorYearStateTaxPaid
    // A state QuickTax computes beside California (New York): its withholding and the estimated
    // payments made within the year, as California's.
    if let profile = household.residence?.profile, profile.estimatedPaymentQuarters != nil {
      let estimated = household.stateEstimatedPaidInYear
      return StateIncomeTaxPaidWorksheet(
        withholding: stateWithholding, disabilityInsurance: .zero, disabilityInsuranceByPerson: [], estimatedPayments: estimated,
        earlierYears: earlier, otherState: .zero, total: stateWithholding + estimated + earlier)
    }
    guard household.includeCaliforniaTax else {
      let other = household.deductions.otherStateIncomeTax
      return StateIncomeTaxPaidWorksheet(
        withholding: .zero, disabilityInsurance: .zero, disabilityInsuranceByPerson: [], estimatedPayments: .zero, earlierYears: earlier,
        otherState: other, total: other + earlier)
    }
    var byPerson = [
      disabilityInsurance(household.userIncome.ytdCaliforniaSDIWithheld, income: income.user, statutoryRate: disabilityInsuranceRate)
    ]
    if let spouse = income.spouse {
      byPerson.append(disabilityInsurance(household.spouseIncome.ytdCaliforniaSDIWithheld, income: spouse, statutoryRate: disabilityInsuranceRate))
    }
    let disability = byPerson.reduce(N.zero) { $0 + $1.amount }
    let estimated = household.californiaEstimatedPaidInYear
    return StateIncomeTaxPaidWorksheet(
      withholding: stateWithholding, disabilityInsurance: disability, disabilityInsuranceByPerson: byPerson, estimatedPayments: estimated,
      earlierYears: earlier, otherState: .zero, total: stateWithholding + disability + estimated + earlier)
  }
}
