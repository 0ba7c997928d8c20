/// A household the loaded tables cannot compute, and why: a tax year they do not cover, or inputs
/// they cannot represent (the web app's rules have no head of household, no dependents…). The
/// engine refuses such a household before computing anything, so no figure of one filing status
/// stands in for another's.
public enum UnsupportedHousehold: Error, Sendable, Equatable, CustomStringConvertible {
  /// A tax year no loaded table covers.
  case taxYear(UnsupportedTaxYear)
  /// Inputs the tables cannot compute, as diagnostics naming each field.
  case inputs([InputDiagnostic])

  /// The diagnostics to show a person, each naming its field.
  public var diagnostics: [InputDiagnostic] {
    switch self {
    case .taxYear(let error):
      let years = error.supportedYears.map(String.init).joined(separator: " or ")
      return [InputDiagnostic(.error, path: "taxYear", "\(error.taxYear) is not a supported tax year; write \(years)")]
    case .inputs(let diagnostics): return diagnostics
    }
  }

  public var description: String { diagnostics.map(\.description).joined(separator: "; ") }
}

extension Household {
  /// The inputs set that only current law reads (by JSON path): the web app's state cannot hold
  /// them, so its rules cannot compute a household that has any.
  public var inputsBeyondWebApp: [String] {
    var paths: [String] = []
    if !FilingStatus.webApp.contains(filingStatus) { paths.append("filingStatus") }
    // Most households have none of these: an empty record or person is passed over whole, not
    // read field by field (key path reads cost hundreds of instructions each).
    if !family.isBlank {
      var family = family
      for field in FamilyData.fields {
        let text = field.text(in: &family)
        if !(text.isEmpty || text.text == "false" || (field.kind == .count && FamilyData.count(text) == 0)) {
          paths.append("family.\(field.key)")
        }
      }
      if !family.students.isEmpty { paths.append("family.students") }
    }
    // Two checks, not a loop over a list made for each household.
    if Self.isNonZero(deductions.medicalExpenses) { paths.append("deductions.medicalExpenses") }
    if Self.isNonZero(deductions.priorYearStateTaxPaid) { paths.append("deductions.priorYearStateTaxPaid") }
    if Self.isNonZero(deductions.dependentCareExpenses) { paths.append("deductions.dependentCareExpenses") }
    if Self.isNonZero(deductions.passengerVehicleLoanInterest) { paths.append("deductions.passengerVehicleLoanInterest") }
    if Self.isNonZero(deductions.generalSalesTax) { paths.append("deductions.generalSalesTax") }
    if Self.isNonZero(deductions.washingtonExemptGains) { paths.append("deductions.washingtonExemptGains") }
    if Self.isNonZero(deductions.washingtonCharitableDonations) { paths.append("deductions.washingtonCharitableDonations") }
    if Self.isNonZero(deductions.newYork529Contributions) { paths.append("deductions.newYork529Contributions") }
    if Self.isNonZero(estimatedPayments.newYorkQ1) { paths.append("estimatedPayments.newYorkQ1") }
    if Self.isNonZero(estimatedPayments.newYorkQ2) { paths.append("estimatedPayments.newYorkQ2") }
    if Self.isNonZero(estimatedPayments.newYorkQ3) { paths.append("estimatedPayments.newYorkQ3") }
    if Self.isNonZero(estimatedPayments.newYorkQ4) { paths.append("estimatedPayments.newYorkQ4") }
    if !carryovers.isBlank {
      var carryovers = carryovers
      for field in CarryoverData.fields where Self.isSet(field.text(in: &carryovers)) { paths.append("carryovers.\(field.key)") }
    }
    // Each person as an argument (borrowed), not in an array or tuple of copies.
    func addIncome(_ person: String, _ income: IncomeData) {
      guard income.hasCurrentLawText else { return }
      for field in IncomeData.currentLawFields where Self.isSet(field.text(in: income)) { paths.append("\(person).\(field.key)") }
      // An SDI of 0 says something too (an exempt employee): the web app's rules cannot hear it.
      if !income.ytdCaliforniaSDIWithheld.isEmpty && !Self.isSet(income.ytdCaliforniaSDIWithheld) {
        paths.append("\(person).ytdCaliforniaSDIWithheld")
      }
      if !income.incentiveStockOptions.isEmpty { paths.append("\(person).incentiveStockOptions") }
      if !income.retirementDistributions.isEmpty { paths.append("\(person).retirementDistributions") }
      if !income.rentalProperties.isEmpty { paths.append("\(person).rentalProperties") }
    }
    addIncome("userIncome", userIncome)
    addIncome("spouseIncome", spouseIncome)
    return paths
  }

  private static func isNonZero(_ text: InputText) -> Bool { text.binaryValue != 0 && !text.binaryValue.isNaN }

  /// A field that says something: not empty, not false, not zero.
  static func isSet(_ text: InputText) -> Bool {
    !(text.isEmpty || text.text == "false" || text.binaryValue == 0)
  }
}

extension TaxEngine {
  /// The year's tables, once the household is known to be one they can compute.
  func supportedTables(_ household: Household) throws(UnsupportedHousehold) -> TaxYearTables<N> {
    let year: TaxYearTables<N>
    do {
      year = try tables.year(household.taxYear)
    } catch {
      throw .taxYear(error)
    }
    if year.federal.currentLaw == nil {
      var refused = household.inputsBeyondWebApp.map {
        InputDiagnostic(.error, path: $0, "the web app cannot represent this, so its rules (quicktax-web) cannot compute it; use --rules current-law")
      }
      // The web app knows California residents, and no state at all (California off).
      if let state = household.residence?.state, state != .CA {
        refused.insert(
          InputDiagnostic(
            .error, path: "residence.state",
            "\"\(state.rawValue)\": the web app computes California residents only, so its rules (quicktax-web) cannot compute a \(state.name) "
              + "household; use --rules current-law, or for the web app's federal figures take residence out and set includeCaliforniaTax to false"),
          at: 0)
      }
      if !refused.isEmpty { throw .inputs(refused) }
    }
    if let rules = year.federal.currentLaw, household.userIncome.hasCurrentLawText || household.spouseIncome.hasCurrentLawText,
      let missing = household.foreignSourceIncomeMissing(rule: rules.foreignTaxCredit)
    {
      // Form 1116's limit needs the income the tax was paid on: no figure stands in for it.
      let limit = rules.foreignTaxCredit.withoutForm1116Limit[household.filingStatus]
      throw .inputs([
        InputDiagnostic(
          .error, path: missing,
          "is required: the foreign tax paid is more than $\(InputExcerpt.grouped(Int(limit.doubleValue))), so Form 1116 limits the credit to the US tax on foreign source income (IRC §904); write the gross foreign dividends and interest the tax was paid on (0 if none)")
      ])
    }
    if year.federal.currentLaw != nil, household.userIncome.hasCurrentLawText || household.spouseIncome.hasCurrentLawText {
      let contradictions = household.datedAndAgedContradictions()
      if !contradictions.isEmpty { throw .inputs(contradictions) }
    }
    guard year.filingStatuses.contains(household.filingStatus) else {
      let covered = year.filingStatuses.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw .inputs([
        InputDiagnostic(.error, path: "filingStatus", "\"\(household.filingStatus.rawValue)\" is not covered by the \(household.taxYear) tables; write \(covered)")
      ])
    }
    return year
  }
}

// Most households have no family or carryover entry: each record is checked in place, field by
// field (comparing with a blank record copied both; a test sets each schema field in turn).
extension FamilyData {
  /// Every field empty, as a blank record's.
  var isBlank: Bool {
    userAge65OrOlder.isEmpty && userBlind.isEmpty && spouseAge65OrOlder.isEmpty && spouseBlind.isEmpty
      && qualifyingChildren.isEmpty && otherDependents.isEmpty && spouseItemizes.isEmpty && userAge.isEmpty
      && spouseAge.isEmpty && livedApartAllYear.isEmpty && earnedIncomeCreditChildren.isEmpty && childrenUnder6.isEmpty
      && childrenUnder4.isEmpty && livedApartLastSixMonths.isEmpty && careQualifyingPersons.isEmpty && students.isEmpty && californiaRenter.isEmpty
  }
}

extension CarryoverData {
  /// Every field empty, as a blank record's.
  var isBlank: Bool {
    shortTermCapitalLoss.isEmpty && longTermCapitalLoss.isEmpty && californiaShortTermCapitalLoss.isEmpty
      && californiaLongTermCapitalLoss.isEmpty
  }
}

extension Household {
  /// The first field to name when the people on the return paid more foreign tax than the
  /// §904(j) limit and gave no foreign source income for Form 1116's limit; nil otherwise.
  public func foreignSourceIncomeMissing<N: TaxNumber>(rule: ForeignTaxCreditRule<N>) -> String? {
    let joint = filingStatus.isJoint
    let paid: N = N.parsed(userIncome.foreignTaxPaid) + (joint ? N.parsed(spouseIncome.foreignTaxPaid) : .zero)
    guard paid > rule.withoutForm1116Limit[filingStatus] else { return nil }
    if !userIncome.foreignSourceIncome.isEmpty || (joint && !spouseIncome.foreignSourceIncome.isEmpty) { return nil }
    return joint && userIncome.foreignTaxPaid.isEmpty ? "spouseIncome.foreignSourceIncome" : "userIncome.foreignSourceIncome"
  }
}
