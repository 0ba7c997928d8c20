/// Form 1040 lines 1–11 under current law: the income of the people on the return, the
/// adjustments (Schedule 1 Part II), and adjusted gross income.
public struct Form1040IncomeWorksheet<N: TaxNumber>: Sendable {
  /// Line 1z: wages of the people on the return.
  public var wages: N
  /// Line 2b.
  public var taxableInterest: N
  /// Line 3a, part of line 3b.
  public var qualifiedDividends: N
  /// Line 3b (Form 1099-DIV box 1a includes the qualified dividends of box 1b).
  public var ordinaryDividends: N
  /// Line 4b: taxable IRA distributions (Roth conversions).
  public var iraDistributions: N
  /// Line 7: Schedule D.
  public var scheduleD: ScheduleDWorksheet<N>
  /// Schedule 1 line 3 (Form 1040 line 8): each person's Schedule C, and its Schedule SE.
  public var businesses: [ScheduleCWorksheet<N>]
  public var selfEmployment: [ScheduleSEWorksheet<N>]
  public var businessIncome: N
  /// Line 9.
  public var totalIncome: N
  /// Line 10: Schedule 1 Part II.
  public var adjustments: AdjustmentsWorksheet<N>
  /// Line 11.
  public var adjustedGrossIncome: N
  /// What current law reads differently from what was entered, each naming its field: an
  /// employee's business expenses, contributions above their limits.
  public var notices: [InputDiagnostic]

  /// Line 7: the net capital gain, or the loss allowed.
  public var capitalGainOrLoss: N { scheduleD.gainOrLoss }
  /// The long-term gain the capital gains rates tax.
  public var netLongTermGain: N { scheduleD.netLongTermGain }
  /// Net earnings from self-employment of the people on the return.
  public var selfEmploymentEarnings: N { selfEmployment.reduce(N.zero) { $0 + $1.netEarnings } }
  /// Earned income for the additional child tax credit (Schedule 8812 instructions, Earned Income
  /// Worksheet lines 1a–7): wages, plus each Schedule C's net profit or loss (line 2b, the whole
  /// profit, not the 92.35% of Schedule SE), less the deductible part of SE tax (line 5).
  public var earnedIncome: N {
    wages + zip(businesses, selfEmployment).reduce(N.zero) { $0 + $1.0.netProfit - $1.1.deduction }
  }
}

extension TaxEngine {
  /// Lines 1–11 from the household: wages, interest, dividends, Roth conversions as the web app
  /// aggregates them; Schedule D with last year's carryovers; each person's Schedule C (the web
  /// app's `deductions.businessExpenses` counting as the first person's business expense, when
  /// there is a business) and Schedule SE; then the adjustments.
  func form1040Income(
    _ household: Household, worksheet: HouseholdIncomeWorksheet<N>, tables: TaxYearTables<N>, rules: FederalCurrentLawRules<N>
  ) -> Form1040IncomeWorksheet<N> {
    let status = household.filingStatus
    let aggregation = worksheet.aggregation
    let investment = aggregation.investmentIncome
    let ordinaryDividends = jsMax(investment.ordinaryDividends, investment.qualifiedDividends)
    let lossLimit = status == .marriedFilingSeparately ? rules.marriedFilingSeparately.capitalLossLimit : tables.federal.capitalLossLimit
    let carryovers = household.carryovers
    let scheduleD = scheduleD(
      shortTermGains: investment.shortTermGains, longTermGains: investment.longTermGains,
      shortTermCarryover: N.parsed(carryovers.shortTermCapitalLoss), longTermCarryover: N.parsed(carryovers.longTermCapitalLoss),
      lossLimit: lossLimit)

    let joint = status.isJoint
    let people = [household.userIncome] + (joint ? [household.spouseIncome] : [])
    let otherExpenses = N.parsed(household.deductions.businessExpenses)
    let businesses = people.enumerated().map { index, income in scheduleC(income, otherExpenses: index == 0 ? otherExpenses : .zero) }
    let selfEmployment = zip(businesses, worksheet.people).map {
      scheduleSE(netProfit: $0.netProfit, wages: $1.aggregation.wageIncome, rule: rules.selfEmploymentTax)
    }
    let businessIncome = businesses.reduce(N.zero) { $0 + $1.netProfit }
    let total = aggregation.wageIncome + investment.interestIncome + ordinaryDividends + aggregation.rothConversion + scheduleD.gainOrLoss
      + businessIncome
    let adjustments = schedule1Adjustments(
      people: people.enumerated().map { index, income in
        AdjustmentsPerson(
          path: index == 0 ? "userIncome" : "spouseIncome", income: income, age: household.family.age(spouse: index == 1),
          age65OrOlder: household.family.isAge65OrOlder(spouse: index == 1))
      }, businesses: businesses, selfEmployment: selfEmployment,
      incomeBeforeAdjustments: total, filingStatus: status, rule: rules.retirementAndHealth)
    var notices = adjustments.notices
    if otherExpenses > .zero && !businesses.contains(where: { $0.grossReceipts > .zero }) {
      notices.insert(
        InputDiagnostic(
          .warning, path: "deductions.businessExpenses",
          "is not deducted under current law: an employee's business expenses are not deductible (IRC §67(g), 2018 on); "
            + "enter userIncome.selfEmploymentReceipts for a business of your own, whose expenses they then are (the web app's rules take them off wages)"),
        at: 0)
    }
    return Form1040IncomeWorksheet(
      wages: aggregation.wageIncome, taxableInterest: investment.interestIncome, qualifiedDividends: investment.qualifiedDividends,
      ordinaryDividends: ordinaryDividends, iraDistributions: aggregation.rothConversion, scheduleD: scheduleD, businesses: businesses,
      selfEmployment: selfEmployment, businessIncome: businessIncome, totalIncome: total, adjustments: adjustments,
      adjustedGrossIncome: total - adjustments.total, notices: notices)
  }
}
