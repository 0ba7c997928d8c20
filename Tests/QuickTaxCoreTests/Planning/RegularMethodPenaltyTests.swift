@testable import QuickTaxCore
import Testing

@Suite("Underpayment penalty, regular method")
struct RegularMethodPenaltyTests {
  typealias Penalty = RegularMethodPenalty

  /// IRS Publication 505 (2005), Figure 4-B, "Regular Installment Method—Illustrated" (Ben Brown):
  /// required installments $1,529; withholding $3,228 treated as $807 on each due date; $1,000
  /// paid September 2, 2005 and January 12, 2006; 6% through September 30, 2005, 7% after.
  /// Published result: underpayments 722, 1,444, 1,166, 888 and a penalty of $68.51.
  @Test("Pub 505 (2005), Ben Brown: $68.51")
  func benBrown() {
    let dueDates = ["2005-04-15", "2005-06-15", "2005-09-15", "2006-01-15"]
    let installments = dueDates.map { Penalty.Installment(label: $0, dueDate: $0, required: 1_529.0) }
    let payments =
      dueDates.map { Penalty.Payment(date: $0, amount: 807.0, source: .withholding) }
      + [Penalty.Payment(date: "2005-09-02", amount: 1_000, source: .estimatedPayment), Penalty.Payment(date: "2006-01-12", amount: 1_000, source: .estimatedPayment)]
    let rates = [
      Penalty.RatePeriod(from: "2005-04-16", through: "2005-09-30", rate: 0.06),
      Penalty.RatePeriod(from: "2005-10-01", through: "2006-04-15", rate: 0.07),
    ]
    let result = Penalty.compute(installments: installments, payments: payments, ratePeriods: rates, endDate: "2006-04-15")
    #expect(result.installments.map(\.underpayment) == [722, 1_529 - 85, 1_166, 888])
    #expect(result.installments.map { $0.slices.map(\.days) } == [[61], [79, 92], [15, 104, 107], [90]])
    #expect(result.installments.map { $0.slices.map(\.penalty) } == [[7.24], [12.99, 6.71], [2.88, 19.95, 3.41], [15.33]])
    #expect(abs(result.total - 68.51) < 1e-9)
    // Section A alone (where an exception leaves no penalty): the same required, paid and
    // underpaid amounts, and no Section B line.
    let sectionA = Penalty.compute(
      installments: installments, payments: payments, ratePeriods: rates, endDay: DayNumber.of("2006-04-15"), sectionB: false)
    #expect(sectionA.installments.map(\.underpayment) == result.installments.map(\.underpayment))
    #expect(sectionA.installments.map(\.paidByDueDate) == [807.0, 85, 363, 641])
    #expect(sectionA.installments.allSatisfy { $0.slices.isEmpty && $0.penalty == 0 } && sectionA.total == 0)
  }

  /// A projected rate prices its days like a published one; the slices and the result say which
  /// part of the penalty is projected. $1,000 short from January 15 to April 15, 2027: 16 days at
  /// the published 7% ($3.07), 74 at a projected 7% ($14.19).
  @Test("days at a projected rate are priced and marked projected")
  func projectedDays() {
    let installments = [Penalty.Installment(label: "Q4", dueDate: "2027-01-15", required: 1_000.0)]
    let rates = [
      Penalty.RatePeriod(from: "2026-10-01", through: "2027-01-31", rate: 0.07),
      Penalty.RatePeriod(from: "2027-02-01", through: "2027-04-15", rate: 0.07, projected: true),
    ]
    let result = Penalty.compute(installments: installments, payments: [], ratePeriods: rates, endDate: "2027-04-15")
    let slices = result.installments[0].slices
    #expect(slices.map(\.days) == [16, 74] && slices.map(\.projected) == [false, true])
    #expect(slices.map(\.penalty) == [3.07, 14.19])
    #expect(abs(result.total - 17.26) < 1e-9 && abs(result.projectedPenalty - 14.19) < 1e-9)
    #expect(!result.hasUnknownRates)
  }
}
