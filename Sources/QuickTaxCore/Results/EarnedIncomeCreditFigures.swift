/// What the federal earned income credit (Form 1040 line 27) and CalEITC (FTB 3514) worksheets
/// both show: the credit looked up for earned income and, when it counts, for AGI, or why none.
/// Why a return gets no earned income credit whatever its income: the same three tests federally
/// (IRC §32) and for CalEITC (R&TC §17052, which applies §32 with its own age and limit).
public enum EarnedIncomeCreditDisallowance: String, Sendable {
  /// Investment income over the year's limit (§32(i); FTB 3514's own limit).
  case investmentIncome
  /// §32(d) as amended by ARPA 2021, to which §17052 conforms (FTB public service bulletin
  /// 2022-07): a separate return only with a qualifying child and having lived apart from the
  /// spouse the last six months of the year.
  case marriedFilingSeparately
  /// No qualifying child, and no one on the return of the age the credit asks: 25 to 64 federally
  /// (§32(c)(1)(A)(ii)(II)), 18 or older for CalEITC (§17052(c)(2)).
  case age
}

public protocol EarnedIncomeCreditFigures<Number> {
  associatedtype Number: TaxNumber
  var qualifyingChildren: Int { get }
  var investmentIncome: Number { get }
  var earnedIncome: Number { get }
  var creditForEarnedIncome: Number { get }
  var adjustedGrossIncome: Number { get }
  var creditForAdjustedGrossIncome: Number? { get }
  var disallowance: EarnedIncomeCreditDisallowance? { get }
  var credit: Number { get }
}

extension EarnedIncomeCreditFigures {
  /// Whether the return has the credit, a child counted for it, or a reason it is refused: the
  /// worksheet is written then (most returns have none of these).
  var isClaimedOrRefused: Bool { credit != .zero || qualifyingChildren > 0 || disallowance != nil }

  /// The shared fields, in the worksheet's order.
  func encodeFigures<Sink: JSONSink>(to sink: inout Sink) {
    sink.field("qualifyingChildren", Double(qualifyingChildren))
    sink.field("investmentIncome", investmentIncome)
    sink.field("earnedIncome", earnedIncome)
    sink.field("creditForEarnedIncome", creditForEarnedIncome)
    sink.field("adjustedGrossIncome", adjustedGrossIncome)
    if let forAGI = creditForAdjustedGrossIncome { sink.field("creditForAdjustedGrossIncome", forAGI) }
    if let reason = disallowance { sink.field("disallowance", reason.rawValue) }
    sink.field("credit", credit)
  }
}

extension EarnedIncomeCreditWorksheet: EarnedIncomeCreditFigures {}

extension CaliforniaEarnedIncomeCreditWorksheet: EarnedIncomeCreditFigures {}
