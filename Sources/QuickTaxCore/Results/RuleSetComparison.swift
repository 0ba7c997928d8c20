/// What the web app would show for the same household, beside a current-law estimate, and the
/// main reason the two differ: the largest of the taxes the web app leaves out, the deduction,
/// and the rate tables, each measured in dollars of tax.
public struct RuleSetComparison<N: TaxNumber>: Sendable {
  public let webFederalTotalTax: N
  public let webFederalOwedOrRefund: N
  public let webCaliforniaTotalTax: N?
  public let webCaliforniaOwedOrRefund: N?
  /// Whether a balance or a total differs by a dollar or more.
  public let differs: Bool
  /// "the federal standard deduction is $X under current law; the web app has $Y", or nil when
  /// nothing differs.
  public let mainReason: String?

  public init(current: ComprehensiveTaxWorksheet<N>, currentTables: TaxYearTables<N>, web: ComprehensiveTaxWorksheet<N>, webTables: TaxYearTables<N>) {
    let federal = current.result.federalTax
    let webFederal = web.result.federalTax
    webFederalTotalTax = webFederal.totalTax
    webFederalOwedOrRefund = webFederal.owedOrRefund
    webCaliforniaTotalTax = web.result.californiaTax?.totalTax
    webCaliforniaOwedOrRefund = web.result.californiaTax?.owedOrRefund
    let one = N(1)
    func apart(_ a: N?, _ b: N?) -> Bool {
      guard let a, let b else { return a != nil || b != nil }
      return !(jsMax(a - b, b - a) < one)
    }
    differs =
      apart(federal.totalTax, webFederal.totalTax) || apart(federal.owedOrRefund, webFederal.owedOrRefund)
      || apart(current.result.californiaTax?.totalTax, web.result.californiaTax?.totalTax)
      || apart(current.result.californiaTax?.owedOrRefund, web.result.californiaTax?.owedOrRefund)
    mainReason = differs ? RuleSetComparison.reasons(current, currentTables, web, webTables).max { $0.dollars < $1.dollars }?.text : nil
  }

  /// Each difference with its size in dollars of tax.
  static func reasons(
    _ current: ComprehensiveTaxWorksheet<N>, _ currentTables: TaxYearTables<N>, _ web: ComprehensiveTaxWorksheet<N>,
    _ webTables: TaxYearTables<N>
  ) -> [(dollars: N, text: String)] {
    var reasons: [(dollars: N, text: String)] = []
    func money(_ value: N) -> String { value.plainDollars }
    guard let law = current.result.federalTax.currentLaw, let worksheet = current.currentLaw else { return [] }
    if law.netInvestmentIncomeTax > .zero {
      reasons.append((law.netInvestmentIncomeTax, "Net Investment Income Tax of \(money(law.netInvestmentIncomeTax)), which the web app leaves out"))
    }
    if law.additionalMedicareTax > .zero || law.additionalMedicareTaxWithheld > .zero {
      reasons.append(
        (jsMax(law.additionalMedicareTax, law.additionalMedicareTaxWithheld),
          "Additional Medicare Tax of \(money(law.additionalMedicareTax)) (employers withheld \(money(law.additionalMedicareTaxWithheld))), which the web app leaves out"))
    }
    if law.alternativeMinimumTax > .zero {
      reasons.append((law.alternativeMinimumTax, "alternative minimum tax of \(money(law.alternativeMinimumTax)), which the web app leaves out"))
    }
    // The regular tax: explained by the deduction when it differs, else by the tables.
    let webRegular = web.result.federalTax.ordinaryIncomeTax + web.result.federalTax.capitalGainsTax
    let regularGap = law.regularTax - webRegular
    if !(jsMax(regularGap, -regularGap) < N(1)) {
      let deduction = current.result.federalTax.deduction
      let webDeduction = web.result.federalTax.deduction
      let text: String
      if deduction.type == .standard && webDeduction.type == .standard && deduction.amount != webDeduction.amount {
        text = "the federal standard deduction is \(money(deduction.amount)) under current law; the web app has \(money(webDeduction.amount))"
      } else if current.federalItemized.saltDeduction != web.federalItemized.saltDeduction && (deduction.type == .itemized || webDeduction.type == .itemized) {
        text = "the federal SALT deduction is \(money(current.federalItemized.saltDeduction)) under current law (cap \(money(current.federalItemized.saltCap)), the year's California tax); the web app has \(money(web.federalItemized.saltDeduction))"
      } else if deduction.amount != webDeduction.amount {
        text = "the federal deduction is \(money(deduction.amount)) under current law; the web app has \(money(webDeduction.amount))"
      } else if worksheet.regularTax.ordinaryFromTable {
        let ceiling = currentTables.federal.currentLaw.map { " under " + money($0.taxTable.ceiling) } ?? ""
        text = "the IRS Tax Table, which Form 1040 requires\(ceiling), rounds the tax by \(money(jsMax(regularGap, -regularGap)))"
      } else {
        text = "the federal tax on \(money(current.result.federalTax.taxableIncome)) of taxable income differs by \(money(jsMax(regularGap, -regularGap)))"
      }
      reasons.append((jsMax(regularGap, -regularGap), text))
    }
    if let california = current.result.californiaTax, let webCalifornia = web.result.californiaTax {
      let credits = california.exemptionCredits ?? .zero
      if credits > .zero { reasons.append((credits, "California's exemption credits of \(money(credits)), which the web app leaves out")) }
      let gap = california.baseTax - webCalifornia.baseTax
      if !(jsMax(gap, -gap) < N(1)) {
        let status = current.household.spouse == nil ? FilingStatus.single : .marriedFilingJointly
        let standard = currentTables.california.standardDeduction[status]
        let webStandard = webTables.california.standardDeduction[status]
        let text =
          standard != webStandard
          ? "California's standard deduction and brackets are the FTB's \(money(standard)) and schedules for the year; the web app has \(money(webStandard)) and older schedules"
          : "California's tax before credits differs by \(money(jsMax(gap, -gap))) (deduction, brackets or the tax table)"
        reasons.append((jsMax(gap, -gap), text))
      }
    }
    return reasons
  }
}
