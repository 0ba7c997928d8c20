import QuickTaxCore

/// This year's return turned into next year's installments: the facts each jurisdiction's rules
/// are applied to, from the report and `plan`'s options.
enum NextYearPlanning {
  static func installments<N: TaxNumber>(
    _ report: EstimateReport<N>, plans: [EstimatedTaxPlan<N>], engine: TaxEngine<N>, tables: TaxTables<N>, settings: EstimateSettings,
    options: NextYearOptions
  ) -> [NextYearInstallments] {
    let year = report.taxYear
    let household = report.household
    let nextTables = try? tables.year(year + 1)
    // Next year's paychecks: as given, else at this year's frequency when there are wages.
    let wages = report.worksheet.household.aggregation.wageIncome > .zero
    let frequency = options.payFrequency ?? (household.userIncome.paysBiweekly ? .biweekly : .monthly)
    let payPeriods = options.payFrequency != nil || wages ? frequency.periods : nil
    return plans.compactMap { plan -> NextYearInstallments? in
      let jurisdiction = plan.jurisdiction
      // Next year's penalty rules when loaded, else this year's (statutory figures).
      guard let rules = (settings.penaltyRules[year + 1]?[jurisdiction] ?? settings.penaltyRules[year]?[jurisdiction])?.binary else { return nil }
      let federal = jurisdiction == .federal
      let given = federal ? options.federalWithholding : options.californiaWithholding
      let facts = NextYearInstallments.Facts(
        jurisdiction: jurisdiction, thisTaxYear: year, filingStatus: household.filingStatus, thisYearTax: plan.currentYearTax.doubleValue,
        thisYearAGI: report.worksheet.totalIncome.doubleValue, expectedWithholding: given ?? plan.totalWithholding.doubleValue,
        withholdingGiven: given != nil, nextYearAGI: federal ? nil : options.californiaAGI,
        projectedNextYearTax: nextTables.map { engine.planningTax(household, tables: $0, jurisdiction: jurisdiction).doubleValue },
        payPeriods: payPeriods)
      return NextYearInstallments(facts, rules: rules)
    }
  }
}
