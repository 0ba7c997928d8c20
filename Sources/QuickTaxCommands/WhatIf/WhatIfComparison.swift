import Foundation
import QuickTaxCore

/// The columns of `whatif`, as a text table, a markdown table or JSON.
struct WhatIfComparison {
  let columns: [ScenarioFigures]
  let ruleSet: String
  /// `--headroom`: the base's, as `estimate --headroom` finds it.
  var baseHeadroom: Headroom? = nil

  var base: ScenarioFigures? { columns.first }

  /// The rows of the table: a label and one cell per column.
  func rows() -> [(String, [String])] {
    var rows: [(String, [String])] = []
    func row(_ label: String, _ cell: (ScenarioFigures) -> String) { rows.append((label, columns.map(cell))) }
    func balance(_ value: Double?) -> String {
      guard let value else { return "—" }
      return value < 0 ? "\(MoneyFormat.dollars(-value.rounded())) refund" : "\(MoneyFormat.dollars(value.rounded())) owed"
    }
    row("Federal total tax") { MoneyFormat.dollars($0.federalTotalTax.rounded()) }
    row("Federal balance") { balance($0.federalBalance) }
    if columns.contains(where: { $0.californiaTotalTax != nil }) {
      row("California total tax") { $0.californiaTotalTax.map { MoneyFormat.dollars($0.rounded()) } ?? "—" }
      row("California balance") { balance($0.californiaBalance) }
    }
    if let state = columns.lazy.compactMap(\.stateTax).first {
      row("\(state.name) total tax") { $0.stateTax.map { MoneyFormat.dollars($0.totalTax.rounded()) } ?? "—" }
      row("\(state.name) balance") { balance($0.stateTax?.balance) }
    }
    // Refundable credits count: a change that lowers them costs the person as a tax does.
    if columns.contains(where: { $0.federalRefundableCredits != 0 || ($0.californiaRefundableCredits ?? 0) != 0 }) {
      row("Federal refundable credits") { MoneyFormat.subtracted($0.federalRefundableCredits.rounded()) }
      if columns.contains(where: { $0.californiaTotalTax != nil }) {
        row("California refundable credits") { $0.californiaRefundableCredits.map { MoneyFormat.subtracted($0.rounded()) } ?? "—" }
      }
      row("Total tax less refundable credits") { MoneyFormat.dollars($0.taxAfterRefundableCredits.rounded()) }
    } else {
      row("Total tax") { MoneyFormat.dollars($0.totalTax.rounded()) }
    }
    let baseTotal = base?.taxAfterRefundableCredits ?? 0
    row("Change from the base") { $0.name == "base" ? "—" : Self.signed($0.taxAfterRefundableCredits - baseTotal) }
    row("Marginal rate, $1,000 more \(base?.marginalIncome ?? "interest")") {
      $0.marginalRate.isFinite ? String(format: "%.1f%%", $0.marginalRate * 100) : "—"
    }
    // Each planned jurisdiction, in the order the plans come (federal first).
    var planned: [String] = []
    for name in columns.flatMap({ $0.nextPayments.map(\.name) }) where !planned.contains(name) { planned.append(name) }
    for jurisdiction in planned {
      row("Least to pay next, \(jurisdiction)") { column in
        guard let next = column.nextPayments.first(where: { $0.name == jurisdiction }) else { return "—" }
        guard let least = next.leastByNextDueDate else { return "no date left" }
        // Nothing to pay is said as such: "$0 by …" would read as a step to take.
        return least.amount > 0 ? "\(MoneyFormat.dollars(least.amount.rounded(.up))) by \(least.dueDate)" : "nothing by \(least.dueDate)"
      }
      row("Penalty if nothing more, \(jurisdiction)") { column in
        column.nextPayments.first { $0.name == jurisdiction }.map {
          PlanAdvice.penalty($0.penaltyIfNothingMore, projected: $0.penaltyIfNothingMoreProjected)
        } ?? "—"
      }
    }
    return rows
  }

  static func signed(_ value: Double) -> String {
    let rounded = value.rounded()
    return rounded > 0 ? "+" + MoneyFormat.dollars(rounded) : rounded < 0 ? "-" + MoneyFormat.dollars(-rounded) : "$0"
  }

  /// Below the table: each scenario's edits and the thresholds it crosses.
  func notes() -> [String] {
    guard let base else { return [] }
    return columns.dropFirst().map { column in
      let crosses = column.markers.changes(from: base.markers)
      let edits = column.edits.map(\.described).joined(separator: ", ")
      return "\(column.name): \(edits)." + (crosses.isEmpty ? "" : " What changes: " + crosses.joined(separator: "; ") + ".")
    }
  }

  func text() -> String {
    let rows = rows()
    let labelWidth = rows.map(\.0.count).max() ?? 0
    let widths = columns.indices.map { index in max(columns[index].name.count, rows.map { $0.1[index].count }.max() ?? 0) }
    func line(_ label: String, _ cells: [String]) -> String {
      label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)
        + zip(cells, widths).map { cell, width in "  " + String(repeating: " ", count: max(0, width - cell.count)) + cell }.joined()
    }
    var lines = ["QuickTax what-if (rules: \(ruleSet))", "", line("", columns.map(\.name))]
    lines += rows.map { line($0.0, $0.1) }
    lines.append("")
    lines += notes()
    if let baseHeadroom {
      lines += ["", "Headroom of the base: how much more income before each threshold (the return run again, to the dollar)"]
      let rows = [baseHeadroom.header] + baseHeadroom.rows
      let widths = rows[0].indices.map { index in rows.map { $0[index].count }.max() ?? 0 }
      lines += rows.map { row in
        row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0)
          + zip(row, widths).dropFirst().map { cell, width in "  " + String(repeating: " ", count: width - cell.count) + cell }.joined()
      }
      lines += baseHeadroom.notes
    }
    return lines.joined(separator: "\n") + "\n"
  }

  func markdown() -> String {
    var lines = ["## QuickTax what-if (rules: \(ruleSet))", "", "| | " + columns.map(\.name).joined(separator: " | ") + " |"]
    lines.append("| --- |" + String(repeating: " ---: |", count: columns.count))
    lines += rows().map { "| \($0.0) | " + $0.1.joined(separator: " | ") + " |" }
    lines.append("")
    lines += notes().map { "- " + $0 }
    if let baseHeadroom {
      lines += ["", "### Headroom of the base", "", "| " + baseHeadroom.header.joined(separator: " | ") + " |"]
      lines.append("| --- |" + String(repeating: " ---: |", count: baseHeadroom.header.count - 1))
      lines += baseHeadroom.rows.map { "| " + $0.joined(separator: " | ") + " |" }
      lines += [""] + baseHeadroom.notes.map { "- " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  var json: JSONValue {
    var root = JSONObject()
    root.append("ruleSet", .string(ruleSet))
    let baseTotal = base?.totalTax ?? 0
    root.append(
      "scenarios",
      .array(
        columns.map { column in
          var object = JSONObject()
          object.append("name", .string(column.name))
          object.append("edits", .array(column.edits.map { .string($0.described) }))
          object.append("federalTotalTax", .number(column.federalTotalTax))
          object.append("federalBalance", .number(column.federalBalance))
          object.append("californiaTotalTax", column.californiaTotalTax.map { .number($0) } ?? .null)
          object.append("californiaBalance", column.californiaBalance.map { .number($0) } ?? .null)
          // Only where there is one: every other household's JSON is as it was.
          if let state = column.stateTax {
            object.append(state.key + "TotalTax", .number(state.totalTax))
            object.append(state.key + "Balance", .number(state.balance))
          }
          object.append("totalTax", .number(column.totalTax))
          object.append("changeFromBase", .number(column.totalTax - baseTotal))
          object.append("marginalRate", column.marginalRate.isFinite ? .number(column.marginalRate) : .null)
          object.append(
            "nextPayments",
            .array(
              column.nextPayments.map { next in
                var payment = JSONObject()
                payment.append("jurisdiction", .string(next.name))
                payment.append("leastByNextDueDate", next.leastByNextDueDate.map { .number($0.amount.roundedToCents) } ?? .null)
                payment.append("dueDate", next.leastByNextDueDate.map { .string($0.dueDate) } ?? .null)
                payment.append("penaltyIfNothingMore", .number(next.penaltyIfNothingMore.roundedToCents))
                payment.append("penaltyIfNothingMoreProjected", .number(next.penaltyIfNothingMoreProjected.roundedToCents))
                return .object(payment)
              }))
          object.append("crosses", .array((base.map { column.markers.changes(from: $0.markers) } ?? []).map { .string($0) }))
          return .object(object)
        }))
    if let baseHeadroom { root.append("baseHeadroom", baseHeadroom.json) }
    return .object(root)
  }
}
