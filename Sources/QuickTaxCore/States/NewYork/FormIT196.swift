/// Form IT-196, New York resident itemized deduction (Tax Law §615): the federal itemized
/// deductions as they stood before P.L. 115-97, whether or not the federal return itemizes —
/// medical expenses above 10% of federal AGI, state and local taxes with no cap, home mortgage
/// interest within the acquisition debt limit as it stood before 2018, gifts — less the state and
/// local income (or sales) taxes in them, limited above the applicable amount (line 40) and
/// reduced above the status's threshold of New York AGI (line 46); at the highest New York AGI
/// only a share of the gifts.
/// Not modelled: lines 20–39 (casualty losses, job expenses and other miscellaneous deductions,
/// which the household has no field for), the line 41 worksheet for federal AGI above the
/// applicable amount (the income taxes are subtracted in full), line 48 (college tuition).
struct NewYorkItemizedDeduction<N: TaxNumber> {
  /// Line 4: medical and dental expenses above 10% of federal AGI.
  var medical: N
  /// Line 9: state and local income (or sales) taxes, real estate taxes; no cap.
  var taxes: N
  /// Line 15: home mortgage interest.
  var interest: N
  /// Line 19: gifts to charity, within 50% of federal AGI.
  var gifts: N
  /// Line 40: the total after the limitation of its worksheet (lines 1–10).
  var total: N
  /// Line 41: the state and local income (or sales) taxes subtracted.
  var incomeTaxes: N
  /// Line 46: the itemized deduction adjustment.
  var adjustment: N
  /// Line 49: the New York itemized deduction.
  var deduction: N
}

extension TaxEngine {
  /// IT-196 lines 1–49 for the household, from the federal Schedule A's figures (its lines 1, 5a,
  /// 5b, 8a and 11) and New York AGI (IT-201 line 33).
  func newYorkItemizedDeduction(
    _ inputs: StateReturnInputs<N>, newYorkAGI: N, tables: NewYorkTaxTables<N>
  ) -> NewYorkItemizedDeduction<N> {
    let scheduleA = inputs.scheduleA
    let status = inputs.household.filingStatus
    let federalAGI = inputs.income.adjustedGrossIncome
    // Lines 1–4: the floor is 10% of federal AGI (line 3).
    let medical = jsMax(.zero, scheduleA.medicalExpenses - (jsMax(.zero, federalAGI) * tables.medicalFloorRate).roundedToCents)
    // Lines 5–9: line 5a's income (or sales) taxes and the real estate taxes, uncapped.
    let incomeTaxes = scheduleA.stateIncomeTax
    let taxes = incomeTaxes + scheduleA.realEstateTax
    let interest = mortgageInterest(inputs.household.deductions, limit: tables.mortgageDebtLimit[status])
    // Lines 16–19: cash gifts up to 50% of federal AGI (IRC §170(b)(1)(A) as it stood before
    // P.L. 115-97; the federal return's 60% does not apply), the excess carried forward.
    let gifts = jsMin(scheduleA.cashGifts, jsMax(.zero, federalAGI) * tables.cashGiftsLimitRate)
    let total = itemizedLimitation(
      lines: medical + taxes + interest + gifts, exempt: medical, federalAGI: federalAGI, applicableAmount: tables.limitationApplicableAmount[status],
      tables: tables)
    let line45 = jsMax(.zero, total - incomeTaxes)  // lines 41–45
    let (adjustment, deduction) = itemizedAdjustment(line45, gifts: gifts, newYorkAGI: newYorkAGI, filingStatus: status, tables: tables)
    return NewYorkItemizedDeduction(
      medical: medical, taxes: taxes, interest: interest, gifts: gifts, total: total, incomeTaxes: jsMin(incomeTaxes, total),
      adjustment: adjustment, deduction: deduction)
  }

  /// Lines 10–15: home mortgage interest within the acquisition debt limit as it stood before
  /// P.L. 115-97 (IRC §163(h)(3)(B)(ii); half on a separate return), in
  /// proportion to the average balance as IRS Pub. 936's worksheet does; all of it without a balance.
  func mortgageInterest(_ deductions: CurrentLawDeductions<N>, limit: N) -> N {
    let interest = jsMax(.zero, deductions.mortgageInterest)
    guard deductions.mortgageBalance > limit, deductions.mortgageBalance > .zero else { return interest }
    return (interest * limit / deductions.mortgageBalance).roundedToCents
  }

  /// Line 40's worksheet: above the applicable amount of federal AGI, the total less the smaller
  /// of 80% of the deductions the limitation reaches (all but medical expenses, line 2) and 3% of
  /// federal AGI above the amount (the pre-2018 IRC §68).
  func itemizedLimitation(lines total: N, exempt: N, federalAGI: N, applicableAmount: N, tables: NewYorkTaxTables<N>) -> N {
    let reachable = total - exempt  // line 3
    guard reachable > .zero, federalAGI > applicableAmount else { return total }
    let reduction = jsMin(
      (reachable * tables.limitationMaximumRate).roundedToCents, ((federalAGI - applicableAmount) * tables.limitationRate).roundedToCents)
    return total - reduction  // line 10
  }

  /// Lines 46–47 (§615(f), (g); IT-196-I worksheets 3 and 4): a quarter of line 45 phased in over
  /// the width of New York AGI above the status's threshold, and a quarter more over the width
  /// above the second threshold (each fraction rounded to four places); above the gifts-only AGI
  /// (and the higher one) the deduction is only a share of the gifts. Returns lines 46 and 47.
  func itemizedAdjustment(_ line45: N, gifts: N, newYorkAGI: N, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>) -> (N, N) {
    if newYorkAGI > tables.giftsOnlyAGI {
      let rate = newYorkAGI > tables.highGiftsOnlyAGI ? tables.highGiftsOnlyRate : tables.giftsOnlyRate
      let deduction = (gifts * rate).roundedToCents
      return (line45 - deduction, deduction)
    }
    func fraction(_ excess: N) -> N { (jsMin(jsMax(.zero, excess), tables.adjustmentWidth) / tables.adjustmentWidth).rounded(toPlaces: 4) }
    let quarter = line45 * tables.adjustmentRate
    let first = fraction(newYorkAGI - tables.adjustmentThreshold[filingStatus]) * quarter
    let second = fraction(newYorkAGI - tables.adjustmentSecondThreshold) * quarter
    let adjustment = (first + second).roundedToCents
    return (adjustment, line45 - adjustment)
  }
}
