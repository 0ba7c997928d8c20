import Foundation
import Testing

/// `plan --calendar` and `estimate --calendar`, the built command, and `plan`'s what-to-do list.
/// The household is PlanEndToEndTests' (the single W-2 example under the web app's rules as of
/// June 1, 2025, last year's tax $14,000): at least $127, $64 and $64 to the IRS on June 16,
/// September 15 and January 15, $347 and $149 to the FTB on June 16 and January 15.
@Suite("--calendar and the what-to-do list, the built command")
struct CalendarEndToEndTests {
  let common = [
    "docs/examples/single-w2.json", "--as-of", "2025-06-01", "--time-zone", "UTC", "--rules", "quicktax-web", "--prior-federal-tax", "14000",
    "--prior-federal-agi", "90000",
  ]

  /// One event of the file: its properties by name (parameters kept in the name, `DTSTART;VALUE=DATE`),
  /// and its alarm's.
  struct Event {
    var properties: [String: String] = [:]
    var alarm: [String: String] = [:]
  }

  /// A small reader of what the writer promises: every line ends in CRLF, lines are unfolded
  /// (CRLF and one space removed), each split at its first unquoted colon into name and value.
  static func parse(_ data: Data) throws -> (calendar: [String: String], events: [Event]) {
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.hasSuffix("\r\n"))
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF")
    var physical = text.components(separatedBy: "\r\n")
    physical.removeLast()
    for line in physical { #expect(line.utf8.count <= 75, "a line of \(line.utf8.count) octets: \(line)") }
    var lines: [String] = []
    for line in physical {
      if line.hasPrefix(" "), !lines.isEmpty { lines[lines.count - 1] += line.dropFirst() } else { lines.append(line) }
    }
    var calendar: [String: String] = [:]
    var events: [Event] = []
    var stack: [String] = []
    for line in lines {
      let colon = try #require(line.firstIndex(of: ":"), "a line without a colon: \(line)")
      let name = String(line[..<colon])
      let value = String(line[line.index(after: colon)...])
      if name == "BEGIN" {
        stack.append(value)
        if value == "VEVENT" { events.append(Event()) }
      } else if name == "END" {
        #expect(stack.popLast() == value, "END:\(value) closes what was not open")
      } else if stack.last == "VALARM" {
        events[events.count - 1].alarm[name] = value
      } else if stack.last == "VEVENT" {
        #expect(events[events.count - 1].properties[name] == nil, "\(name) twice in one event")
        events[events.count - 1].properties[name] = value
      } else if stack == ["VCALENDAR"] {
        calendar[name] = value
      }
    }
    #expect(stack.isEmpty)
    return (calendar, events)
  }

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-calendar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The events expected of the household, in order: (date, jurisdiction, amount, web app's amount;
  /// nil for the year's balance with the return, projected: "about").
  let expected: [(day: String, jurisdiction: String, amount: String, payToZero: String?)] = [
    ("20250616", "federal", "$127", "$807"), ("20250616", "california", "$347", "$719"), ("20250915", "federal", "$64", "$404"),
    ("20260115", "federal", "$64", "$404"), ("20260115", "california", "$149", "$308"),
    ("20260415", "federal", "about $1,359", nil), ("20260415", "california", "about $531", nil),
  ]

  func checkEvents(_ file: URL) throws -> [String] {
    let (calendar, events) = try Self.parse(try Data(contentsOf: file))
    #expect(calendar["VERSION"] == "2.0")
    #expect(calendar["PRODID"] == "-//QuickTax for Swift//quicktax plan//EN")
    #expect(calendar["X-WR-CALNAME"] == "QuickTax: single-w2")
    #expect(events.count == expected.count)
    for (event, want) in zip(events, expected) {
      // Commas and semicolons come escaped (RFC 5545 §3.3.11): read as written.
      let properties = event.properties.mapValues { $0.replacingOccurrences(of: "\\,", with: ",").replacingOccurrences(of: "\\;", with: ";") }
      #expect(properties["DTSTART;VALUE=DATE"] == want.day)
      // DTEND is the next day: the event is the due date, all day.
      let next = ["20250616": "20250617", "20250915": "20250916", "20260115": "20260116", "20260415": "20260416"][want.day]
      #expect(properties["DTEND;VALUE=DATE"] == next)
      #expect(properties["DTSTAMP"] == "20250601T000000Z", "the as-of instant, not the clock")
      let agency = want.jurisdiction == "federal" ? "IRS" : "FTB"
      let description = try #require(properties["DESCRIPTION"])
      let date = "\(want.day.prefix(4))-\(want.day.dropFirst(4).prefix(2))-\(want.day.suffix(2))"
      if let payToZero = want.payToZero {
        let quarter = want.day == "20250616" ? "Q2" : (want.day == "20250915" ? "Q3" : "Q4")
        #expect(properties["SUMMARY"] == "Pay \(want.amount) to the \(agency): 2025 \(quarter) estimated tax (single-w2)")
        // Q1 was missed: the plan leaves its penalty, and the event says so rather than "no penalty".
        #expect(description.hasPrefix("\(want.amount) is the least to pay by "))
        #expect(description.contains("to keep the 2025 underpayment penalty from growing") && description.contains("of penalty for dates already past"))
        #expect(!description.contains("to owe no 2025 underpayment penalty"))
        #expect(description.contains("says \(payToZero) on this date"), "the web app's pay-to-zero amount beside it: \(description)")
        #expect(description.contains("choose \(agency == "IRS" ? "Estimated Tax, Form 1040-ES" : "Estimated Tax Payment, Form 540-ES"), tax year 2025"))
        #expect(properties["UID"]?.hasPrefix("\(date)-\(want.jurisdiction)-single-w2-") == true)
      } else {
        #expect(properties["SUMMARY"] == "Pay \(want.amount) to the \(agency): 2025 balance due with the return (single-w2)")
        #expect(description.hasPrefix("A\(want.amount.dropFirst()) is what is left of your 2025 tax"))
        #expect(description.contains("Projected: it counts the income and withholding still to come as entered"))
        #expect(description.contains("choose \(agency == "IRS" ? "Balance Due, Form 1040" : "Tax Return Payment, Form 540"), tax year 2025"))
        #expect(properties["UID"]?.hasPrefix("\(date)-\(want.jurisdiction)-balance-single-w2-") == true)
      }
      let payee =
        want.jurisdiction == "federal"
        ? "IRS Direct Pay: https://www.irs.gov/payments/direct-pay" : "FTB Web Pay: https://www.ftb.ca.gov/pay/bank-account/index.asp"
      #expect(description.contains("Pay with \(payee)"))
      #expect(description.contains("Household: single-w2."))
      #expect(properties["URL"] == payee.components(separatedBy: ": ").last)
      #expect(event.alarm["ACTION"] == "DISPLAY" && event.alarm["TRIGGER"] == "-P3D")
      #expect(event.alarm["DESCRIPTION"]?.replacingOccurrences(of: "\\,", with: ",").hasPrefix("Pay \(want.amount) to the \(agency) by ") == true)
    }
    let uids = events.compactMap { $0.properties["UID"] }
    #expect(Set(uids).count == events.count, "one UID per event")
    return uids
  }

  @Test("plan --calendar in every format: the events parsed back, the same UIDs on every run, the output says what was written")
  func planEveryFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var uidsByRun: [[String]] = []
    for format in ["text", "markdown", "json"] {
      let file = folder.appendingPathComponent("plan-\(format).ics")
      let result = try QuickTaxProcess.run(["plan"] + common + ["--format", format, "--calendar", file.path])
      #expect(result.status == 0 && result.error.isEmpty, "\(format): \(result.error)")
      uidsByRun.append(try checkEvents(file))
      if format == "json" {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let calendar = try #require(report["calendar"] as? [String: Any])
        #expect(calendar["file"] as? String == file.path && calendar["events"] as? Int == 7 && calendar["written"] as? Bool == true)
      } else {
        #expect(result.out.contains("Calendar: 7 events written to \(file.path)."))
      }
    }
    #expect(uidsByRun.allSatisfy { $0 == uidsByRun[0] }, "re-running updates the same events")
    // Run again onto the same file: replaced whole, byte for byte the same.
    let file = folder.appendingPathComponent("plan-text.ics")
    let before = try Data(contentsOf: file)
    _ = try QuickTaxProcess.run(["plan"] + common + ["--calendar", file.path])
    #expect(try Data(contentsOf: file) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["plan-json.ics", "plan-markdown.ics", "plan-text.ics"])
  }

  @Test("estimate --calendar in every format: the same events as plan's")
  func estimateEveryFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["text", "markdown", "json"] {
      let file = folder.appendingPathComponent("estimate-\(format).ics")
      let result = try QuickTaxProcess.run(["estimate"] + common + ["--format", format, "--calendar", file.path])
      #expect(result.status == 0 && result.error.isEmpty, "\(format): \(result.error)")
      _ = try checkEvents(file)
      if format == "json" {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect((report["calendar"] as? [String: Any])?["events"] as? Int == 7)
        #expect(report["plan"] != nil && report["warnings"] != nil)
      } else {
        #expect(result.out.contains("Calendar: 7 events written to \(file.path)."))
        #expect(result.out.contains("What to do"), "estimate lists them too, as plan does (issue 35)")
      }
    }
  }

  @Test("a household read from standard input is named \"household\" in the calendar")
  func standardInput() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("stdin.ics")
    let input = try Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/single-w2.json"))
    let result = try QuickTaxProcess.run(["plan", "-"] + common.dropFirst() + ["--calendar", file.path], input: input)
    #expect(result.status == 0, "\(result.error)")
    let (calendar, events) = try Self.parse(try Data(contentsOf: file))
    #expect(calendar["X-WR-CALNAME"] == "QuickTax: household")
    #expect(events.count == 7 && events.allSatisfy { $0.properties["UID"]?.hasPrefix("20") == true && $0.properties["UID"]?.contains("-household-") == true })
  }

  @Test("the what-to-do list: at the top of plan's text and markdown, the next payment first, each with its tax year and purpose, the balance with the return last; JSON actions in the same order")
  func whatToDo() throws {
    let text = try QuickTaxProcess.run(["plan"] + common)
    // The items, each joined from its wrapped lines (continued with five spaces).
    let block = text.out.components(separatedBy: "What to do\n").last?.components(separatedBy: "\n\n").first ?? ""
    let list = block.replacingOccurrences(of: "\n     ", with: " ").components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.first?.isNumber == true }
    #expect(
      list == [
        "1. By June 16, 2025: pay $127 to the IRS for your 2025 second-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2025).",
        "2. By June 16, 2025: pay $347 to the FTB for your 2025 second-quarter estimated tax (FTB Web Pay: choose Estimated Tax Payment, Form 540-ES, tax year 2025).",
        "3. By September 15, 2025: pay $64 to the IRS for your 2025 third-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2025).",
        "4. By January 15, 2026: pay $64 to the IRS for your 2025 fourth-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2025).",
        "5. By January 15, 2026: pay $149 to the FTB for your 2025 fourth-quarter estimated tax (FTB Web Pay: choose Estimated Tax Payment, Form 540-ES, tax year 2025).",
        "6. By April 15, 2026: pay about $1,359 to the IRS for your 2025 balance due with your return (IRS Direct Pay: choose Balance Due, Form 1040, tax year 2025).",
        "7. By April 15, 2026: pay about $531 to the FTB for your 2025 balance due with your return (FTB Web Pay: choose Tax Return Payment, Form 540, tax year 2025).",
      ], "\(list)")
    let markdown = try QuickTaxProcess.run(["plan"] + common + ["--format", "markdown"])
    #expect(markdown.out.contains("1. By June 16, 2025: pay $127 to the IRS for your 2025 second-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2025).\n2. By June 16, 2025: pay $347"))
    let json = try QuickTaxProcess.run(["plan"] + common + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let actions = try #require(report["actions"] as? [[String: Any]])
    #expect(actions.map { $0["dueDate"] as? String } == ["2025-06-16", "2025-06-16", "2025-09-15", "2026-01-15", "2026-01-15", "2026-04-15", "2026-04-15"])
    #expect(actions.map { $0["amount"] as? Int } == [127, 347, 64, 64, 149, 1_359, 531])
    #expect(actions.map { $0["payToZero"] as? Int } == [807, 719, 404, 404, 308, nil, nil])
    #expect(actions.map { $0["amountKind"] as? String } == Array(repeating: "safeHarborMinimum", count: 5) + ["balanceDue", "balanceDue"])
    #expect(actions.map { $0["projected"] as? Bool } == Array(repeating: false, count: 5) + [true, true])
    #expect(actions.allSatisfy { $0["taxYear"] as? Int == 2025 })
    #expect(actions[0]["purpose"] as? String == "your 2025 second-quarter estimated tax" && actions[5]["purpose"] as? String == "your 2025 balance due with your return")
    #expect(actions[0]["penaltyLeft"] as? Double == 0.75 && actions[5]["penaltyLeft"] is NSNull)
    #expect(actions[0]["payee"] as? String == "IRS Direct Pay" && actions[1]["payeeURL"] as? String == "https://www.ftb.ca.gov/pay/bank-account/index.asp")
    #expect(actions[5]["payeeChoice"] as? String == "choose Balance Due, Form 1040, tax year 2025")
    #expect((actions[0]["text"] as? String)?.hasPrefix("By June 16, 2025: pay $127 to the IRS for your 2025 second-quarter estimated tax") == true)
    #expect(report["calendar"] == nil, "no calendar asked for")
  }

  @Test("late in the year: this year's balance with the return and next year's vouchers join the list, the JSON actions and the calendar, each with its tax year")
  func nextYearVouchers() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("next.ics")
    let late = ["plan", "docs/examples/single-w2.json", "--as-of", "2025-11-25", "--time-zone", "America/Los_Angeles"]
    let text = try QuickTaxProcess.run(late + ["--calendar", file.path])
    #expect(text.status == 0, "\(text.error)")
    let flat = text.out.replacingOccurrences(of: "\n     ", with: " ")
    #expect(flat.contains("  2. By January 15, 2026: pay $251 to the FTB for your 2025 fourth-quarter estimated tax"))
    #expect(flat.contains("  3. By April 15, 2026: pay about $1,345 to the IRS for your 2025 balance due with your return"))
    #expect(flat.contains("  5. By April 15, 2026: pay $364 to the IRS for your 2026 first-quarter estimated tax (IRS Direct Pay: choose Estimated Tax, Form 1040-ES, tax year 2026)."))
    #expect(flat.contains("  11. By January 15, 2027: pay $226 to the FTB for your 2026 fourth-quarter estimated tax"))
    #expect(flat.contains("Calendar: 11 events written to"))
    let (_, events) = try Self.parse(try Data(contentsOf: file))
    #expect(events.compactMap { $0.properties["DTSTART;VALUE=DATE"] } == [
      "20260115", "20260115", "20260415", "20260415", "20260415", "20260415", "20260615", "20260615", "20260915", "20270115", "20270115",
    ])
    let voucher = try #require(events.first { $0.properties["SUMMARY"]?.contains("2026 Q1") == true })
    #expect(voucher.properties["SUMMARY"] == "Pay $364 to the IRS: 2026 Q1 estimated tax (single-w2)")
    #expect(voucher.properties["DESCRIPTION"]?.contains("2026's Q1 voucher") == true)
    #expect(events.contains { $0.properties["SUMMARY"] == "Pay about $1\\,345 to the IRS: 2025 balance due with the return (single-w2)" })
    let json = try QuickTaxProcess.run(late + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    let actions = try #require(report["actions"] as? [[String: Any]])
    #expect(actions.map { $0["amountKind"] as? String }.filter { $0 == "nextYearVoucher" }.count == 7)
    #expect(actions.map { $0["amount"] as? Int } == [110, 251, 1_345, 505, 364, 227, 364, 303, 364, 363, 226])
    #expect(actions.map { $0["taxYear"] as? Int } == [2025, 2025, 2025, 2025, 2026, 2026, 2026, 2026, 2026, 2026, 2026])
  }

  @Test("nothing by the due dates: the balance with the return is listed; nothing at all: the list says so and no calendar file is written")
  func nothingToPay() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("none.ics")
    // Last year's tax of $1,000: withholding covers every date.
    let result = try QuickTaxProcess.run(
      ["plan", "docs/examples/single-w2.json", "--as-of", "2025-06-01", "--time-zone", "UTC", "--prior-federal-tax", "1000", "--prior-federal-agi",
       "50000", "--prior-california-tax", "100", "--calendar", file.path])
    #expect(result.status == 0, "\(result.error)")
    // Nothing by the due dates; the balance with the return is still a payment to make.
    let flat = result.out.replacingOccurrences(of: "\n     ", with: " ")
    #expect(flat.contains("  1. By April 15, 2026: pay about $1,455 to the IRS for your 2025 balance due with your return"), "\(result.out)")
    #expect(result.out.contains("Calendar: 2 events written to \(file.path)."))
    #expect(FileManager.default.fileExists(atPath: file.path))
    // A year whose withholding covers the tax: nothing at all, and no file.
    let covered = try QuickTaxProcess.run(
      ["plan", "-", "--as-of", "2025-06-01", "--time-zone", "UTC", "--calendar", folder.appendingPathComponent("covered.ics").path],
      input: Data(#"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "60000", "ytdFederalWithhold": "20000"}}"#.utf8))
    // Nothing to pay, and no state computed (the file names none, California off): both said.
    #expect(
      covered.out.replacingOccurrences(of: "\n  ", with: " ").contains(
        "What to do Nothing to pay by the remaining due dates. Federal payments only: no state is named (residence.state), so no state income tax is computed or listed."),
      "\(covered.out)")
    #expect(covered.out.contains("Calendar: no remaining due date needs a payment; \(folder.appendingPathComponent("covered.ics").path) not written."))
  }

  @Test("a name at the file-name limit (255 bytes) is written, its temporary file beside it under a short name; none left behind")
  func longestName() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let name = String(repeating: "d", count: 251) + ".ics"
    let result = try QuickTaxProcess.run(["plan"] + common + ["--calendar", folder.appendingPathComponent(name).path])
    #expect(result.status == 0, "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [name])
    #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8).hasPrefix("BEGIN:VCALENDAR"))
  }

  @Test("refused targets name --calendar and the path, exit 64, and leave them as they were: a folder, a FIFO, a device, a missing folder, empty")
  func refusedTargets() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo.ics").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let missing = folder.appendingPathComponent("missing/plan.ics").path
    for (target, words) in [
      (folder.path, "is a folder"), (fifo, "is a named pipe (FIFO)"), ("/dev/full", "is a device"), (missing, "cannot be written"),
      ("", "--calendar is empty"), ("-", "--calendar writes a file"),
    ] {
      for command in ["plan", "estimate"] {
        let result = try QuickTaxProcess.run([command] + common + ["--calendar", target])
        #expect(result.status == 64, "\(command) --calendar \(target): \(result.status)")
        #expect(result.error.hasPrefix("Error: --calendar \(target.isEmpty || target == "-" ? "" : target + ": ")"), "\(result.error)")
        #expect(result.error.contains(words))
        #expect(result.out.isEmpty, "nothing printed before the refusal")
      }
    }
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fifo.ics"], "no temporary file left")
    let batch = try QuickTaxProcess.run(["estimate", "--batch", "-", "--calendar", folder.appendingPathComponent("x.ics").path], input: Data())
    #expect(batch.status == 64 && batch.error.contains("--calendar is for one household"))
  }

  /// Issue 34, item 1: the calendar renamed over the household file it was made from.
  @Test("--calendar onto a file being read (the household, through a link too, or --tax-data) is refused naming --calendar; the file is kept")
  func inputFilesRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let household = folder.appendingPathComponent("h.json")
    try FileManager.default.copyItem(at: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/freelancer-quarterly.json"), to: household)
    let original = try Data(contentsOf: household)
    let link = folder.appendingPathComponent("link.ics")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: household.path)
    let tables = folder.appendingPathComponent("tables.json")
    try FileManager.default.copyItem(
      at: QuickTaxProcess.packageRoot.appendingPathComponent("Sources/QuickTaxCore/TaxData/current-law-2025-federal.json"), to: tables)
    for command in ["plan", "estimate"] {
      for (target, extra, words) in [
        (household.path, [String](), "is the household file being read, which it would replace"),
        (link.path, [], "is the household file being read (\(household.path))"),
        (folder.path + "/../" + folder.lastPathComponent + "/h.json", [], "is the household file being read"),
        (tables.path, ["--tax-data", tables.path], "is the --tax-data being read"),
      ] {
        let result = try QuickTaxProcess.run([command, household.path, "--as-of", "2025-11-25", "--time-zone", "UTC", "--calendar", target] + extra)
        #expect(result.status == 64, "\(command) --calendar \(target): \(result.status) \(result.error)")
        #expect(result.error.hasPrefix("Error: --calendar \(target): "), "\(result.error)")
        #expect(result.error.contains(words), "\(result.error)")
        #expect(result.out.isEmpty)
      }
    }
    #expect(try Data(contentsOf: household) == original, "the household file is as it was")
    #expect(try Data(contentsOf: tables) == Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("Sources/QuickTaxCore/TaxData/current-law-2025-federal.json")))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == household.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["h.json", "link.ics", "tables.json"], "no temporary file left")
  }

  /// Issue 34, item 2: `--calendar /dev/stdout` with standard output redirected to a file renamed
  /// the calendar over the plan; with standard output a pipe, the refusal blamed a dangling link.
  @Test("--calendar onto standard output or error, redirected to a file or a pipe, is refused naming the stream; the output file is kept")
  func standardStreamsRefused() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try QuickTaxProcess.executable.path
    let household = QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/freelancer-quarterly.json").path
    let plan = "'\(binary)' plan '\(household)' --as-of 2025-11-25 --time-zone UTC"
    let outFile = folder.appendingPathComponent("out.txt").path
    for (target, stream) in [("/dev/stdout", "standard output"), ("/proc/self/fd/1", "standard output"), ("/dev/stderr", "standard error")] {
      // Both streams redirected to files: the refusal goes to the error file.
      let errFile = folder.appendingPathComponent("err.txt").path
      let toFile = try QuickTaxProcess.runTool("/bin/sh", ["-c", "\(plan) --calendar \(target) > '\(outFile)' 2> '\(errFile)'"])
      #expect(toFile.status == 64, "\(target) to a file: \(toFile.status)")
      let error = try String(contentsOfFile: errFile, encoding: .utf8)
      #expect(error.hasPrefix("Error: --calendar \(target): is this command's \(stream) (the same file)"), "\(error)")
      #expect(try String(contentsOfFile: outFile, encoding: .utf8).isEmpty, "the output file is not replaced by a calendar")
      // Standard output a pipe (the test's), standard error too.
      let toPipe = try QuickTaxProcess.run(["plan", household, "--as-of", "2025-11-25", "--time-zone", "UTC", "--calendar", target])
      #expect(toPipe.status == 64)
      #expect(toPipe.error.contains("is this command's \(stream) (the same file)"), "\(toPipe.error)")
      #expect(!toPipe.error.contains("symbolic link to nothing"))
    }
  }
}
