import Foundation
import Testing

/// install.sh (issue 37) on an archive laid out as a release's, holding the quicktax just built:
/// installed from a file:// URL into a folder on PATH, run from there; refused, with nothing
/// installed, when the checksum does not match or is missing.
@Suite("install.sh")
struct InstallScriptEndToEndTests {
  static let script = QuickTaxProcess.packageRoot.appendingPathComponent("install.sh").path

  /// A temporary folder holding a release-shaped archive of the built quicktax and its .sha256.
  struct Release {
    let folder: URL
    let archive: URL

    init(binary: URL? = nil) throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-install-\(UUID().uuidString)")
      let top = folder.appendingPathComponent("stage/quicktax-0.0.0-test-platform")
      try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: try binary ?? QuickTaxProcess.executable, to: top.appendingPathComponent("quicktax"))
      try Data("notes\n".utf8).write(to: top.appendingPathComponent("README.md"))
      archive = folder.appendingPathComponent("quicktax-0.0.0-test-platform.tar.gz")
      let packed = try QuickTaxProcess.runTool(
        "/bin/sh", ["-c", "tar -czf \"$1\" -C \"$2\" quicktax-0.0.0-test-platform", "sh", archive.path, top.deletingLastPathComponent().path])
      #expect(packed.status == 0, "\(packed.error)")
      let summed = try QuickTaxProcess.runTool("/bin/sh", ["-c", "cd \"$1\" && sha256sum \"$2\" > \"$2.sha256\"", "sh", folder.path, archive.lastPathComponent])
      #expect(summed.status == 0, "\(summed.error)")
    }

    var checksum: String {
      get throws { String(try String(contentsOf: URL(fileURLWithPath: archive.path + ".sha256"), encoding: .utf8).prefix(64)) }
    }

    /// install.sh with `arguments`, PATH holding bin/ of the folder (or `path`), HOME the folder.
    func install(_ arguments: [String], shell: String = "/bin/sh", path: String? = nil) throws -> QuickTaxProcess.Result {
      let path = path ?? folder.appendingPathComponent("bin").path + ":/usr/bin:/bin"
      return try QuickTaxProcess.runTool(shell, [InstallScriptEndToEndTests.script] + arguments, environment: ["PATH": path, "HOME": folder.path, "QUICKTAX_REPOSITORY": nil])
    }

    var installed: String { folder.appendingPathComponent("bin/quicktax").path }
  }

  @Test("from a file:// URL into --to: checked, installed, and it runs from there as built")
  func installsFromFileURL() throws {
    let release = try Release()
    let result = try release.install(["--from", "file://" + release.archive.path, "--to", release.folder.appendingPathComponent("bin").path])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    #expect(result.out.hasPrefix("installed \(release.installed):\n  quicktax "))
    let installed = try QuickTaxProcess.runTool(release.installed, ["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC"])
    let built = try QuickTaxProcess.run(["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC"])
    #expect(installed.status == 0 && installed.out == built.out && installed.out.contains("Federal (IRS)"))
    let mode = try FileManager.default.attributesOfItem(atPath: release.installed)[.posixPermissions] as? Int
    #expect(mode == 0o755)
    // Installed again over itself: replaced, no temporary file left beside it.
    let again = try release.install(["--from", release.archive.path, "--to", release.folder.appendingPathComponent("bin").path])
    #expect(again.status == 0, "\(again.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: release.folder.appendingPathComponent("bin").path) == ["quicktax"])
  }

  @Test("without --to: ~/.local/bin, said to be off the PATH when it is; ~/bin when only that one is on it")
  func defaultFolder() throws {
    let release = try Release()
    let result = try release.install(["--from", release.archive.path, "--sha256", try release.checksum.uppercased()], path: "/usr/bin:/bin")
    #expect(result.status == 0, "\(result.error)")
    let target = release.folder.appendingPathComponent(".local/bin/quicktax").path
    #expect(FileManager.default.isExecutableFile(atPath: target))
    #expect(result.out.contains("\(release.folder.path)/.local/bin is not on your PATH; add it"))
    let home = try release.install(["--from", release.archive.path])
    #expect(home.status == 0 && FileManager.default.isExecutableFile(atPath: release.installed), "\(home.error)")
    #expect(home.out.hasPrefix("installed \(release.installed):") && !home.out.contains("not on your PATH"))
  }

  @Test("POSIX sh: dash runs it too", .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/dash")))
  func dash() throws {
    let release = try Release()
    let result = try release.install(["--from=file://\(release.archive.path)", "--to=\(release.folder.path)/bin"], shell: "/bin/dash")
    #expect(result.status == 0 && FileManager.default.isExecutableFile(atPath: release.installed), "\(result.error)")
  }

  @Test("a checksum that does not match, is missing or is not one: refused, exit 1, nothing installed")
  func refusesBadChecksum() throws {
    let release = try Release()
    let sums = URL(fileURLWithPath: release.archive.path + ".sha256")
    let bin = release.folder.appendingPathComponent("bin").path
    try Data((String(repeating: "0", count: 64) + "  \(release.archive.lastPathComponent)\n").utf8).write(to: sums)
    let mismatch = try release.install(["--from", "file://" + release.archive.path, "--to", bin])
    #expect(mismatch.status == 1 && mismatch.error.contains("checksum mismatch for \(release.archive.lastPathComponent): expected 0000"), "\(mismatch.error)")
    #expect(mismatch.error.contains("nothing installed"))
    try FileManager.default.removeItem(at: sums)
    let missing = try release.install(["--from", release.archive.path, "--to", bin])
    #expect(missing.status == 1 && missing.error.contains("no checksum for \(release.archive.lastPathComponent)"), "\(missing.error)")
    let notOne = try release.install(["--from", release.archive.path, "--to", bin, "--sha256", "abc"])
    #expect(notOne.status == 1 && notOne.error.contains("is not a SHA-256"), "\(notOne.error)")
    #expect(!FileManager.default.fileExists(atPath: release.installed))
  }

  @Test("an archive without quicktax, or a quicktax that does not run here: refused, nothing installed")
  func refusesBadArchive() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("not-quicktax-\(UUID().uuidString)")
    try Data("#!/bin/sh\necho 'cannot execute binary file: Exec format error' >&2\nexit 126\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let foreign = try Release(binary: script)
    let bin = foreign.folder.appendingPathComponent("bin").path
    let result = try foreign.install(["--from", foreign.archive.path, "--to", bin])
    #expect(result.status == 1 && result.error.contains("does not run on this machine: cannot execute binary file"), "\(result.error)")
    #expect(!FileManager.default.fileExists(atPath: foreign.installed))
    // Its checksum right: the archive itself is refused.
    let notAnArchive = foreign.folder.appendingPathComponent("notes.tar.gz")
    try Data("not gzip".utf8).write(to: notAnArchive)
    let summed = try QuickTaxProcess.runTool("/bin/sh", ["-c", "sha256sum \"$1\" > \"$1.sha256\"", "sh", notAnArchive.path])
    #expect(summed.status == 0)
    let garbage = try foreign.install(["--from", notAnArchive.path, "--to", bin])
    #expect(garbage.status == 1 && garbage.error.contains("notes.tar.gz is not a gzip-compressed tar archive"), "\(garbage.error)")
  }

  @Test("usage errors: exit 64 naming the option; --help prints the whole usage")
  func usageErrors() throws {
    let release = try Release()
    for (arguments, words) in [
      (["--form", "x"], "unknown option '--form'"), (["--to"], "--to needs a value"), (["--from", ""], "--from is empty"),
      (["--sha256", "abc"], "--sha256 goes with --from"), (["--from", "x", "--version", "1.0.0"], "--version chooses one to download"),
      ([], "--repo OWNER/REPO"), (["--from", "ftp://example.com/q.tar.gz"], "--from takes a path, a file:// URL or an https:// URL"),
    ] {
      let result = try release.install(arguments)
      #expect(result.status == 64 && result.error.contains(words), "\(arguments): \(result.error)")
    }
    // --help: the whole usage on standard output, every option described, even from a pipe (no file to read it from).
    let help = try QuickTaxProcess.runTool("/bin/sh", ["-c", "sh -s -- --help < \"$1\"", "sh", InstallScriptEndToEndTests.script])
    #expect(help.status == 0 && help.error.isEmpty, "\(help.error)")
    for option in ["--version X.Y.Z", "--to DIR", "--repo OWNER/REPO", "--from FILE", "--sha256 HEX", "Exit status"] {
      #expect(help.out.contains(option), "\(option) not in --help")
    }
    #expect(!help.out.contains("see the top of install.sh"))
    let missing = release.folder.appendingPathComponent("missing.tar.gz").path
    let unreadable = try release.install(["--from", missing])
    #expect(unreadable.status == 1 && unreadable.error.contains("cannot read \(missing)"), "\(unreadable.error)")
  }
}
