/// The tax tables that ship inside the binary (Sources/QuickTaxCore/TaxData, embedded in code by
/// SwiftPM): always there, offline, each file checked against the embedded manifest at load.
public enum EmbeddedTaxData {
  /// The embedded files and manifest, checked and loaded once per process.
  public static let catalog: TaxDataCatalog = load(files: EmbeddedTaxDataFiles.files, manifest: EmbeddedTaxDataFiles.manifest)

  /// The embedded rule set of that name.
  public static func ruleSet(named name: String) throws(TaxDataError) -> TaxRuleSet {
    if let problem = catalog.rejections.first { throw problem.error }
    return try catalog.ruleSet(named: name)
  }

  /// The web app's tables, for parity.
  public static func quickTaxWeb() throws(TaxDataError) -> TaxRuleSet { try ruleSet(named: TaxRuleSet.quickTaxWebName) }

  /// Loads embedded files against a manifest's bytes (a manifest that cannot be read rejects
  /// every file: nothing unchecked is used).
  public static func load(files: [(name: String, bytes: [UInt8])], manifest manifestBytes: [UInt8]) -> TaxDataCatalog {
    let sources = files.map { TaxDataSource(name: $0.name, bytes: $0.bytes, origin: .embedded) }
    do {
      let manifest = try TaxDataManifest(document: try JSONParser.parse(manifestBytes))
      return TaxDataCatalog.load(sources, manifest: manifest)
    } catch let error as TaxDataError {
      return TaxDataCatalog.load(sources, manifest: TaxDataManifest(checksums: [:])).withManifestProblem(error)
    } catch {
      let problem = TaxDataError(file: TaxDataManifest.fileName, field: "", rule: "not valid JSON: \(error)")
      return TaxDataCatalog.load(sources, manifest: TaxDataManifest(checksums: [:])).withManifestProblem(problem)
    }
  }
}

/// The embedded files' bytes, for measuring how long loading them takes.
public enum EmbeddedTaxDataBytes {
  public static var files: [(name: String, bytes: [UInt8])] { EmbeddedTaxDataFiles.files }
  public static var manifest: [UInt8] { EmbeddedTaxDataFiles.manifest }
}

extension TaxDataCatalog {
  func withManifestProblem(_ error: TaxDataError) -> TaxDataCatalog {
    var catalog = self
    catalog.rejections.insert(Rejection(error: error, origin: .embedded, embeddedUsedInstead: false), at: 0)
    return catalog
  }
}
