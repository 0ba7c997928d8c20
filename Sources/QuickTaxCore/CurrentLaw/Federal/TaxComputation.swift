/// Form 1040 line 16 by the Qualified Dividends and Capital Gain Tax Worksheet (2025 lines 1-25).
public struct RegularTaxWorksheet<N: TaxNumber>: Sendable {
  /// Line 1: taxable income.
  public var taxableIncome: N
  /// Line 4: qualified dividends plus net capital gain (the preferential income).
  public var preferentialIncome: N
  /// Line 5: the rest, taxed at the ordinary rates.
  public var ordinaryTaxableIncome: N
  /// Line 9: taxed at 0%; line 17: at 15%; line 20: at 20%.
  public var atZero: N
  public var atFifteen: N
  public var atTwenty: N
  /// Line 22: tax on line 5 (the Tax Table below its ceiling).
  public var ordinaryTax: N
  /// Line 18 plus line 21.
  public var preferentialTax: N
  /// Line 24: tax on all taxable income as if it were ordinary.
  public var taxAsOrdinary: N
  /// Line 25, Form 1040 line 16: the smaller of lines 23 and 24.
  public var regularTax: N
  /// Whether line 22 (or line 16 without the worksheet) came from the Tax Table.
  public var ordinaryFromTable: Bool
}

extension TaxEngine {
  /// The regular tax. Without qualified dividends or net capital gain the worksheet reduces to the
  /// tax on taxable income; with them, the preferential part fills the 0%, 15% and 20% brackets
  /// from where ordinary income ends.
  func regularTaxWorksheet(
    taxableIncome: N, qualifiedDividends: N, netCapitalGain: N, filingStatus: FilingStatus, tables: FederalTaxTables<N>,
    rules: FederalCurrentLawRules<N>
  ) -> RegularTaxWorksheet<N> {
    let brackets = tables.ordinaryBrackets[filingStatus]
    let preferential = qualifiedDividends + jsMax(.zero, netCapitalGain)  // lines 2-4
    let ordinary = jsMax(.zero, taxableIncome - preferential)  // line 5
    let all = taxByTableOrSchedule(taxableIncome, brackets: brackets, table: rules.taxTable)
    guard preferential > .zero else {
      return RegularTaxWorksheet(
        taxableIncome: taxableIncome, preferentialIncome: .zero, ordinaryTaxableIncome: taxableIncome, atZero: .zero,
        atFifteen: .zero, atTwenty: .zero, ordinaryTax: all.tax, preferentialTax: .zero, taxAsOrdinary: all.tax,
        regularTax: all.tax, ordinaryFromTable: all.fromTable)
    }
    let capitalGains = tables.capitalGainsBrackets[filingStatus]
    let zeroTop = capitalGains.first?.max ?? .zero  // line 6
    let fifteenTop = capitalGains.count > 1 ? capitalGains[1].max : .infinity  // line 13
    let line7 = jsMin(taxableIncome, zeroTop)
    let line8 = jsMin(ordinary, line7)
    let atZero = line7 - line8  // line 9
    let line10 = jsMin(taxableIncome, preferential)
    let line12 = line10 - atZero
    let line14 = jsMin(taxableIncome, fifteenTop)
    let line16 = jsMax(.zero, line14 - (ordinary + atZero))
    let atFifteen = jsMin(line12, line16)  // line 17
    let atTwenty = line10 - (atZero + atFifteen)  // line 20
    let fifteenRate = capitalGains.count > 1 ? capitalGains[1].rate : .zero
    let twentyRate = capitalGains.last?.rate ?? .zero
    let preferentialTax = (atFifteen * fifteenRate).roundedToCents + (atTwenty * twentyRate).roundedToCents  // lines 18 + 21
    let ordinaryTax = taxByTableOrSchedule(ordinary, brackets: brackets, table: rules.taxTable)  // line 22
    let line23 = preferentialTax + ordinaryTax.tax
    return RegularTaxWorksheet(
      taxableIncome: taxableIncome, preferentialIncome: preferential, ordinaryTaxableIncome: ordinary, atZero: atZero,
      atFifteen: atFifteen, atTwenty: atTwenty, ordinaryTax: ordinaryTax.tax, preferentialTax: preferentialTax,
      taxAsOrdinary: all.tax, regularTax: jsMin(line23, all.tax), ordinaryFromTable: ordinaryTax.fromTable)
  }
}
