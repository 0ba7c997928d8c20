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

  @Test("the plan's at-least amounts on the remaining dates, by date, federal first; past and $0 dates left out")
  func fromThePlans() throws {
    let payments = DuePayments.make(try output())
    #expect(payments.map(\.dueDate) == ["2025-06-16", "2025-06-16", "2025-09-15", "2026-01-15", "2026-01-15"])
    #expect(payments.map(\.jurisdiction) == [.federal, .california, .federal, .federal, .california])
    #expect(payments.map(\.amount) == [127, 347, 64, 64, 149])
    #expect(payments.allSatisfy { $0.amountKind == .safeHarborMinimum })
    #expect(payments.map(\.payToZero) == [807, 719, 404, 404, 308])
    #expect(payments[0].action == "By June 16, 2025: pay $127 to the IRS (IRS Direct Pay).")
  }

  @Test("without a plan (no penalty rules loaded): the web app's pay-to-zero amounts on its dates, said as such")
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
