import Foundation
import QuickTaxCore

/// Tax tables for a command: the embedded ones, overridden by `--tax-data PATH` (a file, or a
/// folder of files with an optional manifest.json).
struct TaxDataLoading {
  let catalog: TaxDataCatalog
  /// Whether files were loaded from disk.
  let overridden: Bool

  static let option = OptionSpec(
    name: "tax-data", valueName: "PATH",
    help: "Tax tables from a file or folder, replacing the embedded ones of the same year; rejected files are reported.")

  /// The catalog for `--tax-data` (or the embedded one without it).
  static func load(_ arguments: CommandArguments) throws -> TaxDataLoading {
    guard let path = arguments.value("tax-data") else { return TaxDataLoading(catalog: EmbeddedTaxData.catalog, overridden: false) }
    let (sources, manifest) = try read(path)
    return TaxDataLoading(catalog: EmbeddedTaxData.catalog.overriding(with: sources, manifest: manifest), overridden: true)
  }

  /// The table files at `path` and the folder's manifest, if it has one.
  static func read(_ path: String) throws -> ([TaxDataSource], TaxDataManifest?) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw UsageError("'\(path)' is not a valid --tax-data; no such file or folder")
    }
    func source(_ file: String) throws -> TaxDataSource {
      guard let data = FileManager.default.contents(atPath: file) else { throw CommandFailure("\(file): cannot be read") }
      return TaxDataSource(name: (file as NSString).lastPathComponent, bytes: Array(data), origin: .file(path: file))
    }
    guard isDirectory.boolValue else { return ([try source(path)], nil) }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    var manifest: TaxDataManifest?
    if names.contains(TaxDataManifest.fileName) {
      let manifestPath = (path as NSString).appendingPathComponent(TaxDataManifest.fileName)
      let bytes = FileManager.default.contents(atPath: manifestPath) ?? Data()
      do {
        manifest = try TaxDataManifest(document: try JSONParser.parse(bytes), name: manifestPath)
      } catch let error as TaxDataError {
        throw CommandFailure("\(error)")
      } catch {
        throw CommandFailure("\(manifestPath): not valid JSON: \(error)")
      }
    }
    let sources = try names.filter { $0 != TaxDataManifest.fileName }.map { try source((path as NSString).appendingPathComponent($0)) }
    return (sources, manifest)
  }

  /// The named rule set, or a failure that says why it is not there.
  func ruleSet(named name: String) throws -> TaxRuleSet {
    do {
      return try catalog.ruleSet(named: name)
    } catch {
      throw CommandFailure(([error.description] + catalog.rejections.map(\.description)).joined(separator: "\n"))
    }
  }

  /// Lines saying which tables were used when they did not all come from the binary, and which
  /// files were rejected: printed with every result that depends on them.
  func notices(ruleSet: String) -> [String] {
    var lines = catalog.rejections.map { "tax tables: \($0)" }
    if overridden {
      for entry in catalog.entries where entry.file.ruleSet == ruleSet && entry.origin != .embedded {
        lines.append("tax tables: \(entry.file.taxYear) \(entry.file.jurisdiction.rawValue) from \(entry.origin) (sha256 \(entry.sha256.prefix(12)))")
      }
    }
    return lines
  }
}
