import QuickTaxCore

/// A single (or separate) filer with a qualifying child may be able to file as head of household
/// (IRC §2(b): unmarried, or considered unmarried under §7703(b), paying more than half the cost of
/// the home the child lives in): said under `estimate`'s balances with what it would change, the
/// return run again under that status. Current law only (the web app's rules have no such status).
enum HeadOfHouseholdHint {
  static func note(document: JSONValue, settings: EstimateSettings, base: EstimateOutput<Double>) -> String? {
    let household = base.report.household
    guard [.single, .marriedFilingSeparately].contains(household.filingStatus), household.family.qualifyingChildCount > 0,
      base.report.worksheet.currentLaw != nil,
      case .object(var object) = document
    else { return nil }
    object["filingStatus"] = .string(FilingStatus.headOfHousehold.rawValue)
    guard let other = try? EstimateRequest.binary(.object(object), settings: settings).get() else {
      return nil
    }
    let result = base.report.estimate.result
    let then = other.report.estimate.result
    let federal = result.federalTaxAfterRefundableCredits - then.federalTaxAfterRefundableCredits
    let california = (result.californiaTaxAfterRefundableCredits ?? 0) - (then.californiaTaxAfterRefundableCredits ?? 0)
    func effect(_ amount: Double, _ name: String) -> String {
      let rounded = amount.rounded()
      return rounded > 0 ? "\(MoneyFormat.dollars(rounded)) less \(name)" : rounded < 0 ? "\(MoneyFormat.dollars(-rounded)) more \(name)" : "no change in \(name)"
    }
    var text = "With a qualifying child, you may be able to file as head of household: if you are unmarried (or lived apart from your spouse "
      + "the last six months of the year) and paid more than half the cost of keeping up the home the child lived in (IRC §2(b), §7703(b); "
      + "IRS Pub. 501). It would mean \(effect(federal, "federal tax"))"
    if result.californiaTax != nil { text += " and \(effect(california, "California tax"))" }
    return text + " (refundable credits counted); set filingStatus to \"headOfHousehold\" if it applies."
  }
}
