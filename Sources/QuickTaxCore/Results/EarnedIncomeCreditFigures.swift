/// What the federal earned income credit (Form 1040 line 27) and CalEITC (FTB 3514) worksheets
/// both show: the credit looked up for earned income and, when it counts, for AGI, or why none.
public protocol EarnedIncomeCreditFigures<Number> {
  associatedtype Number: TaxNumber
  var qualifyingChildren: Int { get }
  var investmentIncome: Number { get }
  var earnedIncome: Number { get }
  var creditForEarnedIncome: Number { get }
  var adjustedGrossIncome: Number { get }
  var creditForAdjustedGrossIncome: Number? { get }
  var disallowanceName: String? { get }
  var credit: Number { get }
}

extension EarnedIncomeCreditFigures {
  /// Whether the return has the credit, a child counted for it, or a reason it is refused: the
  /// worksheet is written then (most returns have none of these).
  var isClaimedOrRefused: Bool { credit != .zero || qualifyingChildren > 0 || disallowanceName != nil }

  /// The shared fields, in the worksheet's order.
  func encodeFigures<Sink: JSONSink>(to sink: inout Sink) {
    sink.field("qualifyingChildren", Double(qualifyingChildren))
    sink.field("investmentIncome", investmentIncome)
    sink.field("earnedIncome", earnedIncome)
    sink.field("creditForEarnedIncome", creditForEarnedIncome)
    sink.field("adjustedGrossIncome", adjustedGrossIncome)
    if let forAGI = creditForAdjustedGrossIncome { sink.field("creditForAdjustedGrossIncome", forAGI) }
    if let reason = disallowanceName { sink.field("disallowance", reason) }
    sink.field("credit", credit)
  }
}

extension EarnedIncomeCreditWorksheet: EarnedIncomeCreditFigures {
  public var disallowanceName: String? { disallowance?.rawValue }
}

extension CaliforniaEarnedIncomeCreditWorksheet: EarnedIncomeCreditFigures {
  public var disallowanceName: String? { disallowance?.rawValue }
}
