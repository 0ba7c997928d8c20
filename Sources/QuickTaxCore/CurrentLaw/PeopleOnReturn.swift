extension Household {
  /// The people on the return: the user, and the spouse on a joint return (one array literal: a
  /// concatenation of two built three arrays on every return).
  func peopleOnReturn(joint: Bool) -> [IncomeData] {
    joint ? [userIncome, spouseIncome] : [userIncome]
  }

  /// The bargain element of the incentive stock options the people on the return exercised: the
  /// AMT adjustment of Form 6251 line 2i and of California's Schedule P, added person by person
  /// in the order entered.
  func incentiveStockOptionBargainElement<N: TaxNumber>(joint: Bool) -> N {
    var total = N.zero
    func add(_ person: IncomeData) {
      for exercise in person.incentiveStockOptions { total += N.parsed(exercise.bargainElement) }
    }
    add(userIncome)
    if joint { add(spouseIncome) }
    return total
  }
}
