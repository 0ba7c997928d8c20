import Foundation
import QuickTaxCore
import Testing

@Suite("Loading tax tables: embedded, overridden, verified")
struct TaxDataCatalogTests {
  static func embeddedSources() throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: TaxDataValidationTests.folder.path)
      .filter { $0.hasSuffix(".json") && $0 != TaxDataManifest.fileName }.sorted()
    return try names.map { ($0, Array(try Data(contentsOf: TaxDataValidationTests.folder.appendingPathComponent($0)))) }
  }

  static func manifestBytes() throws -> [UInt8] {
    Array(try Data(contentsOf: TaxDataValidationTests.folder.appendingPathComponent(TaxDataManifest.fileName)))
  }

  @Test("the embedded tables load cleanly, and match the files in Sources (the manifest is up to date)")
  func embeddedLoads() throws {
    #expect(EmbeddedTaxData.catalog.rejections.isEmpty, "\(EmbeddedTaxData.catalog.rejections)")
    let onDisk = EmbeddedTaxData.load(files: try Self.embeddedSources(), manifest: try Self.manifestBytes())
    #expect(onDisk.rejections.isEmpty, "run Tools/update-tax-data after changing a table: \(onDisk.rejections)")
    #expect(onDisk.entries.map(\.sha256) == EmbeddedTaxData.catalog.entries.map(\.sha256), "run Tools/update-tax-data")
  }

  @Test("a corrupted embedded file is caught by its checksum, and its year is not used")
  func corruptedEmbeddedFile() throws {
    var files = try Self.embeddedSources()
    let index = try #require(files.firstIndex { $0.name == "quicktax-web-2025-federal.json" })
    // One figure changed, the JSON still valid: only the checksum can tell.
    files[index].bytes = Array(String(decoding: files[index].bytes, as: UTF8.self).replacingOccurrences(of: "\"single\": 15000", with: "\"single\": 15750").utf8)
    let catalog = EmbeddedTaxData.load(files: files, manifest: try Self.manifestBytes())
    let rule = try #require(catalog.rejections.first?.error)
    #expect(rule.file == "quicktax-web-2025-federal.json" && rule.rule.hasPrefix("checksum mismatch: manifest.json says"))
    #expect(catalog.ruleSets["quicktax-web"]?.supportedYears == [2026])
  }

  /// 2026's files, relabelled as 2027 with a different standard deduction: a year no build ships.
  static func madeUpYear() throws -> [TaxDataSource] {
    try ["federal", "california"].map { jurisdiction in
      let name = "quicktax-web-2026-\(jurisdiction).json"
      var text = String(decoding: try Data(contentsOf: TaxDataValidationTests.folder.appendingPathComponent(name)), as: UTF8.self)
      text = text.replacingOccurrences(of: "2027", with: "2028").replacingOccurrences(of: "2026", with: "2027")
      if jurisdiction == "federal" { text = text.replacingOccurrences(of: "\"single\": 16100", with: "\"single\": 20000") }
      return TaxDataSource(name: "quicktax-web-2027-\(jurisdiction).json", bytes: Array(text.utf8), origin: .file(path: "made-up"))
    }
  }

  @Test("a well-formed table for a year that is not embedded (2027, made up) loads and computes")
  func madeUpYearComputes() throws {
    let catalog = EmbeddedTaxData.catalog.overriding(with: try Self.madeUpYear(), manifest: nil)
    #expect(catalog.rejections.isEmpty, "\(catalog.rejections)")
    let ruleSet = try catalog.ruleSet(named: "quicktax-web")
    #expect(ruleSet.supportedYears == [2025, 2026, 2027])
    var household = Household()
    household.taxYear = 2027
    household.filingStatus = .single
    household.includeCaliforniaTax = false
    household.userIncome.incomeMode = "simple"
    household.userIncome.ytdWage = "50000"
    let clock = try #require(CalculationClock(nowISO8601: "2027-03-01T00:00:00Z", timeZone: .utc))
    let estimate = try TaxEngine(tables: ruleSet.binaryTables, clock: clock).estimate(household)
    // 50,000 − 20,000 = 30,000 taxable: 12,400 × 10% + 17,600 × 12% = 1,240 + 2,112.
    #expect(estimate.result.federalTax.totalTax == 3_352)
    #expect(estimate.federalSuggestions.map(\.dueDate) == ["April 15, 2027", "June 15, 2027", "September 15, 2027", "January 15, 2028"])
  }

  @Test("an override replaces the embedded file of its year; a rejected override leaves the embedded one in use")
  func overrides() throws {
    var federal = try TaxDataValidationTests.document("quicktax-web-2025-federal.json")
    federal.set(["standardDeduction", "single"], .number(JSONNumber(15_750)))
    let corrected = TaxDataSource(name: "quicktax-web-2025-federal.json", bytes: JSONWriter.bytes(federal), origin: .file(path: "fix.json"))
    let catalog = EmbeddedTaxData.catalog.overriding(with: [corrected], manifest: nil)
    #expect(try catalog.ruleSet(named: "quicktax-web").binaryTables.year(2025).federal.standardDeduction.single == 15_750)
    #expect(catalog.entries.first {
        $0.file.kind == .incomeTax && $0.file.ruleSet == TaxRuleSet.quickTaxWebName && $0.file.taxYear == 2025 && $0.file.jurisdiction == .federal
      }?.origin == .file(path: "fix.json"))

    federal.set(["standardDeduction", "single"], .number(JSONNumber(-1)))
    let broken = TaxDataSource(name: "quicktax-web-2025-federal.json", bytes: JSONWriter.bytes(federal), origin: .file(path: "bad.json"))
    let fallback = EmbeddedTaxData.catalog.overriding(with: [broken], manifest: nil)
    #expect(try fallback.ruleSet(named: "quicktax-web").binaryTables.year(2025).federal.standardDeduction.single == 15_000)
    #expect(fallback.rejections.map(\.description) == [
      "quicktax-web-2025-federal.json: standardDeduction.single: -1 is not an amount from 0 to 1,000,000,000 (rejected; the embedded tables are used instead)"
    ])
  }

  @Test("a year with only one of its two files is not used, and says why")
  func incompleteYear() throws {
    let federalOnly = try Self.madeUpYear().filter { $0.name.contains("federal") }
    let catalog = EmbeddedTaxData.catalog.overriding(with: federalOnly, manifest: nil)
    #expect(try catalog.ruleSet(named: "quicktax-web").supportedYears == [2025, 2026])
    #expect(catalog.rejections.first?.error.rule == "2027 has no california file in \"quicktax-web\", so the year cannot be used")
  }
}
