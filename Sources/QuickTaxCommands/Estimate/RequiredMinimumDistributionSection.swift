import QuickTaxCore

/// The required minimum distribution helper in a report: a section of its own (in `estimate` and
/// `plan`), and a warning for each shortfall or missing age, in every format.
extension EstimateDocument {
  static let requiredMinimumDistributionTitle = "Required minimum distributions (IRAs)"

  static func requiredMinimumDistributionSection<N: TaxNumber>(_ rmds: [RequiredMinimumDistribution<N>], taxYear: Int) -> Section? {
    guard !rmds.isEmpty else { return nil }
    var section = Section(title: requiredMinimumDistributionTitle)
    for rmd in rmds {
      let who = rmd.owner == .user ? "You" : "Your spouse"
      guard let age = rmd.age, let applicable = rmd.applicableAge, let birthYear = rmd.birthYear else {
        section.blocks.append(.note("\(who): give \(rmd.agePath) (the age at the end of \(taxYear)) to work out the required minimum distribution."))
        continue
      }
      guard let period = rmd.distributionPeriod else {
        section.row("\(who): required for \(taxYear)", "none")
        section.blocks.append(
          .note(
            "Born in \(birthYear), \(rmd.owner == .user ? "you reach" : "your spouse reaches") the applicable age of \(applicable) "
              + "(IRC §401(a)(9)(C)(v)) in \(birthYear + applicable): the first required minimum distribution is for that year."))
        continue
      }
      section.row(
        "\(who): required for \(taxYear) (\(MoneyFormat.dollars(rmd.priorYearEndBalance)) ÷ \(JSONNumber(period.doubleValue).literal), age \(age))",
        MoneyFormat.cents(rmd.required))
      let charitable =
        rmd.qualifiedCharitableDistributions > .zero ? " (\(MoneyFormat.cents(rmd.qualifiedCharitableDistributions)) to charity included)" : ""
      section.row("IRA distributions this year\(charitable)", MoneyFormat.cents(rmd.iraDistributions), level: 1)
      if let due = rmd.dueBy(taxYear: taxYear) {
        section.row("Still to take by \(JSDateFormat.longDay(iso: due))", MoneyFormat.cents(rmd.shortfall), level: 1)
      }
      if rmd.firstYear {
        section.blocks.append(
          .note(
            "\(taxYear) is the year of the applicable age (\(applicable)): its distribution may wait until April 1, \(taxYear + 1), the "
              + "required beginning date, but \(taxYear + 1)'s is then due by December 31, \(taxYear + 1) too, and both are income of \(taxYear + 1)."))
      }
      if rmd.shortfall > .zero { section.blocks.append(.note(exciseSentence(rmd))) }
    }
    section.blocks.append(
      .note(
        "The balance of all traditional, SEP and SIMPLE IRAs on December 31 of last year, over the Uniform Lifetime Table's period for the "
          + "age reached this year (Treas. Reg. §1.401(a)(9)-9(c)); a spouse more than ten years younger who is the sole beneficiary "
          + "allows the Joint Life table instead, whose longer period gives a smaller RMD (not worked out here). Roth conversions do not count toward it."))
    return section
  }

  /// "What is not taken by then owes an excise tax of 25% of it, $318.40 (10%, $127.36, if corrected
  /// within the correction window; IRC §4974(a), (e), Form 5329 Part IX)."
  static func exciseSentence<N: TaxNumber>(_ rmd: RequiredMinimumDistribution<N>) -> String {
    "What is not taken by then owes an excise tax of \(MoneyFormat.rate(rmd.exciseTaxRate)) of it, \(MoneyFormat.cents(rmd.exciseTax)) "
      + "(\(MoneyFormat.rate(rmd.correctedExciseTaxRate)), \(MoneyFormat.cents(rmd.correctedExciseTax)), if corrected within the correction window; IRC §4974(a), (e), Form 5329 Part IX)."
  }

  /// The warnings the helper adds: a shortfall, or a balance without the age to divide it by.
  static func requiredMinimumDistributionWarnings<N: TaxNumber>(_ rmds: [RequiredMinimumDistribution<N>], taxYear: Int) -> [InputDiagnostic] {
    rmds.compactMap { rmd in
      guard rmd.age != nil else {
        return InputDiagnostic(
          .warning, path: rmd.balancePath, "the required minimum distribution needs \(rmd.agePath), the age at the end of \(taxYear): give it")
      }
      guard rmd.shortfall > .zero, let due = rmd.dueBy(taxYear: taxYear) else { return nil }
      return InputDiagnostic(
        .warning, path: rmd.balancePath,
        "the \(taxYear) required minimum distribution is \(MoneyFormat.cents(rmd.required)) and this year's IRA distributions take "
          + "\(MoneyFormat.cents(rmd.iraDistributions)) of it: take \(MoneyFormat.cents(rmd.shortfall)) more by \(JSDateFormat.longDay(iso: due)). "
          + exciseSentence(rmd))
    }
  }
}
