/// Investment income as entered (`investmentIncome` of `aggregateIndividualIncome`).
public struct InvestmentIncome<N: TaxNumber>: Sendable {
  public var ordinaryDividends: N
  public var qualifiedDividends: N
  public var interestIncome: N
  public var shortTermGains: N
  public var longTermGains: N
}

/// Federal and state income tax withheld.
public struct Withholdings<N: TaxNumber>: Sendable {
  public var federal: N
  public var state: N
}

/// One person's or the household's income for the year (`aggregateIndividualIncome`,
/// `HouseholdIncomeAggregation`).
public struct IncomeAggregation<N: TaxNumber>: Sendable {
  /// Wages, investment income (qualified dividends counted once, inside ordinary dividends) and
  /// Roth conversions, before the capital loss limit and business expenses.
  public var totalIncome: N
  public var investmentIncome: InvestmentIncome<N>
  /// Year-to-date wages plus projected wages.
  public var wageIncome: N
  public var rothConversion: N
  public var totalWithholdings: Withholdings<N>
}

/// Projected income for the rest of the year and the tax withheld from it (`calculateFutureIncome`).
public struct FutureIncome<N: TaxNumber>: Sendable {
  public var totalWage: N
  public var totalFederalWithhold: N
  public var totalStateWithhold: N
}
