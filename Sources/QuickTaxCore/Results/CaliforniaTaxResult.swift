/// The California result (`CaliforniaTaxResult`).
public struct CaliforniaTaxResult<N: TaxNumber>: Sendable {
  public var taxableIncome: N
  /// Tax from the rate schedule, whole dollars.
  public var baseTax: N
  /// The mental health services tax on taxable income above its threshold, whole dollars.
  public var mentalHealthTax: N
  public var totalTax: N
  public var deduction: DeductionInfo<N>
  public var owedOrRefund: N
  public var effectiveRate: N
  public var taxBrackets: [TaxBracketDetail<N>]
  public var nextBracketInfo: NextBracketInfo<N>
  /// Taxable income still below the mental health tax threshold; nil at or above it.
  public var distanceToMentalHealthTax: N?
  /// Form 540 line 32, the exemption credits after their phase-out, subtracted from `baseTax` in
  /// `totalTax`; nil under the web app's rules (which have none).
  public var exemptionCredits: N?
  /// Form 540 line 61 (Schedule P), in `totalTax`; nil under the web app's rules.
  public var alternativeMinimumTax: N? = nil
}
