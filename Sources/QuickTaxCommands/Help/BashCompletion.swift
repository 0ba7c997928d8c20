/// `quicktax completions bash`: a completion function made from the definitions `--help` shows,
/// so that it offers exactly the commands, options and values this binary takes.
enum BashCompletion {
  static func script(commands: [any Command.Type], topLevelOptions: [OptionSpec]) -> String {
    var lines = [
      "# bash completion for quicktax \(QuickTaxTool.version), made by 'quicktax completions bash' from the",
      "# definitions its --help shows. Install it with",
      "#   quicktax completions bash > ~/.local/share/bash-completion/completions/quicktax",
      "# or load it for this shell: source <(quicktax completions bash)",
      "# shellcheck disable=SC2207  # compgen writes one word a line; COMPREPLY takes them as a list",
      "",
      "_quicktax_words() {",
      "  COMPREPLY=($(compgen -W \"$1\" -- \"$2\"))",
      "}",
      "",
      "# File names, spaces included (one a line), shown as bash shows files.",
      "_quicktax_files() {",
      "  local IFS=$'\\n'",
      "  compopt -o filenames 2>/dev/null",
      "  COMPREPLY=($(compgen -f -- \"$1\"))",
      "}",
      "",
      "_quicktax() {",
      "  local current=\"${COMP_WORDS[COMP_CWORD]}\" previous=\"\" operands=0 index=2",
      "  [ \"$COMP_CWORD\" -gt 0 ] && previous=\"${COMP_WORDS[COMP_CWORD-1]}\"",
      "  # bash splits --name=value into three words at the '=' (COMP_WORDBREAKS).",
      "  if [ \"$current\" = \"=\" ]; then",
      "    current=\"\"",
      "  elif [ \"$previous\" = \"=\" ] && [ \"$COMP_CWORD\" -ge 2 ]; then",
      "    previous=\"${COMP_WORDS[COMP_CWORD-2]}\"",
      "  fi",
      "  if [ \"$COMP_CWORD\" -eq 1 ]; then",
      "    _quicktax_words \(quoted((commands.map { $0.name } + topLevelOptions.map { "--\($0.name)" }).joined(separator: " "))) \"$current\"",
      "    return",
      "  fi",
      "  case \"${COMP_WORDS[1]}\" in",
    ]
    for command in commands {
      lines.append("    \(command.name))")
      lines += valueCases(command.optionsWithHelp).map { "      " + $0 }
      lines.append("      if [[ \"$current\" == -* ]]; then")
      lines.append("        _quicktax_words \(quoted(command.optionsWithHelp.map { "--\($0.name)" }.joined(separator: " "))) \"$current\"")
      switch command.operands {
      case .none:
        lines.append("      fi")
      case .files:
        lines += ["      else", "        _quicktax_files \"$current\"", "      fi"]
      case .words(let words):
        lines.append("      else")
        lines += operandCount(command.optionsWithHelp).map { "        " + $0 }
        lines.append("        if [ \"$operands\" -eq 0 ]; then")
        lines.append("          _quicktax_words \(quoted(words.joined(separator: " "))) \"$current\"")
        lines += ["        else", "          _quicktax_files \"$current\"", "        fi", "      fi"]
      }
      lines.append("      ;;")
    }
    lines += ["  esac", "}", "", "complete -F _quicktax quicktax", ""]
    return lines.joined(separator: "\n")
  }

  /// What to offer after an option that takes a value: its words, files, or nothing.
  private static func valueCases(_ options: [OptionSpec]) -> [String] {
    var words: [String] = []
    var files: [String] = []
    var typed: [String] = []
    for option in options {
      switch option.value {
      case .none: continue
      case .words(let choices): words.append("--\(option.name)) _quicktax_words \(quoted(choices.joined(separator: " "))) \"$current\"; return ;;")
      case .file: files.append("--\(option.name)")
      case .typed: typed.append("--\(option.name)")
      }
    }
    var cases = words
    if !files.isEmpty { cases.append("\(files.joined(separator: "|"))) _quicktax_files \"$current\"; return ;;") }
    if !typed.isEmpty { cases.append("\(typed.joined(separator: "|"))) COMPREPLY=(); return ;;") }
    guard !cases.isEmpty else { return [] }
    return ["case \"$previous\" in"] + cases.map { "  " + $0 } + ["esac"]
  }

  /// Counts the operands before the current word, each option's value (after a space or an
  /// '=') skipped, so that only the first operand is offered the command's words.
  private static func operandCount(_ options: [OptionSpec]) -> [String] {
    let valued = options.filter { $0.valueName != nil }.map { "--\($0.name)" }
    var lines = ["while [ \"$index\" -lt \"$COMP_CWORD\" ]; do", "  case \"${COMP_WORDS[index]}\" in"]
    if !valued.isEmpty {
      lines.append("    \(valued.joined(separator: "|"))) [ \"${COMP_WORDS[index+1]}\" = \"=\" ] && index=$((index + 1)); index=$((index + 1)) ;;")
    }
    lines += [
      "    =) index=$((index + 1)) ;;", "    -*) ;;", "    *) operands=$((operands + 1)) ;;", "  esac", "  index=$((index + 1))", "done",
    ]
    return lines
  }

  /// A word list for the script, in double quotes: the words are option names and value words,
  /// which hold no quote, dollar sign or backslash (``OptionSpec/value``).
  private static func quoted(_ text: String) -> String { "\"\(text)\"" }
}
