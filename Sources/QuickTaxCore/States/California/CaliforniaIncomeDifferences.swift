/// Schedule CA (540) Part I: the federal income California does not tax (column B, subtracted)
/// and the income it taxes that the federal return does not (column C, added), for the incomes
/// of ``BenefitsAndInterest``.
public struct CaliforniaIncomeDifferences<N: TaxNumber>: Sendable {
  /// Line 2, column B: interest on US obligations, which a state may not tax (31 U.S.C. §3124;
  /// R&TC §17143 excludes it).
  public var treasuryInterest: N = .zero
  /// Line 2, column C: interest on bonds of other states and their localities (R&TC §17133 taxes
  /// what is not California's own).
  public var taxExemptInterestOtherStates: N = .zero
  /// Line 6b, column B: the taxable Social Security benefits (R&TC §17087).
  public var socialSecurityBenefits: N = .zero
  /// Line 7, column B: unemployment compensation (R&TC §17083).
  public var unemploymentCompensation: N = .zero

  public init() {}

  /// What California AGI adds to the federal AGI: column C less column B.
  public var total: N { taxExemptInterestOtherStates - treasuryInterest - socialSecurityBenefits - unemploymentCompensation }
}

extension TaxEngine {
  /// The Schedule CA lines for Treasury and other states' interest, Social Security benefits and
  /// unemployment compensation, from the federal return's lines.
  func californiaIncomeDifferences(_ income: Form1040IncomeWorksheet<N>) -> CaliforniaIncomeDifferences<N> {
    let received = income.benefitsAndInterest
    var differences = CaliforniaIncomeDifferences<N>()
    differences.treasuryInterest = received.treasuryInterest
    differences.taxExemptInterestOtherStates = received.taxExemptInterestOtherStates
    differences.socialSecurityBenefits = income.taxableSocialSecurityBenefits
    differences.unemploymentCompensation = received.unemploymentCompensation
    return differences
  }
}
