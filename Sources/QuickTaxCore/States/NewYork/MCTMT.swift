/// The Metropolitan Commuter Transportation Mobility Tax on net earnings from self-employment in
/// the Metropolitan Commuter Transportation District: Zone 1 (New York City) and Zone 2 (Rockland,
/// Nassau, Suffolk, Orange, Putnam, Dutchess and Westchester counties).
extension TaxEngine {
  /// IT-201 lines 54a–54e (Tax Law §801): each person's net earnings from self-employment in the
  /// zone (Schedule SE line 6), taxed whole at the zone's rate when they are over the threshold,
  /// person by person.
  func metropolitanCommuterTransportationMobilityTax(earningsByPerson: [N], zone1: Bool, tables: NewYorkTaxTables<N>) -> (base: N, tax: N) {
    let base = earningsByPerson.reduce(N.zero) { $0 + ($1 > tables.mctmtThreshold ? $1 : .zero) }
    return (base, (base * (zone1 ? tables.mctmtZone1Rate : tables.mctmtZone2Rate)).jsRounded())
  }
}
