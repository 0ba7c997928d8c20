/// IRC §469(i) as Form 8582 Part II has it: the special allowance for rental real estate with
/// active participation. Its figures are not indexed.
public struct PassiveActivityLossRule<N: TaxNumber>: Sendable {
  /// Line 5: the modified AGI at which the allowance is gone; line 8: the share of what is left
  /// below it, at most the maximum allowance.
  public let modifiedAGILimit: N
  public let phaseoutRate: N
  public let maximumAllowance: N
  /// Married filing separately, the spouses having lived apart all year (§469(i)(5)(A)).
  public let separateModifiedAGILimit: N
  public let separateMaximumAllowance: N
}

/// Form 8582, Passive Activity Loss Limitations, for rental real estate: Part I's totals, Part II's
/// special allowance, Part III's losses allowed, and each property as the worksheets leave it.
/// Filled in by `form8582` below, read-only after.
public final class PassiveActivityLossWorksheet<N: TaxNumber>: @unchecked Sendable {
  /// Each property, in the order entered.
  public fileprivate(set) var activities: [RentalActivityWorksheet<N>]
  /// Lines 1a–1d (active participation) and 2a–2d (all other passive activities): net income,
  /// net loss and prior years' unallowed losses (both losses as positive amounts), and their sum.
  public fileprivate(set) var activeNetIncome: N
  public fileprivate(set) var activeNetLoss: N
  public fileprivate(set) var activePriorYearLoss: N
  public fileprivate(set) var activeTotal: N
  public fileprivate(set) var otherNetIncome: N
  public fileprivate(set) var otherNetLoss: N
  public fileprivate(set) var otherPriorYearLoss: N
  public fileprivate(set) var otherTotal: N
  /// Line 3: lines 1d and 2d; a loss is what the limit applies to.
  public fileprivate(set) var total: N
  /// Whether Part II applies: a loss on lines 1d and 3, and a filing status that has the allowance
  /// (none for a married person filing separately who lived with the spouse: §469(i)(5)(B)).
  public fileprivate(set) var specialAllowanceApplies: Bool
  /// Lines 4–8: the smaller loss of lines 1d and 3; the modified AGI limit; modified AGI (not below
  /// zero); line 5 less line 6; half of it, at most the special allowance (half that on a separate return).
  public fileprivate(set) var lossEligibleForAllowance: N
  public fileprivate(set) var modifiedAGILimit: N
  public fileprivate(set) var modifiedAGI: N
  public fileprivate(set) var modifiedAGIRoom: N
  public fileprivate(set) var maximumAllowance: N
  /// Line 9: the special allowance.
  public fileprivate(set) var specialAllowance: N
  /// Line 10: the income of lines 1a and 2a; line 11: the losses allowed (lines 9 and 10).
  public fileprivate(set) var income: N
  public fileprivate(set) var lossesAllowed: N
  /// The losses carried to next year (Worksheet 4's total): line 3's loss less line 9.
  public fileprivate(set) var unallowedLoss: N
  /// Schedule E line 26 (Schedule 1 line 5): each property's gain or allowed loss.
  public fileprivate(set) var rentalIncome: N

  init(
    activities: [RentalActivityWorksheet<N>], activeNetIncome: N, activeNetLoss: N, activePriorYearLoss: N, activeTotal: N,
    otherNetIncome: N, otherNetLoss: N, otherPriorYearLoss: N, otherTotal: N, total: N, specialAllowanceApplies: Bool,
    lossEligibleForAllowance: N, modifiedAGILimit: N, modifiedAGI: N, modifiedAGIRoom: N, maximumAllowance: N, specialAllowance: N,
    income: N, lossesAllowed: N, unallowedLoss: N, rentalIncome: N
  ) {
    self.activities = activities
    self.activeNetIncome = activeNetIncome
    self.activeNetLoss = activeNetLoss
    self.activePriorYearLoss = activePriorYearLoss
    self.activeTotal = activeTotal
    self.otherNetIncome = otherNetIncome
    self.otherNetLoss = otherNetLoss
    self.otherPriorYearLoss = otherPriorYearLoss
    self.otherTotal = otherTotal
    self.total = total
    self.specialAllowanceApplies = specialAllowanceApplies
    self.lossEligibleForAllowance = lossEligibleForAllowance
    self.modifiedAGILimit = modifiedAGILimit
    self.modifiedAGI = modifiedAGI
    self.modifiedAGIRoom = modifiedAGIRoom
    self.maximumAllowance = maximumAllowance
    self.specialAllowance = specialAllowance
    self.income = income
    self.lossesAllowed = lossesAllowed
    self.unallowedLoss = unallowedLoss
    self.rentalIncome = rentalIncome
  }
}

/// The filing status's side of Form 8582 Part II.
public enum SpecialAllowanceStatus: Sendable {
  case ordinary
  /// Married filing separately, lived apart from the spouse all year: half the figures.
  case separateLivingApart
  /// Married filing separately, lived with the spouse at some time: no allowance.
  case separateLivingTogether

  static func of(_ status: FilingStatus, livedApartAllYear: Bool) -> SpecialAllowanceStatus {
    guard status == .marriedFilingSeparately else { return .ordinary }
    return livedApartAllYear ? .separateLivingApart : .separateLivingTogether
  }
}

extension TaxEngine {
  /// Form 8582 for the properties' worksheets: Part I, then Part II when line 3 and line 1d are
  /// losses (`modifiedAGI` is figured only then: line 6), then Part III, and the allocation of the
  /// special allowance and of the unallowed loss among the properties in proportion to their losses
  /// (Worksheets 3, 4 and 5 of the instructions). Line 3 not a loss: every loss is allowed, those of
  /// earlier years with it.
  func form8582(
    _ activities: [RentalActivityWorksheet<N>], modifiedAGI: () -> N, status: SpecialAllowanceStatus, rule: PassiveActivityLossRule<N>
  ) -> PassiveActivityLossWorksheet<N> {
    let figures = partI(activities)
    if figures.total < .zero && figures.activeTotal < .zero && status != .separateLivingTogether {
      partII(figures, modifiedAGI: jsMax(.zero, modifiedAGI()), separate: status == .separateLivingApart, rule: rule)
    }
    partIII(figures)
    return figures
  }

  /// Part I, lines 1a–3, from Worksheets 1 and 2; each line in dollars and cents, as the form
  /// writes it (sums of amounts in cents leave binary remainders: −0.3 + 0.1 + 0.2 is 2.8e-17).
  func partI(_ activities: [RentalActivityWorksheet<N>]) -> PassiveActivityLossWorksheet<N> {
    var income: [Bool: N] = [true: .zero, false: .zero]
    var loss = income
    var prior = income
    for activity in activities {
      let active = activity.activeParticipation
      if activity.netIncome > .zero { income[active, default: .zero] += activity.netIncome } else { loss[active, default: .zero] -= activity.netIncome }
      prior[active, default: .zero] += activity.priorYearUnallowedLoss
    }
    for active in [true, false] {
      income[active] = income[active]?.roundedToCents  // lines 1a, 2a
      loss[active] = loss[active]?.roundedToCents  // lines 1b, 2b
      prior[active] = prior[active]?.roundedToCents  // lines 1c, 2c
    }
    func total(_ active: Bool) -> N { ((income[active] ?? .zero) - (loss[active] ?? .zero) - (prior[active] ?? .zero)).roundedToCents }
    return PassiveActivityLossWorksheet(
      activities: activities, activeNetIncome: income[true] ?? .zero, activeNetLoss: loss[true] ?? .zero,
      activePriorYearLoss: prior[true] ?? .zero, activeTotal: total(true), otherNetIncome: income[false] ?? .zero,
      otherNetLoss: loss[false] ?? .zero, otherPriorYearLoss: prior[false] ?? .zero, otherTotal: total(false),
      total: (total(true) + total(false)).roundedToCents, specialAllowanceApplies: false, lossEligibleForAllowance: .zero, modifiedAGILimit: .zero,
      modifiedAGI: .zero, modifiedAGIRoom: .zero, maximumAllowance: .zero, specialAllowance: .zero, income: .zero, lossesAllowed: .zero,
      unallowedLoss: .zero, rentalIncome: .zero)
  }

  /// Part II, lines 4–9: the special allowance, phased out by modified AGI (IRC §469(i)(3)).
  func partII(_ figures: PassiveActivityLossWorksheet<N>, modifiedAGI: N, separate: Bool, rule: PassiveActivityLossRule<N>) {
    figures.specialAllowanceApplies = true
    figures.lossEligibleForAllowance = jsMin(-figures.activeTotal, -figures.total)  // line 4
    figures.modifiedAGILimit = separate ? rule.separateModifiedAGILimit : rule.modifiedAGILimit  // line 5
    figures.modifiedAGI = modifiedAGI.roundedToCents  // line 6
    figures.modifiedAGIRoom = jsMax(.zero, figures.modifiedAGILimit - figures.modifiedAGI)  // line 7
    figures.maximumAllowance = jsMin(
      (figures.modifiedAGIRoom * rule.phaseoutRate).roundedToCents, separate ? rule.separateMaximumAllowance : rule.maximumAllowance)  // line 8
    figures.specialAllowance = jsMin(figures.lossEligibleForAllowance, figures.maximumAllowance)  // line 9
  }

  /// Part III, lines 10–11, and the worksheets that spread what is allowed over the properties:
  /// Worksheet 3 gives each active-participation property with an overall loss its share of line 9,
  /// Worksheet 4 each property's share of the loss not allowed (line 3's loss less line 9) in
  /// proportion to its loss left, Worksheet 5 the rest as allowed; each share in cents, the last
  /// property's taking what the others leave, so that the shares add up to the line they divide.
  /// Schedule E's total (line 26) is then the gains less the losses allowed: line 10 less line 11,
  /// which is minus line 9, when line 3 is a loss; line 3 otherwise.
  func partIII(_ figures: PassiveActivityLossWorksheet<N>) {
    figures.income = figures.activeNetIncome + figures.otherNetIncome  // line 10
    figures.lossesAllowed = figures.specialAllowance + figures.income  // line 11
    var activities = figures.activities
    if figures.total < .zero {
      let active = activities.indices.filter { activities[$0].activeParticipation && activities[$0].overallGainOrLoss < .zero }
      if figures.specialAllowance > .zero {
        let shares = Self.centsShares(of: figures.specialAllowance, weights: active.map { -activities[$0].overallGainOrLoss })
        for (index, share) in zip(active, shares) { activities[index].specialAllowance = share }
      }
      func lossLeft(_ activity: RentalActivityWorksheet<N>) -> N { jsMax(.zero, -activity.overallGainOrLoss - activity.specialAllowance) }
      figures.unallowedLoss = jsMax(.zero, -figures.total - figures.specialAllowance)
      let losing = activities.indices.filter { activities[$0].overallGainOrLoss < .zero }
      let unallowed = Self.centsShares(of: figures.unallowedLoss, weights: losing.map { lossLeft(activities[$0]) })
      for (index, share) in zip(losing, unallowed) {
        activities[index].unallowedLoss = share
        activities[index].allowedLoss = (-activities[index].overallGainOrLoss - share).roundedToCents
      }
    }
    figures.activities = activities
    figures.rentalIncome = figures.total < .zero ? .zero - figures.specialAllowance : figures.total
  }

  /// `total` divided among `weights` in proportion, each share in cents, the last share with a
  /// weight taking the remainder (all zero when no weight is above zero).
  static func centsShares(of total: N, weights: [N]) -> [N] {
    let sum = weights.reduce(N.zero, +)
    guard sum > .zero, let last = weights.lastIndex(where: { $0 > .zero }) else { return weights.map { _ in .zero } }
    var shares = weights.map { (total * ($0 / sum)).roundedToCents }
    shares[last] = .zero
    shares[last] = (total - shares.reduce(N.zero, +)).roundedToCents
    return shares
  }
}

extension AdjustmentsWorksheet {
  /// The adjustments Form 8582's modified AGI leaves out (line 6 instructions, IRC
  /// §469(i)(3)(E)): the IRA deduction (§219) and the deductible part of self-employment tax
  /// (§164(f)), and the student loan interest deduction (§221).
  var leftOutOfPassiveActivityModifiedAGI: N { ira + selfEmploymentTax + studentLoanInterest }
}

extension TaxEngine {
  /// Schedule E and Form 8582 for the people on the return; nil without a property. Modified AGI
  /// (line 6) is the income before rental real estate and taxable Social Security, less the
  /// adjustments other than those the instructions leave out (`adjustments` gives them for an
  /// income; only those that do not depend on it are read here).
  func rentalRealEstate(
    _ household: CurrentLawHousehold<N>, people: [CurrentLawPerson<N>], incomeBeforeRentals: N, adjustments: (N) -> AdjustmentsWorksheet<N>,
    rule: PassiveActivityLossRule<N>
  ) -> PassiveActivityLossWorksheet<N>? {
    guard household.hasRentalProperties else { return nil }
    let activities = rentalActivities(people) { $0.priorYearUnallowedLoss }
    return form8582(
      activities,
      modifiedAGI: {
        let figured = adjustments(incomeBeforeRentals)
        return incomeBeforeRentals - (figured.total - figured.leftOutOfPassiveActivityModifiedAGI)
      },
      status: SpecialAllowanceStatus.of(household.filingStatus, livedApartAllYear: household.family.livedApartAllYear),
      rule: rule)
  }
}
