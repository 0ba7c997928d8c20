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
    /// The year's tax less what is withheld and paid and the payments listed before it: paid with
    /// the return by its due date (IRC §6151(a); R&TC §19001).
    case balanceDue
    /// The same balance once the return's due date has passed (`dueDate` is that date): if not
    /// paid yet, due now, with interest and the late-payment penalty, which are not computed.
    /// Not a calendar event: its date is past.
    case pastDueBalance
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
  /// A safe-harbor minimum of a plan that leaves a penalty for dates already past: that penalty.
  var penaltyLeft: Double?
  /// A balance due figured before the year's end, from income and withholding still to come.
  var projected = false
  /// The tax a balance due is of, where it is not the jurisdiction's income tax ("capital gains
  /// excise tax"); nil for the income tax.
  var taxName: String?

  /// Who collects it: the IRS, or the state's authority (``TaxAuthority/of(_:)``).
  var authority: TaxAuthority { TaxAuthority.of(jurisdiction) }
  var payee: TaxAuthority.Payee { authority.payee }
  var dueDateText: String { JSDateFormat.longDay(iso: dueDate) }
  /// "$2,434"; "about $21,477" for a projected balance.
  var amountText: String { (projected ? "about " : "") + MoneyFormat.dollars(amount) }

  /// What the payment is for, with its tax year, as the person credits it: "your 2026
  /// fourth-quarter estimated tax", "your 2026 balance due with your return".
  var purpose: String {
    switch amountKind {
    case .balanceDue where taxName != nil: "your \(taxYear) \(taxName ?? ""), with its return"
    case .balanceDue: "your \(taxYear) balance due with your return"
    case .pastDueBalance: "your \(taxYear) balance, due with your return by \(dueDateText)"
    case .safeHarborMinimum, .payToZero, .nextYearVoucher: "your \(taxYear) \(Self.ordinal(quarter)) estimated tax"
    }
  }

  /// "first-quarter" for Q1 (California's installments are numbered as the federal ones: its
  /// 540-ES vouchers 1, 2 and 4).
  static func ordinal(_ quarter: String) -> String {
    ["Q1": "first-quarter", "Q2": "second-quarter", "Q3": "third-quarter", "Q4": "fourth-quarter"][quarter] ?? quarter
  }

  /// What to pick in the payment service: "choose Estimated Tax, Form 1040-ES, tax year 2026".
  var choice: String {
    payee.choose([.balanceDue, .pastDueBalance].contains(amountKind) ? payee.returnPaymentType : payee.estimatedPaymentType, taxYear: taxYear)
  }

  /// "By January 15, 2027: pay $873 to the IRS for your 2026 fourth-quarter estimated tax (IRS
  /// Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2026)."
  /// A balance whose date has passed: "Now, if not yet paid: pay $29,734 to the IRS for your 2026
  /// balance, due with your return by April 15, 2027 (…). Interest and the late-payment penalty run
  /// from that date and are not computed here (…); file the return too if it is not filed."
  var action: String {
    guard amountKind == .pastDueBalance else {
      return "By \(dueDateText): pay \(amountText) to \(authority.agency) for \(purpose) (\(payee.service): \(choice))."
    }
    return "Now, if not yet paid: pay \(amountText) to \(authority.agency) for \(purpose) (\(payee.service): \(choice)). "
      + "Interest and the late-payment penalty run from \(dueDateText) until it is paid and are not computed here "
      + "(\(authority.citations.latePayment)); file the return too if it is not filed."
  }

  /// The calendar event's title: "Pay $2,434 to the IRS: 2025 Q4 estimated tax (single-w2)",
  /// "Pay about $21,477 to the IRS: 2026 balance due with the return (engineers)".
  func calendarSummary(household: String) -> String {
    let what =
      amountKind == .balanceDue
      ? "\(taxYear) \(taxName.map { "\($0), due" } ?? "balance due") with the return" : "\(taxYear) \(quarter) estimated tax"
    return "Pay \(amountText) to \(authority.agency): \(what) (\(household))"
  }

  /// The calendar event's description: which amount it is, how to pay it, whose it is.
  func calendarDescription(household: String, asOf: String) -> String {
    var lines: [String] = []
    switch amountKind {
    case .safeHarborMinimum:
      let rule = authority.citations.penalty
      if let penaltyLeft, penaltyLeft > 0 {
        // What the text says: the plan leaves a penalty for dates already past.
        lines.append(
          "\(amountText) is the least to pay by \(dueDateText) to keep the \(taxYear) underpayment penalty from growing (\(rule); rounded "
            + "up to the dollar). It still leaves \(MoneyFormat.cents(penaltyLeft)) of penalty for dates already past: paying that "
            + "shortfall now, not on this date, stops it sooner.")
      } else {
        lines.append(
          "\(amountText) is the least to pay by \(dueDateText) to owe no \(taxYear) underpayment penalty "
            + "(the safe-harbor minimum, \(rule); rounded up to the dollar).")
      }
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
          + "safe harbor for \(taxYear) whatever its income (\(authority.citations.vouchers); rounded up to the dollar).")
    case .balanceDue, .pastDueBalance:
      lines.append(
        "\(amountText.prefix(1).uppercased() + amountText.dropFirst()) is what is left of your \(taxYear) tax after the withholding, the payments made and the payments listed before "
          + "this date: pay it with your return by \(dueDateText) (\(authority.citations.balanceDue)).")
      if projected {
        lines.append("Projected: it counts the income and withholding still to come as entered; run quicktax again once the year is over.")
      }
    }
    lines.append("Pay with \(payee.service): \(payee.url) (\(choice)).")
    lines.append("Household: \(household). From quicktax as of \(asOf); run it again after paying.")
    return lines.joined(separator: "\n")
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
        payment.penaltyLeft = plan.penaltyAsPlanned.total > .zero ? plan.penaltyAsPlanned.total.roundedToCents.doubleValue : nil
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
    // The year's balance due with the return, by the return's due date: what the estimate owes
    // less the payments listed before it and those scheduled (the plan counts them, the balance
    // does not). Projected while the year has income and withholding to come.
    let today = JSDateFormat.isoDay(output.clock.now, in: output.clock.timeZone)
    let yearOver = today > "\(report.taxYear)-12-31"
    let result = report.estimate.result
    var owedByJurisdiction: [(TaxDataFile.Jurisdiction, N)] = [(.federal, result.federalTax.owedOrRefund)]
    if let california = result.californiaTax { owedByJurisdiction.append((.california, california.owedOrRefund)) }
    // A state's return made beside the federal one (Washington's excise tax: no estimated tax).
    if let state = result.stateTax { owedByJurisdiction.append((state.jurisdiction, state.owedOrRefund)) }
    for (jurisdiction, owed) in owedByJurisdiction where owed > .zero {
      let listed = payments.filter { $0.jurisdiction == jurisdiction }.reduce(0.0) { $0 + $1.amount }
      let scheduled = output.plans.first { $0.jurisdiction == jurisdiction }.map { $0.scheduledPayments.doubleValue } ?? 0
      let balance = (owed.doubleValue - listed - scheduled).rounded(.down)
      let dueDate =
        output.returnDueDate(jurisdiction)
        ?? (jurisdiction == .california ? InstallmentDueDates.californiaReturn(taxYear: report.taxYear) : InstallmentDueDates.federalReturn(taxYear: report.taxYear))
      guard balance >= 1, balance.isFinite else { continue }
      // A return whose due date has passed: the balance is due now, if not paid (said, first).
      var payment = DuePayment(
        dueDate: dueDate, jurisdiction: jurisdiction, taxYear: report.taxYear, quarter: "", amount: balance,
        amountKind: dueDate >= today ? .balanceDue : .pastDueBalance)
      payment.projected = !yearOver
      // A tax other than the state's income tax is named (Washington's excise tax).
      if let state = result.stateTax, state.jurisdiction == jurisdiction, StateCatalog.profile(for: jurisdiction)?.incomeTax != .computed {
        payment.taxName = state.taxName.replacingOccurrences(of: "\(payment.authority.name) ", with: "")
      }
      payments.append(payment)
    }
    // Next year's vouchers, where the plan shows them, from the as-of day on.
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

  /// By date; on a day, this year's payments (the balance with the return) before next year's
  /// vouchers, federal before California.
  static func sorted(_ payments: [DuePayment]) -> [DuePayment] {
    payments.enumerated().sorted { first, second in
      (first.element.dueDate, first.element.taxYear, first.element.jurisdiction == .federal ? 0 : 1, first.offset)
        < (second.element.dueDate, second.element.taxYear, second.element.jurisdiction == .federal ? 0 : 1, second.offset)
    }.map(\.element)
  }
}
