extension TaxEngine {
  /// The bracket `taxableIncome` falls in and how far it is from the next one (an income exactly
  /// at a bracket's top belongs to that bracket, 0 from the next).
  /// Ports `calculateDistanceToNextBracket` (src/calculators/utils/taxBrackets.ts).
  public func calculateDistanceToNextBracket(_ taxableIncome: N, brackets: [TaxBracket<N>]) -> NextBracketInfo<N> {
    if taxableIncome <= .zero || brackets.isEmpty {
      return NextBracketInfo(
        currentRate: brackets.first?.rate ?? .zero,
        nextRate: brackets.count > 1 ? brackets[1].rate : nil,
        distanceToNextBracket: brackets.first?.max,
        currentBracketMax: brackets.first?.max ?? .zero)
    }
    for (index, bracket) in brackets.enumerated() where taxableIncome <= bracket.max {
      let nextBracket = index < brackets.count - 1 ? brackets[index + 1] : nil
      return NextBracketInfo(
        currentRate: bracket.rate,
        nextRate: nextBracket?.rate,
        distanceToNextBracket: bracket.max == .infinity ? nil : bracket.max - taxableIncome,
        currentBracketMax: bracket.max)
    }
    // Above every bracket: only reachable when the top bracket is not open-ended (or income is NaN
    // against finite tops, where every comparison is false).
    let lastBracket = brackets[brackets.count - 1]
    return NextBracketInfo(
      currentRate: lastBracket.rate, nextRate: nil, distanceToNextBracket: nil, currentBracketMax: lastBracket.max)
  }
}
