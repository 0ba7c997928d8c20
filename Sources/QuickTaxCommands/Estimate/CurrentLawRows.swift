import QuickTaxCore

/// The rows current law adds to an estimate: income as Form 1040 lines 1–11 build it (Schedule C,
/// Schedule D with carryovers, the Schedule 1 adjustments, AGI), the deductions and taxes the web
/// app has no row for (QBI, self-employment tax, both AMTs), and what carries to next year.
extension EstimateDocument {
  /// The Income section under current law: each kind of income, the adjustments and AGI.
  static func currentLawIncome<N: TaxNumber>(_ steps: CurrentLawWorksheet<N>, worksheet: ComprehensiveTaxWorksheet<N>, toCome: Bool = true) -> Section {
    let income = steps.income
    let household = worksheet.household
    var section = Section(title: "Income")
    // No wage rows for a household without wages (a retired couple): $0 three times says nothing.
    if income.wages != .zero || household.ytdWage != .zero || household.projectedWage != .zero {
      section.row("Wages", MoneyFormat.dollars(income.wages))
      section.row("Wages to date", MoneyFormat.dollars(household.ytdWage), level: 1)
      if toCome { section.row("Wages still to come", MoneyFormat.dollars(household.projectedWage), level: 1) }
    }
    let received = income.benefitsAndInterest
    if received.taxExemptInterest != .zero {
      section.row("Tax-exempt interest (line 2a, not taxed)", MoneyFormat.dollars(received.taxExemptInterest))
    }
    let retirement = income.retirement
    for (label, amount) in [
      ("Taxable interest", income.taxableInterest), ("Ordinary dividends", income.ordinaryDividends),
      (retirement == nil ? "Roth conversions (IRA distributions)" : "IRA distributions (line 4b)", income.iraDistributions),
      ("Pensions and annuities (line 5b)", income.pensionsAndAnnuities),
    ] where amount != .zero {
      section.row(label, MoneyFormat.dollars(amount))
      if label == "Taxable interest" && received.treasuryInterest != .zero {
        section.row("US Treasury interest (1099-INT box 3)", MoneyFormat.dollars(received.treasuryInterest), level: 1)
      }
    }
    if let benefits = income.socialSecurity {
      section.row("Social Security benefits (line 6a)", MoneyFormat.dollars(benefits.benefits))
      section.row("Taxable part (line 6b)", MoneyFormat.dollars(benefits.taxableBenefits), level: 1)
      section.blocks.append(.note(socialSecurityNote(benefits)))
    }
    if received.unemploymentCompensation != .zero {
      section.row("Unemployment compensation (Schedule 1 line 7)", MoneyFormat.dollars(received.unemploymentCompensation))
    }
    if let retirement { retirementNotes(retirement, rothConversion: household.aggregation.rothConversion, into: &section) }
    let scheduleD = income.scheduleD
    if scheduleD.net != .zero || scheduleD.shortTermCarryover > .zero || scheduleD.longTermCarryover > .zero {
      section.row("Capital gain or loss (Schedule D)", MoneyFormat.dollars(scheduleD.gainOrLoss))
      if scheduleD.gainOrLoss != scheduleD.net {
        section.blocks.append(.note("A net loss of \(MoneyFormat.dollars(scheduleD.net.magnitudeForDisplay)); \(MoneyFormat.dollars(scheduleD.gainOrLoss.magnitudeForDisplay)) of it counts against other income (IRC §1211(b))."))
      }
      if let carried = carryoverNote(short: scheduleD.shortTermCarryover, long: scheduleD.longTermCarryover) {
        section.blocks.append(.note(carried))
      }
    }
    let people = income.businesses.count > 1 ? ["You", "Spouse"] : ["You"]
    if income.businesses.contains(where: { $0.grossReceipts != .zero || $0.expenses != .zero }) {
      section.row("Business income (Schedule C)", MoneyFormat.dollars(income.businessIncome))
      for (name, business) in zip(people, income.businesses) where business.grossReceipts != .zero || business.expenses != .zero {
        section.row(
          "\(name): receipts \(MoneyFormat.dollars(business.grossReceipts)) less expenses \(MoneyFormat.dollars(business.expenses))",
          MoneyFormat.dollars(business.netProfit), level: 1)
      }
    }
    if let rentals = income.rentalRealEstate { rentalRealEstateRows(rentals, into: &section) }
    section.row("Total income", MoneyFormat.dollars(income.totalIncome))
    let adjustments = income.adjustments
    if adjustments.total != .zero {
      section.row("Adjustments (Schedule 1 Part II)", MoneyFormat.subtracted(adjustments.total))
      for (label, amount) in [
        ("Health savings account (line 13)", adjustments.healthSavingsAccount),
        ("Half of self-employment tax (line 15)", adjustments.selfEmploymentTax),
        ("SEP and solo 401(k) contributions (line 16)", adjustments.retirementPlans),
        ("Self-employed health insurance (line 17)", adjustments.healthInsurance),
        ("Traditional IRA (line 20)", adjustments.ira),
        ("Student loan interest (line 21)", adjustments.studentLoanInterest),
      ] where amount != .zero {
        section.row(label, MoneyFormat.dollars(amount), level: 1)
      }
    }
    section.row("Adjusted gross income", MoneyFormat.dollars(income.adjustedGrossIncome))
    section.row("Combined effective tax rate", MoneyFormat.percent(worksheet.combinedEffectiveRate))
    return section
  }

  /// How much of the benefits is taxed, and why: the provisional income against the base amounts.
  static func socialSecurityNote<N: TaxNumber>(_ worksheet: SocialSecurityBenefitsWorksheet<N>) -> String {
    let provisional = "Provisional income \(MoneyFormat.dollars(worksheet.provisionalIncome)) (half the benefits, other income"
      + (worksheet.taxExemptInterest != .zero ? ", tax-exempt interest" : "") + (worksheet.adjustments != .zero ? ", less adjustments" : "") + ")"
    let share = worksheet.benefits > .zero ? worksheet.taxableBenefits / worksheet.benefits * N(100) : .zero
    let against =
      worksheet.baseAmount == worksheet.adjustedBaseAmount
      ? "a base amount of \(MoneyFormat.dollars(worksheet.baseAmount)) (married filing separately, not living apart all year)"
      : "the base amounts \(MoneyFormat.dollars(worksheet.baseAmount)) and \(MoneyFormat.dollars(worksheet.adjustedBaseAmount))"
    return "\(provisional) against \(against): \(MoneyFormat.percent(share, decimals: 1)) of the benefits is taxable (Social Security Benefits Worksheet; IRC §86)."
  }

  /// Line 4a beside 4b: the Roth conversion and the QCDs excluded.
  static func retirementNotes<N: TaxNumber>(_ retirement: RetirementIncomeWorksheet<N>, rothConversion: N, into section: inout Section) {
    var parts: [String] = []
    if retirement.iraDistributions != .zero || rothConversion != .zero {
      parts.append("Line 4a \(MoneyFormat.dollars(retirement.iraDistributions + rothConversion))")
    }
    if rothConversion != .zero { parts.append("Roth conversions \(MoneyFormat.dollars(rothConversion))") }
    if retirement.qualifiedCharitableDistributions != .zero {
      parts.append("qualified charitable distributions \(MoneyFormat.dollars(retirement.qualifiedCharitableDistributions)) excluded (IRC §408(d)(8))")
    }
    if parts.count > 1 || retirement.qualifiedCharitableDistributions != .zero { section.blocks.append(.note(parts.joined(separator: "; ") + ".")) }
  }

  /// "$2,345 short-term and $1,234 long-term capital loss carry to next year (Capital Loss
  /// Carryover Worksheet)."
  static func carryoverNote<N: TaxNumber>(short: N, long: N, state: String = "") -> String? {
    var parts: [String] = []
    if short > .zero { parts.append("\(MoneyFormat.dollars(short)) short-term") }
    if long > .zero { parts.append("\(MoneyFormat.dollars(long)) long-term") }
    guard !parts.isEmpty else { return nil }
    return parts.joined(separator: " and ") + " \(state)capital loss carr\(parts.count == 1 ? "ies" : "y") to next year (Capital Loss Carryover Worksheet)."
  }

  /// The QBI deduction, after the deduction rows.
  static func qualifiedBusinessIncomeRows<N: TaxNumber>(_ steps: CurrentLawWorksheet<N>, into section: inout Section) {
    let qbi = steps.qualifiedBusinessIncome
    if qbi.deduction > .zero {
      section.row("Qualified business income deduction (Form 8995)", MoneyFormat.dollars(qbi.deduction))
      let components = qbi.components.reduce(N.zero, +)
      if qbi.deduction < components {
        section.blocks.append(.note("Limited to 20% of taxable income less net capital gain (\(MoneyFormat.dollars(qbi.incomeLimit)))."))
      }
    }
    if qbi.lossCarryforward > .zero {
      section.blocks.append(.note("A qualified business loss of \(MoneyFormat.dollars(qbi.lossCarryforward)) carries to next year's QBI deduction (Form 8995 line 16)."))
    }
  }

  /// The saver's credit, self-employment tax, and the AMT credit the options earn.
  static func federalCurrentLawTaxRows<N: TaxNumber>(_ law: FederalCurrentLawTaxes<N>, _ steps: CurrentLawWorksheet<N>, into section: inout Section) {
    if let foreign = steps.foreignTaxCredit { foreignTaxCreditRows(foreign, into: &section) }
    careAndEducationRows(steps, into: &section)
    if law.saversCredit > .zero {
      section.row("Saver's credit (Form 8880)", MoneyFormat.subtracted(law.saversCredit))
      section.blocks.append(
        .note("\(MoneyFormat.percent(steps.saversCredit.rate * N(100), decimals: 0)) of \(MoneyFormat.dollars(steps.saversCredit.contributions.reduce(N.zero, +))) of retirement contributions, for AGI of \(MoneyFormat.dollars(steps.adjustedGrossIncome))."))
    }
    if steps.minimumTaxCreditCarryforward > .zero {
      section.blocks.append(
        .note("\(MoneyFormat.dollars(steps.minimumTaxCreditCarryforward)) of the AMT comes from incentive stock options: a credit against regular tax in later years (Form 8801)."))
    }
    if law.selfEmploymentTax > .zero {
      section.row("Self-employment tax (Schedule SE)", MoneyFormat.dollars(law.selfEmploymentTax))
    }
    if let retirement = steps.income.retirement, retirement.earlyDistributions > .zero {
      section.row("Additional tax on early distributions (Form 5329)", MoneyFormat.dollars(law.additionalTaxOnEarlyDistributions))
      section.blocks.append(
        .note("10% of \(MoneyFormat.dollars(retirement.earlyDistributionsSubjectToTax)) of distributions before 59½"
          + (retirement.exceptedEarlyDistributions > .zero ? " (\(MoneyFormat.dollars(retirement.exceptedEarlyDistributions)) more under an exception of line 2)" : "")
          + " (Schedule 2 line 8)."))
    }
  }

  /// The earned income credit (Form 1040 line 27), with the figures it was read from the EIC
  /// Table for, or why there is none.
  /// `family` says whether the household asked about the credit (counted its children for it).
  static func earnedIncomeCreditRows<N: TaxNumber>(
    _ law: FederalCurrentLawTaxes<N>, _ steps: CurrentLawWorksheet<N>, family: FamilyData, filingStatus: FilingStatus,
    rule: EarnedIncomeCreditRule<N>?, into section: inout Section
  ) {
    if let eic = steps.earnedIncomeCredit, law.earnedIncomeCredit > .zero {
      section.row("Earned income credit (refundable, Form 1040 line 27)", MoneyFormat.subtracted(law.earnedIncomeCredit))
      section.blocks.append(.note(lookupNote(eic, "EIC Table", agi: "AGI")))
    } else if let eic = steps.earnedIncomeCredit, let note = disallowanceNote(eic, credit: "earned income credit", ages: "25 to 64", law: "IRC §32") {
      section.blocks.append(.note(note))
    } else if let note = CreditAbsenceWording.earnedIncomeCredit(steps, family: family, filingStatus: filingStatus, rule: rule) {
      section.blocks.append(.note(note))
    }
  }

  /// Schedule 1-A's tips, overtime and car loan interest deductions (Form 1040 line 13b), after
  /// the deduction rows, and, when California's tax is figured, that it allows none of them.
  static func schedule1ARows<N: TaxNumber>(
    _ steps: CurrentLawWorksheet<N>, filingStatus: FilingStatus, rules: Schedule1ARules<N>?, into section: inout Section
  ) {
    let schedule = steps.income.schedule1A
    var entered: [String] = []
    for (label, entry, amount, rule) in [
      ("Qualified tips deduction (Schedule 1-A Part II)", schedule.qualifiedTips, schedule.tipsDeduction, rules?.qualifiedTips),
      ("Qualified overtime deduction (Schedule 1-A Part III)", schedule.qualifiedOvertime, schedule.overtimeDeduction, rules?.qualifiedOvertime),
      ("Car loan interest deduction (Schedule 1-A Part IV)", schedule.vehicleLoanInterest, schedule.vehicleLoanInterestDeduction, rules?.passengerVehicleLoanInterest),
    ] where entry > .zero {
      section.row(label, MoneyFormat.dollars(amount))
      entered.append(label)
      if amount < entry, let rule {
        section.blocks.append(.note(schedule1ALimitNote(entry: entry, amount: amount, modifiedAGI: schedule.modifiedAGI, filingStatus: filingStatus, rule: rule)))
      }
    }
    if !entered.isEmpty && steps.california != nil {
      section.blocks.append(.note("California allows no deduction for tips, overtime or car loan interest (it did not adopt IRC §224, §225 or §163(h)(4))."))
    }
  }

  /// "$A of $E: limited to $L for <status>, then reduced by $R for modified AGI of $M over $T." —
  /// only the steps that took something off (Schedule 1-A lines 7–13, 15–21, 24–30).
  static func schedule1ALimitNote<N: TaxNumber>(entry: N, amount: N, modifiedAGI: N, filingStatus: FilingStatus, rule: SteppedPhaseoutDeductionRule<N>) -> String {
    let limit = rule.limit[filingStatus]
    let limited = jsMin(entry, limit)
    let reduction = limited - amount
    var steps: [String] = []
    if limited < entry {
      steps.append(
        limit > .zero
          ? "limited to \(MoneyFormat.dollars(limit)) filing \(filingStatus.displayName.lowercased())"
          : "none on a separate return (IRC §224(f), §225(e))")
    }
    if reduction > .zero {
      steps.append(
        "reduced by \(MoneyFormat.dollars(reduction)) for modified AGI of \(MoneyFormat.dollars(modifiedAGI)) over "
          + MoneyFormat.dollars(rule.phaseoutThreshold[filingStatus]))
    }
    return "\(MoneyFormat.dollars(amount)) of \(MoneyFormat.dollars(entry)): " + steps.joined(separator: ", then ") + "."
  }

  /// "No earned income credit: …" — why a federal or FTB 3514 credit is refused, when it is.
  static func disallowanceNote<Figures: EarnedIncomeCreditFigures>(_ figures: Figures, credit: String, ages: String, law: String) -> String? {
    guard let reason = figures.disallowance else { return nil }
    let why: String
    switch reason {
    case .investmentIncome: why = "investment income of \(MoneyFormat.dollars(figures.investmentIncome)) is over the year's limit"
    case .marriedFilingSeparately: why = "married filing separately allows it only with a qualifying child and having lived apart from the spouse the last six months of the year"
    case .age: why = "without a qualifying child, you (or your spouse) must be \(ages) at the end of the year"
    }
    return "No \(credit): \(why) (\(law))."
  }

  /// "EIC Table, 1 qualifying child: $X for earned income of $Y, $Z for AGI of $W; the smaller is
  /// taken." — what an earned income credit was looked up for.
  static func lookupNote<Figures: EarnedIncomeCreditFigures>(_ figures: Figures, _ source: String, agi: String) -> String {
    let children = figures.qualifyingChildren == 1 ? "1 qualifying child" : "\(figures.qualifyingChildren) qualifying children"
    var note = "\(source), \(children): \(MoneyFormat.dollars(figures.creditForEarnedIncome)) for earned income of \(MoneyFormat.dollars(figures.earnedIncome))"
    if let forAGI = figures.creditForAdjustedGrossIncome {
      note += ", \(MoneyFormat.dollars(forAGI)) for \(agi) of \(MoneyFormat.dollars(figures.adjustedGrossIncome)); the smaller is taken"
    }
    return note + "."
  }

  /// FTB 3514: CalEITC (Form 540 line 75) and the young child tax credit (line 76), refundable,
  /// with what the credit was figured on, or why there is none.
  /// `family` says whether the household asked about the credits (counted its children for them).
  static func californiaEarnedIncomeCreditRows<N: TaxNumber>(
    _ steps: CurrentLawWorksheet<N>, family: FamilyData, rule: CaliforniaEarnedIncomeCreditRule<N>?, into section: inout Section
  ) {
    guard let form3514 = steps.california?.earnedIncomeCredit else {
      if let note = CreditAbsenceWording.californiaEarnedIncomeCredit(steps, family: family, rule: rule) { section.blocks.append(.note(note)) }
      return
    }
    if form3514.credit > .zero {
      section.row("CalEITC (refundable, Form 540 line 75)", MoneyFormat.subtracted(form3514.credit))
      section.blocks.append(.note(lookupNote(form3514, "FTB 3514", agi: "federal AGI")))
    } else if let note = disallowanceNote(form3514, credit: "California earned income tax credit", ages: "18 or older", law: "R&TC §17052") {
      section.blocks.append(.note(note))
    } else if let note = CreditAbsenceWording.californiaEarnedIncomeCredit(steps, family: family, rule: rule) {
      section.blocks.append(.note(note))
    }
    if form3514.youngChildCredit > .zero {
      section.row("Young child tax credit (refundable, Form 540 line 76)", MoneyFormat.subtracted(form3514.youngChildCredit))
      if form3514.youngChildZeroEarnedIncome {
        section.blocks.append(.note("Allowed without earned income: wages and the net loss are within R&TC §17052.1(b)'s limit."))
      }
    }
    if let note = CreditAbsenceWording.youngChildCredit(form3514, family: family, rule: rule) { section.blocks.append(.note(note)) }
  }

  /// California's AGI when it differs, Schedule P, and California's carryovers.
  static func californiaCurrentLawRows<N: TaxNumber>(
    _ steps: CaliforniaCurrentLawWorksheet<N>, federal: CurrentLawWorksheet<N>, into section: inout Section
  ) {
    californiaCareRows(steps, into: &section)
    if steps.rentersCredit > .zero {
      section.row("Renter's credit (Form 540 line 46)", MoneyFormat.subtracted(steps.rentersCredit))
    }
    // A credit that does nothing is said: nonrefundable, it cannot go below a tax of zero.
    if steps.rentersCreditAllowed > steps.rentersCredit {
      let used = steps.rentersCredit > .zero ? "only \(MoneyFormat.dollars(steps.rentersCredit)) of it is used" : "none of it is used"
      section.blocks.append(
        .note(
          "The renter's credit of \(MoneyFormat.dollars(steps.rentersCreditAllowed)) is nonrefundable (Form 540 line 46): it only lowers the tax "
            + "left after the exemption credits, so \(used); nothing of it is paid back."))
    }
    let amt = steps.alternativeMinimumTax
    if amt.alternativeMinimumTax > .zero || amt.incentiveStockOptions > .zero {
      section.row("Alternative minimum tax (Schedule P)", MoneyFormat.dollars(amt.alternativeMinimumTax))
      if steps.minimumTaxCreditCarryforward > .zero {
        section.blocks.append(
          .note("\(MoneyFormat.dollars(steps.minimumTaxCreditCarryforward)) of it comes from incentive stock options: a credit in later years (FTB 3510)."))
      }
    }
  }

  /// What makes California's AGI differ from the federal one, and that California has no QBI
  /// deduction, under the California deduction.
  static func californiaIncomeNotes<N: TaxNumber>(
    _ steps: CaliforniaCurrentLawWorksheet<N>, federal: CurrentLawWorksheet<N>, into section: inout Section
  ) {
    if (steps.adjustedGrossIncome - federal.adjustedGrossIncome).jsRounded() != .zero {
      var reasons: [String] = []
      if federal.income.adjustments.healthSavingsAccount > .zero { reasons.append("HSA contributions added back (R&TC §17131.4)") }
      let differences = steps.incomeDifferences
      for (amount, reason) in [
        (differences.socialSecurityBenefits, "taxable Social Security benefits subtracted (Schedule CA line 6b; R&TC §17087)"),
        (differences.unemploymentCompensation, "unemployment compensation subtracted (line 7; R&TC §17083)"),
        (differences.treasuryInterest, "US Treasury interest subtracted (line 2; 31 U.S.C. §3124, R&TC §17143)"),
        (differences.taxExemptInterestOtherStates, "other states' bond interest added (line 2, column C; R&TC §17133)"),
      ] where amount != .zero {
        reasons.append("\(MoneyFormat.dollars(amount)) of \(reason)")
      }
      if steps.shortTermCapitalLossCarryover != federal.income.scheduleD.shortTermCarryover
        || steps.longTermCapitalLossCarryover != federal.income.scheduleD.longTermCarryover
      {
        reasons.append("California's own capital loss carryovers")
      }
      if let rentals = steps.rentalRealEstate, rentals.rentalIncome != federal.income.rentalRealEstate?.rentalIncome {
        reasons.append("rental losses as FTB 3801 allows them, with California's modified AGI")
      }
      section.blocks.append(
        .note("California AGI \(MoneyFormat.dollars(steps.adjustedGrossIncome)), federal \(MoneyFormat.dollars(federal.adjustedGrossIncome))"
          + (reasons.isEmpty ? "." : ": " + reasons.joined(separator: "; ") + ".")))
    }
    if federal.qualifiedBusinessIncome.deduction > .zero {
      section.blocks.append(.note("California has no qualified business income deduction."))
    }
    if let rentals = steps.rentalRealEstate, rentals.unallowedLoss != federal.income.rentalRealEstate?.unallowedLoss,
      let note = passiveLossNote(rentals, form: "FTB 3801", state: "California ")
    {
      section.blocks.append(.note(note))
    }
    if federal.foreignTaxCredit != nil {
      section.blocks.append(.note("California allows no credit for foreign income tax: R&TC §18001 credits net income tax paid to other states and US possessions, not to foreign countries (FTB Schedule S)."))
    }
    if let carried = carryoverNote(short: steps.shortTermCapitalLossCarryover, long: steps.longTermCapitalLossCarryover, state: "California "),
      steps.shortTermCapitalLossCarryover != federal.income.scheduleD.shortTermCarryover
        || steps.longTermCapitalLossCarryover != federal.income.scheduleD.longTermCarryover
    {
      section.blocks.append(.note(carried))
    }
  }
}
