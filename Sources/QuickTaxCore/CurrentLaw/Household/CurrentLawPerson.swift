/// One person's inputs as current law reads them (`userIncome`, `spouseIncome`), beyond the web
/// app's income (wages, withholding, investments: `aggregateHouseholdIncomeWorksheet`, which the
/// return takes beside the household). An amount that may be left out, and whose absence the
/// forms tell apart from zero, is optional.
///
/// A class, read-only once made: copied as one reference (a copy of a struct this size went field
/// by field through its generic type's metadata), its members of types built from `N` kept apart.
public final class CurrentLawPerson<N: TaxNumber>: GenericMembersHolder<CurrentLawPersonMembers<N>>,
  @unchecked Sendable
{
  // Schedule C and Form 8995.
  public let selfEmploymentReceipts: N
  public let selfEmploymentExpenses: N
  public let specifiedServiceBusiness: Bool
  public let businessW2WagesPaid: N
  public let businessPropertyUBIA: N
  // Schedule 1 Part II.
  public let hsaContributions: N
  public let hsaFamilyCoverage: Bool
  public let sepContributions: N
  public let solo401kDeferrals: N
  public let selfEmployedHealthInsurance: N
  public let iraContributions: N
  public let coveredByWorkplacePlan: Bool
  public let otherRetirementContributions: N
  public let studentLoanInterest: N
  /// Form 2441 Part III (W-2 box 10).
  public var dependentCareBenefits: N? { members.dependentCareBenefits }
  /// Schedule 1-A Parts II and III.
  public var qualifiedTips: N? { members.qualifiedTips }
  public var qualifiedOvertime: N? { members.qualifiedOvertime }
  /// SSA-1099, 1099-G and 1099-INT boxes 3 and 8; `hasBenefitsOrInterest` is false when none of
  /// them is given (all zero then).
  public let hasBenefitsOrInterest: Bool
  public let socialSecurityBenefits: N
  public let socialSecurityWithheld: N
  public let unemploymentCompensation: N
  public let unemploymentWithheld: N
  public let treasuryInterest: N
  public let taxExemptInterest: N
  public let taxExemptInterestOtherStates: N
  /// Form 1116 lines 1a and 8.
  public var foreignTaxPaid: N? { members.foreignTaxPaid }
  public var foreignSourceIncome: N? { members.foreignSourceIncome }
  /// Last December 31's IRA balance, for the required minimum distribution.
  public var iraBalancePriorYearEnd: N? { members.iraBalancePriorYearEnd }
  /// SDI (or VPDI) withheld to date; nil for the statutory rate on the year's wages.
  public var ytdCaliforniaSDIWithheld: N? { members.ytdCaliforniaSDIWithheld }
  public var incentiveStockOptions: [IncentiveStockOptionAmount<N>] { members.incentiveStockOptions }
  public var retirementDistributions: [RetirementDistributionAmounts<N>] { members.retirementDistributions }
  public var rentalProperties: [RentalPropertyAmounts<N>] { members.rentalProperties }

  init(
    selfEmploymentReceipts: N, selfEmploymentExpenses: N, specifiedServiceBusiness: Bool,
    businessW2WagesPaid: N, businessPropertyUBIA: N, hsaContributions: N, hsaFamilyCoverage: Bool,
    sepContributions: N, solo401kDeferrals: N, selfEmployedHealthInsurance: N, iraContributions: N,
    coveredByWorkplacePlan: Bool, otherRetirementContributions: N, studentLoanInterest: N,
    dependentCareBenefits: N?, qualifiedTips: N?, qualifiedOvertime: N?, hasBenefitsOrInterest: Bool,
    socialSecurityBenefits: N, socialSecurityWithheld: N, unemploymentCompensation: N,
    unemploymentWithheld: N, treasuryInterest: N, taxExemptInterest: N, taxExemptInterestOtherStates: N,
    foreignTaxPaid: N?, foreignSourceIncome: N?, iraBalancePriorYearEnd: N?, ytdCaliforniaSDIWithheld: N?,
    incentiveStockOptions: [IncentiveStockOptionAmount<N>],
    retirementDistributions: [RetirementDistributionAmounts<N>], rentalProperties: [RentalPropertyAmounts<N>]
  ) {
    self.selfEmploymentReceipts = selfEmploymentReceipts
    self.selfEmploymentExpenses = selfEmploymentExpenses
    self.specifiedServiceBusiness = specifiedServiceBusiness
    self.businessW2WagesPaid = businessW2WagesPaid
    self.businessPropertyUBIA = businessPropertyUBIA
    self.hsaContributions = hsaContributions
    self.hsaFamilyCoverage = hsaFamilyCoverage
    self.sepContributions = sepContributions
    self.solo401kDeferrals = solo401kDeferrals
    self.selfEmployedHealthInsurance = selfEmployedHealthInsurance
    self.iraContributions = iraContributions
    self.coveredByWorkplacePlan = coveredByWorkplacePlan
    self.otherRetirementContributions = otherRetirementContributions
    self.studentLoanInterest = studentLoanInterest
    self.hasBenefitsOrInterest = hasBenefitsOrInterest
    self.socialSecurityBenefits = socialSecurityBenefits
    self.socialSecurityWithheld = socialSecurityWithheld
    self.unemploymentCompensation = unemploymentCompensation
    self.unemploymentWithheld = unemploymentWithheld
    self.treasuryInterest = treasuryInterest
    self.taxExemptInterest = taxExemptInterest
    self.taxExemptInterestOtherStates = taxExemptInterestOtherStates
    super.init(
      members: CurrentLawPersonMembers(
        dependentCareBenefits: dependentCareBenefits, qualifiedTips: qualifiedTips,
        qualifiedOvertime: qualifiedOvertime, foreignTaxPaid: foreignTaxPaid,
        foreignSourceIncome: foreignSourceIncome, iraBalancePriorYearEnd: iraBalancePriorYearEnd,
        ytdCaliforniaSDIWithheld: ytdCaliforniaSDIWithheld, incentiveStockOptions: incentiveStockOptions,
        retirementDistributions: retirementDistributions, rentalProperties: rentalProperties))
  }
}

/// ``CurrentLawPerson``'s members of types built from `N` (see ``GenericMembersHolder``).
public struct CurrentLawPersonMembers<N: TaxNumber>: Sendable {
  let dependentCareBenefits: N?
  let qualifiedTips: N?
  let qualifiedOvertime: N?
  let foreignTaxPaid: N?
  let foreignSourceIncome: N?
  let iraBalancePriorYearEnd: N?
  let ytdCaliforniaSDIWithheld: N?
  let incentiveStockOptions: [IncentiveStockOptionAmount<N>]
  let retirementDistributions: [RetirementDistributionAmounts<N>]
  let rentalProperties: [RentalPropertyAmounts<N>]
}

/// One incentive stock option exercise: Form 6251 line 2i, in the period of its day.
public struct IncentiveStockOptionAmount<N: TaxNumber>: Sendable {
  /// The exercise date's day number (days from 1970-01-01).
  public internal(set) var day: Int
  public internal(set) var bargainElement: N
}

/// One Form 1099-R.
public struct RetirementDistributionAmounts<N: TaxNumber>: Sendable {
  /// An IRA distribution (Form 1040 lines 4a–4b), else a pension or annuity (lines 5a–5b).
  public internal(set) var isIRA: Bool
  /// The distribution date's day number; nil when not given (received evenly by month).
  public internal(set) var day: Int?
  /// Box 2a, box 4, box 14.
  public internal(set) var taxableAmount: N
  public internal(set) var federalWithheld: N
  public internal(set) var stateWithheld: N
  public internal(set) var qualifiedCharitableDistribution: N
  /// Box 7 code 1 (Form 5329 line 1), and an exception to the additional tax (line 2).
  public internal(set) var earlyDistribution: Bool
  public internal(set) var earlyDistributionException: Bool
  /// A pension of New York State, its local governments or the federal government (IT-201 line 26).
  public internal(set) var governmentPension: Bool = false
}

/// One rental property of Schedule E Part I.
public struct RentalPropertyAmounts<N: TaxNumber>: Sendable {
  /// The property's label, as entered.
  public internal(set) var id: String
  /// The year's net income, negative for a loss.
  public internal(set) var netIncome: N
  /// Form 8582 Worksheet 1 (true) or 2.
  public internal(set) var activelyParticipates: Bool
  public internal(set) var priorYearUnallowedLoss: N
  /// FTB 3801's own prior-year loss; nil for the federal one.
  public internal(set) var californiaPriorYearUnallowedLoss: N?
}
