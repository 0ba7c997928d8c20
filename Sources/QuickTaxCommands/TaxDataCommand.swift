import Foundation
import QuickTaxCore

/// `quicktax tax-data`: the tax tables in use, their sources and checksums; checking a file
/// before using it; writing a folder's manifest.
enum TaxDataCommand: Command {
  static let name = "tax-data"
  static let abstract = "List, show and verify the tax tables, and write a folder's manifest."
  static let synopsis = "tax-data list|show YEAR|verify FILE...|manifest FOLDER [--tax-data PATH] [--rules NAME] [--write]"
  static let discussion = """
    list              every table file in use: rule set, year, jurisdiction, dates, origin, SHA-256
    show YEAR         the figures of a year, each with its source (--rules picks the rule set)
    verify FILE...    check files against every rule before using them with --tax-data
    manifest FOLDER   the manifest.json of a folder of files (--write writes it into the folder)

    Tables ship inside the binary. --tax-data PATH loads newer or corrected ones from a file or
    folder; a file that fails a check is rejected with the file, field and rule, and the embedded
    tables are used instead.
    """
  static let options = [
    TaxDataLoading.option,
    OptionSpec(name: "rules", valueName: "NAME", help: "Rule set for 'show': current-law (default) or quicktax-web."),
    OptionSpec(name: "write", valueName: nil, help: "With 'manifest': write FOLDER/manifest.json."),
  ]

  /// What the first operand may be (the completions offer these).
  static let actions = ["list", "show", "verify", "manifest"]
  static var operands: CommandOperands { .words(actions) }

  static func run(_ arguments: CommandArguments, context: CommandContext) throws -> Int32 {
    guard let action = arguments.positionals.first else { throw UsageError("say what to do: list, show YEAR, verify FILE... or manifest FOLDER") }
    let operands = Array(arguments.positionals.dropFirst())
    switch action {
    case "list":
      guard operands.isEmpty else { throw UsageError("'list' takes no operands") }
      return list(try TaxDataLoading.load(arguments), output: context.output)
    case "show":
      guard operands.count == 1, let year = Int(operands[0]) else { throw UsageError("'show' takes one tax year, such as 'show 2025'") }
      let loading = try TaxDataLoading.load(arguments)
      let ruleSet = try loading.ruleSet(named: arguments.value("rules") ?? TaxRuleSet.currentLawName)
      guard ruleSet.supportedYears.contains(year) else {
        throw CommandFailure("\(ruleSet.name) has no tables for \(year); it has \(ruleSet.supportedYears.map(String.init).joined(separator: ", "))")
      }
      context.output.write(TaxDataReport.show(ruleSet, year: year))
      if let penalties = loading.catalog.penaltyRules[year] {
        context.output.write(TaxDataReport.show(penalties: [penalties[.federal], penalties[.california]].compactMap { $0 }))
      }
      return ExitStatus.success
    case "verify":
      guard !operands.isEmpty else { throw UsageError("'verify' takes one or more files") }
      return try verify(operands, output: context.output)
    case "manifest":
      guard operands.count == 1 else { throw UsageError("'manifest' takes one folder") }
      return try manifest(operands[0], write: arguments.has("write"), output: context.output)
    default:
      throw UsageError("unknown action '\(action)'; use list, show, verify or manifest")
    }
  }

  static func list(_ loading: TaxDataLoading, output: CommandOutput) -> Int32 {
    output.print("kind           rule set      year  jurisdiction  effective   expires     origin    sha256")
    for entry in loading.catalog.entries {
      let file = entry.file
      output.print(
        [
          TaxDataReport.kindName(file.kind).padding(toLength: 13, withPad: " ", startingAt: 0),
          file.ruleSet.padding(toLength: 13, withPad: " ", startingAt: 0), String(file.taxYear),
          file.jurisdiction.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0), file.effective, file.expires,
          entry.origin.description.padding(toLength: 8, withPad: " ", startingAt: 0), entry.sha256,
        ].joined(separator: "  "))
    }
    output.print("")
    output.print("Sources:")
    var listed: Set<String> = []
    for entry in loading.catalog.entries {
      for (_, source) in entry.file.sources.sorted(by: { $0.key < $1.key }) where listed.insert(source.href).inserted {
        output.print("  \(source.title)\n    \(source.href)")
      }
    }
    for rejection in loading.catalog.rejections { output.print("rejected: \(rejection)") }
    return loading.catalog.rejections.isEmpty ? ExitStatus.success : ExitStatus.failure
  }

  static func verify(_ paths: [String], output: CommandOutput) throws -> Int32 {
    var failed = false
    for path in paths {
      let (sources, manifest) = try TaxDataLoading.read(path)
      let catalog = TaxDataCatalog.load(sources, manifest: manifest)
      for entry in catalog.entries {
        output.print("ok  \(entry.origin)  \(entry.file.ruleSet) \(entry.file.taxYear) \(entry.file.jurisdiction.rawValue)  sha256 \(entry.sha256)")
      }
      // Every broken rule of every rejected file, not only the first.
      for source in sources where !catalog.entries.contains(where: { $0.origin == source.origin }) {
        failed = true
        let problems = problems(of: source, manifest: manifest)
        for problem in problems { output.print("FAIL \(source.origin): \(problem.field.isEmpty ? "" : problem.field + ": ")\(problem.rule)") }
      }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
  }

  /// Everything wrong with one file.
  static func problems(of source: TaxDataSource, manifest: TaxDataManifest?) -> [TaxDataError] {
    switch TaxDataCatalog.checksumAndParse(source, manifest: manifest) {
    case .failure(let error): return [error]
    case .success(let file): return file.validationErrors()
    }
  }

  static func manifest(_ folder: String, write: Bool, output: CommandOutput) throws -> Int32 {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageError("'\(folder)' is not a folder")
    }
    let (sources, _) = try TaxDataLoading.read(folder)
    // A checksum of a file that could not be read would vouch for nothing.
    if let unreadable = sources.first(where: { $0.readFailure != nil }), let reason = unreadable.readFailure {
      throw CommandFailure("\(unreadable.origin): \(reason); no manifest written")
    }
    let text = JSONWriter.string(TaxDataManifest(sources).json, pretty: true) + "\n"
    if write {
      let path = (folder as NSString).appendingPathComponent(TaxDataManifest.fileName)
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
      }
      output.print("wrote \(path) (\(sources.count) files)")
    } else {
      output.write(text)
    }
    return ExitStatus.success
  }
}
