/// The household as the web app's state JSON: every field, every amount as text.
extension Household: JSONRepresentable {
  public var json: JSONValue {
    var object = JSONObject()
    object.append("taxYear", .number(JSONNumber(Double(taxYear))))
    object.append("filingStatus", .string(filingStatus.rawValue))
    object.append("includeCaliforniaTax", .bool(includeCaliforniaTax))
    object.append("deductions", Household.record(deductions, DeductionsData.fields))
    object.append("userIncome", userIncome.json)
    object.append("spouseIncome", spouseIncome.json)
    object.append("estimatedPayments", Household.record(estimatedPayments, EstimatedPaymentsData.fields))
    return .object(object)
  }

  static func record<Root>(_ root: Root, _ fields: [InputField<Root>]) -> JSONValue {
    var object = JSONObject()
    for field in fields { object.append(field.key, .string(root[keyPath: field.keyPath].text)) }
    return .object(object)
  }
}

extension IncomeData: JSONRepresentable {
  public var json: JSONValue {
    guard case .object(var object) = Household.record(self, IncomeData.fields) else { return .null }
    object.append("futureRSUVests", .array(futureRSUVests.map { Household.record($0, FutureRSUVest.fields) }))
    return .object(object)
  }
}

/// Codable through the same reading as ``HouseholdDecoder`` in web-compatible mode: the JSON state
/// the web app keeps, or its local-storage export.
extension Household: Codable {
  public init(from decoder: any Decoder) throws {
    let document = HouseholdDecoder(reading: .webCompatible).decode(try JSONValue(from: decoder))
    guard let household = document.household else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: document.diagnostics.errors.map(\.description).joined(separator: "; ")))
    }
    self = household
  }

  public func encode(to encoder: any Encoder) throws { try json.encode(to: encoder) }
}
