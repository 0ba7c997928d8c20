extension TaxEngine {
  /// The tax on `taxableIncome` as a return figures it: below the table's ceiling, the rate
  /// schedule's tax on the middle of the income's row, rounded to the dollar (Form 1040 line 16
  /// and the capital gains worksheet's lines 22 and 24; Form 540 line 31); from the ceiling up,
  /// the rate schedule itself.
  public func taxByTableOrSchedule(_ taxableIncome: N, brackets: [TaxBracket<N>], table: TaxTableRule<N>) -> (tax: N, fromTable: Bool) {
    guard taxableIncome > .zero else { return (.zero, taxableIncome < table.ceiling) }
    guard let middle = table.rowMiddle(of: taxableIncome) else {
      return (rateScheduleTax(taxableIncome, brackets: brackets), false)
    }
    return (rateScheduleTax(middle, brackets: brackets).jsRounded(), true)
  }

  /// The rate schedule's tax, unrounded (the Tax Computation Worksheet keeps cents).
  func rateScheduleTax(_ income: N, brackets: [TaxBracket<N>]) -> N {
    var tax = N.zero
    for bracket in brackets where income > bracket.min {
      tax += (jsMin(income, bracket.max) - bracket.min) * bracket.rate
    }
    return tax
  }
}
