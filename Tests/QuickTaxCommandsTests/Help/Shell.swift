import Foundation

/// Runs a shell (bash, zsh, fish) on a script, to check the completion scripts in the shells
/// that read them.
enum Shell {
  struct Result {
    let status: Int32
    let out: String
    let error: String
  }

  /// The shell's path on PATH, or nil where it is not installed.
  static func path(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  static func run(_ name: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(name) ?? "/bin/\(name)")
    process.arguments = arguments
    // A clean start: no user's rc file changes what the script is checked against.
    process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "LC_ALL": "C.UTF-8"]
    let out = Pipe()
    // Standard error into a file, so that the pipe is the only one to drain while the shell runs.
    let errorFile = try file("", named: "stderr")
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = out
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    let errorText = try String(contentsOf: errorFile, encoding: .utf8)
    return Result(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self), error: errorText)
  }

  /// A temporary file holding `text`.
  static func file(_ text: String, named name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }
}
