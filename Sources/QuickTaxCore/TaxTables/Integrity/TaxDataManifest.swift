/// The checksums of a folder of tax-table files (`manifest.json`): the SHA-256 of every file, so
/// that a file changed or damaged after it was checked is noticed before it is used.
public struct TaxDataManifest: Sendable, Equatable {
  public static let fileName = "manifest.json"
  public static let schemaVersion = 1

  /// File name → SHA-256 (64 lowercase hexadecimal digits).
  public var checksums: [String: String]

  public init(checksums: [String: String]) { self.checksums = checksums }

  /// The manifest of a set of files, as `quicktax tax-data manifest` writes it.
  public init(_ sources: [TaxDataSource]) {
    checksums = Dictionary(sources.map { ($0.name, $0.sha256) }, uniquingKeysWith: { _, last in last })
  }

  public init(document: JSONValue, name: String = TaxDataManifest.fileName) throws(TaxDataError) {
    do throws(JSONFieldError) {
      let reader = try JSONFieldReader(document)
      let version = try reader.integer("schemaVersion")
      guard version == TaxDataManifest.schemaVersion else {
        throw JSONFieldError(path: "schemaVersion", message: "manifest schema version \(version) is not supported (this build reads 1)")
      }
      var checksums: [String: String] = [:]
      for element in try reader.array("files") {
        let entry = try JSONFieldReader(element.value, path: element.path)
        let digest = try entry.string("sha256")
        // Bytes, not Characters: a Character's Unicode properties cost a twentieth of start-up.
        guard digest.utf8.count == 64, digest.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
          throw JSONFieldError(path: entry.path(of: "sha256"), message: "is not 64 lowercase hexadecimal digits")
        }
        checksums[try entry.string("name")] = digest
      }
      self.checksums = checksums
    } catch {
      throw TaxDataError(file: name, field: error.path, rule: error.message)
    }
  }

  public var json: JSONValue {
    var object = JSONObject()
    object.append("schemaVersion", .number(Double(TaxDataManifest.schemaVersion)))
    object.append(
      "files",
      .array(
        checksums.keys.sorted().map { name in
          var entry = JSONObject()
          entry.append("name", .string(name))
          entry.append("sha256", .string(checksums[name] ?? ""))
          return .object(entry)
        }))
    return .object(object)
  }
}

/// The bytes of one tax-table file and where they came from.
public struct TaxDataSource: Sendable {
  public enum Origin: Sendable, Equatable, CustomStringConvertible {
    /// Shipped inside the binary.
    case embedded
    /// Read from disk (`--tax-data`).
    case file(path: String)

    public var description: String {
      switch self {
      case .embedded: return "embedded"
      case .file(let path): return path
      }
    }
  }

  public let name: String
  public let bytes: [UInt8]
  public let origin: Origin
  public let sha256: String
  /// Why the file could not be read ("Permission denied"); it is then rejected with this reason.
  public let readFailure: String?

  public init(name: String, bytes: [UInt8], origin: Origin) {
    self.name = name
    self.bytes = bytes
    self.origin = origin
    sha256 = SHA256.hex(bytes)
    readFailure = nil
  }

  /// A file that could not be read: reported as a rejection like any other broken file.
  public init(name: String, unreadable reason: String, origin: Origin) {
    self.name = name
    bytes = []
    self.origin = origin
    sha256 = ""
    readFailure = reason
  }
}
