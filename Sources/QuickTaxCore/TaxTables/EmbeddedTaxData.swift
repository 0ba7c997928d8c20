/// The tax tables that ship inside the binary (Sources/QuickTaxCore/TaxData, embedded in code by
/// SwiftPM): always there, offline.
public enum EmbeddedTaxData {
  /// Every embedded table file, by name.
  static let files: [(name: String, bytes: [UInt8])] = [
    ("quicktax-web-2025-federal.json", PackageResources.quicktax_web_2025_federal_json),
    ("quicktax-web-2025-california.json", PackageResources.quicktax_web_2025_california_json),
    ("quicktax-web-2026-federal.json", PackageResources.quicktax_web_2026_federal_json),
    ("quicktax-web-2026-california.json", PackageResources.quicktax_web_2026_california_json),
  ]

  /// The embedded rule sets, or why they cannot be read (which a test rules out).
  public static let ruleSets: Result<[String: TaxRuleSet], TaxDataError> = loadRuleSets()

  /// The embedded rule set of that name.
  public static func ruleSet(named name: String) throws(TaxDataError) -> TaxRuleSet {
    let sets = try ruleSets.get()
    guard let ruleSet = sets[name] else {
      throw TaxDataError(
        file: "(embedded)", field: "ruleSet",
        rule: "no rule set \"\(name)\"; embedded: \(sets.keys.sorted().joined(separator: ", "))")
    }
    return ruleSet
  }

  /// The web app's tables, for parity.
  public static func quickTaxWeb() throws(TaxDataError) -> TaxRuleSet { try ruleSet(named: TaxRuleSet.quickTaxWebName) }

  static func loadRuleSets() -> Result<[String: TaxRuleSet], TaxDataError> {
    do throws(TaxDataError) {
      var byRuleSet: [String: [TaxDataFile]] = [:]
      for (name, bytes) in files {
        let document: JSONValue
        do {
          document = try JSONParser.parse(bytes)
        } catch {
          throw TaxDataError(file: name, field: "", rule: "not valid JSON: \(error)")
        }
        let file = try TaxDataFile(name: name, document: document)
        byRuleSet[file.ruleSet, default: []].append(file)
      }
      var sets: [String: TaxRuleSet] = [:]
      for (name, files) in byRuleSet { sets[name] = try TaxRuleSet(name: name, files: files) }
      return .success(sets)
    } catch {
      return .failure(error)
    }
  }
}
