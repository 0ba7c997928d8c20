extension TaxEngine {
  /// The tax on `taxableIncome` as a return figures it: below the table's ceiling, the rate
  /// schedule's tax on the middle of the income's row, rounded to the dollar (Form 1040 line 16
  /// and the capital gains worksheet's lines 22 and 24; Form 540 line 31); from the ceiling up,
  /// the rate schedule itself.
  public func taxByTableOrSchedule(_ taxableIncome: N, brackets: [TaxBracket<N>], table: TaxTableRule<N>) -> (tax: N, fromTable: Bool) {
    guard taxableIncome > .zero else { return (.zero, taxableIncome < table.ceiling) }
    guard let middle = table.rowMiddle(of: taxableIncome) else {
      return (rateScheduleTax(taxableIncome, brackets: brackets).roundedToCents, false)
    }
    return (rateScheduleTax(middle, brackets: brackets).jsRounded(), true)
  }

  /// The rate schedule's tax, unrounded (the Tax Computation Worksheet keeps cents: its caller
  /// rounds to them).
  func rateScheduleTax(_ income: N, brackets: [TaxBracket<N>]) -> N {
    var tax = N.zero
    for bracket in brackets where income > bracket.min {
      tax += (jsMin(income, bracket.max) - bracket.min) * bracket.rate
    }
    return tax
  }
}

/// The bracket figures a current-law return shows, in dollars and cents: its taxable income is in
/// cents, and a difference of two amounts in cents carries a binary tail (28,142.820000000007)
/// that no form line has. The web app's rule set shows its own figures as it computes them.
extension Array {
  func inCents<N: TaxNumber>() -> [TaxBracketDetail<N>] where Element == TaxBracketDetail<N> {
    map { TaxBracketDetail(bracket: $0.bracket, taxableInBracket: $0.taxableInBracket.roundedToCents, taxForBracket: $0.taxForBracket) }
  }
}

extension NextBracketInfo {
  var inCents: NextBracketInfo {
    var info = self
    info.distanceToNextBracket = distanceToNextBracket?.roundedToCents
    return info
  }
}
