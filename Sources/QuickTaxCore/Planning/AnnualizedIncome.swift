/// One column of the annualized income installment method: Form 2210 Schedule AI lines 1–19
/// (federal) and FTB 5805 Part III lines 1–14e (California), figured by running the return on the
/// period's income put on an annual basis.
public struct AnnualizedPeriod<N: TaxNumber>: Sendable {
  /// `YYYY-MM-DD`: the period runs from January 1 through this day.
  public let periodEnd: String
  /// Line 2: 4, 2.4, 1.5, 1.
  public let factor: N
  /// Line 1: AGI for the period; line 3: annualized.
  public let adjustedGrossIncome: N
  public let annualizedIncome: N
  /// Schedule AI line 19: the tax on the annualized income, less credits and refundable credits.
  public let federalTax: N
  /// FTB 5805 line 14e: California's tax on it, less the full year's exemption credits (line 11).
  public let californiaTax: N
}

extension TaxEngine {
  /// The tax of each period of the year on its income annualized: the period's wages (as dated by
  /// ``datedIncome``, or `planning.incomeByPeriod.wages`), investment income received in the
  /// period (`planning.incomeByPeriod`, else evenly over the months), all times the period's
  /// factor, run through the same return as the year: deductions, credits and every tax (Schedule
  /// AI lines 4–18: itemized deductions are taken as paid evenly, so their annualized amount is
  /// the year's; the standard deduction is the full one; credits follow the annualized income, as
  /// the Form 2210 instructions say). The last period (the whole year, factor 1) is the year's own
  /// return.
  func annualizedPeriods(
    _ report: EstimateReport<N>, planning: PlanningInputs, dated: [[DatedIncome<N>]], periods: [(endDay: Int, end: String, factor: N)]
  ) -> [AnnualizedPeriod<N>]? {
    let aggregation = report.worksheet.household.aggregation
    let investment = aggregation.investmentIncome
    let yearWages = dated.map { $0.reduce(N.zero) { $0 + $1.wage } }
    let totalWages = yearWages.reduce(N.zero, +)
    /// What of `field` was received through period `index`: as `planning.incomeByPeriod` says,
    /// else the year's amount evenly by month (the periods end with March, May, August, December).
    func cumulative(_ field: String, _ annual: N, index: Int) -> N {
      guard let amounts = planning.incomeByPeriod[field] else {
        let month = CivilCalendar.date(ofDayNumber: Int64(periods[index].endDay)).month
        return annual * N(Int(month)) / N(12)
      }
      return amounts.prefix(index + 1).reduce(N.zero) { $0 + N.parsed($1) }
    }
    /// Each person's wages through period `index`: dated by the engine, or split as
    /// `planning.incomeByPeriod.wages` says in each person's share of the year's wages.
    func wages(index: Int) -> [N] {
      dated.enumerated().map { person, parts in
        guard planning.incomeByPeriod["wages"] != nil else {
          return parts.reduce(N.zero) { $0 + ($1.day <= periods[index].endDay ? $1.wage : .zero) }
        }
        let share = totalWages == .zero ? N(person == 0 ? 1 : 0) : yearWages[person] / totalWages
        return cumulative("wages", totalWages, index: index) * share
      }
    }
    let fields: [(key: String, annual: N, set: WritableKeyPath<IncomeData, InputText>)] = [
      ("interestIncome", investment.interestIncome, \.interestIncome), ("ordinaryDividends", investment.ordinaryDividends, \.ordinaryDividends),
      ("qualifiedDividends", investment.qualifiedDividends, \.qualifiedDividends), ("shortTermGains", investment.shortTermGains, \.shortTermGains),
      ("longTermGains", investment.longTermGains, \.longTermGains), ("rothConversion", aggregation.rothConversion, \.rothConversion),
    ]
    // Income that comes no later than evenly through every period annualizes to at least the
    // year's, part by part, and so to at least the year's tax: then the method cannot lower an
    // installment and is not worked out — unless a refundable credit (which grows with earned
    // income) could make more income cost less.
    let refundable = report.worksheet.result.federalTax.currentLaw?.additionalChildTaxCredit ?? .zero
    let comesLate = periods.indices.dropLast().contains { index in
      let factor = periods[index].factor
      let margin = N(1) / N(100)
      return zip(wages(index: index), yearWages).contains { $0 * factor < $1 - margin }
        || fields.contains { cumulative($0.key, $0.annual, index: index) * factor < $0.annual - margin }
    }
    guard comesLate || refundable > .zero else { return nil }

    return periods.enumerated().map { index, period in
      // The last period is the whole year: its income annualized is the year's.
      guard index < periods.count - 1 else {
        return AnnualizedPeriod(
          periodEnd: period.end, factor: period.factor, adjustedGrossIncome: report.worksheet.totalIncome,
          annualizedIncome: report.worksheet.totalIncome, federalTax: Self.federalTaxForPlanning(report.worksheet),
          californiaTax: Self.californiaTaxForPlanning(report.worksheet, fullYear: report.worksheet))
      }
      let factor = period.factor
      func annualized(_ value: N) -> InputText { InputText((value * factor).description) }
      var annual = report.household
      annual.estimatedPayments = EstimatedPaymentsData()
      var people = [IncomeData(), IncomeData()]
      for (person, wage) in wages(index: index).enumerated() {
        people[person].incomeMode = "simple"
        people[person].ytdWage = annualized(wage)
      }
      people[0].incomeMode = "simple"
      for field in fields { people[0][keyPath: field.set] = annualized(cumulative(field.key, field.annual, index: index)) }
      annual.userIncome = people[0]
      annual.spouseIncome = people[1]
      let worksheet = calculateComprehensiveTaxWorksheet(annual, tables: report.tables)
      return AnnualizedPeriod(
        periodEnd: period.end, factor: factor, adjustedGrossIncome: worksheet.totalIncome / factor, annualizedIncome: worksheet.totalIncome,
        federalTax: Self.federalTaxForPlanning(worksheet), californiaTax: Self.californiaTaxForPlanning(worksheet, fullYear: report.worksheet))
    }
  }

  /// Form 2210 line 4 (and Schedule AI line 19): the tax less refundable credits.
  static func federalTaxForPlanning(_ worksheet: ComprehensiveTaxWorksheet<N>) -> N {
    worksheet.result.federalTax.totalTax - (worksheet.result.federalTax.currentLaw?.additionalChildTaxCredit ?? .zero)
  }

  /// FTB 5805 Part III line 14e: the tax with the full year's exemption credits (line 11), not the
  /// annualized income's; under the web app's rules, which have no credits, its total tax.
  static func californiaTaxForPlanning(_ worksheet: ComprehensiveTaxWorksheet<N>, fullYear: ComprehensiveTaxWorksheet<N>) -> N {
    guard let tax = worksheet.result.californiaTax else { return .zero }
    guard let steps = worksheet.currentLaw?.california, let credits = fullYear.currentLaw?.california?.exemptionCredits.total else {
      return tax.totalTax
    }
    return (jsMax(.zero, steps.taxBeforeCredits - credits) + tax.mentalHealthTax).jsRounded()
  }
}
