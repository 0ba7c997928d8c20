import QuickTaxCore

/// What $1,000 more wages costs a household whose refundable credits phase out with income: the
/// bracket rate says nothing of them (a parent in the 10% bracket may lose half of each dollar as
/// the earned income credit and CalEITC phase out). Said under `estimate`'s balances.
enum MarginalCost {
  /// The return run again with `ScenarioFigures.marginalStep` more wages to date; nil without
  /// refundable credits or wages (the bracket rate then says it), or where the change cannot be run.
  static func ofMoreWages(document: JSONValue, settings: EstimateSettings, base: EstimateOutput<Double>) -> String? {
    let result = base.report.estimate.result
    guard result.hasRefundableCredits, base.report.worksheet.household.aggregation.wageIncome > 0 else { return nil }
    let step = ScenarioFigures.marginalStep
    guard let edited = try? HouseholdEdit.adding(step, to: "userIncome.ytdWage")?.applied(to: document),
      let more = try? EstimateRequest.binary(edited, settings: settings).get()
    else { return nil }
    let after = more.report.estimate.result
    let federal = after.federalTaxAfterRefundableCredits - result.federalTaxAfterRefundableCredits
    let california = (after.californiaTaxAfterRefundableCredits ?? 0) - (result.californiaTaxAfterRefundableCredits ?? 0)
    let total = federal + california
    var text = "Counting the refundable credits, \(MoneyFormat.dollars(step)) more wages would cost you \(MoneyFormat.dollars(total.rounded())) "
      + "(\(MoneyFormat.rate((total / step * 1000).rounded() / 1000)))"
    if result.californiaTax != nil { text += ": federal \(MoneyFormat.dollars(federal.rounded())), California \(MoneyFormat.dollars(california.rounded()))" }
    let crossed = CreditMarkers(base.report).phasingOut
    if !crossed.isEmpty {
      let names = ListWording.joined(crossed)
      text += ", as \(names) phase\(crossed.count == 1 ? "s" : "") out"
    }
    return text + ". 'quicktax whatif --sweep' shows it over a range."
  }
}

extension CreditMarkers {
  /// The credits phasing out now, by name.
  var phasingOut: [String] {
    [
      (earnedIncomeCredit, "the earned income credit"), (californiaEarnedIncomeCredit, "CalEITC"), (youngChildCredit, "the young child tax credit"),
      (childTaxCredit, "the child tax credit"), (rentalAllowance, "the rental loss allowance"),
    ].compactMap { $0.0 == .phasingOut ? $0.1 : nil }
  }
}
