/// The figures of the 2025 act's deductions for working households (Schedule 1-A Parts II–IV,
/// 2025–2028), the student loan interest deduction (Schedule 1 line 21) and California's renter's
/// credit (Form 540 line 46): optional groups of the `current-law` files, nil in a year without
/// them.

/// A deduction up to a limit, reduced for each step of modified AGI above a threshold by the rate
/// times the step ($100 or $200 for each $1,000): Schedule 1-A's tips (lines 7–13), overtime
/// (15–21) and car loan interest (24–30).
public struct SteppedPhaseoutDeductionRule<N: TaxNumber>: Sendable {
  /// Zero where the status cannot claim it (married filing separately, §224(f), §225(e)).
  public let limit: ByFilingStatus<N>
  public let phaseoutThreshold: ByFilingStatus<N>
  public let phaseoutStep: N
  /// The reduction per dollar of the steps counted (line 12: $100 per $1,000 is 0.1).
  public let phaseoutRate: N
  /// Whether a part of a step counts as a whole one (car loan interest: "or portion thereof",
  /// line 28 rounds up) or is dropped (tips and overtime, lines 11 and 19 round down).
  public let partialStepCounts: Bool
}

/// Schedule 1-A's rules for the year: tips, overtime, car loan interest.
public struct Schedule1ARules<N: TaxNumber>: Sendable {
  public let qualifiedTips: SteppedPhaseoutDeductionRule<N>
  public let qualifiedOvertime: SteppedPhaseoutDeductionRule<N>
  public let passengerVehicleLoanInterest: SteppedPhaseoutDeductionRule<N>
}

/// IRC §221: student loan interest up to a limit, reduced in proportion over a range of modified
/// AGI; none for married filing separately (limit zero).
public struct StudentLoanInterestRule<N: TaxNumber>: Sendable {
  public let limit: ByFilingStatus<N>
  public let phaseoutStart: ByFilingStatus<N>
  public let phaseoutWidth: ByFilingStatus<N>
  /// The worksheet's line 7 ratio is rounded to this many decimals.
  public let ratioDecimals: Int
}

/// R&TC §17053.5: the nonrefundable renter's credit, by filing status, for California AGI at or
/// below the limit.
public struct RentersCreditRule<N: TaxNumber>: Sendable {
  public let amount: ByFilingStatus<N>
  public let agiLimit: ByFilingStatus<N>
}

enum WorkingHouseholdRulesReading {
  static func stepped<N: TaxNumber>(_ file: TaxDataFile, _ key: String) throws(JSONFieldError) -> SteppedPhaseoutDeductionRule<N> {
    let group = try file.group(key)
    let partial = try group.required("partialStepCounts")
    guard case .bool(let counts) = partial else { throw group.mismatch("partialStepCounts", "true or false", partial) }
    return SteppedPhaseoutDeductionRule(
      limit: try TaxTableReading.amounts(group.object("limit")), phaseoutThreshold: try TaxTableReading.amounts(group.object("phaseoutThreshold")),
      phaseoutStep: try group.number("phaseoutStep"), phaseoutRate: try group.number("phaseoutRate"), partialStepCounts: counts)
  }

  /// The three Schedule 1-A groups, all or none.
  static func schedule1A<N: TaxNumber>(_ file: TaxDataFile) throws(JSONFieldError) -> Schedule1ARules<N>? {
    guard try CurrentLawReading.hasGroups(file, ["qualifiedTipsDeduction", "qualifiedOvertimeDeduction", "passengerVehicleLoanInterestDeduction"])
    else { return nil }
    return Schedule1ARules(
      qualifiedTips: try stepped(file, "qualifiedTipsDeduction"), qualifiedOvertime: try stepped(file, "qualifiedOvertimeDeduction"),
      passengerVehicleLoanInterest: try stepped(file, "passengerVehicleLoanInterestDeduction"))
  }

  static func studentLoanInterest<N: TaxNumber>(_ file: TaxDataFile) throws(JSONFieldError) -> StudentLoanInterestRule<N>? {
    guard file.document.value("studentLoanInterest") != nil else { return nil }
    let group = try file.group("studentLoanInterest")
    return StudentLoanInterestRule(
      limit: try TaxTableReading.amounts(group.object("limit")), phaseoutStart: try TaxTableReading.amounts(group.object("phaseoutStart")),
      phaseoutWidth: try TaxTableReading.amounts(group.object("phaseoutWidth")), ratioDecimals: try group.integer("ratioDecimals"))
  }

  static func rentersCredit<N: TaxNumber>(_ file: TaxDataFile) throws(JSONFieldError) -> RentersCreditRule<N>? {
    guard file.document.value("rentersCredit") != nil else { return nil }
    let group = try file.group("rentersCredit")
    return RentersCreditRule(amount: try TaxTableReading.amounts(group.object("amount")), agiLimit: try TaxTableReading.amounts(group.object("agiLimit")))
  }
}

extension TaxDataValidation {
  /// Limits and thresholds are amounts; steps and widths above zero; a ratio's decimals 0–10.
  mutating func workingHouseholds(_ rules: FederalCurrentLawRules<Double>) {
    if let schedule = rules.schedule1A {
      for (rule, key) in [
        (schedule.qualifiedTips, "qualifiedTipsDeduction"), (schedule.qualifiedOvertime, "qualifiedOvertimeDeduction"),
        (schedule.passengerVehicleLoanInterest, "passengerVehicleLoanInterestDeduction"),
      ] {
        amounts(rule.limit, "\(key).limit")
        amounts(rule.phaseoutThreshold, "\(key).phaseoutThreshold")
        positive(rule.phaseoutStep, "\(key).phaseoutStep")
        rate(rule.phaseoutRate, "\(key).phaseoutRate")
      }
    }
    if let student = rules.studentLoanInterest {
      amounts(student.limit, "studentLoanInterest.limit")
      amounts(student.phaseoutStart, "studentLoanInterest.phaseoutStart")
      amounts(student.phaseoutWidth, "studentLoanInterest.phaseoutWidth")
      for status in student.phaseoutWidth.statuses where !(student.phaseoutWidth[status] > 0) {
        fail("studentLoanInterest.phaseoutWidth.\(status.rawValue)", "must be above 0")
      }
      if !(0...10).contains(student.ratioDecimals) { fail("studentLoanInterest.ratioDecimals", "must be a whole number from 0 to 10") }
    }
  }

  mutating func rentersCredit(_ rule: RentersCreditRule<Double>?) {
    guard let rule else { return }
    amounts(rule.amount, "rentersCredit.amount")
    amounts(rule.agiLimit, "rentersCredit.agiLimit")
  }
}
