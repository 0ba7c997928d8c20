/// Form 6251 for the income this model has (no preferences beyond the deduction add-backs).
public struct AlternativeMinimumTaxWorksheet<N: TaxNumber>: Sendable {
  /// Line 4: taxable income plus the standard deduction or the itemized state and local taxes
  /// (line 2a), and the senior deduction (line 1a: a §151 deduction, which §56(b)(1)(E) disallows).
  public var alternativeMinimumTaxableIncome: N
  /// Line 5, after the phase-out.
  public var exemption: N
  /// Line 6.
  public var taxableExcess: N
  /// Line 9: tentative minimum tax (Part III keeps the 0/15/20% rates on preferential income).
  public var tentativeMinimumTax: N
  /// Line 11: what exceeds the regular tax.
  public var alternativeMinimumTax: N
}

extension TaxEngine {
  func alternativeMinimumTax(
    incomeAfterDeductions: N, deductionAddBack: N, regular: RegularTaxWorksheet<N>, filingStatus: FilingStatus,
    tables: FederalTaxTables<N>, rule: AlternativeMinimumTaxRule<N>
  ) -> AlternativeMinimumTaxWorksheet<N> {
    var income = (incomeAfterDeductions + deductionAddBack).roundedToCents  // lines 1-4
    if filingStatus == .marriedFilingSeparately {
      // Line 4 instructions: above the income where the exemption is gone, a married person filing
      // separately adds the smaller of the phase-out rate times the excess and the exemption
      // (IRC §55(d)(2)): $900,350 and 25% in 2025.
      let exemption = rule.exemption[filingStatus]
      let end = rule.phaseoutThreshold[filingStatus] + exemption / rule.phaseoutRate
      if income > end { income += jsMin(exemption, (income - end) * rule.phaseoutRate) }
    }
    let phaseout = (jsMax(.zero, income - rule.phaseoutThreshold[filingStatus]) * rule.phaseoutRate).roundedToCents
    let exemption = jsMax(.zero, rule.exemption[filingStatus] - phaseout)  // line 5
    let excess = jsMax(.zero, income - exemption).roundedToCents  // line 6
    guard excess > .zero else {
      return AlternativeMinimumTaxWorksheet(
        alternativeMinimumTaxableIncome: income, exemption: exemption, taxableExcess: .zero, tentativeMinimumTax: .zero,
        alternativeMinimumTax: .zero)
    }
    let brackets = rule.brackets[filingStatus]
    // Lines 7, 18, 31, 34 and 37 in dollars and cents, as the form is filled in.
    func flat(_ amount: N) -> N { rateScheduleTax(amount, brackets: brackets).roundedToCents }
    var tentative = flat(excess)  // line 7 without Part III
    if regular.preferentialIncome > .zero {
      // Part III (lines 12-40): the preferential part keeps the regular 0/15/20% breakpoints.
      let capitalGains = tables.capitalGainsBrackets[filingStatus]
      let preferential = jsMin(excess, regular.preferentialIncome)  // lines 16 and 22
      let ordinaryPart = excess - preferential  // line 17
      let line21 = jsMax(.zero, (capitalGains.first?.max ?? .zero) - regular.ordinaryTaxableIncome)
      let atZero = jsMin(line21, preferential)  // line 23
      let line24 = preferential - atZero
      let fifteenTop = capitalGains.count > 1 ? capitalGains[1].max : .infinity
      let line29 = jsMax(.zero, fifteenTop - (line21 + regular.ordinaryTaxableIncome))
      let atFifteen = jsMin(line24, line29)  // line 30
      let atTwenty = preferential - (atZero + atFifteen)  // line 33
      let fifteenRate = capitalGains.count > 1 ? capitalGains[1].rate : .zero
      let partThree = flat(ordinaryPart) + (atFifteen * fifteenRate).roundedToCents + (atTwenty * (capitalGains.last?.rate ?? .zero)).roundedToCents
      tentative = jsMin(partThree, flat(excess))  // line 40
    }
    return AlternativeMinimumTaxWorksheet(
      alternativeMinimumTaxableIncome: income, exemption: exemption, taxableExcess: excess, tentativeMinimumTax: tentative,
      alternativeMinimumTax: jsMax(.zero, tentative - regular.regularTax))
  }
}
