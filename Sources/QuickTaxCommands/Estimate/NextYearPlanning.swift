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
    // Next year's paychecks: those of the job with the most wages this year (yours, or your
    // spouse's on a joint return), at the frequency given, else at its own.
    let wagesByPerson = report.worksheet.household.wagesByPerson
    let holderIndex = wagesByPerson.indices.max { wagesByPerson[$0] < wagesByPerson[$1] } ?? 0
    let holder: PaycheckJob.Holder = holderIndex == 1 ? .spouse : .user
    let holderIncome = holder == .spouse ? household.spouseIncome : household.userIncome
    let wages = (wagesByPerson.indices.contains(holderIndex) ? wagesByPerson[holderIndex] : .zero) > .zero
    let given = NextYearOptions.PayFrequency(rawValue: planning.nextYearPayFrequency.text)
    let frequency = given ?? (holderIncome.paysBiweekly ? .biweekly : .monthly)
    let payPeriods = given != nil || wages ? frequency.periods : nil
    return plans.compactMap { plan -> NextYearInstallments? in
      let jurisdiction = plan.jurisdiction
      // Next year's penalty rules when loaded, else this year's (statutory figures).
      guard let rules = (settings.penaltyRules[year + 1]?[jurisdiction] ?? settings.penaltyRules[year]?[jurisdiction])?.binary else { return nil }
      let federal = jurisdiction == .federal
      let california = jurisdiction == .california
      // Next year's withholding and California's AGI limit (R&TC §19136.3), as given.
      let given: Double?
      switch jurisdiction {
      case .federal: given = amount(planning.nextYearFederalWithholding)
      case .california: given = amount(planning.nextYearCaliforniaWithholding)
      case .newYork: given = amount(planning.nextYearNewYorkWithholding)
      default: given = nil
      }
      let facts = NextYearInstallments.Facts(
        jurisdiction: jurisdiction, thisTaxYear: year, filingStatus: household.filingStatus, thisYearTax: plan.currentYearTax.doubleValue,
        thisYearAGI: (federal || california ? nil : report.estimate.result.stateTax?.adjustedGrossIncome)?.doubleValue
          ?? report.worksheet.estimatedTaxAGI(jurisdiction).doubleValue, expectedWithholding: given ?? plan.totalWithholding.doubleValue,
        withholdingGiven: given != nil, nextYearAGI: california ? amount(planning.nextYearCaliforniaAGI) : nil,
        projectedNextYearTax: nextTables.map { engine.planningTax(household, tables: $0, jurisdiction: jurisdiction).doubleValue },
        payPeriods: payPeriods)
      var withHolder = facts
      withHolder.payHolder = holder
      return NextYearInstallments(withHolder, rules: rules)
    }
  }

  /// A field as the file or the option gave it (checked when read); nil when not given.
  static func amount(_ text: InputText) -> Double? {
    text.isTruthy ? StrictInput.plainNumber(text.text) : nil
  }
}
