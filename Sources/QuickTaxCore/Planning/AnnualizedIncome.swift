/// Whether the year's return itemizes, federally and in California: an annualized period of a
/// year that takes the standard deduction takes it too (Form 2210 Schedule AI line 4 and FTB 5805
/// Part III line 4: if you do not itemize, enter -0-), whatever its annualized deductions.
public struct YearItemizing: Sendable {
  public let federal: Bool
  public let california: Bool
}

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
  /// FTB 5805 Part III line 14c: California's tax on it, with the full year's exemption credits
  /// (line 11) and credits (line 13), less the period's refundable credits.
  public let californiaTax: N
  /// The form's lines for the period under current law (nil under the web app's rules).
  public let scheduleAI: ScheduleAIColumn<N>?
  public let ftb5805PartIII: FTB5805PartIIIColumn<N>?
}

extension TaxEngine {
  /// The tax of each period of the year on its income annualized: the period's wages (as dated by
  /// ``datedIncome``, or `planning.incomeByPeriod.wages`), investment income received in the
  /// period (`planning.incomeByPeriod`, else evenly over the months), all times the period's
  /// factor, run through the same return as the year: deductions, credits and every tax (Schedule
  /// AI lines 4–18; the larger of the annualized itemized deductions and the full standard
  /// deduction, line 8, when the year itemizes, else the standard deduction: line 4; credits
  /// follow the annualized income, as the Form 2210 instructions say).
  /// The last period (the whole year, factor 1) is the year's own return.
  func annualizedPeriods(
    _ report: EstimateReport<N>, planning: PlanningInputs, dated: [[DatedIncome<N>]], periods: [(endDay: Int, end: String, factor: N)]
  ) -> [AnnualizedPeriod<N>]? {
    let aggregation = report.worksheet.household.aggregation
    let investment = aggregation.investmentIncome
    let yearWages = dated.map { $0.reduce(N.zero) { $0 + $1.wage } }
    let totalWages = yearWages.reduce(N.zero, +)
    let earlier = periods.indices.dropLast()  // the periods before the whole year
    // Each period's months of the year (the periods end with March, May, August, December).
    let months = periods.map { N(Int(CivilCalendar.date(ofDayNumber: Int64($0.endDay)).month)) }
    /// What of `field` was received through each period: as `planning.incomeByPeriod` says, else
    /// the year's amount evenly by month.
    func cumulative(_ field: String, _ annual: N) -> [N] {
      guard let amounts = planning.incomeByPeriod[field] else { return months.map { annual * $0 / N(12) } }
      var total = N.zero
      return periods.indices.map { index in
        if index < amounts.count { total += N.parsed(amounts[index]) }
        return total
      }
    }
    // Each person's wages through each period: dated by the engine, or split as
    // `planning.incomeByPeriod.wages` says in each person's share of the year's wages.
    let wagesByPeriod: [[N]]
    if planning.incomeByPeriod["wages"] != nil {
      let received = cumulative("wages", totalWages)
      wagesByPeriod = received.map { total in
        yearWages.indices.map { person in (totalWages == .zero ? N(person == 0 ? 1 : 0) : yearWages[person] / totalWages) * total }
      }
    } else {
      wagesByPeriod = periods.map { period in
        dated.map { parts in parts.reduce(N.zero) { $0 + ($1.day <= period.endDay ? $1.wage : .zero) } }
      }
    }
    // The first person's investment income through each period (the web app keeps it there),
    // beside the year's; set field by field below (a key path's write costs a hundred instructions).
    let interest = cumulative("interestIncome", investment.interestIncome)
    let ordinaryDividends = cumulative("ordinaryDividends", investment.ordinaryDividends)
    let qualifiedDividends = cumulative("qualifiedDividends", investment.qualifiedDividends)
    let shortTermGains = cumulative("shortTermGains", investment.shortTermGains)
    let longTermGains = cumulative("longTermGains", investment.longTermGains)
    let rothConversion = cumulative("rothConversion", aggregation.rothConversion)
    let fields: [(received: [N], annual: N)] = [
      (interest, investment.interestIncome), (ordinaryDividends, investment.ordinaryDividends),
      (qualifiedDividends, investment.qualifiedDividends), (shortTermGains, investment.shortTermGains),
      (longTermGains, investment.longTermGains), (rothConversion, aggregation.rothConversion),
    ]
    // Income that comes no later than evenly through every period annualizes to at least the
    // year's, part by part, and so to at least the year's tax: then the method cannot lower an
    // installment and is not worked out — unless a refundable credit (which grows with earned
    // income) could make more income cost less.
    let margin = N(1) / N(100)
    let refundable = (report.worksheet.result.federalTax.currentLaw?.refundableCredits ?? .zero) + (report.worksheet.result.californiaTax?.refundableCredits ?? .zero)
    let comesLate = earlier.contains { index in
      let factor = periods[index].factor
      return zip(wagesByPeriod[index], yearWages).contains { $0 * factor < $1 - margin }
        || fields.contains { $0.received[index] * factor < $0.annual - margin }
    }
    // Current law's own income: each person's Schedule C net profit (evenly by month, or as
    // `planning.incomeByPeriod.businessIncome` says, in each person's share), and incentive
    // stock options on their exercise dates (Form 6251 line 2i in the period they fall in).
    let businessProfits = report.worksheet.currentLaw?.income.businesses.map { $0.netProfit } ?? []
    let yearBusiness = businessProfits.reduce(N.zero, +)
    let businessReceived = cumulative("businessIncome", yearBusiness)
    let people = report.household.peopleOnReturn(joint: report.worksheet.household.spouse != nil)
    let exercises = people.map { $0.incentiveStockOptions.map { (exercise: $0, day: DayNumber.of($0.date.text)) } }
    func options(through endDay: Int) -> [[IncentiveStockOptionExercise]] {
      exercises.map { person in person.filter { $0.day <= endDay }.map(\.exercise) }
    }
    let yearOptions = exercises.joined().reduce(N.zero) { $0 + N.parsed($1.exercise.bargainElement) }
    let optionsLate = yearOptions > .zero && earlier.contains { index in
      exercises.joined().reduce(N.zero) { $0 + ($1.day <= periods[index].endDay ? N.parsed($1.exercise.bargainElement) : .zero) }
        * periods[index].factor < yearOptions
    }
    let businessLate = earlier.contains { index in
      businessReceived[index] * periods[index].factor < yearBusiness - margin
    }
    // Pensions and IRA distributions: a dated one in the period it was paid, an undated one
    // evenly by month (as investment income without `planning.incomeByPeriod`).
    let retirement = report.worksheet.currentLaw?.income.retirement
    let retirementPeriods = retirement.map {
      retirementDistributionsByPeriod(people, included: $0.includedByPerson, periods: periods, months: months, timing: planning.withholdingTiming)
    }
    let retirementLate = retirementPeriods?.late ?? false
    // Schedule AI lines 4–6 (FTB 5805 Part III the same): the itemized deductions paid through the
    // period, times its factor. Those without dates (property tax, mortgage interest, gifts,
    // medical expenses, earlier years' state tax) are taken as paid evenly, so annualized they are
    // the year's. The state income tax paid (Schedule A line 5a) has dates: the state tax withheld
    // follows the plan's withholding timing, evenly by default as IRC §6654(g)(1) counts it, on
    // its dates with `--withholding actual` (paychecks, vests, what is spread to date); SDI comes
    // with the period's wages; California's April and June estimates count from the day paid.
    let statePaid = stateIncomeTaxPaidByPeriod(report, planning: planning, dated: dated, periods: periods, months: months)
    // Under current law only: the web app's SALT is its estimate of the year's California tax.
    let earlyStateTax = earlier.map { index in
      (statePaid.withheld[index].reduce(N.zero, +) + statePaid.estimates[index]) * periods[index].factor - statePaid.yearTotal
    }
    // They lower a period's tax only by itemizing (line 8 takes the larger of the itemized
    // deductions and the standard deduction; California's itemized deductions hold no state
    // income tax), which a period does only when the year does (line 4).
    let itemizing = report.worksheet.currentLaw.map { law in
      YearItemizing(federal: law.deductions.itemizes, california: report.worksheet.result.californiaTax?.deduction.type == .itemized)
    }
    let deductionsEarly = (itemizing?.federal ?? false) && earlyStateTax.reduce(N.zero, jsMax) > margin
    guard comesLate || optionsLate || businessLate || retirementLate || deductionsEarly || refundable > .zero else { return nil }

    let annualizationBases = [report.household.userIncome, report.household.spouseIncome].map(\.annualizationBase)
    // SDI given as withheld (`ytdCaliforniaSDIWithheld`) is withheld with the period's wages at
    // the person's rate for the year; without wages, the year's amount (as paid evenly).
    let givenDisabilityInsurance: [(person: Int, rate: N?, amount: N)] =
      (report.worksheet.currentLaw?.stateIncomeTaxPaid.disabilityInsuranceByPerson ?? []).enumerated().compactMap { person, sdi in
        guard sdi.basis == .withheldToDate, person < yearWages.count else { return nil }
        return (person, yearWages[person] > .zero ? sdi.amount / yearWages[person] : nil, sdi.amount)
      }
    let selfEmploymentTax = report.tables.currentLawRules?.federal.selfEmploymentTax
    /// The period's figures from the return on its annualized income, and the forms' lines.
    func annualizedPeriod(_ worksheet: ComprehensiveTaxWorksheet<N>, end: String, factor: N) -> AnnualizedPeriod<N> {
      let california = FTB5805PartIIIColumn(worksheet, factor: factor, fullYear: report.worksheet)
      return AnnualizedPeriod(
        periodEnd: end, factor: factor, adjustedGrossIncome: worksheet.totalIncome / factor, annualizedIncome: worksheet.totalIncome,
        federalTax: Self.federalTaxForPlanning(worksheet),
        californiaTax: california?.taxAfterRefundableCredits ?? worksheet.result.californiaTax?.totalTax ?? .zero,
        scheduleAI: ScheduleAIColumn(worksheet, factor: factor, selfEmploymentTax: selfEmploymentTax), ftb5805PartIII: california)
    }
    return periods.enumerated().map { index, period in
      // The last period is the whole year: its income annualized is the year's.
      guard index < periods.count - 1 else { return annualizedPeriod(report.worksheet, end: period.end, factor: period.factor) }
      let factor = period.factor
      func annualized(_ value: N) -> InputText { (value * factor).inputText }
      var annual = report.household
      // The California payments paid through the period, as the first installment's field (which
      // Schedule A line 5a counts).
      annual.estimatedPayments = EstimatedPaymentsData()
      annual.estimatedPayments.californiaQ1 = annualized(statePaid.estimates[index])
      annual.californiaEstimatedPaidInYear = .empty
      // Each person keeps what is not income of a period (adjustments, the business's QBI
      // figures); wages, investment income, business income and options are the period's.
      var annualPeople = annualizationBases
      for (person, wage) in wagesByPeriod[index].enumerated() { annualPeople[person].ytdWage = annualized(wage) }
      for sdi in givenDisabilityInsurance {
        annualPeople[sdi.person].ytdCaliforniaSDIWithheld = sdi.rate.map { annualized(wagesByPeriod[index][sdi.person] * $0) } ?? sdi.amount.inputText
      }
      for (person, withheld) in statePaid.withheld[index].enumerated() { annualPeople[person].ytdStateWithhold = annualized(withheld) }
      annualPeople[0].interestIncome = annualized(interest[index])
      annualPeople[0].ordinaryDividends = annualized(ordinaryDividends[index])
      annualPeople[0].qualifiedDividends = annualized(qualifiedDividends[index])
      annualPeople[0].shortTermGains = annualized(shortTermGains[index])
      annualPeople[0].longTermGains = annualized(longTermGains[index])
      annualPeople[0].rothConversion = annualized(rothConversion[index])
      for (person, profit) in businessProfits.enumerated() {
        let received = yearBusiness == .zero ? .zero : businessReceived[index] * profit / yearBusiness
        annualPeople[person].selfEmploymentReceipts = annualized(jsMax(.zero, received))
        annualPeople[person].selfEmploymentExpenses = annualized(jsMax(.zero, -received))
      }
      if !businessProfits.isEmpty { annual.deductions.businessExpenses = .empty }  // in the first person's profit already
      for (person, held) in options(through: period.endDay).enumerated() {
        annualPeople[person].incentiveStockOptions = held.map { exercise in
          var scaled = exercise
          scaled.bargainElement = annualized(N.parsed(exercise.bargainElement))
          return scaled
        }
      }
      if let retirementPeriods {
        for (person, distributions) in retirementPeriods.distributions(index, factor).enumerated() {
          annualPeople[person].retirementDistributions = distributions
        }
      }
      annual.userIncome = annualPeople[0]
      annual.spouseIncome = annualPeople[1]
      let worksheet = calculateComprehensiveTaxWorksheet(annual, tables: report.tables, bracketDetails: false, itemizing: itemizing)
      return annualizedPeriod(worksheet, end: period.end, factor: factor)
    }
  }

  /// The state income tax paid through each period that Schedule A line 5a deducts, apart from
  /// SDI (which the period's return figures on its wages): each person's state tax withheld, and
  /// California's estimated payments paid within the year, each in full from the day it was paid
  /// (``PlanningInputs/californiaEstimatedPaymentsInYear(_:schedule:)``: `planning.payments` on
  /// their dates, else the quarter fields on theirs or their due dates); `yearTotal` is the year's
  /// withholding and those payments together.
  func stateIncomeTaxPaidByPeriod(
    _ report: EstimateReport<N>, planning: PlanningInputs, dated: [[DatedIncome<N>]], periods: [(endDay: Int, end: String, factor: N)],
    months: [N]
  ) -> (withheld: [[N]], estimates: [N], yearTotal: N) {
    let yearWithheld = dated.map { $0.reduce(N.zero) { $0 + $1.stateWithholding } }
    let withheld: [[N]] = periods.indices.map { index in
      guard planning.withholdingTiming == .actual else { return yearWithheld.map { $0 * months[index] / N(12) } }
      return dated.map { parts in parts.reduce(N.zero) { $0 + ($1.day <= periods[index].endDay ? $1.stateWithholding : .zero) } }
    }
    let estimates: [(amount: N, day: Int)] =
      report.household.includeCaliforniaTax
      ? planning.californiaEstimatedPaymentsInYear(report.household, schedule: report.tables.california.estimatedPaymentSchedule) : []
    let estimatesByPeriod = periods.map { period in estimates.reduce(N.zero) { $0 + ($1.day <= period.endDay ? $1.amount : .zero) } }
    let yearTotal = yearWithheld.reduce(N.zero, +) + estimates.reduce(N.zero) { $0 + $1.amount }
    return (withheld, estimatesByPeriod, yearTotal)
  }

  /// Form 2210 line 4 (and Schedule AI line 19): the tax less refundable credits.
  static func federalTaxForPlanning(_ worksheet: ComprehensiveTaxWorksheet<N>) -> N {
    worksheet.result.federalTax.totalTax - (worksheet.result.federalTax.currentLaw?.refundableCredits ?? .zero)
  }

  /// FTB 5805 Part III line 14c (Part II line 1 for the whole year): the tax with the full year's
  /// exemption credits (line 11) and credits (line 13), Schedule P's AMT and the mental health
  /// tax, less the refundable FTB 3514 credits (as Form 2210 takes the earned income credit);
  /// under the web app's rules, which have no credits, its total tax.
  static func californiaTaxForPlanning(_ worksheet: ComprehensiveTaxWorksheet<N>, fullYear: ComprehensiveTaxWorksheet<N>) -> N {
    FTB5805PartIIIColumn(worksheet, factor: N(1), fullYear: fullYear)?.taxAfterRefundableCredits ?? worksheet.result.californiaTax?.totalTax ?? .zero
  }
}

extension IncomeData {
  /// The person for an annualized period: simple mode with no income yet, keeping the inputs
  /// that are not income of a period (the business's QBI figures, retirement, HSA and health
  /// insurance contributions: Schedule AI takes the year's deductions as made evenly; last year's
  /// IRA balance), and the income taken as received evenly (Social Security, unemployment,
  /// Treasury and tax-exempt interest). The 1099-Rs are the period's (``TaxEngine/annualizedPeriods``). The SDI
  /// withheld is the period's, with its wages (``TaxEngine/annualizedPeriods``).
  var annualizationBase: IncomeData {
    // Field by field, not by the schema's key paths: each key path read copied the whole person
    // (BusinessRulesTests checks that every current-law field of the schema is here).
    let own = storage.fields
    var base = IncomeData.Fields()
    base.incomeMode = Self.simpleMode
    base.specifiedServiceBusiness = own.specifiedServiceBusiness
    base.businessW2WagesPaid = own.businessW2WagesPaid
    base.businessPropertyUBIA = own.businessPropertyUBIA
    base.selfEmployedHealthInsurance = own.selfEmployedHealthInsurance
    base.sepContributions = own.sepContributions
    base.solo401kDeferrals = own.solo401kDeferrals
    base.iraContributions = own.iraContributions
    base.coveredByWorkplacePlan = own.coveredByWorkplacePlan
    base.hsaContributions = own.hsaContributions
    base.otherRetirementContributions = own.otherRetirementContributions
    base.hsaFamilyCoverage = own.hsaFamilyCoverage
    // Social Security benefits, unemployment compensation and Treasury and tax-exempt interest
    // are taken as received evenly through the year (no dates are asked for them), so each
    // period annualizes to the year's amount: kept whole. Their withholding is the year's too,
    // counted evenly (IRC §6654(g)(1)); the period's return does not read it.
    base.socialSecurityBenefits = own.socialSecurityBenefits
    base.socialSecurityWithheld = own.socialSecurityWithheld
    base.unemploymentCompensation = own.unemploymentCompensation
    base.unemploymentWithheld = own.unemploymentWithheld
    base.treasuryInterest = own.treasuryInterest
    base.taxExemptInterest = own.taxExemptInterest
    base.taxExemptInterestOtherStates = own.taxExemptInterestOtherStates
    // Rents and foreign tax on dividends and interest come evenly through the year: each period
    // annualizes to the year's (each property's prior-year loss is no income of a period).
    base.foreignTaxPaid = own.foreignTaxPaid
    base.foreignSourceIncome = own.foreignSourceIncome
    base.rentalProperties = own.rentalProperties
    base.iraBalancePriorYearEnd = own.iraBalancePriorYearEnd
    // The year's dependent care benefits: the exclusion (Form 2441 Part III) is the year's, like
    // the contributions above.
    base.dependentCareBenefits = own.dependentCareBenefits
    // Tips and overtime are the year's (Schedule AI takes the deductions as made evenly), within
    // the period's annualized wages (Schedule 1-A lines 4c and 14a); student loan interest evenly.
    base.qualifiedTips = own.qualifiedTips
    base.qualifiedOvertime = own.qualifiedOvertime
    base.studentLoanInterest = own.studentLoanInterest
    return IncomeData(base)
  }

  private static let simpleMode: InputText = "simple"
}
