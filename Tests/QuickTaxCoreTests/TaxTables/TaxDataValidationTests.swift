import Foundation
import QuickTaxCore
import Testing

/// Each rule a table file must satisfy, shown failing on a file broken in exactly that way.
@Suite("Tax-table files: every rejection rule")
struct TaxDataValidationTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/QuickTaxCore/TaxData")

  static func document(_ name: String) throws -> JSONValue {
    try JSONParser.parse(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The first error of `name` after `edit`, as the loader reports it.
  static func rejection(_ name: String, _ edit: (inout JSONValue) -> Void) throws -> String? {
    var document = try document(name)
    edit(&document)
    let source = TaxDataSource(name: name, bytes: JSONWriter.bytes(document), origin: .file(path: name))
    return TaxDataCatalog.load([source], manifest: nil).rejections.first?.error.description
  }

  @Test("the shipped files pass every rule")
  func shippedFilesPass() throws {
    for name in ["quicktax-web-2025-federal.json", "quicktax-web-2025-california.json"] {
      let file = try TaxDataFile(name: name, document: try Self.document(name))
      #expect(file.validationErrors().isEmpty)
    }
  }

  typealias Edit = @Sendable (inout JSONValue) -> Void

  static let federalBreaks: [(String, Edit)] = [
    ("quicktax-web-2025-federal.json: schemaVersion: schema version 2 is not supported (this build reads 1...1)",
     { $0.set(["schemaVersion"], .number(JSONNumber(2))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.marriedFilingJointly: is missing",
     { $0.set(["ordinaryBrackets", "marriedFilingJointly"], nil) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[0].min: the first bracket must start at 0, not 100.0",
     { $0.set(["ordinaryBrackets", "single", "0", "min"], .number(JSONNumber(100))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[2].min: must equal the previous bracket's max (48475.0): brackets must be contiguous",
     { $0.set(["ordinaryBrackets", "single", "2", "min"], .number(JSONNumber(48_000))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[1].max: must be a number above min (11925.0); only the top bracket is open",
     { $0.set(["ordinaryBrackets", "single", "1", "max"], .number(JSONNumber(11_000))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[6].max: the top bracket must be open (max null)",
     { $0.set(["ordinaryBrackets", "single", "6", "max"], .number(JSONNumber(9_999_999))) }),
    ("quicktax-web-2025-federal.json: capitalGainsBrackets.single[1].rate: 15 is not a rate: 0, or from 0.000001 to 1",
     { $0.set(["capitalGainsBrackets", "single", "1", "rate"], .number(JSONNumber(15))) }),
    ("quicktax-web-2025-federal.json: standardDeduction.single: -1 is not an amount from 0 to 1,000,000,000",
     { $0.set(["standardDeduction", "single"], .number(JSONNumber(-1))) }),
    // Values that passed before the ranges and then broke the decimal tables (issue 9, item 5).
    ("quicktax-web-2025-federal.json: standardDeduction.single: 1e+308 is not an amount from 0 to 1,000,000,000",
     { $0.set(["standardDeduction", "single"], .number(JSONNumber(1e308))) }),
    ("quicktax-web-2025-federal.json: saltCap.baseCap: 1e+200 is not an amount from 0 to 1,000,000,000",
     { $0.set(["saltCap", "baseCap"], .number(JSONNumber(1e200))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[0].rate: 1e-300 is not a rate: 0, or from 0.000001 to 1",
     { $0.set(["ordinaryBrackets", "single", "0", "rate"], .number(JSONNumber(1e-300))) }),
    ("quicktax-web-2025-federal.json: ordinaryBrackets.single[1].max: 1e+128 is above 1,000,000,000, beyond any plausible bracket",
     { document in
       document.set(["ordinaryBrackets", "single", "1", "max"], .number(JSONNumber(1e128)))
       document.set(["ordinaryBrackets", "single", "2", "min"], .number(JSONNumber(1e128)))
     }),
    ("quicktax-web-2025-federal.json: saltCap.minimumCap: must not exceed baseCap",
     { $0.set(["saltCap", "minimumCap"], .number(JSONNumber(20_000))) }),
    ("quicktax-web-2025-federal.json: saltCap.baseCap: is missing", { $0.set(["saltCap", "baseCap"], nil) }),
    ("quicktax-web-2025-federal.json: estimatedPaymentSchedule.installments[2].dueDate: must come after 2025-06-16: due dates in order",
     { $0.set(["estimatedPaymentSchedule", "installments", "2", "dueDate"], .string("2025-06-01")) }),
    ("quicktax-web-2025-federal.json: estimatedPaymentSchedule.installments[3].dueDate: 2026-03-15 is outside 2025-04-01 to 2026-01-31",
     { $0.set(["estimatedPaymentSchedule", "installments", "3", "dueDate"], .string("2026-03-15")) }),
    ("quicktax-web-2025-federal.json: estimatedPaymentSchedule.installments[3].cumulativePercentage: the last installment must bring the total to 1 (100%), not 0.9",
     { $0.set(["estimatedPaymentSchedule", "installments", "3", "cumulativePercentage"], .number(JSONNumber(0.9))) }),
    ("quicktax-web-2025-federal.json: estimatedPaymentSchedule.installments[2].cumulativePercentage: must be above the previous installment's (0.5): shares are cumulative",
     { $0.set(["estimatedPaymentSchedule", "installments", "2", "cumulativePercentage"], .number(JSONNumber(0.4))) }),
    ("quicktax-web-2025-federal.json: estimatedPaymentSchedule.installments[1].quarter: \"Q1\" appears twice",
     { $0.set(["estimatedPaymentSchedule", "installments", "1", "quarter"], .string("Q1")) }),
    ("quicktax-web-2025-federal.json: saltCap.source: cites \"nowhere\", which is not in `sources`",
     { $0.set(["saltCap", "source"], .string("nowhere")) }),
    ("quicktax-web-2025-federal.json: expires: 2024-06-01 must come after effective 2025-01-01",
     { $0.set(["expires"], .string("2024-06-01")) }),
    ("quicktax-web-2025-federal.json: effective: \"2025-13-01\" is not a YYYY-MM-DD date",
     { $0.set(["effective"], .string("2025-13-01")) }),
    ("quicktax-web-2025-federal.json: rsuDefaultWithholdingRate.rate: expected a number, found a string",
     { $0.set(["rsuDefaultWithholdingRate", "rate"], .string("24%")) }),
  ]

  @Test("a federal file broken in one way is rejected, naming the file, the field and the rule", arguments: federalBreaks)
  func federal(_ message: String, _ edit: Edit) throws {
    #expect(try Self.rejection("quicktax-web-2025-federal.json", edit) == message)
  }

  @Test("California: its installments are Q1, Q2 and Q4 only; mental health rate at most 1")
  func california() throws {
    let name = "quicktax-web-2025-california.json"
    #expect(
      try Self.rejection(name) { $0.set(["estimatedPaymentSchedule", "installments", "2", "quarter"], .string("Q3")) }
        == "\(name): estimatedPaymentSchedule.installments[2].quarter: \"Q3\" is not one of Q1, Q2, Q4")
    #expect(
      try Self.rejection(name) { $0.set(["mentalHealthServicesTax", "rate"], .number(JSONNumber(1.5))) }
        == "\(name): mentalHealthServicesTax.rate: 1.5 is not a rate: 0, or from 0.000001 to 1")
  }

  @Test("a penalty threshold beyond any plausible AGI is rejected, and the embedded penalty rules stay in use")
  func implausiblePenaltyThreshold() throws {
    let name = "penalty-2025-federal.json"
    #expect(
      try Self.rejection(name) { $0.set(["requiredAnnualPayment", "highIncomeAGIThreshold", "single"], .number(JSONNumber(1e300))) }
        == "\(name): requiredAnnualPayment.highIncomeAGIThreshold.single: 1e+300 is not an amount from 0 to 1,000,000,000")
    var document = try Self.document(name)
    document.set(["requiredAnnualPayment", "highIncomeAGIThreshold", "single"], .number(JSONNumber(1e300)))
    let source = TaxDataSource(name: name, bytes: JSONWriter.bytes(document), origin: .file(path: "bad.json"))
    let catalog = EmbeddedTaxData.catalog.overriding(with: [source], manifest: nil)
    #expect(catalog.penaltyRules[2025]?[.federal]?.binary.highIncomeAGIThreshold.single == 150_000)
    #expect(catalog.rejections.first?.embeddedUsedInstead == true)
  }

  @Test("a file that is not JSON, and a manifest that disagrees, are rejected")
  func integrity() throws {
    let broken = TaxDataSource(name: "x.json", bytes: Array("{".utf8), origin: .file(path: "x.json"))
    #expect(TaxDataCatalog.load([broken], manifest: nil).rejections.first?.error.rule.hasPrefix("not valid JSON") == true)
    let good = TaxDataSource(name: "quicktax-web-2025-federal.json", bytes: JSONWriter.bytes(try Self.document("quicktax-web-2025-federal.json")), origin: .embedded)
    let wrong = TaxDataManifest(checksums: [good.name: String(repeating: "0", count: 64)])
    #expect(TaxDataCatalog.load([good], manifest: wrong).rejections.first?.error.rule.hasPrefix("checksum mismatch: manifest.json says 0000") == true)
    #expect(TaxDataCatalog.load([good], manifest: TaxDataManifest(checksums: [:])).rejections.first?.error.rule == "is not listed in manifest.json")
  }
}

extension JSONValue {
  /// Sets (or, with nil, removes) the value at a path of keys and array indexes.
  mutating func set(_ path: [String], _ value: JSONValue?) {
    guard let first = path.first else {
      if let value { self = value }
      return
    }
    let rest = Array(path.dropFirst())
    switch self {
    case .object(var object):
      if rest.isEmpty {
        object[first] = value
      } else {
        var child = object[first] ?? .null
        child.set(rest, value)
        object[first] = child
      }
      self = .object(object)
    case .array(var elements):
      guard let index = Int(first), elements.indices.contains(index) else { return }
      if rest.isEmpty {
        if let value { elements[index] = value } else { elements.remove(at: index) }
      } else {
        elements[index].set(rest, value)
      }
      self = .array(elements)
    default:
      return
    }
  }
}
