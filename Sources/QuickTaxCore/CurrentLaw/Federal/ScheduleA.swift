/// Schedule A (Form 1040) under current law, line by line.
public struct ScheduleAWorksheet<N: TaxNumber>: Sendable {
  /// Line 1: medical and dental expenses; line 3: the floor (7.5% of AGI); line 4: what counts.
  public var medicalExpenses: N
  public var medicalFloor: N
  public var medicalDeduction: N
  /// Line 5a: state income tax paid (``StateIncomeTaxPaidWorksheet``), or general sales taxes
  /// where the person gives them and they are the larger (the box on line 5a, IRC §164(b)(5));
  /// 5b: real estate tax.
  public var stateIncomeTax: N
  /// The general sales taxes given (`deductions.generalSalesTax`), and whether line 5a takes them.
  public var generalSalesTax: N
  public var salesTaxElected: Bool
  public var realEstateTax: N
  /// Line 5d, the limit after its phase-down by MAGI (the line 5e worksheet's line 9, halved on a
  /// separate return), and line 5e.
  public var saltBeforeCap: N
  public var saltCap: N
  public var saltDeduction: N
  /// Line 8a: the interest entered, and what the acquisition-debt limit allows of it.
  public var mortgageInterest: N
  public var mortgageBalanceLimit: N
  public var deductibleMortgageInterest: N
  /// Line 11: cash gifts entered; what the AGI limit allows (line 14 before the 2026 floor), the
  /// floor, what is deducted, and the excess that carries to the next five years (IRC §170(d)).
  public var cashGifts: N
  public var giftsLimit: N
  public var giftsFloor: N
  public var gifts: N
  public var giftsCarryover: N
  /// Line 17 before the overall limitation, the limitation (IRC §68, from 2026), and line 17.
  public var totalBeforeLimitation: N
  public var limitation: N
  public var total: N
}

extension TaxEngine {
  /// Schedule A: medical expenses above the floor (line 4), state and local taxes within the cap
  /// (lines 5a–5e; the state income tax as paid), home mortgage interest within the acquisition-
  /// debt limit (line 8a, in proportion to the balance as Pub 936's worksheet does, the web app's
  /// method), cash gifts within the AGI limit and, from 2026, above the floor (line 11–14), and
  /// the §68 limitation of 2026 on the total (`limitationBase` is taxable income before it plus
  /// the itemized deductions: AGI less the senior deduction).
  func scheduleA(
    _ deductions: CurrentLawDeductions<N>, stateIncomeTaxPaid: N, adjustedGrossIncome agi: N, limitationBase: N, filingStatus: FilingStatus,
    tables: FederalTaxTables<N>, rules: FederalCurrentLawRules<N>
  ) -> ScheduleAWorksheet<N> {
    let separate = filingStatus == .marriedFilingSeparately
    let positiveAGI = jsMax(.zero, agi)
    let medical = deductions.medicalExpenses
    // Each line the form writes in dollars and cents.
    let medicalFloor = (positiveAGI * rules.medicalExpenseFloorRate).roundedToCents  // line 3
    let medicalDeduction = jsMax(.zero, medical - medicalFloor)

    let realEstate = deductions.propertyTax
    // Line 5a: income taxes, or general sales taxes when they are the larger (IRC §164(b)(5)(A)).
    let salesTax = deductions.generalSalesTax
    let salesTaxElected = salesTax > stateIncomeTaxPaid
    let line5a = salesTaxElected ? salesTax : stateIncomeTaxPaid
    let saltBeforeCap = line5a + realEstate
    let saltCap = saltLimit(modifiedAGI: agi, filingStatus: filingStatus, rule: tables.saltCap, separate: rules.marriedFilingSeparately.saltLimit)
    let salt = jsMin(saltBeforeCap, saltCap)

    let mortgageInterest = deductions.mortgageInterest
    let balance = deductions.mortgageBalance
    let limits = separate ? rules.marriedFilingSeparately.mortgageInterestLimits : tables.mortgageInterestLimits
    var balanceLimit = N.zero
    var deductibleInterest = mortgageInterest
    // As the web app: the limit applies when the balance and the loan's date are known.
    if balance > .zero, let grandfathered = deductions.mortgageLoanGrandfathered {
      balanceLimit = grandfathered ? limits.grandfatheredBalanceLimit : limits.balanceLimit
      if balance > balanceLimit { deductibleInterest = (mortgageInterest * (balanceLimit / balance)).roundedToCents }
    }

    let charity = rules.charitableContributions
    let cashGifts = deductions.donations
    let giftsLimit = (positiveAGI * charity.cashLimitRate).roundedToCents
    let allowed = jsMin(cashGifts, giftsLimit)
    let giftsFloor = jsMin(allowed, (positiveAGI * charity.itemizerFloorRate).roundedToCents)
    let gifts = allowed - giftsFloor

    let beforeLimitation = medicalDeduction + salt + deductibleInterest + gifts
    var limitation = N.zero
    if let rule = rules.itemizedDeductionLimitation {
      let excess = jsMax(.zero, limitationBase - rule.threshold[filingStatus])
      limitation = (jsMin(beforeLimitation, excess) * rule.numerator / rule.denominator).roundedToCents
    }
    return ScheduleAWorksheet(
      medicalExpenses: medical, medicalFloor: medicalFloor, medicalDeduction: medicalDeduction, stateIncomeTax: line5a,
      generalSalesTax: salesTax, salesTaxElected: salesTaxElected, realEstateTax: realEstate, saltBeforeCap: saltBeforeCap, saltCap: saltCap, saltDeduction: salt, mortgageInterest: mortgageInterest,
      mortgageBalanceLimit: balanceLimit, deductibleMortgageInterest: deductibleInterest, cashGifts: cashGifts, giftsLimit: giftsLimit,
      giftsFloor: giftsFloor, gifts: gifts, giftsCarryover: jsMax(.zero, cashGifts - giftsLimit),
      totalBeforeLimitation: beforeLimitation, limitation: limitation, total: beforeLimitation - limitation)
  }
}

extension ScheduleAWorksheet {
  /// The figures in the shape the web app's Summary step words them (``DeductionWording``).
  func itemizedDetails(mortgageBalance: N) -> FederalItemizedDeductionDetails<N> {
    FederalItemizedDeductionDetails(
      propertyTax: realEstateTax, stateIncomeTax: stateIncomeTax, saltDeduction: saltDeduction, saltCapped: saltBeforeCap > saltCap,
      saltCap: saltCap, mortgageInterest: mortgageInterest, mortgageBalance: mortgageBalance, mortgageLimit: mortgageBalanceLimit,
      effectiveMortgageInterest: deductibleMortgageInterest, mortgageLimited: deductibleMortgageInterest < mortgageInterest,
      donations: gifts, total: total)
  }
}
