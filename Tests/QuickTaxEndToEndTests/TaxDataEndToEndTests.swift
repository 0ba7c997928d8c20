import Foundation
import Testing

@Suite("quicktax tax-data and --tax-data, the built command")
struct TaxDataEndToEndTests {
  static let data = "Sources/QuickTaxCore/TaxData"

  func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quicktax-tables-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The 2025 federal file with one text replaced.
  func federal2025(replacing old: String, with new: String, in folder: URL) throws -> String {
    let source = QuickTaxProcess.packageRoot.appendingPathComponent("\(Self.data)/quicktax-web-2025-federal.json")
    let text = try String(contentsOf: source, encoding: .utf8)
    #expect(text.contains(old))
    let path = folder.appendingPathComponent("quicktax-web-2025-federal.json")
    try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: path)
    return path.path
  }

  @Test("list: income-tax tables and penalty rules for 2025 and 2026, with their sources and SHA-256, as in the manifest")
  func list() throws {
    let result = try QuickTaxProcess.run(["tax-data", "list"])
    #expect(result.status == 0)
    let manifest = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("\(Self.data)/manifest.json"), encoding: .utf8)
    for (kind, ruleSet) in [("income tax   ", "quicktax-web "), ("penalty rules", "current-law  ")] {
      for year in ["2025", "2026"] {
        for jurisdiction in ["federal", "california"] {
          let line = try #require(result.out.split(separator: "\n").first { $0.hasPrefix("\(kind)  \(ruleSet)  \(year)  \(jurisdiction)") })
          let digest = try #require(line.split(separator: " ").last)
          #expect(digest.count == 64 && manifest.contains(String(digest)))
        }
      }
    }
    #expect(result.out.contains("https://github.com/Nekopan-Lab/quick-tax/blob/51caeae0968857a601041654ae9445afdbe0d984/src/calculators/federal/constants.ts"))
  }

  @Test("show: a year's figures with their sources, current law by default")
  func show() throws {
    let current = try QuickTaxProcess.run(["tax-data", "show", "2026"])
    #expect(current.status == 0)
    #expect(current.out.contains("$40,400, less 30% of MAGI above $505,000, never below $10,000"))
    #expect(current.out.contains("less 50% of AMTI above Single $500,000, Married filing jointly $1,000,000"))
    #expect(current.out.contains("Projected: brackets: Projection: 2025 figures × 1.034"))
    let result = try QuickTaxProcess.run(["tax-data", "show", "2026", "--rules", "quicktax-web"])
    #expect(result.status == 0)
    #expect(result.out.contains("$40,000, less 30% of MAGI above $500,000, never below $10,000"))
    #expect(result.out.contains("Q4  January 15, 2027     100%"))
    #expect(result.out.contains("Federal 2026 estimated-tax penalty rules (penalty-2026-federal.json)"))
    #expect(result.out.contains("2027-01-01 to 2027-04-15  not published"))
    #expect(result.out.contains("source: QuickTax web app, src/calculators/federal/constants.ts (FEDERAL_TAX_DATA)"))
    let missing = try QuickTaxProcess.run(["tax-data", "show", "2019"])
    #expect(missing.status == 1 && missing.error == "Error: current-law has no tables for 2019; it has 2025, 2026\n")
  }

  @Test("verify: every broken rule of a file, exit 1; the shipped files pass")
  func verify() throws {
    let good = try QuickTaxProcess.run(["tax-data", "verify", Self.data])
    // Income-tax tables of two rule sets and penalty rules, 2025 and 2026, federal and California;
    // Washington's capital gains excise tax, 2025 and 2026; New York's returns and penalty rules.
    #expect(good.status == 0 && good.out.split(separator: "\n").count == 18)
    #expect(good.out.contains("current-law-2026-washington.json") && good.out.contains("penalty-2026-newYork.json"))
    let folder = try temporaryFolder()
    let path = try federal2025(replacing: #""rate": 0.37}"#, with: #""rate": 37}"#, in: folder)
    let broken = try QuickTaxProcess.run(["tax-data", "verify", path])
    #expect(broken.status == 1)
    #expect(broken.out == """
      FAIL \(path): ordinaryBrackets.single[6].rate: 37 is not a rate: 0, or from 0.000001 to 1
      FAIL \(path): ordinaryBrackets.marriedFilingJointly[6].rate: 37 is not a rate: 0, or from 0.000001 to 1

      """)
  }

  @Test("manifest: what the embedded manifest holds")
  func manifest() throws {
    let result = try QuickTaxProcess.run(["tax-data", "manifest", Self.data])
    let shipped = try String(contentsOf: QuickTaxProcess.packageRoot.appendingPathComponent("\(Self.data)/manifest.json"), encoding: .utf8)
    #expect(result.status == 0 && result.out == shipped)
  }

  @Test("fixtures with the same tables loaded from disk: identical results, and it says where the tables came from")
  func sameTablesFromDisk() throws {
    let result = try QuickTaxProcess.run(["fixtures", "Fixtures/golden", "--tax-data", Self.data])
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n")
    #expect(lines.last == "2087 passed, 0 failed")
    #expect(lines.filter { $0.hasPrefix("tax tables: ") && $0.contains("from \(Self.data)/") }.count == 4)
  }

  @Test("estimate with a rejected table: the embedded one is used, and the output says so")
  func rejectedOverride() throws {
    let folder = try temporaryFolder()
    let path = try federal2025(replacing: #""single": 15000"#, with: #""single": -15000"#, in: folder)
    let result = try QuickTaxProcess.run(
      ["estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--rules", "quicktax-web", "--tax-data", path])
    #expect(result.status == 0)
    #expect(result.out.contains("tax tables: quicktax-web-2025-federal.json: standardDeduction.single: -15000 is not an amount from 0 to 1,000,000,000 (rejected; the embedded tables are used instead)"))
    #expect(result.out.contains("Federal (IRS)       $1,614 owed"))
  }

  @Test("estimate with a corrected table: its figures are used, and the JSON names the file and its checksum")
  func correctedOverride() throws {
    let folder = try temporaryFolder()
    let path = try federal2025(replacing: #""single": 15000"#, with: #""single": 15750"#, in: folder)
    let result = try QuickTaxProcess.run(
      [
        "estimate", "docs/examples/single-w2.json", "--as-of", "2025-06-15", "--time-zone", "UTC", "--rules", "quicktax-web", "--tax-data", path,
        "--format", "json",
      ])
    #expect(result.status == 0)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let federal = (report["result"] as? [String: Any])?["federalTax"] as? [String: Any]
    // Taxable 100,000 − 15,750 = 84,250: 1,192.50 + 4,386 + 35,775 × 22% = 13,449.
    #expect(federal?["totalTax"] as? Int == 13_449)
    let tables = try #require(report["taxTables"] as? [[String: Any]])
    #expect(tables.contains { $0["origin"] as? String == path && ($0["sha256"] as? String)?.count == 64 })
    #expect((report["taxTableNotices"] as? [String])?.first?.contains("2025 federal from \(path)") == true)
  }
}
