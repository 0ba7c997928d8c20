@testable import QuickTaxCommands
import Testing

@Suite("Command-line arguments")
struct CommandArgumentsTests {
  let options = [
    OptionSpec(name: "format", valueName: "text|json", help: ""), OptionSpec(name: "web-compat", valueName: nil, help: ""),
    OptionSpec(name: "help", valueName: nil, help: ""),
  ]

  @Test("values after the option or after '=', flags, positionals, '-' and '--'")
  func parses() throws {
    let parsed = try CommandArguments(["a.json", "--format", "json", "--web-compat", "-", "--", "--x"], options: options)
    #expect(parsed.value("format") == "json" && parsed.has("web-compat"))
    #expect(parsed.positionals == ["a.json", "-", "--x"])
    #expect(try CommandArguments(["--format=text"], options: options).value("format") == "text")
    #expect(try CommandArguments(["-h"], options: options).has("help"))
  }

  @Test("mistakes are usage errors that say what is wrong", arguments: [
    (["--fromat", "json"], "unknown option '--fromat'"), (["--format"], "option '--format' needs a value (text|json)"),
    (["--web-compat=yes"], "option '--web-compat' takes no value"), (["-x"], "unknown option '-x'"),
    (["--format", "a", "--format", "b"], "option '--format' is given more than once"),
  ])
  func errors(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError.self) { try CommandArguments(arguments, options: options) }
    do {
      _ = try CommandArguments(arguments, options: options)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("a prefix of an option is suggested")
  func suggestion() {
    do {
      _ = try CommandArguments(["--form", "x"], options: options)
    } catch {
      #expect(error.message == "unknown option '--form'; did you mean '--format'?")
    }
  }
}

@Suite("one output path: a write failure becomes exit status 74")
struct OutputFailureTests {
  func run(_ failure: OutputFailure) -> (status: Int32, error: String) {
    let errors = CommandOutput.Captured()
    let output = CommandOutput(out: { _ in }, error: { errors.append(error: $0) }, outFailure: { failure })
    let status = QuickTaxTool.run(["template"], context: CommandContext(output: output))
    return (status, errors.error)
  }

  @Test("a failed write: one line naming the reason, exit 74")
  func failedWrite() {
    let result = run(.failed(reason: "No space left on device"))
    #expect(result.status == 74)
    #expect(result.error == "quicktax: cannot write output: No space left on device\n")
  }

  @Test("a reader that went away: exit 74, nothing said")
  func brokenPipe() {
    let result = run(.brokenPipe)
    #expect(result.status == 74 && result.error.isEmpty)
  }
}
