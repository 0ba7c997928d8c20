/// A value for each filing status: tables cannot lack one, so lookups cannot fail.
public struct ByFilingStatus<Value: Sendable>: Sendable {
  public var single: Value
  public var marriedFilingJointly: Value

  public init(single: Value, marriedFilingJointly: Value) {
    self.single = single
    self.marriedFilingJointly = marriedFilingJointly
  }

  public subscript(status: FilingStatus) -> Value {
    switch status {
    case .single: return single
    case .marriedFilingJointly: return marriedFilingJointly
    }
  }
}
