/// Who collects a jurisdiction's tax, where a person pays it, and the rules its plan cites: what
/// the plan, What to do and the calendar say of a payment, asked of the jurisdiction rather than
/// written into them. The IRS's is ``federal``; a state's is in its folder (States/), found
/// through ``StateCatalog``.
///
/// A class: one per jurisdiction, handed out by reference (its two dozen strings are not copied
/// at each sentence that asks for one of them).
public final class TaxAuthority: Sendable {
  public let jurisdiction: TaxDataFile.Jurisdiction
  /// "Federal (IRS)", "California (FTB)": a balance's or a plan's heading.
  public let label: String
  /// "Federal", "California": a choice's lead in What to do.
  public let name: String
  /// "federal", "California": before "tax" ("California tax withheld from an IRA distribution").
  public let adjective: String
  /// "federal", "state": before "withholding" ("raise state withholding").
  public let withholdingKind: String
  /// "the IRS", "the FTB".
  public let agency: String
  /// The word of the command-line options that give its figures (`--prior-california-agi`,
  /// `--next-year-california-withholding`).
  public let optionWord: String
  public let payee: Payee
  public let citations: Citations

  /// The agency's free service for paying from a bank account, and what to pick in it.
  public struct Payee: Sendable {
    /// "IRS Direct Pay".
    public let service: String
    public let url: String
    /// The payment type for an estimated payment: "Estimated Tax, Form 1040-ES".
    public let estimatedPaymentType: String
    /// The payment type for the balance due with the return: "Balance Due, Form 1040".
    public let returnPaymentType: String

    public init(service: String, url: String, estimatedPaymentType: String, returnPaymentType: String) {
      self.service = service
      self.url = url
      self.estimatedPaymentType = estimatedPaymentType
      self.returnPaymentType = returnPaymentType
    }

    /// "choose Estimated Tax, Form 1040-ES, tax year 2026".
    public func choose(_ type: String, taxYear: Int) -> String { "choose \(type), tax year \(taxYear)" }
  }

  /// The law and forms a plan cites, each as the text shows it.
  public struct Citations: Sendable {
    /// The underpayment penalty: "IRC §6654, Form 2210".
    public let penalty: String
    /// A return filed and paid by January 31 in place of the last installment: "IRC §6654(h)".
    public let januaryFiling: String
    /// Withholding counts in equal parts on the due dates: "IRC §6654(g)(1)".
    public let withholdingEvenly: String
    /// No installment below the threshold: "IRC §6654(e)(1)".
    public let underThreshold: String
    /// Tax withheld from a pension or IRA counts as paid evenly: "IRC §6654(g)(1)".
    public let retirementWithholdingEvenly: String
    /// 110% of last year's tax over the AGI threshold: "IRC §6654(d)(1)(C)".
    public let highIncomePriorYear: String
    /// Next year's installments by last year's tax: "IRC §6654(d)(1)(B)(ii), (C); Form 1040-ES
    /// Estimated Tax Worksheet lines 12a–15".
    public let priorYearSafeHarbor: String
    /// The balance is paid with the return: "IRC §6151(a)".
    public let balanceDue: String
    /// What a balance paid after the return's due date costs, and a return filed late:
    /// "interest, IRC §6601; the late-payment penalty, §6651(a)(2); the late-filing penalty, §6651(a)(1)".
    public let latePayment: String
    /// Next year's vouchers: "Form 1040-ES".
    public let vouchers: String
    /// The annualized method's schedule: "Form 2210 Schedule AI".
    public let annualizedSchedule: String
    /// What a plan on the annualized method files: "Form 2210 with Schedule AI, box C".
    public let annualizedFiling: String
    /// The withholding form's line for extra withholding, as the plan explains it.
    public let withholdingFormLine: String
    /// The same line, short: "W-4 Step 4(c)".
    public let withholdingFormLineShort: String
    /// The same line for next year's paychecks: "Form W-4, Step 4(c)".
    public let nextYearWithholdingFormLine: String
    /// How to have tax withheld from an IRA distribution: "Form W-4R to the IRA's custodian".
    public let retirementWithholdingForm: String

    public init(
      penalty: String, januaryFiling: String, withholdingEvenly: String, underThreshold: String, retirementWithholdingEvenly: String,
      highIncomePriorYear: String, priorYearSafeHarbor: String, balanceDue: String, latePayment: String, vouchers: String, annualizedSchedule: String, annualizedFiling: String,
      withholdingFormLine: String, withholdingFormLineShort: String, nextYearWithholdingFormLine: String, retirementWithholdingForm: String
    ) {
      self.penalty = penalty
      self.januaryFiling = januaryFiling
      self.withholdingEvenly = withholdingEvenly
      self.underThreshold = underThreshold
      self.retirementWithholdingEvenly = retirementWithholdingEvenly
      self.highIncomePriorYear = highIncomePriorYear
      self.priorYearSafeHarbor = priorYearSafeHarbor
      self.balanceDue = balanceDue
      self.latePayment = latePayment
      self.vouchers = vouchers
      self.annualizedSchedule = annualizedSchedule
      self.annualizedFiling = annualizedFiling
      self.withholdingFormLine = withholdingFormLine
      self.withholdingFormLineShort = withholdingFormLineShort
      self.nextYearWithholdingFormLine = nextYearWithholdingFormLine
      self.retirementWithholdingForm = retirementWithholdingForm
    }
  }

  public init(
    jurisdiction: TaxDataFile.Jurisdiction, label: String, name: String, adjective: String, withholdingKind: String, agency: String,
    optionWord: String, payee: Payee, citations: Citations
  ) {
    self.jurisdiction = jurisdiction
    self.label = label
    self.name = name
    self.adjective = adjective
    self.withholdingKind = withholdingKind
    self.agency = agency
    self.optionWord = optionWord
    self.payee = payee
    self.citations = citations
  }

  /// The authority of `jurisdiction`: the IRS, or the state's (``StateCatalog``).
  public static func of(_ jurisdiction: TaxDataFile.Jurisdiction) -> TaxAuthority {
    if jurisdiction == .federal { return .federal }
    if let authority = StateCatalog.authority(for: jurisdiction) { return authority }
    // Only a jurisdiction no state claims gets here (none does today): named by its key, citing nothing.
    let none = "its own rules"
    return TaxAuthority(
      jurisdiction: jurisdiction, label: jurisdiction.rawValue, name: jurisdiction.rawValue, adjective: jurisdiction.rawValue,
      withholdingKind: "state", agency: jurisdiction.rawValue, optionWord: jurisdiction.rawValue,
      payee: Payee(service: jurisdiction.rawValue, url: "", estimatedPaymentType: "estimated tax", returnPaymentType: "balance due"),
      citations: Citations(
        penalty: none, januaryFiling: none, withholdingEvenly: none, underThreshold: none, retirementWithholdingEvenly: none,
        highIncomePriorYear: none, priorYearSafeHarbor: none, balanceDue: none, latePayment: none, vouchers: none, annualizedSchedule: none, annualizedFiling: none,
        withholdingFormLine: none, withholdingFormLineShort: none, nextYearWithholdingFormLine: none, retirementWithholdingForm: none))
  }
}

extension TaxAuthority {
  /// The IRS: IRS Direct Pay ("Direct Pay with bank account", https://www.irs.gov/payments/direct-pay),
  /// free, without an account; IRC §6654 and Form 2210 for the penalty.
  public static let federal = TaxAuthority(
    jurisdiction: .federal, label: "Federal (IRS)", name: "Federal", adjective: "federal", withholdingKind: "federal", agency: "the IRS",
    optionWord: "federal",
    payee: Payee(
      service: "IRS Direct Pay", url: "https://www.irs.gov/payments/direct-pay", estimatedPaymentType: "Estimated Tax, Form 1040-ES",
      returnPaymentType: "Balance Due, Form 1040"),
    citations: Citations(
      penalty: "IRC §6654, Form 2210", januaryFiling: "IRC §6654(h)", withholdingEvenly: "IRC §6654(g)(1)", underThreshold: "IRC §6654(e)(1)",
      retirementWithholdingEvenly: "IRC §6654(g)(1)", highIncomePriorYear: "IRC §6654(d)(1)(C)",
      priorYearSafeHarbor: "IRC §6654(d)(1)(B)(ii), (C); Form 1040-ES Estimated Tax Worksheet lines 12a–15", balanceDue: "IRC §6151(a)",
      latePayment: "interest, IRC §6601; the late-payment penalty, §6651(a)(2); the late-filing penalty, §6651(a)(1)",
      vouchers: "Form 1040-ES", annualizedSchedule: "Form 2210 Schedule AI", annualizedFiling: "Form 2210 with Schedule AI, box C",
      withholdingFormLine: "Form W-4, Step 4(c) (extra withholding each pay period)", withholdingFormLineShort: "W-4 Step 4(c)",
      nextYearWithholdingFormLine: "Form W-4, Step 4(c)", retirementWithholdingForm: "Form W-4R to the IRA's custodian"))
}
