import QuickTaxCore

/// What `quicktax --version` prints: what a bug report needs to name the build — the version,
/// the commit it was built from, and the checksum of the tax tables inside it (the SHA-256 of
/// the embedded manifest.json, which holds every table file's own SHA-256: equal to
/// `sha256sum Sources/QuickTaxCore/TaxData/manifest.json` at that commit).
enum VersionReport {
  static let unknownCommit = "unknown (built from source without Tools/release-build --dist)"

  static var text: String {
    var lines = ["quicktax \(QuickTaxTool.version)", "commit: \(BuildStamp.commit ?? unknownCommit)"]
    if let toolchain = BuildStamp.toolchain { lines.append("built with: \(toolchain)") }
    lines.append("platform: \(platform)")
    let catalog = EmbeddedTaxData.catalog
    let checked =
      catalog.rejections.isEmpty
      ? "each checked against it" : "\(catalog.rejections.count) rejected: see 'quicktax tax-data list'"
    lines.append("tax data: sha256 \(taxDataChecksum) (manifest.json of the \(EmbeddedTaxDataBytes.files.count) embedded table files, \(checked))")
    return lines.joined(separator: "\n")
  }

  /// The SHA-256 of the embedded manifest.json.
  static var taxDataChecksum: String { SHA256.hex(EmbeddedTaxDataBytes.manifest) }

  /// The system and processor this binary runs on, as release artifacts name them.
  static var platform: String {
    #if os(Linux)
      let system = "linux"
    #elseif os(macOS)
      let system = "macos"
    #elseif os(Windows)
      let system = "windows"
    #else
      let system = "other"
    #endif
    #if arch(x86_64)
      let processor = "x86_64"
    #elseif arch(arm64)
      let processor = "aarch64"
    #else
      let processor = "other"
    #endif
    return "\(system)-\(processor)"
  }
}
