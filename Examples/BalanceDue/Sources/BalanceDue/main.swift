import Foundation
import QuickTaxCore

// An app embedding the engine, in the four steps of QuickTaxCore's getting-started article
// (Sources/QuickTaxCore/QuickTaxCore.docc/GettingStarted.md): read a household, estimate it,
// plan its payments, render the result. Prints the balance due to the IRS and the FTB and the
// least to pay next; --json prints the whole estimate as `quicktax estimate --format json` does.
//
//   swift run balance-due [--json] [FILE] [AS-OF]
//
// FILE defaults to the repository's docs/examples/single-w2.json; AS-OF (YYYY-MM-DD, in UTC) to
// the file's own "asOf", else today. Exit status 1, with the reason, when the file cannot be used.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("balance-due: \(message)\n".utf8))
  exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let printsJSON = arguments.first == "--json"
if printsJSON { arguments.removeFirst() }
let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../../docs/examples").standardizedFileURL
let path = arguments.first ?? examples.appendingPathComponent("single-w2.json").path

// 1. Read the household: the web app's state JSON; a problem names its field.
let bytes: Data
do {
  bytes = try Data(contentsOf: URL(fileURLWithPath: path))
} catch {
  fail("cannot read \(path): \(error.localizedDescription)")
}
let document = HouseholdDecoder(extraTopLevelKeys: ["asOf", "timeZone", HouseholdDecoder.planningKey]).decode(bytes)
guard let household = document.household, document.diagnostics.errors.isEmpty else {
  fail(document.diagnostics.errors.map { "\(path): \($0)" }.joined(separator: "\n"))
}
var planning = PlanningInputs()
if let value = document.extras[HouseholdDecoder.planningKey] {
  let (inputs, diagnostics) = HouseholdDecoder().decodePlanning(value)
  guard diagnostics.errors.isEmpty else { fail(diagnostics.errors.map { "\(path): \($0)" }.joined(separator: "\n")) }
  planning = inputs
}

// The moment of the estimate, which decides what is past, paid or still to come.
var asOfText: String?
if arguments.count > 1 {
  asOfText = arguments[1]
} else if case .string(let text)? = document.extras["asOf"] {
  asOfText = text
}
let clock: CalculationClock
if let asOfText {
  guard let given = CalculationClock(nowISO8601: asOfText, timeZone: .utc) else { fail("\(asOfText) is not a date (YYYY-MM-DD)") }
  clock = given
} else {
  clock = CalculationClock(now: JSDate(time: Date().timeIntervalSince1970 * 1000), timeZone: .utc)
}

// 2. Estimate, with the current-law tables built into QuickTaxCore.
let ruleSet: TaxRuleSet
let engine: TaxEngine<Double>
let report: EstimateReport<Double>
do {
  ruleSet = try EmbeddedTaxData.ruleSet(named: TaxRuleSet.currentLawName)
  engine = TaxEngine(tables: ruleSet.binaryTables, clock: clock)
  report = try engine.report(household)
} catch let problem as UnsupportedHousehold {
  fail(problem.diagnostics.map { "\(path): \($0)" }.joined(separator: "\n"))
} catch {
  fail("the tax tables cannot be used: \(error)")
}

// 3. Plan the estimated payments that avoid the underpayment penalty.
let penaltyRules = (EmbeddedTaxData.catalog.penaltyRules[household.taxYear] ?? [:]).mapValues(\.binary)
let plans = engine.plans(report, planning: planning, rules: penaltyRules)

// 4. Render: the whole estimate as JSON, or a few figures as text.
if printsJSON {
  var output = EstimateReportDocument(report: report, clock: clock, ruleSet: ruleSet.name, arithmetic: .binary)
  output.plans = plans
  FileHandle.standardOutput.write(Data(output.bytes(pretty: true)))
  print()
  exit(0)
}

print("Tax year \(household.taxYear), \(household.filingStatus.rawValue), \(ruleSet.name)")
let result = report.estimate.result
print("Federal (IRS)      \(Money.balance(result.federalTax.owedOrRefund)); \(Money.nextPayment(plans, .federal))")
if let california = result.californiaTax {
  print("California (FTB)   \(Money.balance(california.owedOrRefund)); \(Money.nextPayment(plans, .california))")
}
