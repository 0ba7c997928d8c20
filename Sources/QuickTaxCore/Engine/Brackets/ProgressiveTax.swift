extension TaxEngine {
  /// Tax on `income` through progressive brackets, rounded to cents.
  /// Ports `calculateProgressiveTax` (src/calculators/utils/taxBrackets.ts).
  public func calculateProgressiveTax(_ income: N, brackets: [TaxBracket<N>]) -> N {
    var tax = N.zero
    var remainingIncome = income
    for bracket in brackets {
      if remainingIncome <= .zero { break }
      let taxableInBracket = jsMin(remainingIncome, bracket.max - bracket.min)
      tax += taxableInBracket * bracket.rate
      remainingIncome -= taxableInBracket
    }
    return (tax * N(100)).jsRounded() / N(100)
  }

  /// Tax on `income` with the income and tax of each bracket it reaches (bracket tax rounded to
  /// dollars for display; the total rounded to cents from the unrounded parts).
  /// Ports `calculateProgressiveTaxWithDetails` (src/calculators/utils/taxBrackets.ts).
  public func calculateProgressiveTaxWithDetails(_ income: N, brackets: [TaxBracket<N>]) -> ProgressiveTaxResult<N> {
    var remainingIncome = income
    var totalTax = N.zero
    var bracketDetails: [TaxBracketDetail<N>] = []
    bracketDetails.reserveCapacity(brackets.count)
    for bracket in brackets {
      if remainingIncome <= .zero { break }
      let taxableInBracket = jsMin(remainingIncome, bracket.max - bracket.min)
      let taxForBracket = taxableInBracket * bracket.rate
      if taxableInBracket > .zero {
        bracketDetails.append(
          TaxBracketDetail(bracket: bracket, taxableInBracket: taxableInBracket, taxForBracket: taxForBracket.jsRounded()))
      }
      totalTax += taxForBracket
      remainingIncome -= taxableInBracket
    }
    return ProgressiveTaxResult(totalTax: (totalTax * N(100)).jsRounded() / N(100), bracketDetails: bracketDetails)
  }
}
