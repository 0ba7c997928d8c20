import QuickTaxCore

/// The IRA-withholding alternative as a new distribution: tax withheld from an IRA distribution
/// counts as paid evenly through the year (IRC §6654(g)(1)), but a distribution not yet counted
/// adds to income, to the tax and, for a retiree, to the taxable Social Security benefits — so the
/// plan's "have $X withheld" is not enough when the $X is a distribution of its own. Solved by
/// running the return again: a distribution all of it withheld (Form W-4R, DE 4P), raised by what
/// each run still asks, until neither jurisdiction's plan leaves a penalty.
enum NewIRADistribution {
  /// The most runs; each lowers the shortfall by the withholding's share of it, so a handful do.
  static let maximumRuns = 8

  /// The sentence for a plan that offers IRA withholding, nil without one (or when the runs do not
  /// settle: the plan's own sentence then stands alone).
  static func note(document: JSONValue, settings: EstimateSettings, base: EstimateOutput<Double>) -> String? {
    let offered = base.plans.compactMap { plan in plan.iraWithholding.map { (plan.jurisdiction, $0.amount) } }
    guard !offered.isEmpty, let byDate = base.plans.compactMap(\.iraWithholding).first?.byDateText else { return nil }
    var federal = offered.first { $0.0 == .federal }.map { MoneyFormat.roundedUpToDollar($0.1) } ?? 0
    var california = offered.first { $0.0 == .california }.map { MoneyFormat.roundedUpToDollar($0.1) } ?? 0
    let baseTax = base.report.estimate.result
    for _ in 0..<maximumRuns {
      guard let run = estimate(document, settings: settings, federal: federal, california: california) else { return nil }
      // What each plan still asks, as withholding: its own IRA option on the run's return.
      let more = run.plans.map { plan -> (TaxDataFile.Jurisdiction, Double) in
        (plan.jurisdiction, plan.penaltyIfNothingMore.total > 0.005 ? MoneyFormat.roundedUpToDollar(plan.iraWithholding?.amount ?? 0) : 0)
      }
      if more.allSatisfy({ $0.1 == 0 }) {
        let result = run.report.estimate.result
        let federalCost = result.federalTax.totalTax - baseTax.federalTax.totalTax
        let californiaCost = (result.californiaTax?.totalTax ?? 0) - (baseTax.californiaTax?.totalTax ?? 0)
        let gross = federal + california
        var withheld: [String] = []
        if federal > 0 { withheld.append("\(MoneyFormat.dollars(federal)) of federal tax (Form W-4R)") }
        if california > 0 { withheld.append("\(MoneyFormat.dollars(california)) of California tax (DE 4P)") }
        return "As a new IRA distribution (not one counted above), it takes more: a distribution of \(MoneyFormat.dollars(gross)) by "
          + "\(byDate), all of it withheld — \(withheld.joined(separator: " and ")) —, leaves no penalty; being income, it adds "
          + "\(MoneyFormat.dollars((federalCost + californiaCost).rounded())) of tax (federal \(MoneyFormat.dollars(federalCost.rounded()))"
          + (base.report.household.includeCaliforniaTax ? ", California \(MoneyFormat.dollars(californiaCost.rounded()))" : "")
          + "), which the withholding pays. Found by running the return again with it."
      }
      for (jurisdiction, amount) in more {
        if jurisdiction == .federal { federal += amount } else { california += amount }
      }
    }
    return nil
  }

  /// The household with one more IRA distribution of `federal` + `california`, all of it withheld.
  static func estimate(_ document: JSONValue, settings: EstimateSettings, federal: Double, california: Double) -> EstimateOutput<Double>? {
    var distribution = JSONObject()
    distribution.append("id", .string("new IRA distribution"))
    distribution.append("kind", .string(RetirementDistribution.iraKind))
    distribution.append("taxableAmount", .number(federal + california))
    distribution.append("federalWithheld", .number(federal))
    distribution.append("stateWithheld", .number(california))
    let edited = try? HouseholdEdit.appending(.object(distribution), toList: "userIncome.retirementDistributions", in: document)
    return edited.flatMap { try? EstimateRequest.binary($0, settings: settings).get() }
  }
}
