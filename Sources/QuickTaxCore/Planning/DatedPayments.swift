extension PlanningInputs {
  /// The household with the `payments` made by the as-of day (in the clock's zone) in its
  /// estimated-payment fields, each added to the quarter whose due date it falls on or before (the
  /// last quarter after that), so that the balance due and the web app's plan count them; and what
  /// to say: an error when a jurisdiction with dated payments also has quarter fields filled in
  /// (which would count twice), a warning for each payment dated after the as-of day (scheduled:
  /// the plan counts it on its date, the balance due does not).
  ///
  /// A payment's date (and a quarter field's in `estimatedPaymentDates`) must fall from January 1
  /// of the tax year to the return's due date (`returnDueDate`, by jurisdiction): one before is
  /// toward an earlier year, one after is a payment with or after the return, not an estimated
  /// payment (Form 2210 and FTB 5805 count payments up to that day). One after the last
  /// installment's due date is counted on its date, as a late payment, and said so.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func applyPayments<N: TaxNumber>(
    to household: inout Household, clock: CalculationClock, tables: TaxYearTables<N>, returnDueDate: (TaxDataFile.Jurisdiction) -> String
  ) -> [InputDiagnostic] {
    var diagnostics = paymentDateProblems(taxYear: household.taxYear, tables: tables, returnDueDate: returnDueDate)
    guard diagnostics.allSatisfy({ $0.severity != .error }) else { return diagnostics }
    // Schedule A line 5a (current law): the California payments paid within the year, by date.
    if household.includeCaliforniaTax && (planningDatesGiven(for: .california) || payments.contains { $0.jurisdiction.text == "california" }) {
      let paid: [(amount: N, day: Int)] = californiaEstimatedPaymentsInYear(household, schedule: tables.california.estimatedPaymentSchedule)
      household.californiaEstimatedPaidInYear = paid.reduce(N.zero) { $0 + $1.amount }.inputText
    }
    guard !payments.isEmpty else { return diagnostics }
    let asOfDay = DayNumber.localDay(of: clock.now, in: clock.timeZone)
    let keyPaths = Dictionary(uniqueKeysWithValues: EstimatedPaymentsData.fields.map { ($0.key, $0.keyPath) })
    for jurisdiction in Self.datedJurisdictions {
      let listed = payments.enumerated().filter { $0.element.jurisdiction.text == jurisdiction.rawValue }
      guard !listed.isEmpty else { continue }
      let schedule = Self.installments(of: jurisdiction, taxYear: household.taxYear, tables: tables)
      let keys = schedule.map { jurisdiction.rawValue + $0.quarter }
      for key in keys where household.estimatedPayments[keyPath: keyPaths[key] ?? \.federalQ1].isTruthy {
        diagnostics.append(
          InputDiagnostic(
            .error, path: "estimatedPayments.\(key)",
            "is filled in, but planning.payments lists \(jurisdiction.rawValue) payments; give each payment once, in planning.payments"))
      }
      if planningDatesGiven(for: jurisdiction) {
        diagnostics.append(
          InputDiagnostic(
            .error, path: "planning.estimatedPaymentDates",
            "dates \(jurisdiction.rawValue) quarter fields, but planning.payments lists \(jurisdiction.rawValue) payments with their own dates"))
      }
      var sums = [N](repeating: .zero, count: schedule.count)
      for (index, payment) in listed {
        let day = DayNumber.of(payment.date.text)
        if day > asOfDay {
          diagnostics.append(
            InputDiagnostic(
              .warning, path: "planning.payments[\(index)]",
              "is dated \(payment.date.text), after the as-of date: a scheduled payment, counted on its date in the plan, not as made"))
          continue
        }
        let quarter = schedule.firstIndex { day <= $0.dueDay } ?? schedule.count - 1
        sums[quarter] += N.parsed(payment.amount)
      }
      for (key, sum) in zip(keys, sums) where sum > .zero {
        if let keyPath = keyPaths[key] { household.estimatedPayments[keyPath: keyPath] = InputText(sum.description) }
      }
    }
    return diagnostics
  }

  /// The dates of `payments` and `estimatedPaymentDates` outside the year's window (errors), or
  /// after its last installment's due date (warnings), each naming its field.
  func paymentDateProblems<N: TaxNumber>(
    taxYear: Int, tables: TaxYearTables<N>, returnDueDate: (TaxDataFile.Jurisdiction) -> String
  ) -> [InputDiagnostic] {
    var dated = payments.enumerated().map { ("planning.payments[\($0.offset)].date", $0.element.jurisdiction.text, $0.element.date.text) }
    // The quarter fields' dates, looked up only where some are given (few households do).
    for key in estimatedPaymentDates.isEmpty ? [] : Self.paymentDateKeys {
      if let date = estimatedPaymentDates[key], date.isTruthy {
        let jurisdiction = Self.datedJurisdictions.first { key.hasPrefix($0.rawValue) } ?? .federal
        dated.append(("planning.estimatedPaymentDates.\(key)", jurisdiction.rawValue, date.text))
      }
    }
    guard !dated.isEmpty else { return [] }
    let yearStart = Int(CivilCalendar.dayNumber(year: Int64(taxYear), month: 1, day: 1))
    var diagnostics: [InputDiagnostic] = []
    for (path, jurisdictionName, text) in dated {
      let jurisdiction = TaxDataFile.Jurisdiction(rawValue: jurisdictionName)
      guard Self.datedJurisdictions.contains(jurisdiction), StrictInput.isCalendarDate(text) else { continue }
      let day = DayNumber.of(text)
      let dueDate = returnDueDate(jurisdiction)
      let schedule = Self.installments(of: jurisdiction, taxYear: taxYear, tables: tables)
      let window = "an estimated payment toward \(taxYear) is made from January 1, \(taxYear) to the return's due date, \(JSDateFormat.longDay(iso: dueDate))"
      if day < yearStart {
        diagnostics.append(InputDiagnostic(.error, path: path, "\(text) is before \(taxYear): \(window); a payment toward \(taxYear - 1) belongs to that year's household"))
      } else if day > DayNumber.of(dueDate) {
        diagnostics.append(
          InputDiagnostic(.error, path: path, "\(text) is after the \(taxYear) return's due date: \(window); a later payment is a payment of the balance due, not an estimated payment"))
      } else if let last = schedule.last, day > last.dueDay {
        diagnostics.append(
          InputDiagnostic(
            .warning, path: path,
            "\(text) is after the last installment's due date (\(JSDateFormat.longDay(iso: DayNumber.iso(last.dueDay)))): counted as a late payment on its date, which stops the penalty on what it pays from that day"))
      }
    }
    return diagnostics
  }

  /// The jurisdictions a payment may be listed for, as `planning.payments` names them: federal,
  /// California, New York (``PlanningInputs/DatedPayment/fields``).
  static let datedJurisdictions: [TaxDataFile.Jurisdiction] = [.federal, .california, .newYork]

  /// A jurisdiction's installments, quarter and due day: the federal and California tables', a
  /// state's own due dates beside them (New York's four).
  static func installments<N: TaxNumber>(
    of jurisdiction: TaxDataFile.Jurisdiction, taxYear: Int, tables: TaxYearTables<N>
  ) -> [(quarter: String, dueDay: Int)] {
    switch jurisdiction {
    case .federal: return tables.federal.estimatedPaymentSchedule.map { ($0.quarter, DayNumber.of($0.dueDateISO)) }
    case .california: return tables.california.estimatedPaymentSchedule.map { ($0.quarter, DayNumber.of($0.dueDateISO)) }
    default:
      return StateCatalog.installmentDueDates(taxYear: taxYear, in: jurisdiction).enumerated().map { ("Q\($0.offset + 1)", DayNumber.of($0.element)) }
    }
  }

  /// California's estimated payments toward the year paid (or to be paid) within it, each with
  /// its day: Schedule A line 5a deducts a state income tax in the year it is paid (IRC §164(a);
  /// IRS Pub 17), whatever installment it goes to — a December payment toward January's included,
  /// a January one not. From `payments` when it lists California payments, each on its date;
  /// else the quarter fields of `household`, each on its date in `estimatedPaymentDates` or its
  /// due date.
  public func californiaEstimatedPaymentsInYear<N: TaxNumber>(_ household: Household, schedule: [PaymentInstallment<N>]) -> [(amount: N, day: Int)] {
    let yearStart = Int(CivilCalendar.dayNumber(year: Int64(household.taxYear), month: 1, day: 1))
    let yearEnd = Int(CivilCalendar.dayNumber(year: Int64(household.taxYear), month: 12, day: 31))
    var paid: [(amount: N, day: Int)] = []
    if payments.contains(where: { $0.jurisdiction.text == "california" }) {
      for payment in payments where payment.jurisdiction.text == "california" {
        paid.append((N.parsed(payment.amount), DayNumber.of(payment.date.text)))
      }
    } else {
      for installment in schedule {
        let amount = N.parsed(household.estimatedPayments.californiaPayment(quarter: installment.quarterNumber))
        guard amount != .zero else { continue }
        let given = estimatedPaymentDates["california" + installment.quarter].flatMap { StrictInput.isCalendarDate($0.text) ? DayNumber.of($0.text) : nil }
        paid.append((amount, given ?? DayNumber.of(installment.dueDateISO)))
      }
    }
    return paid.filter { $0.day >= yearStart && $0.day <= yearEnd }
  }

  func planningDatesGiven(for jurisdiction: TaxDataFile.Jurisdiction) -> Bool {
    estimatedPaymentDates.contains { $0.key.hasPrefix(jurisdiction.rawValue) && $0.value.isTruthy }
  }

  /// Each `incomeByPeriod` field whose four periods do not add up to the year's figure (within a
  /// dollar), as an error naming it; `annual` gives the year's figure of a field.
  public func incomeByPeriodProblems(annual: (String) -> Double) -> [InputDiagnostic] {
    IncomeByPeriod.fields.compactMap { field in
      guard let amounts = incomeByPeriod[field] else { return nil }
      let sum = amounts.reduce(0.0) { $0 + Double.parsed($1) }
      let year = annual(field)
      guard abs(sum - year) > 1 else { return nil }
      return InputDiagnostic(
        .error, path: "planning.incomeByPeriod.\(field)",
        "the four periods add up to \(JavaScriptNumberFormat.string(sum)), but the year's \(field) is \(JavaScriptNumberFormat.string(year)); they must agree")
    }
  }
}
