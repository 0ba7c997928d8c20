import QuickTaxCore
import Testing

@Suite("Payment plans on cumulative schedules")
struct PaymentScheduleTests {
  func payments(_ fields: [String: String]) -> EstimatedPaymentsData {
    var payments = EstimatedPaymentsData()
    for field in EstimatedPaymentsData.fields { if let text = fields[field.key] { payments[keyPath: field.keyPath] = InputText(text) } }
    return payments
  }

  @Test("a missed quarter is past due; later quarters catch up to 50%, 75%, 100%")
  func missedQuarterCatchesUp() throws {
    let plan = try TestSupport.engine(now: "2025-05-01T00:00:00.000Z").calculateFederalEstimatedPayments(
      10_000, estimatedPayments: payments([:]), tables: try TestSupport.tables().federal)
    #expect(plan.map(\.amount) == [0, 5_000, 2_500, 2_500])
    #expect(plan.map(\.isPastDue) == [true, false, false, false])
    #expect(plan.map(\.dueDate) == ["April 15, 2025", "June 16, 2025", "September 15, 2025", "January 15, 2026"])
  }

  @Test("a paid quarter shows what was paid and counts toward the next")
  func paidQuarter() throws {
    let plan = try TestSupport.engine(now: "2025-05-01T00:00:00.000Z").calculateFederalEstimatedPayments(
      10_000, estimatedPayments: payments(["federalQ1": "3000"]), tables: try TestSupport.tables().federal)
    #expect(plan.map(\.amount) == [3_000, 2_000, 2_500, 2_500])
    #expect(plan.map(\.isPaid) == [true, false, false, false])
  }

  @Test("a due date is past due from its own midnight UTC")
  func dueDateBoundary() throws {
    let federal = try TestSupport.tables().federal
    let atMidnight = try TestSupport.engine(now: "2025-04-15T00:00:00.000Z").calculateFederalEstimatedPayments(
      10_000, estimatedPayments: payments([:]), tables: federal)
    #expect(atMidnight[0].isPastDue)
    let before = try TestSupport.engine(now: "2025-04-14T23:59:59.999Z").calculateFederalEstimatedPayments(
      10_000, estimatedPayments: payments([:]), tables: federal)
    #expect(!before[0].isPastDue && before[0].amount == 2_500)
  }

  @Test("California: three dates at 30%, 70%, 100%, reading Q1, Q2 and Q4")
  func california() throws {
    let plan = try TestSupport.engine(now: "2025-01-01T00:00:00.000Z").calculateCaliforniaEstimatedPayments(
      10_000, estimatedPayments: payments(["californiaQ2": "1000"]), tables: try TestSupport.tables().california)
    #expect(plan.map(\.quarter) == ["Q1", "Q2", "Q4"])
    #expect(plan.map(\.amount) == [3_000, 1_000, 6_000])
  }

  @Test("an overpaid year suggests nothing")
  func overpaid() throws {
    let plan = try TestSupport.engine(now: "2025-01-01T00:00:00.000Z").calculateFederalEstimatedPayments(
      -2_000, estimatedPayments: payments([:]), tables: try TestSupport.tables().federal)
    #expect(plan.map(\.amount) == [0, 0, 0, 0])
  }
}
