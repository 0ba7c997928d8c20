/// `quicktax help --man`: the manual page (roff, man(7) macros), made from the same definitions
/// as `--help` — the overview, each command's synopsis, abstract, discussion and options — so that
/// the two cannot say different things. docs/quicktax.1 is its output, checked by a test.
enum ManualPage {
  static func text(commands: [any Command.Type], topLevelOptions: [OptionSpec]) -> String {
    var lines = [
      ".\\\" Made by 'quicktax help --man' from the definitions its --help shows; do not edit.",
      // No date: the page of a version is the same whenever it is made.
      ".TH QUICKTAX 1 \"\" \"quicktax \(QuickTaxTool.version)\" \"User Commands\"",
      // Left-aligned and unhyphenated: option names and paths stay whole, to be copied.
      ".ad l",
      ".nh",
      ".SH NAME",
      "quicktax \\- " + escaped(QuickTaxTool.summary),
      ".SH SYNOPSIS",
      ".B quicktax",
      ".I command",
      ".RI [ options ]",
      ".br",
      ".B quicktax",
      ".RB [ \\-\\-version | \\-\\-help ]",
      ".SH DESCRIPTION",
    ]
    lines += QuickTaxTool.description.map(escaped)
    lines += [".PP", "Each command is described below, as " + bold("quicktax") + " " + italic("command") + " " + bold("--help") + " shows it."]
    lines.append(".SH COMMANDS")
    for command in commands {
      lines.append(".SS \"\(escaped(command.name))\"")
      lines += [".B quicktax", escaped(command.synopsis), ".PP", escaped(command.abstract)]
      lines += paragraphs(command.discussion)
      lines += [".PP", "Options:"]
      lines += command.optionsWithHelp.flatMap(item)
    }
    lines.append(".SH OPTIONS")
    lines += topLevelOptions.flatMap(item)
    lines += [
      ".SH EXIT STATUS",
      ".TP", "\(ExitStatus.success)", "Success.",
      ".TP", "\(ExitStatus.failure)", "Invalid input, a failed case or a failed line: the message names the file and the field.",
      ".TP", "\(ExitStatus.usage)", "A usage error: a command, option or operand that is not taken; the message names it.",
      ".TP", "\(ExitStatus.ioError)", "Standard output could not be written.",
      ".SH ENVIRONMENT",
      ".TP", ".B NO_COLOR", "Set: no color in the output (as does TERM=dumb, or output that is not a terminal).",
      ".SH SEE ALSO",
      "The README and the docs/ folder of the QuickTax for Swift source, and",
      bold("quicktax completions") + " for the shell completions made from the same definitions.",
      "",
    ]
    return lines.joined(separator: "\n")
  }

  /// One option as a tagged paragraph: `--name <VALUE>` over its help.
  private static func item(_ option: OptionSpec) -> [String] {
    let label = bold("--" + option.name) + (option.valueName.map { " " + italic($0) } ?? "")
    return [".TP", label, escaped(option.help)]
  }

  /// The discussion's paragraphs (blank lines between them). A paragraph laid out in columns or
  /// with an indented line (a table, a command to type) keeps its lines as `--help` shows them;
  /// the others are filled by the formatter.
  private static func paragraphs(_ discussion: String) -> [String] {
    guard !discussion.isEmpty else { return [] }
    var lines: [String] = []
    for paragraph in discussion.components(separatedBy: "\n\n") {
      let paragraphLines = paragraph.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines.append(".PP")
      if paragraphLines.contains(where: isLaidOut) {
        lines.append(".nf")
        lines += paragraphLines.map(escaped)
        lines.append(".fi")
      } else {
        lines += paragraphLines.map(escaped)
      }
    }
    return lines
  }

  /// A line that starts with a space, or holds two spaces between words (columns).
  private static func isLaidOut(_ line: String) -> Bool {
    line.hasPrefix(" ") || line.drop { $0 == " " }.trimmingTrailingSpaces.contains("  ")
  }

  /// Text as roff reads it literally: a backslash as `\e`, a hyphen as `\-` (a minus sign, so
  /// that an option copied from the page works), a leading `.` or `'` (a request) after `\&`, and
  /// a character beyond ASCII (→, —) by its code point, `\[u2192]`, which every formatter reads
  /// whatever the page's encoding is taken to be.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
    return result
  }

  private static func bold(_ text: String) -> String { "\\fB\(escaped(text))\\fR" }
  private static func italic(_ text: String) -> String { "\\fI\(escaped(text))\\fR" }
}

extension Substring {
  fileprivate var trimmingTrailingSpaces: Substring {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
