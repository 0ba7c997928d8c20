/// `quicktax completions fish`: `complete` lines for fish, made from the definitions `--help`
/// shows, each option with its help as the description.
enum FishCompletion {
  static func script(commands: [any Command.Type], topLevelOptions: [OptionSpec]) -> String {
    var lines = [
      "# fish completion for quicktax \(QuickTaxTool.version), made by 'quicktax completions fish' from the",
      "# definitions its --help shows. Install it with",
      "#   quicktax completions fish > ~/.config/fish/completions/quicktax.fish",
      "",
      "# The command being completed: the first word after quicktax that is not an option.",
      "function __quicktax_using",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    for token in $tokens",
      "        string match -q -- '-*' $token; and continue",
      "        test $token = $argv[1]",
      "        return",
      "    end",
      "    return 1",
      "end",
      "",
      "# Whether no command has been given yet.",
      "function __quicktax_needs_command",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    for token in $tokens",
      "        string match -q -- '-*' $token; or return 1",
      "    end",
      "end",
      "",
      "# Whether the command ($argv[1]) has no operand yet; $argv[2..] are its options that take a value.",
      "function __quicktax_no_operand",
      "    set -l tokens (commandline -opc)",
      "    set -e tokens[1]",
      "    set -l seen_command 0",
      "    set -l skip 0",
      "    for token in $tokens",
      "        if test $skip = 1",
      "            set skip 0",
      "        else if string match -q -- '-*' $token",
      "            contains -- $token $argv; and set skip 1",
      "        else if test $seen_command = 0",
      "            set seen_command 1",
      "        else",
      "            return 1",
      "        end",
      "    end",
      "end",
      "",
      "complete -c quicktax -f",
    ]
    for command in commands {
      lines.append("complete -c quicktax -n __quicktax_needs_command -a \(command.name) -d \(quoted(command.abstract))")
    }
    for option in topLevelOptions {
      lines.append("complete -c quicktax -n __quicktax_needs_command -l \(option.name) -d \(quoted(option.help))")
    }
    for command in commands {
      lines.append("")
      let condition = quoted("__quicktax_using \(command.name)")
      for option in command.optionsWithHelp {
        var line = "complete -c quicktax -n \(condition) -l \(option.name)"
        switch option.value {
        case .none: break
        case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
        case .file: line += " -r -F"
        case .typed: line += " -x"
        }
        lines.append(line + " -d \(quoted(option.help))")
      }
      switch command.operands {
      case .none: break
      case .files: lines.append("complete -c quicktax -n \(condition) -F")
      case .words(let words):
        let valued = command.optionsWithHelp.filter { $0.valueName != nil }.map { "--\($0.name)" }
        let first = quoted((["__quicktax_using \(command.name); and __quicktax_no_operand"] + valued).joined(separator: " "))
        lines.append("complete -c quicktax -n \(first) -a \(quoted(words.joined(separator: " ")))")
        let later = quoted((["__quicktax_using \(command.name); and not __quicktax_no_operand"] + valued).joined(separator: " "))
        lines.append("complete -c quicktax -n \(later) -F")
      }
    }
    lines.append("")
    return lines.joined(separator: "\n")
  }

  /// `text` as one single-quoted fish word: a backslash or quote of its own escaped.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
  }
}
