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
  /// Part II-B (three or more qualifying children): line 23, Social Security and Medicare taxes
  /// withheld and the deductible part of SE tax; line 24, the earned income credit; line 25, what
  /// the taxes exceed it by; nil below three children, where Part II-B is not filled in.
  public var socialSecurityTaxes: N?
  public var earnedIncomeCredit: N?
  public var socialSecurityTaxesLessCredit: N?
  public var additionalChildTaxCredit: N
}

/// Schedule 8812 Part II-B's inputs: line 21, the Social Security and Medicare taxes (Additional
/// Medicare Tax included) withheld from wages; line 22, Schedule 1 line 15 (the deductible part of
/// SE tax); line 24, Form 1040 line 27 (the earned income credit).
public struct SocialSecurityTaxesForChildTaxCredit<N: TaxNumber>: Sendable {
  public var withheld: N
  public var selfEmploymentTaxDeduction: N
  public var earnedIncomeCredit: N
}

/// The employee's Social Security and Medicare tax rates (IRC §3101(a), (b)(1)), withheld from
/// wages up to the Social Security wage base (§3121(a)(1)): Schedule 8812 line 21 from wages.
public struct EmployeeSocialSecurityTaxRule<N: TaxNumber>: Sendable {
  public let socialSecurityRate: N
  public let medicareRate: N

  /// The group `employeeSocialSecurityTax` of a current-law federal file; nil without it.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> EmployeeSocialSecurityTaxRule? {
    guard file.document.value("employeeSocialSecurityTax") != nil else { return nil }
    let group = try file.group("employeeSocialSecurityTax")
    return EmployeeSocialSecurityTaxRule(socialSecurityRate: try group.number("socialSecurityRate"), medicareRate: try group.number("medicareRate"))
  }

  /// Line 21 from each person's wages (box 1 taken for boxes 3 and 5), with the Additional
  /// Medicare Tax withheld (Form 8959 line 24).
  func withheld(personWages: [N], wageBase: N, additionalMedicareTaxWithheld: N) -> N {
    personWages.reduce(additionalMedicareTaxWithheld) {
      let wages = jsMax(.zero, $1)
      return $0 + (jsMin(wages, wageBase) * socialSecurityRate).roundedToCents + (wages * medicareRate).roundedToCents
    }
  }
}

extension TaxEngine {
  /// The child tax credit and the credit for other dependents (lines 1–14), then the refundable
  /// additional child tax credit: Part II-A (lines 16a–20), and with three or more qualifying
  /// children Part II-B (lines 21–26: Social Security and Medicare taxes less the earned income
  /// credit, when more than line 20), and line 27.
  func schedule8812(
    qualifyingChildren: Int, otherDependents: Int, modifiedAGI: N, taxLimit: N, earnedIncome: N, filingStatus: FilingStatus,
    rule: ChildTaxCreditRule<N>, socialSecurityTaxes: SocialSecurityTaxesForChildTaxCredit<N>? = nil
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
    let line20 = (jsMax(.zero, earnedIncome - rule.earnedIncomeThreshold) * rule.earnedIncomeRate).roundedToCents  // lines 19–20
    // Part II-B when line 16b is three children's limit or more and line 20 is below line 17
    // (filled in whenever there are three children, a larger line 20 wins line 26 anyway).
    var line23: N?
    var line25: N?
    var line26 = line20
    if let taxes = socialSecurityTaxes, qualifyingChildren >= Self.childrenForSocialSecurityTaxes {
      let total = taxes.withheld + taxes.selfEmploymentTaxDeduction  // lines 21–23
      let less = jsMax(.zero, total - taxes.earnedIncomeCredit)  // lines 24–25
      line23 = total
      line25 = less
      line26 = jsMax(line20, less)
    }
    return Schedule8812Worksheet(
      qualifyingChildren: qualifyingChildren, otherDependents: otherDependents, creditsBeforePhaseout: before, phaseout: phaseout,
      creditsAfterPhaseout: after, taxLimit: limit, nonrefundableCredit: nonrefundable, unusedCredit: unused,
      refundableLimit: refundableLimit, refundableBeforeEarnedIncome: line17, earnedIncome: earnedIncome,
      earnedIncomeAmount: line20, socialSecurityTaxes: line23, earnedIncomeCredit: line23 == nil ? nil : socialSecurityTaxes?.earnedIncomeCredit,
      socialSecurityTaxesLessCredit: line25, additionalChildTaxCredit: jsMin(line17, line26))
  }

  /// §24(d)(1)(B)(ii): the alternative by Social Security taxes is for three or more qualifying
  /// children (the law's count, not a yearly figure).
  static var childrenForSocialSecurityTaxes: Int { 3 }
}
