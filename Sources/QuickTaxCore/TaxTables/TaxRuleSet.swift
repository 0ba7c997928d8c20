import Foundation

/// A named set of tax tables (one federal and one California file for each year it covers, and
/// the other states' files it has), ready in both arithmetics.
public struct TaxRuleSet: Sendable {
  /// The rule set's name: "quicktax-web" reproduces the web app.
  public let name: String
  /// The files, one per year and jurisdiction, in year order.
  public let files: [TaxDataFile]
  public let binaryTables: TaxTables<Double>
  /// Built on first use: most commands compute in binary only, and reading every figure as a
  /// decimal was a fifth of a command's start-up.
  public var decimalTables: TaxTables<DecimalNumber> { decimal.value }
  private let decimal: OnFirstUse<TaxTables<DecimalNumber>>

  /// The rule set of the QuickTax web app's own tables: the parity rule set.
  public static let quickTaxWebName = "quicktax-web"
  /// The tax law as enacted, with what the web app leaves out: the default for estimates.
  public static let currentLawName = "current-law"

  /// Builds the rule set from its files; every year needs both a federal and a California file,
  /// and may have another state's.
  public init(name: String, files: [TaxDataFile]) throws(TaxDataError) {
    self.name = name
    self.files = files.sorted { ($0.taxYear, $0.jurisdiction.rawValue) < ($1.taxYear, $1.jurisdiction.rawValue) }
    binaryTables = try TaxRuleSet.tables(from: self.files, ruleSet: name)
    // The same files and steps as the binary tables, which were just built: only a figure that
    // is not a decimal number could fail, and loading validates every figure in both readings
    // (the embedded files, in the test suite). Were one to fail, the rule set would cover no
    // year, and every decimal estimate would say so.
    let files = self.files
    decimal = OnFirstUse { (try? TaxRuleSet.tables(from: files, ruleSet: name)) ?? TaxTables(years: []) }
  }

  public var supportedYears: [Int] { binaryTables.supportedYears }

  static func tables<N: TaxNumber>(from files: [TaxDataFile], ruleSet: String) throws(TaxDataError) -> TaxTables<N> {
    var federal: [Int: FederalTaxTables<N>] = [:]
    var california: [Int: CaliforniaTaxTables<N>] = [:]
    var states: [Int: [TaxDataFile.Jurisdiction: @Sendable () -> (any StateTaxTables<N>)?]] = [:]
    for file in files {
      guard file.ruleSet == ruleSet else {
        throw TaxDataError(file: file.name, field: "ruleSet", rule: "is \"\(file.ruleSet)\", expected \"\(ruleSet)\"")
      }
      if file.jurisdiction == .federal {
        guard federal[file.taxYear] == nil else {
          throw TaxDataError(file: file.name, field: "taxYear", rule: "a second federal file for \(file.taxYear)")
        }
        federal[file.taxYear] = try FederalTaxTables(file: file)
      } else if file.jurisdiction == .california {
        guard california[file.taxYear] == nil else {
          throw TaxDataError(file: file.name, field: "taxYear", rule: "a second California file for \(file.taxYear)")
        }
        california[file.taxYear] = try CaliforniaTaxTables(file: file)
      } else if let reader = StateCatalog.tableReader(for: file.jurisdiction) {
        guard states[file.taxYear]?[file.jurisdiction] == nil else {
          throw TaxDataError(file: file.name, field: "taxYear", rule: "a second \(file.jurisdiction) file for \(file.taxYear)")
        }
        // Read on first use. Loading checked the file's rules in both arithmetics (the embedded
        // files, in the test suite), so the reading cannot fail; were it to, the state would be
        // said not computed for the year.
        states[file.taxYear, default: [:]][file.jurisdiction] = { try? reader.read(file, as: N.self) }
      } else {
        throw TaxDataError(file: file.name, field: "jurisdiction", rule: "\"\(file.jurisdiction)\" has no tables QuickTax reads")
      }
    }
    var years: [TaxYearTables<N>] = []
    for file in files {
      guard let federalTables = federal[file.taxYear], let californiaTables = california[file.taxYear] else {
        let missing = federal[file.taxYear] == nil ? "federal" : "California"
        throw TaxDataError(file: file.name, field: "taxYear", rule: "\(file.taxYear) has no \(missing) file in \"\(ruleSet)\"")
      }
      if !years.contains(where: { $0.taxYear == file.taxYear }) {
        years.append(
          TaxYearTables(taxYear: file.taxYear, federal: federalTables, california: californiaTables, stateReaders: states[file.taxYear] ?? [:]))
      }
    }
    return TaxTables(years: years)
  }
}

/// A value worked out once, on first use, by whichever thread asks first.
final class OnFirstUse<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Value?
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
