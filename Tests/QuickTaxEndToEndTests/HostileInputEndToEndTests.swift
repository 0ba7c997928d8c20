import Foundation
import Testing

/// Issue 9: what a hostile or careless user does to the built command. Every case here ended in a
/// crash ("Fatal error", SIGILL), a silent loss or an unbounded echo before it was fixed.
@Suite("bad input and broken output, the built command")
struct HostileInputEndToEndTests {
  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `bash -c script` with `$Q` set to the executable; its own exit status.
  func shell(_ script: String) throws -> QuickTaxProcess.Result {
    try QuickTaxProcess.runTool("/bin/bash", ["-c", script], environment: ["Q": try QuickTaxProcess.executable.path])
  }

  @Test("output that cannot be written: one line on standard error, exit 74, for every command")
  func unwritableOutput() throws {
    for command in ["template", "--help", "estimate docs/examples/single-w2.json --as-of 2025-06-15 --time-zone UTC", "tax-data list"] {
      let full = try shell("\"$Q\" \(command) > /dev/full")
      #expect(full.status == 74, "\(command)")
      #expect(full.error == "quicktax: cannot write output: No space left on device\n", "\(command)")
      let closed = try shell("\"$Q\" \(command) >&-")
      #expect(closed.status == 74, "\(command)")
      #expect(closed.error == "quicktax: cannot write output: Bad file descriptor\n", "\(command)")
    }
  }

  @Test("a reader that goes away with SIGPIPE ignored: quiet, exit 74, and the batch stops reading")
  func brokenPipe() throws {
    let folder = try temporaryFolder()
    let batch = folder.appendingPathComponent("big.jsonl")
    try Data(String(repeating: "{}\n", count: 20_000).utf8).write(to: batch)
    for trap in ["trap '' PIPE; ", ""] {
      let result = try shell(
        "\(trap)\"$Q\" estimate --batch '\(batch.path)' --as-of 2025-06-15 --time-zone UTC | head -c 10 > /dev/null; echo \"${PIPESTATUS[0]}\"")
      #expect(result.out == "74\n", "\(trap)")
      #expect(result.error == "", "\(trap)")
    }
  }

  @Test("a folder, a symbolic-link loop or a missing file where a file is expected: an input error naming the path")
  func notAFile() throws {
    let folder = try temporaryFolder()
    let loop = folder.appendingPathComponent("loop").path
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
    let batch = try QuickTaxProcess.run(["estimate", "--batch", folder.path])
    #expect(batch.status == 1 && batch.error == "Error: \(folder.path): is a folder, not a file\n")
    let single = try QuickTaxProcess.run(["estimate", folder.path])
    #expect(single.status == 1 && single.error == "Error: \(folder.path): is a folder, not a file\n")
    let looped = try QuickTaxProcess.run(["estimate", loop])
    #expect(looped.status == 1 && looped.error == "Error: \(loop): cannot be opened: Too many levels of symbolic links\n")
    let missing = try QuickTaxProcess.run(["estimate", "--batch", folder.appendingPathComponent("none.jsonl").path])
    #expect(missing.status == 1 && missing.error.hasSuffix("none.jsonl: no such file\n"))
    let stdinFolder = try shell("\"$Q\" estimate - --as-of 2025-06-15 < '\(folder.path)'")
    #expect(stdinFolder.status == 1 && stdinFolder.error == "Error: standard input: is a folder, not a file\n")
  }

  @Test("a household over the size limit is refused by its size, without reading it whole")
  func oversizedHousehold() throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("huge.json")
    let digits = String(repeating: "1", count: 2_000_000)
    try Data(#"{"userIncome": {"ytdWage": "\#(digits)"}}"#.utf8).write(to: path)
    let result = try QuickTaxProcess.run(["estimate", path.path])
    #expect(result.status == 1)
    #expect(result.error == "Error: \(path.path): is larger than a household may be (2,000,031 bytes); the limit is 1,048,576 bytes\n")
    let piped = try QuickTaxProcess.run(["estimate", "-"], input: try Data(contentsOf: path))
    #expect(piped.error == "Error: standard input: is larger than a household may be; the limit is 1,048,576 bytes\n")
    // A batch line as long: an error record for that line, and the next line is read.
    let batch = folder.appendingPathComponent("lines.jsonl")
    try Data((#"{"userIncome": {"ytdWage": "\#(digits)"}}"# + "\n{}\n").utf8).write(to: batch)
    let lines = try QuickTaxProcess.run(["estimate", "--batch", batch.path, "--as-of", "2025-06-15", "--time-zone", "UTC"])
    #expect(lines.error == "2 households, 1 failed\n")
    #expect(lines.out.hasPrefix(#"{"line":1,"error":"the line is longer than a household may be; the limit is 1,048,576 bytes""#))
  }

  @Test("a long value is echoed as a short excerpt with its length; control characters are escaped")
  func excerpts() throws {
    let digits = String(repeating: "1234567890", count: 30)
    let long = try QuickTaxProcess.run(["estimate", "-"], input: Data(#"{"userIncome": {"ytdWage": "\#(digits)"}}"#.utf8))
    #expect(long.status == 1)
    #expect(
      long.error
        == "Error: standard input: userIncome.ytdWage: \"123456789012345678901234…\" (300 characters) is too long; a field holds at most 256 characters\n")
    let number = try QuickTaxProcess.run(["estimate", "-"], input: Data(#"{"userIncome": {"ytdWage": \#(digits)}}"#.utf8))
    #expect(number.error.contains("userIncome.ytdWage: 123456789012345678901234… (300 characters) is too long"))
    let zone = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15"], input: Data(#"{"timeZone": "UTC\u0000junk"}"#.utf8))
    #expect(zone.status == 1)
    #expect(zone.error == "Error: standard input: timeZone: \"UTC\\u0000junk\" is not a time zone; write an IANA name such as America/Los_Angeles\n")
  }

  @Test("a repeated key: an error naming it in strict reading, a warning with the last value kept under --web-compat")
  func repeatedKeys() throws {
    let document = Data(#"{"userIncome": {"ytdWage": "NaN", "ytdWage": "1"}}"#.utf8)
    let strict = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: document)
    #expect(strict.status == 1)
    #expect(strict.error == "Error: standard input: userIncome.ytdWage: appears more than once; give each field once\n")
    let web = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC", "--web-compat", "--format", "json"], input: document)
    #expect(web.status == 0)
    #expect(web.out.contains(#""path": "userIncome.ytdWage""#) && web.out.contains("the last value is used, as the web app does"))
    let result = try #require(try JSONSerialization.jsonObject(with: Data(web.out.utf8)) as? [String: Any])
    #expect((result["result"] as? [String: Any])?["totalIncome"] as? Int == 1)
  }

  @Test("--as-of and --time-zone win over the file's, and the date shown is the date given")
  func flagsWin() throws {
    let document = Data(#"{"timeZone": "America/Los_Angeles", "asOf": "2025-03-01"}"#.utf8)
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: document)
    #expect(result.status == 0)
    #expect(result.out.contains("As of June 15, 2025 (UTC)."))
    // --as-of alone is read in the file's zone.
    let zoned = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15"], input: document)
    #expect(zoned.out.contains("As of June 15, 2025 (America/Los_Angeles)."))
  }

  @Test("implausible RSU vests: a value beyond the limit is an error, a very large one a warning")
  func implausibleVests() throws {
    func vest(_ shares: String, _ price: String) -> Data {
      Data(#"{"userIncome": {"incomeMode": "detailed", "futureRSUVests": [{"date": "2025-08-01", "shares": "\#(shares)", "expectedPrice": "\#(price)"}]}}"#.utf8)
    }
    let huge = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: vest("1000000000000", "1000000"))
    #expect(huge.status == 1)
    #expect(
      huge.error
        == "Error: standard input: userIncome.futureRSUVests[0]: shares times expectedPrice is out of range; a vest's value must be at most 1,000,000,000,000,000\n")
    let large = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC", "--format", "json"], input: vest("1000000", "100000"))
    #expect(large.status == 0 && large.out.contains("shares times expectedPrice is more than 10,000,000,000"))
    let many = "[" + Array(repeating: #"{"shares": "1"}"#, count: 1_001).joined(separator: ",") + "]"
    let tooMany = try QuickTaxProcess.run(["estimate", "-"], input: Data(#"{"userIncome": {"futureRSUVests": \#(many)}}"#.utf8))
    #expect(tooMany.error == "Error: standard input: userIncome.futureRSUVests: holds 1,001 vests; a person may have at most 1,000\n")
  }

  @Test("a CRLF batch's blank lines, a bare \\r included, are blank; an empty key is named")
  func blankLinesAndEmptyKeys() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "--batch", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data("{}\r\n\r\n \r\n{}\r\n\r".utf8))
    #expect(result.status == 0 && result.error == "2 households, 0 failed\n")
    let empty = try QuickTaxProcess.run(["estimate", "-"], input: Data(#"{"": 1, "userIncome": {"": 2}}"#.utf8))
    #expect(empty.error == "Error: standard input: [\"\"]: is not a field QuickTax knows\nError: standard input: userIncome[\"\"]: is not a field QuickTax knows\n")
  }

  @Test("a --tax-data folder with an unreadable file: the file is reported and skipped, the rest used")
  func unreadableTableFile() throws {
    let folder = try temporaryFolder()
    let source = QuickTaxProcess.packageRoot.appendingPathComponent("Sources/QuickTaxCore/TaxData/quicktax-web-2025-federal.json")
    try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("quicktax-web-2025-federal.json"))
    // A folder named like a table: open succeeds, reading fails (root can read any mode-000 file).
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("broken.json"), withIntermediateDirectories: false)
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--rules", "quicktax-web", "--tax-data", folder.path])
    #expect(result.status == 0)
    #expect(result.out.contains("tax tables: broken.json: is a folder, not a file (rejected)"))
    #expect(result.out.contains("tax tables: 2025 federal from \(folder.path)/quicktax-web-2025-federal.json"))
    #expect(result.out.contains("unverified: no manifest.json checked it"))
  }

  @Test("plan --format json carries the table notices and warnings its text shows")
  func planJSONNotices() throws {
    let folder = try temporaryFolder()
    let source = QuickTaxProcess.packageRoot.appendingPathComponent("Sources/QuickTaxCore/TaxData/penalty-2025-federal.json")
    let text = try String(contentsOf: source, encoding: .utf8)
    let broken = folder.appendingPathComponent("penalty-2025-federal.json")
    try Data(text.replacingOccurrences(of: #""single": 150000"#, with: #""single": 1e300"#).utf8).write(to: broken)
    let result = try QuickTaxProcess.run(
      ["plan", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--format", "json", "--tax-data", broken.path])
    #expect(result.status == 0)
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let notices = try #require(document["taxTableNotices"] as? [String])
    #expect(notices.contains { $0.contains("highIncomeAGIThreshold.single: 1e+300 is not an amount") && $0.contains("the embedded tables are used instead") })
    #expect(document["warnings"] is [Any])
    // The federal plan is still there, from the embedded rules.
    #expect(document["federal"] != nil && document["california"] != nil)
  }
}
