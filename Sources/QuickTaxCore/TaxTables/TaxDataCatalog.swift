/// Every usable tax-table file, and every rejected one with its reason: the embedded tables,
/// optionally overridden by files from disk.
///
/// Loading checks, in order: the file's SHA-256 against its manifest, that it is JSON, its
/// header, then every rule of ``TaxDataFile/validationErrors()`` (which the test suite applies to
/// the embedded files, so that at load they need only match their manifest). A file that fails is left out
/// and reported; an override that fails leaves the embedded file of the same year in use. A
/// year is usable only with both a federal and a California file (another state's is optional).
public struct TaxDataCatalog: Sendable {
  /// A file in use.
  public struct Entry: Sendable {
    public let file: TaxDataFile
    public let origin: TaxDataSource.Origin
    public let sha256: String
  }

  /// A file not used, and why.
  public struct Rejection: Sendable, CustomStringConvertible {
    public let error: TaxDataError
    public let origin: TaxDataSource.Origin
    /// True when an embedded file of the same rule set, year and jurisdiction is used instead.
    public let embeddedUsedInstead: Bool

    public var description: String {
      let source = origin == .embedded ? "embedded " : ""
      return "\(source)\(error) (rejected\(embeddedUsedInstead ? "; the embedded tables are used instead" : ""))"
    }
  }

  public private(set) var entries: [Entry] = []
  public internal(set) var rejections: [Rejection] = []
  public private(set) var ruleSets: [String: TaxRuleSet] = [:]
  /// Estimated-tax penalty rules by tax year and jurisdiction (files of kind
  /// `estimatedTaxPenalty`, whatever their rule set).
  public private(set) var penaltyRules: [Int: [TaxDataFile.Jurisdiction: PenaltyRules]] = [:]

  /// A jurisdiction's penalty rules for a year, in both arithmetics.
  public struct PenaltyRules: Sendable {
    public let file: TaxDataFile
    public let binary: EstimatedTaxPenaltyRules<Double>
    public let decimal: EstimatedTaxPenaltyRules<DecimalNumber>
  }

  /// Loads `sources`, checking each against `manifest` when there is one.
  public static func load(_ sources: [TaxDataSource], manifest: TaxDataManifest?) -> TaxDataCatalog {
    var catalog = TaxDataCatalog()
    catalog.add(sources, manifest: manifest)
    return catalog
  }

  /// This catalog with `sources` added; a file replaces one of the same rule set, tax year and
  /// jurisdiction.
  public func overriding(with sources: [TaxDataSource], manifest: TaxDataManifest?) -> TaxDataCatalog {
    var catalog = self
    catalog.add(sources, manifest: manifest)
    return catalog
  }

  /// The rule set of that name, or an error naming the ones there are.
  public func ruleSet(named name: String) throws(TaxDataError) -> TaxRuleSet {
    guard let ruleSet = ruleSets[name] else {
      let known = ruleSets.keys.sorted().joined(separator: ", ")
      throw TaxDataError(file: "(tax tables)", field: "ruleSet", rule: "no rule set \"\(name)\" is loaded; loaded: \(known.isEmpty ? "none" : known)")
    }
    return ruleSet
  }

  mutating func add(_ sources: [TaxDataSource], manifest: TaxDataManifest?) {
    for source in sources {
      switch TaxDataCatalog.check(source, manifest: manifest) {
      case .success(let file):
        entries.removeAll { $0.file.isSameTables(as: file) }
        entries.append(Entry(file: file, origin: source.origin, sha256: source.sha256))
      case .failure(let error):
        // The embedded file this one was meant to replace, found by its header when it has one.
        let header = try? TaxDataCatalog.checksumAndParse(source, manifest: manifest).get()
        let replaced = entries.contains { entry in
          entry.origin == .embedded && (header.map(entry.file.isSameTables(as:)) == true || entry.file.name == source.name)
        }
        rejections.append(Rejection(error: error, origin: source.origin, embeddedUsedInstead: replaced))
      }
    }
    if let manifest {
      for name in manifest.checksums.keys.sorted() where !sources.contains(where: { $0.name == name }) {
        rejections.append(
          Rejection(
            error: TaxDataError(file: name, field: "", rule: "is listed in \(TaxDataManifest.fileName) but missing"),
            origin: sources.first?.origin ?? .embedded, embeddedUsedInstead: false))
      }
    }
    entries.sort { ($0.file.ruleSet, $0.file.taxYear, $0.file.jurisdiction.rawValue) < ($1.file.ruleSet, $1.file.taxYear, $1.file.jurisdiction.rawValue) }
    rebuildRuleSets()
  }

  /// A file that passes every check, or the first reason it does not.
  static func check(_ source: TaxDataSource, manifest: TaxDataManifest?) -> Result<TaxDataFile, TaxDataError> {
    checksumAndParse(source, manifest: manifest).flatMap { file in
      // An embedded file whose checksum its manifest vouches for is, byte for byte, one the test
      // suite validates ("the shipped files pass every rule"): it is not validated again at every
      // start, where that was a third of a command's start-up.
      if source.origin == .embedded && manifest != nil { return .success(file) }
      if let first = file.validationErrors().first { return .failure(first) }
      return .success(file)
    }
  }

  /// The file's checksum against the manifest, then its JSON and header.
  public static func checksumAndParse(_ source: TaxDataSource, manifest: TaxDataManifest?) -> Result<TaxDataFile, TaxDataError> {
    if let reason = source.readFailure { return .failure(TaxDataError(file: source.name, field: "", rule: reason)) }
    if let manifest {
      guard let expected = manifest.checksums[source.name] else {
        return .failure(TaxDataError(file: source.name, field: "", rule: "is not listed in \(TaxDataManifest.fileName)"))
      }
      guard expected == source.sha256 else {
        return .failure(
          TaxDataError(file: source.name, field: "", rule: "checksum mismatch: \(TaxDataManifest.fileName) says \(expected), the file is \(source.sha256)"))
      }
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(source.bytes)
    } catch {
      return .failure(TaxDataError(file: source.name, field: "", rule: "not valid JSON: \(error)"))
    }
    do {
      return .success(try TaxDataFile(name: source.name, document: document))
    } catch {
      return .failure(error)
    }
  }

  /// Rule sets from the entries: a year joins its rule set only with both jurisdictions.
  mutating func rebuildRuleSets() {
    ruleSets = [:]
    penaltyRules = [:]
    // Validation read every file in both arithmetics, so these cannot fail; if one ever did, it
    // is reported, never silently dropped.
    for entry in entries where entry.file.kind == .estimatedTaxPenalty {
      do throws(TaxDataError) {
        let binary = try EstimatedTaxPenaltyRules<Double>(file: entry.file)
        let decimal = try EstimatedTaxPenaltyRules<DecimalNumber>(file: entry.file)
        penaltyRules[entry.file.taxYear, default: [:]][entry.file.jurisdiction] = PenaltyRules(file: entry.file, binary: binary, decimal: decimal)
      } catch {
        rejections.append(Rejection(error: error, origin: entry.origin, embeddedUsedInstead: false))
      }
    }
    let incomeTaxEntries = entries.filter { $0.file.kind == .incomeTax }
    for name in Set(incomeTaxEntries.map(\.file.ruleSet)).sorted() {
      let files = incomeTaxEntries.map(\.file).filter { $0.ruleSet == name }
      var complete: [TaxDataFile] = []
      for year in Set(files.map(\.taxYear)).sorted() {
        let yearFiles = files.filter { $0.taxYear == year }
        let missing = TaxDataFile.Jurisdiction.everyYear.filter { jurisdiction in !yearFiles.contains { $0.jurisdiction == jurisdiction } }
        if missing.isEmpty {
          complete += yearFiles
        } else {
          for file in yearFiles where !rejections.contains(where: { $0.error.file == file.name }) {
            rejections.append(
              Rejection(
                error: TaxDataError(
                  file: file.name, field: "taxYear",
                  rule: "\(year) has no \(missing.map(\.rawValue).joined(separator: " or ")) file in \"\(name)\", so the year cannot be used"),
                origin: incomeTaxEntries.first { $0.file.name == file.name }?.origin ?? .embedded, embeddedUsedInstead: false))
          }
        }
      }
      guard !complete.isEmpty else { continue }
      do throws(TaxDataError) {
        ruleSets[name] = try TaxRuleSet(name: name, files: complete)
      } catch {
        rejections.append(Rejection(error: error, origin: incomeTaxEntries.first { $0.file.name == error.file }?.origin ?? .embedded, embeddedUsedInstead: false))
      }
    }
  }
}

extension TaxDataFile {
  /// Whether both are the tables of the same kind, rule set, year and jurisdiction: an override
  /// replaces such a file. (Compared field by field: a key built as text for every pair of files
  /// was a fiftieth of start-up.)
  func isSameTables(as other: TaxDataFile) -> Bool {
    kind == other.kind && taxYear == other.taxYear && jurisdiction == other.jurisdiction && ruleSet == other.ruleSet
  }
}
