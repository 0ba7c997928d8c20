import Foundation
import QuickTaxCore
import QuickTaxFixtures

/// Everything an estimate needs besides the household: from the command line, and overridden per
/// household by its own `asOf` and `timeZone` keys.
struct EstimateSettings: Sendable {
  var reading: InputReading
  /// `--year`: replaces the household's tax year.
  var taxYear: Int?
  var asOf: JSDate
  var timeZone: TimeZoneRules
  var arithmetic: Arithmetic
  var ruleSet: TaxRuleSet
  /// The table files in use, for the result's provenance.
  var tableFiles: [TaxDataCatalog.Entry] = []
  /// Tables that were overridden or rejected, said with every result.
  var tableNotices: [String] = []

  /// Keys a household file may carry beside the web app's state.
  static let extraKeys: Set<String> = ["asOf", "timeZone"]
}

/// A household read and checked, ready to compute; or why it cannot be.
struct EstimateRequest {
  let household: Household
  let clock: CalculationClock
  /// Reading and review warnings, in that order.
  let warnings: [InputDiagnostic]

  enum Failure: Error {
    case invalid([InputDiagnostic])
  }

  /// Reads one household document and applies `settings`.
  static func make(_ document: JSONValue, settings: EstimateSettings) -> Result<EstimateRequest, Failure> {
    let decoded = HouseholdDecoder(reading: settings.reading, extraTopLevelKeys: EstimateSettings.extraKeys).decode(document)
    var errors = decoded.diagnostics.errors
    var zone = settings.timeZone
    if let value = decoded.extras["timeZone"] {
      if case .string(let name) = value, let rules = TimeZoneDirectory.shared.rules(named: name) {
        zone = rules
      } else {
        errors.append(InputDiagnostic(.error, path: "timeZone", "\(value.shortDescription) is not a time zone; write an IANA name such as America/Los_Angeles"))
      }
    }
    var asOf = settings.asOf
    if let value = decoded.extras["asOf"] {
      if case .string(let text) = value, let date = AsOfDate.parse(text, zone: zone) {
        asOf = date
      } else {
        errors.append(InputDiagnostic(.error, path: "asOf", "\(value.shortDescription) is not a date; \(AsOfDate.accepted)"))
      }
    }
    guard var household = decoded.household, errors.isEmpty else { return .failure(.invalid(errors)) }
    if let taxYear = settings.taxYear { household.taxYear = taxYear }
    let clock = CalculationClock(now: asOf, timeZone: zone)
    let warnings = decoded.diagnostics.warnings + HouseholdReview.warnings(for: household, clock: clock)
    return .success(EstimateRequest(household: household, clock: clock, warnings: warnings))
  }

  /// The engine's report, in the arithmetic of `tables`.
  func compute<N: TaxNumber>(_ tables: TaxTables<N>, settings: EstimateSettings) -> Result<EstimateOutput<N>, Failure> {
    do {
      let report = try TaxEngine(tables: tables, clock: clock).report(household)
      return .success(EstimateOutput(report: report, clock: clock, warnings: warnings, settings: settings))
    } catch {
      let years = error.supportedYears.map(String.init).joined(separator: " or ")
      return .failure(.invalid([InputDiagnostic(.error, path: "taxYear", "\(error.taxYear) is not a supported tax year; write \(years)")]))
    }
  }
}

/// An estimate ready to show: the engine's report and what surrounds it.
struct EstimateOutput<N: TaxNumber> {
  let report: EstimateReport<N>
  let clock: CalculationClock
  let warnings: [InputDiagnostic]
  let settings: EstimateSettings

  var ruleSet: String { settings.ruleSet.name }
  var arithmetic: Arithmetic { settings.arithmetic }

  /// What `--format json` and each `--batch` line hold.
  var jsonObject: JSONObject {
    report.jsonObject(
      clock: clock, ruleSet: ruleSet, arithmetic: arithmetic, warnings: warnings, tableFiles: settings.tableFiles,
      tableNotices: settings.tableNotices)
  }
}
