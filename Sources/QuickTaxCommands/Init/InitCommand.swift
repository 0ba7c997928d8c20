import Foundation
import QuickTaxCore

/// `quicktax init`: a guided interview that writes a household file, then shows its estimate.
enum InitCommand: Command {
  static let name = "init"
  static let abstract = "Answer questions to write a household file, then see its estimate."
  static let synopsis =
    "init [FILE] [--from FILE] [--answers FILE|-] [--force] [--no-estimate] [--as-of DATE] [--time-zone TZ] [--rules current-law|quicktax-web]"
  static let discussion = """
    Asks where the household lives, the tax year, the filing status and each person's age (for
    what it decides: the senior deduction, catch-up contributions, the IRA rules at 59½, 70½ and
    73), then in the web app's order: each person's income (investments, wages so far, then the
    rest of the year as totals or as paychecks and RSU vests, a vest by shares and price or by its
    value); deductions; family and carryovers; estimated payments made; last year's tax for the
    payment plan. Only what applies is asked. Each question shows the value it keeps in brackets.

    At any question: Enter keeps the value in brackets; - empties it; ? explains the field (as
    docs/household-format.md does); save writes the file now with the rest as it is; quit stops
    without writing. An answer the file could not hold is asked again, with the message
    'quicktax estimate' would give for it.

    Answers are read as people type them, and what was understood is shown (→ 52300): amounts as
    $52,300 or 52,300, dates as 12/18/2026 (month/day/year) or 2026-12-18, choices in words
    (married filing jointly, joint, mfj). An answer with two readings is asked again: "married"
    (jointly or separately?), "40,00", "18/12/2026". The file itself stays strict ("52,300" there is
    refused). When the household has a capital gain, init asks when it was realized
    (planning.incomeByPeriod): under the annualized method a gain realized late in the year lowers
    the early installments and their penalty.

    FILE (default household.json) is written only at the end, and an existing file only with
    --force or when it is the --from file. It is written whole (a new file beside it, renamed over
    it) and only to a regular file or a new path: a device, folder, FIFO or socket is refused;
    through a symbolic link, the file it names is replaced and the link kept. --from FILE walks an
    existing household, each answer defaulting to the file's. Then the estimate is shown (--as-of,
    --time-zone and --rules are passed to it; --no-estimate skips it).

    Questions need a terminal. With standard input not a terminal, init refuses, unless
    --answers FILE gives the answers, one per line, in the order asked ('-': standard input):
    for scripts and tests. To start from a file instead: 'quicktax template > household.json'.

    Exit status: 0 the file written; 1 stopped at 'quit' (nothing written; said on standard
    error), the answers ended early, or a value the file could not hold; 64 usage error.
    """
  static let options = [
    OptionSpec(name: "from", valueName: "FILE", help: "Start from an existing household file; its values are the defaults."),
    OptionSpec(name: "answers", valueName: "FILE", help: "Answers, one per line, instead of a terminal ('-': standard input)."),
    OptionSpec(name: "force", valueName: nil, help: "Replace FILE if it is a regular file (a symbolic link: the file it names)."),
    OptionSpec(name: "no-estimate", valueName: nil, help: "Write the file without showing its estimate."),
  ] + EstimateCommand.options.filter { forwardedOptions.contains($0.name) }

  /// The options handed to `estimate` after the file is written.
  static let forwardedOptions = ["as-of", "time-zone", "rules"]
  static let defaultFile = "household.json"

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    guard arguments.positionals.count <= 1 else { throw UsageError("give at most one FILE to write") }
    let from = try arguments.path("from")
    let target = arguments.positionals.first ?? from ?? defaultFile
    if target.isEmpty { throw UsageError("FILE is empty; give the household file's name") }
    if target == "-" { throw UsageError("init writes a file; give its name (the household is shown on standard output after it)") }
    // Before any question: no answers typed for a path that cannot be written (a device, a folder…).
    do { _ = try OutputFile.destination(target) } catch { throw UsageError(error.message) }
    if FileManager.default.fileExists(atPath: target), target != from, !arguments.has("force") {
      throw UsageError("\(target) exists; give another FILE, --from \(target) to change its answers, or --force to replace it")
    }
    let answers = try answerSource(arguments, context: context)
    var interview = Interview(document: try startingDocument(from: from, arguments: arguments, context: context), answers: answers, output: context.output)
    context.output.print(
      "QuickTax household interview: Enter keeps the value in [brackets], - empties it, ? explains, save writes now, quit stops.")
    let years = try CommandSupport.parityRuleSet().supportedYears
    do throws(InterviewStop) {
      try interview.run(years: years, timeZone: arguments.value("time-zone"))
    } catch .save {
      let blank = interview.leaveOutBlankListItems()
      context.output.print(
        "\nSaving; the questions not reached keep their values"
          + (blank == 0 ? "." : "; \(blank == 1 ? "an item" : "\(blank) items") with nothing answered left out."))
    } catch .quit {
      // Said where a script looks for it: the exit status is 1, so the reason goes to standard error.
      let kept = FileManager.default.fileExists(atPath: target) ? "\(target) is as it was" : "\(target) was not written"
      context.output.printError("Stopped at 'quit': \(kept) (exit status 1).")
      return ExitStatus.failure
    } catch .endOfAnswers(let path) {
      context.output.printError("Error: the answers ended at \(path), before the interview did; nothing written")
      return ExitStatus.failure
    }
    // A value --from brought that no question reached (an unknown key, say) is still refused; an
    // empty state (saved before it was answered) is written as template writes it, for estimate
    // to ask for.
    let stateLeftEmpty = HouseholdEdit.value(at: "residence.state", in: interview.document)?.stringValue == ""
    let errors = Interview.diagnostics(of: interview.document).errors.filter { !(stateLeftEmpty && $0.path == "residence.state") }
    guard errors.isEmpty else {
      // Each named with the file it would have gone to, the first few.
      let shown = 20
      for error in errors.prefix(shown) { context.output.printError("Error: \(target): \(error)") }
      if errors.count > shown { context.output.printError("Error: \(target): \(errors.count - shown) more like these") }
      context.output.printError("Error: nothing written to \(target); fix these in \(from ?? "the answers") or answer them again")
      return ExitStatus.failure
    }
    do {
      try OutputFile.write(Data((JSONWriter.string(interview.document, pretty: true) + "\n").utf8), to: target)
    } catch {
      throw CommandFailure(error.message)
    }
    context.output.print("\nWrote \(target).")
    guard !arguments.has("no-estimate") else { return ExitStatus.success }
    context.output.print()
    let forwarded = forwardedOptions.compactMap { name in arguments.value(name).map { "--\(name)=\($0)" } }
    return try EstimateCommand.run(CommandArguments([target] + forwarded, options: EstimateCommand.options), context: context)
  }

  private static func answerSource(_ arguments: CommandArguments, context: CommandContext) throws -> AnswerSource {
    if let path = try arguments.path("answers") {
      do {
        let data = path == "-" ? try context.readStandardInput(.household) : try InputFile.read(path: path, limit: .household)
        return AnswerSource.lines(of: data)
      } catch let failure as InputFile.Failure {
        throw CommandFailure(failure.message)
      }
    }
    guard context.standardInputIsTerminal else {
      throw UsageError(
        "standard input is not a terminal, and init asks questions; start from a file with 'quicktax template > household.json', or give the answers with --answers FILE (one per line)"
      )
    }
    let readLine = context.readLine
    return AnswerSource(nextLine: readLine, echoes: false)
  }

  /// The household the questions start from: the --from file, or `template`'s, with its default
  /// tax year.
  private static func startingDocument(from path: String?, arguments: CommandArguments, context: CommandContext) throws -> JSONValue {
    guard let path else {
      var household = Household()
      household.filingStatus = .single
      household.taxYear = try CommandSupport.defaultTaxYear(asOf: arguments.value("as-of"), context: context)
      return TemplateCommand.document(for: household, state: nil)
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(try InputFile.read(path: path, limit: .household))
    } catch let failure as InputFile.Failure {
      throw CommandFailure(failure.message)
    } catch {
      throw CommandFailure("\(path): not valid JSON: \(error)")
    }
    guard document.objectValue != nil else { throw CommandFailure("\(path): expected a household object, found \(document.typeName)") }
    return document
  }
}
