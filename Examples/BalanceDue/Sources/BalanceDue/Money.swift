import Foundation
import QuickTaxCore

/// The example's wording of amounts.
enum Money {
  /// Whole dollars with thousands separators, "$1,455". Formatted from the double, never through
  /// Int, so that no amount however large can trap.
  static func dollars(_ amount: Double) -> String {
    let digits = String(format: "%.0f", abs(amount).rounded())
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    return "$" + grouped
  }

  /// "$1,455 owed", "$586 refund", "nothing owed".
  static func balance(_ owedOrRefund: Double) -> String {
    if owedOrRefund > 0 { return "\(dollars(owedOrRefund)) owed" }
    return owedOrRefund < 0 ? "\(dollars(owedOrRefund)) refund" : "nothing owed"
  }

  /// The least to pay by the next due date of a jurisdiction's plan to owe no penalty.
  static func nextPayment(_ plans: [EstimatedTaxPlan<Double>], _ jurisdiction: TaxDataFile.Jurisdiction) -> String {
    guard let plan = plans.first(where: { $0.jurisdiction == jurisdiction }) else { return "no plan" }
    guard let next = plan.installments.first(where: { !$0.isPast }) else { return "no due date left" }
    // Up to the next dollar (from whole cents), as `quicktax plan` says it: a payment rounded
    // down would fall short of the least.
    let least = ((next.minimumPayment ?? 0) * 100).rounded() / 100
    return least > 0 ? "pay at least \(dollars(least.rounded(.up))) by \(next.dueDateText)" : "nothing due by \(next.dueDateText)"
  }
}
