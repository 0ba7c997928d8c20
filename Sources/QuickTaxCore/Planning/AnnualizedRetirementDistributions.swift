/// The 1099-Rs of each annualized period (Form 2210 Schedule AI, FTB 5805 Part III).
struct AnnualizedRetirementDistributions<N: TaxNumber> {
  /// Per person, per distribution: what it puts in line 4b or 5b for the year, and the share of it
  /// received through each period (1 or 0 for a dated one, the months gone by over 12 otherwise).
  let people: [[(distribution: RetirementDistributionAmounts<N>, included: N, received: [N], withheld: [N])]]
  /// Whether a period received less than its evenly share of the year's (then the method can help).
  let late: Bool

  /// Each person's distributions of period `index`, annualized by `factor`: the part of each in
  /// income (its QCD already taken out as the year's return took it, so that the limit applies to
  /// what was given, not to an annualized figure), and its withholding, evenly unless the plan
  /// times withholding by its dates.
  func distributions(_ index: Int, _ factor: N) -> [[RetirementDistributionAmounts<N>]] {
    people.map { person in
      person.map { entry in
        var period = entry.distribution
        period.taxableAmount = entry.included * entry.received[index] * factor
        period.qualifiedCharitableDistribution = .zero
        period.federalWithheld = entry.distribution.federalWithheld * entry.withheld[index] * factor
        period.stateWithheld = entry.distribution.stateWithheld * entry.withheld[index] * factor
        return period
      }
    }
  }
}

extension TaxEngine {
  /// The people's 1099-Rs spread over the periods: a distribution with a `date` is received in
  /// full from that day, one without is received evenly by month. Its withholding is counted
  /// evenly through the year (IRC §6654(g)(1); R&TC §19136 applies §6654 to California) unless
  /// the plan times withholding by its dates (`planning.withholdingTiming` `actual`), when a dated
  /// distribution's is withheld on its day.
  func retirementDistributionsByPeriod(
    _ people: [CurrentLawPerson<N>], included: [[N]], periods: [(endDay: Int, end: String, factor: N)], months: [N],
    timing: PlanningInputs.WithholdingTiming
  ) -> AnnualizedRetirementDistributions<N> {
    var late = false
    let evenly = months.map { $0 / N(12) }
    let entries = zip(people, included).map { person, amounts in
      zip(person.retirementDistributions, amounts).map { distribution, amount in
        let received = distribution.day.map { day in periods.map { day <= $0.endDay ? N(1) : .zero } } ?? evenly
        // Late: a period (not the year) that has received less than its months' share.
        if amount > .zero && zip(received, evenly).dropLast().contains(where: { $0 < $1 }) { late = true }
        let withheld = timing == .actual ? received : evenly
        return (distribution: distribution, included: amount, received: received, withheld: withheld)
      }
    }
    return AnnualizedRetirementDistributions(people: entries, late: late)
  }
}
