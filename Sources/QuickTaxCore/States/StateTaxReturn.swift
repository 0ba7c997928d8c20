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
    /// A line kept at zero for its threshold only (New York's recapture, below its AGI start), which the
    /// text leaves out while it is zero.
    public var shownWhenZero = true
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
  /// The refundable credits, paid like withholding (New York's); zero for a tax without them.
  public let refundableCredits: N
  /// Withholding and estimated payments toward it.
  public let payments: N
  /// `totalTax` less the refundable credits and `payments`: owed when positive.
  public let owedOrRefund: N
  /// The state's own AGI, where it has one (New York AGI): the estimated tax's 110% rule reads it.
  public let adjustedGrossIncome: N?
  /// What to know about the figures (a deduction's source, a figure not yet published).
  public let notes: [String]

  public init(
    jurisdiction: TaxDataFile.Jurisdiction, taxName: String, title: String, law: String, lines: [Line], totalTax: N, refundableCredits: N = .zero,
    payments: N, adjustedGrossIncome: N? = nil, notes: [String]
  ) {
    self.jurisdiction = jurisdiction
    self.taxName = taxName
    self.title = title
    self.law = law
    self.lines = lines
    self.totalTax = totalTax
    self.refundableCredits = refundableCredits
    self.payments = payments
    self.owedOrRefund = totalTax - refundableCredits - payments
    self.adjustedGrossIncome = adjustedGrossIncome
    self.notes = notes
  }
}

extension StateTaxReturn.Line {
  public init(_ key: String, _ label: String, _ amount: N, threshold: String? = nil, shownWhenZero: Bool = true) {
    self.key = key
    self.label = label
    self.amount = amount
    self.threshold = threshold
    self.shownWhenZero = shownWhenZero
  }
}

/// What a state's return reads of the household and of the federal return already made: its
/// income lines and AGI, Schedule A's figures, the earned income credit, the state income tax
/// paid and withheld (``StateProfile/otherReturn``).
struct StateReturnInputs<N: TaxNumber> {
  /// The engine making the return, whose forms the state's lines are figured by.
  let engine: TaxEngine<N>
  let household: CurrentLawHousehold<N>
  /// Form 1040 lines 1–11.
  let income: Form1040IncomeWorksheet<N>
  /// Schedule A as figured (whether or not the federal return itemizes).
  let scheduleA: ScheduleAWorksheet<N>
  /// Schedule A line 5a's state income tax paid in the year.
  let stateIncomeTaxPaid: StateIncomeTaxPaidWorksheet<N>
  /// Form 1040 line 27.
  let earnedIncomeCredit: N
  /// Form 2441 Part II as figured (the care expenses, qualifying persons and earned incomes); nil
  /// without care expenses.
  let dependentCare: DependentCareCreditWorksheet<N>?
  /// The household's state withholding (W-2s and 1099-Rs), to date and still to come.
  let stateWithholding: N
  let tables: TaxYearTables<N>
}

/// A state's return made beside the federal one under current law (``StateProfile/otherReturn``).
/// A state writes its forms once, generic over the arithmetic (`make`), and names one entry point
/// for each arithmetic (`make(binary:)`, `make(decimal:)`, each one line calling `make`): called
/// through the protocol, a generic requirement would run unspecialized, every form's struct laid
/// out through run-time metadata (+76% instructions a New York household, docs/performance.md).
protocol StateReturnMaking: Sendable {
  /// The return, or nil where the year's tables have none of the state's figures (then the state
  /// is said not computed for the year).
  func make(binary inputs: StateReturnInputs<Double>) -> StateTaxReturn<Double>?
  func make(decimal inputs: StateReturnInputs<DecimalNumber>) -> StateTaxReturn<DecimalNumber>?
}

extension StateReturnInputs {
  /// The state's return in these inputs' arithmetic, from its entry point for it: generic over the
  /// arithmetic alone, the caller's specialization folds the casts away.
  func stateReturn(madeBy maker: any StateReturnMaking) -> StateTaxReturn<N>? {
    if let binary = self as? StateReturnInputs<Double> { return maker.make(binary: binary) as? StateTaxReturn<N> }
    if let decimal = self as? StateReturnInputs<DecimalNumber> { return maker.make(decimal: decimal) as? StateTaxReturn<N> }
    return nil
  }
}

/// A state's figures for one tax year, read from a table file of its jurisdiction.
///
/// Class-bound: the tables are shared, read-only, by every return of the year, and a class
/// existential is copied out of its first-use cache by a retain, where another existential of a
/// parameterized protocol was copied through run-time metadata on every return.
public protocol StateTaxTables<Number>: AnyObject, Sendable {
  associatedtype Number: TaxNumber
}

/// Reads and checks a state's table file (``StateCatalog/tableReaders``).
protocol StateTaxTablesReading: Sendable {
  static func read<N: TaxNumber>(_ file: TaxDataFile, as: N.Type) throws(TaxDataError) -> any StateTaxTables<N>
  /// Every rule the file's figures break, beyond the header's (empty when it can be used).
  static func validationErrors(_ file: TaxDataFile) -> [TaxDataError]
}

extension StateTaxReturn: JSONEncodable {
  /// `{"taxName", "law", "lines": {key: amount…}, "totalTax", "refundableCredits" (where the tax has
  /// them), "payments", "owedOrRefund", "notes"}`.
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
    if refundableCredits != .zero { sink.field("refundableCredits", refundableCredits) }
    sink.field("payments", payments)
    sink.field("owedOrRefund", owedOrRefund)
    sink.field("notes", strings: notes)
    sink.endObject()
  }
}
