/// A value for each filing status a table covers. The web app's tables cover single and married
/// filing jointly; current law's cover all five. Each table says which it covers (``statuses``),
/// and a household whose status a table does not cover is refused before anything is computed
/// (``TaxYearTables/filingStatuses``, ``UnsupportedHousehold``), so a lookup never needs a value
/// that is not there.
public struct ByFilingStatus<Value: Sendable>: Sendable {
  public var single: Value
  public var marriedFilingJointly: Value
  public var marriedFilingSeparately: Value?
  public var headOfHousehold: Value?
  public var qualifyingSurvivingSpouse: Value?

  public init(
    single: Value, marriedFilingJointly: Value, marriedFilingSeparately: Value? = nil, headOfHousehold: Value? = nil,
    qualifyingSurvivingSpouse: Value? = nil
  ) {
    self.single = single
    self.marriedFilingJointly = marriedFilingJointly
    self.marriedFilingSeparately = marriedFilingSeparately
    self.headOfHousehold = headOfHousehold
    self.qualifyingSurvivingSpouse = qualifyingSurvivingSpouse
  }

  /// The statuses with a value, in ``FilingStatus`` order.
  public var statuses: [FilingStatus] { FilingStatus.allCases.filter { value(for: $0) != nil } }

  /// The value for `status`, nil when the table does not cover it.
  public func value(for status: FilingStatus) -> Value? {
    switch status {
    case .single: return single
    case .marriedFilingJointly: return marriedFilingJointly
    case .marriedFilingSeparately: return marriedFilingSeparately
    case .headOfHousehold: return headOfHousehold
    case .qualifyingSurvivingSpouse: return qualifyingSurvivingSpouse
    }
  }

  /// The value for `status`. Only statuses the table covers reach here (see the type's note); the
  /// single value stands in for one it does not, which the refusal above keeps from being used.
  public subscript(status: FilingStatus) -> Value { value(for: status) ?? single }

  /// The same statuses, each value transformed.
  public func map<T>(_ transform: (Value) -> T) -> ByFilingStatus<T> {
    ByFilingStatus<T>(
      single: transform(single), marriedFilingJointly: transform(marriedFilingJointly),
      marriedFilingSeparately: marriedFilingSeparately.map(transform), headOfHousehold: headOfHousehold.map(transform),
      qualifyingSurvivingSpouse: qualifyingSurvivingSpouse.map(transform))
  }
}
