import QuickTaxCore

/// An estimate as a person reads it: what the web app's Summary step shows, as titled sections of
/// labelled figures, built once and rendered as text or markdown. The balance due comes first;
/// every figure is the engine's, formatted.
struct EstimateDocument {
  enum Tone { case plain, owed, overpaid }

  struct Balance {
    let title: String
    let words: String
    let tone: Tone
  }

  enum Block {
    /// A labelled figure; `level` 1 is a detail under the row above it.
    case row(label: String, value: String, level: Int)
    /// A sentence under the rows.
    case note(String)
    /// A table with a header row.
    case table(title: String, header: [String], rows: [[String]], mutedRows: Set<Int>, rightAligned: Set<Int>)
  }

  struct Section {
    let title: String
    var blocks: [Block] = []
  }

  var title: String
  var subtitle: String
  /// The first line after the header: the tax year has ended, and what that means here.
  var yearEndedNotice: String?
  /// The state's tax in words, where it is not California's: none on wages, or not computed.
  var stateNotice: String?
  var balances: [Balance] = []
  var sections: [Section] = []
  var warnings: [String] = []
  /// Which tables were overridden or rejected, when any were.
  var tableNotices: [String] = []
  /// Under current law, what the web app would show when it differs, and why; with
  /// ``webAppPlan``, the last section ("Compared with the QuickTax web app"), after everything a
  /// person acts on.
  var comparisonNote: String?
  /// Under current law, the web app's pay-to-zero plan, for comparison (under its own rules it is
  /// a section in its place, before the safe-harbor plan).
  var webAppPlan: Section?
  /// With refundable credits: what $1,000 more wages costs, which the bracket rate does not say.
  var marginalNote: String?
  /// `plan`: the payments to make, at the top.
  var whatToDo: WhatToDo?
  /// `--calendar`: what was written ("Calendar: 2 events written to FILE."), under the what-to-do
  /// list, or after the sections without one.
  var calendarLine: String?

  init<N: TaxNumber>(_ output: EstimateOutput<N>) {
    let report = output.report
    let result = report.estimate.result
    let worksheet = report.worksheet
    let zone = output.clock.timeZone
    title = "QuickTax estimate: tax year \(report.taxYear), \(report.household.filingStatus.displayName.lowercased())"
    subtitle =
      "As of \(JSDateFormat.longDay(output.clock.now, in: zone)) (\(Self.zoneName(zone.identifier))). "
      + "Rules: \(output.ruleSet), \(output.arithmetic.rawValue) arithmetic."
    balances.append(Self.balance("Federal (IRS)", result.federalTax.owedOrRefund))
    if let california = result.californiaTax { balances.append(Self.balance("California (FTB)", california.owedOrRefund)) }
    stateNotice = output.stateSummary?.text
    if let balance = Self.stateBalance(report.household, result: result) { balances.append(balance) }
    if let completed = output.completedYear, completed.leftOut, !completed.fields.isEmpty {
      comparisonNote = "The QuickTax web app would count the income listed as still to come, as if the year had not ended: no comparison with it."
    } else if let comparison = output.comparison, comparison.differs {
      comparisonNote = Self.comparisonNote(comparison, california: result.californiaTax != nil)
    } else if !output.beyondWebApp.isEmpty {
      // A few fields by name, the rest counted: the note is one line's worth.
      let beyond = WebAppFieldWords.words(output.beyondWebApp, filingStatus: report.household.filingStatus)
      let named = beyond.count <= 3 ? ListWording.joined(beyond) : beyond.prefix(2).joined(separator: ", ") + " and \(beyond.count - 2) more"
      comparisonNote =
        "The QuickTax web app has no place for \(named), so there is no comparison with it (--rules quicktax-web names each field)."
    }

    // A year that has ended has nothing still to come (current law, ``CompletedTaxYear``).
    let toCome = output.completedYear?.leftOut != true
    if let completed = output.completedYear {
      yearEndedNotice = completed.notice(returnDueDate: output.returnDueDate(.federal), currentLaw: completed.leftOut)
    } else if output.clock.now.localYear(in: zone) < Double(report.taxYear) {
      // An as-of date before the tax year (a bundled example's, kept in a file made from it): said
      // first, in a sentence, not only among the warnings at the end.
      let asOf = JSDateFormat.longDay(output.clock.now, in: zone)
      yearEndedNotice =
        "This is as of \(asOf), before tax year \(report.taxYear) began: paychecks and vests still to come are counted only to the end "
        + "of that year (as the web app does), so it is not your \(report.taxYear) estimate. Give --as-of with a date in \(report.taxYear), "
        + "or take \"asOf\" out of the file to estimate as of today."
    }
    if let steps = worksheet.currentLaw {
      sections.append(Self.currentLawIncome(steps, worksheet: worksheet, toCome: toCome))
    } else {
      var income = Section(title: "Income")
      let household = worksheet.household
      income.row("Total income", MoneyFormat.dollars(worksheet.totalIncomeBeforeBusinessExpenses))
      income.row("Wages to date", MoneyFormat.dollars(household.ytdWage), level: 1)
      income.row("Wages still to come", MoneyFormat.dollars(household.projectedWage), level: 1)
      income.row("Business expenses (Schedule C)", MoneyFormat.subtracted(result.businessExpenses))
      income.row("Total income after business expenses", MoneyFormat.dollars(result.totalIncome))
      income.row("Combined effective tax rate", MoneyFormat.percent(worksheet.combinedEffectiveRate))
      sections.append(income)
    }

    sections.append(Self.federal(worksheet, report.tables.federal, household: report.household, toCome: toCome))
    if let california = result.californiaTax, let deductions = worksheet.california {
      sections.append(Self.california(california, deductions, worksheet, report.tables.california, family: report.household.family, toCome: toCome))
    }
    if let stateReturn = result.stateTax { sections.append(Self.stateReturn(stateReturn)) }
    if !toCome {
      sections.append(Self.balanceWithReturn(output))
    } else if worksheet.currentLaw == nil {
      sections.append(Self.paymentPlan(report))
    } else {
      webAppPlan = Self.paymentPlan(report, forComparison: true)
    }
    if let rmd = Self.requiredMinimumDistributionSection(output.requiredMinimumDistributions, taxYear: report.taxYear) { sections.append(rmd) }
    if let plan = Self.planSection(output.plans, completed: toCome ? nil : output) { sections.append(plan) }
    // The state's summary is said at the top already.
    warnings = output.warnings.filter { $0.path != "residence.state" || $0.message != stateNotice }.map(\.description)
    tableNotices = output.settings.tableNotices
  }

  /// A time zone as a person reads it: "UTC" for the names of Coordinated Universal Time
  /// ("Etc/UTC", "Etc/GMT", "Zulu"…), else its IANA name.
  static func zoneName(_ identifier: String) -> String {
    ["Etc/UTC", "Etc/UCT", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "UTC", "UCT", "GMT", "Universal", "Zulu", "Etc/GMT0", "GMT0"].contains(identifier)
      ? "UTC" : identifier
  }

  static func balance<N: TaxNumber>(_ title: String, _ owedOrRefund: N) -> Balance {
    let words = BalanceWording.headline(owedOrRefund, amount: MoneyFormat.dollars(owedOrRefund.magnitudeForDisplay))
    return Balance(title: title, words: words, tone: owedOrRefund > .zero ? .owed : (owedOrRefund < .zero ? .overpaid : .plain))
  }

  static func federal<N: TaxNumber>(
    _ worksheet: ComprehensiveTaxWorksheet<N>, _ tables: FederalTaxTables<N>, household: Household, toCome: Bool = true
  ) -> Section {
    let tax = worksheet.result.federalTax
    let withholding = worksheet.household
    var section = Section(title: "Federal tax (IRS)")
    section.row("Deduction: \(tax.deduction.type.rawValue)", MoneyFormat.dollars(tax.deduction.amount))
    section.blocks.append(
      .note(
        DeductionWording.federalChoice(
          standard: worksheet.federalStandardDeduction, itemized: worksheet.federalItemized, chosen: tax.deduction.type,
          salesTax: worksheet.currentLaw?.scheduleA.salesTaxElected ?? false)))
    if let steps = worksheet.currentLaw {
      currentLawDeductionNotes(
        steps, worksheet: worksheet, giftsFloorRate: tables.currentLaw?.charitableContributions.itemizerFloorRate ?? .zero, into: &section)
      schedule1ARows(steps, filingStatus: household.filingStatus, rules: tables.currentLaw?.schedule1A, into: &section)
      qualifiedBusinessIncomeRows(steps, into: &section)
    }
    section.row("Taxable income", MoneyFormat.dollars(tax.taxableIncome))
    section.row("Ordinary income tax", MoneyFormat.dollars(tax.ordinaryIncomeTax))
    section.brackets(tax.ordinaryTaxBrackets)
    // Under the brackets it explains: the Tax Table's tax is not the sum of the bracket rows.
    if let steps = worksheet.currentLaw, steps.regularTax.ordinaryFromTable, let table = tables.currentLaw?.taxTable {
      section.blocks.append(
        .note(
          BracketWording.taxTableNote(
            "the IRS Tax Table, which Form 1040 requires", table: table, income: steps.regularTax.ordinaryTaxableIncome,
            tax: steps.regularTax.ordinaryTax, rows: tax.ordinaryTaxBrackets)))
    }
    section.row("Capital gains and qualified dividends tax", MoneyFormat.dollars(tax.capitalGainsTax))
    section.brackets(tax.capitalGainsBrackets)
    if let law = tax.currentLaw, let steps = worksheet.currentLaw {
      section.row("Alternative minimum tax (Form 6251)", MoneyFormat.dollars(law.alternativeMinimumTax))
      if law.childTaxCredit > .zero {
        section.row("Child tax credit and credit for other dependents (Schedule 8812)", MoneyFormat.subtracted(law.childTaxCredit))
      }
      federalCurrentLawTaxRows(law, steps, into: &section)
      section.row("Net investment income tax (Form 8960)", MoneyFormat.dollars(law.netInvestmentIncomeTax))
      section.row("Additional Medicare tax (Form 8959)", MoneyFormat.dollars(law.additionalMedicareTax))
    }
    section.row("Total tax", MoneyFormat.dollars(tax.totalTax))
    section.row("Withholding to date", MoneyFormat.subtracted(withholding.ytdWithholdings.federal))
    if toCome { section.row("Withholding still to come", MoneyFormat.subtracted(withholding.projectedWithholdings.federal)) }
    if let retirement = worksheet.currentLaw?.income.retirement, retirement.federalWithheld != .zero {
      section.row("Withheld from pensions and IRAs (1099-R box 4)", MoneyFormat.subtracted(retirement.federalWithheld))
    }
    if let law = tax.currentLaw, law.additionalMedicareTaxWithheld > .zero {
      section.row("Additional Medicare tax withheld by employers", MoneyFormat.subtracted(law.additionalMedicareTaxWithheld))
    }
    if let law = tax.currentLaw, law.withheldOnForms1099 > .zero {
      section.row("Withheld from Social Security and unemployment (line 25b)", MoneyFormat.subtracted(law.withheldOnForms1099))
    }
    section.row("Estimated payments made", MoneyFormat.subtracted(worksheet.federalEstimatedPaymentsMade))
    if let law = tax.currentLaw, let steps = worksheet.currentLaw {
      earnedIncomeCreditRows(
        law, steps, family: household.family, filingStatus: household.filingStatus, rule: tables.currentLaw?.earnedIncomeCredit, into: &section)
    }
    if let law = tax.currentLaw, law.additionalChildTaxCredit > .zero {
      section.row("Additional child tax credit (refundable)", MoneyFormat.subtracted(law.additionalChildTaxCredit))
    }
    if let credits = worksheet.currentLaw?.schedule8812 {
      // What of the child tax credit neither lowers the tax nor comes back (Schedule 8812 lines
      // 16a–27): said, so that no credit silently does nothing.
      let lost = credits.unusedCredit - credits.additionalChildTaxCredit
      if lost >= N(1) {
        section.blocks.append(
          .note(
            "\(MoneyFormat.dollars(lost)) of the \(MoneyFormat.dollars(credits.creditsAfterPhaseout)) child tax credit and credit for other dependents does "
              + "nothing: \(MoneyFormat.dollars(credits.nonrefundableCredit)) of it lowers the tax, and only \(MoneyFormat.dollars(credits.additionalChildTaxCredit)) "
              + "comes back as the additional child tax credit (at most \(MoneyFormat.dollars(credits.refundableLimit)) for the qualifying children, and "
              + "\(MoneyFormat.dollars(credits.earnedIncomeAmount)) by earned income, Schedule 8812 lines 16b–20; IRC §24(d), (h)(5))."))
      }
    }
    if let steps = worksheet.currentLaw { refundableEducationRow(steps, into: &section) }
    section.row(BalanceWording.label(tax.owedOrRefund), MoneyFormat.dollars(tax.owedOrRefund.magnitudeForDisplay))
    section.blocks.append(.note("Effective rate \(MoneyFormat.percent(tax.effectiveRate)). " + BracketWording.distance(tax.nextBracketInfo)))
    return section
  }

  /// Under current law, what the deduction is made of beyond the web app's figures: the
  /// additional standard deduction, the senior deduction, medical expenses, the state income tax
  /// as paid (and how it differs from this year's California tax, which the web app counts), and
  /// gifts above the AGI limit, which carry forward.
  static func currentLawDeductionNotes<N: TaxNumber>(
    _ steps: CurrentLawWorksheet<N>, worksheet: ComprehensiveTaxWorksheet<N>, giftsFloorRate: N, into section: inout Section
  ) {
    let deduction = steps.deductions
    if deduction.mustItemize {
      section.blocks.append(.note("Married filing separately with a spouse who itemizes: no standard deduction (IRC §63(c)(6)(A))."))
    } else if deduction.additionalStandardDeduction > .zero {
      section.blocks.append(
        .note("The standard deduction includes \(MoneyFormat.dollars(deduction.additionalStandardDeduction)) for age 65 or older and blindness (IRC §63(f))."))
    }
    let scheduleA = steps.scheduleA
    if scheduleA.medicalExpenses > .zero {
      section.blocks.append(
        .note("Medical expenses count above \(MoneyFormat.dollars(scheduleA.medicalFloor)) (7.5% of AGI): \(MoneyFormat.dollars(scheduleA.medicalDeduction)) when itemizing."))
    }
    let paid = steps.stateIncomeTaxPaid
    if worksheet.result.californiaTax != nil {
      var parts = ["withholding \(MoneyFormat.dollars(paid.withholding))", "SDI \(MoneyFormat.dollars(paid.disabilityInsurance))"]
      if paid.estimatedPayments > .zero { parts.append("estimated payments \(MoneyFormat.dollars(paid.estimatedPayments))") }
      if paid.earlierYears > .zero { parts.append("earlier years \(MoneyFormat.dollars(paid.earlierYears))") }
      var note = "State income tax for SALT, as paid this year (Schedule A line 5a): \(MoneyFormat.dollars(paid.total)) (" + parts.joined(separator: ", ") + ")."
      if let liability = worksheet.result.californiaTax?.totalTax, (liability - paid.total).jsRounded() != .zero {
        let gap = liability - paid.total
        note += " This year's California tax, which the web app counts, is \(MoneyFormat.dollars(liability)), \(MoneyFormat.dollars(gap.magnitudeForDisplay)) \(gap > .zero ? "more" : "less")."
      }
      if let sources = DeductionWording.disabilityInsurance(paid.disabilityInsuranceByPerson) { note += " " + sources }
      section.blocks.append(.note(note))
    }
    if scheduleA.generalSalesTax > .zero {
      // Schedule A line 5a's box: sales taxes in place of income taxes, whichever is larger.
      let sales = MoneyFormat.dollars(scheduleA.generalSalesTax)
      let income = MoneyFormat.dollars(paid.total)
      section.blocks.append(
        .note(
          scheduleA.salesTaxElected
            ? "General sales taxes of \(sales) are deducted in place of state and local income taxes (\(income) paid), the larger (Schedule A line 5a; IRC §164(b)(5))."
            : "General sales taxes of \(sales) are not more than the state and local income taxes paid, \(income): the income taxes are deducted (Schedule A line 5a)."))
    } else if let profile = steps.household.residence?.profile, profile.incomeTax == .none {
      section.blocks.append(
        .note(
          "\(profile.state.name) has no income tax: itemizing, general sales taxes may be deducted instead (Schedule A line 5a; IRC §164(b)(5)); "
            + "give the year's total as deductions.generalSalesTax."))
    }
    if scheduleA.giftsFloor > .zero {
      // IRC §170(b)(1)(I), from 2026: an itemizer's gifts count only above 0.5% of the contribution base.
      section.blocks.append(
        .note(
          "Donations count only above \(MoneyFormat.dollars(scheduleA.giftsFloor)), \(MoneyFormat.rate(giftsFloorRate)) of AGI (IRC §170(b)(1)(I), from 2026): "
            + "\(MoneyFormat.dollars(scheduleA.gifts)) of \(MoneyFormat.dollars(jsMin(scheduleA.cashGifts, scheduleA.giftsLimit))) when itemizing."))
    }
    if scheduleA.giftsCarryover > .zero {
      section.blocks.append(
        .note("\(MoneyFormat.dollars(scheduleA.giftsCarryover)) of cash gifts is over the federal limit of \(MoneyFormat.dollars(scheduleA.giftsLimit)) and carries to next year (IRC §170(d))."))
    }
    if steps.seniorDeduction > .zero {
      section.row("Senior deduction (Schedule 1-A)", MoneyFormat.dollars(steps.seniorDeduction))
    }
  }

  static func california<N: TaxNumber>(
    _ tax: CaliforniaTaxResult<N>, _ deductions: CaliforniaDeductionWorksheet<N>, _ worksheet: ComprehensiveTaxWorksheet<N>,
    _ tables: CaliforniaTaxTables<N>, family: FamilyData, toCome: Bool = true
  ) -> Section {
    let withholding = worksheet.household
    let federalSteps = worksheet.currentLaw
    var section = Section(title: "California tax (FTB)")
    section.row("Deduction: \(tax.deduction.type.rawValue)", MoneyFormat.dollars(tax.deduction.amount))
    section.blocks.append(.note(DeductionWording.californiaChoice(deductions, chosen: tax.deduction.type)))
    if let steps = worksheet.currentLaw, let california = steps.california { californiaIncomeNotes(california, federal: steps, into: &section) }
    section.row("Taxable income", MoneyFormat.dollars(tax.taxableIncome))
    section.row("Base tax", MoneyFormat.dollars(tax.baseTax))
    section.brackets(tax.taxBrackets)
    if let credits = tax.exemptionCredits, let steps = worksheet.currentLaw?.california {
      if steps.fromTaxTable, let table = tables.currentLaw?.taxTable {
        section.blocks.append(
          .note(
            BracketWording.taxTableNote(
              "the FTB tax table, which Form 540 uses", table: table, income: tax.taxableIncome, tax: tax.baseTax, rows: tax.taxBrackets)))
      }
      section.row("Exemption credits", MoneyFormat.subtracted(credits))
      let worksheet = steps.exemptionCredits
      var kinds = ["\(MoneyFormat.count(worksheet.personalExemptions.doubleValue)) personal"]
      if worksheet.seniorExemptions > 0 { kinds.append("\(worksheet.seniorExemptions) senior") }
      if worksheet.blindExemptions > 0 { kinds.append("\(worksheet.blindExemptions) blind") }
      if worksheet.dependents > 0 { kinds.append("\(worksheet.dependents) dependent") }
      var note = "Credits: " + kinds.joined(separator: ", ") + "."
      if credits < worksheet.totalBeforePhaseout {
        note += " \(MoneyFormat.dollars(worksheet.totalBeforePhaseout)) before the phase-out by federal AGI (R&TC §17054.1)."
      }
      section.blocks.append(.note(note))
      if let federal = federalSteps { californiaCurrentLawRows(steps, federal: federal, into: &section) }
      if steps.scheduleCA.giftsCarryover > .zero {
        section.blocks.append(
          .note("\(MoneyFormat.dollars(steps.scheduleCA.giftsCarryover)) of cash gifts is over California's limit of \(MoneyFormat.dollars(steps.scheduleCA.giftsLimit)) and carries to next year."))
      }
    }
    let threshold = MoneyFormat.dollars(tables.mentalHealthTaxThreshold)
    section.row("Mental health services tax (\(MoneyFormat.rate(tables.mentalHealthTaxRate)) over \(threshold))", MoneyFormat.dollars(tax.mentalHealthTax))
    if let steps = worksheet.currentLaw?.california, let retirement = worksheet.currentLaw?.income.retirement,
      retirement.earlyDistributionsSubjectToTax > .zero
    {
      section.row("Additional tax on early distributions (FTB 3805P)", MoneyFormat.dollars(steps.earlyDistributionTax))
    }
    section.row("Total tax", MoneyFormat.dollars(tax.totalTax))
    if let steps = worksheet.currentLaw {
      californiaEarnedIncomeCreditRows(steps, family: family, rule: tables.currentLaw?.earnedIncomeCredit, into: &section)
    }
    section.row("Withholding to date", MoneyFormat.subtracted(withholding.ytdWithholdings.state))
    if toCome { section.row("Withholding still to come", MoneyFormat.subtracted(withholding.projectedWithholdings.state)) }
    if let retirement = worksheet.currentLaw?.income.retirement, retirement.stateWithheld != .zero {
      section.row("Withheld from pensions and IRAs (1099-R box 14)", MoneyFormat.subtracted(retirement.stateWithheld))
    }
    section.row("Estimated payments made", MoneyFormat.subtracted(deductions.estimatedPaymentsMade))
    section.row(BalanceWording.label(tax.owedOrRefund), MoneyFormat.dollars(tax.owedOrRefund.magnitudeForDisplay))
    var note = "Effective rate \(MoneyFormat.percent(tax.effectiveRate)). " + BracketWording.distance(tax.nextBracketInfo)
    if let distance = tax.distanceToMentalHealthTax {
      note += " The mental health tax starts \(MoneyFormat.dollars(distance)) of taxable income from here."
    }
    section.blocks.append(.note(note))
    // Projected groups, once per source: "Projected figures (brackets, taxTable): 2025 figures × 1.034 ...";
    // only those the household's figures use (no credit it does not have).
    var groupsBySource: [(source: String, groups: [String])] = []
    let steps = worksheet.currentLaw?.california
    func used(_ group: String) -> Bool {
      guard let steps else { return true }
      switch group {
      case "rentersCredit": return steps.rentersCreditAllowed > .zero
      case "earnedIncomeTaxCredit": return steps.earnedIncomeCredit.map { $0.credit > .zero || $0.youngChildCredit > .zero } ?? false
      case "dependentCareCredit": return steps.dependentCareCredit != nil
      case "alternativeMinimumTax": return steps.alternativeMinimumTax.alternativeMinimumTax > .zero || steps.alternativeMinimumTax.incentiveStockOptions > .zero
      case "itemizedDeductionLimitation": return steps.scheduleCA.limitation > .zero
      default: return true
      }
    }
    for projection in steps?.projections ?? [] where used(projection.group) {
      if let index = groupsBySource.firstIndex(where: { $0.source == projection.source }) {
        groupsBySource[index].groups.append(projection.group)
      } else {
        groupsBySource.append((projection.source, [projection.group]))
      }
    }
    for entry in groupsBySource {
      section.blocks.append(.note("Projected figures (\(entry.groups.joined(separator: ", "))): \(entry.source)."))
    }
    return section
  }

  /// "Web app (quicktax-web rules): federal $1,614 owed, California $1,027 owed. Main difference: ..."
  static func comparisonNote<N: TaxNumber>(_ comparison: RuleSetComparison<N>, california: Bool) -> String {
    func words(_ owed: N) -> String { BalanceWording.headline(owed, amount: MoneyFormat.dollars(owed.magnitudeForDisplay)) }
    var text = "The QuickTax web app would show: federal \(words(comparison.webFederalOwedOrRefund))"
    if california, let owed = comparison.webCaliforniaOwedOrRefund { text += ", California \(words(owed))" }
    text += "."
    if let reason = comparison.mainReason { text += " Main difference: \(reason)." }
    return text
  }

  /// A year that has ended (current law): in place of the web app's quarters, each balance and
  /// the date the return that pays it is due.
  static func balanceWithReturn<N: TaxNumber>(_ output: EstimateOutput<N>) -> Section {
    var section = Section(title: "Balance due with the return")
    let result = output.report.estimate.result
    var balances = [("Federal (IRS)", TaxDataFile.Jurisdiction.federal, result.federalTax.owedOrRefund)]
    if let california = result.californiaTax { balances.append(("California (FTB)", .california, california.owedOrRefund)) }
    if let state = result.stateTax { balances.append((TaxAuthority.of(state.jurisdiction).label, state.jurisdiction, state.owedOrRefund)) }
    for (agency, jurisdiction, owed) in balances {
      // IRC §6072(a) and §7503; R&TC §18566: the 15th day of the 4th month, or the next business day.
      let due = output.returnDueDate(jurisdiction).map { ", return due \(JSDateFormat.longDay(iso: $0))" } ?? ""
      let amount = MoneyFormat.dollars(owed.magnitudeForDisplay)
      section.row(agency + due, owed > .zero ? "\(amount) owed" : (owed < .zero ? "\(amount) refund" : BalanceWording.headline(owed, amount: amount)))
    }
    return section
  }

  static let webAppPlanTitle = "The web app's payment plan: the year's balance paid to zero by the due dates"

  static let webAppComparisonTitle = "Compared with the QuickTax web app"

  /// The sections, then, under current law, the comparison with the web app: its figures in a
  /// sentence and its pay-to-zero plan.
  var sectionsWithComparison: [Section] {
    guard comparisonNote != nil || webAppPlan != nil else { return sections }
    var comparison = Section(title: Self.webAppComparisonTitle)
    if let comparisonNote { comparison.blocks.append(.note(comparisonNote)) }
    comparison.blocks += webAppPlan?.blocks ?? []
    return sections + [comparison]
  }

  /// `forComparison`: under current law, at the end, after the safe-harbor plan it is compared with.
  static func paymentPlan<N: TaxNumber>(_ report: EstimateReport<N>, forComparison: Bool = false) -> Section {
    var section = Section(title: webAppPlanTitle)
    section.blocks.append(
      .note(
        forComparison
          ? "The web app's payment plan pays the whole year's tax by the due dates. The law asks less (the safe-harbor plan above, "
            + "which the list of what to do follows), and the rest can wait for the return."
          : "The QuickTax web app's amounts, for comparison: they pay the whole year's tax by the due dates. The law asks less — the "
            + "safe-harbor plan below, which the list of what to do follows — and the rest can wait for the return."))
    let result = report.estimate.result
    section.plan("Federal (IRS)", report.estimate.federalSuggestions, owed: result.federalTax.owedOrRefund)
    if let california = result.californiaTax {
      section.plan("California (FTB)", report.estimate.californiaSuggestions, owed: california.owedOrRefund)
    }
    return section
  }
}

extension EstimateDocument.Section {
  mutating func row(_ label: String, _ value: String, level: Int = 0) {
    blocks.append(.row(label: label, value: value, level: level))
  }

  mutating func brackets<N: TaxNumber>(_ details: [TaxBracketDetail<N>]) {
    for detail in details { row(BracketWording.row(detail), MoneyFormat.dollars(detail.taxForBracket), level: 1) }
  }

  mutating func plan<N: TaxNumber>(_ title: String, _ suggestions: [EstimatedPaymentSuggestion<N>], owed: N) {
    let rows = suggestions.map { [$0.quarter, $0.dueDate, PlanWording.status($0), MoneyFormat.dollars($0.amount)] }
    let muted = Set(suggestions.indices.filter { suggestions[$0].isPastDue })
    blocks.append(.table(title: title, header: ["Quarter", "Due", "Status", "Amount"], rows: rows, mutedRows: muted, rightAligned: [3]))
    if let note = PlanWording.note(suggestions, owed: owed) { blocks.append(.note(note)) }
  }
}

extension EstimateDocument {
  /// The state's line beside the federal balance, where it is not California's: the balance of the
  /// return made beside the federal one (Washington's excise tax), no income tax, or not computed.
  static func stateBalance<N: TaxNumber>(_ household: Household, result: TaxCalculationResult<N>) -> Balance? {
    if let state = result.stateTax {
      let owed = state.owedOrRefund
      let amount = MoneyFormat.dollars(owed.magnitudeForDisplay)
      // "$10,500 owed (capital gains excise tax)": the tax's name without the state's, where it is
      // not the state's income tax.
      let named = StateCatalog.profile(for: state.jurisdiction)?.incomeTax != .computed
      let tax = named ? " (" + state.taxName.replacingOccurrences(of: "\(profileName(state.jurisdiction)) ", with: "") + ")" : ""
      let words = owed > .zero ? "\(amount) owed\(tax)" : BalanceWording.headline(owed, amount: amount) + tax
      return Balance(title: TaxAuthority.of(state.jurisdiction).label, words: words, tone: owed > .zero ? .owed : owed < .zero ? .overpaid : .plain)
    }
    guard let profile = household.stateProfile else {
      return household.includeCaliforniaTax ? nil : Balance(title: "State", words: "not computed (no state named)", tone: .plain)
    }
    switch profile.incomeTax {
    case .computed: return nil
    case .none: return Balance(title: profile.state.name, words: "no state income tax", tone: .plain)
    case .notComputed: return Balance(title: profile.state.name, words: "income tax not computed", tone: .plain)
    }
  }

  /// "Washington": the state's name of a jurisdiction.
  static func profileName(_ jurisdiction: TaxDataFile.Jurisdiction) -> String { TaxAuthority.of(jurisdiction).name }

  /// A state's return made beside the federal one, line by line, with its notes.
  static func stateReturn<N: TaxNumber>(_ stateReturn: StateTaxReturn<N>) -> Section {
    var section = Section(title: stateReturn.title)
    for line in stateReturn.lines where line.shownWhenZero || line.amount != .zero { section.row(line.label, MoneyFormat.dollars(line.amount)) }
    // A return whose lines end with its own total (New York's line 62) is not given another.
    if !stateReturn.lines.contains(where: { $0.key == "totalTax" }) { section.row("Total tax", MoneyFormat.dollars(stateReturn.totalTax)) }
    if stateReturn.payments != .zero { section.row("Withholding and estimated payments", MoneyFormat.subtracted(stateReturn.payments)) }
    section.row(BalanceWording.label(stateReturn.owedOrRefund), MoneyFormat.dollars(stateReturn.owedOrRefund.magnitudeForDisplay))
    for note in stateReturn.notes { section.blocks.append(.note(note)) }
    return section
  }
}
