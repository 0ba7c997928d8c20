/// Which deduction a calculation used, and how much (`DeductionInfo` in `src/types/index.ts`).
public struct DeductionInfo<N: TaxNumber>: Sendable {
  public enum Kind: String, Sendable, CaseIterable {
    case standard
    case itemized
  }

  public var type: Kind
  public var amount: N

  public init(type: Kind, amount: N) {
    self.type = type
    self.amount = amount
  }
}
