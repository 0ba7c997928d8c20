import Foundation

/// What a command needs from the world, passed in so that tests can supply it.
public struct CommandContext: Sendable {
  public var output: CommandOutput
  public var environment: [String: String]
  /// Reads standard input to its end, at most the limit's bytes (more is an error).
  public var readStandardInput: @Sendable (InputFile.SizeLimit) throws -> Data
  /// The system clock: read by commands (for a default as-of date), never by the engine.
  public var now: @Sendable () -> Date
  /// Whether a person types at standard input (`quicktax init` asks questions only then).
  public var standardInputIsTerminal: Bool
  /// One line typed at standard input, without its newline; nil at its end.
  public var readLine: @Sendable () -> String?

  public init(
    output: CommandOutput, environment: [String: String] = [:],
    readStandardInput: @escaping @Sendable (InputFile.SizeLimit) throws -> Data = { _ in Data() }, now: @escaping @Sendable () -> Date = { Date() },
    standardInputIsTerminal: Bool = false, readLine: @escaping @Sendable () -> String? = { nil }
  ) {
    self.output = output
    self.environment = environment
    self.readStandardInput = readStandardInput
    self.now = now
    self.standardInputIsTerminal = standardInputIsTerminal
    self.readLine = readLine
  }
}

/// One `quicktax` subcommand.
protocol Command {
  static var name: String { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// The synopsis after `quicktax`, such as `fixtures [PATH...] [options]`.
  static var synopsis: String { get }
  /// Paragraphs after the synopsis in `--help`.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }
  /// What the command's arguments after its options are, for shell completions.
  static var operands: CommandOperands { get }
  /// The exit status; throws ``UsageError`` (exit 64) or ``CommandFailure`` (exit 1).
  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32
}

/// A command's positional arguments, as completions offer them.
enum CommandOperands {
  /// None (`template`).
  case none
  /// Files (`estimate FILE`, `fixtures PATH...`).
  case files
  /// The first is one of these words, the rest files (`tax-data list|show|verify|manifest`).
  case words([String])
}

extension Command {
  static var operands: CommandOperands { .files }

  static var usage: String { "Usage: quicktax \(synopsis)\n  See 'quicktax \(name) --help'." }

  static var help: String {
    var lines = ["OVERVIEW: \(abstract)", "", "USAGE: quicktax \(synopsis)"]
    if !discussion.isEmpty { lines += ["", discussion] }
    lines += ["", "OPTIONS:"]
    let all = optionsWithHelp
    let labels = all.map { "--\($0.name)" + ($0.valueName.map { " <\($0)>" } ?? "") }
    let width = (labels.map(\.count).max() ?? 0) + 2
    for (label, option) in zip(labels, all) {
      lines.append("  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + option.help)
    }
    return lines.joined(separator: "\n")
  }

  /// Every option the command accepts, `--help` last: what `--help`, the manual page and the
  /// completions list.
  static var optionsWithHelp: [OptionSpec] { options + [OptionSpec.help] }
}
