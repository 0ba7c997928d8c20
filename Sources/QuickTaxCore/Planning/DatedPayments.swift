extension PlanningInputs {
  /// The household with the `payments` made by the as-of day (in the clock's zone) in its
  /// estimated-payment fields, each added to the quarter whose due date it falls on or before (the
  /// last quarter after that), so that the balance due and the web app's plan count them; and what
  /// to say: an error when a jurisdiction with dated payments also has quarter fields filled in
  /// (which would count twice), a warning for each payment dated after the as-of day (scheduled:
  /// the plan counts it on its date, the balance due does not).
  public func applyPayments<N: TaxNumber>(to household: inout Household, clock: CalculationClock, tables: TaxYearTables<N>)
    -> [InputDiagnostic]
  {
    guard !payments.isEmpty else { return [] }
    let asOfDay = DayNumber.localDay(of: clock.now, in: clock.timeZone)
    var diagnostics: [InputDiagnostic] = []
    let keyPaths = Dictionary(uniqueKeysWithValues: EstimatedPaymentsData.fields.map { ($0.key, $0.keyPath) })
    for jurisdiction in TaxDataFile.Jurisdiction.allCases {
      let listed = payments.enumerated().filter { $0.element.jurisdiction.text == jurisdiction.rawValue }
      guard !listed.isEmpty else { continue }
      let schedule = jurisdiction == .federal ? tables.federal.estimatedPaymentSchedule : tables.california.estimatedPaymentSchedule
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
        let quarter = schedule.firstIndex { day <= DayNumber.of($0.dueDateISO) } ?? schedule.count - 1
        sums[quarter] += N.parsed(payment.amount)
      }
      for (key, sum) in zip(keys, sums) where sum > .zero {
        if let keyPath = keyPaths[key] { household.estimatedPayments[keyPath: keyPath] = InputText(sum.description) }
      }
    }
    return diagnostics
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
