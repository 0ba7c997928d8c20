import QuickTaxCore

/// How much more income a household can have before each threshold: found by running the return
/// on more wages, more long-term gain or (current law) more business income and bisecting to the
/// dollar where the threshold is crossed, not by reading the brackets alone (phase-outs, stacking,
/// surtaxes and self-employment tax move them).
struct Headroom {
  struct Entry {
    let threshold: String
    /// The most dollars more that do not cross it; nil when even ``ceiling`` more does not; 0
    /// when the threshold is already passed (the next dollar crosses it).
    let moreWages: Double?
    let moreLongTermGain: Double?
    /// Schedule C net profit (more gross receipts), self-employment tax and its half deducted
    /// included; only under current law, the web app having no business income of its own.
    let moreBusinessIncome: Double?
  }

  let entries: [Entry]
  /// Whether the business income column was worked out (current law).
  let businessIncome: Bool

  /// How far the search looks.
  static let ceiling = 5_000_000.0

  /// A threshold: its name for the household as it is, and whether a return is past it.
  struct Threshold {
    let name: String
    let crossed: (ThresholdMarkers) -> Bool
  }

  static func thresholds(_ base: ThresholdMarkers) -> [Threshold] {
    func rate(_ value: Double) -> String { MoneyFormat.rate(value) }
    var thresholds = [
      Threshold(name: "the next federal bracket (above \(rate(base.topOrdinaryRate)))") { $0.topOrdinaryRate > base.topOrdinaryRate }
    ]
    // The web app's rules have none of the taxes below, nor the capital gains worksheet's figures.
    guard base.currentLaw else { return thresholds + californiaThresholds(base) }
    let gainsRate = max(base.capitalGainsRate ?? 0, 0)
    thresholds.append(
      Threshold(name: "a higher capital gains rate (above \(rate(gainsRate)))") { ($0.capitalGainsRate ?? 0) > gainsRate })
    if !base.netInvestmentIncomeTax { thresholds.append(Threshold(name: "Net Investment Income Tax") { $0.netInvestmentIncomeTax }) }
    if !base.additionalMedicareTax { thresholds.append(Threshold(name: "Additional Medicare Tax") { $0.additionalMedicareTax }) }
    if !base.alternativeMinimumTax { thresholds.append(Threshold(name: "AMT") { $0.alternativeMinimumTax }) }
    // IRC §86: the provisional income's base and adjusted base amounts, and 85% of the benefits.
    for ahead in base.socialSecurity?.thresholdsAhead(bracketRate: base.topOrdinaryRate) ?? [] {
      thresholds.append(Threshold(name: ahead.name) { ($0.socialSecurity?.tier ?? 0) >= ahead.tier })
    }
    if let cap = base.saltCap {
      thresholds.append(Threshold(name: "the SALT cap phase-down (cap \(MoneyFormat.dollars(cap.rounded())))") { ($0.saltCap ?? cap) < cap })
    }
    // Schedule 1-A Part V: each dollar of modified AGI over the threshold takes a share off each senior's deduction.
    if base.seniorDeductionPhase == .full {
      thresholds.append(Threshold(name: "the senior deduction's phase-out") { ($0.seniorDeductionPhase ?? .full) != .full })
    }
    if let phase = base.seniorDeductionPhase, phase != .gone {
      thresholds.append(Threshold(name: "the end of the senior deduction (fully phased out)") { $0.seniorDeductionPhase == .gone })
    }
    // A state's return beside the federal one (Washington's excise tax): where each of its taxes starts.
    for ahead in base.stateThresholdsAhead {
      thresholds.append(Threshold(name: ahead.replacingOccurrences(of: " starts", with: "")) { $0.stateThresholds.contains(ahead) })
    }
    return thresholds + californiaThresholds(base)
  }

  static func californiaThresholds(_ base: ThresholdMarkers) -> [Threshold] {
    var thresholds: [Threshold] = []
    if let top = base.californiaTopRate {
      thresholds.append(Threshold(name: "California's next bracket (above \(MoneyFormat.rate(top)))") { ($0.californiaTopRate ?? top) > top })
    }
    if base.californiaTopRate != nil && !base.mentalHealthTax {
      thresholds.append(Threshold(name: "California's mental health services tax") { $0.mentalHealthTax })
    }
    return thresholds
  }

  /// The headroom of the household `document` describes; nil when it cannot be computed.
  static func compute(document: JSONValue, settings: EstimateSettings) -> Headroom? {
    guard let base = markers(document, edit: nil, settings: settings) else { return nil }
    let wages = HouseholdEdit.components(of: "userIncome.ytdWage") ?? []
    let gains = HouseholdEdit.components(of: "userIncome.longTermGains") ?? []
    let business = HouseholdEdit.components(of: Self.businessIncomePath) ?? []
    var cache: [String: ThresholdMarkers] = [:]
    func at(_ amount: Double, _ path: String, _ components: [HouseholdEdit.Component]) -> ThresholdMarkers? {
      let key = "\(path)=\(amount)"
      if let known = cache[key] { return known }
      let edit = HouseholdEdit(path: path, components: components, operation: .add, value: JSONNumber(amount).literal)
      let found = markers(document, edit: edit, settings: settings)
      cache[key] = found
      return found
    }
    /// The most whole dollars that can be added without crossing `threshold`, by bisection.
    func headroom(_ threshold: Threshold, _ path: String, _ components: [HouseholdEdit.Component]) -> Double? {
      guard let top = at(ceiling, path, components), threshold.crossed(top) else { return nil }
      var low = 0.0
      var high = ceiling
      while high - low > 1 {
        let middle = ((low + high) / 2).rounded(.down)
        guard let markers = at(middle, path, components) else { return nil }
        if threshold.crossed(markers) { high = middle } else { low = middle }
      }
      return low
    }
    return Headroom(
      entries: thresholds(base).map {
        Entry(
          threshold: $0.name, moreWages: headroom($0, "userIncome.ytdWage", wages),
          moreLongTermGain: headroom($0, "userIncome.longTermGains", gains),
          moreBusinessIncome: base.currentLaw ? headroom($0, businessIncomePath, business) : nil)
      }, businessIncome: base.currentLaw)
  }

  /// More business income is more gross receipts (Schedule C line 1), the expenses unchanged.
  static let businessIncomePath = "userIncome.selfEmploymentReceipts"

  static func markers(_ document: JSONValue, edit: HouseholdEdit?, settings: EstimateSettings) -> ThresholdMarkers? {
    var edited = document
    if let edit {
      guard let applied = try? edit.applied(to: document) else { return nil }
      edited = applied
    }
    guard case .success(let request) = EstimateRequest.make(edited, settings: settings),
      let report = try? TaxEngine(tables: settings.ruleSet.binaryTables, clock: request.clock).report(request.household)
    else { return nil }
    return ThresholdMarkers(report)
  }

  var header: [String] { ["Threshold", "More wages", "More long-term gain"] + (businessIncome ? ["More business income"] : []) }

  /// The table `estimate --headroom` shows ("—": not within ``ceiling`` more; "passed": the next
  /// dollar already crosses it).
  var rows: [[String]] {
    entries.map { entry in
      [entry.threshold]
        + ([entry.moreWages, entry.moreLongTermGain] + (businessIncome ? [entry.moreBusinessIncome] : [])).map { amount in
          amount.map { $0 == 0 ? "passed" : MoneyFormat.dollars($0) } ?? "—"
        }
    }
  }

  /// The figure columns, right-aligned.
  var figureColumns: Set<Int> { Set(1..<header.count) }

  /// What the table's marks and columns mean, under it.
  var notes: [String] {
    var legend = "— : not within \(MoneyFormat.dollars(Self.ceiling)) more."
    if rows.contains(where: { $0.contains("passed") }) { legend += " passed: income is already over it, so the next dollar is taxed by it." }
    var notes = [legend]
    if businessIncome {
      notes.append(
        "More business income is more Schedule C net profit (\(Self.businessIncomePath)): the return run again counts its "
          + "self-employment tax and the deduction for half of it (Schedule SE; Schedule 1 line 15).")
    }
    return notes
  }

  var json: JSONValue {
    .array(
      entries.map { entry in
        var object = JSONObject()
        object.append("threshold", .string(entry.threshold))
        object.append("moreWages", entry.moreWages.map { .number($0) } ?? .null)
        object.append("moreLongTermGain", entry.moreLongTermGain.map { .number($0) } ?? .null)
        if businessIncome { object.append("moreBusinessIncome", entry.moreBusinessIncome.map { .number($0) } ?? .null) }
        return .object(object)
      })
  }
}
