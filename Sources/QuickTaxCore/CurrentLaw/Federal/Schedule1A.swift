/// Schedule 1-A (Form 1040), Additional Deductions (2025–2028), line by line: what Form 1040
/// line 13b takes off AGI, for itemizers and non-itemizers alike.
public final class Schedule1AWorksheet<N: TaxNumber>: Sendable {
  /// Line 3: modified AGI (AGI: none of the exclusions of lines 2a–2d is modelled).
  public let modifiedAGI: N
  /// Line 6: qualified tips of the people on the return (lines 4c and 5), each within the income
  /// it is part of; line 13: the deduction.
  public let qualifiedTips: N
  public let tipsDeduction: N
  /// Line 14c: qualified overtime compensation; line 21: the deduction.
  public let qualifiedOvertime: N
  public let overtimeDeduction: N
  /// Line 23: qualified passenger vehicle loan interest; line 30: the deduction.
  public let vehicleLoanInterest: N
  public let vehicleLoanInterestDeduction: N
  /// Line 37: the senior deduction.
  public let seniorDeduction: N
  /// What was entered and not deducted, each naming its field.
  public let notices: [InputDiagnostic]

  /// Lines not given are zero: a return with none of Parts II–IV passes only lines 3 and 37.
  init(
    modifiedAGI: N, qualifiedTips: N = .zero, tipsDeduction: N = .zero, qualifiedOvertime: N = .zero, overtimeDeduction: N = .zero,
    vehicleLoanInterest: N = .zero, vehicleLoanInterestDeduction: N = .zero, seniorDeduction: N, notices: [InputDiagnostic] = []
  ) {
    self.modifiedAGI = modifiedAGI
    self.qualifiedTips = qualifiedTips
    self.tipsDeduction = tipsDeduction
    self.qualifiedOvertime = qualifiedOvertime
    self.overtimeDeduction = overtimeDeduction
    self.vehicleLoanInterest = vehicleLoanInterest
    self.vehicleLoanInterestDeduction = vehicleLoanInterestDeduction
    self.seniorDeduction = seniorDeduction
    self.notices = notices
  }

  /// Line 38 (Form 1040 line 13b).
  public var total: N { tipsDeduction + overtimeDeduction + vehicleLoanInterestDeduction + seniorDeduction }
}

/// One person on the return, as Schedule 1-A Parts II and III read them.
struct Schedule1APerson<N: TaxNumber> {
  /// `userIncome` or `spouseIncome`.
  var path: String
  var income: CurrentLawPerson<N>
  /// Form W-2 box 1 wages, which include the tips of box 7 and the overtime.
  var wages: N
  /// Schedule C's net profit (line 5: self-employed tips up to it).
  var businessProfit: N
}

extension TaxEngine {
  /// Schedule 1-A: Parts II–IV (tips, overtime, car loan interest, each phased out by modified
  /// AGI in steps) and Part V (the senior deduction). Tips are taken as an employee's (line 4c) up
  /// to the person's wages, the rest as received in the person's business (line 5), up to its net
  /// profit and not at all in a specified service business (IRC §224(d)(2)(A), the person's
  /// `specifiedServiceBusiness`); overtime (line 14c) within wages and the business's profit. A
  /// married person filing separately deducts no tips or overtime (§224(f), §225(e): the limits
  /// are zero), but car loan interest (§163(h)(4) has no joint-return rule).
  func schedule1A(
    people: [Schedule1APerson<N>], vehicleLoanInterest: N, seniors: Int, modifiedAGI: N, filingStatus: FilingStatus,
    rules: Schedule1ARules<N>?, seniorRule: SeniorDeductionRule<N>?
  ) -> Schedule1AWorksheet<N> {
    let senior = seniorDeduction(seniors: seniors, modifiedAGI: modifiedAGI, filingStatus: filingStatus, rule: seniorRule)
    guard let rules else { return Schedule1AWorksheet(modifiedAGI: modifiedAGI, seniorDeduction: senior) }
    var notices: [InputDiagnostic] = []
    var tips = N.zero
    var overtime = N.zero
    for person in people {
      let income = person.income
      let entered = (tips: income.qualifiedTips ?? .zero, overtime: income.qualifiedOvertime ?? .zero)
      guard entered.tips > .zero || entered.overtime > .zero else { continue }
      let profit = jsMax(.zero, person.businessProfit)
      let employeeTips = jsMin(entered.tips, jsMax(.zero, person.wages))  // line 4c
      let specifiedService = income.specifiedServiceBusiness
      let businessTips = specifiedService ? N.zero : jsMin(entered.tips - employeeTips, profit)  // line 5
      if employeeTips + businessTips < entered.tips {
        notices.append(
          Self.notDeducted(
            "\(person.path).qualifiedTips", entered.tips, employeeTips + businessTips,
            specifiedService && entered.tips > employeeTips
              ? "tips beyond your wages are taken as your business's, a specified service business, whose tips do not qualify (IRC §224(d)(2))"
              : "tips count only within the wages (W-2 box 1) and the business's net profit they are part of (Schedule 1-A lines 4c and 5)"))
      }
      let overtimeCounted = jsMin(entered.overtime, jsMax(.zero, person.wages) + profit)  // line 14c
      if overtimeCounted < entered.overtime {
        notices.append(
          Self.notDeducted(
            "\(person.path).qualifiedOvertime", entered.overtime, overtimeCounted,
            "overtime counts only within the wages and business profit it is part of (Schedule 1-A line 14c)"))
      }
      tips += employeeTips + businessTips
      overtime += overtimeCounted
    }
    if filingStatus == .marriedFilingSeparately && tips + overtime > .zero {
      notices.append(
        InputDiagnostic(
          .warning, path: tips > .zero ? "\(people.first?.path ?? "userIncome").qualifiedTips" : "\(people.first?.path ?? "userIncome").qualifiedOvertime",
          "is not deducted: a married person must file jointly to deduct qualified tips or overtime (IRC §224(f), §225(e))"))
    }
    return Schedule1AWorksheet(
      modifiedAGI: modifiedAGI, qualifiedTips: tips,
      tipsDeduction: steppedPhaseout(tips, modifiedAGI: modifiedAGI, filingStatus: filingStatus, rule: rules.qualifiedTips),
      qualifiedOvertime: overtime,
      overtimeDeduction: steppedPhaseout(overtime, modifiedAGI: modifiedAGI, filingStatus: filingStatus, rule: rules.qualifiedOvertime),
      vehicleLoanInterest: vehicleLoanInterest,
      vehicleLoanInterestDeduction: steppedPhaseout(
        vehicleLoanInterest, modifiedAGI: modifiedAGI, filingStatus: filingStatus, rule: rules.passengerVehicleLoanInterest),
      seniorDeduction: senior, notices: notices)
  }

  /// Lines 7–13 (tips), 15–21 (overtime), 24–30 (car loan interest): the amount up to the limit,
  /// less the reduction per step of modified AGI above the threshold — a part of a step dropped
  /// (lines 11, 19) or counted whole (line 28).
  func steppedPhaseout(_ amount: N, modifiedAGI: N, filingStatus: FilingStatus, rule: SteppedPhaseoutDeductionRule<N>) -> N {
    let limited = jsMin(jsMax(.zero, amount), rule.limit[filingStatus])
    guard limited > .zero else { return .zero }
    let excess = jsMax(.zero, modifiedAGI - rule.phaseoutThreshold[filingStatus])
    let steps = rule.partialStepCounts ? (excess / rule.phaseoutStep).jsCeil : (excess / rule.phaseoutStep).jsFloor
    return jsMax(.zero, limited - (steps * rule.phaseoutStep * rule.phaseoutRate).roundedToCents)
  }

  /// Schedule 1-A Part V, the senior deduction (IRC §151(d)(5)(C), 2025–2028): the amount for
  /// each person on the return who is 65 or older, each reduced by the phase-out rate times
  /// modified AGI (AGI here) above the threshold; none for married filing separately, whose
  /// amount the tables set to zero (a married couple must file jointly to claim it).
  func seniorDeduction(seniors: Int, modifiedAGI: N, filingStatus: FilingStatus, rule: SeniorDeductionRule<N>?) -> N {
    guard let rule, seniors > 0 else { return .zero }
    let reduction = (jsMax(.zero, modifiedAGI - rule.phaseoutThreshold[filingStatus]) * rule.phaseoutRate).roundedToCents
    return jsMax(.zero, rule.amount[filingStatus] - reduction) * N(seniors)
  }

  /// A warning that `entered` at `path` counts as `counted`, and why.
  static func notDeducted(_ path: String, _ entered: N, _ counted: N, _ why: String) -> InputDiagnostic {
    func dollars(_ amount: N) -> String { InputExcerpt.dollars(amount.doubleValue) }
    return InputDiagnostic(.warning, path: path, "\(dollars(entered)) entered, \(dollars(counted)) counted: \(why)")
  }
}
