import Foundation

/// The `quicktax` command: dispatches to a subcommand and turns usage errors into `Error: ...`,
/// the usage, and exit status 64.
public enum QuickTaxTool {
  public static let version = "0.1.0"

  static var commands: [any Command.Type] {
    [
      EstimateCommand.self, PlanCommand.self, WhatIfCommand.self, InitCommand.self, TemplateCommand.self, TaxDataCommand.self,
      FixturesCommand.self, BenchCommand.self, CompletionsCommand.self, HelpCommand.self,
    ]
  }

  /// The options taken before any command.
  static let options = [
    OptionSpec(name: "version", valueName: nil, help: "Show the version, the commit it was built from and the tax data's checksum."),
    OptionSpec.help,
  ]

  /// What quicktax does, in a line (the manual page's NAME).
  static let summary = "federal and California income tax balance due and quarterly estimated payments"

  /// The overview's first paragraph, and the manual page's description.
  static var description: [String] {
    [
      "QuickTax for Swift \(version): federal and California income tax balance due and",
      "quarterly estimated payments, a line-by-line port of the QuickTax web app's calculators.",
    ]
  }

  static var overview: String {
    var lines = ["OVERVIEW: " + description[0]] + description.dropFirst() + ["", "USAGE: quicktax <command> [options]", "", "COMMANDS:"]
    let width = (commands.map { $0.name.count }.max() ?? 0) + 2
    for command in commands {
      lines.append("  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract)
    }
    lines += ["", "  See 'quicktax <command> --help' for a command's options, 'quicktax help --man' for the manual.", "", "OPTIONS:"]
    let labels = options.map { "--\($0.name)" }
    let optionWidth = (labels.map(\.count).max() ?? 0) + 3
    for (label, option) in zip(labels, options) {
      lines.append("  " + label.padding(toLength: optionWidth, withPad: " ", startingAt: 0) + option.help)
    }
    return lines.joined(separator: "\n")
  }

  /// Runs `quicktax` with `arguments` (without the program name); returns the exit status. When
  /// standard output could not be written the status is 74 whatever the command returned: one
  /// line on standard error names the reason, except for a reader that went away (a broken pipe),
  /// which ends the command quietly as it does other Unix tools.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    let status = runCommand(arguments, context: context)
    switch context.output.failure {
    case nil: return status
    case .brokenPipe: return ExitStatus.ioError
    case .failed(let reason):
      context.output.printError("quicktax: cannot write output: \(reason)")
      return ExitStatus.ioError
    }
  }

  static func runCommand(_ arguments: [String], context: CommandContext) -> Int32 {
    guard let first = arguments.first else {
      context.output.printError("Error: no command given.\n\n" + overview)
      return ExitStatus.usage
    }
    if first == "--help" || first == "-h" {
      context.output.print(overview)
      return ExitStatus.success
    }
    if first == "--version" {
      context.output.print(VersionReport.text)
      return ExitStatus.success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      context.output.printError("Error: unknown command '\(first)'.\n\n" + overview)
      return ExitStatus.usage
    }
    do throws(UsageError) {
      let parsed = try CommandArguments(
        Array(arguments.dropFirst()), options: command.optionsWithHelp)
      if parsed.has("help") {
        context.output.print(command.help)
        return ExitStatus.success
      }
      do {
        return try command.run(parsed, context: context)
      } catch let error as UsageError {
        throw error
      } catch let failure as CommandFailure {
        context.output.printError("Error: \(failure.message)")
        return ExitStatus.failure
      } catch {
        context.output.printError("Error: \(error)")
        return ExitStatus.failure
      }
    } catch {
      context.output.printError("Error: \(error.message)\n\n\(command.usage)")
      return ExitStatus.usage
    }
  }
}
