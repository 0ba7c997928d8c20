/// Pensions and IRA distributions under federal law: the qualified charitable distribution's
/// limit and age (IRC §408(d)(8)), and the additional tax on early distributions (§72(t)).
public struct RetirementDistributionRule<N: TaxNumber>: Sendable {
  /// §408(d)(8)(A): each person's QCDs are excluded up to this a year (indexed from 2024).
  public let qualifiedCharitableDistributionLimit: N
  /// §408(d)(8)(B)(ii): made on or after the day the owner attains this age (70½).
  public let qualifiedCharitableDistributionAge: N
  /// §72(t)(1), Form 5329 line 4: 10% of the early distributions not excepted.
  public let earlyDistributionRate: N
}

/// California's: the 2½% of R&TC §17085(c) in place of §72(t)'s 10% (FTB 3805P). Its QCD
/// exclusion is the federal one (R&TC §17501(b)).
public struct CaliforniaRetirementDistributionRule<N: TaxNumber>: Sendable {
  public let earlyDistributionRate: N
}

extension RetirementDistributionRule {
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> RetirementDistributionRule {
    let group = try file.group("retirementDistributions")
    return RetirementDistributionRule(
      qualifiedCharitableDistributionLimit: try group.number("qualifiedCharitableDistributionLimit"),
      qualifiedCharitableDistributionAge: try group.number("qualifiedCharitableDistributionAge"),
      earlyDistributionRate: try group.number("earlyDistributionRate"))
  }
}

extension CaliforniaRetirementDistributionRule {
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> CaliforniaRetirementDistributionRule {
    let group = try file.group("retirementDistributions")
    return CaliforniaRetirementDistributionRule(earlyDistributionRate: try group.number("earlyDistributionRate"))
  }
}
