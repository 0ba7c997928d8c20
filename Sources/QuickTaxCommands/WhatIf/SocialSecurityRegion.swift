import QuickTaxCore

/// Where a return's provisional income sits on the Social Security Benefits Worksheet (IRC §86):
/// below the base amount nothing is taxable; between the base and the adjusted base amounts each
/// dollar more of other income makes up to 50¢ of benefits taxable; above the adjusted base
/// amount 85¢ (the "tax torpedo": a dollar in the 22% bracket then costs 40.7¢); once 85% of the
/// benefits is taxable, no more.
struct SocialSecurityRegion: Equatable {
  /// 0 below the base amount, 1 between the amounts, 2 above the adjusted base, 3 at the cap.
  let tier: Int
  let baseAmount: Double
  let adjustedBaseAmount: Double
  let firstRate: Double
  let secondRate: Double

  init(_ worksheet: SocialSecurityBenefitsWorksheet<Double>, rule: SocialSecurityBenefitsRule<Double>) {
    baseAmount = worksheet.baseAmount
    adjustedBaseAmount = worksheet.adjustedBaseAmount
    firstRate = rule.firstRate
    secondRate = rule.secondRate
    let cap = worksheet.benefits * rule.secondRate
    if worksheet.taxableBenefits >= cap && cap > 0 {
      tier = 3
    } else if worksheet.provisionalIncome > worksheet.adjustedBaseAmount && worksheet.secondTier > 0 {
      tier = 2
    } else if worksheet.provisionalIncome > worksheet.baseAmount {
      tier = 1
    } else {
      tier = 0
    }
  }

  /// "each dollar more makes 85¢ of benefits taxable".
  func cents(_ rate: Double) -> String { "\(Int((rate * 100).rounded()))¢" }

  /// What the return reaches on entering its tier, in words.
  var entered: String {
    switch tier {
    case 0: return "no Social Security benefits taxable"
    case 1: return "Social Security benefits start to be taxed (\(cents(firstRate)) of benefits per dollar more)"
    case 2: return "the Social Security tax torpedo (\(cents(secondRate)) of benefits taxed per dollar more)"
    default: return "\(MoneyFormat.rate(secondRate)) of the Social Security benefits taxable, the most there is"
    }
  }

  /// The thresholds still ahead of a return in this region, for `estimate --headroom`, each
  /// crossed when a return's region reaches its tier; the marginal rate each one brings is shown
  /// at the return's federal bracket (`bracketRate`): the bracket's rate on the dollar itself and
  /// on the benefits it makes taxable.
  func thresholdsAhead(bracketRate: Double) -> [(name: String, tier: Int)] {
    func marginal(_ rate: Double) -> String {
      bracketRate > 0 ? ", a marginal rate of \(MoneyFormat.rate(bracketRate * (1 + rate))) in the \(MoneyFormat.rate(bracketRate)) bracket" : ""
    }
    var ahead: [(String, Int)] = []
    if tier < 1 && baseAmount < adjustedBaseAmount {
      ahead.append(
        ("Social Security benefits taxed (provisional income above \(MoneyFormat.dollars(baseAmount)): \(cents(firstRate)) of benefits per dollar more\(marginal(firstRate)))", 1))
    }
    if tier < 2 {
      ahead.append(
        ("the Social Security tax torpedo (provisional income above \(MoneyFormat.dollars(adjustedBaseAmount)): \(cents(secondRate)) of benefits per dollar more\(marginal(secondRate)))", 2))
    }
    if tier < 3 {
      ahead.append(("the end of the torpedo (\(MoneyFormat.rate(secondRate)) of the benefits taxable: no more per dollar)", 3))
    }
    return ahead
  }
}
