import QuickTaxCore

/// What a swept field holds, from the household file's schema: dollars (an amount), or a number
/// of something (an RSU vest's shares, a count of children). A sweep shows its values in that
/// unit, and a marginal rate (tax per dollar) only for dollars: for any other field the change of
/// tax from one point to the next, in dollars (issue 46: shares shown as "$400", a rate of 8550%).
enum SweptUnit: Equatable {
  case dollars
  /// A number of the word's things: "shares", "people".
  case count(String)

  /// The unit of the field at `path`: by its key among the schema's records (`shares` of an RSU
  /// vest, `qualifyingChildren` of the family), dollars for the IRA distribution axis and for a
  /// key the schema does not know.
  static func of(_ path: String) -> SweptUnit {
    guard let key = HouseholdEdit.components(of: path)?.reversed().lazy.compactMap({ component -> String? in
      if case .key(let key) = component { return key }
      return nil
    }).first
    else { return .dollars }
    let kinds: [(String, InputFieldKind)] =
      IncomeData.fields.map { ($0.key, $0.kind) } + FutureRSUVest.fields.map { ($0.key, $0.kind) } + FamilyData.fields.map { ($0.key, $0.kind) }
      + IncentiveStockOptionExercise.fields.map { ($0.key, $0.kind) } + EducationStudent.fields.map { ($0.key, $0.kind) }
    switch kinds.first(where: { $0.0 == key })?.1 {
    case .quantity?: return .count(key == "shares" ? "shares" : "units")
    case .wholeNumber?: return .count(key.lowercased().contains("age") ? "years" : "people")
    default: return .dollars
    }
  }

  /// A value in this unit: whole dollars, "400 shares"; `decimals`, the places it was stepped with.
  func text(_ value: Double, decimals: Int) -> String {
    switch self {
    case .dollars: return decimals == 0 ? MoneyFormat.dollars(value.rounded()) : JSONNumber(value).literal
    case .count(let word): return "\(JSONNumber(value).literal) \(word)"
    }
  }
}
