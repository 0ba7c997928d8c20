/// Form 1040 lines 1–11 under current law: the household's income as the return reports it, and
/// adjusted gross income.
public struct Form1040IncomeWorksheet<N: TaxNumber>: Sendable {
  /// Line 1z: wages of the people on the return.
  public var wages: N
  /// Line 2b.
  public var taxableInterest: N
  /// Line 3a, part of line 3b.
  public var qualifiedDividends: N
  /// Line 3b (Form 1099-DIV box 1a includes the qualified dividends of box 1b).
  public var ordinaryDividends: N
  /// Line 4b: taxable IRA distributions (Roth conversions).
  public var iraDistributions: N
  /// Schedule D line 16: short- and long-term gains and losses netted.
  public var netCapitalGains: N
  /// Line 7 (Schedule D line 21): the net gain, or the loss allowed against other income.
  public var capitalGainOrLoss: N
  /// Schedule D line 15 net of short-term losses: the long-term gain the capital gains rates tax.
  public var netLongTermGain: N
  /// The web app's business expenses, taken off income as it takes them.
  public var businessExpenses: N
  /// Line 11.
  public var adjustedGrossIncome: N
}

extension TaxEngine {
  /// Lines 1–11 from the household's income. A net capital loss counts against other income only
  /// up to the limit (IRC §1211(b); half when married filing separately); the long-term gain
  /// left after short-term losses is the preferential part (Schedule D lines 15–16).
  func form1040Income(_ income: IncomeAggregation<N>, businessExpenses: N, capitalLossLimit: N) -> Form1040IncomeWorksheet<N> {
    let investment = income.investmentIncome
    let ordinaryDividends = jsMax(investment.ordinaryDividends, investment.qualifiedDividends)
    let netCapitalGains = investment.shortTermGains + investment.longTermGains
    let capitalGainOrLoss = netCapitalGains < .zero ? jsMax(netCapitalGains, -capitalLossLimit) : netCapitalGains
    let agi = income.wageIncome + investment.interestIncome + ordinaryDividends + capitalGainOrLoss + income.rothConversion
      - businessExpenses
    return Form1040IncomeWorksheet(
      wages: income.wageIncome, taxableInterest: investment.interestIncome, qualifiedDividends: investment.qualifiedDividends,
      ordinaryDividends: ordinaryDividends, iraDistributions: income.rothConversion, netCapitalGains: netCapitalGains,
      capitalGainOrLoss: capitalGainOrLoss, netLongTermGain: jsMax(.zero, jsMin(investment.longTermGains, netCapitalGains)),
      businessExpenses: businessExpenses, adjustedGrossIncome: agi)
  }
}
