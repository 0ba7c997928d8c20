/// The California result (`CaliforniaTaxResult`).
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class CaliforniaTaxResult<N: TaxNumber>:
  GenericMembersHolder<CaliforniaTaxResultMembers<N>>, @unchecked Sendable
{
  public let taxableIncome: N
  /// Tax from the rate schedule, whole dollars.
  public let baseTax: N
  /// The mental health services tax on taxable income above its threshold, whole dollars.
  public let mentalHealthTax: N
  public let totalTax: N
  public var deduction: DeductionInfo<N> { members.deduction }
  public let owedOrRefund: N
  public let effectiveRate: N
  public let taxBrackets: [TaxBracketDetail<N>]
  public var nextBracketInfo: NextBracketInfo<N> { members.nextBracketInfo }
  /// Taxable income still below the mental health tax threshold; nil at or above it.
  public var distanceToMentalHealthTax: N? { members.distanceToMentalHealthTax }
  /// Form 540 line 32, the exemption credits after their phase-out, subtracted from `baseTax` in
  /// `totalTax`; nil under the web app's rules (which have none).
  public var exemptionCredits: N? { members.exemptionCredits }
  /// Form 540 line 61 (Schedule P), in `totalTax`; nil under the web app's rules.
  public var alternativeMinimumTax: N? { members.alternativeMinimumTax }
  /// Form 540 lines 75–76 (FTB 3514: CalEITC and the young child tax credit), refundable: in
  /// `owedOrRefund`, not `totalTax`; zero without them.
  public var refundableCredits: N { members.refundableCredits }

  public init(
    taxableIncome: N, baseTax: N, mentalHealthTax: N, totalTax: N, deduction: DeductionInfo<N>, owedOrRefund: N,
    effectiveRate: N, taxBrackets: [TaxBracketDetail<N>], nextBracketInfo: NextBracketInfo<N>, distanceToMentalHealthTax: N?,
    exemptionCredits: N?, alternativeMinimumTax: N? = nil, refundableCredits: N = .zero
  ) {
    self.taxableIncome = taxableIncome
    self.baseTax = baseTax
    self.mentalHealthTax = mentalHealthTax
    self.totalTax = totalTax
    self.owedOrRefund = owedOrRefund
    self.effectiveRate = effectiveRate
    self.taxBrackets = taxBrackets
    super.init(
      members: CaliforniaTaxResultMembers(
        deduction: deduction, nextBracketInfo: nextBracketInfo,
        distanceToMentalHealthTax: distanceToMentalHealthTax, exemptionCredits: exemptionCredits,
        alternativeMinimumTax: alternativeMinimumTax, refundableCredits: refundableCredits))
  }
}

/// ``CaliforniaTaxResult``'s members of generic struct types (see ``GenericMembersHolder``).
public struct CaliforniaTaxResultMembers<N: TaxNumber>: Sendable {
  let deduction: DeductionInfo<N>
  let nextBracketInfo: NextBracketInfo<N>
  let distanceToMentalHealthTax: N?
  let exemptionCredits: N?
  let alternativeMinimumTax: N?
  let refundableCredits: N
}
