import Foundation
import Testing

@testable import QuickTaxCommands

/// `quicktax completions SHELL`: each script is made from the definitions `--help` shows, so each
/// offers every command and every option; bash's and fish's are asked for completions as a user's
/// shell would ask, zsh's is read and registered by zsh's completion system.
@Suite("quicktax completions")
struct CompletionScriptTests {
  static let shells = CompletionsCommand.Shell.allCases.map(\.rawValue)

  func script(_ shell: String) -> String {
    let result = CommandRunner.run(["completions", shell])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    return result.out
  }

  /// The lines of a script that belong to one command: bash's and zsh's `case` arm, fish's
  /// `complete` lines conditioned on the command.
  func section(_ text: String, shell: String, command: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch shell {
    case "fish": return lines.filter { $0.contains("__quicktax_using \(command)") }.joined(separator: "\n")
    default:
      let start = shell == "bash" ? "    \(command))" : "    (\(command))"
      guard let first = lines.firstIndex(of: start) else { return "" }
      let end = lines[first...].firstIndex(of: "      ;;") ?? lines.endIndex
      return lines[first..<end].joined(separator: "\n")
    }
  }

  @Test("every option of every command is in the command's part of each script", arguments: shells)
  func everyOption(shell: String) {
    let text = script(shell)
    for command in QuickTaxTool.commands {
      let part = section(text, shell: shell, command: command.name)
      #expect(!part.isEmpty, "\(shell): no part for \(command.name)")
      for option in command.optionsWithHelp {
        let written = shell == "fish" ? "-l \(option.name) " : "--\(option.name)"
        #expect(part.contains(written), "\(shell): \(command.name) lacks --\(option.name)")
      }
    }
    for option in QuickTaxTool.options { #expect(text.contains(option.name)) }
  }

  @Test("the words a script holds unquoted are plain: option names, command names and value words")
  func plainWords() {
    let plain = /^[a-z][a-z0-9-]*$/
    for command in QuickTaxTool.commands {
      #expect(command.name.wholeMatch(of: plain) != nil)
      for option in command.optionsWithHelp {
        #expect(option.name.wholeMatch(of: plain) != nil, "\(option.name)")
        if case .words(let words) = option.value { #expect(words.allSatisfy { $0.wholeMatch(of: plain) != nil }) }
      }
      if case .words(let words) = command.operands { #expect(words.allSatisfy { $0.wholeMatch(of: plain) != nil }) }
    }
  }

  @Test("each operand word a script offers is one its command takes")
  func operandWords() {
    for command in QuickTaxTool.commands {
      guard case .words(let words) = command.operands else { continue }
      for word in words {
        let result = CommandRunner.run([command.name, word] + (command.name == "tax-data" && word != "list" ? ["--help"] : []))
        #expect(result.status == 0, "\(command.name) \(word): \(result.error.prefix(200))")
      }
    }
    // tax-data's actions as run() reads them: a word it does not take is refused as unknown.
    for action in TaxDataCommand.actions {
      #expect(!CommandRunner.run(["tax-data", action]).error.contains("unknown action"), "\(action)")
    }
    #expect(CommandRunner.run(["tax-data", "lst"]).error.contains("unknown action 'lst'"))
  }

  @Test("option values: words from the value name, files for FILE and PATH, nothing for what is typed")
  func optionValues() {
    let format = EstimateCommand.options.first { $0.name == "format" }
    #expect(format?.value == .words(["text", "json", "markdown"]))
    #expect(EstimateCommand.options.first { $0.name == "calendar" }?.value == .file)
    #expect(EstimateCommand.options.first { $0.name == "tax-data" }?.value == .file)
    #expect(EstimateCommand.options.first { $0.name == "as-of" }?.value == .typed)
    #expect(WhatIfCommand.options.first { $0.name == "scenario" }?.value == .typed)
    #expect(EstimateCommand.options.first { $0.name == "web-compat" }?.value == OptionValue.none)
  }

  @Test("bash reads the script (bash -n)")
  func bashSyntax() throws {
    let file = try Shell.file(script("bash"), named: "quicktax.bash")
    let result = try Shell.run("bash", ["-n", file.path])
    #expect(result.status == 0, "\(result.error)")
  }

  /// What bash's completion function offers for each command line, the last word being typed.
  func bashOffers(_ lines: [[String]]) throws -> [[String]] {
    let file = try Shell.file(script("bash"), named: "quicktax.bash")
    let folder = file.deletingLastPathComponent().appendingPathComponent("files")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data().write(to: folder.appendingPathComponent("household one.json"))
    var program = ["cd \(ZshCompletion.singleQuoted(folder.path)) || exit 1", "source \(ZshCompletion.singleQuoted(file.path))"]
    program.append(#"query() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _quicktax 2>/dev/null; printf '%s\n' "${COMPREPLY[@]}"; echo '--end--'; }"#)
    program += lines.map { "query " + $0.map(ZshCompletion.singleQuoted).joined(separator: " ") }
    let result = try Shell.run("bash", ["-c", program.joined(separator: "\n")])
    #expect(result.status == 0, "\(result.error)")
    return result.out.components(separatedBy: "--end--\n").dropLast().map { $0.split(separator: "\n").map(String.init).sorted() }
  }

  @Test("bash offers each command's options, its value words, its operand words and files")
  func bashCompletes() throws {
    let commands = QuickTaxTool.commands
    var queries: [[String]] = [["quicktax", ""]]
    var expected: [[String]] = [(commands.map { $0.name } + ["--help", "--version"]).sorted()]
    for command in commands {
      queries.append(["quicktax", command.name, "--"])
      expected.append(command.optionsWithHelp.map { "--\($0.name)" }.sorted())
    }
    let pairs: [([String], [String])] = [
      (["quicktax", "estimate", "--format", ""], ["json", "markdown", "text"]),
      (["quicktax", "estimate", "--format", "="], ["json", "markdown", "text"]),
      (["quicktax", "estimate", "--format", "=", "ma"], ["markdown"]),
      (["quicktax", "plan", "--pay-frequency", "b"], ["biweekly"]),
      (["quicktax", "estimate", "--as-of", ""], []),
      (["quicktax", "estimate", ""], ["household one.json"]),
      (["quicktax", "estimate", "--calendar", "house"], ["household one.json"]),
      (["quicktax", "template", ""], []),
      (["quicktax", "tax-data", ""], ["list", "manifest", "show", "verify"]),
      (["quicktax", "tax-data", "--rules", "current-law", ""], ["list", "manifest", "show", "verify"]),
      (["quicktax", "tax-data", "--rules", "=", "current-law", "s"], ["show"]),
      (["quicktax", "tax-data", "verify", ""], ["household one.json"]),
      (["quicktax", "completions", ""], ["bash", "fish", "zsh"]),
      (["quicktax", "help", "t"], ["tax-data", "template"]),
    ]
    queries += pairs.map(\.0)
    expected += pairs.map(\.1)
    let offers = try bashOffers(queries)
    #expect(offers.count == queries.count)
    for (query, (offer, wanted)) in zip(queries, zip(offers, expected)) {
      #expect(offer == wanted, "\(query)")
    }
  }

  @Test("zsh reads the script and registers it for quicktax", .enabled(if: Shell.path("zsh") != nil, "zsh is not installed"))
  func zshLoads() throws {
    let file = try Shell.file(script("zsh"), named: "_quicktax")
    let syntax = try Shell.run("zsh", ["-n", file.path])
    #expect(syntax.status == 0, "\(syntax.error)")
    let loaded = try Shell.run(
      "zsh", ["-f", "-c", "autoload -Uz compinit && compinit -u -D && source \(ZshCompletion.singleQuoted(file.path)) && print -r -- ${_comps[quicktax]}"])
    #expect(loaded.status == 0 && loaded.out == "_quicktax\n", "\(loaded.out) \(loaded.error)")
  }

  /// What fish offers for each command line (`complete -C`), without descriptions.
  func fishOffers(_ lines: [String]) throws -> [[String]] {
    let file = try Shell.file(script("fish"), named: "quicktax.fish")
    var program = ["source \(ZshCompletion.singleQuoted(file.path))"]
    for line in lines { program += ["complete -C \(ZshCompletion.singleQuoted(line))", "echo -- --end--"] }
    let result = try Shell.run("fish", ["--no-config", "-c", program.joined(separator: "\n")])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    return result.out.components(separatedBy: "--end--\n").dropLast().map { block in
      block.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }.sorted()
    }
  }

  @Test("fish reads the script and offers each command's options, value words and operand words", .enabled(if: Shell.path("fish") != nil, "fish is not installed"))
  func fishCompletes() throws {
    let file = try Shell.file(script("fish"), named: "quicktax.fish")
    let syntax = try Shell.run("fish", ["--no-config", "--no-execute", file.path])
    #expect(syntax.status == 0, "\(syntax.error)")
    let commands = QuickTaxTool.commands
    var queries = ["quicktax ", "quicktax --"]
    var expected = [commands.map { $0.name }.sorted(), ["--help", "--version"]]
    for command in commands {
      queries.append("quicktax \(command.name) --")
      expected.append(command.optionsWithHelp.map { "--\($0.name)" }.sorted())
    }
    let pairs: [(String, [String])] = [
      ("quicktax estimate --format ", ["json", "markdown", "text"]),
      ("quicktax tax-data ", ["list", "manifest", "show", "verify"]),
      ("quicktax tax-data --rules current-law ", ["list", "manifest", "show", "verify"]),
      ("quicktax completions ", ["bash", "fish", "zsh"]),
    ]
    queries += pairs.map(\.0)
    expected += pairs.map(\.1)
    let offers = try fishOffers(queries)
    #expect(offers.count == queries.count)
    for (query, (offer, wanted)) in zip(queries, zip(offers, expected)) {
      #expect(offer == wanted, "\(query)")
    }
  }

  @Test("a missing, unknown or second SHELL is a usage error naming SHELL")
  func badShell() {
    for (arguments, words) in [
      (["completions"], "say which SHELL: bash, zsh, fish"), (["completions", "tcsh"], #"SHELL "tcsh" is not one"#),
      (["completions", "bash", "zsh"], "give one SHELL, not 2"), (["completions", ""], #"SHELL "" is not one"#),
      (["completions", String(repeating: "z", count: 100_000)], #"SHELL "zzzzzzzzzzzzzzzzzzzzzzzz…""#),
      (["completions", "--bash"], "unknown option '--bash'"),
    ] {
      let result = CommandRunner.run(arguments)
      #expect(result.status == 64 && result.out.isEmpty, "\(arguments.map { $0.prefix(20) })")
      #expect(result.error.hasPrefix("Error: ") && result.error.contains(words), "\(result.error.prefix(300))")
      #expect(result.error.count < 1_000)
    }
  }
}
