/// A state's return QuickTax makes beside the federal one, in the shape every such state's
/// figures take (`result.<state>Tax` in the JSON: `washingtonTax`): its lines in the form's order,
/// the tax, what was paid toward it and the balance. California's return keeps the web app's own
/// shape (`californiaTax`).
///
/// A class, read-only once made: the result that holds it is generic in `N`, and a struct of `N`s
/// stored there was laid out through run-time metadata on every return made.
public final class StateTaxReturn<N: TaxNumber>: Sendable {
  /// One line of the return.
  public struct Line: Sendable {
    /// The line's key in the JSON (`taxableCapitalGains`).
    public let key: String
    /// What the line is, as the text shows it, with where it comes from.
    public let label: String
    public let amount: N
    /// A tax line's threshold in words, for what a change crosses: what starts when the line's
    /// amount turns positive ("Washington's capital gains excise tax starts"); nil for the others.
    public var threshold: String?
  }

  public let jurisdiction: TaxDataFile.Jurisdiction
  /// The tax's name: "Washington capital gains excise tax".
  public let taxName: String
  /// The section's heading: "Washington capital gains excise tax (DOR)".
  public let title: String
  /// The law the tax is levied by: "RCW 82.87".
  public let law: String
  public let lines: [Line]
  public let totalTax: N
  /// Withholding and estimated payments toward it.
  public let payments: N
  /// `totalTax` less `payments`: owed when positive.
  public let owedOrRefund: N
  /// What to know about the figures (a deduction's source, a figure not yet published).
  public let notes: [String]

  public init(
    jurisdiction: TaxDataFile.Jurisdiction, taxName: String, title: String, law: String, lines: [Line], totalTax: N, payments: N,
    notes: [String]
  ) {
    self.jurisdiction = jurisdiction
    self.taxName = taxName
    self.title = title
    self.law = law
    self.lines = lines
    self.totalTax = totalTax
    self.payments = payments
    self.owedOrRefund = totalTax - payments
    self.notes = notes
  }
}

extension StateTaxReturn.Line {
  public init(_ key: String, _ label: String, _ amount: N, threshold: String? = nil) {
    self.key = key
    self.label = label
    self.amount = amount
    self.threshold = threshold
  }
}

/// A state's return made beside the federal one under current law, from the household and the
/// federal return's income lines (``StateProfile/otherReturn``).
protocol StateReturnMaking: Sendable {
  /// The return, or nil where the year's tables have none of the state's figures (then the state
  /// is said not computed for the year).
  func makeReturn<N: TaxNumber>(_ household: CurrentLawHousehold<N>, income: Form1040IncomeWorksheet<N>, tables: TaxYearTables<N>)
    -> StateTaxReturn<N>?
}

/// A state's figures for one tax year, read from a table file of its jurisdiction.
public protocol StateTaxTables<Number>: Sendable {
  associatedtype Number: TaxNumber
}

/// Reads and checks a state's table file (``StateCatalog/tableReaders``).
protocol StateTaxTablesReading {
  static func read<N: TaxNumber>(_ file: TaxDataFile, as: N.Type) throws(TaxDataError) -> any StateTaxTables<N>
  /// Every rule the file's figures break, beyond the header's (empty when it can be used).
  static func validationErrors(_ file: TaxDataFile) -> [TaxDataError]
}

extension StateTaxReturn: JSONEncodable {
  /// `{"taxName", "law", "lines": {key: amount…}, "totalTax", "payments", "owedOrRefund", "notes"}`.
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("taxName", taxName)
    sink.field("law", law)
    sink.field("lines", object: { sink in
      for line in lines {
        sink.key(named: line.key)
        sink.number(line.amount)
      }
    })
    sink.field("totalTax", totalTax)
    sink.field("payments", payments)
    sink.field("owedOrRefund", owedOrRefund)
    sink.field("notes", strings: notes)
    sink.endObject()
  }
}
