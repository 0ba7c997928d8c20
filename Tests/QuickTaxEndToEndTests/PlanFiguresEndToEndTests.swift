import Foundation
import Testing

/// The figures `quicktax plan` shows: how the JSON writes them, what a penalty counts, the options
/// it offers and the forms it recommends (issue 24, items 3, 5, 6 and 13).
@Suite("quicktax plan: its figures, options and forms, the built command")
struct PlanFiguresEndToEndTests {
  /// Writes `household` to a file of its own and returns its path.
  func householdFile(_ household: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-plan-figures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("household.json")
    try Data(household.utf8).write(to: file)
    return file.path
  }

  /// Number tokens in exponent form (`9.094947017729282e-13`) anywhere in a JSON text, outside strings.
  static func exponentNumbers(_ json: String) -> [String] {
    var found: [String] = []
    var inString = false
    var escaped = false
    var token = ""
    for character in json {
      if inString {
        if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
        continue
      }
      if character == "\"" { inString = true }
      if character.isNumber || "+-.eE".contains(character) {
        token.append(character)
      } else {
        // A number token, not the `e` of `true`, `false` or `null`.
        if token.contains(where: \.isNumber), token.contains(where: { $0 == "e" || $0 == "E" }) { found.append(token) }
        token = ""
      }
    }
    return found
  }

  /// A head of household with a business and an ISO exercise in January: the planner's arithmetic
  /// leaves remainders of a cent's billionth (9.094947017729282e-13 was written as an underpayment).
  static let businessAndOptions = """
    {"taxYear": 2026, "filingStatus": "headOfHousehold", "includeCaliforniaTax": true,
     "userIncome": {"incomeMode": "simple", "ytdWage": "85000", "ytdFederalWithhold": "9500", "ytdStateWithhold": "1500",
       "selfEmploymentReceipts": "75000", "selfEmploymentExpenses": "9000",
       "incentiveStockOptions": [{"id": "a", "date": "2026-01-26", "bargainElement": "150000"}]},
     "estimatedPayments": {"federalQ1": "2000", "federalQ2": "8000", "californiaQ1": "2000"}}
    """

  @Test("plan and estimate JSON: money rounded to cents, no number in exponent form")
  func noExponent() throws {
    let path = try householdFile(Self.businessAndOptions)
    for command in ["plan", "estimate"] {
      let result = try QuickTaxProcess.run([command, path, "--as-of", "2026-04-28", "--time-zone", "UTC", "--format", "json"])
      #expect(result.status == 0, "\(result.error)")
      #expect(Self.exponentNumbers(result.out) == [], "\(command)")
      let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
      let plans = try #require((command == "plan" ? report : report["plan"] as? [String: Any]))
      let federal = try #require(plans["federal"] as? [String: Any])
      let plan = try #require((command == "plan" ? federal["plan"] : federal) as? [String: Any])
      let installments = try #require(plan["installments"] as? [[String: Any]])
      // The remainder is no underpayment: a zero, not a cent's billionth.
      #expect(installments.compactMap { $0["underpaymentAsPlanned"] as? Double }.allSatisfy { $0 == 0 || $0 >= 0.01 })
      for installment in installments {
        for key in ["requiredCumulative", "creditedCumulative"] {
          let value = try #require(installment[key] as? Double)
          #expect((value * 100).rounded() / 100 == value, "\(key) \(value) in cents")
        }
      }
    }
  }
}
