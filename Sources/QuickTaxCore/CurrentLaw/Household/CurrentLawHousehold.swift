/// The household as current law's forms read it: every amount a number, every flag a `Bool`,
/// every date a day, every list of typed entries. Made once from the validated household at the
/// edge (`TaxEngine.currentLawHousehold(_:)`, the one place its text is read); the forms
/// under CurrentLaw/ read only this. The web app's port under Engine/ keeps its own parsing,
/// since parity needs JavaScript's `parseFloat` there; the wages, withholding and investment
/// income are its aggregation (`aggregateHouseholdIncomeWorksheet`), which the return takes
/// beside this view.
///
/// An annualized period of Form 2210 Schedule AI and FTB 5805 Part III is this view with the
/// period's income scaled by its factor (`annualized(_:)`): no text is written or read for it.
///
/// A class, read-only once made: copied as one reference (a copy of a struct this size went field
/// by field through its generic type's metadata), its members of types built from `N` kept apart.
public final class CurrentLawHousehold<N: TaxNumber>: GenericMembersHolder<CurrentLawHouseholdMembers<N>>,
  @unchecked Sendable
{
  public let taxYear: Int
  public let filingStatus: FilingStatus
  public let includeCaliforniaTax: Bool
  /// Where the household lives all year; nil when the file names no state.
  public let residence: Residence?
  public let family: CurrentLawFamily
  /// `family.students`: Form 8863's students.
  public var students: [EducationStudentExpenses<N>] { members.students }
  /// `userIncome` and `spouseIncome` beyond the web app's income (the spouse's on a joint return, else an
  /// empty person: no other return has the spouse on it, ``peopleOnReturn``).
  public var userIncome: CurrentLawPerson<N> { members.userIncome }
  public var spouseIncome: CurrentLawPerson<N> { members.spouseIncome }
  public var deductions: CurrentLawDeductions<N> { members.deductions }
  public var carryovers: CurrentLawCarryovers<N> { members.carryovers }
  /// Form 1040 line 26: the four federal installments (`calculateTotalFederalEstimatedPayments`).
  public let federalEstimatedPayments: N
  /// Form 540 line 76: California's installments (`calculateTotalCaliforniaEstimatedPayments`).
  public let californiaEstimatedPayments: N
  /// Schedule A line 5a's California estimated payments, those paid within the year:
  /// `californiaEstimatedPaidInYear` when given, else the April and June installments.
  public let californiaEstimatedPaidInYear: N
  /// The estimated payments of a state of residence other than California whose tax is computed
  /// (New York's four, IT-201 line 75), and those paid within the year, for Schedule A line 5a
  /// (all but the last, paid in January).
  public let stateEstimatedPayments: N
  public let stateEstimatedPaidInYear: N

  /// The people on the return: the user, and the spouse on a joint return (made with the
  /// household: every form of the return reads it).
  public var peopleOnReturn: [CurrentLawPerson<N>] { members.peopleOnReturn }

  /// The bargain element of the incentive stock options the people on the return exercised: the
  /// AMT adjustment of Form 6251 line 2i and of California's Schedule P, added person by person
  /// in the order entered.
  var incentiveStockOptionBargainElement: N {
    var total = N.zero
    for person in peopleOnReturn {
      for exercise in person.incentiveStockOptions { total += exercise.bargainElement }
    }
    return total
  }

  /// Whether the people on the return have any rental property: the cheap test before Schedule E.
  var hasRentalProperties: Bool { peopleOnReturn.contains { !$0.rentalProperties.isEmpty } }

  init(
    taxYear: Int, filingStatus: FilingStatus, includeCaliforniaTax: Bool, residence: Residence?, family: CurrentLawFamily,
    students: [EducationStudentExpenses<N>], userIncome: CurrentLawPerson<N>,
    spouseIncome: CurrentLawPerson<N>, deductions: CurrentLawDeductions<N>,
    carryovers: CurrentLawCarryovers<N>, federalEstimatedPayments: N, californiaEstimatedPayments: N,
    californiaEstimatedPaidInYear: N, stateEstimatedPayments: N = .zero, stateEstimatedPaidInYear: N = .zero
  ) {
    self.taxYear = taxYear
    self.filingStatus = filingStatus
    self.includeCaliforniaTax = includeCaliforniaTax
    self.residence = residence
    self.family = family
    self.federalEstimatedPayments = federalEstimatedPayments
    self.californiaEstimatedPayments = californiaEstimatedPayments
    self.californiaEstimatedPaidInYear = californiaEstimatedPaidInYear
    self.stateEstimatedPayments = stateEstimatedPayments
    self.stateEstimatedPaidInYear = stateEstimatedPaidInYear
    super.init(
      members: CurrentLawHouseholdMembers(
        students: students, userIncome: userIncome, spouseIncome: spouseIncome,
        peopleOnReturn: filingStatus.isJoint ? [userIncome, spouseIncome] : [userIncome],
        deductions: deductions, carryovers: carryovers))
  }
}

/// ``CurrentLawHousehold``'s members of types built from `N` (see ``GenericMembersHolder``).
public struct CurrentLawHouseholdMembers<N: TaxNumber>: Sendable {
  let students: [EducationStudentExpenses<N>]
  let userIncome: CurrentLawPerson<N>
  let spouseIncome: CurrentLawPerson<N>
  let peopleOnReturn: [CurrentLawPerson<N>]
  let deductions: CurrentLawDeductions<N>
  let carryovers: CurrentLawCarryovers<N>
}

/// The deductions current law reads (`deductions`), as amounts.
/// A class, read-only once made: copied as one reference (a copy of a struct this size went field
/// by field through its generic type's metadata), its members of types built from `N` kept apart.
public final class CurrentLawDeductions<N: TaxNumber>: GenericMembersHolder<CurrentLawDeductionsMembers<N>>,
  @unchecked Sendable
{
  public let medicalExpenses: N
  public let propertyTax: N
  public let mortgageInterest: N
  public let mortgageBalance: N
  /// Whether the mortgage was taken out before December 16, 2017 (`mortgageLoanDate`
  /// `before-dec-16-2017`, the grandfathered limit); nil when its date is not given, and
  /// then no balance limit applies (as the web app).
  public let mortgageLoanGrandfathered: Bool?
  public let donations: N
  public let priorYearStateTaxPaid: N
  public let otherStateIncomeTax: N
  /// The web app's business expenses: current law's first business's (Form1040Income).
  public let businessExpenses: N
  /// Nil when not given (Form 2441 is then not figured at all).
  public var dependentCareExpenses: N? { members.dependentCareExpenses }
  public let passengerVehicleLoanInterest: N
  /// Schedule A line 5a's other choice: general sales taxes paid (IRC §164(b)(5)).
  public let generalSalesTax: N
  /// Washington's capital gains excise tax: the long-term gains it exempts (RCW 82.87.050) and
  /// the gifts to Washington charities (RCW 82.87.080).
  public let washingtonExemptGains: N
  public let washingtonCharitableDonations: N
  /// New York 529 college savings contributions (IT-201 line 30).
  public let newYork529Contributions: N

  init(
    medicalExpenses: N, propertyTax: N, mortgageInterest: N, mortgageBalance: N,
    mortgageLoanGrandfathered: Bool?, donations: N, priorYearStateTaxPaid: N, otherStateIncomeTax: N,
    businessExpenses: N, dependentCareExpenses: N?, passengerVehicleLoanInterest: N, generalSalesTax: N = .zero,
    washingtonExemptGains: N = .zero, washingtonCharitableDonations: N = .zero, newYork529Contributions: N = .zero
  ) {
    self.medicalExpenses = medicalExpenses
    self.propertyTax = propertyTax
    self.mortgageInterest = mortgageInterest
    self.mortgageBalance = mortgageBalance
    self.mortgageLoanGrandfathered = mortgageLoanGrandfathered
    self.donations = donations
    self.priorYearStateTaxPaid = priorYearStateTaxPaid
    self.otherStateIncomeTax = otherStateIncomeTax
    self.businessExpenses = businessExpenses
    self.passengerVehicleLoanInterest = passengerVehicleLoanInterest
    self.generalSalesTax = generalSalesTax
    self.washingtonExemptGains = washingtonExemptGains
    self.washingtonCharitableDonations = washingtonCharitableDonations
    self.newYork529Contributions = newYork529Contributions
    super.init(members: CurrentLawDeductionsMembers(dependentCareExpenses: dependentCareExpenses))
  }
}

/// ``CurrentLawDeductions``'s members of types built from `N` (see ``GenericMembersHolder``).
public struct CurrentLawDeductionsMembers<N: TaxNumber>: Sendable {
  let dependentCareExpenses: N?
}

/// Last year's capital loss carryovers (`carryovers`): federal, and California's own when given.
public struct CurrentLawCarryovers<N: TaxNumber>: Sendable {
  public internal(set) var shortTermCapitalLoss: N
  public internal(set) var longTermCapitalLoss: N
  public internal(set) var californiaShortTermCapitalLoss: N?
  public internal(set) var californiaLongTermCapitalLoss: N?
}

/// One student of Form 8863 (`family.students`).
public struct EducationStudentExpenses<N: TaxNumber>: Sendable {
  /// The American opportunity credit (Part III lines 27–30), else the lifetime learning credit.
  public internal(set) var americanOpportunity: Bool
  /// Adjusted qualified education expenses.
  public internal(set) var qualifiedExpenses: N
}
