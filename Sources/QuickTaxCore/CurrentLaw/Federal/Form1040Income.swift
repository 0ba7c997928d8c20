/// Form 1040 lines 1–11 under current law: the income of the people on the return, the
/// adjustments (Schedule 1 Part II), and adjusted gross income.
/// A class, read-only once made: it is passed from form to form, into the report and the plans,
/// and each copy of a struct this size went field by field through its type's metadata.
public final class Form1040IncomeWorksheet<N: TaxNumber>:
  GenericMembersHolder<Form1040IncomeWorksheetMembers<N>>, @unchecked Sendable
{
  /// Line 1z: wages of the people on the return.
  public let wages: N
  /// Line 2b.
  public let taxableInterest: N
  /// Line 3a, part of line 3b.
  public let qualifiedDividends: N
  /// Line 3b (Form 1099-DIV box 1a includes the qualified dividends of box 1b).
  public let ordinaryDividends: N
  /// Line 4b: taxable IRA distributions (Roth conversions).
  public let iraDistributions: N
  /// Line 7: Schedule D.
  public var scheduleD: ScheduleDWorksheet<N> { members.scheduleD }
  /// Schedule 1 line 3 (Form 1040 line 8): each person's Schedule C, and its Schedule SE.
  public let businesses: [ScheduleCWorksheet<N>]
  public let selfEmployment: [ScheduleSEWorksheet<N>]
  public let businessIncome: N
  /// Line 9.
  public let totalIncome: N
  /// Line 10: Schedule 1 Part II.
  public var adjustments: AdjustmentsWorksheet<N> { members.adjustments }
  /// Line 11.
  public let adjustedGrossIncome: N
  /// What current law reads differently from what was entered, each naming its field: an
  /// employee's business expenses, contributions above their limits.
  public let notices: [InputDiagnostic]

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

  public init(
    wages: N, taxableInterest: N, qualifiedDividends: N, ordinaryDividends: N, iraDistributions: N,
    scheduleD: ScheduleDWorksheet<N>, businesses: [ScheduleCWorksheet<N>], selfEmployment: [ScheduleSEWorksheet<N>],
    businessIncome: N, totalIncome: N, adjustments: AdjustmentsWorksheet<N>, adjustedGrossIncome: N, notices: [InputDiagnostic]
  ) {
    self.wages = wages
    self.taxableInterest = taxableInterest
    self.qualifiedDividends = qualifiedDividends
    self.ordinaryDividends = ordinaryDividends
    self.iraDistributions = iraDistributions
    self.businesses = businesses
    self.selfEmployment = selfEmployment
    self.businessIncome = businessIncome
    self.totalIncome = totalIncome
    self.adjustedGrossIncome = adjustedGrossIncome
    self.notices = notices
    super.init(members: Form1040IncomeWorksheetMembers(scheduleD: scheduleD, adjustments: adjustments))
  }
}

/// ``Form1040IncomeWorksheet``'s members of generic struct types (see ``GenericMembersHolder``).
public struct Form1040IncomeWorksheetMembers<N: TaxNumber>: Sendable {
  let scheduleD: ScheduleDWorksheet<N>
  let adjustments: AdjustmentsWorksheet<N>
}

extension Form1040IncomeWorksheet {
  /// The same lines with Schedule D as worked out later (its carryover to next year, which needs
  /// taxable income).
  func with(scheduleD: ScheduleDWorksheet<N>) -> Form1040IncomeWorksheet<N> {
    Form1040IncomeWorksheet(
      wages: wages, taxableInterest: taxableInterest, qualifiedDividends: qualifiedDividends, ordinaryDividends: ordinaryDividends,
      iraDistributions: iraDistributions, scheduleD: scheduleD, businesses: businesses, selfEmployment: selfEmployment,
      businessIncome: businessIncome, totalIncome: totalIncome, adjustments: adjustments, adjustedGrossIncome: adjustedGrossIncome,
      notices: notices)
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
    let people = household.peopleOnReturn(joint: joint)
    let otherExpenses = N.parsed(household.deductions.businessExpenses)
    let businesses = people.enumerated().map { index, income in scheduleC(income, otherExpenses: index == 0 ? otherExpenses : .zero) }
    let selfEmployment = zip(businesses, worksheet.wagesByPerson).map {
      scheduleSE(netProfit: $0.netProfit, wages: $1, rule: rules.selfEmploymentTax)
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
