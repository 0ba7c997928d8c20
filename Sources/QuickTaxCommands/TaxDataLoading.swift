import Foundation
import QuickTaxCore

/// Tax tables for a command: the embedded ones, overridden by `--tax-data PATH` (a file, or a
/// folder of files with an optional manifest.json).
struct TaxDataLoading {
  let catalog: TaxDataCatalog
  /// Whether files were loaded from disk.
  let overridden: Bool
  /// Whether the files from disk were checked against a manifest (a folder with manifest.json).
  let verified: Bool

  static let option = OptionSpec(
    name: "tax-data", valueName: "PATH",
    help: "Tax tables from a file or folder, replacing the embedded ones of the same year; rejected files are reported.")

  /// The catalog for `--tax-data` (or the embedded one without it).
  static func load(_ arguments: CommandArguments) throws -> TaxDataLoading {
    guard let path = arguments.value("tax-data") else {
      return TaxDataLoading(catalog: EmbeddedTaxData.catalog, overridden: false, verified: true)
    }
    let (sources, manifest) = try read(path)
    return TaxDataLoading(
      catalog: EmbeddedTaxData.catalog.overriding(with: sources, manifest: manifest), overridden: true, verified: manifest != nil)
  }

  /// The table files at `path` and the folder's manifest, if it has one. A file of the folder that
  /// cannot be read is a source with its reason, rejected and reported like any broken file.
  static func read(_ path: String) throws -> ([TaxDataSource], TaxDataManifest?) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      do {
        let data = try InputFile.read(path: path, limit: .taxTable)
        return ([TaxDataSource(name: (path as NSString).lastPathComponent, bytes: Array(data), origin: .file(path: path))], nil)
      } catch {
        throw UsageError("'\(path)' is not a valid --tax-data: \(error.message)")
      }
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw CommandFailure("\(path): the folder cannot be listed: \(error.localizedDescription)")
    }
    var manifest: TaxDataManifest?
    if names.contains(TaxDataManifest.fileName) {
      let manifestPath = (path as NSString).appendingPathComponent(TaxDataManifest.fileName)
      do {
        let bytes = try InputFile.read(path: manifestPath, limit: .taxTable)
        manifest = try TaxDataManifest(document: try JSONParser.parse(bytes), name: manifestPath)
      } catch let error as InputFile.Failure {
        throw CommandFailure(error.message)
      } catch let error as TaxDataError {
        throw CommandFailure("\(error)")
      } catch {
        throw CommandFailure("\(manifestPath): not valid JSON: \(error)")
      }
    }
    let sources = names.filter { $0 != TaxDataManifest.fileName }.map { name in
      let file = (path as NSString).appendingPathComponent(name)
      do throws(InputFile.Failure) {
        return TaxDataSource(name: name, bytes: Array(try InputFile.read(path: file, limit: .taxTable)), origin: .file(path: file))
      } catch {
        return TaxDataSource(name: name, unreadable: error.reason, origin: .file(path: file))
      }
    }
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

  /// Lines saying which tables were used when they did not all come from the binary (and whether
  /// they were checked against a manifest), and which files were rejected: printed with every
  /// result that depends on them.
  func notices(ruleSet: String) -> [String] {
    var lines = catalog.rejections.map { "tax tables: \($0)" }
    if overridden {
      let check = verified ? "" : "; unverified: no manifest.json checked it ('quicktax tax-data manifest FOLDER --write' makes one)"
      for entry in catalog.entries where entry.file.ruleSet == ruleSet && entry.origin != .embedded {
        lines.append("tax tables: \(entry.file.taxYear) \(entry.file.jurisdiction.rawValue) from \(entry.origin) (sha256 \(entry.sha256.prefix(12))\(check))")
      }
    }
    return lines
  }
}
