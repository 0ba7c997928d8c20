import QuickTaxCore

/// `quicktax help [COMMAND] [--man]`: the overview, a command's `--help`, or the manual page.
enum HelpCommand: Command {
  static let name = "help"
  static let abstract = "Show the overview, a command's help, or the manual page."
  static let synopsis = "help [COMMAND] [--man]"
  static let discussion = """
    'quicktax help' is 'quicktax --help'; 'quicktax help COMMAND' is 'quicktax COMMAND --help'.
    --man prints the manual page of every command (roff): read it with
    'quicktax help --man | man -l -', or save it as quicktax.1 in a man1 folder of MANPATH.
    """
  static let options = [
    OptionSpec(name: "man", valueName: nil, help: "Print the manual page (roff), made from the same definitions as --help.")
  ]

  static var operands: CommandOperands { .words(QuickTaxTool.commands.map { $0.name }) }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    guard arguments.positionals.count <= 1 else { throw UsageError("give one COMMAND, not \(arguments.positionals.count)") }
    if arguments.has("man") {
      guard arguments.positionals.isEmpty else { throw UsageError("--man prints the whole manual; give it no COMMAND") }
      context.output.write(ManualPage.text(commands: QuickTaxTool.commands, topLevelOptions: QuickTaxTool.options))
      return ExitStatus.success
    }
    guard let name = arguments.positionals.first else {
      context.output.print(QuickTaxTool.overview)
      return ExitStatus.success
    }
    guard let command = QuickTaxTool.commands.first(where: { $0.name == name }) else {
      let names = QuickTaxTool.commands.map { $0.name }.joined(separator: ", ")
      throw UsageError("COMMAND \(InputExcerpt.quoted(name)) is not a quicktax command; use one of \(names)")
    }
    context.output.print(command.help)
    return ExitStatus.success
  }
}
