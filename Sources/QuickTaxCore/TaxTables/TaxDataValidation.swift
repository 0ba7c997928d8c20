/// The rules a tax-table file must satisfy before its figures are used. A file that breaks one is
/// rejected whole, with the file, the field and the rule named; nothing from it reaches a result.
/// Every figure has a plausible range (amounts from 0 to 1,000,000,000, rates 0 or from 0.000001
/// to 1), so that a file that passes can be read in both arithmetics and computed with.
extension TaxDataFile {
  /// Every rule this file breaks (empty when it can be used).
  public func validationErrors() -> [TaxDataError] {
    var check = TaxDataValidation(file: self)
    check.header()
    do throws(TaxDataError) {
      if kind == .estimatedTaxPenalty {
        check.penalty(try EstimatedTaxPenaltyRules<Double>(file: self))
      } else if jurisdiction == .federal {
        check.federal(try FederalTaxTables<Double>(file: self))
      } else if jurisdiction == .california {
        check.california(try CaliforniaTaxTables<Double>(file: self))
      } else if let reader = StateCatalog.tableReader(for: jurisdiction) {
        // A state's own rules, in both arithmetics.
        check.errors += reader.validationErrors(self)
      }
      check.statusCoverage()
      // The decimal arithmetic reads the same literals: whatever it cannot hold is refused here,
      // by file and field, rather than taking the rule set down when it is built.
      if check.errors.isEmpty {
        if kind == .estimatedTaxPenalty {
          _ = try EstimatedTaxPenaltyRules<DecimalNumber>(file: self)
        } else if jurisdiction == .federal {
          _ = try FederalTaxTables<DecimalNumber>(file: self)
        } else if jurisdiction == .california {
          _ = try CaliforniaTaxTables<DecimalNumber>(file: self)
        }
      }
    } catch {
      check.errors.append(error)
    }
    return check.errors
  }
}

struct TaxDataValidation {
  let file: TaxDataFile
  var errors: [TaxDataError] = []
  /// The filing statuses of each group by status, as checked: the file must cover the same ones
  /// everywhere.
  var coverage: [(group: String, statuses: [FilingStatus])] = []

  mutating func fail(_ field: String, _ rule: String) {
    errors.append(TaxDataError(file: file.name, field: field, rule: rule))
  }

  mutating func header() {
    let name = file.ruleSet
    if name.isEmpty || !name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) {
      fail("ruleSet", "\"\(name)\" must be lowercase letters, digits and hyphens")
    }
    if !(1900...2200).contains(file.taxYear) { fail("taxYear", "\(file.taxYear) is not a plausible tax year") }
    let effective = JSDate(parsing: file.effective, timeZone: .utc)
    let expires = JSDate(parsing: file.expires, timeZone: .utc)
    if !StrictInput.isCalendarDate(file.effective) { fail("effective", "\"\(file.effective)\" is not a YYYY-MM-DD date") }
    if !StrictInput.isCalendarDate(file.expires) { fail("expires", "\"\(file.expires)\" is not a YYYY-MM-DD date") }
    if effective.isValid && expires.isValid {
      if !(effective < expires) { fail("expires", "\(file.expires) must come after effective \(file.effective)") }
      if file.effective > "\(file.taxYear)-12-31" { fail("effective", "\(file.effective) is after tax year \(file.taxYear) ends") }
      if file.expires < "\(file.taxYear)-12-31" { fail("expires", "\(file.expires) is before tax year \(file.taxYear) ends") }
    }
    if file.sources.isEmpty { fail("sources", "at least one source must be listed") }
    for (id, source) in file.sources.sorted(by: { $0.key < $1.key }) {
      if source.title.isEmpty { fail("sources.\(id).title", "must not be empty") }
      if source.href.isEmpty { fail("sources.\(id).href", "must not be empty") }
    }
  }

  mutating func federal(_ tables: FederalTaxTables<Double>) {
    brackets(tables.ordinaryBrackets, "ordinaryBrackets")
    brackets(tables.capitalGainsBrackets, "capitalGainsBrackets")
    amounts(tables.standardDeduction, "standardDeduction")
    let salt = tables.saltCap
    nonNegative(salt.baseCap, "saltCap.baseCap")
    nonNegative(salt.minimumCap, "saltCap.minimumCap")
    if salt.minimumCap > salt.baseCap { fail("saltCap.minimumCap", "must not exceed baseCap") }
    if !(salt.phaseoutThreshold >= 0 && (salt.phaseoutThreshold <= Self.largestAmount || salt.phaseoutThreshold == .infinity)) {
      fail("saltCap.phaseoutThreshold", "must be a number from 0 to 1,000,000,000, or null for no phase-out")
    }
    rate(salt.phaseoutRate, "saltCap.phaseoutRate")
    positive(tables.mortgageInterestLimits.grandfatheredBalanceLimit, "mortgageInterestLimits.grandfatheredBalanceLimit")
    positive(tables.mortgageInterestLimits.balanceLimit, "mortgageInterestLimits.balanceLimit")
    nonNegative(tables.capitalLossLimit, "capitalLossLimit.amount")
    rate(tables.rsuDefaultWithholdingRate, "rsuDefaultWithholdingRate.rate")
    schedule(tables.estimatedPaymentSchedule, quarters: ["Q1", "Q2", "Q3", "Q4"])
    if let rules = tables.currentLaw { federalCurrentLaw(rules) }
    if let rule = tables.currentLaw?.requiredMinimumDistribution { requiredMinimumDistributions(rule) }
  }

  /// The groups only the current-law files have.
  mutating func federalCurrentLaw(_ rules: FederalCurrentLawRules<Double>) {
    taxTable(rules.taxTable)
    rate(rules.netInvestmentIncomeTax.rate, "netInvestmentIncomeTax.rate")
    amounts(rules.netInvestmentIncomeTax.threshold, "netInvestmentIncomeTax.threshold")
    rate(rules.additionalMedicareTax.rate, "additionalMedicareTax.rate")
    amounts(rules.additionalMedicareTax.threshold, "additionalMedicareTax.threshold")
    nonNegative(rules.additionalMedicareWithholdingThreshold, "additionalMedicareTax.withholdingThreshold")
    let amt = rules.alternativeMinimumTax
    amounts(amt.exemption, "alternativeMinimumTax.exemption")
    amounts(amt.phaseoutThreshold, "alternativeMinimumTax.phaseoutThreshold")
    rate(amt.phaseoutRate, "alternativeMinimumTax.phaseoutRate")
    brackets(amt.brackets, "alternativeMinimumTax.brackets")
    if let limitation = rules.itemizedDeductionLimitation {
      if !(limitation.numerator >= 0 && limitation.denominator > 0 && limitation.numerator <= limitation.denominator) {
        fail("itemizedDeductionLimitation.numerator", "\(limitation.numerator)/\(limitation.denominator) is not a fraction within [0, 1]")
      }
      amounts(limitation.threshold, "itemizedDeductionLimitation.threshold")
    }
    let charity = rules.charitableContributions
    rate(charity.itemizerFloorRate, "charitableContributions.itemizerFloorRate")
    rate(charity.cashLimitRate, "charitableContributions.cashLimitRate")
    amounts(charity.nonItemizerLimit, "charitableContributions.nonItemizerLimit")
    amounts(rules.additionalStandardDeduction, "additionalStandardDeduction.amount")
    if let senior = rules.seniorDeduction {
      amounts(senior.amount, "seniorDeduction.amount")
      amounts(senior.phaseoutThreshold, "seniorDeduction.phaseoutThreshold")
      rate(senior.phaseoutRate, "seniorDeduction.phaseoutRate")
    }
    workingHouseholds(rules)
    let credit = rules.childTaxCredit
    nonNegative(credit.perChild, "childTaxCredit.perChild")
    nonNegative(credit.perOtherDependent, "childTaxCredit.perOtherDependent")
    amounts(credit.phaseoutThreshold, "childTaxCredit.phaseoutThreshold")
    positive(credit.phaseoutStep, "childTaxCredit.phaseoutStep")
    nonNegative(credit.reductionPerStep, "childTaxCredit.reductionPerStep")
    if !(credit.refundablePerChild >= 0 && credit.refundablePerChild <= credit.perChild) {
      fail("childTaxCredit.refundablePerChild", "must be from 0 to perChild (\(Self.number(credit.perChild)))")
    }
    nonNegative(credit.earnedIncomeThreshold, "childTaxCredit.earnedIncomeThreshold")
    rate(credit.earnedIncomeRate, "childTaxCredit.earnedIncomeRate")
    let passive = rules.passiveActivityLosses
    positive(passive.modifiedAGILimit, "passiveActivityLosses.modifiedAGILimit")
    rate(passive.phaseoutRate, "passiveActivityLosses.phaseoutRate")
    nonNegative(passive.maximumAllowance, "passiveActivityLosses.maximumAllowance")
    positive(passive.separateModifiedAGILimit, "passiveActivityLosses.marriedFilingSeparatelyLivingApart.modifiedAGILimit")
    nonNegative(passive.separateMaximumAllowance, "passiveActivityLosses.marriedFilingSeparatelyLivingApart.maximumAllowance")
    amounts(rules.foreignTaxCredit.withoutForm1116Limit, "foreignTaxCredit.withoutForm1116Limit")
    rate(rules.medicalExpenseFloorRate, "medicalExpenses.floorRate")
    let separate = rules.marriedFilingSeparately
    rate(separate.saltLimit.shareOfLimit, "saltCap.marriedFilingSeparately.shareOfLimit")
    if !(separate.saltLimit.phaseoutThreshold >= 0 && (separate.saltLimit.phaseoutThreshold <= Self.largestAmount || separate.saltLimit.phaseoutThreshold == .infinity)) {
      fail("saltCap.marriedFilingSeparately.phaseoutThreshold", "must be a number from 0 to 1,000,000,000, or null for no phase-out")
    }
    positive(separate.mortgageInterestLimits.grandfatheredBalanceLimit, "mortgageInterestLimits.marriedFilingSeparately.grandfatheredBalanceLimit")
    positive(separate.mortgageInterestLimits.balanceLimit, "mortgageInterestLimits.marriedFilingSeparately.balanceLimit")
    nonNegative(separate.capitalLossLimit, "capitalLossLimit.marriedFilingSeparately")
    let se = rules.selfEmploymentTax
    rate(se.netEarningsRate, "selfEmploymentTax.netEarningsRate")
    rate(se.socialSecurityRate, "selfEmploymentTax.socialSecurityRate")
    rate(se.medicareRate, "selfEmploymentTax.medicareRate")
    positive(se.socialSecurityWageBase, "selfEmploymentTax.socialSecurityWageBase")
    nonNegative(se.minimumNetEarnings, "selfEmploymentTax.minimumNetEarnings")
    rate(se.deductibleShare, "selfEmploymentTax.deductibleShare")
    let qbi = rules.qualifiedBusinessIncome
    rate(qbi.rate, "qualifiedBusinessIncome.rate")
    amounts(qbi.threshold, "qualifiedBusinessIncome.threshold")
    amounts(qbi.phaseInRange, "qualifiedBusinessIncome.phaseInRange")
    for status in qbi.phaseInRange.statuses where !(qbi.phaseInRange[status] > 0) {
      fail("qualifiedBusinessIncome.phaseInRange.\(status.rawValue)", "must be above 0")
    }
    rate(qbi.wageRate, "qualifiedBusinessIncome.wageRate")
    rate(qbi.wageAndPropertyWageRate, "qualifiedBusinessIncome.wageAndPropertyWageRate")
    rate(qbi.propertyRate, "qualifiedBusinessIncome.propertyRate")
    nonNegative(qbi.minimumDeduction, "qualifiedBusinessIncome.minimumDeduction")
    nonNegative(qbi.minimumIncomeForMinimumDeduction, "qualifiedBusinessIncome.minimumIncomeForMinimumDeduction")
    let plans = rules.retirementAndHealth
    for (value, field) in [
      (plans.iraLimit, "iraLimit"), (plans.iraCatchUp, "iraCatchUp"), (plans.iraSpouseCoveredPhaseoutStart, "iraSpouseCoveredPhaseoutStart"),
      (plans.iraMinimumDeduction, "iraMinimumDeduction"), (plans.electiveDeferralLimit, "electiveDeferralLimit"),
      (plans.annualAdditionsLimit, "annualAdditionsLimit"), (plans.hsaFamilyLimit, "hsaFamilyLimit"), (plans.hsaCatchUp, "hsaCatchUp"),
      (plans.hsaSelfOnlyLimit, "hsaSelfOnlyLimit"), (plans.electiveDeferralCatchUp, "electiveDeferralCatchUp"),
      (plans.electiveDeferralCatchUpAge60To63, "electiveDeferralCatchUpAge60To63"),
    ] {
      nonNegative(value, "retirementAndHealth.\(field)")
    }
    positive(plans.iraSpouseCoveredPhaseoutWidth, "retirementAndHealth.iraSpouseCoveredPhaseoutWidth")
    positive(plans.iraReductionRounding, "retirementAndHealth.iraReductionRounding")
    amounts(plans.iraPhaseoutStart, "retirementAndHealth.iraPhaseoutStart")
    amounts(plans.iraPhaseoutWidth, "retirementAndHealth.iraPhaseoutWidth")
    for status in plans.iraPhaseoutWidth.statuses where !(plans.iraPhaseoutWidth[status] > 0) {
      fail("retirementAndHealth.iraPhaseoutWidth.\(status.rawValue)", "must be above 0")
    }
    rate(plans.sepRateOfNetEarnings, "retirementAndHealth.sepRateOfNetEarnings")
    careAndEducation(rules.dependentCareCredit, "dependentCareCredit")
    education(rules.educationCredits)
    let savers = rules.saversCredit
    nonNegative(savers.contributionLimit, "saversCredit.contributionLimit")
    if savers.tiers.isEmpty { fail("saversCredit.tiers", "must list at least one rate") }
    for (index, tier) in savers.tiers.enumerated() {
      rate(tier.rate, "saversCredit.tiers[\(index)].rate")
      amounts(tier.maximumAGI, "saversCredit.tiers[\(index)].maximumAGI")
      // Highest rate first, each up to a higher AGI than the one before.
      if index > 0 {
        let previous = savers.tiers[index - 1]
        if !(tier.rate < previous.rate) { fail("saversCredit.tiers[\(index)].rate", "must be below the rate before it") }
        for status in tier.maximumAGI.statuses where !(tier.maximumAGI[status] > previous.maximumAGI[status]) {
          fail("saversCredit.tiers[\(index)].maximumAGI.\(status.rawValue)", "must be above the tier before it")
        }
      }
    }
    let benefits = rules.socialSecurityBenefits
    amounts(benefits.baseAmount, "socialSecurityBenefits.baseAmount")
    amounts(benefits.adjustedBaseAmount, "socialSecurityBenefits.adjustedBaseAmount")
    for status in benefits.adjustedBaseAmount.statuses where !(benefits.adjustedBaseAmount[status] >= benefits.baseAmount[status]) {
      fail("socialSecurityBenefits.adjustedBaseAmount.\(status.rawValue)", "must not be below the base amount")
    }
    nonNegative(benefits.marriedFilingSeparatelyLivingTogetherBaseAmount, "socialSecurityBenefits.marriedFilingSeparatelyLivingTogetherBaseAmount")
    rate(benefits.firstRate, "socialSecurityBenefits.firstRate")
    rate(benefits.secondRate, "socialSecurityBenefits.secondRate")
    if !(benefits.firstRate <= benefits.secondRate) { fail("socialSecurityBenefits.secondRate", "must not be below firstRate") }
    if let credit = rules.earnedIncomeCredit { earnedIncomeCredit(credit) }
  }

  /// A positive row width; at least one column; in each, rates, and a phase-out that starts above
  /// where the maximum is reached and completes after it starts.
  mutating func earnedIncomeCredit(_ credit: EarnedIncomeCreditRule<Double>) {
    positive(credit.tableRowWidth, "earnedIncomeCredit.tableRowWidth")
    nonNegative(credit.investmentIncomeLimit, "earnedIncomeCredit.investmentIncomeLimit")
    if credit.columns.isEmpty { fail("earnedIncomeCredit.byQualifyingChildren", "must list at least the column for no qualifying child") }
    for (index, column) in credit.columns.enumerated() {
      let path = "earnedIncomeCredit.byQualifyingChildren[\(index)]"
      nonNegative(column.maximumCredit, "\(path).maximumCredit")
      positive(column.phaseInRate, "\(path).phaseInRate")
      rate(column.phaseInRate, "\(path).phaseInRate")
      positive(column.phaseoutRate, "\(path).phaseoutRate")
      rate(column.phaseoutRate, "\(path).phaseoutRate")
      for (threshold, completed, name) in [
        (column.phaseoutThreshold, column.completedPhaseout, "completedPhaseout"),
        (column.jointPhaseoutThreshold, column.jointCompletedPhaseout, "jointCompletedPhaseout"),
      ] {
        nonNegative(threshold, "\(path).phaseoutThreshold")
        if !(completed > threshold && completed <= Self.largestAmount) { fail("\(path).\(name)", "must be above the phase-out's threshold") }
      }
    }
  }

  /// FTB 3514: at least one column; positive percentages (a division by the phase-out's) and
  /// amounts, the final phase-out's credit within the maximum, the phase-out starting below the
  /// completed amount; a young child credit phased out by a positive step.
  mutating func californiaEarnedIncomeCredit(_ credit: CaliforniaEarnedIncomeCreditRule<Double>) {
    let group = "earnedIncomeTaxCredit"
    positive(credit.adjustmentFactor, "\(group).adjustmentFactor")
    rate(credit.adjustmentFactor, "\(group).adjustmentFactor")
    positive(credit.tableRowWidth, "\(group).tableRowWidth")
    positive(credit.completedPhaseout, "\(group).completedPhaseout")
    nonNegative(credit.investmentIncomeLimit, "\(group).investmentIncomeLimit")
    if credit.columns.isEmpty { fail("\(group).byQualifyingChildren", "must list at least the column for no qualifying child") }
    for (index, column) in credit.columns.enumerated() {
      let path = "\(group).byQualifyingChildren[\(index)]"
      for (value, name) in [(column.creditPercentage, "creditPercentage"), (column.phaseoutPercentage, "phaseoutPercentage")] {
        positive(value, "\(path).\(name)")
        rate(value, "\(path).\(name)")
      }
      positive(column.earnedIncomeAmount, "\(path).earnedIncomeAmount")
      nonNegative(column.finalPhaseoutCredit, "\(path).finalPhaseoutCredit")
      if !(column.phaseoutAmount >= column.earnedIncomeAmount && column.phaseoutAmount < credit.completedPhaseout) {
        fail("\(path).phaseoutAmount", "must be at least the earned income amount and below the completed phase-out amount")
      }
    }
    if let table = credit.table {
      // Rows of the width from $1 to the completed phase-out amount, a credit for every column,
      // whole dollars, none negative.
      if Double(table.count) * credit.tableRowWidth + 1 != credit.completedPhaseout {
        fail("\(group).table", "holds \(table.count) rows of \(credit.tableRowWidth): they must reach the completed phase-out amount, \(credit.completedPhaseout)")
      }
      for (index, row) in table.enumerated() {
        if row.count != credit.columns.count {
          fail("\(group).table[\(index)]", "holds \(row.count) credits; one per column of byQualifyingChildren (\(credit.columns.count))")
        }
        if row.contains(where: { $0 < 0 || $0 != $0.rounded() }) { fail("\(group).table[\(index)]", "credits must be whole dollars, 0 or more") }
      }
    }
    nonNegative(credit.youngChildCredit, "\(group).youngChildTaxCredit.maximumCredit")
    nonNegative(credit.youngChildThreshold, "\(group).youngChildTaxCredit.phaseoutThreshold")
    nonNegative(credit.youngChildReductionPerStep, "\(group).youngChildTaxCredit.reductionPerStep")
    positive(credit.youngChildStep, "\(group).youngChildTaxCredit.step")
    nonNegative(credit.youngChildLossLimit, "\(group).youngChildTaxCredit.zeroEarnedIncomeLossLimit")
  }

  /// A positive ceiling; federal bands with positive widths and rising bounds up to the ceiling,
  /// or a positive California row width.
  mutating func taxTable(_ table: TaxTableRule<Double>) {
    positive(table.ceiling, "taxTable.ceiling")
    if let width = table.centredRowWidth {
      positive(width, "taxTable.rowWidth")
      return
    }
    for (index, band) in table.bands.enumerated() {
      positive(band.width, "taxTable.rows[\(index)].width")
      if index > 0 && !(band.below > table.bands[index - 1].below) {
        fail("taxTable.rows[\(index)].below", "must be above the previous row's (\(table.bands[index - 1].below))")
      }
    }
    if table.bands.last?.below != table.ceiling { fail("taxTable.rows", "the last row must end at the ceiling (\(table.ceiling))") }
  }

  mutating func california(_ tables: CaliforniaTaxTables<Double>) {
    brackets(tables.brackets, "brackets")
    amounts(tables.standardDeduction, "standardDeduction")
    nonNegative(tables.mentalHealthTaxThreshold, "mentalHealthServicesTax.threshold")
    rate(tables.mentalHealthTaxRate, "mentalHealthServicesTax.rate")
    positive(tables.mortgageBalanceLimit, "mortgageInterestLimits.balanceLimit")
    rate(tables.rsuDefaultWithholdingRate, "rsuDefaultWithholdingRate.rate")
    // Form 540-ES has no third installment.
    schedule(tables.estimatedPaymentSchedule, quarters: ["Q1", "Q2", "Q4"])
    if let rules = tables.currentLaw {
      taxTable(rules.taxTable)
      rentersCredit(rules.rentersCredit)
      nonNegative(rules.personalCredit, "exemptionCredits.personalCredit")
      amounts(rules.personalExemptions, "exemptionCredits.personalExemptions")
      nonNegative(rules.seniorCredit, "exemptionCredits.seniorCredit")
      nonNegative(rules.blindCredit, "exemptionCredits.blindCredit")
      nonNegative(rules.dependentCredit, "exemptionCredits.dependentCredit")
      amounts(rules.creditPhaseoutThreshold, "exemptionCredits.phaseoutThreshold")
      nonNegative(rules.reductionPerCredit, "exemptionCredits.reductionPerCredit")
      amounts(rules.reductionStep, "exemptionCredits.reductionStep")
      for status in rules.reductionStep.statuses where !(rules.reductionStep[status] > 0) {
        fail("exemptionCredits.reductionStep.\(status.rawValue)", "must be above 0")
      }
      rate(rules.charitableCashLimitRate, "charitableContributions.cashLimitRate")
      rate(rules.medicalExpenseFloorRate, "medicalExpenses.floorRate")
      positive(rules.marriedFilingSeparatelyMortgageBalanceLimit, "mortgageInterestLimits.marriedFilingSeparatelyBalanceLimit")
      rate(rules.disabilityInsuranceRate, "stateDisabilityInsurance.rate")
      let amt = rules.alternativeMinimumTax
      amounts(amt.exemption, "alternativeMinimumTax.exemption")
      amounts(amt.phaseoutThreshold, "alternativeMinimumTax.phaseoutThreshold")
      rate(amt.phaseoutRate, "alternativeMinimumTax.phaseoutRate")
      rate(amt.rate, "alternativeMinimumTax.rate")
      rate(amt.medicalAddBackRate, "alternativeMinimumTax.medicalAddBackRate")
      if let credit = rules.earnedIncomeCredit { californiaEarnedIncomeCredit(credit) }
      amounts(rules.itemizedLimitationThreshold, "itemizedDeductionLimitation.threshold")
      rate(rules.itemizedLimitationAGIRate, "itemizedDeductionLimitation.agiRate")
      rate(rules.itemizedLimitationDeductionRate, "itemizedDeductionLimitation.deductionRate")
      californiaCare(rules.dependentCareCredit)
    }
  }

  /// Percentages and thresholds in range; installments in order within the year's window,
  /// shares adding up to 100%; rate periods contiguous from the first due date through the
  /// return's due date, each rate within [0, 1] or null (not published).
  mutating func penalty(_ rules: EstimatedTaxPenaltyRules<Double>) {
    rate(rules.currentYearPercentage, "requiredAnnualPayment.currentYearPercentage")
    if !(rules.priorYearPercentage >= 0 && rules.priorYearPercentage <= 2) {
      fail("requiredAnnualPayment.priorYearPercentage", "\(rules.priorYearPercentage) is not within [0, 2]")
    }
    if !(rules.highIncomePriorYearPercentage >= rules.priorYearPercentage && rules.highIncomePriorYearPercentage <= 2) {
      fail("requiredAnnualPayment.highIncomePriorYearPercentage", "must be at least priorYearPercentage and at most 2")
    }
    amounts(rules.highIncomeAGIThreshold, "requiredAnnualPayment.highIncomeAGIThreshold")
    if let currentYearOnly = rules.currentYearOnlyAGIThreshold { amounts(currentYearOnly, "requiredAnnualPayment.currentYearOnlyAGIThreshold") }
    amounts(rules.minimumBalanceDue, "minimumBalanceDue")
    let path = "installments.schedule"
    if rules.installments.isEmpty { fail(path, "needs at least one installment") }
    var total = 0.0
    var withholdingTotal = 0.0
    for (index, installment) in rules.installments.enumerated() {
      let at = "\(path)[\(index)]"
      if !StrictInput.isCalendarDate(installment.dueDate) { fail("\(at).dueDate", "\"\(installment.dueDate)\" is not a YYYY-MM-DD date") }
      if installment.dueDate < "\(file.taxYear)-04-01" || installment.dueDate > "\(file.taxYear + 1)-01-31" {
        fail("\(at).dueDate", "\(installment.dueDate) is outside \(file.taxYear)-04-01 to \(file.taxYear + 1)-01-31")
      }
      if index > 0 && !(installment.dueDate > rules.installments[index - 1].dueDate) { fail("\(at).dueDate", "must come after \(rules.installments[index - 1].dueDate): due dates in order") }
      rate(installment.share, "\(at).share")
      rate(installment.withholdingShare, "\(at).withholdingShare")
      rate(installment.annualizedPercentage, "\(at).annualizedPercentage")
      if !StrictInput.isCalendarDate(installment.periodEnd) || installment.periodEnd > installment.dueDate {
        fail("\(at).periodEnd", "\"\(installment.periodEnd)\" must be a YYYY-MM-DD date no later than the due date")
      }
      if !(installment.annualizationFactor >= 1 && installment.annualizationFactor <= 12) {
        fail("\(at).annualizationFactor", "\(Self.number(installment.annualizationFactor)) is not within [1, 12]")
      }
      if index > 0 && !(installment.annualizedPercentage >= rules.installments[index - 1].annualizedPercentage) {
        fail("\(at).annualizedPercentage", "must be at least the previous installment's: the percentages are cumulative")
      }
      total += installment.share
      withholdingTotal += installment.withholdingShare
    }
    if abs(total - 1) > 1e-9 { fail("\(path)", "the shares add up to \(total), not 1 (100%)") }
    if abs(withholdingTotal - 1) > 1e-9 { fail("\(path)", "the withholding shares add up to \(withholdingTotal), not 1 (100%)") }
    if !StrictInput.isCalendarDate(rules.filingDueDate) { fail("filingDueDate.date", "\"\(rules.filingDueDate)\" is not a YYYY-MM-DD date") }
    let periods = rules.ratePeriods
    guard let first = periods.first, let last = periods.last, let firstDue = rules.installments.first else {
      fail("underpaymentRates.periods", "needs at least one period")
      return
    }
    if DayNumber.of(first.from) - 1 > DayNumber.of(firstDue.dueDate) {
      fail("underpaymentRates.periods[0].from", "must start no later than the day after the first due date, \(firstDue.dueDate)")
    }
    if last.through < rules.filingDueDate { fail("underpaymentRates.periods[\(periods.count - 1)].through", "must reach the return's due date, \(rules.filingDueDate)") }
    for (index, period) in periods.enumerated() {
      let at = "underpaymentRates.periods[\(index)]"
      if !StrictInput.isCalendarDate(period.from) || !StrictInput.isCalendarDate(period.through) || period.through < period.from {
        fail(at, "needs YYYY-MM-DD dates, from no later than through")
      }
      if let value = period.rate { rate(value, "\(at).rate") } else if period.note.isEmpty {
        fail("\(at).note", "a period without a rate must say why (note)")
      }
      if index > 0, DayNumber.of(period.from) != DayNumber.of(periods[index - 1].through) + 1 {
        fail("\(at).from", "must be the day after the previous period's through (\(periods[index - 1].through)): periods contiguous")
      }
    }
  }

  /// Contiguous from 0, each bracket above the one before, the top one open, rates within [0, 1].
  mutating func brackets(_ byStatus: ByFilingStatus<[TaxBracket<Double>]>, _ group: String) {
    coverage.append((group, byStatus.statuses))
    for status in byStatus.statuses { bracketList(byStatus[status], "\(group).\(status.rawValue)") }
  }

  /// Every group by filing status covers the same statuses: the web app's two (single and
  /// married filing jointly), or all five. A household whose status the file does not cover is
  /// refused by name, never computed with another status's figures.
  mutating func statusCoverage() {
    guard let first = coverage.first else { return }
    for entry in coverage where entry.statuses != first.statuses {
      fail(entry.group, "covers \(Self.names(entry.statuses)), but \(first.group) covers \(Self.names(first.statuses)): every group must cover the same filing statuses")
    }
    if first.statuses != FilingStatus.webApp && first.statuses != FilingStatus.allCases {
      fail(first.group, "covers \(Self.names(first.statuses)); a file covers single and marriedFilingJointly, or all five filing statuses")
    }
  }

  static func names(_ statuses: [FilingStatus]) -> String { statuses.map(\.rawValue).joined(separator: ", ") }

  /// From 0, contiguous, rates within [0, 1], only the top bracket open.
  mutating func bracketList(_ brackets: [TaxBracket<Double>], _ path: String) {
    guard let first = brackets.first else {
      fail(path, "needs at least one bracket")
      return
    }
    if first.min != 0 { fail("\(path)[0].min", "the first bracket must start at 0, not \(first.min)") }
    for (index, bracket) in brackets.enumerated() {
      rate(bracket.rate, "\(path)[\(index)].rate")
      if index > 0 && bracket.min != brackets[index - 1].max {
        fail("\(path)[\(index)].min", "must equal the previous bracket's max (\(brackets[index - 1].max)): brackets must be contiguous")
      }
      let isTop = index == brackets.count - 1
      if isTop && bracket.max != .infinity { fail("\(path)[\(index)].max", "the top bracket must be open (max null)") }
      if !isTop && !(bracket.max.isFinite && bracket.max > bracket.min) {
        fail("\(path)[\(index)].max", "must be a number above min (\(bracket.min)); only the top bracket is open")
      } else if !isTop && bracket.max > Self.largestAmount {
        fail("\(path)[\(index)].max", "\(Self.number(bracket.max)) is above 1,000,000,000, beyond any plausible bracket")
      }
    }
  }

  /// Due dates in order within the tax year's window (April 1 to January 31 of the next year),
  /// each quarter once, cumulative shares rising to exactly 100%.
  mutating func schedule(_ installments: [PaymentInstallment<Double>], quarters allowed: [String]) {
    let path = "estimatedPaymentSchedule.installments"
    if installments.isEmpty { fail(path, "needs at least one installment") }
    let windowStart = "\(file.taxYear)-04-01"
    let windowEnd = "\(file.taxYear + 1)-01-31"
    var seen: Set<String> = []
    for (index, installment) in installments.enumerated() {
      let at = "\(path)[\(index)]"
      if !allowed.contains(installment.quarter) {
        fail("\(at).quarter", "\"\(installment.quarter)\" is not one of \(allowed.joined(separator: ", "))")
      } else if !seen.insert(installment.quarter).inserted {
        fail("\(at).quarter", "\"\(installment.quarter)\" appears twice")
      }
      if installment.dueDateISO < windowStart || installment.dueDateISO > windowEnd {
        fail("\(at).dueDate", "\(installment.dueDateISO) is outside \(windowStart) to \(windowEnd)")
      }
      if index > 0 {
        let previous = installments[index - 1]
        if !(installment.dueDate > previous.dueDate) { fail("\(at).dueDate", "must come after \(previous.dueDateISO): due dates in order") }
        if !(installment.cumulativePercentage > previous.cumulativePercentage) {
          fail("\(at).cumulativePercentage", "must be above the previous installment's (\(previous.cumulativePercentage)): shares are cumulative")
        }
      }
      if !(installment.cumulativePercentage > 0 && installment.cumulativePercentage <= 1) {
        fail("\(at).cumulativePercentage", "must be above 0 and at most 1")
      }
    }
    if let last = installments.last, last.cumulativePercentage != 1 {
      fail("\(path)[\(installments.count - 1)].cumulativePercentage", "the last installment must bring the total to 1 (100%), not \(last.cumulativePercentage)")
    }
  }

  mutating func amounts(_ byStatus: ByFilingStatus<Double>, _ group: String) {
    coverage.append((group, byStatus.statuses))
    for status in byStatus.statuses { nonNegative(byStatus[status], "\(group).\(status.rawValue)") }
  }

  /// The largest amount a table may hold: far above any threshold or bracket of any year.
  static let largestAmount = 1e9
  /// The smallest rate above 0: a rate of 1e-300 is a typo, and decimal arithmetic cannot hold it.
  static let smallestRate = 1e-6

  /// A figure as the file would write it (15, not 15.0).
  static func number(_ value: Double) -> String { JavaScriptNumberFormat.string(value) }

  mutating func rate(_ value: Double, _ field: String) {
    if !(value == 0 || (value >= Self.smallestRate && value <= 1)) {
      fail(field, "\(Self.number(value)) is not a rate: 0, or from 0.000001 to 1")
    }
  }

  mutating func nonNegative(_ value: Double, _ field: String) {
    if !(value >= 0 && value <= Self.largestAmount) { fail(field, "\(Self.number(value)) is not an amount from 0 to 1,000,000,000") }
  }

  mutating func positive(_ value: Double, _ field: String) {
    if !(value > 0 && value <= Self.largestAmount) { fail(field, "\(Self.number(value)) is not an amount above 0 and at most 1,000,000,000") }
  }
}
