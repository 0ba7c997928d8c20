import Foundation
import QuickTaxCommands

/// Runs `quicktax` in process, with standard input and a fixed clock, capturing what it prints.
enum CommandRunner {
  struct Result {
    let status: Int32
    let out: String
    let error: String
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ arguments: [String], input: Data = Data(), color: Bool = false) -> Result {
    let (output, captured) = CommandOutput.capturing(usesColor: color)
    let context = CommandContext(
      output: output, environment: [:], readStandardInput: { _ in input },
      now: { Date(timeIntervalSince1970: 1_750_000_000) })  // 2025-06-15T15:06:40Z
    let status = QuickTaxTool.run(arguments, context: context)
    return Result(status: status, out: captured.out, error: captured.error)
  }
}
