extension TaxDataFile.Jurisdiction {
  /// California: the FTB's figures and payments.
  public static let california = USState.CA.jurisdiction
}

extension StateProfile {
  /// California: its return (Form 540 and its schedules, this folder; the web app's port under
  /// Engine/California), its estimated tax (R&TC §19136, FTB 5805: penalty-YEAR-california.json),
  /// its holidays (``CaliforniaHolidays``).
  static let california = StateProfile(
    state: .CA, incomeTax: .computed, authority: .california, plansEstimatedTax: true, isHoliday: { CaliforniaHolidays.contains($0) },
    installmentDueDates: { InstallmentDueDates.california(taxYear: $0) })
}

extension TaxAuthority {
  /// The Franchise Tax Board: FTB Web Pay (https://www.ftb.ca.gov/pay/bank-account/index.asp), free,
  /// without an account; R&TC §19136 and FTB 5805 for the penalty, DE 4 for withholding.
  public static let california = TaxAuthority(
    jurisdiction: .california, label: "California (FTB)", name: "California", adjective: "California", withholdingKind: "state",
    agency: "the FTB", optionWord: "california",
    payee: Payee(
      service: "FTB Web Pay", url: "https://www.ftb.ca.gov/pay/bank-account/index.asp",
      estimatedPaymentType: "Estimated Tax Payment, Form 540-ES", returnPaymentType: "Tax Return Payment, Form 540"),
    citations: Citations(
      penalty: "R&TC §19136, FTB 5805", januaryFiling: "FTB 5805, as IRC §6654(h)", withholdingEvenly: "R&TC §19136(e)",
      underThreshold: "R&TC §19136(c)", retirementWithholdingEvenly: "FTB 5805 instructions; R&TC §19136(a), as IRC §6654(g)",
      highIncomePriorYear: "R&TC §19136, as IRC §6654(d)(1)(C)", priorYearSafeHarbor: "R&TC §19136, FTB 540-ES", balanceDue: "R&TC §19001",
      latePayment: "interest, R&TC §19101; the late-payment penalty, §19132; the late-filing penalty, §19131",
      vouchers: "FTB 540-ES",
      annualizedSchedule: "FTB 5805 Part III", annualizedFiling: "FTB 5805 with Part III",
      withholdingFormLine: "DE 4, line 2 (additional amount of state income tax to be withheld each pay period, if the employer agrees)",
      withholdingFormLineShort: "DE 4 line 2", nextYearWithholdingFormLine: "Form DE 4, line 2 (additional amount)",
      retirementWithholdingForm: "ask the custodian to withhold California tax, Form DE 4P"))
}
