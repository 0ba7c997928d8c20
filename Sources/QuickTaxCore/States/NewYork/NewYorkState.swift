extension TaxDataFile.Jurisdiction {
  /// New York: its State, New York City and Yonkers income taxes, paid to the Department of
  /// Taxation and Finance.
  public static let newYork = USState.NY.jurisdiction
}

extension StateProfile {
  /// New York's resident return (IT-201, ``NewYorkReturn``), with New York City's and Yonkers's
  /// taxes for a household that names its city.
  static let newYork = StateProfile(
    state: .NY, incomeTax: .computed, localities: [.newYorkCity, .yonkers], authority: .newYork, plansEstimatedTax: true,
    isHoliday: { NewYorkHolidays.contains($0) }, installmentDueDates: { InstallmentDueDates.newYork(taxYear: $0) },
    estimatedPaymentQuarters: { [$0.newYorkQ1, $0.newYorkQ2, $0.newYorkQ3, $0.newYorkQ4] }, otherReturn: NewYorkReturn())
}

extension TaxAuthority {
  /// The Department of Taxation and Finance: estimated tax (IT-2105) and a return's balance are paid
  /// in an Individual Online Services account, from a bank account without a fee (its estimated
  /// tax pages, https://www.tax.ny.gov/pit/estimated_tax/); Tax Law §685(c) and Form IT-2105.9 for
  /// the penalty; Form IT-2104 lines 3–5 for additional withholding.
  public static let newYork = TaxAuthority(
    jurisdiction: .newYork, label: "New York (DTF)", name: "New York", adjective: "New York", withholdingKind: "New York",
    agency: "the New York Tax Department", optionWord: "new-york",
    payee: Payee(
      service: "New York Online Services", url: "https://www.tax.ny.gov/pit/estimated_tax/",
      estimatedPaymentType: "Estimated tax payment, Form IT-2105", returnPaymentType: "Return payment, Form IT-201"),
    citations: Citations(
      penalty: "N.Y. Tax Law §685(c), Form IT-2105.9", januaryFiling: "none", withholdingEvenly: "Form IT-2105.9, as IRC §6654(g)",
      underThreshold: "Form IT-2105.9 line 15", retirementWithholdingEvenly: "Form IT-2105.9, as IRC §6654(g)",
      highIncomePriorYear: "N.Y. Tax Law §685(c)(6); Form IT-2105.9", priorYearSafeHarbor: "N.Y. Tax Law §685(c)(6); Form IT-2105",
      balanceDue: "N.Y. Tax Law §652",
      latePayment: "interest, N.Y. Tax Law §684; the late-payment penalty, §685(a)(2); the late-filing penalty, §685(a)(1)",
      vouchers: "Form IT-2105", annualizedSchedule: "Form IT-2105.9 Worksheet 1", annualizedFiling: "Form IT-2105.9 with its annualized worksheets",
      withholdingFormLine: "Form IT-2104, lines 3–5 (additional New York State, New York City and Yonkers amounts per pay period)",
      withholdingFormLineShort: "IT-2104 lines 3–5", nextYearWithholdingFormLine: "Form IT-2104, lines 3–5",
      retirementWithholdingForm: "ask the payer to withhold New York tax, Form IT-2104-P"))
}
