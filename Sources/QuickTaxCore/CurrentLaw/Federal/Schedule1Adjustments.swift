/// Schedule 1 Part II: the adjustments to income QuickTax reads, for the people on the return.
public struct AdjustmentsWorksheet<N: TaxNumber>: Sendable {
  /// Line 13: HSA contributions outside payroll, within the family limit (and catch-up).
  public var healthSavingsAccount: N
  /// Line 15: the deductible half of self-employment tax.
  public var selfEmploymentTax: N
  /// Line 16: SEP and solo 401(k) contributions, within their limits.
  public var retirementPlans: N
  /// Line 17: self-employed health insurance, up to the business's earnings left.
  public var healthInsurance: N
  /// Line 20: the traditional IRA deduction after its phase-out.
  public var ira: N
  /// Line 21: the student loan interest deduction after its phase-out.
  public var studentLoanInterest: N = .zero
  /// Line 26.
  public var total: N
  /// The Social Security Benefits Worksheet's line 6: Schedule 1 lines 11 through 20, 23 and 25
  /// (line 21, student loan interest, stays out).
  public var socialSecurityWorksheetAdjustments: N { total - studentLoanInterest }
  /// Per person: the parts the QBI deduction takes off that person's business income (Form 8995
  /// instructions: the deductible part of SE tax, SE health insurance and retirement plan
  /// contributions attributable to the business).
  public var businessShares: [N]
  /// Contributions above their limits, each naming its field: the excess is not deducted.
  public var notices: [InputDiagnostic]
}

/// One person on the return, as the adjustments need them.
struct AdjustmentsPerson<N: TaxNumber> {
  /// `userIncome` or `spouseIncome`.
  var path: String
  var income: CurrentLawPerson<N>
  /// The age at the end of the year when given; 65 or older, from it or the flag.
  var age: Int?
  var age65OrOlder: Bool

  /// Old enough for a catch-up that starts at `start`: by the given age, or 65 or older.
  func reaches(_ start: Int) -> Bool { age.map { $0 >= start } ?? age65OrOlder }
}

extension TaxEngine {
  /// The adjustments, person by person: HSA up to the self-only or family limit (plus the catch-up
  /// at 55 or older); half of SE tax; SEP contributions up to 20% of net earnings less half the SE
  /// tax and elective deferrals up to their limit (plus the catch-up at 50, larger at 60 to 63,
  /// IRC §414(v)), both within the annual additions limit (catch-ups outside it, §415(c)) and
  /// the earnings; SE health insurance up to the net profit less those; the IRA deduction up to the
  /// limit (plus the catch-up at 50), phased out by modified AGI when the person — or, on a joint
  /// return, the spouse — is covered by a plan at work (IRC §219(g): reduced in proportion over the
  /// range, rounded up to $10, at least $200 while any is left). A contribution above its limit is
  /// deducted to the limit, and said.
  func schedule1Adjustments(
    people: [AdjustmentsPerson<N>], businesses: [ScheduleCWorksheet<N>], selfEmployment: [ScheduleSEWorksheet<N>],
    incomeBeforeAdjustments: N, filingStatus: FilingStatus, rule: RetirementAndHealthRule<N>,
    taxableBenefitsBeforeIRA: ((N) -> N)? = nil, studentLoanRule: StudentLoanInterestRule<N>? = nil
  ) -> AdjustmentsWorksheet<N> {
    var hsa = N.zero
    var halfSE = N.zero
    var plans = N.zero
    var insurance = N.zero
    var shares: [N] = []
    var notices: [InputDiagnostic] = []
    /// The contribution up to `limit`, with a notice when it is more.
    /// (The texts are closures: they are built only for a notice, not for every contribution.)
    func limited(
      _ person: AdjustmentsPerson<N>, _ key: String, _ contribution: N, _ limit: N, _ what: @autoclosure () -> String,
      hint: @autoclosure () -> String = ""
    ) -> N {
      guard contribution > limit else { return contribution }
      func dollars(_ amount: N) -> String { InputExcerpt.dollars(amount.doubleValue) }
      let hint = hint()
      notices.append(
        InputDiagnostic(
          .warning, path: "\(person.path).\(key)",
          "\(dollars(contribution)) is more than \(what()), \(dollars(limit)): \(dollars(limit)) is deducted\(hint.isEmpty ? "" : " (\(hint))")"))
      return limit
    }
    for (person, (business, se)) in zip(people, zip(businesses, selfEmployment)) {
      let income = person.income
      let family = income.hsaFamilyCoverage
      let hsaLimit = (family ? rule.hsaFamilyLimit : rule.hsaSelfOnlyLimit) + (person.reaches(rule.hsaCatchUpAge) ? rule.hsaCatchUp : .zero)
      hsa += limited(
        person, "hsaContributions", income.hsaContributions, hsaLimit,
        family ? "the family HSA limit" : "the self-only HSA limit", hint: family ? "" : "set hsaFamilyCoverage for a family plan")
      halfSE += se.deduction
      let earnings = jsMax(.zero, se.netEarnings == .zero ? .zero : business.netProfit - se.deduction)
      let sep = limited(
        person, "sepContributions", income.sepContributions, (earnings * rule.sepRateOfNetEarnings).roundedToCents,
        "20% of the business's net earnings less half the self-employment tax")
      var catchUp = N.zero
      if let age = person.age, rule.electiveDeferralCatchUpAges60To63.contains(age) {
        catchUp = rule.electiveDeferralCatchUpAge60To63
      } else if person.reaches(rule.electiveDeferralCatchUpAge) {
        catchUp = rule.electiveDeferralCatchUp
      }
      let deferrals = limited(
        person, "solo401kDeferrals", income.solo401kDeferrals, rule.electiveDeferralLimit + catchUp,
        "the elective deferral limit\(catchUp > .zero ? " with the catch-up" : "")")
      let catchUpUsed = jsMax(.zero, deferrals - rule.electiveDeferralLimit)
      let personPlans = jsMin(sep + deferrals, jsMin(rule.annualAdditionsLimit + catchUpUsed, earnings))
      if personPlans < sep + deferrals {
        _ = limited(
          person, sep > .zero ? "sepContributions" : "solo401kDeferrals", sep + deferrals, personPlans,
          "the annual additions limit or the business's earnings, for SEP and 401(k) contributions together")
      }
      plans += personPlans
      let personInsurance = limited(
        person, "selfEmployedHealthInsurance", income.selfEmployedHealthInsurance,
        jsMax(.zero, business.netProfit - se.deduction - personPlans), "the business's profit less half the SE tax and retirement contributions")
      insurance += personInsurance
      shares.append(business.netProfit > .zero ? se.deduction + personInsurance + personPlans : .zero)
    }
    // IRC §219(g)(3)(A): modified AGI is AGI without the IRA deduction itself.
    // With Social Security benefits, §219(g)(3)(A)(ii) counts their taxable part (§86), figured
    // with the adjustments but the IRA deduction (Pub 590-A Appendix B, Worksheet 1):
    // `incomeBeforeAdjustments` is then the income without the benefits.
    let otherAdjustments = hsa + halfSE + plans + insurance
    let modifiedAGI = incomeBeforeAdjustments - otherAdjustments + (taxableBenefitsBeforeIRA?(otherAdjustments) ?? .zero)
    var ira = N.zero
    // IRC §219(g)(5): an active participant is covered by a plan at work — or by a SEP or a
    // solo 401(k) of one's own.
    func isActiveParticipant(_ income: CurrentLawPerson<N>) -> Bool {
      income.coveredByWorkplacePlan || income.sepContributions > .zero || income.solo401kDeferrals > .zero
    }
    let anyoneCovered = people.contains { isActiveParticipant($0.income) }
    for person in people {
      let income = person.income
      let catchUp = person.reaches(rule.iraCatchUpAge)
      let limit = rule.iraLimit + (catchUp ? rule.iraCatchUp : .zero)
      let contribution = limited(
        person, "iraContributions", income.iraContributions, limit,
        catchUp ? "the IRA limit with the catch-up" : "the IRA limit", hint: catchUp ? "" : "give family.userAge or family.spouseAge for the catch-up")
      guard contribution > .zero else { continue }
      let covered = isActiveParticipant(income)
      guard covered || anyoneCovered else {
        ira += contribution
        continue
      }
      let start = covered ? rule.iraPhaseoutStart[filingStatus] : rule.iraSpouseCoveredPhaseoutStart
      let width = covered ? rule.iraPhaseoutWidth[filingStatus] : rule.iraSpouseCoveredPhaseoutWidth
      guard modifiedAGI > start else {
        ira += contribution
        continue
      }
      // Pub 590-A's IRA Deduction Worksheet: the limit times what is left of the range, rounded
      // up to the next $10, and $200 while anything is left.
      let step = rule.iraReductionRounding
      let left = jsMax(.zero, start + width - modifiedAGI)
      var allowed = (limit * left / width / step).jsCeil * step
      if allowed > .zero { allowed = jsMax(allowed, rule.iraMinimumDeduction) }
      ira += jsMin(contribution, allowed)
    }
    // IRC §221(b)(2)(C): the student loan deduction's modified AGI is AGI without it (after the
    // IRA deduction, whose own modified AGI leaves this one out, §219(g)(3)(A)(ii)).
    let loanInterestPaid = people.reduce(N.zero) { $0 + $1.income.studentLoanInterest }
    let studentLoan = studentLoanInterestDeduction(paid: loanInterestPaid, modifiedAGI: modifiedAGI - ira, filingStatus: filingStatus, rule: studentLoanRule)
    if loanInterestPaid > .zero, studentLoanRule != nil, filingStatus == .marriedFilingSeparately {
      notices.append(
        InputDiagnostic(
          .warning, path: "userIncome.studentLoanInterest", "is not deducted: a married person filing separately cannot deduct student loan interest (IRC §221(e)(2))"))
    }
    let total = hsa + halfSE + plans + insurance + ira + studentLoan
    return AdjustmentsWorksheet(
      healthSavingsAccount: hsa, selfEmploymentTax: halfSE, retirementPlans: plans, healthInsurance: insurance, ira: ira,
      studentLoanInterest: studentLoan, total: total, businessShares: shares, notices: notices)
  }
}
