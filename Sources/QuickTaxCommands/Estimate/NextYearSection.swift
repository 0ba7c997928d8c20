import QuickTaxCore

/// Next year's installments in `plan`'s text and markdown: the required annual payment by the
/// prior-year safe harbor and why, the vouchers by date, and the W-4 / DE 4 line that does it
/// instead, each option with what it leaves.
extension EstimateDocument {
  static func nextYearSection(_ items: [NextYearInstallments]) -> Section? {
    guard let first = items.first else { return nil }
    let year = first.taxYear
    var section = Section(title: "Next year (\(year)): estimated payments from this year's return")
    // The law of each jurisdiction listed (the IRS's, and the state's where its plan is made).
    let law = items.map { TaxAuthority.of($0.facts.jurisdiction).citations.priorYearSafeHarbor }.joined(separator: "; ")
    section.blocks.append(
      .note(
        "What withholding and vouchers must reach by each date for no underpayment penalty in \(year) whatever its income: the "
          + "prior-year safe harbor (\(law))."))
    for next in items {
      let authority = TaxAuthority.of(next.facts.jurisdiction)
      let agency = authority.label
      section.row(
        "\(agency): required annual payment for \(year)", next.requiredAnnualPayment.map(MoneyFormat.dollars) ?? "not known")
      section.blocks.append(.note(basisNote(next, authority: authority)))
      if let projected = projectedNote(next) { section.blocks.append(.note(projected)) }
      section.row("Withholding expected in \(year) (line 13)", MoneyFormat.dollars(next.facts.expectedWithholding))
      if !next.facts.withholdingGiven {
        section.blocks.append(
          .note(
            "This year's withholding, taken as next year's if your paychecks go on as they are; give --next-year-\(authority.optionWord)-withholding to change it."))
      }
      if let reason = next.noEstimatedTaxReason {
        section.blocks.append(.note("No estimated tax needed for \(year) (\(agency)), because \(reason)."))
        if let extra = next.extraWithholdingToBeSafe, let periods = next.facts.payPeriods, let required = next.requiredAnnualPayment {
          // The other truth, with its condition: safe whatever the income only at the safe harbor.
          section.blocks.append(
            .note(
              "That holds if \(year)'s tax comes out as projected. To be safe whatever \(year)'s income, withholding must reach the "
                + "prior-year safe harbor, \(MoneyFormat.dollars(required)): \(MoneyFormat.dollarsAtLeast(next.toPayBeyondWithholding)) more than expected. "
                + "Put \(MoneyFormat.dollars(extra)) on \(next.withholdingForm) of \(next.facts.payHolder.possessive) job, withheld from each of its "
                + "\(periods) paychecks in \(year) (\(MoneyFormat.dollars(extra * Double(periods))) in all), or pay it as estimated tax by the due dates."))
        }
        continue
      }
      guard next.requiredAnnualPayment != nil else { continue }
      section.row("Left to pay by vouchers (line 14a)", MoneyFormat.dollarsAtLeast(next.toPayBeyondWithholding))
      guard next.toPayBeyondWithholding > 0 else {
        section.blocks.append(.note("Withholding alone meets the requirement: no vouchers and no W-4 or DE 4 change are needed."))
        continue
      }
      let rows = next.installments.map { [$0.quarter, JSDateFormat.longDay(iso: $0.dueDate), MoneyFormat.dollars($0.amount)] }
      section.blocks.append(
        .table(title: "\(agency), \(year)", header: ["Quarter", "Due", "Pay"], rows: rows, mutedRows: [], rightAligned: [2]))
      section.blocks.append(.note(options(next, agency: authority.agency)))
    }
    return section
  }

  /// Line 12b and why: 100% or 110% of this year's tax, or California's AGI limit (R&TC §19136.3).
  static func basisNote(_ next: NextYearInstallments, authority: TaxAuthority) -> String {
    let federal = authority.jurisdiction == .federal
    let thisYear = "this year's tax of \(MoneyFormat.dollars(next.facts.thisYearTax))"
    let share = MoneyFormat.percent(next.currentYearPercentage * 100, decimals: 0)
    guard next.priorYearBasis != nil else {
      var note = "The prior-year basis may not be used: \(next.priorYearUnavailableReason ?? "")."
      if next.facts.nextYearAGI == nil { note += " Give --next-year-\(authority.optionWord)-agi if next year's will be lower." }
      note += next.projectedBasis == nil ? " Next year's tables are not loaded: estimate next year's tax and pay \(share) of it." : " The vouchers pay \(share) of the projected tax, which holds only if next year's tax comes out as projected."
      return note
    }
    let percent = MoneyFormat.percent(next.priorYearPercentage * 100, decimals: 0)
    let agi = MoneyFormat.dollars(next.facts.thisYearAGI)
    let threshold = MoneyFormat.dollars(next.highIncomeAGIThreshold)
    let why = next.priorYearPercentage > 1 ? "this year's AGI of \(agi) is over \(threshold)" : "this year's AGI of \(agi) is not over \(threshold)"
    var note = "\(percent) of \(thisYear) (line 12b): \(why) (\(authority.citations.highIncomePriorYear))."
    if !federal, let threshold = next.currentYearOnlyAGIThreshold {
      let nextAGI = next.facts.nextYearAGI.map { "next year's AGI of \(MoneyFormat.dollars($0))" } ?? "next year's AGI being like this year's"
      note += " It assumes \(nextAGI), under \(MoneyFormat.dollars(threshold)) (R&TC §19136.3)."
    }
    if next.rulesYear != next.taxYear { note += " (\(next.taxYear)'s penalty rules are not loaded: \(next.rulesYear)'s percentages and thresholds are used.)" }
    return note
  }

  /// Line 12a beside line 12b, where next year's tables are loaded.
  static func projectedNote(_ next: NextYearInstallments) -> String? {
    let share = MoneyFormat.percent(next.currentYearPercentage * 100, decimals: 0)
    guard let projected = next.projectedBasis, let tax = next.facts.projectedNextYearTax else {
      return next.priorYearBasis == nil ? nil : "\(next.taxYear)'s tax tables are not loaded: \(share) of next year's tax is not projected (the prior-year basis needs none)."
    }
    var note = "\(share) of \(next.taxYear)'s projected tax (this year's income under \(next.taxYear)'s tables, \(MoneyFormat.dollars(tax))) is \(MoneyFormat.dollars(projected)) (line 12a)"
    if let smaller = next.projectedIsSmaller {
      note += smaller
        ? ": smaller, but only safe if next year's tax is no more than projected; the vouchers follow the prior-year basis, safe whatever happens."
        : ": not smaller; the prior-year basis is the lesser and safe whatever happens."
    } else {
      note += "."
    }
    return note
  }

  /// The two ways to pay, each with its cash and when, and the penalty it leaves.
  static func options(_ next: NextYearInstallments, agency: String) -> String {
    let dates = next.installments.map { "\(MoneyFormat.dollars($0.amount)) by \(JSDateFormat.longDay(iso: $0.dueDate))" }
    var text = "Either pay \(agency) \(dates.joined(separator: ", ")) (\(MoneyFormat.dollars(next.vouchersTotal)) in all), leaving no penalty"
    if let extra = next.extraWithholdingPerPayPeriod, let periods = next.facts.payPeriods {
      text += "; or, with no vouchers, put \(MoneyFormat.dollars(extra)) on \(next.withholdingForm) of \(next.facts.payHolder.possessive) job, withheld from each of its \(periods) paychecks in \(next.taxYear) "
        + "(\(MoneyFormat.dollars(extra * Double(periods))) in all, spread through the year), leaving no penalty (withholding counts evenly over the year, IRC §6654(g)(1))"
    }
    return text + "."
  }
}
