/// The income the federal calculation starts from (`FederalIncomeBreakdown`). The detail fields are
/// optional because the web app's own tests pass them out: in JavaScript they are then
/// `undefined`, which the result carries through (and arithmetic on it gives NaN).
public struct FederalIncomeBreakdown<N: TaxNumber>: Sendable {
  /// Wages, non-qualified dividends, interest, Roth conversions and the allowed capital loss,
  /// after business expenses.
  public var ordinaryIncome: N
  public var qualifiedDividends: N
  public var longTermCapitalGains: N
  public var shortTermCapitalGains: N
  public var wages: N?
  public var interestIncome: N?
  public var ordinaryDividends: N?
  public var capitalLossDeduction: N?
  public var rothConversion: N?

  public init(
    ordinaryIncome: N, qualifiedDividends: N, longTermCapitalGains: N, shortTermCapitalGains: N,
    wages: N? = nil, interestIncome: N? = nil, ordinaryDividends: N? = nil, capitalLossDeduction: N? = nil,
    rothConversion: N? = nil
  ) {
    self.ordinaryIncome = ordinaryIncome
    self.qualifiedDividends = qualifiedDividends
    self.longTermCapitalGains = longTermCapitalGains
    self.shortTermCapitalGains = shortTermCapitalGains
    self.wages = wages
    self.interestIncome = interestIncome
    self.ordinaryDividends = ordinaryDividends
    self.capitalLossDeduction = capitalLossDeduction
    self.rothConversion = rothConversion
  }
}

/// The parts of federal income, as the Summary step lists them (`FederalIncomeComponents`).
public struct FederalIncomeComponents<N: TaxNumber>: Sendable {
  public var wages: N?
  public var nonQualifiedDividends: N
  public var interestIncome: N?
  public var shortTermGains: N
  public var longTermGains: N
  public var qualifiedDividends: N
  /// Zero or negative: the net capital loss allowed against other income.
  public var capitalLossDeduction: N?
  public var rothConversion: N?
  /// Ordinary income plus short-term gains.
  public var totalOrdinaryIncome: N
  /// Ordinary income less the deduction, never negative: what the ordinary brackets tax.
  public var ordinaryTaxableIncome: N
}

/// The federal result (`FederalTaxResult`).
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class FederalTaxResult<N: TaxNumber>:
  GenericMembersHolder<FederalTaxResultMembers<N>>, @unchecked Sendable
{
  /// Income after the deduction (Form 1040, line 15).
  public let taxableIncome: N
  /// Tax on ordinary income, whole dollars.
  public let ordinaryIncomeTax: N
  /// Tax on qualified dividends and long-term gains, whole dollars.
  public let capitalGainsTax: N
  /// Whole dollars, before withholding and payments.
  public let totalTax: N
  public var deduction: DeductionInfo<N> { members.deduction }
  /// Positive: owed; negative: overpaid. Whole dollars.
  public let owedOrRefund: N
  /// Percent of total income.
  public let effectiveRate: N
  public var incomeComponents: FederalIncomeComponents<N> { members.incomeComponents }
  public let ordinaryTaxBrackets: [TaxBracketDetail<N>]
  public let capitalGainsBrackets: [TaxBracketDetail<N>]
  /// From ordinary taxable income.
  public var nextBracketInfo: NextBracketInfo<N> { members.nextBracketInfo }
  /// The taxes the web app leaves out, each nil under its rules (and then absent from the JSON).
  public let currentLaw: FederalCurrentLawTaxes<N>?

  public init(
    taxableIncome: N, ordinaryIncomeTax: N, capitalGainsTax: N, totalTax: N, deduction: DeductionInfo<N>, owedOrRefund: N,
    effectiveRate: N, incomeComponents: FederalIncomeComponents<N>, ordinaryTaxBrackets: [TaxBracketDetail<N>],
    capitalGainsBrackets: [TaxBracketDetail<N>], nextBracketInfo: NextBracketInfo<N>, currentLaw: FederalCurrentLawTaxes<N>?
  ) {
    self.taxableIncome = taxableIncome
    self.ordinaryIncomeTax = ordinaryIncomeTax
    self.capitalGainsTax = capitalGainsTax
    self.totalTax = totalTax
    self.owedOrRefund = owedOrRefund
    self.effectiveRate = effectiveRate
    self.ordinaryTaxBrackets = ordinaryTaxBrackets
    self.capitalGainsBrackets = capitalGainsBrackets
    self.currentLaw = currentLaw
    super.init(
      members: FederalTaxResultMembers(
        deduction: deduction, incomeComponents: incomeComponents, nextBracketInfo: nextBracketInfo))
  }
}

/// ``FederalTaxResult``'s members of generic struct types (see ``GenericMembersHolder``).
public struct FederalTaxResultMembers<N: TaxNumber>: Sendable {
  let deduction: DeductionInfo<N>
  let incomeComponents: FederalIncomeComponents<N>
  let nextBracketInfo: NextBracketInfo<N>
}

/// The federal figures of the current-law rules beyond the web app's, each included in
/// ``FederalTaxResult/totalTax`` (the withholding in ``FederalTaxResult/owedOrRefund``). A class,
/// so that a result under the web app's rules carries one nil reference.
public final class FederalCurrentLawTaxes<N: TaxNumber>: Sendable {
  /// Form 1040 line 16: the tax on taxable income (the Tax Table below its ceiling; the capital gains
  /// worksheet when there are qualified dividends or gains).
  public let regularTax: N
  /// Form 6251.
  public let alternativeMinimumTax: N
  /// Form 8960.
  public let netInvestmentIncomeTax: N
  /// Form 8959 line 18.
  public let additionalMedicareTax: N
  /// Form 8959 line 24: what employers withheld of it, a payment like income tax withholding.
  public let additionalMedicareTaxWithheld: N
  /// Adjusted gross income (Form 1040 line 11).
  public let adjustedGrossIncome: N
  /// Schedule 1-A: the senior deduction, taken off AGI besides the deduction (line 13b).
  public let seniorDeduction: N
  /// Line 19: the child tax credit and the credit for other dependents, within the tax.
  public let childTaxCredit: N
  /// Line 28: the refundable additional child tax credit, a payment like withholding.
  public let additionalChildTaxCredit: N
  /// Schedule SE (Schedule 2 line 4), in the total tax.
  public let selfEmploymentTax: N
  /// Line 13a: the qualified business income deduction.
  public let qualifiedBusinessIncomeDeduction: N
  /// Schedule 3 line 4 (Form 8880): the saver's credit, within the tax.
  public let saversCredit: N
  /// Schedule 2 line 8 (Form 5329 line 4): the additional tax on early distributions, in the total tax.
  public let additionalTaxOnEarlyDistributions: N
  /// Line 25b: federal income tax withheld on Forms SSA-1099 and 1099-G, a payment like the W-2
  /// withholding of line 25a.
  public let withheldOnForms1099: N
  /// Schedule 3 line 1 (Form 1116): the foreign tax credit, within the tax.
  public let foreignTaxCredit: N
  /// Line 27: the refundable earned income credit, a payment like withholding.
  public let earnedIncomeCredit: N
  /// Line 29: the refundable part of the American opportunity credit (Form 8863 line 8).
  public let americanOpportunityCredit: N
  /// The refundable credits Form 2210 line 3 subtracts from the tax: lines 27, 28 and 29.
  public var refundableCredits: N { earnedIncomeCredit + additionalChildTaxCredit + americanOpportunityCredit }

  init(
    regularTax: N, alternativeMinimumTax: N, netInvestmentIncomeTax: N, additionalMedicareTax: N, additionalMedicareTaxWithheld: N,
    adjustedGrossIncome: N, seniorDeduction: N, childTaxCredit: N, additionalChildTaxCredit: N, selfEmploymentTax: N,
    qualifiedBusinessIncomeDeduction: N, saversCredit: N, additionalTaxOnEarlyDistributions: N = .zero, withheldOnForms1099: N = .zero,
    foreignTaxCredit: N = .zero, earnedIncomeCredit: N = .zero, americanOpportunityCredit: N = .zero
  ) {
    self.earnedIncomeCredit = earnedIncomeCredit
    self.americanOpportunityCredit = americanOpportunityCredit
    self.saversCredit = saversCredit
    self.additionalTaxOnEarlyDistributions = additionalTaxOnEarlyDistributions
    self.withheldOnForms1099 = withheldOnForms1099
    self.foreignTaxCredit = foreignTaxCredit
    self.selfEmploymentTax = selfEmploymentTax
    self.qualifiedBusinessIncomeDeduction = qualifiedBusinessIncomeDeduction
    self.seniorDeduction = seniorDeduction
    self.childTaxCredit = childTaxCredit
    self.additionalChildTaxCredit = additionalChildTaxCredit
    self.regularTax = regularTax
    self.alternativeMinimumTax = alternativeMinimumTax
    self.netInvestmentIncomeTax = netInvestmentIncomeTax
    self.additionalMedicareTax = additionalMedicareTax
    self.additionalMedicareTaxWithheld = additionalMedicareTaxWithheld
    self.adjustedGrossIncome = adjustedGrossIncome
  }
}
