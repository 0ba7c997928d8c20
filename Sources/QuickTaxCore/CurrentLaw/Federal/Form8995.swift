/// The qualified business income deduction: Form 8995, or Form 8995-A above the threshold.
public struct QualifiedBusinessIncomeWorksheet<N: TaxNumber>: Sendable {
  /// Per business: its qualified business income (net profit less the adjustments attributable
  /// to it) and its component of the deduction (Form 8995-A line 15 or Form 8995 line 5).
  public var businessIncome: [N]
  public var components: [N]
  /// Taxable income before the deduction, net capital gain, and the income limit (20% of their
  /// difference, Form 8995 lines 11–14).
  public var taxableIncomeBeforeDeduction: N
  public var netCapitalGain: N
  public var incomeLimit: N
  /// Form 1040 line 13a.
  public var deduction: N
  /// Qualified business income below zero, carried to next year (Form 8995 line 16).
  public var lossCarryforward: N
}

extension TaxEngine {
  /// IRC §199A for sole proprietorships: 20% of each business's qualified business income; above
  /// the threshold, a specified service business counts only the applicable percentage of its
  /// income, wages and property (1 less the share of the phase-in range taxable income has
  /// crossed), and the component is limited to the greater of 50% of W-2 wages and 25% of them
  /// plus 2.5% of property, the limit phasing in over the range (Form 8995-A Part III); the total
  /// is limited to 20% of taxable income less net capital gain (qualified dividends included), and
  /// from 2026 is at least $400 when qualified business income is at least $1,000.
  func qualifiedBusinessIncomeDeduction(
    businesses: [ScheduleCWorksheet<N>], adjustmentShares: [N], taxableIncome: N, netCapitalGain: N, filingStatus: FilingStatus,
    rule: QualifiedBusinessIncomeRule<N>
  ) -> QualifiedBusinessIncomeWorksheet<N> {
    let incomes = zip(businesses, adjustmentShares).map { $0.netProfit - $1 }
    // A business's loss reduces the others' income in proportion (Form 8995-A Schedule C).
    let total = incomes.reduce(N.zero, +)
    let positive = incomes.reduce(N.zero) { $0 + jsMax(.zero, $1) }
    let netted = incomes.map { income in total > .zero && positive > .zero ? jsMax(.zero, income) * total / positive : N.zero }
    let threshold = rule.threshold[filingStatus]
    let range = rule.phaseInRange[filingStatus]
    let crossed = jsMin(N(1), jsMax(.zero, taxableIncome - threshold) / range)
    var components: [N] = []
    for (business, income) in zip(businesses, netted) {
      guard income > .zero else {
        components.append(.zero)
        continue
      }
      let applicable = business.specifiedService ? N(1) - crossed : N(1)
      let tentative = income * applicable * rule.rate
      guard crossed > .zero else {
        components.append(tentative)
        continue
      }
      let wages = business.wagesPaid * applicable
      let property = business.propertyBasis * applicable
      let limit = jsMax(wages * rule.wageRate, wages * rule.wageAndPropertyWageRate + property * rule.propertyRate)
      if crossed >= N(1) || tentative <= limit {
        components.append(jsMin(tentative, crossed >= N(1) ? limit : tentative))
      } else {
        components.append(tentative - (tentative - limit) * crossed)  // Part III, lines 17–26
      }
    }
    // Each business's component (Form 8995 line 5, 8995-A line 15) and the income limit (line
    // 14) in dollars and cents, as the form is filled in.
    components = components.map(\.roundedToCents)
    let combined = components.reduce(N.zero, +)
    let limit = (jsMax(.zero, taxableIncome - netCapitalGain) * rule.rate).roundedToCents
    var deduction = jsMax(.zero, jsMin(combined, limit))
    // §199A(i) (from 2026): at least the minimum when active qualified business income — of the
    // trades that are qualified, a specified service counting only its applicable percentage and
    // not at all past the range (§199A(d)(3)) — reaches the figure. Business owners here are
    // taken to materially participate.
    let active = zip(businesses, incomes).reduce(N.zero) { sum, pair in
      sum + pair.1 * (pair.0.specifiedService ? N(1) - crossed : N(1))
    }
    if rule.minimumDeduction > .zero, active >= rule.minimumIncomeForMinimumDeduction {
      deduction = jsMax(deduction, rule.minimumDeduction)
    }
    return QualifiedBusinessIncomeWorksheet(
      businessIncome: incomes, components: components, taxableIncomeBeforeDeduction: taxableIncome, netCapitalGain: netCapitalGain,
      incomeLimit: limit, deduction: deduction, lossCarryforward: jsMax(.zero, -total))
  }
}
