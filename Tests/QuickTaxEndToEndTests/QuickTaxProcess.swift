import Foundation
import Testing

/// Runs the built `quicktax` executable and captures what it prints.
struct QuickTaxProcess {
  struct Result {
    let status: Int32
    let out: String
    let error: String
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable beside the test bundle (SwiftPM builds products and tests into one folder).
  static var executable: URL {
    get throws {
      var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
      candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
      for folder in candidates {
        let url = folder.appendingPathComponent("quicktax")
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
      throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "quicktax executable not found near \(candidates)"])
    }
  }

  static func run(
    _ arguments: [String], input: Data? = nil, environment: [String: String?] = [:], in directory: URL = packageRoot
  ) throws -> Result {
    try runTool(try executable.path, arguments, input: input, environment: environment, in: directory)
  }

  /// Runs any program (`script`, to give quicktax a terminal), NO_COLOR set unless overridden.
  static func runTool(
    _ path: String, _ arguments: [String], input: Data? = nil, environment: [String: String?] = [:], in directory: URL = packageRoot
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var processEnvironment = ProcessInfo.processInfo.environment
    processEnvironment["NO_COLOR"] = "1"
    for (key, value) in environment { processEnvironment[key] = value }
    processEnvironment["TERM"] = processEnvironment["TERM"] ?? "xterm"
    process.environment = processEnvironment
    let outPipe = Pipe()
    let errorPipe = Pipe()
    let inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errorPipe
    process.standardInput = inPipe
    try process.run()
    // Read both pipes while the process runs, so a large output cannot fill a pipe and block it.
    let outReader = PipeReader(outPipe.fileHandleForReading)
    let errorReader = PipeReader(errorPipe.fileHandleForReading)
    // A command may stop reading early (an input over its size limit): the rest of the input is
    // then refused with EPIPE, which must neither kill nor stop the test.
    signal(SIGPIPE, SIG_IGN)
    if let input { try? inPipe.fileHandleForWriting.write(contentsOf: input) }
    try inPipe.fileHandleForWriting.close()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, out: outReader.finish(), error: errorReader.finish())
  }
}

/// Drains a pipe on a background thread.
final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  func finish() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
