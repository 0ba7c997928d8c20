import Foundation
import QuickTaxCore
import Testing

/// The states' table: which tax each levies on a resident's wages, as QuickTax treats it.
@Suite("The states")
struct StateProfileTests {
  static let noWageTax: [USState] = [.AK, .FL, .NV, .NH, .SD, .TN, .TX, .WA, .WY]

  @Test("the nine states without a tax on wages say so with their law; California and New York are computed; every other state is not yet")
  func incomeTax() {
    for state in USState.allCases {
      let profile = StateCatalog.profile(state)
      if state == .CA {
        #expect(profile.incomeTax == .computed && profile.plansEstimatedTax && profile.authority?.agency == "the FTB")
      } else if state == .NY {
        #expect(profile.incomeTax == .computed && profile.plansEstimatedTax && profile.hasOtherReturn)
        #expect(profile.authority?.payee.service == "New York Online Services")
      } else if Self.noWageTax.contains(state) {
        #expect(profile.incomeTax == .none && !(profile.noIncomeTaxLaw ?? "").isEmpty && !profile.plansEstimatedTax, "\(state)")
      } else {
        #expect(profile.incomeTax == .notComputed && profile.authority == nil && !profile.plansEstimatedTax, "\(state)")
      }
    }
    #expect(StateCatalog.profile(.NH).noIncomeTaxLaw?.contains("repealed for periods after December 31, 2024") == true)
    #expect(StateCatalog.profile(.WA).hasOtherReturn && StateCatalog.profile(.WA).authority?.payee.service == "My DOR")
    #expect(StateCatalog.profile(.NY).localities == [.newYorkCity, .yonkers] && StateCatalog.profile(.PA).localities.isEmpty)
  }

  @Test("every state's time zone is one the tz database knows")
  func timeZones() {
    for state in USState.allCases { #expect(TimeZone(identifier: state.timeZone) != nil, "\(state): \(state.timeZone)") }
    #expect(USState.TX.timeZone == "America/Chicago" && USState.CA.timeZone == "America/Los_Angeles" && USState.NY.timeZone == "America/New_York")
  }

  @Test("the jurisdictions planned: federal, and the state's where it is California or New York")
  func planned() {
    var household = Household()
    #expect(household.plannedJurisdictions == [.federal, .california])
    household.residence = Residence(state: .TX)
    #expect(household.plannedJurisdictions == [.federal])
    household.residence = Residence(state: .NY, locality: .newYorkCity)
    #expect(household.plannedJurisdictions == [.federal, .newYork])
    household.residence = nil
    household.includeCaliforniaTax = false
    #expect(household.plannedJurisdictions == [.federal])
  }

  @Test("a jurisdiction's authority: the IRS's, the FTB's, the DOR's, New York's; the states with table files of their own")
  func authorities() {
    #expect(TaxAuthority.of(.federal).payee.service == "IRS Direct Pay" && TaxAuthority.of(.california).label == "California (FTB)")
    #expect(TaxAuthority.of(.washington).label == "Washington (DOR)")
    #expect(TaxAuthority.of(.newYork).label == "New York (DTF)" && TaxAuthority.of(.newYork).citations.januaryFiling == "none")
    #expect(TaxDataFile.Jurisdiction.withTables == [.federal, .california, .washington, .newYork])
  }
}
