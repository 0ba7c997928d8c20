/// Schedule CA (540) Part II: California's itemized deductions, from the federal lines with
/// California's differences, then the limitation of R&TC §17077.
public struct ScheduleCAWorksheet<N: TaxNumber>: Sendable {
  /// Line 4: medical expenses above the floor: the federal line 4, 7.5% of federal AGI (line 2:
  /// "Enter amount from federal Form 1040, line 11").
  public var medicalDeduction: N
  /// Lines 5b–5e: real estate tax without a cap; no state income tax or SDI (line 5a is
  /// subtracted on the state's own return).
  public var realEstateTax: N
  /// Line 8a: interest within California's acquisition-debt limit, which did not follow the lower
  /// federal one (R&TC §17220).
  public var deductibleMortgageInterest: N
  /// Line 11: cash gifts within California's limit, 50% of federal AGI (R&TC §17250.1(b): the
  /// federal 60% does not apply; the Schedule CA instructions for line 11: "California limits the
  /// amount of your deduction to 50% of your federal adjusted gross income"); the excess carries
  /// forward.
  public var giftsLimit: N
  public var gifts: N
  public var giftsCarryover: N
  /// Line 29 before the limitation; the limitation (lines 30–43 worksheet); line 29 after it.
  public var totalBeforeLimitation: N
  public var limitation: N
  public var total: N
}

extension TaxEngine {
  /// California's itemized deductions. The §17077 limitation (California's form of the federal
  /// §68 before 2018) takes the lesser of 6% of federal AGI above the threshold and 80% of the
  /// deductions it applies to — all but medical expenses — off the total (line 29's worksheet:
  /// "Is your federal AGI (Form 540, line 13) more than…"). Every AGI of Part II is the federal
  /// one, `federalAGI` (Form 540 line 13), never California's (line 17).
  func scheduleCA(
    _ deductions: CurrentLawDeductions<N>, federalAGI agi: N, filingStatus: FilingStatus, tables: CaliforniaTaxTables<N>,
    rules: CaliforniaCurrentLawRules<N>
  ) -> (worksheet: ScheduleCAWorksheet<N>, details: CaliforniaItemizedDeductionDetails<N>) {
    let positiveAGI = jsMax(.zero, agi)
    let medical = jsMax(.zero, deductions.medicalExpenses - (positiveAGI * rules.medicalExpenseFloorRate).roundedToCents)
    let realEstate = deductions.propertyTax
    let interest = deductions.mortgageInterest
    let balance = deductions.mortgageBalance
    let balanceLimit = filingStatus == .marriedFilingSeparately ? rules.marriedFilingSeparatelyMortgageBalanceLimit : tables.mortgageBalanceLimit
    let deductibleInterest = balance > balanceLimit ? interest * (balanceLimit / balance) : interest
    let cashGifts = deductions.donations
    let giftsLimit = positiveAGI * rules.charitableCashLimitRate
    let gifts = jsMin(cashGifts, giftsLimit)
    let total = medical + realEstate + deductibleInterest + gifts
    let excessAGI = jsMax(.zero, agi - rules.itemizedLimitationThreshold[filingStatus])
    let limitation = jsMin(
      ((total - medical) * rules.itemizedLimitationDeductionRate).roundedToCents, (excessAGI * rules.itemizedLimitationAGIRate).roundedToCents)
    let worksheet = ScheduleCAWorksheet(
      medicalDeduction: medical, realEstateTax: realEstate, deductibleMortgageInterest: deductibleInterest, giftsLimit: giftsLimit, gifts: gifts,
      giftsCarryover: jsMax(.zero, cashGifts - giftsLimit), totalBeforeLimitation: total, limitation: limitation,
      total: total - limitation)
    let details = CaliforniaItemizedDeductionDetails(
      propertyTax: realEstate, mortgageInterest: interest, mortgageBalance: balance, mortgageLimit: balanceLimit,
      effectiveMortgageInterest: deductibleInterest, mortgageLimited: deductibleInterest < interest, donations: gifts, total: total)
    return (worksheet, details)
  }
}
