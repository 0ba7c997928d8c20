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
