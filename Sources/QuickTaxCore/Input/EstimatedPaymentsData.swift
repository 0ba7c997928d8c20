/// Estimated tax payments already made, by quarter (`EstimatedPaymentsData`). California has no
/// third installment (FTB Form 540-ES: 30% / 40% / 0% / 30%), so it has no `californiaQ3`.
public struct EstimatedPaymentsData: Sendable, Hashable {
  public var federalQ1: InputText = .empty
  public var federalQ2: InputText = .empty
  public var federalQ3: InputText = .empty
  public var federalQ4: InputText = .empty
  public var californiaQ1: InputText = .empty
  public var californiaQ2: InputText = .empty
  public var californiaQ4: InputText = .empty
  /// New York's four installments (IT-2105), current law only.
  public var newYorkQ1: InputText = .empty
  public var newYorkQ2: InputText = .empty
  public var newYorkQ3: InputText = .empty
  public var newYorkQ4: InputText = .empty

  public init() {}

  /// The federal payment made for quarter 1…4; empty for any other number.
  public func federalPayment(quarter: Int) -> InputText {
    switch quarter {
    case 1: return federalQ1
    case 2: return federalQ2
    case 3: return federalQ3
    case 4: return federalQ4
    default: return .empty
    }
  }

  /// The New York payment made for quarter 1…4; empty for any other number.
  public func newYorkPayment(quarter: Int) -> InputText {
    switch quarter {
    case 1: return newYorkQ1
    case 2: return newYorkQ2
    case 3: return newYorkQ3
    case 4: return newYorkQ4
    default: return .empty
    }
  }

  /// The California payment made for installment quarter 1, 2 or 4; empty for any other.
  public func californiaPayment(quarter: Int) -> InputText {
    switch quarter {
    case 1: return californiaQ1
    case 2: return californiaQ2
    case 4: return californiaQ4
    default: return .empty
    }
  }
}
