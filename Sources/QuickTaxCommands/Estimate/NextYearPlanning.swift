import QuickTaxCore

/// This year's return turned into next year's installments: the facts each jurisdiction's rules
/// are applied to, from the report and `plan`'s options.
enum NextYearPlanning {
  static func installments<N: TaxNumber>(
    _ report: EstimateReport<N>, plans: [EstimatedTaxPlan<N>], engine: TaxEngine<N>, tables: TaxTables<N>, settings: EstimateSettings,
    planning: PlanningInputs
  ) -> [NextYearInstallments] {
    let year = report.taxYear
    let household = report.household
    let nextTables = try? tables.year(year + 1)
    // Next year's paychecks: as given, else at this year's frequency when there are wages.
    let wages = report.worksheet.household.aggregation.wageIncome > .zero
    let given = NextYearOptions.PayFrequency(rawValue: planning.nextYearPayFrequency.text)
    let frequency = given ?? (household.userIncome.paysBiweekly ? .biweekly : .monthly)
    let payPeriods = given != nil || wages ? frequency.periods : nil
    return plans.compactMap { plan -> NextYearInstallments? in
      let jurisdiction = plan.jurisdiction
      // Next year's penalty rules when loaded, else this year's (statutory figures).
      guard let rules = (settings.penaltyRules[year + 1]?[jurisdiction] ?? settings.penaltyRules[year]?[jurisdiction])?.binary else { return nil }
      let federal = jurisdiction == .federal
      let given = amount(federal ? planning.nextYearFederalWithholding : planning.nextYearCaliforniaWithholding)
      let facts = NextYearInstallments.Facts(
        jurisdiction: jurisdiction, thisTaxYear: year, filingStatus: household.filingStatus, thisYearTax: plan.currentYearTax.doubleValue,
        thisYearAGI: report.worksheet.estimatedTaxAGI(jurisdiction).doubleValue, expectedWithholding: given ?? plan.totalWithholding.doubleValue,
        withholdingGiven: given != nil, nextYearAGI: federal ? nil : amount(planning.nextYearCaliforniaAGI),
        projectedNextYearTax: nextTables.map { engine.planningTax(household, tables: $0, jurisdiction: jurisdiction).doubleValue },
        payPeriods: payPeriods)
      return NextYearInstallments(facts, rules: rules)
    }
  }

  /// A field as the file or the option gave it (checked when read); nil when not given.
  static func amount(_ text: InputText) -> Double? {
    text.isTruthy ? StrictInput.plainNumber(text.text) : nil
  }
}
