/// Form 8863, Education Credits (American Opportunity and Lifetime Learning Credits).
public final class EducationCreditsWorksheet<N: TaxNumber>: Sendable {
  /// Part III line 30 for each American opportunity student; line 1: their sum.
  public let americanOpportunityByStudent: [N]
  public let americanOpportunityBeforePhaseout: N
  /// Lines 2–6 (and 13–17, the same): the share of the credits left after the phase-out by
  /// modified AGI (line 3), rounded to three places.
  public let phaseoutFraction: N
  /// Line 7: the American opportunity credit; line 8: its refundable part (Form 1040 line 29);
  /// line 9: the rest, nonrefundable.
  public let americanOpportunityCredit: N
  public let refundableCredit: N
  public let americanOpportunityNonrefundable: N
  /// Line 10: the lifetime learning students' expenses; line 11: up to the limit; line 18: the
  /// credit after the phase-out.
  public let lifetimeLearningExpenses: N
  public let lifetimeLearningCredit: N
  /// The Credit Limit Worksheet: lines 9 + 18 (its line 3), the tax left (line 6), and line 19
  /// (Schedule 3 line 3).
  public let nonrefundableBeforeLimit: N
  public let taxLimit: N
  public let nonrefundableCredit: N
  /// Married filing separately: no credit (IRC §25A(g)(6)).
  public let barredSeparateReturn: Bool

  init(
    americanOpportunityByStudent: [N], americanOpportunityBeforePhaseout: N, phaseoutFraction: N, americanOpportunityCredit: N,
    refundableCredit: N, americanOpportunityNonrefundable: N, lifetimeLearningExpenses: N, lifetimeLearningCredit: N,
    nonrefundableBeforeLimit: N, taxLimit: N, nonrefundableCredit: N, barredSeparateReturn: Bool
  ) {
    self.americanOpportunityByStudent = americanOpportunityByStudent
    self.americanOpportunityBeforePhaseout = americanOpportunityBeforePhaseout
    self.phaseoutFraction = phaseoutFraction
    self.americanOpportunityCredit = americanOpportunityCredit
    self.refundableCredit = refundableCredit
    self.americanOpportunityNonrefundable = americanOpportunityNonrefundable
    self.lifetimeLearningExpenses = lifetimeLearningExpenses
    self.lifetimeLearningCredit = lifetimeLearningCredit
    self.nonrefundableBeforeLimit = nonrefundableBeforeLimit
    self.taxLimit = taxLimit
    self.nonrefundableCredit = nonrefundableCredit
    self.barredSeparateReturn = barredSeparateReturn
  }
}

extension TaxEngine {
  /// The education credits (IRC §25A). Each student's expenses, as given, are the adjusted
  /// qualified education expenses (net of tax-free assistance). The American opportunity credit's
  /// 40% is refundable: the rule that denies it to a filer under 24 whose earned income is less than
  /// half their support (line 7's checkbox, §25A(i)(5)) is assumed not to apply. Married filing
  /// separately: no credit (§25A(g)(6)).
  func educationCredits(
    students: [EducationStudentExpenses<N>], modifiedAGI: N, taxLimit: N, filingStatus: FilingStatus, rule: EducationCreditRule<N>
  ) -> EducationCreditsWorksheet<N> {
    var opportunity: [N] = []
    var lifetimeExpenses = N.zero
    for student in students {
      let expenses = jsMax(.zero, student.qualifiedExpenses)
      if student.americanOpportunity {
        // Lines 27–30: all of the first expenses, a quarter of the next (IRC §25A(i)(1)).
        let line27 = jsMin(expenses, rule.fullRateExpenses + rule.partRateExpenses)
        let line28 = jsMax(.zero, line27 - rule.fullRateExpenses)
        opportunity.append(line28 > .zero ? rule.fullRateExpenses + (line28 * rule.partRate).roundedToCents : line27)
      } else {
        lifetimeExpenses = lifetimeExpenses + expenses  // line 31, into line 10
      }
    }
    let line1 = opportunity.reduce(N.zero, +)
    let fraction = filingStatus == .marriedFilingSeparately ? N.zero : educationPhaseoutFraction(modifiedAGI, filingStatus: filingStatus, rule: rule)
    let line7 = line1 * fraction
    let line8 = (line7 * rule.refundableShare).roundedToCents
    let line9 = line7 - line8
    let line12 = (jsMin(lifetimeExpenses, rule.lifetimeLearningExpenseLimit) * rule.lifetimeLearningRate).roundedToCents  // lines 11–12
    let line18 = line12 * fraction
    let before = line9 + line18
    let limit = jsMax(.zero, taxLimit)
    return EducationCreditsWorksheet(
      americanOpportunityByStudent: opportunity, americanOpportunityBeforePhaseout: line1, phaseoutFraction: fraction,
      americanOpportunityCredit: line7, refundableCredit: line8, americanOpportunityNonrefundable: line9,
      lifetimeLearningExpenses: lifetimeExpenses, lifetimeLearningCredit: line18, nonrefundableBeforeLimit: before, taxLimit: limit,
      nonrefundableCredit: jsMin(before, limit), barredSeparateReturn: filingStatus == .marriedFilingSeparately)
  }

  /// Lines 2–6 (13–17): what is left of `phaseoutEnd` above modified AGI, over the width, at most
  /// 1, rounded to the form's places.
  func educationPhaseoutFraction(_ modifiedAGI: N, filingStatus: FilingStatus, rule: EducationCreditRule<N>) -> N {
    let line4 = rule.phaseoutEnd[filingStatus] - modifiedAGI
    guard line4 > .zero else { return .zero }
    let width = rule.phaseoutWidth[filingStatus]
    guard line4 < width else { return N(1) }
    var scale = N(1)
    for _ in 0..<rule.fractionDecimals { scale = scale * N(10) }
    return (line4 / width * scale).jsRounded() / scale
  }
}
