import QuickTaxCore

/// The interest rates a penalty was figured at, in one sentence a person reads: the rates in the
/// order they ran, and, where the tables read a rate from a report of the agency's announcement
/// rather than the announcement itself, that said plainly with where each source is listed. The
/// JSON keeps each period's note (`rateNotes`).
enum PenaltyRateWording {
  /// "The penalty is interest at 8% a year through June 30, 2025, then 7%." — from the slices the
  /// penalty if nothing more is paid was priced in; nil when there is none.
  static func note<N: TaxNumber>(_ plan: EstimatedTaxPlan<N>) -> String? {
    let penalty = plan.penaltyIfNothingMore
    guard penalty.total > .zero else { return nil }
    // Each slice lies in one rate period and the periods follow each other, so slices in order
    // of their start run through the rates in order: the same rate in a row is one span.
    var spans: [(rate: N, projected: Bool, through: String)] = []
    let slices = penalty.installments.flatMap(\.slices).filter { $0.days > 0 && $0.rate != nil }.sorted { $0.from < $1.from }
    for slice in slices {
      guard let rate = slice.rate else { continue }
      if let last = spans.last, last.rate == rate, last.projected == slice.projected {
        spans[spans.count - 1].through = max(last.through, slice.to)
      } else {
        spans.append((rate, slice.projected, slice.to))
      }
    }
    guard !spans.isEmpty else { return nil }
    let words = spans.indices.map { index -> String in
      let span = spans[index]
      let rate = MoneyFormat.rate(span.rate) + (index == 0 ? " a year" : "") + (span.projected ? " (projected)" : "")
      return index == spans.count - 1 ? rate : "\(rate) through \(JSDateFormat.longDay(iso: span.through))"
    }
    var text = "The penalty is interest at " + words.joined(separator: ", then ") + "."
    if !plan.rateNotes.isEmpty {
      // The tax year's tables hold the rates: the year of the first installment.
      let year = plan.installments.first.map { " " + $0.dueDate.prefix(4) } ?? ""
      let agency = TaxAuthority.of(plan.jurisdiction).agency.replacingOccurrences(of: "the ", with: "")
      text += " Some of the \(agency)'s rates are not read from its own announcement; 'quicktax tax-data show\(year)' lists each with its source."
    }
    return text
  }
}
