import QuickTaxCore

/// The short list at the top of `plan`'s text and markdown: each payment still to make, the next
/// first, with its date, amount and where to pay; "Nothing to pay" when there is none. JSON: the
/// same payments as `actions`.
struct WhatToDo {
  /// What the list is, before its items.
  static let intro = "Every payment still to make, by its date: the least the law asks by each due date (the safe-harbor plan below), and the rest of the year's tax with the return."
  /// Numbered in order: "By January 15, 2027: pay $873 to the IRS for your 2026 fourth-quarter
  /// estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2026)."
  let items: [String]
  /// A line after the items: nothing to pay, or the withholding that could do instead.
  let note: String?

  init<N: TaxNumber>(_ payments: [DuePayment], plans: [EstimatedTaxPlan<N>], state: StateTaxSummary? = nil) {
    items = payments.map(\.action)
    let note: String?
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
    // What the list leaves out of the state's tax, after what it says of the payments.
    let stateNote = Self.stateNote(state)
    self.note = [note, stateNote].compactMap { $0 }.joined(separator: " ").nilIfEmpty
  }

  /// What the list leaves out of the state's tax, or that the state has none: "Federal payments
  /// only: Pennsylvania income tax is not computed…"; nil where its payments are all listed.
  static func stateNote(_ state: StateTaxSummary?) -> String? {
    guard let state else { return nil }
    guard let residence = state.residence else {
      return "Federal payments only: no state is named (residence.state), so no state income tax is computed or listed."
    }
    let name = residence.state.name
    switch residence.profile.incomeTax {
    case .computed where state.leavesOutTax:
      return "Federal payments only: \(name) income tax is not computed for this year, so its estimated payments and balance due are not in this list."
    case .computed: return nil
    case .none: return !residence.profile.hasOtherReturn ? "\(name) has no income tax: no state payment." : nil
    case .notComputed:
      let taxes = residence.locality.map { "\(name) State and \($0.name) income tax are not computed, so their" } ?? "\(name) income tax is not computed, so its"
      return "Federal payments only: \(taxes) estimated payments and balance due are not in this list."
    }
  }

  /// `actions` in `plan --format json`, in the list's order.
  static func json(_ payments: [DuePayment]) -> JSONValue {
    .array(
      payments.map { payment in
        var object = JSONObject()
        object.append("dueDate", .string(payment.dueDate))
        object.append("jurisdiction", .string(payment.jurisdiction.rawValue))
        object.append("taxYear", .number(Double(payment.taxYear)))
        object.append("quarter", payment.quarter.isEmpty ? .null : .string(payment.quarter))
        object.append("purpose", .string(payment.purpose))
        object.append("amount", .number(payment.amount))
        object.append("amountKind", .string(payment.amountKind.rawValue))
        object.append("projected", .bool(payment.projected))
        object.append("payToZero", payment.payToZero.map { .number($0) } ?? .null)
        object.append("penaltyLeft", payment.penaltyLeft.map { .number($0) } ?? .null)
        object.append("payee", .string(payment.payee.service))
        object.append("payeeChoice", .string(payment.choice))
        object.append("payeeURL", .string(payment.payee.url))
        object.append("text", .string(payment.action))
        return .object(object)
      })
  }
}

extension String {
  /// Nil for the empty string.
  var nilIfEmpty: String? { isEmpty ? nil : self }
}
