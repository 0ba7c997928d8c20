import Foundation
import QuickTaxCore
import Testing

@testable import QuickTaxCommands

@Suite("quicktax help and --version")
struct HelpCommandTests {
  @Test("help is --help; help COMMAND is COMMAND --help")
  func help() {
    let overview = CommandRunner.run(["--help"])
    #expect(CommandRunner.run(["help"]).out == overview.out)
    #expect(overview.out.contains("  completions  Print the shell completion script for bash, zsh or fish."))
    #expect(overview.out.contains("  --version   Show the version, the commit it was built from and the tax data's checksum."))
    for command in QuickTaxTool.commands {
      let direct = CommandRunner.run([command.name, "--help"])
      let viaHelp = CommandRunner.run(["help", command.name])
      #expect(direct.status == 0 && viaHelp.status == 0 && direct.out == viaHelp.out && viaHelp.out.hasPrefix("OVERVIEW: \(command.abstract)"))
    }
  }

  @Test("an unknown COMMAND, two of them, or a COMMAND with --man: a usage error naming it")
  func badHelp() {
    for (arguments, words) in [
      (["help", "estimat"], #"COMMAND "estimat" is not a quicktax command; use one of estimate, plan"#),
      (["help", "estimate", "plan"], "give one COMMAND, not 2"), (["help", "estimate", "--man"], "--man prints the whole manual; give it no COMMAND"),
      (["help", "--mna"], "unknown option '--mna'"),
    ] {
      let result = CommandRunner.run(arguments)
      #expect(result.status == 64 && result.out.isEmpty && result.error.hasPrefix("Error: ") && result.error.contains(words), "\(result.error)")
    }
  }

  @Test("--version: the version, the commit (unknown in a build of a checkout), the platform and the tax data's SHA-256")
  func version() throws {
    let result = CommandRunner.run(["--version"])
    #expect(result.status == 0 && result.error.isEmpty)
    let lines = result.out.split(separator: "\n").map(String.init)
    let manifest = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Sources/QuickTaxCore/TaxData/manifest.json"))
    #if os(Linux) && arch(x86_64)
      let platform = "linux-x86_64"
    #elseif os(Linux) && arch(arm64)
      let platform = "linux-aarch64"
    #elseif os(macOS) && arch(arm64)
      let platform = "macos-aarch64"
    #else
      let platform = "macos-x86_64"
    #endif
    #expect(
      lines == [
        "quicktax \(QuickTaxTool.version)", "commit: unknown (built from source without Tools/release-build --dist)", "platform: \(platform)",
        "tax data: sha256 \(SHA256.hex([UInt8](manifest))) (manifest.json of the 18 embedded table files, each checked against it)",
      ])
    #expect(QuickTaxTool.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil)
  }
}
