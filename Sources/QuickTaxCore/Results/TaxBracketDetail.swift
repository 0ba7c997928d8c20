/// The income taxed in one bracket and the tax on it, rounded to whole dollars
/// (`TaxBracketDetail` in `src/calculators/utils/taxBrackets.ts`).
public struct TaxBracketDetail<N: TaxNumber>: Sendable {
  public var bracket: TaxBracket<N>
  public var taxableInBracket: N
  /// `Math.round` of the bracket's tax: for display, the total is rounded separately.
  public var taxForBracket: N
}

/// Progressive tax with its bracket-by-bracket detail.
public struct ProgressiveTaxResult<N: TaxNumber>: Sendable {
  /// Rounded to cents.
  public var totalTax: N
  public var bracketDetails: [TaxBracketDetail<N>]
}

/// Where taxable income sits in the brackets (`NextBracketInfo`).
public struct NextBracketInfo<N: TaxNumber>: Sendable {
  public var currentRate: N
  /// Nil in the top bracket.
  public var nextRate: N?
  /// Income until the next bracket starts; nil in the top bracket.
  public var distanceToNextBracket: N?
  /// `Infinity` in the top bracket.
  public var currentBracketMax: N
}
