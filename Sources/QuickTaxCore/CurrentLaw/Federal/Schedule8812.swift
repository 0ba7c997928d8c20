/// Schedule 8812 (Form 1040), Credits for Qualifying Children and Other Dependents, line by line.
public struct Schedule8812Worksheet<N: TaxNumber>: Sendable {
  /// Lines 4 and 6.
  public var qualifyingChildren: Int
  public var otherDependents: Int
  /// Line 8: the credits before the phase-out (lines 5 + 7).
  public var creditsBeforePhaseout: N
  /// Line 11: the phase-out; line 12: what is left.
  public var phaseout: N
  public var creditsAfterPhaseout: N
  /// Line 13: the Credit Limit Worksheet A limit (Form 1040 line 18, the tax and AMT, no other
  /// credit being modelled).
  public var taxLimit: N
  /// Line 14, Form 1040 line 19: the nonrefundable credits.
  public var nonrefundableCredit: N
  /// Part II-A: line 16a, 16b, 17, 18a (earned income), 20, and line 27 (Form 1040 line 28).
  public var unusedCredit: N
  public var refundableLimit: N
  public var refundableBeforeEarnedIncome: N
  public var earnedIncome: N
  public var earnedIncomeAmount: N
  public var additionalChildTaxCredit: N
}

extension TaxEngine {
  /// The child tax credit and the credit for other dependents (lines 1–14), then the refundable
  /// additional child tax credit (Part II-A, lines 16a–20 and 27). Part II-B (three or more
  /// children: Social Security taxes less the earned income credit) is not modelled: it needs the
  /// earned income credit, which QuickTax does not compute, and exceeds Part II-A only for earned
  /// income under a few thousand dollars (docs/rules.md).
  func schedule8812(
    qualifyingChildren: Int, otherDependents: Int, modifiedAGI: N, taxLimit: N, earnedIncome: N, filingStatus: FilingStatus,
    rule: ChildTaxCreditRule<N>
  ) -> Schedule8812Worksheet<N> {
    let before = rule.perChild * N(qualifyingChildren) + rule.perOtherDependent * N(otherDependents)  // lines 5, 7, 8
    // Lines 9–11: each step, or part of one, of modified AGI above the threshold.
    let excess = jsMax(.zero, modifiedAGI - rule.phaseoutThreshold[filingStatus])
    let phaseout = (excess / rule.phaseoutStep).jsCeil * rule.reductionPerStep
    let after = jsMax(.zero, before - phaseout)  // line 12
    let limit = jsMax(.zero, taxLimit)
    let nonrefundable = jsMin(after, limit)  // line 14
    let unused = after - nonrefundable  // line 16a
    let refundableLimit = rule.refundablePerChild * N(qualifyingChildren)  // line 16b
    let line17 = jsMin(unused, refundableLimit)
    let line20 = jsMax(.zero, earnedIncome - rule.earnedIncomeThreshold) * rule.earnedIncomeRate  // lines 19–20
    return Schedule8812Worksheet(
      qualifyingChildren: qualifyingChildren, otherDependents: otherDependents, creditsBeforePhaseout: before, phaseout: phaseout,
      creditsAfterPhaseout: after, taxLimit: limit, nonrefundableCredit: nonrefundable, unusedCredit: unused,
      refundableLimit: refundableLimit, refundableBeforeEarnedIncome: line17, earnedIncome: earnedIncome,
      earnedIncomeAmount: line20, additionalChildTaxCredit: jsMin(line17, line20))
  }
}
