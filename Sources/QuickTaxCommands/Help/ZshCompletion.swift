/// `quicktax completions zsh`: a completion function for zsh's completion system (`_arguments`),
/// made from the definitions `--help` shows: each option with its help as the explanation.
enum ZshCompletion {
  static func script(commands: [any Command.Type], topLevelOptions: [OptionSpec]) -> String {
    var lines = [
      "#compdef quicktax",
      "# zsh completion for quicktax \(QuickTaxTool.version), made by 'quicktax completions zsh' from the",
      "# definitions its --help shows. Install it as _quicktax in a folder of $fpath (before compinit):",
      "#   quicktax completions zsh > ~/.zfunc/_quicktax    with fpath+=(~/.zfunc) in ~/.zshrc",
      "# or load it for this shell (after compinit): source <(quicktax completions zsh)",
      "",
      "_quicktax() {",
      "  local -a commands top_options",
      "  commands=(",
    ]
    lines += commands.map { "    \(singleQuoted("\($0.name):\($0.abstract)"))" }
    lines += ["  )", "  top_options=("]
    lines += topLevelOptions.map { "    \(singleQuoted("--\($0.name):\($0.help)"))" }
    lines += [
      "  )",
      "  if (( CURRENT == 2 )); then",
      "    _describe -t commands 'quicktax command' commands",
      "    _describe -t options 'option' top_options",
      "    return",
      "  fi",
      "  local command=${words[2]}",
      "  # The command's own words from here: _arguments reads them as it reads a command's.",
      "  shift words",
      "  (( CURRENT-- ))",
      "  case $command in",
    ]
    for command in commands {
      lines.append("    (\(command.name))")
      var specs = command.optionsWithHelp.map(spec)
      switch command.operands {
      case .none: break
      case .files: specs.append("*:file:_files")
      case .words(let words): specs += ["1:\(command.name) operand:(\(words.joined(separator: " ")))", "*:file:_files"]
      }
      lines.append("      _arguments -S \\")
      lines += specs.enumerated().map { index, spec in
        "        \(singleQuoted(spec))" + (index == specs.count - 1 ? "" : " \\")
      }
      lines.append("      ;;")
    }
    lines += [
      "  esac",
      "}",
      "",
      "# Autoloaded from $fpath, the file is the function's body; sourced, it registers the function.",
      "if [ \"$funcstack[1]\" = \"_quicktax\" ]; then",
      "  _quicktax \"$@\"",
      "else",
      "  compdef _quicktax quicktax",
      "fi",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// One option for `_arguments`: `--name=[explanation]:message:action` (the value after a space
  /// or an '='), `*` before one that may be repeated, `(- *)` before `--help` (nothing after it).
  private static func spec(_ option: OptionSpec) -> String {
    let explanation = "[\(escapedExplanation(option.help))]"
    let prefix = option.name == OptionSpec.help.name ? "(- *)" : option.repeatable ? "*" : ""
    guard let valueName = option.valueName else { return "\(prefix)--\(option.name)\(explanation)" }
    let message = valueName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ":", with: "\\:")
    let action: String
    switch option.value {
    case .words(let words): action = "(\(words.joined(separator: " ")))"
    case .file: action = "_files"
    case .none, .typed: action = " "  // a space: the message is shown, nothing is offered
    }
    return "\(prefix)--\(option.name)=\(explanation):\(message):\(action)"
  }

  /// Help text inside `[...]`: a bracket or backslash of its own is escaped.
  private static func escapedExplanation(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// `text` as one single-quoted shell word.
  static func singleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
