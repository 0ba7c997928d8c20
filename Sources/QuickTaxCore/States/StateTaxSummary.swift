/// What an estimate says of the household's state tax, in words, at the top of the output, in the
/// JSON (`residence`, and a warning where a state's tax is left out) and in the calendar: never a
/// federal-only answer without a word, never another state's figures.
public struct StateTaxSummary: Sendable {
  /// The state the household lives in; nil when the file names none and California is off.
  public let residence: Residence?
  /// The sentence: the state taxes no wages; its tax is not computed; no state is named.
  public let text: String
  /// Whether a tax the household owes is left out of the figures (a state not computed, or none
  /// named): said among the warnings too.
  public let leavesOutTax: Bool

  /// The summary of `household`'s state, nil for a California resident (computed, shown in full)
  /// or a household whose state is computed. `stateReturn` is the return made beside the federal
  /// one, where the state has one (Washington's excise tax).
  public init?<N: TaxNumber>(_ household: Household, stateReturn: StateTaxReturn<N>?, returnDueDate: String?) {
    // Nothing to say of a Californian (most households): returned before anything is worked out.
    if household.residence == nil && household.includeCaliforniaTax { return nil }
    if household.residence?.state == .CA { return nil }
    var entered: String {
      let otherStateTax = N.parsed(household.deductions.otherStateIncomeTax)
      return otherStateTax > .zero
        ? "(\(InputExcerpt.dollars(otherStateTax.doubleValue)) entered)" : "(empty now: the federal deduction counts no state income tax)"
    }
    guard let residence = household.residence else {
      self.residence = nil
      leavesOutTax = true
      text =
        "No state income tax is computed: the file names no state (residence.state) and includeCaliforniaTax is false. The federal figures "
        + "count deductions.otherStateIncomeTax \(entered) as the state income tax paid (Schedule A line 5a); name the state in "
        + "residence.state to have its tax computed, or said to be none."
      return
    }
    self.residence = residence
    let profile = residence.profile
    let state = residence.state.name
    switch profile.incomeTax {
    case .computed where profile.hasOtherReturn && stateReturn == nil:
      // A state computed beside California whose tables for the year are not loaded (a year
      // without them, or a file rejected): said, never a silent federal-only answer.
      leavesOutTax = true
      let taxes = residence.locality.map { "\(state) State and \($0.name) income tax are" } ?? "\(state) income tax is"
      text =
        "\(taxes) not computed for \(household.taxYear): the year's \(state) tables are not loaded ('quicktax tax-data list' shows "
        + "the files in use). The federal figures are complete, with the \(state) withholding and estimated payments made this year as "
        + "the state income tax paid (Schedule A line 5a); the \(state) return and its estimated payments are not in this estimate."
    case .computed:
      return nil
    case .none:
      leavesOutTax = false
      var sentence = "\(state) has no income tax on wages: \(profile.noIncomeTaxLaw ?? "none is levied")."
      if let stateReturn {
        let due = returnDueDate.map { " by \(JSDateFormat.longDay(iso: $0))" } ?? ""
        sentence +=
          stateReturn.totalTax > .zero
          ? " It is \(InputExcerpt.dollars(stateReturn.totalTax.doubleValue)) this year, due with its own return\(due) (no estimated payments)."
          : " None is owed this year."
      } else {
        sentence += " No state return and no state payment."
      }
      text = sentence
    case .notComputed:
      leavesOutTax = true
      let taxes = residence.locality.map { "\(state) State and \($0.name) income tax are" } ?? "\(state) income tax is"
      text =
        "\(taxes) not computed: the federal figures are complete; enter the \(state) income tax you pay this year (withholding, "
        + "estimated payments, last year's balance paid this year) as deductions.otherStateIncomeTax \(entered) for the federal SALT "
        + "deduction (Schedule A line 5a). The \(state) return and its estimated payments are not in this estimate, its plan or its calendar."
    }
  }

  /// What the calendar's events say of the state (its payments are not among them).
  public var calendarNote: String? {
    guard leavesOutTax else { return nil }
    guard let residence else { return "No state income tax is computed (the household file names no state): no state payment is in this calendar." }
    let taxes = residence.locality.map { "\(residence.state.name) State and \($0.name) income tax" } ?? "\(residence.state.name) income tax"
    return "\(taxes) is not computed by QuickTax: its payments are not in this calendar."
  }
}
