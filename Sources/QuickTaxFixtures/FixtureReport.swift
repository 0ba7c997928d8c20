import QuickTaxCore

/// The per-case results of a run as JSON, for `quicktax fixtures --report`.
public enum FixtureReport {
  public static func json(_ run: FixtureRun) -> JSONValue {
    var report = JSONObject()
    report.append("arithmetic", .string(run.arithmetic.rawValue))
    report.append("passed", .number(Double(run.passed)))
    report.append("failed", .number(Double(run.failed)))
    report.append("skipped", .number(Double(run.skipped)))
    report.append("cases", .array(run.outcomes.map(json)))
    return .object(report)
  }

  static func json(_ outcome: CaseOutcome) -> JSONValue {
    var object = JSONObject()
    object.append("file", .string(outcome.file))
    object.append("name", .string(outcome.name))
    switch outcome.status {
    case .passed: object.append("status", .string("passed"))
    case .failed: object.append("status", .string("failed"))
    case .skipped(let reason):
      object.append("status", .string("skipped"))
      object.append("reason", .string(reason))
    }
    if let problem = outcome.problem { object.append("error", .string(problem)) }
    if !outcome.differences.isEmpty {
      object.append(
        "differences",
        .array(
          outcome.differences.map { difference in
            var entry = JSONObject()
            entry.append("path", .string(difference.path))
            entry.append("expected", difference.expected ?? .null)
            entry.append("actual", difference.actual ?? .null)
            return .object(entry)
          }))
    }
    return .object(object)
  }
}
