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

  @_specialize(exported: true, where N == Double)
  @_specialize(exported: true, where N == DecimalNumber)
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
    // Only the largest difference is put into words.
    if differs, let largest = RuleSetComparison.differences(current, web).max(by: { $0.dollars < $1.dollars }) {
      mainReason = RuleSetComparison.words(largest.kind, dollars: largest.dollars, current, currentTables, web, webTables)
    } else {
      mainReason = nil
    }
  }

  /// The kinds of difference a main reason can name.
  enum Difference {
    case netInvestmentIncomeTax, additionalMedicareTax, alternativeMinimumTax, federalRegularTax, earnedIncomeCredit, californiaCredits,
      californiaTax
  }

  /// Each difference with its size in dollars of tax.
  static func differences(_ current: ComprehensiveTaxWorksheet<N>, _ web: ComprehensiveTaxWorksheet<N>) -> [(kind: Difference, dollars: N)] {
    guard let law = current.result.federalTax.currentLaw else { return [] }
    var found: [(kind: Difference, dollars: N)] = []
    if law.netInvestmentIncomeTax > .zero { found.append((.netInvestmentIncomeTax, law.netInvestmentIncomeTax)) }
    if law.additionalMedicareTax > .zero || law.additionalMedicareTaxWithheld > .zero {
      found.append((.additionalMedicareTax, jsMax(law.additionalMedicareTax, law.additionalMedicareTaxWithheld)))
    }
    if law.alternativeMinimumTax > .zero { found.append((.alternativeMinimumTax, law.alternativeMinimumTax)) }
    let regularGap = magnitude(law.regularTax - (web.result.federalTax.ordinaryIncomeTax + web.result.federalTax.capitalGainsTax))
    if !(regularGap < N(1)) { found.append((.federalRegularTax, regularGap)) }
    if law.earnedIncomeCredit > .zero { found.append((.earnedIncomeCredit, law.earnedIncomeCredit)) }
    if let california = current.result.californiaTax, let webCalifornia = web.result.californiaTax {
      let credits = california.exemptionCredits ?? .zero
      if credits > .zero { found.append((.californiaCredits, credits)) }
      let gap = magnitude(california.baseTax - webCalifornia.baseTax)
      if !(gap < N(1)) { found.append((.californiaTax, gap)) }
    }
    return found
  }

  static func magnitude(_ value: N) -> N { jsMax(value, -value) }

  /// A difference in words; `dollars` is its size as `differences` measured it.
  static func words(
    _ kind: Difference, dollars: N, _ current: ComprehensiveTaxWorksheet<N>, _ currentTables: TaxYearTables<N>, _ web: ComprehensiveTaxWorksheet<N>,
    _ webTables: TaxYearTables<N>
  ) -> String {
    func money(_ value: N) -> String { value.plainDollars }
    let law = current.result.federalTax.currentLaw
    switch kind {
    case .netInvestmentIncomeTax:
      return "Net Investment Income Tax of \(money(law?.netInvestmentIncomeTax ?? .zero)), which the web app leaves out"
    case .additionalMedicareTax:
      return "Additional Medicare Tax of \(money(law?.additionalMedicareTax ?? .zero)) (employers withheld \(money(law?.additionalMedicareTaxWithheld ?? .zero))), which the web app leaves out"
    case .alternativeMinimumTax:
      return "alternative minimum tax of \(money(law?.alternativeMinimumTax ?? .zero)), which the web app leaves out"
    case .federalRegularTax:
      return federalRegularTaxReason(current, currentTables, web, gap: dollars)
    case .earnedIncomeCredit:
      return "the earned income credit of \(money(law?.earnedIncomeCredit ?? .zero)), which the web app leaves out"
    case .californiaCredits:
      return "California's exemption credits of \(money(current.result.californiaTax?.exemptionCredits ?? .zero)), which the web app leaves out"
    case .californiaTax:
      let status = current.household.spouse == nil ? FilingStatus.single : .marriedFilingJointly
      let standard = currentTables.california.standardDeduction[status]
      let webStandard = webTables.california.standardDeduction[status]
      return standard != webStandard
        ? "California's standard deduction and brackets are the FTB's \(money(standard)) and schedules for the year; the web app has \(money(webStandard)) and older schedules"
        : "California's tax before credits differs by \(money(dollars)) (deduction, brackets or the tax table)"
    }
  }

  /// Why the regular federal tax differs: the deduction when it does, else the tables. `gap` is
  /// the difference's size, in dollars of tax.
  static func federalRegularTaxReason(
    _ current: ComprehensiveTaxWorksheet<N>, _ currentTables: TaxYearTables<N>, _ web: ComprehensiveTaxWorksheet<N>, gap: N
  ) -> String {
    func money(_ value: N) -> String { value.plainDollars }
    let deduction = current.result.federalTax.deduction
    let webDeduction = web.result.federalTax.deduction
    if deduction.type == .standard && webDeduction.type == .standard && deduction.amount != webDeduction.amount {
      return "the federal standard deduction is \(money(deduction.amount)) under current law; the web app has \(money(webDeduction.amount))"
    }
    if current.federalItemized.saltDeduction != web.federalItemized.saltDeduction && (deduction.type == .itemized || webDeduction.type == .itemized) {
      return "the federal SALT deduction is \(money(current.federalItemized.saltDeduction)) under current law (property tax and state income tax within a \(money(current.federalItemized.saltCap)) cap); the web app has \(money(web.federalItemized.saltDeduction))"
    }
    if deduction.amount != webDeduction.amount {
      return "the federal deduction is \(money(deduction.amount)) under current law; the web app has \(money(webDeduction.amount))"
    }
    if current.currentLaw?.regularTax.ordinaryFromTable == true {
      let ceiling = currentTables.federal.currentLaw.map { " under " + money($0.taxTable.ceiling) } ?? ""
      return "the IRS Tax Table, which Form 1040 requires\(ceiling), rounds the tax by \(money(gap))"
    }
    return "the federal tax on \(money(current.result.federalTax.taxableIncome)) of taxable income differs by \(money(gap))"
  }
}
