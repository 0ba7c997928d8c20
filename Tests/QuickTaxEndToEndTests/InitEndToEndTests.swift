import Foundation
import Testing

@Suite("quicktax init, the built command")
struct InitEndToEndTests {
  static let clock = ["--as-of", "2025-07-01", "--time-zone", "America/Los_Angeles"]

  /// The answers that describe docs/examples/married-rsu-investments.json, in the order asked, with
  /// one refused answer ("98,00") answered again and one `?`.
  static let marriedRSUAnswers = [
    // California, the year, married filing jointly, no ages given.
    "ca", "2025", "2", "", "",
    // You: investments, conversions, wages so far (one refused, then right), California SDI (after
    // a ?), wages still to come (yes), mode (after a ?).
    "4200", "3600", "1800", "2500", "18000", "", "98,00", "98000", "15400", "7100", "?", "", "", "?", "",
    // Paychecks still to come (Enter: yes), pay frequency (Enter: biweekly) and paychecks, the last vest, two vests to
    // come given as shares and price (Enter at their value), no benefits or current-law extras.
    "", "", "7200", "1150", "520", "2025-07-03", "", "24000", "5280", "2400", "160",
    "2", "aug", "2025-08-15", "", "150", "170", "nov", "2025-11-15", "", "150", "170",
    // No benefits, business, tips, contributions or foreign tax; no options, 1099-Rs or rentals.
    "no", "no", "no", "no", "no", "", "", "",
    // Your spouse: investments, then when the household's gains were realized (evenly, as the
    // example leaves them), then wages.
    "", "", "600", "", "", "", "", "", "41000", "4300", "1700", "", "", "",
    "", "monthly", "6500", "700", "330", "2025-07-15", "", "", "", "", "", "0", "no", "no", "no", "no", "no", "", "", "",
    // Deductions (California on: no other-state tax; a business's expenses are asked with its receipts), no family, no carryovers.
    "9000", "11000", "3000", "2", "520000", "", "", "", "no", "no",
    // Payments made, then last year's figures left empty.
    "2000", "2000", "", "", "900", "", "", "", "", "", "",
  ]

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-init-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func object(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// `base` with every value of `overlay` put in, objects merged key by key.
  static func merged(_ base: [String: Any], _ overlay: [String: Any]) -> [String: Any] {
    var result = base
    for (key, value) in overlay {
      if let inner = value as? [String: Any], let existing = result[key] as? [String: Any] {
        result[key] = merged(existing, inner)
      } else {
        result[key] = value
      }
    }
    return result
  }

  /// The document as sorted-key JSON text: equal texts, equal documents.
  static func canonical(_ object: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
  }

  static func answers(_ lines: [String]) -> Data { Data((lines.joined(separator: "\n") + "\n").utf8) }

  @Test("a scripted interview writes the known household: the template with the example's values, then shows its estimate")
  func scriptedInterview() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("household.json")
    let result = try QuickTaxProcess.run(
      ["init", file.path, "--answers", "-"] + Self.clock, input: Self.answers(Self.marriedRSUAnswers))
    #expect(result.status == 0, "\(result.error)")
    let example = "docs/examples/married-rsu-investments.json"
    let template = try QuickTaxProcess.run(["template", "--state", "CA", "--filing-status", "marriedFilingJointly"])
    var bundled = try Self.object(try Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent(example)))
    bundled["asOf"] = nil  // the example's own date, which the interview does not ask
    bundled["includeCaliforniaTax"] = nil  // the residence the interview asks first decides it
    let expected = Self.merged(try Self.object(Data(template.out.utf8)), bundled)
    let written = try Self.object(try Data(contentsOf: file))
    #expect(try Self.canonical(written) == Self.canonical(expected))
    // The refused answer got the file reader's message and the question again; ? explained the field.
    #expect(result.out.contains("userIncome.ytdWage: \"98,00\" is not an amount: commas go between groups of three digits (40,000), cents after a point (40.50)\n  W-2 wages so far this year"))
    #expect(result.out.contains("    userIncome.incomeMode: The rest of the year's wages as three totals (simple)"))
    #expect(result.out.contains("    userIncome.ytdCaliforniaSDIWithheld: Current law: California SDI (or VPDI) withheld so far this year"))
    #expect(result.out.contains("W-2 box 14"))
    #expect(result.out.contains("Step 2 of 6: your spouse's income") && result.out.contains("  Item 2 of 2:"))
    #expect(result.out.contains("(TX, Texas; New York City and Yonkers too) [none]: ca\n  → CA (California)\n"))
    // Then the estimate, exactly as estimate shows the example.
    let direct = try QuickTaxProcess.run(["estimate", example] + Self.clock)
    let shown = try #require(result.out.components(separatedBy: "Wrote \(file.path).\n\n").last)
    #expect(shown == direct.out)
  }

  @Test("--from walks an existing file: Enter keeps its values, an answer changes one, save writes the rest as it was; its date is asked, Enter today")
  func fromFile() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("mine.json")
    let example = QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/married-rsu-investments.json")
    try FileManager.default.copyItem(at: example, to: file)
    let result = try QuickTaxProcess.run(
      ["init", "--from", file.path, "--answers", "-", "--no-estimate"], input: Self.answers(["", "2026", "", "", "", "", "5000", "save"]))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("Ordinary dividends (1099-DIV box 1a), qualified included [4200]: 5000"))
    // The example's own date (2025-07-01) is not kept silently: asked, Enter takes today (issue 35).
    #expect(result.out.contains("The file's figures were as of 2025-07-01.") && result.out.contains("are as of [today]: \n"))
    // The file's includeCaliforniaTax is California: Enter at the state writes it as the residence,
    // with the state's time zone.
    #expect(result.out.contains("[CA, California]: \n"))
    var expected = try Self.object(try Data(contentsOf: example))
    expected["taxYear"] = 2026
    expected["asOf"] = nil
    expected["includeCaliforniaTax"] = nil
    expected["residence"] = ["state": "CA"]
    expected["timeZone"] = "America/Los_Angeles"
    expected = Self.merged(expected, ["userIncome": ["ordinaryDividends": "5000"]])
    let written = try Self.object(try Data(contentsOf: file))
    #expect(try Self.canonical(written) == Self.canonical(expected))
    #expect(!result.out.contains("QuickTax estimate"), "--no-estimate")
  }

  @Test("current law's questions: a head of household with a business, an option exercise and children, in Pennsylvania (not computed)")
  func currentLawBranches() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("freelancer.json")
    let answers = [
      // Pennsylvania: no state withholding is asked (its tax is not computed), its tax paid is (for SALT).
      // Your age, 45, asked first.
      "pennsylvania", "2025", "4", "45", "", "", "", "", "", "", "90000", "9000", "", "1", "20000", "2000",
      // No benefits or Treasury interest; a business (its details asked since there is one); no tips or overtime;
      // contributions left empty; no foreign tax question without dividends or interest; then one ISO exercise, one
      // early IRA distribution (its fields but the charitable part, which needs 70½), last year's IRA balance (with an IRA
      // distribution), no rental property.
      "no", "yes", "50000", "10000", "no", "", "", "", "", "", "no", "yes", "", "", "", "", "", "",
      "1", "iso1", "2025-03-03", "40000", "1", "r1", "ira", "", "5000", "500", "", "true", "", "", "",
      // Deductions, with Pennsylvania's income tax paid since it is not computed (no mortgage: no date or balance asked).
      "", "", "", "3000", "", "", "",
      // Family: the age given decides 65 or older; no spouse questions on a head-of-household return, not a California
      // renter; then save.
      "yes", "", "2", "", "", "save",
    ]
    let result = try QuickTaxProcess.run(["init", file.path, "--answers", "-"] + Self.clock, input: Self.answers(answers))
    #expect(result.status == 0, "\(result.error)")
    let written = try Self.object(try Data(contentsOf: file))
    let income = try #require(written["userIncome"] as? [String: Any])
    #expect(written["filingStatus"] as? String == "headOfHousehold" && written["includeCaliforniaTax"] == nil)
    #expect((written["residence"] as? [String: Any])?["state"] as? String == "PA" && written["timeZone"] as? String == "America/Los_Angeles")
    for californian in ["California SDI", "renter's credit", "State income tax withheld so far", "California estimated payment"] {
      #expect(!result.out.contains(californian), "\(californian) asked of a Pennsylvanian")
    }
    // The business's expenses asked once, with its receipts (issue 46): not again among the deductions.
    #expect(result.out.contains("Your business's expenses (Schedule C line 28) [none]: 10000"))
    #expect(!result.out.contains("The web app's Schedule C business expenses"))
    #expect(income["incomeMode"] as? String == "simple" && income["futureWage"] as? String == "20000")
    #expect(income["selfEmploymentReceipts"] as? String == "50000" && income["specifiedServiceBusiness"] as? Bool == false)
    let exercises = try #require(income["incentiveStockOptions"] as? [[String: Any]])
    #expect(exercises.count == 1 && exercises.first?["bargainElement"] as? String == "40000" && exercises.first?["date"] as? String == "2025-03-03")
    let distributions = try #require(income["retirementDistributions"] as? [[String: Any]])
    #expect(distributions.count == 1 && distributions.first?["kind"] as? String == "ira" && distributions.first?["taxableAmount"] as? String == "5000")
    #expect(distributions.first?["earlyDistribution"] as? Bool == true && distributions.first?["earlyDistributionException"] as? Bool == false)
    #expect((written["deductions"] as? [String: Any])?["otherStateIncomeTax"] as? String == "3000")
    let family = try #require(written["family"] as? [String: Any])
    #expect(family["qualifyingChildren"] as? String == "2" && family["userAge"] as? String == "45")
    #expect(!result.out.contains("Joint returns: your spouse"), "no spouse questions")
    // The estimate that follows counts the business and the children.
    #expect(result.out.contains("QuickTax estimate: tax year 2025, head of household"))
  }

  @Test("standard input that is not a terminal is refused, pointing to template and --answers")
  func notATerminal() throws {
    let folder = try temporaryFolder()
    let result = try QuickTaxProcess.run(["init", folder.appendingPathComponent("h.json").path], input: Data("2025\n".utf8))
    #expect(result.status == 64)
    #expect(result.error.contains("standard input is not a terminal") && result.error.contains("quicktax template > household.json"))
    #expect(result.error.contains("--answers FILE"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("h.json").path))
  }

  @Test("at a terminal the questions are asked; quit writes nothing")
  func terminal() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json")
    let command = "\(try QuickTaxProcess.executable.path) init \(file.path) --as-of 2026-03-01"
    let result = try QuickTaxProcess.runTool("/usr/bin/script", ["-qec", command, "/dev/null"], input: Data("\ntx\n\n?\nquit\n".utf8))
    #expect(result.status == 1)
    #expect(result.out.contains("The tax year to estimate (2025 or 2026) [2026]: "), "this year by default")
    #expect(result.out.contains("residence.state: give the state you lived in all year"), "no state taken for granted")
    #expect(result.out.contains("filingStatus: Filing status") && result.out.contains("Stopped at 'quit': \(file.path) was not written (exit status 1)."))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    // From a script: the reason on standard error, where the exit status sends it to look (issue 35).
    let scripted = try QuickTaxProcess.run(["init", file.path, "--answers", "-", "--as-of", "2026-03-01"], input: Data("tx\n2026\nquit\n".utf8))
    #expect(scripted.status == 1 && scripted.error == "Stopped at 'quit': \(file.path) was not written (exit status 1).\n", "\(scripted.error)")
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("answers that end early, an existing file, and a --from that is not a household write nothing")
  func refusals() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json")
    let early = try QuickTaxProcess.run(["init", file.path, "--answers", "-"], input: Self.answers(["tx", "2025"]))
    #expect(early.status == 1 && early.error.contains("the answers ended at filingStatus, before the interview did; nothing written"))
    #expect(!FileManager.default.fileExists(atPath: file.path))

    try Data("{}".utf8).write(to: file)
    let exists = try QuickTaxProcess.run(["init", file.path, "--answers", "-"], input: Self.answers(["save"]))
    #expect(exists.status == 64 && exists.error.contains("h.json exists; give another FILE, --from"))
    let forced = try QuickTaxProcess.run(["init", file.path, "--answers", "-", "--force", "--no-estimate"], input: Self.answers(["save"]))
    let replaced = try Self.object(try Data(contentsOf: file))
    #expect(forced.status == 0 && replaced["planning"] != nil)
    // Saved before the state was answered: written empty, as template writes it, which estimate refuses by name.
    #expect((replaced["residence"] as? [String: Any])?["state"] as? String == "")
    let refused = try QuickTaxProcess.run(["estimate", file.path, "--as-of", "2026-03-01"])
    #expect(refused.status == 1 && refused.error.contains("residence.state: is empty; write the two-letter postal code of the state"), "\(refused.error)")

    let notHousehold = folder.appendingPathComponent("list.json")
    try Data("[1, 2]".utf8).write(to: notHousehold)
    let wrong = try QuickTaxProcess.run(["init", "--from", notHousehold.path, "--answers", "-"], input: Self.answers(["save"]))
    #expect(wrong.status == 1 && wrong.error.contains("list.json: expected a household object, found an array"))

    // A --from value no question reaches is still refused at the end, by name.
    let misspelt = folder.appendingPathComponent("misspelt.json")
    try Data(#"{"taxYear": 2025, "filingStatus": "single", "deductons": {}}"#.utf8).write(to: misspelt)
    let unknown = try QuickTaxProcess.run(["init", "--from", misspelt.path, "--answers", "-"], input: Self.answers(["save"]))
    #expect(unknown.status == 1 && unknown.error.contains("deductons: is not a field QuickTax knows; did you mean \"deductions\"?"))
    #expect(unknown.error.contains("nothing written"))
  }

  @Test("a tax year the tables do not have is asked again with estimate's message, not written")
  func unsupportedTaxYear() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json")
    let result = try QuickTaxProcess.run(
      ["init", file.path, "--answers", "-", "--no-estimate"], input: Self.answers(["TX", "2024", "0", "99999", "2025", "save"]))
    #expect(result.status == 0, "\(result.error)")
    for year in ["2024", "0", "99999"] {
      #expect(result.out.contains("]: \(year)\n  taxYear: \(year) is not a supported tax year; write 2025 or 2026\n"))
    }
    #expect(try Self.object(try Data(contentsOf: file))["taxYear"] as? Int == 2025)
  }

  @Test("an answers file with a byte-order mark and CRLF line ends: each answer goes to its own question")
  func answersWithByteOrderMark() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json")
    let answers = folder.appendingPathComponent("answers.txt")
    try Data([0xEF, 0xBB, 0xBF] + Array("TX\r\n2026\r\n2\r\nsave\r\n".utf8)).write(to: answers)
    let result = try QuickTaxProcess.run(["init", file.path, "--answers", answers.path, "--no-estimate"])
    #expect(result.status == 0, "\(result.error)")
    let written = try Self.object(try Data(contentsOf: file))
    #expect(written["taxYear"] as? Int == 2026 && written["filingStatus"] as? String == "marriedFilingJointly")
    #expect((written["residence"] as? [String: Any])?["state"] as? String == "TX" && written["timeZone"] as? String == "America/Chicago")
  }

  @Test("an empty FILE, --answers or --from names what is empty (usage error), writes nothing")
  func emptyPaths() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json").path
    for (arguments, named) in [
      ([file, "--answers", ""], "--answers is empty"), ([file, "--answers=", "--no-estimate"], "--answers is empty"),
      ([file, "--from", "", "--answers", "-"], "--from is empty"), (["", "--answers", "-"], "FILE is empty"),
    ] {
      let result = try QuickTaxProcess.run(["init"] + arguments, input: Self.answers(["save"]))
      #expect(result.status == 64 && result.error.hasPrefix("Error: \(named); give"), "\(arguments): \(result.error)")
      #expect(!result.error.contains("Error: : "))
    }
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  /// The kind of node at `path` (S_IFIFO, S_IFCHR…), without following a link.
  static func nodeKind(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
  }

  @Test("--force writes only a regular file or a new path: a FIFO, a device or a folder is refused by name and left as it was")
  func forceOntoOtherNodes() throws {
    let folder = try temporaryFolder()
    let fifo = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let directory = folder.appendingPathComponent("dir").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    var targets = [(fifo, S_IFIFO, "is a named pipe (FIFO), not a regular file"), (directory, S_IFDIR, "is a folder, not a regular file")]
    // A device node of /dev/null's numbers (major 1, minor 3), made in the temporary folder (only root may).
    let device = folder.appendingPathComponent("null").path
    if mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 { targets.append((device, S_IFCHR, "is a device, not a regular file")) }
    for (path, kind, words) in targets {
      let result = try QuickTaxProcess.run(["init", path, "--force", "--answers", "-", "--no-estimate"], input: Self.answers(["save"]))
      #expect(result.status == 64 && result.error.hasPrefix("Error: \(path): \(words); only a regular file or a new path is written"), "\(result.error)")
      #expect(!result.out.contains("Step 1"), "refused before the questions")
      #expect(Self.nodeKind(path) == kind, "\(path) left as it was")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == targets.map { ($0.0 as NSString).lastPathComponent }.sorted())
    // A new path in a folder that does not exist: refused before the questions, not after them.
    let missing = folder.appendingPathComponent("no-such-folder/h.json").path
    let result = try QuickTaxProcess.run(["init", missing, "--answers", "-", "--no-estimate"], input: Self.answers(["save"]))
    #expect(result.status == 64 && result.error.hasPrefix("Error: \(missing): cannot be written: \(folder.path)/no-such-folder is not a folder"), "\(result.error)")
  }

  @Test("through a symbolic link the file it names is replaced, the link kept; a link to nothing is refused; permissions are kept")
  func forceThroughLink() throws {
    let folder = try temporaryFolder()
    let real = folder.appendingPathComponent("real.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: real))
    #expect(chmod(real, 0o600) == 0)
    let link = folder.appendingPathComponent("link.json").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
    let result = try QuickTaxProcess.run(["init", link, "--force", "--answers", "-", "--no-estimate"], input: Self.answers(["save"]))
    #expect(result.status == 0, "\(result.error)")
    #expect(Self.nodeKind(link) == S_IFLNK && Self.nodeKind(real) == S_IFREG)
    #expect(try Self.object(try Data(contentsOf: URL(fileURLWithPath: real)))["planning"] != nil)
    #expect((try FileManager.default.attributesOfItem(atPath: real)[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.json", "real.json"], "no temporary file left")

    let dangling = folder.appendingPathComponent("dangling.json").path
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: folder.appendingPathComponent("gone.json").path)
    let refused = try QuickTaxProcess.run(["init", dangling, "--force", "--answers", "-", "--no-estimate"], input: Self.answers(["save"]))
    #expect(refused.status == 64 && refused.error.contains("dangling.json: is a symbolic link to nothing that exists"))
  }

  @Test("answers as people type them: understood and echoed, or asked again where they have two readings; the file reader stays strict")
  func typedAnswers() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("h.json")
    let answers = [
      "Texas", "2026", "married", "married filing jointly", "", "",
      // You: a long-term gain and wages as typed (after a ?), paychecks with a US date (a day-first one refused); no state
      // withholding asked in Texas.
      "", "", "", "", "$40,000", "", "?", "40,000", "$4,000", "", "2", "", "", "$3,000", "", "18/12/2026", "12/18/2026", "", "", "", "", "0",
      "no", "no", "no", "no", "", "", "",
      // Your spouse: no investments, then when the household's gain was realized; no wages, none to come.
      "", "", "", "", "", "", "4", "", "", "no", "no", "no", "save",
    ]
    let result = try QuickTaxProcess.run(["init", file.path, "--answers", "-", "--no-estimate"], input: Self.answers(answers))
    #expect(result.status == 0, "\(result.error)")
    for shown in [
      "[none]: Texas\n  → TX (Texas)\n",
      "[single]: married\n  filingStatus: \"married\" could be 2 marriedFilingJointly or 3 marriedFilingSeparately; answer with its number or more of its words\n",
      "]: married filing jointly\n  → marriedFilingJointly\n", "]: $40,000\n  → 40000\n", "]: 40,000\n  → 40000\n", "]: 2\n  → detailed\n",
      "]: 18/12/2026\n  userIncome.nextPayDate: \"18/12/2026\" is read month/day/year, and 18 is not a month; for day 18 of month 12 write 12/18/2026\n",
      "]: 12/18/2026\n  → 2026-12-18\n",
      "When was the long-term gain of 40000 realized? (1 January–March, 2 April–May, 3 June–August, 4 September–December, a date, four amounts, or evenly) [evenly]: 4\n  → 0 0 0 40000\n",
      // ? says what the wages include and where a W-2 employee's 401(k) goes.
      "    Taxable wages, as W-2 box 1 will show them: after pre-tax 401(k) and 403(b) deferrals",
    ] {
      #expect(result.out.contains(shown), "\(shown)")
    }
    #expect(!result.out.contains("short-term gain of"), "no short-term gain, no question")
    let written = try Self.object(try Data(contentsOf: file))
    let income = try #require(written["userIncome"] as? [String: Any])
    #expect(written["filingStatus"] as? String == "marriedFilingJointly")
    #expect(income["longTermGains"] as? String == "40000" && income["ytdWage"] as? String == "40000" && income["ytdFederalWithhold"] as? String == "4000")
    #expect(income["paycheckWage"] as? String == "3000" && income["nextPayDate"] as? String == "2026-12-18")
    let periods = try #require((written["planning"] as? [String: Any])?["incomeByPeriod"] as? [String: Any])
    #expect(periods["longTermGains"] as? [String] == ["0", "0", "0", "40000"] && periods.count == 1)

    // The file's reader still refuses what the interview reads for a person.
    let typed = folder.appendingPathComponent("typed.json")
    try Data(#"{"taxYear": 2026, "filingStatus": "single", "userIncome": {"incomeMode": "simple", "ytdWage": "40,000"}}"#.utf8).write(to: typed)
    let strict = try QuickTaxProcess.run(["estimate", typed.path, "--as-of", "2026-11-25", "--time-zone", "UTC"])
    #expect(strict.status == 1 && strict.error.contains("userIncome.ytdWage: \"40,000\" is not a number; write 40000"))
  }

  @Test("the gain's periods from --from: Enter keeps them; evenly takes them out")
  func gainPeriodsFromFile() throws {
    let folder = try temporaryFolder()
    let file = folder.appendingPathComponent("mine.json")
    var household = try Self.object(try Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/married-rsu-investments.json")))
    household["planning"] = ["incomeByPeriod": ["longTermGains": ["0", "0", "18000", "0"], "shortTermGains": ["2500", "0", "0", "0"]]]
    try JSONSerialization.data(withJSONObject: household).write(to: file)
    // The gain questions follow the spouse's investments (step 1's six with the ages, your 42 with
    // paychecks still to come and each vest's value, the spouse's six).
    let answers = [String](repeating: "", count: 54) + ["evenly", "", "save"]
    let result = try QuickTaxProcess.run(["init", "--from", file.path, "--answers", "-", "--no-estimate"], input: Self.answers(answers))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("When was the short-term gain of 2500 realized? (1 January–March, 2 April–May, 3 June–August, 4 September–December, a date, four amounts, or evenly) [2500 0 0 0]: evenly\n"))
    #expect(result.out.contains("long-term gain of 18000 realized? (1 January–March, 2 April–May, 3 June–August, 4 September–December, a date, four amounts, or evenly) [0 0 18000 0]: \n"))
    let periods = try #require(((try Self.object(try Data(contentsOf: file)))["planning"] as? [String: Any])?["incomeByPeriod"] as? [String: Any])
    #expect(periods.keys.sorted() == ["longTermGains"] && periods["longTermGains"] as? [String] == ["0", "0", "18000", "0"])
  }

  /// `init --from file` answered by prompt, not by position: each rule's answer goes to the first
  /// prompt after the last answered that contains its text; every other prompt gets Enter.
  static func answered(from file: URL, to output: URL, _ rules: [(prompt: String, answer: String)]) throws -> QuickTaxProcess.Result {
    var answers: [String] = []
    func run() throws -> QuickTaxProcess.Result {
      try? FileManager.default.removeItem(at: output)
      return try QuickTaxProcess.run(
        ["init", output.path, "--from", file.path, "--answers", "-", "--no-estimate"],
        input: Self.answers(answers + [String](repeating: "", count: 300)))
    }
    for rule in rules {
      let shown = try run().out
      // Prompts end "]: ", each followed by its answer: the k-th prompt is after k of them.
      var searchStart = shown.startIndex
      var found: Int?
      while let range = shown.range(of: rule.prompt, range: searchStart..<shown.endIndex) {
        let index = shown[..<range.lowerBound].components(separatedBy: "]: ").count - 1
        if index >= answers.count { found = index; break }
        searchStart = range.upperBound
      }
      let index = try #require(found, "no prompt with '\(rule.prompt)' after answer \(answers.count)")
      answers += [String](repeating: "", count: index - answers.count) + [rule.answer]
    }
    return try run()
  }

  @Test("the interview asks only what applies: retirees get no payroll, business, mortgage-date, QCD-on-a-pension or exception questions")
  func retireesAreAskedWhatApplies() throws {
    let folder = try temporaryFolder()
    let from = folder.appendingPathComponent("retirees.json")
    try Data(
      #"""
      {"taxYear": 2026, "filingStatus": "marriedFilingJointly", "includeCaliforniaTax": true,
       "family": {"userAge": "72", "spouseAge": "70"},
       "userIncome": {"socialSecurityBenefits": "21230", "interestIncome": "6062",
         "retirementDistributions": [{"id": "pension", "kind": "pension", "taxableAmount": "54273"}]},
       "spouseIncome": {"retirementDistributions": [{"id": "ira", "kind": "ira", "taxableAmount": "24861"}]},
       "deductions": {"propertyTax": "7254"}}
      """#.utf8
    ).write(to: from)
    let file = folder.appendingPathComponent("written.json")
    let result = try Self.answered(from: from, to: file, [])
    #expect(result.status == 0, "\(result.error)")
    let prompts = result.out.components(separatedBy: "]: ").count - 1
    #expect(prompts <= 90, "\(prompts) prompts")
    for absent in [
      "How many RSU vests", "How often you are paid", "Most recent RSU vest", "An exception of Form 5329", "When the mortgage was taken out", "Mortgage principal balance", "Schedule C line 1",
      "qualified tips", "Foreign tax paid on dividends", "--", "How many incentive stock option", "Social Security benefits withheld",
    ] {
      #expect(!result.out.contains(absent), "'\(absent)' asked")
    }
    // The charitable part only of the spouse's IRA distribution, not of the pension; its balance too.
    #expect(result.out.components(separatedBy: "(a QCD, IRC §408(d)(8))").count == 2)
    #expect(result.out.contains("for the required minimum distribution (your spouse's) [none]"))
    #expect(!result.out.contains("for the required minimum distribution [none]"), "no IRA balance asked for a pension")
    #expect(result.out.contains("Taxable interest (1099-INT) (your spouse's) [none]"))
    // The ages first, for what they decide: no 65-or-older question for an age given, no "before 59½" for a 72- or
    // 70-year-old.
    #expect(result.out.contains("Your age at the end of 2026 (the senior deduction at 65, catch-up contributions, IRA distributions at 59½, 70½ and 73; Enter to skip) [72]"))
    #expect(!result.out.contains("65 or older at the end of 2026") && !result.out.contains("Paid before you reached 59½"))
    // Enter everywhere writes the household as it was, California's flag as its residence (with the state's time zone).
    var expected = try Self.object(try Data(contentsOf: from))
    expected["includeCaliforniaTax"] = nil
    expected["residence"] = ["state": "CA"]
    expected["timeZone"] = "America/Los_Angeles"
    #expect(try Self.canonical(try Self.object(try Data(contentsOf: file))) == Self.canonical(expected))
  }

  @Test("yes for a rental's participation, weekly pay as totals, an amount far out of line confirmed")
  func answersThatFitTheHousehold() throws {
    let folder = try temporaryFolder()
    let from = folder.appendingPathComponent("landlord.json")
    try Data(
      #"""
      {"taxYear": 2026, "filingStatus": "single", "includeCaliforniaTax": false,
       "userIncome": {"incomeMode": "detailed", "ytdWage": "300000", "ytdFederalWithhold": "50000",
         "rentalProperties": [{"id": "duplex", "netIncome": "-5000", "activeParticipation": ""}]}}
      """#.utf8
    ).write(to: from)
    let file = folder.appendingPathComponent("written.json")
    let result = try Self.answered(
      from: from, to: file,
      [
        ("The state you lived in all year", "nevada"), ("How often you are paid", "weekly"), ("Wages still to come this year, tips reported to the employer included [", "10000"),
        ("You actively participated", "yes"),
        ("Real estate tax paid", "800000"), ("more than the household's income", "no"), ("Real estate tax paid", "8000"),
      ])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.out.contains("Weekly pay: the paychecks are projected every two weeks or every month only"))
    #expect(result.out.contains("$800,000 is more than the household's income entered, $310,000: keep it? [no]: no"))
    let written = try Self.object(try Data(contentsOf: file))
    let income = try #require(written["userIncome"] as? [String: Any])
    #expect(income["incomeMode"] as? String == "simple" && income["futureWage"] as? String == "10000")
    #expect((written["planning"] as? [String: Any])?["nextYearPayFrequency"] as? String == "weekly")
    #expect((income["rentalProperties"] as? [[String: Any]])?.first?["activeParticipation"] as? String == "true")
    #expect((written["deductions"] as? [String: Any])?["propertyTax"] as? String == "8000")
    // The file reads back as the household the answers describe.
    let estimate = try QuickTaxProcess.run(["estimate", file.path, "--as-of", "2026-11-28", "--time-zone", "UTC"])
    #expect(estimate.status == 0, "\(estimate.error)")
  }

  @Test("save in a list: items with nothing answered are left out; one half answered is refused naming the file and the field")
  func saveInAList() throws {
    let folder = try temporaryFolder()
    let from = folder.appendingPathComponent("single.json")
    try Data(#"{"taxYear": 2025, "filingStatus": "single", "includeCaliforniaTax": false, "userIncome": {"ytdWage": "80000"}}"#.utf8).write(to: from)
    let file = folder.appendingPathComponent("written.json")
    let blank = try Self.answered(
      from: from, to: file, [("The state you lived in all year", "FL"), ("How many incentive stock option exercises", "2"), ("Any label for the exercise", "save")])
    #expect(blank.status == 0, "\(blank.error)")
    #expect(blank.out.contains("Saving; the questions not reached keep their values; 2 items with nothing answered left out."))
    let written = try Self.object(try Data(contentsOf: file))
    #expect((written["userIncome"] as? [String: Any])?["incentiveStockOptions"] as? [Any] == nil || ((written["userIncome"] as? [String: Any])?["incentiveStockOptions"] as? [Any])?.isEmpty == true)

    let half = try Self.answered(
      from: from, to: file,
      [
        ("The state you lived in all year", "FL"), ("How many incentive stock option exercises", "1"), ("The day the options were exercised", "2025-03-03"),
        ("Fair market value", "save"),
      ])
    #expect(half.status == 1)
    #expect(half.error.contains("Error: \(file.path): userIncome.incentiveStockOptions[0].bargainElement: is missing"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test("a New Yorker and a Washingtonian: the city asked, no California question, the state's own where it applies, the state's time zone")
  func outsideCalifornia() throws {
    let folder = try temporaryFolder()
    let brooklyn = folder.appendingPathComponent("brooklyn.json")
    let newYorker = try QuickTaxProcess.run(
      ["init", brooklyn.path, "--answers", "-", "--no-estimate"],
      // Single, no age, no investments, wages so far.
      input: Self.answers(["New York City", "2025", "1", "", "", "", "", "", "", "", "50000"] + [String](repeating: "", count: 120)))
    #expect(newYorker.status == 0, "\(newYorker.error)")
    #expect(newYorker.out.contains("→ NY (New York (New York City))") && !newYorker.out.contains("Do you live in New York City"), "the city answered it")
    // New York's tax is computed: its withholding (state and city together), its estimated payments, its 529.
    #expect(!newYorker.out.contains("California") && !newYorker.out.contains("where QuickTax does not compute your state's"))
    #expect(newYorker.out.contains("State income tax withheld so far, New York State and City or Yonkers together (W-2 boxes 17 and 19), from those wages"))
    #expect(newYorker.out.contains("New York estimated payment made for Q1") && newYorker.out.contains("New York's 529 college savings program"))
    let written = try Self.object(try Data(contentsOf: brooklyn))
    #expect((written["residence"] as? [String: Any])?["locality"] as? String == "newYorkCity" && written["timeZone"] as? String == "America/New_York")
    // New York named without its city: asked.
    let upstate = try QuickTaxProcess.run(
      ["init", folder.appendingPathComponent("albany.json").path, "--answers", "-", "--no-estimate"], input: Self.answers(["ny", "3", "save"]))
    #expect(upstate.out.contains("Do you live in New York City or Yonkers (its own income tax)? (1 newYorkCity, 2 yonkers, 3 neither) [neither]: 3"))
    let albany = try Self.object(try Data(contentsOf: folder.appendingPathComponent("albany.json")))
    #expect((albany["residence"] as? [String: Any])?.count == 1)
    // Washington with a long-term gain: its exempt gains and gifts, no state withholding.
    let seattle = folder.appendingPathComponent("seattle.json")
    let washingtonian = try QuickTaxProcess.run(
      ["init", seattle.path, "--answers", "-", "--no-estimate"],
      input: Self.answers(["WA", "2025", "1", "", "", "", "", "", "500000"] + [String](repeating: "", count: 120)))
    #expect(washingtonian.status == 0, "\(washingtonian.error)")
    #expect(washingtonian.out.contains("Current law, Washington residents: the part of the long-term capital gains"))
    #expect(washingtonian.out.contains("General sales taxes you paid this year"))
    #expect(!washingtonian.out.contains("California") && !washingtonian.out.contains("State income tax"))
    #expect(try Self.object(try Data(contentsOf: seattle))["timeZone"] as? String == "America/Los_Angeles")
  }

  @Test("a spouse paid only in RSU vests: no paycheck questions; a vest given in dollars; no withholding asked of benefits not had")
  func rsuOnlySpouse() throws {
    let folder = try temporaryFolder()
    let from = folder.appendingPathComponent("couple.json")
    try Data(
      #"""
      {"taxYear": 2025, "filingStatus": "marriedFilingJointly", "residence": {"state": "CA"}, "timeZone": "America/Los_Angeles",
       "userIncome": {"incomeMode": "simple", "ytdWage": "90000", "futureWage": "30000"},
       "spouseIncome": {"incomeMode": "detailed", "ytdWage": "120000"}}
      """#.utf8
    ).write(to: from)
    let file = folder.appendingPathComponent("written.json")
    let result = try Self.answered(
      from: from, to: file,
      [
        ("Social Security benefits, unemployment compensation", "yes"), ("Unemployment compensation (1099-G", "0"),
        ("Paychecks still to come for your spouse, besides RSU vests?", "no"), ("Most recent RSU vest", "20000"),
        ("How many RSU vests are still to come this year for your spouse?", "1"), ("The vest's expected value in dollars", "$40,000"),
      ])
    #expect(result.status == 0, "\(result.error)")
    for absent in ["How often your spouse is paid", "Taxable wage per paycheck", "Date of the next paycheck", "withheld from unemployment", "Shares expected to vest"] {
      #expect(!result.out.contains(absent), "'\(absent)' asked")
    }
    #expect(result.out.contains("[shares and price]: $40,000\n  → 40000 shares at $1: the same wages as shares × price\n"))
    let spouse = try #require(try Self.object(try Data(contentsOf: file))["spouseIncome"] as? [String: Any])
    let vest = try #require((spouse["futureRSUVests"] as? [[String: Any]])?.first)
    #expect(vest["shares"] as? String == "40000" && vest["expectedPrice"] as? String == "1")
    #expect(spouse["paycheckWage"] == nil && spouse["payFrequency"] == nil)
    // The vest counts as $40,000 of wages still to come, beside the last vest's $20,000.
    let estimate = try QuickTaxProcess.run(["estimate", file.path, "--as-of", "2025-07-01", "--format", "json"])
    #expect(estimate.status == 0, "\(estimate.error)")
  }

  @Test("--from a year's household answered for the next year: its dated estimated payments, no question's, left out and said so; estimate reads the file")
  func anotherYear() throws {
    let folder = try temporaryFolder()
    let from = folder.appendingPathComponent("2025.json")
    var household = try Self.object(try Data(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("docs/examples/freelancer-quarterly.json")))
    household["planning"] = Self.merged(
      household["planning"] as? [String: Any] ?? [:],
      ["estimatedPaymentDates": ["federalQ1": "2025-04-20"], "payments": [["date": "2025-06-10", "jurisdiction": "federal", "amount": "2000"]]])
    try JSONSerialization.data(withJSONObject: household).write(to: from)
    let file = folder.appendingPathComponent("2026.json")
    let result = try QuickTaxProcess.run(
      ["init", file.path, "--from", from.path, "--answers", "-", "--no-estimate"], input: Self.answers(["", "2026", "save"]))
    #expect(result.status == 0, "\(result.error)")
    #expect(
      result.out.contains(
        "The year is now 2026: estimated payments dated outside it are left out (1 of planning.payments, planning.estimatedPaymentDates.federalQ1)"))
    let planning = try #require(try Self.object(try Data(contentsOf: file))["planning"] as? [String: Any])
    #expect((planning["payments"] as? [Any])?.isEmpty == true && (planning["estimatedPaymentDates"] as? [String: Any])?.isEmpty == true)
    let estimate = try QuickTaxProcess.run(["estimate", file.path, "--as-of", "2026-06-01"])
    #expect(estimate.status == 0, "\(estimate.error)")
    // The same year kept: nothing left out, nothing said.
    let same = try QuickTaxProcess.run(
      ["init", folder.appendingPathComponent("same.json").path, "--from", from.path, "--answers", "-", "--no-estimate"], input: Self.answers(["", "", "save"]))
    #expect(same.status == 0 && !same.out.contains("The year is now"))
  }
}
