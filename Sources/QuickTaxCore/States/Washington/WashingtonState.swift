extension TaxDataFile.Jurisdiction {
  /// Washington: its capital gains excise tax, paid to the Department of Revenue.
  public static let washington = USState.WA.jurisdiction
}

extension StateProfile {
  /// Washington taxes no wages; its capital gains excise tax (RCW 82.87) on long-term gains is
  /// computed (``WashingtonCapitalGainsExcise``), due with its own return, with no estimated tax.
  static let washington = StateProfile(
    state: .WA, incomeTax: .none,
    noIncomeTaxLaw: "its only tax on a resident's income is the capital gains excise tax on long-term gains (RCW 82.87)",
    authority: .washington, otherReturn: WashingtonCapitalGainsExcise())
}

extension TaxAuthority {
  /// The Department of Revenue: the capital gains excise tax is filed and paid in My DOR, the
  /// department's online account (https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax;
  /// "Capital Gains – My DOR help"), by the federal return's due date (RCW 82.87.110). It has no
  /// estimated payments, so only the return's citations apply.
  public static let washington = TaxAuthority(
    jurisdiction: .washington, label: "Washington (DOR)", name: "Washington", adjective: "Washington", withholdingKind: "state",
    agency: "the Washington Department of Revenue", optionWord: "washington",
    payee: Payee(
      service: "My DOR", url: "https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax",
      estimatedPaymentType: "the Capital Gains Tax account's estimated payment",
      returnPaymentType: "the Capital Gains Tax account, File Return and pay"),
    citations: Citations(
      penalty: "RCW 82.87 has no estimated tax", januaryFiling: "RCW 82.87.110", withholdingEvenly: "RCW 82.87.110",
      underThreshold: "RCW 82.87.110", retirementWithholdingEvenly: "RCW 82.87.110", highIncomePriorYear: "RCW 82.87.110",
      priorYearSafeHarbor: "RCW 82.87.110",
      balanceDue: "RCW 82.87.110(3)",
      // Chapter 82.32 RCW administers the excise tax (RCW 82.87.110).
      latePayment: "interest, RCW 82.32.050; the late-payment penalty, RCW 82.32.090", vouchers: "none", annualizedSchedule: "none", annualizedFiling: "none", withholdingFormLine: "none",
      withholdingFormLineShort: "none", nextYearWithholdingFormLine: "none", retirementWithholdingForm: "none"))
}
