import Foundation
import Testing

/// QuickTaxCore's public API is a promise to the apps that embed it (docs/library.md): every
/// public symbol and conformance is listed in docs/api/QuickTaxCore-public-symbols.txt, and a
/// change to the surface fails here until the list is updated on purpose. With
/// QUICKTAX_RECORD_PUBLIC_API=1 the test writes the list, and still fails.
@Suite("QuickTaxCore's public API")
struct PublicAPITests {
  @Test("the public symbols are the checked-in list")
  func publicSymbols() throws {
    let current = try PublicSymbols.current()
    #expect(current.count > 1_000, "too few symbols extracted: \(current.count)")
    if ProcessInfo.processInfo.environment["QUICKTAX_RECORD_PUBLIC_API"] == "1" {
      try Data((current.joined(separator: "\n") + "\n").utf8).write(to: PublicSymbols.listFile)
      Issue.record("recorded \(current.count) symbols in \(PublicSymbols.listFile.path); run again without QUICKTAX_RECORD_PUBLIC_API")
      return
    }
    let listed = try String(contentsOf: PublicSymbols.listFile, encoding: .utf8).split(separator: "\n").map(String.init)
    let added = Set(current).subtracting(listed).sorted()
    let removed = Set(listed).subtracting(current).sorted()
    let hint = "an intended change: QUICKTAX_RECORD_PUBLIC_API=1 swift test --filter PublicAPITests, and say it in the commit"
    #expect(added.isEmpty, "public symbols not in the list (\(hint)):\n\(added.prefix(40).joined(separator: "\n"))")
    #expect(removed.isEmpty, "listed public symbols gone (a break for apps; \(hint)):\n\(removed.prefix(40).joined(separator: "\n"))")
  }

  @Test("the list's lines: a symbol's kind, path and declaration; a conformance by name")
  func lineFormat() throws {
    let json = """
      {"symbols": [
        {"kind": {"identifier": "swift.struct"}, "identifier": {"precise": "s:A"}, "pathComponents": ["Household"],
         "declarationFragments": [{"spelling": "struct"}, {"spelling": " "}, {"spelling": "Household"}]},
        {"kind": {"identifier": "swift.property"}, "identifier": {"precise": "s:B"}, "pathComponents": ["Household", "taxYear"],
         "declarationFragments": [{"spelling": "var"}, {"spelling": "  "}, {"spelling": "taxYear"}, {"spelling": ": "}, {"spelling": "Int"}]}],
       "relationships": [
        {"kind": "conformsTo", "source": "s:A", "target": "s:s8SendableP", "targetFallback": "Swift.Sendable"},
        {"kind": "memberOf", "source": "s:B", "target": "s:A"}]}
      """
    let graph = try JSONDecoder().decode(PublicSymbols.Graph.self, from: Data(json.utf8))
    #expect(
      PublicSymbols.lines(of: [graph]) == [
        "conformance Household: Swift.Sendable", "property Household.taxYear: var taxYear: Int", "struct Household: struct Household",
      ])
  }
}
