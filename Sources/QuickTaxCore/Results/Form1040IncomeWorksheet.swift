/// Form 1040 lines 1–11 under current law: the income of the people on the return, the
/// adjustments (Schedule 1 Part II), and adjusted gross income.
/// A class, read-only once made: it is passed from form to form, into the report and the plans
/// (docs/performance.md, "The engine").
public final class Form1040IncomeWorksheet<N: TaxNumber>:
  GenericMembersHolder<Form1040IncomeWorksheetMembers<N>>, @unchecked Sendable
{
  /// Line 1z: wages of the people on the return, with line 1e's taxable dependent care benefits.
  public let wages: N
  /// Form 2441 Part III (lines 12–26); nil without dependent care benefits.
  public let dependentCareBenefits: DependentCareBenefitsWorksheet<N>?
  /// Line 2b.
  public let taxableInterest: N
  /// Line 3a, part of line 3b.
  public let qualifiedDividends: N
  /// Line 3b (Form 1099-DIV box 1a includes the qualified dividends of box 1b).
  public let ordinaryDividends: N
  /// Line 4b: taxable IRA distributions (Roth conversions, and the 1099-Rs' less QCDs).
  public let iraDistributions: N
  /// Lines 4a–5b from the 1099-Rs, with their withholding and early distributions; nil without any.
  public let retirement: RetirementIncomeWorksheet<N>?
  /// Line 5b.
  public var pensionsAndAnnuities: N { retirement?.pensionsAndAnnuities ?? .zero }
  /// Social Security benefits, unemployment compensation, Treasury and tax-exempt interest, and
  /// the tax withheld from the first two (all zero without them).
  public var benefitsAndInterest: BenefitsAndInterest<N> { members.benefitsAndInterest }
  /// Lines 6a–6b: the Social Security Benefits Worksheet; nil without benefits.
  public let socialSecurity: SocialSecurityBenefitsWorksheet<N>?
  /// Line 6b.
  public var taxableSocialSecurityBenefits: N { socialSecurity?.taxableBenefits ?? .zero }
  /// Line 7: Schedule D.
  public var scheduleD: ScheduleDWorksheet<N> { members.scheduleD }
  /// Schedule 1 line 3 (Form 1040 line 8): each person's Schedule C, and its Schedule SE.
  public let businesses: [ScheduleCWorksheet<N>]
  public let selfEmployment: [ScheduleSEWorksheet<N>]
  public let businessIncome: N
  /// Schedule 1 line 5 (Schedule E and Form 8582): rental real estate; nil without a property.
  public let rentalRealEstate: PassiveActivityLossWorksheet<N>?
  /// Line 9.
  public let totalIncome: N
  /// Line 10: Schedule 1 Part II.
  public var adjustments: AdjustmentsWorksheet<N> { members.adjustments }
  /// Line 11.
  public let adjustedGrossIncome: N
  /// Line 13b: Schedule 1-A (its modified AGI is line 11).
  public let schedule1A: Schedule1AWorksheet<N>
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
    businessIncome: N, totalIncome: N, adjustments: AdjustmentsWorksheet<N>, adjustedGrossIncome: N,
    schedule1A: Schedule1AWorksheet<N>, notices: [InputDiagnostic],
    retirement: RetirementIncomeWorksheet<N>? = nil, benefitsAndInterest: BenefitsAndInterest<N> = BenefitsAndInterest(),
    socialSecurity: SocialSecurityBenefitsWorksheet<N>? = nil, rentalRealEstate: PassiveActivityLossWorksheet<N>? = nil,
    dependentCareBenefits: DependentCareBenefitsWorksheet<N>? = nil
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
    self.schedule1A = schedule1A
    self.retirement = retirement
    self.socialSecurity = socialSecurity
    self.rentalRealEstate = rentalRealEstate
    self.dependentCareBenefits = dependentCareBenefits
    super.init(
      members: Form1040IncomeWorksheetMembers(
        scheduleD: scheduleD, adjustments: adjustments, benefitsAndInterest: benefitsAndInterest))
  }
}

/// ``Form1040IncomeWorksheet``'s members of generic struct types (see ``GenericMembersHolder``).
public struct Form1040IncomeWorksheetMembers<N: TaxNumber>: Sendable {
  let scheduleD: ScheduleDWorksheet<N>
  let adjustments: AdjustmentsWorksheet<N>
  let benefitsAndInterest: BenefitsAndInterest<N>
}

extension Form1040IncomeWorksheet {
  /// The same lines with Schedule D as worked out later (its carryover to next year, which needs
  /// taxable income).
  func with(scheduleD: ScheduleDWorksheet<N>) -> Form1040IncomeWorksheet<N> {
    Form1040IncomeWorksheet(
      wages: wages, taxableInterest: taxableInterest, qualifiedDividends: qualifiedDividends, ordinaryDividends: ordinaryDividends,
      iraDistributions: iraDistributions, scheduleD: scheduleD, businesses: businesses, selfEmployment: selfEmployment,
      businessIncome: businessIncome, totalIncome: totalIncome, adjustments: adjustments, adjustedGrossIncome: adjustedGrossIncome,
      schedule1A: schedule1A, notices: notices, retirement: retirement, benefitsAndInterest: benefitsAndInterest, socialSecurity: socialSecurity,
      rentalRealEstate: rentalRealEstate, dependentCareBenefits: dependentCareBenefits)
  }
}
