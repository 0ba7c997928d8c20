import Testing

@testable import QuickTaxCore

/// `inputsBeyondWebApp` passes over an empty person or record whole, by a direct test of its
/// fields: each field the schema lists must be seen by that test and named by its path.
@Suite("Inputs the web app cannot represent")
struct InputsBeyondWebAppTests {
  @Test("every current-law income field, set alone on either person, is named by its path")
  func incomeFields() {
    #expect(Household().inputsBeyondWebApp.isEmpty)
    for field in IncomeData.currentLawFields {
      for (person, keyPath) in [("userIncome", \Household.userIncome), ("spouseIncome", \Household.spouseIncome)] {
        var household = Household()
        household[keyPath: keyPath].stored[keyPath: field.keyPath] = InputText("1")
        #expect(household[keyPath: keyPath].hasCurrentLawText, "\(field.key)")
        #expect(household.inputsBeyondWebApp == ["\(person).\(field.key)"])
      }
    }
    var options = Household()
    options.spouseIncome.incentiveStockOptions = [IncentiveStockOptionExercise()]
    #expect(options.inputsBeyondWebApp == ["spouseIncome.incentiveStockOptions"])
  }

  @Test("every family and carryover field, set alone, is named by its path; zero and false are not")
  func recordFields() {
    for field in FamilyData.fields {
      var household = Household()
      household.family[keyPath: field.keyPath] = InputText(field.kind == .flag ? "true" : "2")
      #expect(household.inputsBeyondWebApp == ["family.\(field.key)"])
    }
    for field in CarryoverData.fields {
      var household = Household()
      household.carryovers[keyPath: field.keyPath] = InputText("500")
      #expect(household.inputsBeyondWebApp == ["carryovers.\(field.key)"])
      household.carryovers[keyPath: field.keyPath] = InputText("0")
      #expect(household.inputsBeyondWebApp.isEmpty)
    }
    var flags = Household()
    flags.family.userBlind = InputText("false")
    #expect(flags.inputsBeyondWebApp.isEmpty)
  }
}
