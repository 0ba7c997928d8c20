/// The New York State household credit (IT-201 line 40, Tax Law §606(b)) and the New York City
/// household credit (line 48, §1310(d)), both nonrefundable, from the tables of the IT-201
/// instructions by federal AGI (line 19): single, a flat amount; other statuses, an amount for the
/// first person and more for each other (you, your spouse, the dependents). A separate return
/// takes half the joint figure for both spouses, rounded up (Tables 3 and 6), on the filer's own
/// federal AGI where the form combines both spouses' (not known here; said so). Not modelled:
/// someone another can claim as a dependent, who gets neither.
extension TaxEngine {
  /// Line 40.
  func newYorkHouseholdCredit(federalAGI: N, persons: Int, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>) -> N {
    if filingStatus == .single { return creditByAGI(federalAGI, rows: tables.householdCreditSingle, persons: 1) }
    let joint = creditByAGI(federalAGI, rows: tables.householdCreditFamily, persons: persons)
    return filingStatus == .marriedFilingSeparately ? (joint / N(2)).jsCeil : joint
  }

  /// Line 48: single, a flat amount; otherwise so much for each person (half, rounded up, on a
  /// separate return).
  func newYorkCityHouseholdCredit(federalAGI: N, persons: Int, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>) -> N {
    if filingStatus == .single { return creditByAGI(federalAGI, rows: tables.cityHouseholdCreditSingle, persons: 1) }
    let perPerson = creditByAGI(federalAGI, rows: tables.cityHouseholdCreditPerPerson, persons: 1)
    let joint = perPerson * N(persons)
    return filingStatus == .marriedFilingSeparately ? (joint / N(2)).jsCeil : joint
  }

  /// The row "not over" the AGI: its amount plus its per-person amount for each person after the
  /// first; none past the last row.
  func creditByAGI(_ agi: N, rows: [NewYorkTaxTables<N>.CreditRow], persons: Int) -> N {
    guard let row = rows.first(where: { agi <= $0.upTo }) else { return .zero }
    return row.amount + row.perPerson * N(max(0, persons - 1))
  }
}
