/// The California result (`CaliforniaTaxResult`).
/// A class, read-only once made (see ``TaxCalculationResult``).
public final class CaliforniaTaxResult<N: TaxNumber>: Sendable {
  public let taxableIncome: N
  /// Tax from the rate schedule, whole dollars.
  public let baseTax: N
  /// The mental health services tax on taxable income above its threshold, whole dollars.
  public let mentalHealthTax: N
  public let totalTax: N
  public let deduction: DeductionInfo<N>
  public let owedOrRefund: N
  public let effectiveRate: N
  public let taxBrackets: [TaxBracketDetail<N>]
  public let nextBracketInfo: NextBracketInfo<N>
  /// Taxable income still below the mental health tax threshold; nil at or above it.
  public let distanceToMentalHealthTax: N?
  /// Form 540 line 32, the exemption credits after their phase-out, subtracted from `baseTax` in
  /// `totalTax`; nil under the web app's rules (which have none).
  public let exemptionCredits: N?
  /// Form 540 line 61 (Schedule P), in `totalTax`; nil under the web app's rules.
  public let alternativeMinimumTax: N?

  public init(
    taxableIncome: N, baseTax: N, mentalHealthTax: N, totalTax: N, deduction: DeductionInfo<N>, owedOrRefund: N,
    effectiveRate: N, taxBrackets: [TaxBracketDetail<N>], nextBracketInfo: NextBracketInfo<N>, distanceToMentalHealthTax: N?,
    exemptionCredits: N?, alternativeMinimumTax: N? = nil
  ) {
    self.taxableIncome = taxableIncome
    self.baseTax = baseTax
    self.mentalHealthTax = mentalHealthTax
    self.totalTax = totalTax
    self.deduction = deduction
    self.owedOrRefund = owedOrRefund
    self.effectiveRate = effectiveRate
    self.taxBrackets = taxBrackets
    self.nextBracketInfo = nextBracketInfo
    self.distanceToMentalHealthTax = distanceToMentalHealthTax
    self.exemptionCredits = exemptionCredits
    self.alternativeMinimumTax = alternativeMinimumTax
  }
}
