/// Form 540 lines 7–10 and 32: the exemption credits, before and after the phase-out.
public struct CaliforniaExemptionCreditsWorksheet<N: TaxNumber>: Sendable {
  /// Lines 7, 8 and 9: personal, blind and senior exemptions (counts); line 10: dependents.
  public var personalExemptions: N
  public var blindExemptions: Int
  public var seniorExemptions: Int
  public var dependents: Int
  /// The credits of lines 7–9 together, and line 10's, before the phase-out.
  public var personalBlindSeniorCredits: N
  public var dependentCredits: N
  /// The worksheet's line 5: the reduction for each credit.
  public var reductionPerCredit: N
  /// Line 32: what is left of both groups.
  public var total: N
  public var totalBeforePhaseout: N { personalBlindSeniorCredits + dependentCredits }
}

extension TaxEngine {
  /// The exemption credits (R&TC §17054) and their phase-out (§17054.1; the Form 540 Exemption
  /// Credits Worksheet): each credit is reduced by a fixed amount for each step, or part of one, of
  /// federal AGI above the threshold — personal, blind and senior credits together, dependent
  /// credits apart, neither group below zero.
  func californiaExemptionCredits(
    seniors: Int, blind: Int, dependents: Int, adjustedGrossIncome agi: N, filingStatus: FilingStatus, rules: CaliforniaCurrentLawRules<N>
  ) -> CaliforniaExemptionCreditsWorksheet<N> {
    let personal = rules.personalExemptions[filingStatus]
    let personalBlindSenior = rules.personalCredit * personal + rules.blindCredit * N(blind) + rules.seniorCredit * N(seniors)
    let dependentCredits = rules.dependentCredit * N(dependents)
    let excess = agi - rules.creditPhaseoutThreshold[filingStatus]
    let reductionEach = excess > .zero ? (excess / rules.reductionStep[filingStatus]).jsCeil * rules.reductionPerCredit : .zero
    let firstGroup = jsMax(.zero, personalBlindSenior - reductionEach * (personal + N(blind + seniors)))
    let secondGroup = jsMax(.zero, dependentCredits - reductionEach * N(dependents))
    return CaliforniaExemptionCreditsWorksheet(
      personalExemptions: personal, blindExemptions: blind, seniorExemptions: seniors, dependents: dependents,
      personalBlindSeniorCredits: personalBlindSenior, dependentCredits: dependentCredits, reductionPerCredit: reductionEach,
      total: firstGroup + secondGroup)
  }
}
