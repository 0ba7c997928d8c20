/// Every figure the engine needs for one tax year. Immutable, and a class so that handing a
/// year to each calculator costs one reference count, not one per table.
public final class TaxYearTables<N: TaxNumber>: Sendable {
  public let taxYear: Int
  public let federal: FederalTaxTables<N>
  public let california: CaliforniaTaxTables<N>
  /// The other states' figures the rule set has for the year, by jurisdiction, each read on first
  /// use (``stateTables(_:)``): most runs compute no household of a given state, and reading New
  /// York's tables at every start was a twentieth of a command's start-up.
  /// A list, looked through: a state or two, where a dictionary hashed the name on every return.
  private let states: [(jurisdiction: TaxDataFile.Jurisdiction, tables: OnFirstUse<(any StateTaxTables<N>)?>)]

  /// The filing statuses both files cover (validation keeps each file's groups alike).
  public let filingStatuses: [FilingStatus]

  public convenience init(
    taxYear: Int, federal: FederalTaxTables<N>, california: CaliforniaTaxTables<N>, states: [TaxDataFile.Jurisdiction: any StateTaxTables<N>] = [:]
  ) {
    self.init(taxYear: taxYear, federal: federal, california: california, stateReaders: states.mapValues { tables in { tables } })
  }

  /// `stateReaders` read each state's tables when a return first asks for them; a reader that
  /// finds none (its file failed a rule) leaves the state not computed for the year, said so.
  init(
    taxYear: Int, federal: FederalTaxTables<N>, california: CaliforniaTaxTables<N>,
    stateReaders: [TaxDataFile.Jurisdiction: @Sendable () -> (any StateTaxTables<N>)?]
  ) {
    self.taxYear = taxYear
    self.federal = federal
    self.california = california
    states = stateReaders.sorted { $0.key < $1.key }.map { ($0.key, OnFirstUse($0.value)) }
    let californiaStatuses = california.standardDeduction.statuses
    filingStatuses = federal.standardDeduction.statuses.filter { californiaStatuses.contains($0) }
  }

  /// A state's figures for the year (Washington's capital gains excise tax, New York's return):
  /// each state's return reads its own.
  public func stateTables(_ jurisdiction: TaxDataFile.Jurisdiction) -> (any StateTaxTables<N>)? {
    for state in states where state.jurisdiction == jurisdiction { return state.tables.value }
    return nil
  }
}

extension TaxYearTables {
  /// Both jurisdictions' current-law rules, when the year's tables carry them: such a year
  /// computes as the law does, any other as the web app does.
  var currentLawRules: (federal: FederalCurrentLawRules<N>, california: CaliforniaCurrentLawRules<N>)? {
    guard let federal = federal.currentLaw, let california = california.currentLaw else { return nil }
    return (federal, california)
  }
}

/// The tax years a rule set covers, in one arithmetic.
public struct TaxTables<N: TaxNumber>: Sendable {
  public private(set) var years: [Int: TaxYearTables<N>]
  /// The same tables, a year each, for ``year(_:)``: a rule set has two or three years, and
  /// comparing each is cheaper than hashing the year, on every household.
  private let eachYear: [TaxYearTables<N>]

  public init(years: [TaxYearTables<N>]) {
    var byYear: [Int: TaxYearTables<N>] = [:]
    for year in years { byYear[year.taxYear] = year }
    self.years = byYear
    eachYear = byYear.keys.sorted().compactMap { byYear[$0] }
  }

  public var supportedYears: [Int] { years.keys.sorted() }

  /// The tables of `taxYear`, or an error that names the years there are.
  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
  public func year(_ taxYear: Int) throws(UnsupportedTaxYear) -> TaxYearTables<N> {
    for tables in eachYear where tables.taxYear == taxYear { return tables }
    throw UnsupportedTaxYear(taxYear: taxYear, supportedYears: supportedYears)
  }
}

/// A tax year that no loaded table covers.
public struct UnsupportedTaxYear: Error, Sendable, Equatable, CustomStringConvertible {
  public let taxYear: Int
  public let supportedYears: [Int]

  public init(taxYear: Int, supportedYears: [Int]) {
    self.taxYear = taxYear
    self.supportedYears = supportedYears
  }

  public var description: String {
    "tax year \(taxYear) is not supported; supported years: \(supportedYears.map(String.init).joined(separator: ", "))"
  }
}
