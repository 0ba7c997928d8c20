/// Washington's capital gains excise tax on a full-year resident (RCW 82.87), line by line in the
/// statute's order (the DOR's return is filed online and numbers no lines): the federal net
/// long-term capital gain, less the gains the law exempts, less the standard and charitable
/// deductions, taxed at its rate and, from 2025, an additional rate above a threshold. Spouses file one return
/// and take one deduction whether they file federally together or apart (RCW 82.87.060(1),
/// 82.87.120). Short-term gains are not taxed; a net loss owes nothing and carries nothing.
struct WashingtonCapitalGainsExcise: StateReturnMaking {
  func make(binary inputs: StateReturnInputs<Double>) -> StateTaxReturn<Double>? { make(inputs) }
  func make(decimal inputs: StateReturnInputs<DecimalNumber>) -> StateTaxReturn<DecimalNumber>? { make(inputs) }

  func make<N: TaxNumber>(_ inputs: StateReturnInputs<N>) -> StateTaxReturn<N>? {
    guard let rules = inputs.tables.stateTables(.washington) as? WashingtonCapitalGainsTables<N> else { return nil }
    let household = inputs.household
    let income = inputs.income
    let deductions = household.deductions
    let gain = federalNetLongTermGain(income)
    let adjusted = adjustedCapitalGain(gain, exempt: deductions.washingtonExemptGains)
    let charitable = charitableDeduction(deductions.washingtonCharitableDonations, rules: rules)
    let taxable = jsMax(.zero, adjusted - rules.standardDeduction - charitable)
    let (tax, additional) = tax(taxable, rules: rules)
    let money = { (amount: N) in InputExcerpt.dollars(amount.doubleValue) }
    var lines: [StateTaxReturn<N>.Line] = [
      .init("federalNetLongTermCapitalGain", "Federal net long-term gain (Schedule D line 15)", gain),
      .init("exemptGains", "Less exempt gains (RCW 82.87.050)", jsMin(deductions.washingtonExemptGains, jsMax(.zero, gain))),
      .init("adjustedCapitalGain", "Adjusted capital gain", adjusted),
      .init("standardDeduction", "Less the standard deduction (RCW 82.87.060)", jsMin(rules.standardDeduction, adjusted)),
      .init("charitableDeduction", "Less the charitable deduction (RCW 82.87.080)", charitable),
      .init("washingtonCapitalGains", "Washington capital gains", taxable),
      .init(
        "taxAtBaseRate", "Tax at \(rules.rate.percentText) (RCW 82.87.040(1)(a))", tax,
        threshold: "Washington's capital gains excise tax starts (long-term gains above its \(money(rules.standardDeduction)) deduction)"),
    ]
    if rules.additionalRate > .zero {
      lines.append(
        .init(
          "additionalTax",
          "Additional \(rules.additionalRate.percentText) above \(money(rules.additionalRateThreshold)) (RCW 82.87.040(1)(b))",
          additional,
          threshold: "Washington's additional \(rules.additionalRate.percentText) starts (its capital gains above \(money(rules.additionalRateThreshold)))"))
    }
    var notes: [String] = []
    if gain > .zero {
      notes.append(
        "The federal figure is the net long-term gain, carryovers included (RCW 82.87.020(3)); short-term gains are not taxed. Exempt: "
          + "real estate, retirement accounts, timber and the rest of RCW 82.87.050 (deductions.washingtonExemptGains). The charitable "
          + "deduction is the part of the year's gifts to Washington charities above \(money(rules.charitableThreshold)), at most "
          + "\(money(rules.charitableLimit)) (deductions.washingtonCharitableDonations); the standard deduction is one per couple.")
    }
    if gain > .zero && taxable == .zero {
      notes.append("No return is required: the long-term gains after exemptions are within the \(money(rules.standardDeduction)) standard deduction (DOR).")
    }
    if household.filingStatus == .marriedFilingSeparately && adjusted > .zero {
      notes.append(
        "Married filing separately: the \(money(rules.standardDeduction)) deduction is one for the couple (RCW 82.87.060(1)); it is taken whole here, so "
          + "split it with your spouse's return as you both file.")
    }
    notes += rules.projections.map { "Not yet published: \($0)." }
    notes.append(
      "Not deducted on Schedule A: whether the excise is a state income tax for line 5a is unsettled (no IRS guidance); it is left out.")
    return StateTaxReturn(
      jurisdiction: .washington, taxName: "Washington capital gains excise tax", title: "Washington capital gains excise tax (DOR)",
      law: "RCW 82.87", lines: lines, totalTax: (tax + additional).roundedToCents, payments: .zero, notes: notes)
  }

  /// RCW 82.87.020(3): the net long-term capital gain of the federal return, carryovers included
  /// (Schedule D line 15); a net loss is none.
  func federalNetLongTermGain<N: TaxNumber>(_ income: Form1040IncomeWorksheet<N>) -> N { income.scheduleD.longTerm }

  /// RCW 82.87.020(1), 82.87.050: less the long-term gains the law exempts; never below zero
  /// (RCW 82.87.040(3): no tax, nothing carried).
  func adjustedCapitalGain<N: TaxNumber>(_ gain: N, exempt: N) -> N { jsMax(.zero, gain - exempt) }

  /// RCW 82.87.080: the gifts above the threshold, at most the limit; none carried.
  func charitableDeduction<N: TaxNumber>(_ donations: N, rules: WashingtonCapitalGainsTables<N>) -> N {
    jsMin(jsMax(.zero, donations - rules.charitableThreshold), rules.charitableLimit)
  }

  /// RCW 82.87.040(1): 7% of Washington capital gains, and the additional rate on the part of them
  /// above its threshold; each to the cent.
  func tax<N: TaxNumber>(_ taxable: N, rules: WashingtonCapitalGainsTables<N>) -> (base: N, additional: N) {
    let base = (taxable * rules.rate).roundedToCents
    let additional = (jsMax(.zero, taxable - rules.additionalRateThreshold) * rules.additionalRate).roundedToCents
    return (base, additional)
  }
}
