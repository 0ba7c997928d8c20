import Foundation

/// QuickTaxCore's public API as the compiler sees it: the symbol graph the toolchain's
/// swift-symbolgraph-extract writes from the built module, one line a symbol or conformance.
enum PublicSymbols {
  /// The checked-in list (docs/api/QuickTaxCore-public-symbols.txt).
  static let listFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/api/QuickTaxCore-public-symbols.txt")

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  // The parts of a symbol graph the list is made of.
  struct Graph: Decodable {
    struct Symbol: Decodable {
      struct Kind: Decodable { let identifier: String }
      struct Identifier: Decodable { let precise: String }
      struct Fragment: Decodable { let spelling: String }
      let kind: Kind
      let identifier: Identifier
      let pathComponents: [String]
      let declarationFragments: [Fragment]?
    }
    struct Relationship: Decodable {
      let kind: String
      let source: String
      let target: String
      let targetFallback: String?
    }
    let symbols: [Symbol]
    let relationships: [Relationship]
  }

  /// The list's lines, sorted: `kind path: declaration` for each symbol, and `conformance
  /// Type: Protocol` for each protocol a public type conforms to or inherits from.
  static func lines(of graphs: [Graph]) -> [String] {
    var lines: Set<String> = []
    var names: [String: String] = [:]
    for graph in graphs {
      for symbol in graph.symbols { names[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".") }
    }
    for graph in graphs {
      for symbol in graph.symbols {
        let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
          .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        lines.insert("\(kind) \(symbol.pathComponents.joined(separator: ".")): \(declaration)")
      }
      for relationship in graph.relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
        guard let source = names[relationship.source] else { continue }
        let target = names[relationship.target] ?? relationship.targetFallback ?? relationship.target
        lines.insert("\(relationship.kind == "conformsTo" ? "conformance" : "inheritance") \(source): \(target)")
      }
    }
    return lines.sorted()
  }

  /// The built QuickTaxCore module's public symbols, extracted now.
  static func current() throws -> [String] {
    let modules = try modulesFolder()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    var arguments = [
      "-module-name", "QuickTaxCore", "-I", modules.path, "-target", try targetTriple(), "-minimum-access-level", "public",
      "-skip-synthesized-members", "-output-dir", output.path,
    ]
    #if os(macOS)
      arguments += ["-sdk", try run("/usr/bin/xcrun", ["--show-sdk-path"]).trimmingCharacters(in: .whitespacesAndNewlines)]
    #endif
    _ = try run(try tool("swift-symbolgraph-extract"), arguments)
    let decoder = JSONDecoder()
    let files = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix("QuickTaxCore") }
    guard files.contains("QuickTaxCore.symbols.json") else { throw Failure(description: "no symbol graph written for QuickTaxCore") }
    return lines(of: try files.map { try decoder.decode(Graph.self, from: Data(contentsOf: output.appendingPathComponent($0))) })
  }

  /// The folder holding QuickTaxCore.swiftmodule, beside the tests SwiftPM built.
  static func modulesFolder() throws -> URL {
    var candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    candidates += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for folder in candidates {
      for modules in [folder.appendingPathComponent("Modules"), folder, folder.deletingLastPathComponent().appendingPathComponent("Modules")]
      where FileManager.default.fileExists(atPath: modules.appendingPathComponent("QuickTaxCore.swiftmodule").path) {
        return modules
      }
    }
    throw Failure(description: "QuickTaxCore.swiftmodule not found near \(candidates.map(\.path))")
  }

  /// A tool of the toolchain that runs the tests: on PATH (swift test puts the toolchain there),
  /// beside `swift`, or through xcrun.
  static func tool(_ name: String) throws -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
      return "\(folder)/\(name)"
    }
    #if os(macOS)
      return try run("/usr/bin/xcrun", ["--find", name]).trimmingCharacters(in: .whitespacesAndNewlines)
    #else
      throw Failure(description: "\(name) is not on PATH; it ships with the Swift toolchain")
    #endif
  }

  /// The triple the toolchain builds for, as `swift -print-target-info` says.
  static func targetTriple() throws -> String {
    let info = try run(try tool("swift"), ["-print-target-info"])
    struct Info: Decodable {
      struct Target: Decodable { let triple: String }
      let target: Target
    }
    return try JSONDecoder().decode(Info.self, from: Data(info.utf8)).target.triple
  }

  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let out = Pipe()
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-tool-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let error = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = out
    process.standardError = error
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try error.close()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      throw Failure(description: "\(program) \(arguments.prefix(4).joined(separator: " ")) failed: \(message.prefix(600))")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
