import Foundation
import Testing

/// Under current law every money figure is in dollars and cents (issue 34, item 4): each form
/// line rounded as the form writes it, and no binary tail (28,142.820000000007) on a difference of
/// such figures. Rates, factors and shares keep their digits; the web app's own pay-to-zero
/// suggestions are shown as it computes them.
@Suite("current law in dollars and cents, the built command")
struct CentsEndToEndTests {
  static let households = [
    // A business, late profit, a child: Schedule SE, QBI, the AMT and the annualized columns.
    #"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": true, "userIncome": {"selfEmploymentReceipts": "120000", "interestIncome": "1234.56", "qualifiedDividends": "777.77", "ordinaryDividends": "999.99"}, "planning": {"incomeByPeriod": {"businessIncome": ["10000", "10000", "20000", "80000"]}}}"#,
    // Wages over the Additional Medicare threshold, itemized deductions in cents, a renter, care.
    #"{"taxYear": 2025, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true, "family": {"qualifyingChildren": "1", "careQualifyingPersons": "1", "californiaRenter": true}, "userIncome": {"incomeMode": "simple", "ytdWage": "233333.33", "ytdStateWithhold": "5000"}, "deductions": {"dependentCareExpenses": "3000", "medicalExpenses": "25000.01", "propertyTax": "7777.77", "donations": "3333.33"}}"#,
    // Retirees: Social Security's worksheet, a pension and an IRA.
    #"{"taxYear": 2026, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": true, "family": {"userAge": "72", "spouseAge": "70"}, "userIncome": {"socialSecurityBenefits": "21230.50", "interestIncome": "6062.13", "retirementDistributions": [{"id": "p", "kind": "pension", "taxableAmount": "54273.21"}]}, "spouseIncome": {"retirementDistributions": [{"id": "i", "kind": "ira", "taxableAmount": "24861.99"}]}}"#,
  ]

  /// Every number of `value` under a key naming money, with its path, that is not whole cents.
  static func tails(_ value: Any, path: String = "") -> [String] {
    if let object = value as? [String: Any] {
      return object.flatMap { key, inner -> [String] in
        let lowered = key.lowercased()
        let notMoney = ["rate", "percent", "factor", "share", "fraction", "ratio", "annualizationamount", "applicable", "count", "days", "paychecks"]
          .contains { lowered.contains($0) }
        // The web app's pay-to-zero suggestions, as it computes them (docs/planning.md).
        if notMoney || lowered.contains("paytozero") || lowered.contains("suggestions") { return [] }
        return tails(inner, path: "\(path).\(key)")
      }
    }
    if let array = value as? [Any] { return array.flatMap { tails($0, path: path + "[]") } }
    if let number = value as? Double, !(value is Bool), number.isFinite {
      let cents = number * 100
      return abs(cents - cents.rounded()) > 1e-6 ? ["\(path) = \(number)"] : []
    }
    return []
  }

  @Test("estimate and plan JSON: every money figure in whole cents", arguments: Array(households.indices))
  func wholeCents(_ index: Int) throws {
    for command in ["estimate", "plan"] {
      let result = try QuickTaxProcess.run(
        [command, "-", "--as-of", index == 2 ? "2026-12-31" : "2025-12-31", "--time-zone", "UTC", "--format", "json"],
        input: Data(Self.households[index].utf8))
      #expect(result.status == 0, "\(result.error)")
      let document = try JSONSerialization.jsonObject(with: Data(result.out.utf8))
      #expect(Self.tails(document) == [], "\(command)")
    }
  }
}
