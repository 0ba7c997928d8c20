/// Federal itemized deductions line by line (`FederalItemizedDeductionDetails`; Schedule A).
public struct FederalItemizedDeductionDetails<N: TaxNumber>: Sendable {
  public var propertyTax: N
  /// The SALT estimate of California tax, or the other state's tax as entered.
  public var stateIncomeTax: N
  /// Property tax plus state income tax, limited by the SALT cap (Schedule A, line 5e).
  public var saltDeduction: N
  public var saltCapped: Bool
  /// The cap that applied this year, after any phase-out.
  public var saltCap: N
  public var mortgageInterest: N
  public var mortgageBalance: N
  /// Zero when no limit applied (no balance or no loan date).
  public var mortgageLimit: N
  public var effectiveMortgageInterest: N
  public var mortgageLimited: Bool
  public var donations: N
  public var total: N
}

/// California itemized deductions line by line (`CaliforniaItemizedDeductionDetails`).
public struct CaliforniaItemizedDeductionDetails<N: TaxNumber>: Sendable {
  public var propertyTax: N
  public var mortgageInterest: N
  public var mortgageBalance: N
  public var mortgageLimit: N
  public var effectiveMortgageInterest: N
  public var mortgageLimited: Bool
  public var donations: N
  public var total: N
}
