import QuickTaxCore

/// One payment to make by a date: an item of `plan`'s what-to-do list and an event of the
/// `--calendar` file. Both are made from one list (``DuePayments/make(_:household:)``), so that any
/// other dated payment handed to it shows in both.
struct DuePayment: Sendable {
  /// Which amount a payment is, said in the calendar's description and the JSON's `amountKind`.
  enum AmountKind: String, Sendable {
    /// The plan's "at least": the least that keeps the underpayment penalty away (IRC §6654;
    /// R&TC §19136), rounded up to the dollar.
    case safeHarborMinimum
    /// The web app's pay-to-zero amount, where no safe-harbor plan exists (no penalty rules loaded).
    case payToZero
    /// Next year's voucher by the prior-year safe harbor (Form 1040-ES line 15; FTB 540-ES), from
    /// `plan --next-year` or the plan late in the year.
    case nextYearVoucher
  }

  /// The payment's due date, `YYYY-MM-DD`.
  let dueDate: String
  let jurisdiction: TaxDataFile.Jurisdiction
  /// The tax year the payment is for, and its installment ("Q4").
  let taxYear: Int
  let quarter: String
  /// Whole dollars, rounded up from the cent: paying the figure is enough.
  let amount: Double
  let amountKind: AmountKind
  /// What the web app's plan would have paid on the date, when it says to pay.
  var payToZero: Double?
  /// A next year's voucher: what it pays toward (the prior-year safe harbor, or 90% of next
  /// year's projected tax where California's AGI limit, R&TC §19136.3, takes the other away).
  var nextYearBasis: NextYearInstallments.Basis?

  var payee: Payee { Payee.of(jurisdiction) }
  var dueDateText: String { JSDateFormat.longDay(iso: dueDate) }
  var amountText: String { MoneyFormat.dollars(amount) }

  /// "By January 15, 2026: pay $2,434 to the IRS (IRS Direct Pay)."
  var action: String { "By \(dueDateText): pay \(amountText) to \(payee.agency) (\(payee.service))." }

  /// The calendar event's title: "Pay $2,434 to the IRS: 2025 Q4 estimated tax (single-w2)".
  func calendarSummary(household: String) -> String {
    "Pay \(amountText) to \(payee.agency): \(taxYear) \(quarter) estimated tax (\(household))"
  }

  /// The calendar event's description: which amount it is, how to pay it, whose it is.
  func calendarDescription(household: String, asOf: String) -> String {
    var lines: [String] = []
    switch amountKind {
    case .safeHarborMinimum:
      lines.append(
        "\(amountText) is the least to pay by \(dueDateText) to owe no \(taxYear) underpayment penalty "
          + "(the safe-harbor minimum, \(jurisdiction == .federal ? "IRC §6654, Form 2210" : "R&TC §19136, FTB 5805"); rounded up to the dollar).")
      if let payToZero, payToZero > amount {
        lines.append("The web app's plan, which pays the year's balance to zero, says \(MoneyFormat.dollars(payToZero)) on this date.")
      }
    case .payToZero:
      lines.append("\(amountText) is the web app's amount for this date: it pays the year's balance to zero (no safe-harbor plan: no penalty rules loaded).")
    case .nextYearVoucher where nextYearBasis == .projectedNextYear:
      lines.append(
        "\(amountText) is \(taxYear)'s \(quarter) voucher: paid by \(dueDateText), with the vouchers before it, it pays 90% of \(taxYear)'s "
          + "projected tax, which leaves no penalty only if the tax comes out as projected: at next year's AGI the prior-year "
          + "safe harbor is not available (R&TC §19136.3; FTB 540-ES; rounded up to the dollar).")
    case .nextYearVoucher:
      lines.append(
        "\(amountText) is \(taxYear)'s \(quarter) voucher: paid by \(dueDateText), with the vouchers before it, it meets the prior-year "
          + "safe harbor for \(taxYear) whatever its income (\(jurisdiction == .federal ? "Form 1040-ES" : "FTB 540-ES"); rounded up to the dollar).")
    }
    lines.append("Pay with \(payee.service): \(payee.url) (\(payee.choose(taxYear: taxYear))).")
    lines.append("Household: \(household). From quicktax as of \(asOf); run it again after paying.")
    return lines.joined(separator: "\n")
  }
}

/// Where a payment is made: the agency's free service for paying from a bank account.
struct Payee: Sendable {
  /// "the IRS"
  let agency: String
  /// "IRS Direct Pay"
  let service: String
  let url: String
  /// The payment type to pick: estimated tax for the year.
  let paymentType: String

  func choose(taxYear: Int) -> String { "choose \(paymentType), tax year \(taxYear)" }

  /// IRS Direct Pay ("Direct Pay with bank account", https://www.irs.gov/payments/direct-pay); FTB
  /// Web Pay (https://www.ftb.ca.gov/pay/bank-account/index.asp). Both free, without an account.
  static func of(_ jurisdiction: TaxDataFile.Jurisdiction) -> Payee {
    switch jurisdiction {
    case .federal:
      Payee(agency: "the IRS", service: "IRS Direct Pay", url: "https://www.irs.gov/payments/direct-pay", paymentType: "Estimated Tax, Form 1040-ES")
    case .california:
      Payee(
        agency: "the FTB", service: "FTB Web Pay", url: "https://www.ftb.ca.gov/pay/bank-account/index.asp",
        paymentType: "Estimated Tax Payment, Form 540-ES")
    }
  }
}

/// The payments still to make, from an estimate's plans.
enum DuePayments {
  /// Every remaining due date that needs a payment, by date (federal first on a day): the plan's
  /// "at least" amount where the jurisdiction has a plan, else the web app's pay-to-zero amount.
  /// Past dates and dates that need nothing are left out. Other dated payments (next year's
  /// installments) join this list, and so the what-to-do list and the calendar.
  static func make<N: TaxNumber>(_ output: EstimateOutput<N>) -> [DuePayment] {
    let report = output.report
    var payments: [DuePayment] = []
    var planned: Set<TaxDataFile.Jurisdiction> = []
    for plan in output.plans {
      planned.insert(plan.jurisdiction)
      for installment in plan.installments where !installment.isPast {
        guard let minimum = installment.minimumPayment, minimum > .zero else { continue }
        let amount = MoneyFormat.roundedUpToDollar(minimum.doubleValue)
        guard amount.isFinite else { continue }
        var payment = DuePayment(
          dueDate: installment.dueDate, jurisdiction: plan.jurisdiction, taxYear: report.taxYear, quarter: installment.quarter, amount: amount,
          amountKind: .safeHarborMinimum)
        payment.payToZero = installment.payToZero.map { $0.jsRounded().doubleValue }
        payments.append(payment)
      }
    }
    // Without a plan (no penalty rules for the year), the web app's amounts on its dates.
    var unplanned: [(TaxDataFile.Jurisdiction, [EstimatedPaymentSuggestion<N>], [PaymentInstallment<N>])] = []
    if !planned.contains(.federal) {
      unplanned.append((.federal, report.estimate.federalSuggestions, report.tables.federal.estimatedPaymentSchedule))
    }
    if !planned.contains(.california), report.household.includeCaliforniaTax {
      unplanned.append((.california, report.estimate.californiaSuggestions, report.tables.california.estimatedPaymentSchedule))
    }
    for (jurisdiction, suggestions, schedule) in unplanned {
      for suggestion in suggestions where !suggestion.isPaid && !suggestion.isPastDue && suggestion.amount > .zero {
        guard let installment = schedule.first(where: { $0.quarter == suggestion.quarter }) else { continue }
        let amount = suggestion.amount.jsRounded().doubleValue
        guard amount.isFinite, amount > 0 else { continue }
        payments.append(
          DuePayment(
            dueDate: installment.dueDateISO, jurisdiction: jurisdiction, taxYear: report.taxYear, quarter: suggestion.quarter, amount: amount,
            amountKind: .payToZero))
      }
    }
    // Next year's vouchers, where the plan shows them, from the as-of day on.
    let today = JSDateFormat.isoDay(output.clock.now, in: output.clock.timeZone)
    for next in output.nextYear {
      for voucher in next.installments where voucher.amount > 0 && voucher.dueDate >= today {
        payments.append(
          DuePayment(
            dueDate: voucher.dueDate, jurisdiction: next.facts.jurisdiction, taxYear: next.taxYear, quarter: voucher.quarter,
            amount: voucher.amount, amountKind: .nextYearVoucher, nextYearBasis: next.basis))
      }
    }
    return sorted(payments)
  }

  /// By date, federal before California on the same day.
  static func sorted(_ payments: [DuePayment]) -> [DuePayment] {
    payments.enumerated().sorted { first, second in
      (first.element.dueDate, first.element.jurisdiction == .federal ? 0 : 1, first.offset)
        < (second.element.dueDate, second.element.jurisdiction == .federal ? 0 : 1, second.offset)
    }.map(\.element)
  }
}
