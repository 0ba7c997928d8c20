/// Warnings about a household that the web app would compute without a word, though a person
/// would not expect what it does with them (docs/web-quirks.md). The numbers are unchanged: these
/// only say what to check.
public enum HouseholdReview {
  /// The warnings for `household` as of `clock`, each naming the field to look at.
  public static func warnings(for household: Household, clock: CalculationClock) -> [InputDiagnostic] {
    var warnings: [InputDiagnostic] = []
    func warn(_ path: String, _ message: String) { warnings.append(InputDiagnostic(.warning, path: path, message)) }
    let zone = clock.timeZone
    let asOfYear = Int(clock.now.localYear(in: zone))
    let asOfDay = JSDateFormat.isoDay(clock.now, in: zone)

    var people = [("userIncome", household.userIncome)]
    if household.filingStatus == .marriedFilingJointly {
      people.append(("spouseIncome", household.spouseIncome))
    } else if household.spouseIncome.hasAnyEntry {
      warn(
        "spouseIncome",
        household.filingStatus == .marriedFilingSeparately
          ? "is ignored on a separate return: each spouse files their own (estimate the spouse's return from a household of its own)"
          : "is ignored when filing \(household.filingStatus.displayName.lowercased())")
    }

    for (path, income) in people {
      let ordinary = Double.parsed(income.ordinaryDividends)
      let qualified = Double.parsed(income.qualifiedDividends)
      if qualified > ordinary {
        warn(
          "\(path).qualifiedDividends",
          "is more than ordinary dividends (qualified dividends are part of them, 1099-DIV box 1a includes 1b); "
            + "the difference lowers ordinary income")
      }
      if income.usesSimpleMode {
        if income.hasDetailedEntries { warn("\(path).incomeMode", "is simple: paycheck and RSU vest fields are ignored") }
        continue
      }
      if income.futureWage.isTruthy || income.futureFederalWithhold.isTruthy || income.futureStateWithhold.isTruthy {
        warn("\(path).incomeMode", "is detailed: futureWage and the future withholding totals are ignored")
      }
      for (key, text) in [("nextPayDate", income.nextPayDate), ("lastPayDate", income.lastPayDate)]
      where text.isTruthy && !JSDateParser.isISOFormat(text.text) {
        warn("\(path).\(key)", "\(InputExcerpt.quoted(text.text)) is not a YYYY-MM-DD date and is read as no date (a browser might guess at it)")
      }
      let next = JSDate(parsing: income.nextPayDate.text, timeZone: zone)
      let last = JSDate(parsing: income.lastPayDate.text, timeZone: zone)
      if income.nextPayDate.isTruthy && income.lastPayDate.isTruthy && last < next {
        warn("\(path).lastPayDate", "\(income.lastPayDate.text) is before the next pay date \(income.nextPayDate.text): no paychecks are counted")
      }
      if income.nextPayDate.isTruthy, next.isValid, income.nextPayDate.text < asOfDay {
        warn("\(path).nextPayDate", "\(income.nextPayDate.text) is before the as-of date \(asOfDay); paychecks are counted from it anyway")
      }
      if income.nextPayDate.isTruthy && Double.parsed(income.paycheckWage) != 0 && asOfYear != household.taxYear {
        warn(
          "\(path).nextPayDate",
          "paychecks are counted to December 31, \(asOfYear) (the as-of year, as the web app does), not \(household.taxYear)")
      }
      if !income.nextPayDate.isTruthy && Double.parsed(income.paycheckWage) != 0 {
        warn("\(path).nextPayDate", "is empty: the remaining paychecks are guessed from the weeks left in the year")
      }
      for (index, vest) in income.futureRSUVests.enumerated() where Double.parsed(vest.shares) * Double.parsed(vest.expectedPrice) > 0 {
        // Named only when there is something to say about it.
        var vestPath: String { "\(path).futureRSUVests[\(index)].date" }
        if vest.date.isTruthy && vest.date.text < asOfDay {
          warn(vestPath, "\(vest.date.text) is before the as-of date \(asOfDay); the vest is counted as future income anyway")
        } else if vest.date.text.count >= 4 && !vest.date.text.hasPrefix(String(household.taxYear)) {
          warn(vestPath, "\(vest.date.text) is not in \(household.taxYear); the vest is counted anyway")
        }
      }
    }

    let deductions = household.deductions
    if Double.parsed(deductions.mortgageBalance) > 0 && !deductions.mortgageLoanDate.isTruthy
      && Double.parsed(deductions.mortgageInterest) > 0
    {
      warn("deductions.mortgageLoanDate", "is empty: no federal mortgage balance limit is applied")
    }
    if household.includeCaliforniaTax && Double.parsed(deductions.otherStateIncomeTax) != 0 {
      warn("deductions.otherStateIncomeTax", "is ignored while California tax is on (the SALT deduction uses estimated California tax)")
    }
    if Double.parsed(deductions.businessExpenses) > 0, people.contains(where: { Double.parsed($0.1.selfEmploymentExpenses) > 0 }) {
      warn(
        "deductions.businessExpenses",
        "and selfEmploymentExpenses are both subtracted: this is the web app's field for a business's expenses, added to the first "
          + "business's under current law; give each expense once, in one of the two")
    }
    // FTB 3514 counts children under 6 among the qualifying children (none counted: its own
    // warning, with the credit not figured).
    let family = household.family
    if family.earnedIncomeCreditChildCount > 0 && family.childrenUnder6Count > family.earnedIncomeCreditChildCount {
      warn(
        "family.childrenUnder6",
        "is \(family.childrenUnder6Count), more than earnedIncomeCreditChildren (\(family.earnedIncomeCreditChildCount)): children under 6 are "
          + "counted among the qualifying children; check both counts")
    }
    if let residence = household.residence {
      warnings += residenceWarnings(household, residence: residence, people: people)
    } else {
      warnings += newYorkFields(household, people: people).map {
        InputDiagnostic(.warning, path: $0, "is New York's and is read only for a New York resident (residence.state NY)")
      }
    }
    return warnings
  }

  /// The New York fields given (estimated payments, 529 contributions, children under 4,
  /// government pensions), by path.
  static func newYorkFields(_ household: Household, people: [(String, IncomeData)]) -> [String] {
    var paths: [String] = []
    let payments = household.estimatedPayments
    if isNonzero(payments.newYorkQ1) { paths.append("estimatedPayments.newYorkQ1") }
    if isNonzero(payments.newYorkQ2) { paths.append("estimatedPayments.newYorkQ2") }
    if isNonzero(payments.newYorkQ3) { paths.append("estimatedPayments.newYorkQ3") }
    if isNonzero(payments.newYorkQ4) { paths.append("estimatedPayments.newYorkQ4") }
    if isNonzero(household.deductions.newYork529Contributions) { paths.append("deductions.newYork529Contributions") }
    if household.family.childrenUnder4Count > 0 { paths.append("family.childrenUnder4") }
    for (path, income) in people {
      for (index, distribution) in income.retirementDistributions.enumerated() where FamilyData.isSet(distribution.governmentPension) {
        paths.append("\(path).retirementDistributions[\(index)].governmentPension")
      }
    }
    return paths
  }

  /// What a household outside California entered that its state does not read: state
  /// withholding (the state's tax is none, or not computed), California's own fields, and
  /// Washington's fields elsewhere.
  static func residenceWarnings(_ household: Household, residence: Residence, people: [(String, IncomeData)]) -> [InputDiagnostic] {
    var warnings: [InputDiagnostic] = []
    let state = residence.state
    let profile = residence.profile
    if profile.incomeTax != .computed {
      let why =
        profile.incomeTax == .none
        ? "is not counted: \(state.name) has no income tax (state tax withheld from pay here would be another state's: check the pay stub)"
        : "is not counted: \(state.name) income tax is not computed; for the federal SALT deduction, count what is withheld in deductions.otherStateIncomeTax"
      for (path, income) in people {
        for (key, text) in [
          ("ytdStateWithhold", income.ytdStateWithhold), ("futureStateWithhold", income.futureStateWithhold), ("paycheckState", income.paycheckState),
          ("rsuVestState", income.rsuVestState),
        ] where Double.parsed(text) != 0 {
          warnings.append(InputDiagnostic(.warning, path: "\(path).\(key)", why))
        }
      }
    }
    guard state != .CA else { return warnings }
    var californiaFields: [String] = []
    for (path, income) in people where !income.ytdCaliforniaSDIWithheld.isEmpty { californiaFields.append("\(path).ytdCaliforniaSDIWithheld") }
    if household.family.californiaRenter.text == "true" { californiaFields.append("family.californiaRenter") }
    let payments = household.estimatedPayments
    if isNonzero(payments.californiaQ1) { californiaFields.append("estimatedPayments.californiaQ1") }
    if isNonzero(payments.californiaQ2) { californiaFields.append("estimatedPayments.californiaQ2") }
    if isNonzero(payments.californiaQ4) { californiaFields.append("estimatedPayments.californiaQ4") }
    if !californiaFields.isEmpty {
      let notRead = "is California's and is not read for a \(state.name) resident"
      warnings += californiaFields.map { InputDiagnostic(.warning, path: $0, notRead) }
    }
    if state != .NY {
      warnings += newYorkFields(household, people: people).map {
        InputDiagnostic(.warning, path: $0, "is New York's and is not read for a \(state.name) resident")
      }
    } else if isNonzero(household.deductions.otherStateIncomeTax) {
      warnings.append(
        InputDiagnostic(
          .warning, path: "deductions.otherStateIncomeTax",
          "is not read for a New York resident: New York's tax is computed, and its withholding and estimated payments made this year "
            + "count for the federal SALT deduction"))
    }
    if state != .WA {
      let deductions = household.deductions
      var washingtonFields: [String] = []
      if isNonzero(deductions.washingtonExemptGains) { washingtonFields.append("deductions.washingtonExemptGains") }
      if isNonzero(deductions.washingtonCharitableDonations) { washingtonFields.append("deductions.washingtonCharitableDonations") }
      warnings += washingtonFields.map { InputDiagnostic(.warning, path: $0, "is Washington's and is not read for a \(state.name) resident") }
    }
    return warnings
  }

  /// An amount entered and not zero as the web app reads it.
  private static func isNonzero(_ text: InputText) -> Bool { Double.parsed(text) != 0 }
}

extension IncomeData {
  /// Something was entered somewhere: the fields differ from a blank person's, the two choices
  /// (which always hold a value) aside. Compared whole, not read field by field through the
  /// schema's key paths, each of which would copy the whole person.
  var hasAnyEntry: Bool {
    let own = storage.fields
    var blank = Fields()
    blank.incomeMode = own.incomeMode
    blank.payFrequency = own.payFrequency
    return own != blank
  }

  /// A paycheck or RSU figure was entered (what simple mode ignores).
  var hasDetailedEntries: Bool {
    [paycheckWage, paycheckFederal, paycheckState, nextPayDate, lastPayDate].contains { $0.isTruthy }
      || futureRSUVests.contains { Double.parsed($0.shares) * Double.parsed($0.expectedPrice) > 0 }
  }
}

/// Dates written for people and files.
public enum JSDateFormat {
  /// The local calendar day of an instant, `YYYY-MM-DD`.
  public static func isoDay(_ date: JSDate, in zone: TimeZoneRules) -> String {
    guard date.isValid else { return "invalid" }
    let (year, month, day) = JSDate.civilDate(ofLocalTime: zone.localTime(fromUTC: date.time))
    return CivilCalendar.isoText(year: year, month: month, day: day)
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// "January 31, 2026" for "2026-01-31".
  public static func longDay(iso text: String) -> String {
    longDay(JSDate(parsing: text, timeZone: .utc), in: .utc)
  }

  /// "June 15, 2025": the local calendar day of an instant, as the web app writes due dates.
  public static func longDay(_ date: JSDate, in zone: TimeZoneRules) -> String {
    guard date.isValid else { return "an invalid date" }
    let (year, month, day) = JSDate.civilDate(ofLocalTime: zone.localTime(fromUTC: date.time))
    return "\(monthNames[Int(month) - 1]) \(day), \(year)"
  }
}
