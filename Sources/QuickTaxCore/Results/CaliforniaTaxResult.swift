/// The California result (`CaliforniaTaxResult`).
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class CaliforniaTaxResult<N: TaxNumber>: Sendable {
  public let taxableIncome: N
  /// Tax from the rate schedule, whole dollars.
  public let baseTax: N
  /// The mental health services tax on taxable income above its threshold, whole dollars.
  public let mentalHealthTax: N
  public let totalTax: N
  public var deduction: DeductionInfo<N> { generic.deduction }
  public let owedOrRefund: N
  public let effectiveRate: N
  public let taxBrackets: [TaxBracketDetail<N>]
  public var nextBracketInfo: NextBracketInfo<N> { generic.nextBracketInfo }
  /// Taxable income still below the mental health tax threshold; nil at or above it.
  public var distanceToMentalHealthTax: N? { generic.distanceToMentalHealthTax }
  /// Form 540 line 32, the exemption credits after their phase-out, subtracted from `baseTax` in
  /// `totalTax`; nil under the web app's rules (which have none).
  public var exemptionCredits: N? { generic.exemptionCredits }
  /// Form 540 line 61 (Schedule P), in `totalTax`; nil under the web app's rules.
  public var alternativeMinimumTax: N? { generic.alternativeMinimumTax }

  /// The members of generic types (optionals of N among them), held as one: releasing a generic class looks up the
  /// run-time metadata of each generic type among its members (hundreds of instructions each, on
  /// every household), once for this instead of once for each.
  private let generic: GenericMembers
  private struct GenericMembers: Sendable {
    let deduction: DeductionInfo<N>
    let nextBracketInfo: NextBracketInfo<N>
    let distanceToMentalHealthTax: N?
    let exemptionCredits: N?
    let alternativeMinimumTax: N?
  }

  public init(
    taxableIncome: N, baseTax: N, mentalHealthTax: N, totalTax: N, deduction: DeductionInfo<N>, owedOrRefund: N,
    effectiveRate: N, taxBrackets: [TaxBracketDetail<N>], nextBracketInfo: NextBracketInfo<N>, distanceToMentalHealthTax: N?,
    exemptionCredits: N?, alternativeMinimumTax: N? = nil
  ) {
    self.taxableIncome = taxableIncome
    self.baseTax = baseTax
    self.mentalHealthTax = mentalHealthTax
    self.totalTax = totalTax
    generic = GenericMembers(
      deduction: deduction, nextBracketInfo: nextBracketInfo, distanceToMentalHealthTax: distanceToMentalHealthTax,
      exemptionCredits: exemptionCredits, alternativeMinimumTax: alternativeMinimumTax)
    self.owedOrRefund = owedOrRefund
    self.effectiveRate = effectiveRate
    self.taxBrackets = taxBrackets
  }
}
