/// One IRA owner's required minimum distribution for the year, and how much of it the year's IRA
/// distributions (qualified charitable distributions included) have taken. Not a line of the
/// return: a shortfall owes the excise tax of IRC §4974 on Form 5329 Part IX, which the estimate
/// names but does not add (it is not income tax, and it is usually waived when corrected).
///
/// The rules (Pub 590-B, chapter 1, "Required Minimum Distributions"):
/// - the year's RMD is the balance of the owner's traditional, SEP and SIMPLE IRAs on December 31
///   of the year before, divided by the Uniform Lifetime Table's distribution period for the age
///   the owner reaches in the year (Treas. Reg. §1.401(a)(9)-5(a), (d); §1.401(a)(9)-9(c));
/// - it is required from the year the owner reaches the applicable age (IRC §401(a)(9)(C)(v): 73
///   for those born 1951–1959, 75 from 1960), that first year's by April 1 of the next (the
///   required beginning date, §401(a)(9)(C)(i)), every later year's by December 31;
/// - an owner's IRAs are added together, and any of them may pay it (Treas. Reg. §1.408-8(e));
///   a qualified charitable distribution counts toward it (IRC §408(d)(8); Pub 590-B, "Qualified
///   charitable distributions"), a Roth conversion does not (Treas. Reg. §1.408A-4, Q&A-6).
///
/// The age is `family.userAge` / `spouseAge`, the age at the end of the year, so the year of birth
/// is the tax year less it: the age the table asks for is the one reached on the birthday in the
/// year, the same figure (the "65 the day before the birthday" convention of IRC §63(f) plays no
/// part here).
public struct RequiredMinimumDistribution<N: TaxNumber>: Sendable {
  public enum Owner: String, Sendable {
    case user, spouse
  }

  public let owner: Owner
  /// `iraBalancePriorYearEnd`: the balance on December 31 of the year before.
  public let priorYearEndBalance: N
  /// The age at the end of the year; nil when it was not given (then nothing can be worked out).
  public let age: Int?
  /// The tax year less the age.
  public let birthYear: Int?
  /// The applicable age for that year of birth.
  public let applicableAge: Int?
  /// The Uniform Lifetime Table's period for `age`; nil below the applicable age.
  public let distributionPeriod: N?
  /// The balance over the period, to the cent; zero when none is required this year.
  public let required: N
  /// The year the owner reaches the applicable age: this year's RMD may wait until April 1 of the
  /// next year (the required beginning date).
  public let firstYear: Bool
  /// The IRA distributions of the year, qualified charitable distributions included (1099-R box
  /// 2a as entered), and the charitable part of them.
  public let iraDistributions: N
  public let qualifiedCharitableDistributions: N
  /// What is still to take: the required amount less the distributions, at least zero.
  public let shortfall: N
  /// IRC §4974(a): the excise on the shortfall; §4974(e): the smaller one when it is corrected in
  /// time.
  public let exciseTax: N
  public let correctedExciseTax: N
  /// The two rates, as the rule gives them.
  public let exciseTaxRate: N
  public let correctedExciseTaxRate: N

  /// Whether an amount is required this year.
  public var isRequired: Bool { required > .zero }
}

extension RequiredMinimumDistribution {
  /// The owner's RMD for `taxYear` from the balance, the age at year end and the year's IRA
  /// distributions under `rule`.
  public static func compute(
    owner: Owner, priorYearEndBalance balance: N, age: Int?, taxYear: Int, iraDistributions: N, qualifiedCharitableDistributions: N,
    rule: RequiredMinimumDistributionRule<N>
  ) -> RequiredMinimumDistribution {
    let birthYear = age.map { taxYear - $0 }
    let applicable = birthYear.flatMap { rule.applicableAge(bornIn: $0) }
    var period: N?
    if let age, let applicable, age >= applicable { period = rule.distributionPeriod(age: age) }
    let required = period.map { (balance / $0).roundedToCents } ?? .zero
    let shortfall = jsMax(.zero, required - iraDistributions).roundedToCents
    return RequiredMinimumDistribution(
      owner: owner, priorYearEndBalance: balance, age: age, birthYear: birthYear, applicableAge: applicable, distributionPeriod: period,
      required: required, firstYear: period != nil && age == applicable, iraDistributions: iraDistributions,
      qualifiedCharitableDistributions: qualifiedCharitableDistributions, shortfall: shortfall,
      exciseTax: excise(shortfall, rule.exciseTaxRate), correctedExciseTax: excise(shortfall, rule.correctedExciseTaxRate),
      exciseTaxRate: rule.exciseTaxRate, correctedExciseTaxRate: rule.correctedExciseTaxRate)
  }

  /// `rate` of `amount`, to the cent, the cents counted whole first: 25% of $301.46 is $75.365,
  /// which binary arithmetic holds just below the half and would round down.
  static func excise(_ amount: N, _ rate: N) -> N {
    ((amount * N(100)).jsRounded() * rate).jsRounded() / N(100)
  }
}

extension RequiredMinimumDistribution {
  /// The path of the balance it was worked out from, for messages.
  public var balancePath: String { "\(owner == .user ? "userIncome" : "spouseIncome").iraBalancePriorYearEnd" }
  /// The path of the age it needs.
  public var agePath: String { "family.\(owner == .user ? "userAge" : "spouseAge")" }

  /// The last day to take it: December 31 of the tax year, or April 1 of the next in the first
  /// year (the required beginning date, IRC §401(a)(9)(C)(i)), `YYYY-MM-DD`; nil when none is
  /// required.
  public func dueBy(taxYear: Int) -> String? {
    guard isRequired else { return nil }
    return firstYear ? "\(taxYear + 1)-04-01" : "\(taxYear)-12-31"
  }
}

extension RequiredMinimumDistribution {
  /// The RMD of each person on the return who gave `iraBalancePriorYearEnd` (the user; the spouse
  /// on a joint return), from their IRA distributions of the year (`retirementDistributions` of
  /// kind `ira`, box 2a with any QCD in it), by the year's current-law `rules`. Empty without a
  /// balance or without the rule.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public static func forHousehold(_ household: CurrentLawHousehold<N>, rules: FederalCurrentLawRules<N>?) -> [RequiredMinimumDistribution] {
    guard let rule = rules?.requiredMinimumDistribution else { return [] }
    var found: [RequiredMinimumDistribution] = []
    for (owner, income) in zip([Owner.user, .spouse], household.peopleOnReturn) {
      guard let balance = income.iraBalancePriorYearEnd else { continue }
      var distributed = N.zero
      var charitable = N.zero
      for distribution in income.retirementDistributions where distribution.isIRA {
        distributed += distribution.taxableAmount
        charitable += distribution.qualifiedCharitableDistribution
      }
      found.append(
        compute(
          owner: owner, priorYearEndBalance: balance, age: household.family.age(spouse: owner == .spouse),
          taxYear: household.taxYear, iraDistributions: distributed, qualifiedCharitableDistributions: charitable, rule: rule))
    }
    return found
  }
}
