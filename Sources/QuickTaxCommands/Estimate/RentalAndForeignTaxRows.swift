import QuickTaxCore

/// The rows of rental real estate (Schedule E with Form 8582, FTB 3801) and of the foreign tax
/// credit (Schedule 3 line 1, Form 1116) in an estimate.
extension EstimateDocument {
  /// Schedule 1 line 5 and each property's figure, then what the passive activity loss limit held
  /// back and carries to next year.
  static func rentalRealEstateRows<N: TaxNumber>(_ rentals: PassiveActivityLossWorksheet<N>, into section: inout Section) {
    section.row("Rental real estate (Schedule E)", MoneyFormat.dollars(rentals.rentalIncome))
    for property in rentals.activities {
      let name = property.id.isEmpty ? "Property" : property.id
      section.row(
        "\(name): \(MoneyFormat.dollars(property.netIncome))"
          + (property.priorYearUnallowedLoss > .zero ? " less \(MoneyFormat.dollars(property.priorYearUnallowedLoss)) from earlier years" : "")
          + (property.activeParticipation ? "" : " (no active participation)"),
        MoneyFormat.dollars(property.scheduleEIncome), level: 1)
    }
    if let note = passiveLossNote(rentals, form: "Form 8582", state: "") { section.blocks.append(.note(note)) }
  }

  /// "Of $32,000 of rental losses, $18,000 is allowed: …; $14,000 carries to next year (duplex
  /// $14,000)." Nil when every loss is allowed.
  static func passiveLossNote<N: TaxNumber>(_ rentals: PassiveActivityLossWorksheet<N>, form: String, state: String) -> String? {
    guard rentals.unallowedLoss > .zero else { return nil }
    let losses = rentals.activities.reduce(N.zero) { $0 + jsMax(.zero, -$1.overallGainOrLoss) }
    var allowance: String
    if rentals.specialAllowanceApplies {
      allowance = "the special allowance for active participation is \(MoneyFormat.dollars(rentals.specialAllowance)) at modified AGI of \(MoneyFormat.dollars(rentals.modifiedAGI))"
    } else if rentals.activeTotal < .zero {
      allowance = "no special allowance: a married person filing separately who lived with the spouse during the year has none (IRC §469(i)(5)(B))"
    } else {
      allowance = "no special allowance: it is only for properties with active participation"
    }
    if rentals.income > .zero { allowance += ", and \(MoneyFormat.dollars(rentals.income)) of passive income absorbs losses" }
    let carried = rentals.activities.filter { $0.unallowedLoss > .zero }
      .map { "\($0.id.isEmpty ? "property" : $0.id) \(MoneyFormat.dollars($0.unallowedLoss))" }.joined(separator: ", ")
    return "\(state)\(form): of \(MoneyFormat.dollars(losses)) of rental losses, \(MoneyFormat.dollars(losses - rentals.unallowedLoss)) is allowed "
      + "(\(allowance)); \(MoneyFormat.dollars(rentals.unallowedLoss)) carries to next year as a prior-year unallowed loss (\(carried))."
  }

  /// The foreign tax credit, and how it was limited.
  static func foreignTaxCreditRows<N: TaxNumber>(_ foreign: ForeignTaxCreditWorksheet<N>, into section: inout Section) {
    section.row("Foreign tax credit (Schedule 3 line 1)", MoneyFormat.subtracted(foreign.credit))
    if foreign.withoutForm1116 {
      if foreign.credit < foreign.foreignTaxPaid {
        section.blocks.append(.note("Limited to the tax, \(MoneyFormat.dollars(foreign.tax)); without Form 1116 nothing carries over."))
      }
    } else {
      section.blocks.append(
        .note(
          "Form 1116 (passive category): \(MoneyFormat.dollars(foreign.foreignTaxPaid)) paid, limited to \(MoneyFormat.dollars(foreign.limit)), "
            + "the tax times foreign income \(MoneyFormat.dollars(foreign.foreignSourceIncome)) over taxable income \(MoneyFormat.dollars(foreign.taxableIncome))"
            + (foreign.notCredited > .zero ? "; \(MoneyFormat.dollars(foreign.notCredited)) may be carried back a year or forward ten (IRC §904(c))." : ".")))
    }
  }
}
