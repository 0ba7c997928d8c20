import QuickTaxCore

/// `plan`'s Form 2210 Schedule AI and FTB 5805 Part III, line by line, for a plan that uses the
/// annualized income installment method (and so files the schedule): every line, each period a
/// column, as a preparer copies them onto the form.
extension EstimateDocument {
  static func annualizedWorksheetSections<N: TaxNumber>(_ plans: [EstimatedTaxPlan<N>]) -> [Section] {
    plans.compactMap { plan in
      guard plan.method == .annualized, let columns = plan.annualized else { return nil }
      let rows: [[String]]
      let title: String
      if plan.jurisdiction == .federal {
        let lines = columns.compactMap(\.period.scheduleAI)
        guard lines.count == columns.count else { return nil }
        title = "Form 2210 Schedule AI (annualized income installment method)"
        rows = scheduleAIRows(lines, columns)
      } else if plan.jurisdiction == .california {
        let lines = columns.compactMap(\.period.ftb5805PartIII)
        guard lines.count == columns.count else { return nil }
        title = "FTB 5805 Part III (annualized income installment method)"
        rows = partIIIRows(lines, columns)
      } else {
        return nil
      }
      let header = ["Line"] + columns.enumerated().map { index, column in "(\(Character(UnicodeScalar(UInt8(97 + index))))) \(periodText(column.period.periodEnd))" }
      var section = Section(title: title)
      section.blocks.append(
        .table(
          title: "Each column one period, January 1 through its end", header: header, rows: rows, mutedRows: [],
          rightAligned: Set(1...columns.count)))
      section.blocks.append(.note(plan.jurisdiction == .federal ? scheduleAINote : partIIINote))
      return section
    }
  }

  static let scheduleAINote =
    "Each column is the return run on the period's income (January 1 through its end) put on an annual basis. Line 10 adds Schedule 1-A's deductions "
    + "(Form 1040 line 13b), which no line of the schedule names, to lines 8 and 9, so that line 13 is the taxable income line 14 taxes."
  static let partIIINote =
    "Each column is the California return run on the period's income put on an annual basis; lines 11 and 13 are the year's, as the form asks. "
    + "Line 16 takes the applicable percentage of line 14c less the period's refundable credits (FTB 3514), as Form 2210 takes the earned income credit."

  /// "1/1–3/31" from the period's last day.
  static func periodText(_ end: String) -> String {
    let parts = end.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return end }
    return "1/1–\(parts[1])/\(parts[2])"
  }

  private static func money<N: TaxNumber>(_ values: [N]) -> [String] { values.map { MoneyFormat.cents($0) } }
  private static func amount<N: TaxNumber>(_ values: [N]) -> [String] { values.map { JavaScriptNumberFormat.string($0.doubleValue) } }

  static func scheduleAIRows<N: TaxNumber>(_ lines: [ScheduleAIColumn<N>], _ columns: [EstimatedTaxPlan<N>.AnnualizedColumn]) -> [[String]] {
    var rows: [[String]] = [
      ["1 Adjusted gross income for the period"] + money(lines.map(\.line1AdjustedGrossIncome)),
      ["2 Annualization amounts"] + amount(lines.map(\.line2AnnualizationAmount)),
      ["3 Annualized income"] + money(lines.map(\.line3AnnualizedIncome)),
      ["4 Itemized deductions for the period"] + money(lines.map(\.line4ItemizedDeductions)),
      ["5 Annualization amounts"] + amount(lines.map(\.line5AnnualizationAmount)),
      ["6 Line 4 × line 5"] + money(lines.map(\.line6AnnualizedItemizedDeductions)),
      ["7 Standard deduction"] + money(lines.map(\.line7StandardDeduction)),
      ["8 The larger of lines 6 and 7"] + money(lines.map(\.line8Deduction)),
      ["9 Qualified business income deduction"] + money(lines.map(\.line9QualifiedBusinessIncomeDeduction)),
    ]
    if lines.contains(where: { $0.additionalDeductions != .zero }) {
      rows.append(["  Schedule 1-A deductions (Form 1040 line 13b)"] + money(lines.map(\.additionalDeductions)))
    }
    rows += [
      ["10 Lines 8 and 9 added"] + money(lines.map(\.line10Deductions)),
      ["11 Line 3 less line 10"] + money(lines.map(\.line11)),
      ["12 Form 1040 filers: zero"] + money(lines.map(\.line12)),
      ["13 Line 11 less line 12"] + money(lines.map(\.line13TaxableIncome)),
      ["14 Tax on line 13"] + money(lines.map(\.line14Tax)),
      ["15 Self-employment tax (line 36)"] + money(lines.map(\.line15SelfEmploymentTax)),
      ["16 Other taxes (AMT, NIIT, Additional Medicare Tax, early distributions)"] + money(lines.map(\.line16OtherTaxes)),
      ["17 Total tax"] + money(lines.map(\.line17TotalTax)),
      ["18 Credits"] + money(lines.map(\.line18Credits)),
      ["19 Line 17 less line 18"] + money(lines.map(\.line19Tax)),
      ["20 Applicable percentage"] + columns.map { MoneyFormat.rate($0.applicablePercentage) },
      ["21 Line 19 × line 20"] + money(zip(lines, columns).map { $0.line19Tax * $1.applicablePercentage }),
      ["22 Line 27 of the earlier columns"] + money(columns.map(\.earlierInstallments)),
      ["23 Line 21 less line 22"] + money(columns.map(\.annualizedInstallment)),
      ["24 25% of Form 2210 line 9"] + money(columns.map(\.regularInstallment)),
      ["25 Line 26 less line 27 of the previous column"] + money(columns.map(\.carriedSaving)),
      ["26 Lines 24 and 25 added"] + money(columns.map(\.regularWithSaving)),
      ["27 The smaller of lines 23 and 26 (Part III line 10)"] + money(columns.map(\.requiredInstallment)),
    ]
    // Part II, one for each person with self-employment earnings in any period.
    for holder in [PaycheckJob.Holder.user, .spouse] {
      let parts = lines.map { $0.partII.first { $0.holder == holder } }
      guard parts.contains(where: { $0 != nil }) else { continue }
      let whose = lines.contains { $0.partII.count > 1 } ? " (\(holder.possessive))" : ""
      func row(_ label: String, _ value: (ScheduleAIPartII<N>) -> N, money isMoney: Bool = true) -> [String] {
        ["\(label)\(whose)"] + parts.map { part in part.map { isMoney ? MoneyFormat.cents(value($0)) : JavaScriptNumberFormat.string(value($0).doubleValue) } ?? "—" }
      }
      rows += [
        row("28 Net earnings from self-employment", \.line28NetEarnings),
        row("29 Prorated Social Security wage base", \.line29ProratedWageBase),
        row("30 Wages subject to Social Security tax", \.line30Wages),
        row("31 Line 29 less line 30", \.line31),
        row("32 Annualization amounts", \.line32AnnualizationAmount, money: false),
        row("33 Line 32 × the smaller of lines 28 and 31", \.line33),
        row("34 Annualization amounts", \.line34AnnualizationAmount, money: false),
        row("35 Line 28 × line 34", \.line35),
        row("36 Lines 33 and 35 added (to line 15)", \.line36SelfEmploymentTax),
      ]
    }
    return rows
  }

  static func partIIIRows<N: TaxNumber>(_ lines: [FTB5805PartIIIColumn<N>], _ columns: [EstimatedTaxPlan<N>.AnnualizedColumn]) -> [[String]] {
    [
      ["1 California AGI for the period"] + money(lines.map(\.line1AdjustedGrossIncome)),
      ["2 Annualization amounts"] + amount(lines.map(\.line2AnnualizationAmount)),
      ["3 Annualized income"] + money(lines.map(\.line3AnnualizedIncome)),
      ["4 Itemized deductions for the period"] + money(lines.map(\.line4ItemizedDeductions)),
      ["5 Annualization amounts"] + amount(lines.map(\.line5AnnualizationAmount)),
      ["6 Line 4 × line 5"] + money(lines.map(\.line6AnnualizedItemizedDeductions)),
      ["7 Standard deduction"] + money(lines.map(\.line7StandardDeduction)),
      ["8 The larger of lines 6 and 7"] + money(lines.map(\.line8Deduction)),
      ["9 Line 3 less line 8"] + money(lines.map(\.line9)),
      ["10 Tax on line 9"] + money(lines.map(\.line10Tax)),
      ["11 Exemption credits (Form 540 line 32)"] + money(lines.map(\.line11ExemptionCredits)),
      ["12 Line 10 less line 11"] + money(lines.map(\.line12)),
      ["13 Credits (Form 540 line 47)"] + money(lines.map(\.line13Credits)),
      ["14a Line 12 less line 13"] + money(lines.map(\.line14a)),
      ["14b AMT and mental health services tax"] + money(lines.map(\.line14bOtherTaxes)),
      ["14c Lines 14a and 14b added"] + money(lines.map(\.line14cTax)),
      ["   Less refundable credits (FTB 3514)"] + money(lines.map(\.refundableCredits)),
      ["15 Applicable percentage"] + columns.map { MoneyFormat.rate($0.applicablePercentage) },
      ["16 Line 14c (less those credits) × line 15"] + money(zip(lines, columns).map { jsMax(.zero, $0.taxAfterRefundableCredits) * $1.applicablePercentage }),
      ["17 Line 23 of the earlier columns"] + money(columns.map(\.earlierInstallments)),
      ["18 Line 16 less line 17"] + money(columns.map(\.annualizedInstallment)),
      ["19 Regular installment (Part II line 6 × 30%, 40%, 0, 30%)"] + money(columns.map(\.regularInstallment)),
      ["20 Line 22 of the previous column"] + money(columns.map(\.carriedSaving)),
      ["21 Lines 19 and 20 added"] + money(columns.map(\.regularWithSaving)),
      ["22 Line 21 less line 18"] + money(columns.map { $0.regularWithSaving - $0.requiredInstallment }),
      ["23 The smaller of lines 18 and 21"] + money(columns.map(\.requiredInstallment)),
    ]
  }
}
