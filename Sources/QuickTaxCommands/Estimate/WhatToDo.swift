import QuickTaxCore

/// The short list at the top of `plan`'s text and markdown: each payment still to make, the next
/// first, with its date, amount and where to pay; "Nothing to pay" when there is none. JSON: the
/// same payments as `actions`.
struct WhatToDo {
  /// Numbered in order: "By January 15, 2026: pay $2,434 to the IRS (IRS Direct Pay)."
  let items: [String]
  /// A line after the items: nothing to pay, or the withholding that could do instead.
  let note: String?

  init<N: TaxNumber>(_ payments: [DuePayment], plans: [EstimatedTaxPlan<N>]) {
    items = payments.map(\.action)
    if payments.isEmpty {
      let allPast = !plans.isEmpty && plans.allSatisfy { $0.installments.allSatisfy(\.isPast) }
      note =
        allPast
        ? "Nothing to pay by an estimated-tax due date: every one has passed (the balance goes with the return; see below)."
        : "Nothing to pay by the remaining due dates."
    } else if plans.contains(where: { $0.withholdingAlternative != nil }) {
      note = "Or have more withheld from the paychecks left instead: what each choice costs and leaves is below."
    } else if plans.contains(where: { $0.iraWithholding != nil }) {
      note = "Or have tax withheld from an IRA distribution by December 31 instead: what each choice leaves is below."
    } else {
      note = nil
    }
  }

  /// `actions` in `plan --format json`, in the list's order.
  static func json(_ payments: [DuePayment]) -> JSONValue {
    .array(
      payments.map { payment in
        var object = JSONObject()
        object.append("dueDate", .string(payment.dueDate))
        object.append("jurisdiction", .string(payment.jurisdiction.rawValue))
        object.append("taxYear", .number(JSONNumber(Double(payment.taxYear))))
        object.append("quarter", .string(payment.quarter))
        object.append("amount", .number(JSONNumber(payment.amount)))
        object.append("amountKind", .string(payment.amountKind.rawValue))
        object.append("payToZero", payment.payToZero.map { .number(JSONNumber($0)) } ?? .null)
        object.append("payee", .string(payment.payee.service))
        object.append("payeeURL", .string(payment.payee.url))
        object.append("text", .string(payment.action))
        return .object(object)
      })
  }
}
