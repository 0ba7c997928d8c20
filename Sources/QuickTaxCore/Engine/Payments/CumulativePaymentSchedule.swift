extension TaxEngine {
  /// The payment plan on a cumulative schedule: a paid quarter shows what was paid; an unpaid one
  /// due on or before "now" is past due (nothing suggested); a later one gets what brings total
  /// payments up to its cumulative share of `totalTaxOwed`, assuming every suggestion is paid.
  /// Ports `calculateEstimatedPaymentsWithCumulativeSchedule` (src/calculators/utils/estimatedPayments.ts).
  public func calculateEstimatedPaymentsWithCumulativeSchedule(
    _ totalTaxOwed: N, schedule: [PaymentInstallment<N>], paid: [N]
  ) -> [EstimatedPaymentSuggestion<N>] {
    // One paid amount per installment.
    cumulativeSchedule(totalTaxOwed, schedule: schedule, count: min(schedule.count, paid.count)) { paid[$0] }
  }

  /// ``calculateEstimatedPaymentsWithCumulativeSchedule(_:schedule:paid:)`` over the first `count`
  /// installments, with what was paid toward each read by its index: the plans read it from the
  /// payments made, with no list of them made first.
  @inline(__always)
  func cumulativeSchedule(
    _ totalTaxOwed: N, schedule: [PaymentInstallment<N>], count: Int, paid: (Int) -> N
  ) -> [EstimatedPaymentSuggestion<N>] {
    let currentDate = clock.now
    var results: [EstimatedPaymentSuggestion<N>] = []
    results.reserveCapacity(count)
    var cumulativePaid = N.zero
    // Each installment read in place by its index (a zip with the paid amounts would copy its
    // three strings on every step).
    for index in 0..<count {
      let paidThisQuarter = paid(index)
      let isPastDue = schedule[index].dueDate <= currentDate
      if paidThisQuarter > .zero {
        cumulativePaid += paidThisQuarter
        results.append(suggestion(schedule[index], amount: paidThisQuarter, isPaid: true, isPastDue: false))
        continue
      }
      if isPastDue {
        results.append(suggestion(schedule[index], amount: .zero, isPaid: false, isPastDue: true))
        continue
      }
      let requiredCumulative = totalTaxOwed * schedule[index].cumulativePercentage
      let catchUpAmount = jsMax(.zero, requiredCumulative - cumulativePaid)
      cumulativePaid += catchUpAmount
      results.append(suggestion(schedule[index], amount: catchUpAmount, isPaid: false, isPastDue: false))
    }
    return results
  }

  private func suggestion(_ installment: PaymentInstallment<N>, amount: N, isPaid: Bool, isPastDue: Bool)
    -> EstimatedPaymentSuggestion<N>
  {
    EstimatedPaymentSuggestion(
      quarter: installment.quarter, dueDate: installment.dueDateText, amount: amount, isPaid: isPaid,
      isPastDue: isPastDue)
  }

  /// The federal plan: four dates at 25/50/75/100% (Form 1040-ES).
  /// Ports `calculateFederalEstimatedPayments` (src/calculators/federal/calculator.ts).
  public func calculateFederalEstimatedPayments(
    _ totalTaxOwed: N, estimatedPayments: EstimatedPaymentsData, tables: FederalTaxTables<N>
  ) -> [EstimatedPaymentSuggestion<N>] {
    let schedule = tables.estimatedPaymentSchedule
    return cumulativeSchedule(totalTaxOwed, schedule: schedule, count: schedule.count) {
      N.parsed(estimatedPayments.federalPayment(quarter: schedule[$0].quarterNumber))
    }
  }

  /// The California plan: three dates at 30/70/100% (Form 540-ES has no third installment).
  /// Ports `calculateCaliforniaEstimatedPayments` (src/calculators/california/calculator.ts).
  public func calculateCaliforniaEstimatedPayments(
    _ totalTaxOwed: N, estimatedPayments: EstimatedPaymentsData, tables: CaliforniaTaxTables<N>
  ) -> [EstimatedPaymentSuggestion<N>] {
    let schedule = tables.estimatedPaymentSchedule
    return cumulativeSchedule(totalTaxOwed, schedule: schedule, count: schedule.count) {
      N.parsed(estimatedPayments.californiaPayment(quarter: schedule[$0].quarterNumber))
    }
  }
}
