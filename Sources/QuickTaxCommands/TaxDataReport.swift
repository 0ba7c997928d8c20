import QuickTaxCore

/// `quicktax tax-data show YEAR`: a year's figures as a person checks them against the
/// publications, each group followed by its source.
enum TaxDataReport {
  static func show(_ ruleSet: TaxRuleSet, year: Int) -> String {
    var lines: [String] = []
    for file in ruleSet.files where file.taxYear == year {
      lines += [
        "\(TaxAuthority.of(file.jurisdiction).name) \(year), rule set \(file.ruleSet) (\(file.name))",
        "  \(file.description)", "  effective \(file.effective), expires \(file.expires)", "",
      ]
      if file.jurisdiction == .federal {
        guard let tables = try? FederalTaxTables<Double>(file: file) else { continue }
        lines += group(file, "standardDeduction", "Standard deduction", amounts(tables.standardDeduction))
        lines += group(file, "ordinaryBrackets", "Ordinary income brackets", brackets(tables.ordinaryBrackets))
        lines += group(file, "capitalGainsBrackets", "Capital gains brackets (stacked on ordinary income)", brackets(tables.capitalGainsBrackets))
        let salt = tables.saltCap
        var saltText = "\(MoneyFormat.dollars(salt.baseCap))"
        if salt.phaseoutThreshold.isFinite {
          saltText += ", less \(MoneyFormat.rate(salt.phaseoutRate)) of MAGI above \(MoneyFormat.dollars(salt.phaseoutThreshold)), never below \(MoneyFormat.dollars(salt.minimumCap))"
        }
        lines += group(file, "saltCap", "SALT cap", [saltText])
        let mortgage = tables.mortgageInterestLimits
        lines += group(
          file, "mortgageInterestLimits", "Mortgage balance limit",
          ["\(MoneyFormat.dollars(mortgage.balanceLimit)); \(MoneyFormat.dollars(mortgage.grandfatheredBalanceLimit)) for loans before December 16, 2017"])
        lines += group(file, "capitalLossLimit", "Capital loss limit", [MoneyFormat.dollars(tables.capitalLossLimit)])
        lines += group(file, "rsuDefaultWithholdingRate", "Default RSU withholding", [MoneyFormat.rate(tables.rsuDefaultWithholdingRate)])
        lines += group(file, "estimatedPaymentSchedule", "Estimated payments (cumulative)", schedule(tables.estimatedPaymentSchedule))
        if let rules = tables.currentLaw { lines += federalCurrentLaw(file, rules) }
      } else if file.jurisdiction == .california {
        guard let tables = try? CaliforniaTaxTables<Double>(file: file) else { continue }
        lines += group(file, "standardDeduction", "Standard deduction", amounts(tables.standardDeduction))
        lines += group(file, "brackets", "Brackets", brackets(tables.brackets))
        lines += group(
          file, "mentalHealthServicesTax", "Mental health services tax",
          ["\(MoneyFormat.rate(tables.mentalHealthTaxRate)) of taxable income above \(MoneyFormat.dollars(tables.mentalHealthTaxThreshold))"])
        lines += group(file, "mortgageInterestLimits", "Mortgage balance limit", [MoneyFormat.dollars(tables.mortgageBalanceLimit)])
        lines += group(file, "rsuDefaultWithholdingRate", "Default RSU withholding", [MoneyFormat.rate(tables.rsuDefaultWithholdingRate)])
        lines += group(file, "estimatedPaymentSchedule", "Estimated payments (cumulative)", schedule(tables.estimatedPaymentSchedule))
        if let rules = tables.currentLaw { lines += californiaCurrentLaw(file, rules) }
      } else if file.jurisdiction == .washington {
        guard let tables = try? ruleSet.binaryTables.year(year).stateTables(.washington) as? WashingtonCapitalGainsTables<Double> else { continue }
        lines += group(
          file, "rates", "Capital gains excise tax",
          ["\(MoneyFormat.rate(tables.rate)) of Washington capital gains, \(MoneyFormat.rate(tables.additionalRate)) more on the part above \(MoneyFormat.dollars(tables.additionalRateThreshold))"])
        lines += group(file, "standardDeduction", "Standard deduction (one per couple)", [MoneyFormat.dollars(tables.standardDeduction)])
        lines += group(
          file, "charitableDeduction", "Charitable deduction",
          ["gifts to Washington charities above \(MoneyFormat.dollars(tables.charitableThreshold)), at most \(MoneyFormat.dollars(tables.charitableLimit))"])
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The groups only the current-law federal files have.
  static func federalCurrentLaw(_ file: TaxDataFile, _ rules: FederalCurrentLawRules<Double>) -> [String] {
    var lines = group(file, "taxTable", "Tax Table", ["below \(MoneyFormat.dollars(rules.taxTable.ceiling)): " + rules.taxTable.bands.map {
      "rows of \(MoneyFormat.dollars($0.width)) up to \(MoneyFormat.dollars($0.below))"
    }.joined(separator: ", ") + ", each taxed at its middle, rounded"])
    lines += group(file, "netInvestmentIncomeTax", "Net investment income tax", [thresholdRate(rules.netInvestmentIncomeTax, of: "the lesser of net investment income and MAGI")])
    lines += group(file, "additionalMedicareTax", "Additional Medicare tax", [
      thresholdRate(rules.additionalMedicareTax, of: "wages"),
      "withheld on each person's wages above \(MoneyFormat.dollars(rules.additionalMedicareWithholdingThreshold))",
    ])
    let amt = rules.alternativeMinimumTax
    lines += group(file, "alternativeMinimumTax", "Alternative minimum tax", [
      "exemption " + perStatus(amt.exemption),
      "less \(MoneyFormat.rate(amt.phaseoutRate)) of AMTI above " + perStatus(amt.phaseoutThreshold),
    ] + brackets(amt.brackets))
    if let limitation = rules.itemizedDeductionLimitation {
      lines += group(file, "itemizedDeductionLimitation", "Itemized deduction limitation (IRC §68)", [
        "less \(MoneyFormat.count(limitation.numerator))/\(MoneyFormat.count(limitation.denominator)) of the lesser of the deductions and AGI above "
          + perStatus(limitation.threshold)
      ])
    }
    let charity = rules.charitableContributions
    lines += group(file, "charitableContributions", "Donations", [
      "cash up to \(MoneyFormat.rate(charity.cashLimitRate)) of AGI; itemizers count what exceeds \(MoneyFormat.rate(charity.itemizerFloorRate)) of AGI",
      "non-itemizers deduct up to " + perStatus(charity.nonItemizerLimit),
    ])
    lines += group(file, "medicalExpenses", "Medical and dental expenses", ["above \(MoneyFormat.rate(rules.medicalExpenseFloorRate)) of AGI"])
    lines += group(file, "additionalStandardDeduction", "Additional standard deduction (65 or older, blind; each)", [perStatus(rules.additionalStandardDeduction)])
    if let senior = rules.seniorDeduction {
      lines += group(file, "seniorDeduction", "Senior deduction (each person 65 or older)", [
        perStatus(senior.amount),
        "each less \(MoneyFormat.rate(senior.phaseoutRate)) of MAGI above " + perStatus(senior.phaseoutThreshold),
      ])
    }
    if let schedule = rules.schedule1A {
      for (key, title, rule) in [
        ("qualifiedTipsDeduction", "Qualified tips (Schedule 1-A Part II)", schedule.qualifiedTips),
        ("qualifiedOvertimeDeduction", "Qualified overtime (Schedule 1-A Part III)", schedule.qualifiedOvertime),
        ("passengerVehicleLoanInterestDeduction", "Car loan interest (Schedule 1-A Part IV)", schedule.passengerVehicleLoanInterest),
      ] {
        lines += group(file, key, title, [
          "up to " + perStatus(rule.limit),
          "less \(MoneyFormat.dollars(rule.phaseoutStep * rule.phaseoutRate)) per \(MoneyFormat.dollars(rule.phaseoutStep))"
            + (rule.partialStepCounts ? " (or part)" : " (whole steps)") + " of MAGI above " + perStatus(rule.phaseoutThreshold),
        ])
      }
    }
    if let student = rules.studentLoanInterest {
      lines += group(file, "studentLoanInterest", "Student loan interest (Schedule 1 line 21)", [
        "up to " + perStatus(student.limit),
        "phased out over " + perStatus(student.phaseoutWidth) + " of MAGI above " + perStatus(student.phaseoutStart),
      ])
    }
    lines += group(file, "dependentCareCredit", "Child and dependent care credit (Form 2441)", careLines(rules.dependentCareCredit))
    let education = rules.educationCredits
    lines += group(file, "educationCredits", "Education credits (Form 8863)", [
      "American opportunity: all of the first \(MoneyFormat.dollars(education.fullRateExpenses)), \(MoneyFormat.rate(education.partRate)) of the next "
        + "\(MoneyFormat.dollars(education.partRateExpenses)) per student, \(MoneyFormat.rate(education.refundableShare)) refundable",
      "lifetime learning: \(MoneyFormat.rate(education.lifetimeLearningRate)) of up to \(MoneyFormat.dollars(education.lifetimeLearningExpenseLimit)) per return",
      "phased out over " + perStatus(education.phaseoutWidth) + " of MAGI up to " + perStatus(education.phaseoutEnd),
    ])
    let credit = rules.childTaxCredit
    lines += group(file, "childTaxCredit", "Child tax credit and credit for other dependents (Schedule 8812)", [
      "\(MoneyFormat.dollars(credit.perChild)) per qualifying child, \(MoneyFormat.dollars(credit.perOtherDependent)) per other dependent",
      "less \(MoneyFormat.dollars(credit.reductionPerStep)) per \(MoneyFormat.dollars(credit.phaseoutStep)) (or part) of MAGI above " + perStatus(credit.phaseoutThreshold),
      "refundable up to \(MoneyFormat.dollars(credit.refundablePerChild)) per child, \(MoneyFormat.rate(credit.earnedIncomeRate)) of earned income above \(MoneyFormat.dollars(credit.earnedIncomeThreshold))",
    ])
    if let eic = rules.earnedIncomeCredit {
      lines += group(file, "earnedIncomeCredit", "Earned income credit (Form 1040 line 27), by qualifying children", eic.columns.enumerated().map { index, column in
        "\(childrenColumn(index, of: eic.columns.count)): \(MoneyFormat.rate(column.phaseInRate)) up to \(MoneyFormat.dollars(column.maximumCredit)), "
          + "less \(MoneyFormat.rate(column.phaseoutRate)) above \(MoneyFormat.dollars(column.phaseoutThreshold)) (\(MoneyFormat.dollars(column.jointPhaseoutThreshold)) joint), "
          + "none from \(MoneyFormat.dollars(column.completedPhaseout)) (\(MoneyFormat.dollars(column.jointCompletedPhaseout)) joint)"
      } + [
        "the EIC Table's rows of \(MoneyFormat.dollars(eic.tableRowWidth)); investment income up to \(MoneyFormat.dollars(eic.investmentIncomeLimit)); "
          + "without a child, ages \(eic.ageWithoutQualifyingChild.lowerBound) to \(eic.ageWithoutQualifyingChild.upperBound)"
      ])
    }
    let separate = rules.marriedFilingSeparately
    lines += group(file, "saltCap", "Married filing separately", [
      "SALT \(MoneyFormat.rate(separate.saltLimit.shareOfLimit)) of the limit after its phase-down, which starts at MAGI above \(MoneyFormat.dollars(separate.saltLimit.phaseoutThreshold))",
      "mortgage balance limit \(MoneyFormat.dollars(separate.mortgageInterestLimits.balanceLimit)) (\(MoneyFormat.dollars(separate.mortgageInterestLimits.grandfatheredBalanceLimit)) before December 16, 2017)",
      "capital loss limit \(MoneyFormat.dollars(separate.capitalLossLimit))",
    ])
    return lines
  }

  /// Form 2441's figures (federal, or as California conforms to them).
  static func careLines(_ care: DependentCareCreditRule<Double>) -> [String] {
    var lines = [
      "\(MoneyFormat.rate(care.maximumRate)) of expenses up to \(MoneyFormat.dollars(care.oneQualifyingPersonLimit)) "
        + "(\(MoneyFormat.dollars(care.twoOrMoreQualifyingPersonsLimit)) for two or more), less \(MoneyFormat.rate(care.reductionPerStep)) per "
        + "\(MoneyFormat.dollars(care.phaseoutStep)) (or part) of AGI above \(MoneyFormat.dollars(care.phaseoutThreshold)), not below \(MoneyFormat.rate(care.minimumRate))",
      "benefits excluded up to \(MoneyFormat.dollars(care.benefitExclusionLimit)) (\(MoneyFormat.dollars(care.benefitExclusionLimitSeparate)) married filing separately)",
    ]
    if let second = care.secondPhaseout {
      lines.append(
        "then less \(MoneyFormat.rate(care.reductionPerStep)) per " + perStatus(second.step) + " (or part) of AGI above " + perStatus(second.threshold)
          + ", not below \(MoneyFormat.rate(second.minimumRate))")
    }
    return lines
  }

  /// The groups only the current-law California files have.
  static func californiaCurrentLaw(_ file: TaxDataFile, _ rules: CaliforniaCurrentLawRules<Double>) -> [String] {
    var lines = group(file, "taxTable", "Tax table", [
      "below \(MoneyFormat.dollars(rules.taxTable.ceiling)): rows of \(MoneyFormat.dollars(rules.taxTable.centredRowWidth ?? 0)) centred on its multiples, rounded"
    ])
    lines += group(file, "exemptionCredits", "Exemption credits", [
      "\(MoneyFormat.cents(rules.personalCredit)) per personal exemption (" + perStatus(rules.personalExemptions, MoneyFormat.count) + ")",
      "\(MoneyFormat.cents(rules.seniorCredit)) per person 65 or older, \(MoneyFormat.cents(rules.blindCredit)) per blind person, "
        + "\(MoneyFormat.cents(rules.dependentCredit)) per dependent",
      "each less \(MoneyFormat.dollars(rules.reductionPerCredit)) per " + perStatus(rules.reductionStep) + " (or part) of AGI above "
        + perStatus(rules.creditPhaseoutThreshold),
    ])
    lines += group(file, "charitableContributions", "Donations", ["cash up to \(MoneyFormat.rate(rules.charitableCashLimitRate)) of AGI"])
    lines += group(file, "medicalExpenses", "Medical and dental expenses", ["above \(MoneyFormat.rate(rules.medicalExpenseFloorRate)) of AGI"])
    lines += group(file, "stateDisabilityInsurance", "State disability insurance (SDI)", [
      "\(MoneyFormat.rate(rules.disabilityInsuranceRate)) of wages, no ceiling; deductible as state income tax on federal Schedule A"
    ])
    lines += group(file, "itemizedDeductionLimitation", "Itemized deduction limitation", [
      "less the lesser of \(MoneyFormat.rate(rules.itemizedLimitationAGIRate)) of AGI above "
        + perStatus(rules.itemizedLimitationThreshold)
        + " and \(MoneyFormat.rate(rules.itemizedLimitationDeductionRate)) of the deductions"
    ])
    let care = rules.dependentCareCredit
    lines += group(file, "dependentCareCredit", "Child and dependent care expenses credit (FTB 3506)", careLines(care.federalCredit) + [
      "California's share: " + care.tiers.map { "\(MoneyFormat.rate($0.rate)) up to \(MoneyFormat.dollars($0.maximumAGI))" }.joined(separator: ", ")
        + " of California AGI, none above"
    ])
    if let renters = rules.rentersCredit {
      lines += group(file, "rentersCredit", "Renter's credit (Form 540 line 46)", [
        perStatus(renters.amount) + " for California AGI at most " + perStatus(renters.agiLimit)
      ])
    }
    if let credit = rules.earnedIncomeCredit {
      lines += group(file, "earnedIncomeTaxCredit", "CalEITC and young child tax credit (FTB 3514, Form 540 lines 75–76), by qualifying children", credit.columns.enumerated().map { index, column in
        "\(childrenColumn(index, of: credit.columns.count)): \(MoneyFormat.rate(column.creditPercentage)) × \(MoneyFormat.rate(credit.adjustmentFactor)) "
          + "up to \(MoneyFormat.dollars(column.earnedIncomeAmount)), less the same above \(MoneyFormat.dollars(column.phaseoutAmount)) to a credit of "
          + "\(MoneyFormat.dollars(column.finalPhaseoutCredit)), then to none at \(MoneyFormat.dollars(credit.completedPhaseout))"
      } + [
        (credit.table.map { "the FTB's table, embedded: \($0.count) rows of \(MoneyFormat.dollars(credit.tableRowWidth))" }
          ?? "the table's rows of \(MoneyFormat.dollars(credit.tableRowWidth)), each figured at its middle") + "; investment income up to "
          + "\(MoneyFormat.dollars(credit.investmentIncomeLimit)); without a child, \(credit.minimumAgeWithoutQualifyingChild) or older",
        "young child: \(MoneyFormat.dollars(credit.youngChildCredit)), less \(MoneyFormat.cents(credit.youngChildReductionPerStep)) per \(MoneyFormat.dollars(credit.youngChildStep)) (or part) "
          + "of earned income above \(MoneyFormat.dollars(credit.youngChildThreshold)); without earned income, wages and net loss up to \(MoneyFormat.dollars(credit.youngChildLossLimit))",
      ])
    }
    for projection in rules.projections { lines.append("  Projected: \(projection)") }
    return lines
  }

  static func thresholdRate(_ rule: ThresholdRate<Double>, of base: String) -> String {
    "\(MoneyFormat.rate(rule.rate)) of \(base) above " + perStatus(rule.threshold)
  }

  static func group(_ file: TaxDataFile, _ key: String, _ title: String, _ body: [String]) -> [String] {
    let sourceID = (try? file.document.object(key).string("source")) ?? ""
    let source = file.sources[sourceID].map { "\($0.title) <\($0.href)>" } ?? sourceID
    return ["  \(title)"] + body.map { "    " + $0 } + ["    source: \(source)", ""]
  }

  /// A column of a credit by qualifying children: its count, the last "N or more".
  static func childrenColumn(_ index: Int, of count: Int) -> String {
    index == count - 1 && index > 0 ? "\(index) or more" : "\(index)"
  }

  /// "Single $X, Married filing jointly $Y", each figure formatted by `format`.
  static func perStatus(_ values: ByFilingStatus<Double>, _ format: (Double) -> String = MoneyFormat.dollars) -> String {
    values.statuses.map { "\($0.displayName) \(format(values[$0]))" }.joined(separator: ", ")
  }

  static func amounts(_ values: ByFilingStatus<Double>) -> [String] {
    values.statuses.map { "\($0.displayName): \(MoneyFormat.dollars(values[$0]))" }
  }

  static func brackets(_ byStatus: ByFilingStatus<[TaxBracket<Double>]>) -> [String] {
    byStatus.statuses.flatMap { status in
      ["\(status.displayName):"]
        + byStatus[status].map { bracket in
          let range = bracket.max.isInfinite ? "over \(MoneyFormat.dollars(bracket.min))" : "\(MoneyFormat.dollars(bracket.min)) to \(MoneyFormat.dollars(bracket.max))"
          return "  \(MoneyFormat.rate(bracket.rate).padding(toLength: 6, withPad: " ", startingAt: 0)) \(range)"
        }
    }
  }

  static func schedule(_ installments: [PaymentInstallment<Double>]) -> [String] {
    installments.map { "\($0.quarter)  \($0.dueDateText.padding(toLength: 20, withPad: " ", startingAt: 0)) \(MoneyFormat.rate($0.cumulativePercentage))" }
  }

  static func kindName(_ kind: TaxDataFile.Kind) -> String {
    switch kind {
    case .incomeTax: return "income tax"
    case .estimatedTaxPenalty: return "penalty rules"
    }
  }

  /// The estimated-tax penalty rules of a year: who must pay how much by when, and the rates.
  static func show(penalties: [TaxDataCatalog.PenaltyRules]) -> String {
    var lines: [String] = []
    for entry in penalties {
      let file = entry.file
      let rules = entry.binary
      lines += [
        "\(TaxAuthority.of(file.jurisdiction).name) \(file.taxYear) estimated-tax penalty rules (\(file.name))",
        "  \(file.description)", "",
      ]
      var required = [
        "the lesser of \(MoneyFormat.rate(rules.currentYearPercentage)) of this year's tax and \(MoneyFormat.rate(rules.priorYearPercentage)) of last year's",
        "\(MoneyFormat.rate(rules.highIncomePriorYearPercentage)) of last year's when last year's AGI was over: "
          + perStatus(rules.highIncomeAGIThreshold),
      ]
      if let threshold = rules.currentYearOnlyAGIThreshold {
        required.append(
          "only this year's when this year's AGI is at least: "
            + perStatus(threshold))
      }
      lines += group(file, "requiredAnnualPayment", "Required annual payment", required)
      lines += group(
        file, "minimumBalanceDue", "No penalty when the tax after withholding is under",
        amounts(rules.minimumBalanceDue))
      lines += group(
        file, "installments", "Installments (share of the required payment; share of withholding counted)",
        rules.installments.map {
          "\($0.quarter)  \($0.dueDateText.padding(toLength: 20, withPad: " ", startingAt: 0)) \(MoneyFormat.rate($0.share)); \(MoneyFormat.rate($0.withholdingShare))"
        })
      lines += group(
        file, "underpaymentRates", "Underpayment rates (penalty through \(rules.filingDueDate) at the latest)",
        rules.ratePeriods.map { period in
          let rate = period.rate.map(MoneyFormat.rate) ?? "not published"
          return "\(period.from) to \(period.through)  \(rate)" + (period.note.isEmpty ? "" : " (\(period.note))")
        })
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }
}
