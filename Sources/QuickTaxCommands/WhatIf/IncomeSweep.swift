import Foundation
import QuickTaxCore

/// `whatif --sweep PATH=FROM..TO/STEP`: the household computed at every value of one field, with
/// the total tax, the marginal rate from one step to the next, and each threshold crossed.
struct IncomeSweep {
  struct Range: Equatable {
    let path: String
    let from: Double
    let to: Double
    let step: Double
    /// The decimal places of FROM and STEP as typed: each value is rounded to them, so that
    /// `0..1/0.1` steps through 0.3, not 0.1 + 0.1 + 0.1 = 0.30000000000000004.
    var decimals = 0

    var values: [Double] {
      let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
      // The nearest double to the decimal value: a whole number of units over a power of ten.
      let scale = Self.powerOfTen(decimals)
      return (0..<count).map { ((from + Double($0) * step) * scale).rounded() / scale }
    }

    /// 10^places, exact as a double up to 10^22.
    static func powerOfTen(_ places: Int) -> Double {
      (0..<places).reduce(1.0) { power, _ in power * 10 }
    }

    /// The decimal places a number is written with (`2.50` has 2, `1e-3` has 3, `4e5` none), at
    /// most `maximumDecimals`.
    static func decimals(of text: Substring) -> Int {
      let lowered = text.lowercased()
      let mantissa = lowered.split(separator: "e", maxSplits: 1).first.map(String.init) ?? lowered
      let exponent = lowered.split(separator: "e", maxSplits: 1).dropFirst().first.flatMap { Int($0) } ?? 0
      let fraction = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
      return min(maximumDecimals, max(0, fraction - exponent))
    }

    /// Beyond this many places a double's own digits are noise.
    static let maximumDecimals = 15
  }

  struct Point {
    let value: Double
    let federalTotalTax: Double
    let californiaTotalTax: Double?
    /// A state's return made beside the federal one (Washington's excise tax): its key and total.
    let stateTax: (key: String, name: String, totalTax: Double)?
    var totalTax: Double { federalTotalTax + (californiaTotalTax ?? 0) + (stateTax?.totalTax ?? 0) }
    /// What the person pays or gets back: both taxes less the refundable credits (the earned
    /// income credit, CalEITC, the young child and additional child tax credits…).
    let taxAfterRefundableCredits: Double
    /// (this figure − the previous point's) / step, on the tax after refundable credits; nil at
    /// the first point, and for a field that is not dollars (``SweptUnit``).
    var marginalRate: Double?
    /// This figure − the previous point's, in dollars; nil at the first point.
    var change: Double?
    var crosses: [String] = []
    let markers: ThresholdMarkers
  }

  /// At most this many points in one sweep.
  static let maximumPoints = 10_000

  /// `PATH=FROM..TO/STEP`, such as `userIncome.longTermGains=0..300000/25000`.
  static func parse(_ text: String) throws(UsageError) -> Range {
    let accepted = "write PATH=FROM..TO/STEP, such as userIncome.longTermGains=0..300000/25000"
    guard let equals = text.firstIndex(of: "="), let dots = text.range(of: ".."), let slash = text.lastIndex(of: "/"),
      equals < dots.lowerBound, dots.upperBound <= slash
    else { throw UsageError("'\(text)' is not a sweep; \(accepted)") }
    let path = String(text[..<equals])
    guard HouseholdEdit.components(of: path) != nil else { throw UsageError("'\(path)' is not a field path; \(accepted)") }
    guard let from = Double(text[text.index(after: equals)..<dots.lowerBound]), let to = Double(text[dots.upperBound..<slash]),
      let step = Double(text[text.index(after: slash)...]), from.isFinite, to.isFinite, step.isFinite
    else { throw UsageError("'\(text)' does not give three numbers; \(accepted)") }
    guard step > 0, to >= from else { throw UsageError("'\(text)': the step must be above 0 and TO at least FROM; \(accepted)") }
    let decimals = max(
      Range.decimals(of: text[text.index(after: equals)..<dots.lowerBound]), Range.decimals(of: text[text.index(after: slash)...]))
    let range = Range(path: path, from: from, to: to, step: step, decimals: decimals)
    guard (to - from) / step < Double(maximumPoints) else {
      throw UsageError("'\(text)' makes more than \(maximumPoints) points; take a larger step")
    }
    return range
  }

  let range: Range
  let points: [Point]
  /// The `planning.incomeByPeriod` field scaled with the swept value, if any.
  var scaledPeriods: String? = nil

  /// A point the file could not hold, as `estimate` would refuse it: the value and why.
  struct PointFailure: Error {
    let value: Double
    let errors: [InputDiagnostic]
    /// The household as given is refused (no point was computed).
    var asGiven = false
  }

  /// What the swept field holds: dollars, or shares, people…
  var unit: SweptUnit { SweptUnit.of(range.path) }

  /// A value as the sweep reads it, in the field's unit: whole dollars, the decimal it was
  /// stepped to, "400 shares".
  func valueText(_ value: Double) -> String { unit.text(value, decimals: range.decimals) }

  /// The IRA distribution axis: `userIncome.iraDistribution` (or `spouseIncome.`) is no field of
  /// the file but one more IRA distribution of that amount (`retirementDistributions`, kind
  /// `ira`, undated, nothing withheld) added to the person's list, so that a sweep reads the
  /// Social Security benefits it makes taxable and the senior deduction it phases out.
  static let iraDistributionAxis = "iraDistribution"

  /// The list the axis adds to (`userIncome.retirementDistributions`), nil for any other path.
  static func iraDistributionList(_ path: String) -> String? {
    for person in ["userIncome", "spouseIncome"] where path == "\(person).\(iraDistributionAxis)" {
      return "\(person).retirementDistributions"
    }
    return nil
  }

  /// The `planning.incomeByPeriod` field a swept path's income is split by, when the household
  /// gives one: a person's `longTermGains` is the household's `longTermGains` split, and so on.
  static func periodField(_ path: String, in document: JSONValue) -> String? {
    let parts = path.split(separator: ".")
    guard parts.count == 2, ["userIncome", "spouseIncome"].contains(String(parts[0])), IncomeByPeriod.fields.contains(String(parts[1])),
      HouseholdEdit.value(at: "planning.incomeByPeriod.\(parts[1])", in: document)?.arrayValue?.count == IncomeByPeriod.periods.count
    else { return nil }
    return String(parts[1])
  }

  /// `document` with the field at `path` set to `value`, or, on the IRA distribution axis, with a
  /// distribution of `value` added. Where `planning.incomeByPeriod` splits the field's income by
  /// period, the periods are scaled with it, each keeping its share (evenly by months when they
  /// held nothing), so that they still add up to the year's figure.
  static func document(_ document: JSONValue, path: String, value: Double) throws(UsageError) -> JSONValue {
    guard let list = iraDistributionList(path) else {
      let edit = HouseholdEdit(path: path, components: HouseholdEdit.components(of: path) ?? [], operation: .set, value: JSONNumber(value).literal)
      var edited = try edit.applied(to: document)
      if let field = periodField(path, in: document), let periods = HouseholdEdit.value(at: "planning.incomeByPeriod.\(field)", in: document)?.arrayValue {
        let amounts = periods.map { HouseholdEdit.amount($0) }
        let before = amounts.reduce(0, +)
        let after = before + value - HouseholdEdit.amount(HouseholdEdit.value(at: path, in: document))
        let months: [Double] = [3, 2, 3, 4]
        let scaled = amounts.enumerated().map { index, amount in before == 0 ? after * months[index] / 12 : amount * after / before }
        edited = try HouseholdEdit.put(.array(scaled.map { .number(($0 * 100).rounded() / 100) }), at: "planning.incomeByPeriod.\(field)", in: edited)
      }
      return edited
    }
    var distribution = JSONObject()
    distribution.append("id", .string("whatif --sweep"))
    distribution.append("kind", .string(RetirementDistribution.iraKind))
    distribution.append("taxableAmount", .number(JSONNumber(value)))
    // After the person's own distributions.
    return try HouseholdEdit.appending(.object(distribution), toList: list, in: document)
  }

  /// Every point of `range` on `document`: the return only (no plan), as `estimate` computes it.
  static func run(_ range: Range, document: JSONValue, settings: EstimateSettings) -> Result<IncomeSweep, PointFailure> {
    // The household as given first, as estimate checks it: no point is computed for a file
    // estimate refuses (its periods not adding up, say), however the sweep would move them.
    if case .failure(.invalid(let errors)) = EstimateRequest.make(document, settings: settings).flatMap({
      $0.checkedReport(TaxEngine(tables: settings.ruleSet.binaryTables, clock: $0.clock))
    }) {
      return .failure(PointFailure(value: HouseholdEdit.amount(HouseholdEdit.value(at: range.path, in: document)), errors: errors, asGiven: true))
    }
    var points: [Point] = []
    for value in range.values {
      let edited: JSONValue
      do {
        edited = try Self.document(document, path: range.path, value: value)
      } catch {
        return .failure(PointFailure(value: value, errors: [InputDiagnostic(.error, path: range.path, error.message)]))
      }
      // Each point is checked as `estimate` checks a file (the planning inputs with the return).
      let report: EstimateReport<Double>
      switch EstimateRequest.make(edited, settings: settings).flatMap({
        $0.checkedReport(TaxEngine(tables: settings.ruleSet.binaryTables, clock: $0.clock))
      }) {
      case .failure(.invalid(let errors)): return .failure(PointFailure(value: value, errors: errors))
      case .success(let checked): report = checked
      }
      let result = report.estimate.result
      var point = Point(
        value: value, federalTotalTax: result.federalTax.totalTax, californiaTotalTax: result.californiaTax?.totalTax,
        stateTax: result.stateTax.map { ($0.jurisdiction.rawValue, TaxAuthority.of($0.jurisdiction).name, $0.totalTax) },
        taxAfterRefundableCredits: result.taxAfterRefundableCredits, markers: ThresholdMarkers(report))
      if let previous = points.last {
        point.change = point.taxAfterRefundableCredits - previous.taxAfterRefundableCredits
        // A rate is tax per dollar: only for a field of dollars.
        if SweptUnit.of(range.path) == .dollars { point.marginalRate = (point.taxAfterRefundableCredits - previous.taxAfterRefundableCredits) / range.step }
        point.crosses = point.markers.changes(from: previous.markers)
      }
      points.append(point)
    }
    return .success(IncomeSweep(range: range, points: points, scaledPeriods: periodField(range.path, in: document)))
  }

  func text() -> String {
    var lines = ["QuickTax sweep of \(range.path) from \(valueText(range.from)) to \(valueText(range.to)) by \(valueText(range.step))", ""]
    if let scaledPeriods { lines.insert("planning.incomeByPeriod.\(scaledPeriods) is scaled with the swept value: each period keeps its share.", at: 1) }
    // With refundable credits anywhere, the figure is the tax less them (what is paid or got back).
    let credits = points.contains { $0.taxAfterRefundableCredits != $0.totalTax }
    if credits { lines.insert("Tax less refundable credits: what you pay, or get back when negative.", at: 1) }
    let figures = points.map(\.taxAfterRefundableCredits)
    let highest = figures.max() ?? 0
    let lowest = min(0, figures.min() ?? 0)
    let width = 40
    let dollars = unit == .dollars
    let header = ["value", credits ? "tax less credits" : "total tax", dollars ? "marginal" : "change", ""]
    var table = [header]
    for point in points {
      // A bar as long as the figure, in eighths of a character: the chart reads without colour.
      let eighths = highest > lowest ? Int(((point.taxAfterRefundableCredits - lowest) / (highest - lowest) * Double(width * 8)).rounded()) : 0
      let bar = String(repeating: "█", count: eighths / 8) + (eighths % 8 == 0 ? "" : String(Self.partialBlocks[eighths % 8]))
      table.append([
        valueText(point.value), MoneyFormat.dollars(point.taxAfterRefundableCredits.rounded()),
        dollars
          ? point.marginalRate.map { MoneyFormat.rate(($0 * 1000).rounded() / 1000) } ?? ""
          : point.change.map { ($0 < 0 ? "-" : "+") + MoneyFormat.dollars(abs($0).rounded()) } ?? "", bar,
      ])
    }
    let widths = (0..<3).map { column in table.map { $0[column].count }.max() ?? 0 }
    for row in table {
      let line = (0..<3).map { String(repeating: " ", count: widths[$0] - row[$0].count) + row[$0] }.joined(separator: "  ") + "  " + row[3]
      lines.append(String(line.reversed().drop(while: { $0 == " " }).reversed()))
    }
    let crossings = points.filter { !$0.crosses.isEmpty }
    if !crossings.isEmpty {
      lines.append("")
      lines.append("Thresholds crossed:")
      for point in crossings { lines.append("  by \(valueText(point.value)): " + point.crosses.joined(separator: "; ")) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static let partialBlocks: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  func csv() -> String {
    // A state's column only where it has a return beside the federal one.
    let state = points.lazy.compactMap(\.stateTax).first
    var lines = [
      "\(range.path),federal total tax,California total tax,\(state.map { "\($0.name) total tax," } ?? "")total tax,tax less refundable credits,marginal rate,crosses"
    ]
    for point in points {
      let crosses = point.crosses.joined(separator: "; ").replacingOccurrences(of: "\"", with: "\"\"")
      lines.append(
        ([JSONNumber(point.value).literal, JSONNumber(point.federalTotalTax).literal, point.californiaTotalTax.map { JSONNumber($0).literal } ?? ""]
          + (state == nil ? [] : [point.stateTax.map { JSONNumber($0.totalTax).literal } ?? ""])
          + [
            JSONNumber(point.totalTax).literal, JSONNumber(point.taxAfterRefundableCredits).literal, point.marginalRate.map { JSONNumber($0).literal } ?? "",
            "\"\(crosses)\"",
          ]).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  var json: JSONValue {
    var root = JSONObject()
    root.append("path", .string(range.path))
    root.append("from", .number(range.from))
    root.append("to", .number(range.to))
    root.append("step", .number(range.step))
    root.append(
      "points",
      .array(
        points.map { point in
          var object = JSONObject()
          object.append("value", .number(point.value))
          object.append("federalTotalTax", .number(point.federalTotalTax))
          object.append("californiaTotalTax", point.californiaTotalTax.map { .number($0) } ?? .null)
          if let state = point.stateTax { object.append(state.key + "TotalTax", .number(state.totalTax)) }
          object.append("totalTax", .number(point.totalTax))
          object.append("taxAfterRefundableCredits", .number(point.taxAfterRefundableCredits))
          object.append("marginalRate", point.marginalRate.map { .number($0) } ?? .null)
          object.append("change", point.change.map { .number($0) } ?? .null)
          object.append("crosses", .array(point.crosses.map { .string($0) }))
          return .object(object)
        }))
    return .object(root)
  }
}
