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

  public init() {}

  /// The federal payment made for a quarter ("Q1"…"Q4"); empty for any other label.
  public func federalPayment(quarter: String) -> InputText {
    switch quarter {
    case "Q1": return federalQ1
    case "Q2": return federalQ2
    case "Q3": return federalQ3
    case "Q4": return federalQ4
    default: return .empty
    }
  }

  /// The California payment made for an installment ("Q1", "Q2", "Q4"); empty for any other.
  public func californiaPayment(quarter: String) -> InputText {
    switch quarter {
    case "Q1": return californiaQ1
    case "Q2": return californiaQ2
    case "Q4": return californiaQ4
    default: return .empty
    }
  }
}
