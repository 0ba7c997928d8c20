import Testing

@testable import QuickTaxCore

@Suite("A blank family or carryover record is one with every schema field empty")
struct BlankRecordTests {
  @Test("blank as made; not blank once any one field of the schema is filled in")
  func everyField() {
    #expect(FamilyData().isBlank)
    for field in FamilyData.fields {
      var family = FamilyData()
      family[keyPath: field.keyPath] = "1"
      #expect(!family.isBlank, "family.\(field.key)")
    }
    #expect(CarryoverData().isBlank)
    for field in CarryoverData.fields {
      var carryovers = CarryoverData()
      carryovers[keyPath: field.keyPath] = "1"
      #expect(!carryovers.isBlank, "carryovers.\(field.key)")
    }
  }
}
