import QuickTaxCore

/// `quicktax completions SHELL`: the shell completion script, made from the same definitions as
/// `--help` (``BashCompletion``, ``ZshCompletion``, ``FishCompletion``).
enum CompletionsCommand: Command {
  static let name = "completions"
  static let abstract = "Print the shell completion script for bash, zsh or fish."
  static let synopsis = "completions bash|zsh|fish"
  static let discussion = """
    Writes the script to standard output. It is made from the same definitions as --help, so it
    offers every command, option and option value this binary takes. To install it:
      bash  quicktax completions bash > ~/.local/share/bash-completion/completions/quicktax
      zsh   quicktax completions zsh > ~/.zfunc/_quicktax   (fpath+=(~/.zfunc) before compinit)
      fish  quicktax completions fish > ~/.config/fish/completions/quicktax.fish
    or load it for the current bash or zsh: source <(quicktax completions bash).
    """
  static let options: [OptionSpec] = []

  enum Shell: String, CaseIterable {
    case bash, zsh, fish
  }

  static var operands: CommandOperands { .words(Shell.allCases.map(\.rawValue)) }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    let names = Shell.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = arguments.positionals.first else { throw UsageError("say which SHELL: \(names)") }
    guard arguments.positionals.count == 1 else { throw UsageError("give one SHELL, not \(arguments.positionals.count)") }
    guard let shell = Shell(rawValue: name) else {
      throw UsageError("SHELL \(InputExcerpt.quoted(name)) is not one completions are written for; use \(names)")
    }
    context.output.write(script(for: shell))
    return ExitStatus.success
  }

  static func script(for shell: Shell) -> String {
    let commands = QuickTaxTool.commands
    let options = QuickTaxTool.options
    switch shell {
    case .bash: return BashCompletion.script(commands: commands, topLevelOptions: options)
    case .zsh: return ZshCompletion.script(commands: commands, topLevelOptions: options)
    case .fish: return FishCompletion.script(commands: commands, topLevelOptions: options)
    }
  }
}
