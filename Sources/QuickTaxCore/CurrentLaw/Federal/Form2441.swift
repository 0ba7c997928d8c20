/// Form 2441 Part III, lines 12–26: dependent care benefits (IRC §129), excluded from wages up to
/// the year's limit and the earned income of each spouse; the rest is wages (Form 1040 line 1e).
public final class DependentCareBenefitsWorksheet<N: TaxNumber>: Sendable {
  /// Line 12 (and 15): the benefits received, each W-2's box 10 up to the year's limit (the W-2
  /// instructions put the part above the limit in box 1 already, and line 12 leaves out what box 1
  /// holds). No grace-period carryover or forfeiture (lines 13–14) is modelled.
  public let benefits: N
  /// Line 16: the qualified expenses incurred for the qualifying persons; line 17: the smaller.
  public let expenses: N
  public let benefitsUsed: N
  /// Lines 18–19: the earned income of each spouse (one person's twice when not joint).
  public let earnedIncome: N
  public let spouseEarnedIncome: N
  /// Line 20: the smallest of lines 17–19; line 21: the year's limit (half of it married filing
  /// separately).
  public let earnedIncomeLimit: N
  public let exclusionLimit: N
  /// Line 25: excluded benefits; line 26: taxable benefits (Form 1040 line 1e).
  public let excludedBenefits: N
  public let taxableBenefits: N

  init(
    benefits: N, expenses: N, benefitsUsed: N, earnedIncome: N, spouseEarnedIncome: N, earnedIncomeLimit: N, exclusionLimit: N,
    excludedBenefits: N, taxableBenefits: N
  ) {
    self.benefits = benefits
    self.expenses = expenses
    self.benefitsUsed = benefitsUsed
    self.earnedIncome = earnedIncome
    self.spouseEarnedIncome = spouseEarnedIncome
    self.earnedIncomeLimit = earnedIncomeLimit
    self.exclusionLimit = exclusionLimit
    self.excludedBenefits = excludedBenefits
    self.taxableBenefits = taxableBenefits
  }
}

/// Form 2441 Part II (lines 2–11) and Part III lines 27–31: the child and dependent care credit
/// (IRC §21), nonrefundable (Schedule 3 line 2).
public final class DependentCareCreditWorksheet<N: TaxNumber>: Sendable {
  public let qualifyingPersons: Int
  /// Line 2: the expenses paid; Part III lines 27–29: the limit for the number of persons, less the
  /// excluded benefits; line 3 (line 31): the expenses that count.
  public let expensesPaid: N
  public let expenseLimit: N
  public let qualifiedExpenses: N
  /// Lines 4–5: the earned income of each spouse; line 6: the smallest of lines 3–5.
  public let earnedIncome: N
  public let spouseEarnedIncome: N
  public let creditableExpenses: N
  /// Line 8: the decimal for AGI (line 7); line 9c: the credit before the tax limit.
  public let rate: N
  public let creditBeforeLimit: N
  /// Line 10: the Credit Limit Worksheet (Form 1040 line 18); line 11: the credit.
  public let taxLimit: N
  public let credit: N
  /// Married filing separately: no credit (IRC §21(e)(2)).
  public let barredSeparateReturn: Bool

  init(
    qualifyingPersons: Int, expensesPaid: N, expenseLimit: N, qualifiedExpenses: N, earnedIncome: N, spouseEarnedIncome: N,
    creditableExpenses: N, rate: N, creditBeforeLimit: N, taxLimit: N, credit: N, barredSeparateReturn: Bool
  ) {
    self.qualifyingPersons = qualifyingPersons
    self.expensesPaid = expensesPaid
    self.expenseLimit = expenseLimit
    self.qualifiedExpenses = qualifiedExpenses
    self.earnedIncome = earnedIncome
    self.spouseEarnedIncome = spouseEarnedIncome
    self.creditableExpenses = creditableExpenses
    self.rate = rate
    self.creditBeforeLimit = creditBeforeLimit
    self.taxLimit = taxLimit
    self.credit = credit
    self.barredSeparateReturn = barredSeparateReturn
  }
}

extension TaxEngine {
  /// Part III, lines 12–26. `earnedIncome` is each person's on the return (one for a return not
  /// joint); a married person filing separately gets the separate limit and, the spouse's earned
  /// income being unknown, line 19 takes the person's own. Expenses count only with a qualifying
  /// person. Benefits from one's own business (lines 22 and 24, deductible) are not modelled.
  func dependentCareBenefits(
    benefitsByPerson: [N], expenses: N, qualifyingPersons: Int, earnedIncome: [N], filingStatus: FilingStatus,
    rule: DependentCareCreditRule<N>
  ) -> DependentCareBenefitsWorksheet<N> {
    let benefits = benefitsByPerson.reduce(N.zero) { $0 + jsMin($1, rule.benefitExclusionLimit) }  // lines 12, 15
    let line16 = qualifyingPersons > 0 ? expenses : .zero
    let line17 = jsMin(benefits, line16)
    let (own, spouse) = Self.earnedIncomeOfEachSpouse(earnedIncome)  // lines 18–19
    let line20 = jsMin(line17, jsMin(own, spouse))
    let line21 = filingStatus == .marriedFilingSeparately ? rule.benefitExclusionLimitSeparate : rule.benefitExclusionLimit
    let excluded = jsMin(line20, line21)  // line 25
    return DependentCareBenefitsWorksheet(
      benefits: benefits, expenses: line16, benefitsUsed: line17, earnedIncome: own, spouseEarnedIncome: spouse, earnedIncomeLimit: line20,
      exclusionLimit: line21, excludedBenefits: excluded, taxableBenefits: jsMax(.zero, benefits - excluded))  // line 26
  }

  /// Part II with Part III lines 27–31. `excludedBenefits` is Part III line 25 (zero without
  /// benefits): it lowers the expense limit (line 29) and the expenses that count (line 30 leaves
  /// out what the benefits paid). Married filing separately: no credit (IRC §21(e)(2); the
  /// exception for a spouse living apart, §21(e)(4), is not modelled). A student or disabled
  /// spouse's deemed earned income (§21(d)(2)) is not modelled. A nil `taxLimit`: none (California
  /// takes the credit before the federal limit).
  func dependentCareCredit(
    qualifyingPersons: Int, expensesPaid: N, excludedBenefits: N, earnedIncome: [N], adjustedGrossIncome: N, taxLimit: N?,
    filingStatus: FilingStatus, rule: DependentCareCreditRule<N>
  ) -> DependentCareCreditWorksheet<N> {
    let limit = jsMax(.zero, rule.expenseLimit(qualifyingPersons: qualifyingPersons) - excludedBenefits)  // lines 27–29
    let line30 = jsMax(.zero, expensesPaid - excludedBenefits)
    let line3 = filingStatus == .marriedFilingSeparately ? N.zero : jsMin(limit, line30)  // line 31
    let (own, spouse) = Self.earnedIncomeOfEachSpouse(earnedIncome)  // lines 4–5
    let line6 = jsMax(.zero, jsMin(line3, jsMin(own, spouse)))
    let rate = rule.rate(adjustedGrossIncome: adjustedGrossIncome, filingStatus: filingStatus)  // lines 7–8
    let before = (line6 * rate).roundedToCents  // lines 9a, 9c (no credit for prior-year expenses, line 9b)
    let limitOfTax = taxLimit.map { jsMax(.zero, $0) } ?? before
    return DependentCareCreditWorksheet(
      qualifyingPersons: qualifyingPersons, expensesPaid: expensesPaid, expenseLimit: limit, qualifiedExpenses: line3, earnedIncome: own,
      spouseEarnedIncome: spouse, creditableExpenses: line6, rate: rate, creditBeforeLimit: before, taxLimit: limitOfTax,
      credit: jsMin(before, limitOfTax), barredSeparateReturn: filingStatus == .marriedFilingSeparately)
  }

  /// Lines 4–5 (18–19): the first person's earned income, and the spouse's on a joint return
  /// (the first person's again otherwise); never below zero (a business loss).
  static func earnedIncomeOfEachSpouse(_ earnedIncome: [N]) -> (N, N) {
    let own = jsMax(.zero, earnedIncome.first ?? .zero)
    return (own, earnedIncome.count > 1 ? jsMax(.zero, earnedIncome[1]) : own)
  }
}

extension TaxEngine {
  /// Each person's earned income for Form 2441 lines 4–5 and 18–19 (the instructions' line 4):
  /// wages, plus net earnings from self-employment — Schedule C's net profit less the deductible
  /// part of the self-employment tax (Schedule 1 line 15).
  func earnedIncomeByPerson(wages: [N], businesses: [ScheduleCWorksheet<N>], selfEmployment: [ScheduleSEWorksheet<N>]) -> [N] {
    wages.indices.map { index in
      let business = index < businesses.count ? businesses[index].netProfit : .zero
      let deduction = index < selfEmployment.count ? selfEmployment[index].deduction : .zero
      return wages[index] + business - deduction
    }
  }
}
