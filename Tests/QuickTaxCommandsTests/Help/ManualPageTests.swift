import Foundation
import Testing

@testable import QuickTaxCommands

/// `quicktax help --man`: made from the definitions `--help` shows; docs/quicktax.1 is its output.
@Suite("quicktax help --man")
struct ManualPageTests {
  static let checkedIn = CommandRunner.packageRoot.appendingPathComponent("docs/quicktax.1")

  func page() -> String {
    let result = CommandRunner.run(["help", "--man"])
    #expect(result.status == 0 && result.error.isEmpty)
    return result.out
  }

  @Test("docs/quicktax.1 is what help --man prints (regenerate: swift run quicktax help --man > docs/quicktax.1)")
  func checkedInPage() throws {
    let text = try String(contentsOf: Self.checkedIn, encoding: .utf8)
    #expect(text == page(), "docs/quicktax.1 differs from 'quicktax help --man'; regenerate it: swift run quicktax help --man > docs/quicktax.1")
  }

  @Test("each command has a section with its synopsis, abstract and every option")
  func everyCommand() {
    let sections = page().components(separatedBy: "\n.SS ")
    for command in QuickTaxTool.commands {
      let section = sections.first { $0.hasPrefix("\"\(ManualPage.escaped(command.name))\"\n") } ?? ""
      #expect(!section.isEmpty, "no section for \(command.name)")
      #expect(section.contains(ManualPage.escaped(command.synopsis)))
      #expect(section.contains(ManualPage.escaped(command.abstract)))
      for option in command.optionsWithHelp {
        #expect(section.contains(".TP\n\\fB\(ManualPage.escaped("--" + option.name))\\fR"), "\(command.name) lacks --\(option.name)")
        #expect(section.contains(ManualPage.escaped(option.help)), "\(command.name) --\(option.name)'s help")
      }
    }
    #expect(page().contains(".TH QUICKTAX 1 \"\" \"quicktax \(QuickTaxTool.version)\""))
  }

  @Test("roff's own escapes: a backslash, a hyphen, a line that would read as a request")
  func escapes() {
    #expect(ManualPage.escaped(#"a\b"#) == #"a\eb"#)
    #expect(ManualPage.escaped("--as-of") == #"\-\-as\-of"#)
    #expect(ManualPage.escaped(".5 of it") == #"\&.5 of it"#)
    #expect(ManualPage.escaped("'quoted'") == #"\&'quoted'"#)
    #expect(ManualPage.escaped("(→ 52300) — ok") == #"(\[u2192] 52300) \[u2014] ok"#)
  }

  @Test("groff formats the page without a warning, every option readable", .enabled(if: Shell.path("groff") != nil, "groff is not installed"))
  func formats() throws {
    let file = try Shell.file(page(), named: "quicktax.1")
    let result = try Shell.run("groff", ["-man", "-Tutf8", "-ww", "-P-cbou", file.path])
    #expect(result.status == 0 && result.error.isEmpty, "\(result.error)")
    // Lines filled and hyphenated by the formatter: compare words, joined again.
    let rendered = result.out.replacingOccurrences(of: "\u{2010}\n", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for command in QuickTaxTool.commands {
      #expect(rendered.contains("quicktax \(command.synopsis.split(separator: " ").first ?? "")"))
      for option in command.optionsWithHelp { #expect(rendered.contains("--\(option.name)"), "--\(option.name)") }
    }
    #expect(rendered.contains("tax-data list|show YEAR|verify FILE...|manifest FOLDER"))
  }
}
