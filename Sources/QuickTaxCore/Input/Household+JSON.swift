/// The household as the web app's state JSON: every field, every amount as text.
extension Household: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("taxYear", Double(taxYear))
    sink.field("filingStatus", filingStatus.rawValue)
    // With a residence, California's tax follows the state: the flag is not written beside it.
    if let residence {
      sink.key("residence")
      residence.encode(to: &sink)
    } else {
      sink.field("includeCaliforniaTax", includeCaliforniaTax)
    }
    sink.key("deductions")
    Household.record(deductions, DeductionsData.fields, to: &sink)
    sink.field("userIncome", userIncome)
    sink.field("spouseIncome", spouseIncome)
    sink.key("estimatedPayments")
    Household.record(estimatedPayments, EstimatedPaymentsData.fields, to: &sink)
    sink.key("family")
    Household.record(family, FamilyData.fields, to: &sink, close: false)
    sink.key("students")
    sink.beginArray()
    for student in family.students { Household.record(student, EducationStudent.fields, to: &sink) }
    sink.endArray()
    sink.endObject()
    sink.key("carryovers")
    Household.record(carryovers, CarryoverData.fields, to: &sink)
    sink.endObject()
  }

  /// A record's text fields as an object, in schema order.
  static func record<Root, Sink: JSONSink>(_ root: Root, _ fields: [InputField<Root>], to sink: inout Sink, close: Bool = true) {
    sink.beginObject()
    for field in fields {
      let text = root[keyPath: field.keyPath].text
      // Flags as JSON booleans (false when not given), as a person writes them.
      sink.member(field.key, field.kind == .flag ? JSONValue.bool(text == "true") : JSONValue.string(text))
    }
    if close { sink.endObject() }
  }
}

extension IncomeData: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    Household.record(stored, IncomeData.fields, to: &sink, close: false)
    sink.key("futureRSUVests")
    sink.beginArray()
    for vest in futureRSUVests { Household.record(vest, FutureRSUVest.fields, to: &sink) }
    sink.endArray()
    sink.key("incentiveStockOptions")
    sink.beginArray()
    for exercise in incentiveStockOptions { Household.record(exercise, IncentiveStockOptionExercise.fields, to: &sink) }
    sink.endArray()
    sink.key("retirementDistributions")
    sink.beginArray()
    for distribution in retirementDistributions { Household.record(distribution, RetirementDistribution.fields, to: &sink) }
    sink.endArray()
    sink.key("rentalProperties")
    sink.beginArray()
    for property in rentalProperties { Household.record(property, RentalProperty.fields, to: &sink) }
    sink.endArray()
    sink.endObject()
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
