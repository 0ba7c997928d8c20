import Foundation
import QuickTaxCore
import Testing

@testable import QuickTaxCommands

/// The payments the what-to-do list and the calendar are made from (``DuePayments``): the plan's
/// "at least" amounts, or the web app's pay-to-zero amounts for a jurisdiction without a plan.
@Suite("Due payments")
struct DuePaymentsTests {
  /// The single W-2 example under the web app's rules as of June 1, 2025 (PlanEndToEndTests').
  func output() throws -> EstimateOutput<Double> {
    let arguments = try CommandArguments(
      ["--as-of", "2025-06-01", "--time-zone", "UTC", "--rules", "quicktax-web", "--prior-federal-tax", "14000", "--prior-federal-agi", "90000"],
      options: EstimateCommand.options)
    let (capture, _) = CommandOutput.capturing()
    let settings = try EstimateCommand.settings(arguments, context: CommandContext(output: capture))
    let bytes = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/examples/single-w2.json"))
    let request = try EstimateRequest.make(try JSONParser.parse(bytes), settings: settings).get()
    return try request.computeBinary(settings).get()
  }

  @Test("the plan's at-least amounts on the remaining dates, by date, federal first; past and $0 dates left out; then the balance with the return")
  func fromThePlans() throws {
    let payments = DuePayments.make(try output())
    #expect(payments.map(\.dueDate) == ["2025-06-16", "2025-06-16", "2025-09-15", "2026-01-15", "2026-01-15", "2026-04-15", "2026-04-15"])
    #expect(payments.map(\.jurisdiction) == [.federal, .california, .federal, .federal, .california, .federal, .california])
    // The balances: the web app's $1,614 owed less the $255 listed, $1,027 less $496.
    #expect(payments.map(\.amount) == [127, 347, 64, 64, 149, 1_359, 531])
    #expect(payments.prefix(5).allSatisfy { $0.amountKind == .safeHarborMinimum } && payments.suffix(2).allSatisfy { $0.amountKind == .balanceDue && $0.projected })
    #expect(payments.map(\.payToZero) == [807, 719, 404, 404, 308, nil, nil])
    #expect(payments[0].action == "By June 16, 2025: pay $127 to the IRS for your 2025 second-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2025).")
    #expect(payments[5].action == "By April 15, 2026: pay about $1,359 to the IRS for your 2025 balance due with your return (IRS Direct Pay: choose Balance Due, Form 1040, tax year 2025).")
  }

  @Test("without a plan (no penalty rules loaded): the web app's pay-to-zero amounts on its dates, said as such; nothing left for the return")
  func withoutAPlan() throws {
    let planned = try output()
    let unplanned = EstimateOutput(
      report: planned.report, clock: planned.clock, warnings: [], settings: planned.settings, plans: [], comparison: nil, beyondWebApp: [])
    let payments = DuePayments.make(unplanned)
    #expect(payments.map(\.dueDate) == ["2025-06-16", "2025-06-16", "2025-09-15", "2026-01-15", "2026-01-15"])
    #expect(payments.map(\.amount) == [807, 719, 404, 404, 308])
    #expect(payments.allSatisfy { $0.amountKind == .payToZero && $0.payToZero == nil })
    #expect(payments[0].calendarDescription(household: "single-w2", asOf: "June 1, 2025").hasPrefix("$807 is the web app's amount for this date"))
  }
}
