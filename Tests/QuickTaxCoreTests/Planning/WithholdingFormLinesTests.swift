@testable import QuickTaxCore
import Testing

/// The W-4 Step 4(c) / DE 4 line 2 arithmetic of the withholding alternative.
@Suite("Withholding form lines")
struct WithholdingFormLinesTests {
  typealias Alternative = EstimatedTaxPlan<Double>.WithholdingAlternative

  @Test("the amount to enter: to the cent, then up to the dollar", arguments: [
    (1198.13, 1199), (600.000_000_1, 600), (600.004, 600), (600.006, 601), (0.0, 0), (-5.0, 0), (Double.nan, 0), (1.5e300, 1.5e300),
  ] as [(Double, Double)])
  func amountToEnter(_ amount: Double, _ entered: Double) { #expect(Alternative.amountToEnter(amount) == entered) }

  @Test("pro rata: every job's paycheck carries the same amount, and the lines together cover the alternative")
  func proRata() {
    let jobs = [
      PaycheckJob(holder: .user, payFrequency: .biweekly, remainingPaychecks: 2, lastPaycheck: "2026-12-18"),
      PaycheckJob(holder: .spouse, payFrequency: .monthly, remainingPaychecks: 1, lastPaycheck: "2026-12-15"),
    ]
    let alternative = Alternative(remainingPaychecks: 3, extraPerPaycheck: 3594.4 / 3, total: 3594.4, rule: .coversEachInstallment, jobs: jobs)
    let lines = alternative.formLines
    #expect(lines.map(\.amountPerPayPeriod) == [1199, 1199])
    #expect(lines.map(\.total) == [2398, 1199])
    #expect(lines.map(\.total).reduce(0, +) >= alternative.total)
    #expect(lines.map(\.job.holder.possessive) == ["your", "your spouse's"])
  }

  @Test("no job with paychecks left: no line")
  func noJob() {
    #expect(Alternative(remainingPaychecks: 0, extraPerPaycheck: 0, total: 0, rule: .underThreshold).formLines.isEmpty)
  }
}
