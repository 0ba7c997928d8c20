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
///
/// A class, read-only once made: the plan passes each period on (into both jurisdictions'
/// facts, into each column of the worksheet), and a copy of the struct it was moved its two
/// columns of lines, some seventy numbers, each time; its members of types built from `N` are
/// kept apart (``GenericMembersHolder``).
public final class AnnualizedPeriod<N: TaxNumber>: GenericMembersHolder<AnnualizedPeriodMembers<N>>, @unchecked Sendable {
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
  /// The tax of a state of residence beside California whose estimated tax is planned (New
  /// York's IT-2105.9 annualized worksheet: its total tax less refundable credits); nil where none.
  public let stateTax: N?
  /// The form's lines for the period under current law (nil under the web app's rules).
  public var scheduleAI: ScheduleAIColumn<N>? { members.scheduleAI }
  public var ftb5805PartIII: FTB5805PartIIIColumn<N>? { members.ftb5805PartIII }

  init(
    periodEnd: String, factor: N, adjustedGrossIncome: N, annualizedIncome: N, federalTax: N, californiaTax: N, stateTax: N? = nil,
    scheduleAI: ScheduleAIColumn<N>?, ftb5805PartIII: FTB5805PartIIIColumn<N>?
  ) {
    self.stateTax = stateTax
    self.periodEnd = periodEnd
    self.factor = factor
    self.adjustedGrossIncome = adjustedGrossIncome
    self.annualizedIncome = annualizedIncome
    self.federalTax = federalTax
    self.californiaTax = californiaTax
    super.init(members: AnnualizedPeriodMembers(scheduleAI: scheduleAI, ftb5805PartIII: ftb5805PartIII))
  }
}

/// ``AnnualizedPeriod``'s members of types built from `N` (see ``GenericMembersHolder``).
public struct AnnualizedPeriodMembers<N: TaxNumber>: Sendable {
  let scheduleAI: ScheduleAIColumn<N>?
  let ftb5805PartIII: FTB5805PartIIIColumn<N>?
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
    let law = report.worksheet.currentLaw
    let people = law?.household.peopleOnReturn ?? []
    let exercises = people.map(\.incentiveStockOptions)
    let yearOptions = exercises.joined().reduce(N.zero) { $0 + $1.bargainElement }
    let optionsLate = yearOptions > .zero && earlier.contains { index in
      exercises.joined().reduce(N.zero) { $0 + ($1.day <= periods[index].endDay ? $1.bargainElement : .zero) }
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

    // SDI given as withheld (`ytdCaliforniaSDIWithheld`) is withheld with the period's wages at
    // the person's rate for the year; without wages, the year's amount (as paid evenly).
    let givenDisabilityInsurance: [(rate: N?, amount: N)?] =
      (law?.stateIncomeTaxPaid.disabilityInsuranceByPerson ?? []).enumerated().map { person, sdi in
        guard sdi.basis == .withheldToDate, person < yearWages.count else { return nil }
        return (yearWages[person] > .zero ? sdi.amount / yearWages[person] : nil, sdi.amount)
      }
    let selfEmploymentTax = report.tables.currentLawRules?.federal.selfEmploymentTax
    /// The period's figures from the return on its annualized income, and the forms' lines.
    func annualizedPeriod(_ worksheet: ComprehensiveTaxWorksheet<N>, end: String, factor: N) -> AnnualizedPeriod<N> {
      let california = FTB5805PartIIIColumn(worksheet, factor: factor, fullYear: report.worksheet)
      return AnnualizedPeriod(
        periodEnd: end, factor: factor, adjustedGrossIncome: worksheet.totalIncome / factor, annualizedIncome: worksheet.totalIncome,
        federalTax: Self.federalTaxForPlanning(worksheet),
        californiaTax: california?.taxAfterRefundableCredits ?? worksheet.result.californiaTax?.totalTax ?? .zero,
        stateTax: worksheet.result.stateTax.map { $0.totalTax - $0.refundableCredits },
        scheduleAI: ScheduleAIColumn(worksheet, factor: factor, selfEmploymentTax: selfEmploymentTax), ftb5805PartIII: california)
    }
    return periods.enumerated().map { index, period in
      // The last period is the whole year: its income annualized is the year's.
      guard index < periods.count - 1 else { return annualizedPeriod(report.worksheet, end: period.end, factor: period.factor) }
      let factor = period.factor
      let wages = wagesByPeriod[index]
      let income = AnnualizedPeriodIncome(
        wagesByPerson: wages.map { $0 * factor }, stateWithheldByPerson: statePaid.withheld[index].map { $0 * factor },
        investmentIncome: InvestmentIncome(
          ordinaryDividends: ordinaryDividends[index] * factor, qualifiedDividends: qualifiedDividends[index] * factor,
          interestIncome: interest[index] * factor, shortTermGains: shortTermGains[index] * factor, longTermGains: longTermGains[index] * factor),
        rothConversion: rothConversion[index] * factor, californiaEstimatesPaid: statePaid.estimates[index] * factor,
        disabilityInsuranceByPerson: givenDisabilityInsurance.enumerated().map { person, sdi in
          sdi.map { given in given.rate.map { wages[person] * $0 * factor } ?? given.amount }
        },
        businessByPerson: businessProfits.map { profit in
          let received = yearBusiness == .zero ? .zero : businessReceived[index] * profit / yearBusiness
          return (jsMax(.zero, received) * factor, jsMax(.zero, -received) * factor)
        },
        incentiveStockOptionsByPerson: exercises.map { person in
          person.filter { $0.day <= period.endDay }.map { IncentiveStockOptionAmount(day: $0.day, bargainElement: $0.bargainElement * factor) }
        },
        retirementDistributionsByPerson: retirementPeriods?.distributions(index, factor))
      guard let law, let rules = report.tables.currentLawRules else {
        // The web app's rules read the household's text, as the web app does: the period's
        // wages, withholding, investment income and California payments written into it.
        let worksheet = calculateComprehensiveTaxWorksheet(report.household.annualized(income), tables: report.tables, bracketDetails: false)
        return annualizedPeriod(worksheet, end: period.end, factor: factor)
      }
      let worksheet = currentLawComprehensiveTaxWorksheet(
        law.household.annualized(income), income: income.householdIncomeWorksheet(joint: law.household.filingStatus.isJoint),
        tables: report.tables, federalRules: rules.federal, californiaRules: rules.california, bracketDetails: false, itemizing: itemizing)
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

extension Household {
  /// The household of an annualized period under the web app's rules, which read its text:
  /// each person in simple mode with the period's wages and state tax withheld to date, the first
  /// person's investment income, and California's payments through the period as the first
  /// installment (what the web app's engine reads; current law's inputs are not the web app's).
  func annualized<N: TaxNumber>(_ period: AnnualizedPeriodIncome<N>) -> Household {
    var annual = self
    annual.estimatedPayments = EstimatedPaymentsData()
    annual.estimatedPayments.californiaQ1 = period.californiaEstimatesPaid.inputText
    annual.californiaEstimatedPaidInYear = .empty
    var people = [IncomeData](repeating: IncomeData(), count: 2)
    for person in people.indices { people[person].incomeMode = "simple" }
    for (person, wage) in period.wagesByPerson.enumerated() { people[person].ytdWage = wage.inputText }
    for (person, withheld) in period.stateWithheldByPerson.enumerated() { people[person].ytdStateWithhold = withheld.inputText }
    let investment = period.investmentIncome
    people[0].interestIncome = investment.interestIncome.inputText
    people[0].ordinaryDividends = investment.ordinaryDividends.inputText
    people[0].qualifiedDividends = investment.qualifiedDividends.inputText
    people[0].shortTermGains = investment.shortTermGains.inputText
    people[0].longTermGains = investment.longTermGains.inputText
    people[0].rothConversion = period.rothConversion.inputText
    annual.userIncome = people[0]
    annual.spouseIncome = people[1]
    return annual
  }
}
