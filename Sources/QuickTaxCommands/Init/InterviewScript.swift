import QuickTaxCore

/// The questions of `quicktax init`, in the web app's order: its steps (FilingStatus, Income,
/// Deductions, EstimatedPayments; src/components/steps/) and, within Income, its sections
/// (investment income, IRA conversions, YTD W-2 income, future income by mode). Current law's
/// additions are asked after the web app's fields of the same step, behind one yes-or-no question.
extension Interview {
  static let stepCount = 6

  mutating func run(years: [Int], timeZone: String?) throws(InterviewStop) {
    step(1, of: Self.stepCount, "where you live, tax year, filing status and ages")
    let residence = try askResidence(timeZone: timeZone)
    let fileYear = value(at: "taxYear")
    try ask(
      InterviewQuestion(
        path: "taxYear", kind: .choice(years.map(String.init)), summary: "The tax year to estimate", storedAsNumber: true))
    if let fileYear, value(at: "taxYear") != fileYear { dropPaymentsOfAnotherYear() }
    try ask(
      InterviewQuestion(
        path: "filingStatus", kind: .choice(FilingStatus.allCases.map(\.rawValue)),
        summary: "Filing status", aliases: TypedAnswer.filingStatusAliases))
    try askAsOf()
    let status = value(at: "filingStatus")?.stringValue
    let joint = status == FilingStatus.marriedFilingJointly.rawValue
    var taxYear: Int?
    if case .number(let year)? = value(at: "taxYear") { taxYear = Int(exactly: year.value) }
    try askAges(joint: joint, taxYear: taxYear)
    let california = residence.state == .CA
    let profile = residence.profile

    let people = joint ? ["userIncome", "spouseIncome"] : ["userIncome"]
    step(2, of: Self.stepCount, "your income")
    try askIncome(of: "userIncome", person: "you", gainsOf: joint ? nil : people, taxYear: taxYear)
    if joint {
      step(2, of: Self.stepCount, "your spouse's income")
      try askIncome(of: "spouseIncome", person: "your spouse", gainsOf: people, taxYear: taxYear)
    }

    step(3, of: Self.stepCount, "deductions")
    let gains = people.contains { isFilled("\($0).longTermGains") }
    for field in DeductionsData.fields
    where (Self.asksDeduction(field.key, profile: profile, longTermGains: gains) || isFilled("deductions.\(field.key)")) && !Self.careKeys.contains(field.key) {
      // The mortgage's date and balance matter only with mortgage interest.
      if ["mortgageLoanDate", "mortgageBalance"].contains(field.key) && !isFilled("deductions.mortgageInterest") { continue }
      try ask(InterviewQuestion(field, under: "deductions"))
      if Self.confirmedDeductions.contains(field.key) { try confirmInLine(with: people, path: "deductions.\(field.key)", question: InterviewQuestion(field, under: "deductions")) }
    }

    step(4, of: Self.stepCount, "family and carryovers")
    try askFamily(status: status, taxYear: taxYear)
    let hasCarryovers = CarryoverData.fields.contains { isFilled("carryovers.\($0.key)") }
    if try askYesNo(
      "Capital losses carried over from last year?", default: hasCarryovers,
      help: "Last year's capital losses beyond what it could deduct (its Capital Loss Carryover Worksheet); current law only.")
    {
      for field in CarryoverData.fields where california || !field.key.hasPrefix("california") {
        try ask(InterviewQuestion(field, under: "carryovers"))
      }
    }

    // The state's own installments where its tax is computed (California's, New York's).
    let computed = profile.incomeTax == .computed
    step(5, of: Self.stepCount, "estimated payments made this year" + (computed ? "" : " (federal: \(Self.stateNote(profile)))"))
    for field in EstimatedPaymentsData.fields where Self.isOwnField(field.key, of: residence.state) {
      try ask(InterviewQuestion(field, under: "estimatedPayments"))
    }

    step(6, of: Self.stepCount, "last year's return, for the safe-harbor payment plan")
    for field in PlanningInputs.fields where ["priorYearFederalTax", "priorYearFederalAGI"].contains(field.key)
      || (california && ["priorYearCaliforniaTax", "priorYearCaliforniaAGI"].contains(field.key))
      || (residence.state == .NY && ["priorYearNewYorkTax", "priorYearNewYorkAGI"].contains(field.key))
    {
      try ask(InterviewQuestion(field, under: HouseholdDecoder.planningKey))
    }
  }

  /// A file started from (`--from`) whose tax year was changed: the payments dated outside the new
  /// year's window (January 1 to the return's due date), which `estimate` refuses and no question
  /// asks, are left out, and said so; the quarter amounts are asked again in step 5.
  mutating func dropPaymentsOfAnotherYear() {
    guard case .number(let number)? = value(at: "taxYear"), let year = Int(exactly: number.value) else { return }
    func outside(_ date: String?, _ jurisdiction: String) -> Bool {
      guard let date, !date.isEmpty else { return false }
      let dueDate = jurisdiction == "california" ? InstallmentDueDates.californiaReturn(taxYear: year) : InstallmentDueDates.federalReturn(taxYear: year)
      return date < "\(year)-01-01" || date > dueDate
    }
    var dropped: [String] = []
    let paymentsPath = "\(HouseholdDecoder.planningKey).payments"
    if let payments = value(at: paymentsPath)?.arrayValue {
      let kept = payments.filter { payment in
        let jurisdiction = HouseholdEdit.value(at: "jurisdiction", in: payment)?.stringValue ?? "federal"
        return !outside(HouseholdEdit.value(at: "date", in: payment)?.stringValue, jurisdiction)
      }
      if kept.count < payments.count {
        dropped.append("\(payments.count - kept.count) of \(paymentsPath)")
        _ = put(.array(kept), at: paymentsPath)
      }
    }
    let datesPath = "\(HouseholdDecoder.planningKey).estimatedPaymentDates"
    if case .object(let dates)? = value(at: datesPath) {
      var kept = JSONObject()
      for (key, date) in dates.pairs {
        if outside(date.stringValue, key.hasPrefix("california") ? "california" : "federal") {
          dropped.append("\(datesPath).\(key)")
        } else {
          kept.append(key, date)
        }
      }
      if kept.pairs.count < dates.pairs.count { _ = put(.object(kept), at: datesPath) }
    }
    guard !dropped.isEmpty else { return }
    output.print(
      "  The year is now \(year): estimated payments dated outside it are left out (\(dropped.joined(separator: ", "))); "
        + "step 5 asks this year's, and 'plan --paid' takes the days they were made.")
  }

  /// Whether step 3 asks a deduction of a household of `profile`'s state: the state income tax
  /// paid only where QuickTax does not compute it (for SALT), earlier years' state tax only where
  /// the state has one, general sales taxes only where the
  /// state taxes no wages, Washington's own only of a Washington household with long-term gains.
  static func asksDeduction(_ key: String, profile: StateProfile, longTermGains: Bool) -> Bool {
    switch key {
    case "otherStateIncomeTax": profile.incomeTax == .notComputed
    case "priorYearStateTaxPaid": profile.incomeTax != .none
    // A business's expenses are asked with its receipts (selfEmploymentExpenses): the web app's
    // field for the same expenses only when the file has it already.
    case "businessExpenses": false
    case "generalSalesTax": profile.incomeTax == .none
    case "washingtonExemptGains", "washingtonCharitableDonations": profile.state == .WA && longTermGains
    case "newYork529Contributions": profile.state == .NY
    default: true
    }
  }

  /// Whether a field named for a state (`californiaQ1`, `newYorkQ1`) belongs to `state`; a field
  /// named for none (`federalQ1`) belongs to every household.
  static func isOwnField(_ key: String, of state: USState) -> Bool {
    for named in [USState.CA, .NY, .WA] where key.hasPrefix(named.key) { return named == state }
    return true
  }

  /// Why no state estimated payment is asked: "Texas has no income tax".
  static func stateNote(_ profile: StateProfile) -> String {
    profile.incomeTax == .none ? "\(profile.state.name) has no income tax" : "\(profile.state.name) income tax is not computed"
  }

  /// The state lived in all year, first: a postal code or a name ("tx", "Texas"), or a city with an
  /// income tax of its own ("New York City", "Yonkers"), then the locality where the state has
  /// some. What was understood is shown; the residence is written (California's tax follows it,
  /// so `includeCaliforniaTax` is taken out), with the time zone given (`--time-zone`), else the
  /// state's, unless the file has one.
  mutating func askResidence(timeZone: String?) throws(InterviewStop) -> Residence {
    let path = "residence.state"
    var residence: Residence
    while true {
      // A file that names no state but has California's tax on is California's (as it reads).
      let flag = value(at: "residence") == nil ? value(at: "includeCaliforniaTax")?.boolValue : nil
      let current = value(at: path)?.stringValue.flatMap(USState.init(rawValue:)) ?? (flag == true ? .CA : nil)
      let shown = current.map { "\($0.rawValue), \($0.name)" } ?? "none"
      let prompt = "  The state you lived in all year: its postal code or name (TX, Texas; New York City and Yonkers too) [\(shown)]: "
      guard let answer = try nextAnswer(prompt: prompt, path: path) else {
        output.print(
          Self.indented(
            "residence.state: where you lived all year, which decides the state tax: computed for California and New York, said to be none for the "
              + "nine states without an income tax on wages, said not to be computed yet for the others. Part-year and nonresident "
              + "returns are not supported.\nAccepts a postal code or a state's name in any case, or New York City or Yonkers."))
        continue
      }
      if answer.isEmpty, let current {
        residence = Residence(state: current, locality: value(at: "residence.locality")?.stringValue.flatMap(Locality.init(rawValue:)))
        break
      }
      if answer.isEmpty {
        output.print("  \(path): give the state you lived in all year, its postal code or name (? explains)")
        continue
      }
      if let city = Locality(typed: answer) {
        residence = Residence(state: .NY, locality: city)
      } else if let state = USState(typed: answer) {
        residence = Residence(state: state)
      } else {
        let several = answer.contains(where: { "/,;&+".contains($0) }) || answer.lowercased().contains(" and ")
        output.print(
          several
            ? "  \(path): QuickTax computes a full-year resident of one state; a part-year or nonresident return is not supported. Give the state you lived in all year."
            : "  \(path): \(InputExcerpt.quoted(answer)) is not a state; give its postal code or name (TX, Texas), or New York City or Yonkers.")
        continue
      }
      output.print("  → \(residence.state.rawValue) (\(residence.name))")
      break
    }
    let localities = residence.profile.localities
    if !localities.isEmpty, residence.locality == nil {
      let words = localities.map(\.rawValue) + ["neither"]
      let question = InterviewQuestion(
        path: "residence.locality", kind: .choice(words),
        summary: "Do you live in " + localities.map(\.name).joined(separator: " or ") + " (its own income tax)")
      while true {
        let current = value(at: question.path)?.stringValue.flatMap(Locality.init(rawValue:))
        guard let answer = try nextAnswer(prompt: "  \(question.prompt)? (\(question.menu ?? "")) [\(current?.rawValue ?? "neither")]: ", path: question.path) else {
          output.print(Self.indented("residence.locality: the city whose resident income tax you owe beside the state's; neither for none."))
          continue
        }
        if answer.isEmpty {
          residence.locality = current
          break
        }
        if let city = Locality(typed: answer), localities.contains(city) {
          residence.locality = city
          break
        }
        if let number = Int(answer), words.indices.contains(number - 1) {
          residence.locality = number <= localities.count ? localities[number - 1] : nil
          break
        }
        if ["neither", "none", "no", "n"].contains(answer.lowercased()) {
          residence.locality = nil
          break
        }
        output.print("  \(question.path): \(InputExcerpt.quoted(answer)) is not one of \(question.menu ?? "")")
      }
    }
    setResidence(residence, timeZone: timeZone)
    return residence
  }

  /// Writes `residence` in place of `includeCaliforniaTax` (which it decides), and the time zone:
  /// the one given, else the file's, else the state's.
  mutating func setResidence(_ residence: Residence, timeZone: String?) {
    guard case .object(let object) = document else { return }
    var residenceObject = JSONObject()
    residenceObject.append("state", .string(residence.state.rawValue))
    if let locality = residence.locality { residenceObject.append("locality", .string(locality.rawValue)) }
    // In the place of the flag or of the residence the file had, else first.
    var rebuilt = JSONObject()
    var placed = false
    for (key, value) in object.pairs where key != "timeZone" {
      guard key == "includeCaliforniaTax" || key == "residence" else {
        rebuilt.append(key, value)
        continue
      }
      if !placed { rebuilt.append("residence", .object(residenceObject)) }
      placed = true
    }
    if !placed { rebuilt = JSONObject(["residence": .object(residenceObject)]).merged(with: rebuilt) }
    let zone = timeZone ?? object["timeZone"]?.stringValue ?? residence.state.timeZone
    rebuilt.append("timeZone", .string(zone))
    // The empty fields the state does not read are left out, as template leaves them out.
    document = .object(TemplateCommand.withoutFields(notReadIn: residence.state, from: rebuilt))
  }

  /// One person's income: investments, conversions (then, with `gainsOf`, when the gains of those
  /// people came: right after the gains), wages to date, then the rest of the year in the mode
  /// chosen — asked only when wages are still to come —, then current law's self-employment,
  /// contributions and options.
  private mutating func askIncome(of parent: String, person: String, gainsOf: [String]?, taxYear: Int?) throws(InterviewStop) {
    let byKey = Dictionary(IncomeData.fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let owner = parent == "spouseIncome" ? " (your spouse's)" : ""
    // A New Yorker's state withholding is the state's and the city's together (one estimated tax).
    let newYorkWithholding = livesIn(.NY) ? "New York State and City or Yonkers together (W-2 boxes 17 and 19)" : nil
    func questions(_ keys: [String]) -> [InterviewQuestion] {
      keys.compactMap { byKey[$0] }.map { field in
        var question = InterviewQuestion(field, under: parent)
        question.owner = owner
        if field.key.contains("State") { question.note = newYorkWithholding }
        return question
      }
    }

    for question in questions(["ordinaryDividends", "qualifiedDividends", "interestIncome", "shortTermGains", "longTermGains", "rothConversion"]) {
      try ask(question)
    }
    if let gainsOf { try askGainPeriods(people: gainsOf, taxYear: taxYear) }
    for question in questions(["ytdWage"]) { try ask(question) }
    // Tax withheld from wages only with wages: a pension's or IRA's is asked with its 1099-R, so
    // that no one enters it twice.
    if isFilled("\(parent).ytdWage") {
      for question in questions(["ytdFederalWithhold", "ytdStateWithhold"]) where computesStateTax || !question.path.hasSuffix("StateWithhold") {
        var withheld = question
        withheld.note = [withheld.note, "from those wages (W-2); a pension's or an IRA's is asked with its 1099-R"].compactMap { $0 }.joined(separator: ", ")
        try ask(withheld)
      }
      // California SDI goes with the pay stub's other year-to-date figures (current law only).
      if livesIn(.CA) {
        for question in questions([Self.disabilityInsuranceKey]) { try ask(question) }
      }
    }
    // The rest of the year's pay only for a person with a job: no paycheck or RSU questions for
    // a retiree or a spouse without one.
    let future = ["futureWage", "paycheckWage", "rsuVestWage"].contains { isFilled("\(parent).\($0)") } || isFilled("\(parent).futureRSUVests")
    guard
      try askYesNo(
        "Wages still to come this year for \(person) (paychecks or RSU vests)?", default: future || isFilled("\(parent).ytdWage"),
        help: "The rest of the year's pay: as three totals, or as paychecks and RSU vests.")
    else {
      try askCurrentLawIncome(of: parent, person: person, wagesToCome: false, questions: questions)
      return
    }
    try ask(
      InterviewQuestion(
        path: "\(parent).incomeMode", kind: .choice(["simple", "detailed"]),
        summary: "The rest of the year's wages as three totals (simple) or as paychecks and RSU vests (detailed)"))
    // Detailed: paychecks only for someone paid them (not a spouse paid only in RSU vests).
    var paychecks = true
    if value(at: "\(parent).incomeMode")?.stringValue == "detailed" {
      paychecks = try askYesNo(
        "Paychecks still to come for \(person), besides RSU vests?",
        default: isFilled("\(parent).paycheckWage") || !isFilled("\(parent).rsuVestWage") && !isFilled("\(parent).futureRSUVests"),
        help: "No for someone paid only in RSU vests from here on: no pay frequency, paycheck or pay date questions.")
      if paychecks, try !askPayFrequency(of: parent) {
        // Weekly or semimonthly pay: the paycheck projection steps two weeks or a month, so the
        // rest of the year is asked as totals.
        _ = put(.string("simple"), at: "\(parent).incomeMode")
      }
    }
    if value(at: "\(parent).incomeMode")?.stringValue == "simple" {
      for question in questions(["futureWage", "futureFederalWithhold", "futureStateWithhold"]) where computesStateTax || !question.path.hasSuffix("StateWithhold") {
        try ask(question)
      }
    } else {
      let paycheckKeys = paychecks ? ["paycheckWage", "paycheckFederal", "paycheckState", "nextPayDate", "lastPayDate"] : []
      for question in questions(paycheckKeys + ["rsuVestWage", "rsuVestFederal", "rsuVestState", "vestPrice"])
      where computesStateTax || !question.path.hasSuffix("State") {
        try ask(question)
      }
      try askRSUVests(of: parent, person: person)
    }
    try askCurrentLawIncome(of: parent, person: person, wagesToCome: true, questions: questions)
  }

  /// The RSU vests still to come: for each, its id and date, then its value in dollars where that
  /// is what the person knows (recorded as that many shares at $1, the same wages to the web app
  /// and to current law), else its shares and expected price.
  private mutating func askRSUVests(of parent: String, person: String) throws(InterviewStop) {
    let path = "\(parent).futureRSUVests"
    let count = try askCount(
      "How many RSU vests are still to come this year for \(person)?", default: value(at: path)?.arrayValue?.count ?? 0,
      upTo: InputLimits.rsuVestsPerPerson, help: "Each future vest adds shares × expected price to wages, withheld at the most recent vest's rates.")
    resizeList(at: path, to: count) { index in
      .object(JSONObject(["id": .string("v\(index + 1)"), "date": .string(""), "shares": .string(""), "expectedPrice": .string("")]))
    }
    for index in 0..<count {
      output.print("  Item \(index + 1) of \(count):")
      let item = "\(path)[\(index)]"
      for field in FutureRSUVest.fields where field.key == "id" || field.key == "date" { try ask(InterviewQuestion(field, under: item)) }
      if let dollars = try askVestValue(at: item) {
        _ = put(.string(dollars), at: "\(item).shares")
        _ = put(.string("1"), at: "\(item).expectedPrice")
        output.print("  → \(dollars) shares at $1: the same wages as shares × price")
        continue
      }
      for field in FutureRSUVest.fields where field.key == "shares" || field.key == "expectedPrice" { try ask(InterviewQuestion(field, under: item)) }
    }
  }

  /// "The vest's expected value in dollars": the amount as the file writes it, or nil for Enter
  /// (shares and price asked instead).
  private mutating func askVestValue(at item: String) throws(InterviewStop) -> String? {
    let question = InterviewQuestion(
      path: "\(item).value", kind: .nonNegativeAmount,
      summary: "The vest's expected value in dollars, if that is what you know (Enter to give shares and price)")
    while true {
      guard let answer = try nextAnswer(prompt: "  \(question.prompt) [shares and price]: ", path: question.path) else {
        output.print(Self.indented("\(question.path): the shares times the price you expect at the vest, in dollars; Enter to give them apart."))
        continue
      }
      if answer.isEmpty { return nil }
      do throws(InterviewQuestion.Refusal) {
        guard let text = try question.value(of: answer).stringValue else { return nil }
        return text
      } catch {
        output.print("  \(question.path): \(error.message)")
      }
    }
  }

  /// One person's income beyond the web app's: benefits and interest, then self-employment,
  /// contributions, options, 1099-Rs and rentals, each group behind a question.
  private mutating func askCurrentLawIncome(
    of parent: String, person: String, wagesToCome: Bool, questions: ([String]) -> [InterviewQuestion]
  ) throws(InterviewStop) {
    // Social Security, unemployment, Treasury and tax-exempt interest: behind a question of their own.
    if try askYesNo(
      "Social Security benefits, unemployment compensation, or Treasury or tax-exempt interest for \(person)?",
      default: Self.benefitsAndInterestKeys.contains { isFilled("\(parent).\($0)") },
      help: "SSA-1099, 1099-G and 1099-INT boxes 3 and 8: the taxable part of the benefits, California's exclusions: current law only.")
    {
      // Other states' bonds' interest is California's and New York's question (Schedule CA line 2, IT-201 line 20).
      for question in questions(Self.benefitsAndInterestKeys) where livesIn(.CA) || livesIn(.NY) || !question.path.hasSuffix("taxExemptInterestOtherStates") {
        // Tax withheld from benefits only with the benefits it was withheld from.
        func none(_ key: String) -> Bool { HouseholdEdit.amount(value(at: "\(parent).\(key)")) <= 0 }
        if question.path.hasSuffix(".socialSecurityWithheld") && none("socialSecurityBenefits")
          || question.path.hasSuffix(".unemploymentWithheld") && none("unemploymentCompensation")
        {
          continue
        }
        try ask(question)
      }
    }

    // The rest behind a question per group, so that a retiree is not walked through a business's
    // or a payroll's fields: each group asked when its figures can apply.
    let hasWages = isFilled("\(parent).ytdWage") || wagesToCome
    for group in Self.incomeGroups {
      let filled = group.keys.contains { isFilled("\(parent).\($0)") }
      switch group.when {
      case .always: break
      case .withWagesOrBusiness where hasWages || isFilled("\(parent).selfEmploymentReceipts"): break
      case .withDividendsOrInterest where ["ordinaryDividends", "interestIncome"].contains(where: { isFilled("\(parent).\($0)") }): break
      default: if !filled { continue }
      }
      guard try askYesNo(group.prompt(person), default: filled, help: group.help) else { continue }
      for question in questions(group.keys) {
        // The business's details matter only with a business.
        if ["specifiedServiceBusiness", "businessW2WagesPaid", "businessPropertyUBIA"].contains(question.path.split(separator: ".").last ?? "")
          && !isFilled("\(parent).selfEmploymentReceipts")
        {
          continue
        }
        try ask(question)
      }
    }
    // Incentive stock options are exercised while employed or within three months after (IRC
    // §422(a)(2)): asked of someone with wages this year, or whose file has an exercise.
    if hasWages || isFilled("\(parent).incentiveStockOptions") {
      try askList(
        at: "\(parent).incentiveStockOptions", fields: IncentiveStockOptionExercise.fields, limit: InputLimits.optionExercisesPerPerson,
        prompt: "How many incentive stock option exercises this year for \(person) (shares still held at year end)?",
        help: "Each exercise's bargain element is an adjustment for the federal and California AMT.",
        newItem: { index in .object(JSONObject(["id": .string("iso\(index + 1)"), "date": .string(""), "bargainElement": .string("")])) })
    }
    try askList(
      at: "\(parent).retirementDistributions", fields: RetirementDistribution.fields, limit: InputLimits.retirementDistributionsPerPerson,
      // A charitable part only of an IRA's, and of someone who may be 70½ (IRC §408(d)(8)(B)(ii));
      // before 59½ only of someone who may have been under it (60 or younger at the end of the
      // year); an exception only for an early distribution; a government pension only of a New Yorker.
      skip: { [age = age(of: parent), newYorker = livesIn(.NY)] document, item, key in
        (key == "governmentPension" && !newYorker)
          || (key == "qualifiedCharitableDistribution"
          && (HouseholdEdit.value(at: "\(item).kind", in: document)?.stringValue != RetirementDistribution.iraKind || (age ?? .max) < 70))
          || (key == "earlyDistribution" && (age ?? 0) > 60)
          || (key == "earlyDistributionException" && HouseholdEdit.value(at: "\(item).earlyDistribution", in: document)?.boolValue != true)
      },
      prompt: "How many pension, annuity or IRA distributions (Forms 1099-R) this year for \(person)?",
      help: "Each 1099-R's taxable amount is income (Form 1040 lines 4b and 5b) and its withholding a payment, counted as paid evenly through the year.",
      newItem: { [newYorker = livesIn(.NY)] index in
        var item = JSONObject()
        for field in RetirementDistribution.fields where newYorker || field.key != "governmentPension" {
          item.append(field.key, field.kind == .flag ? .bool(false) : .string(field.key == "id" ? "r\(index + 1)" : ""))
        }
        return .object(item)
      })
    // Last year-end's IRA value sets this year's required minimum distribution: asked with an IRA
    // distribution, or when already given.
    let iraDistributions = (value(at: "\(parent).retirementDistributions")?.arrayValue ?? []).filter {
      HouseholdEdit.value(at: "kind", in: $0)?.stringValue == RetirementDistribution.iraKind
    }
    if !iraDistributions.isEmpty || isFilled("\(parent).iraBalancePriorYearEnd") {
      for question in questions(["iraBalancePriorYearEnd"]) { try ask(question) }
    }
    try askList(
      at: "\(parent).rentalProperties", fields: RentalProperty.fields, limit: InputLimits.rentalPropertiesPerPerson,
      prompt: "How many rental properties (Schedule E) of \(person == "you" ? "yours" : "your spouse's")?",
      help: "Each property's net income or loss for the year, before the passive activity loss limit (Form 8582), which QuickTax applies.",
      newItem: { index in
        .object(
          JSONObject([
            "id": .string("rental\(index + 1)"), "netIncome": .string(""), "activeParticipation": .string(""), "priorYearUnallowedLoss": .string(""),
            "californiaPriorYearUnallowedLoss": .string(""),
          ]))
      })
  }

  /// How often the person is paid, in the words the plan takes (weekly, biweekly, semimonthly,
  /// monthly). Biweekly and monthly go to `payFrequency` and the paychecks are projected (true);
  /// weekly and semimonthly, which the web app's projection does not step, are said and kept for
  /// next year's per-paycheck amounts (`planning.nextYearPayFrequency`, when not given), and the
  /// rest of the year is asked as totals (false).
  private mutating func askPayFrequency(of parent: String) throws(InterviewStop) -> Bool {
    let words = ["weekly", "biweekly", "semimonthly", "monthly"]
    let question = InterviewQuestion(
      path: "\(parent).payFrequency", kind: .choice(words), summary: parent == "spouseIncome" ? "How often your spouse is paid" : "How often you are paid")
    while true {
      let current = value(at: question.path)?.stringValue ?? "biweekly"
      guard let answer = try nextAnswer(prompt: "  \(question.prompt) (\(question.menu ?? "")) [\(current)]: ", path: question.path) else {
        output.print(Self.indented(question.help))
        continue
      }
      let word: String
      do throws(InterviewQuestion.Refusal) {
        word = answer.isEmpty ? current : try question.value(of: answer).stringValue ?? answer
      } catch {
        output.print("  \(question.path): \(error.message)")
        continue
      }
      guard words.contains(word) else {
        output.print("  \(question.path): '\(answer)' is not one of \(question.menu ?? "")")
        continue
      }
      if !answer.isEmpty, word != answer { output.print("  → \(word)") }
      if word == "biweekly" || word == "monthly" {
        _ = put(.string(word), at: question.path)
        return true
      }
      let nextYear = "\(HouseholdDecoder.planningKey).nextYearPayFrequency"
      if !isFilled(nextYear) { _ = put(.string(word), at: nextYear) }
      output.print(
        "  \(word.prefix(1).uppercased() + word.dropFirst()) pay: the paychecks are projected every two weeks or every month only,"
          + " so give the rest of the year's wages and withholding as totals, RSU vests included; next year's amount per paycheck counts \(word) paychecks.")
      return false
    }
  }

  /// A group of current law's income fields behind one yes-or-no question, and when it is asked
  /// at all (else only when one of its fields is already given).
  private struct IncomeGroup: Sendable {
    enum Applies: Sendable { case always, withWagesOrBusiness, withDividendsOrInterest }
    let when: Applies
    let prompt: @Sendable (String) -> String
    let help: String
    let keys: [String]
  }

  /// In the order asked: the business first, so that tips can be a business's receipts.
  private static let incomeGroups = [
    IncomeGroup(
      when: .always, prompt: { "Self-employment or a business of \($0 == "you" ? "your" : "your spouse's") own (Schedule C)?" },
      help: "Schedule C's profit, self-employment tax (Schedule SE), the QBI deduction, self-employed health insurance, SEP and solo 401(k) contributions: current law only.",
      keys: [
        "selfEmploymentReceipts", "selfEmploymentExpenses", "specifiedServiceBusiness", "businessW2WagesPaid", "businessPropertyUBIA",
        "selfEmployedHealthInsurance", "sepContributions", "solo401kDeferrals",
      ]),
    IncomeGroup(
      when: .withWagesOrBusiness, prompt: { "Tips or overtime pay for \($0) (the 2025–2028 deductions)?" },
      help: "Schedule 1-A's deductions for qualified tips and the premium part of overtime pay: current law only.",
      keys: ["qualifiedTips", "qualifiedOvertime"]),
    IncomeGroup(
      when: .always, prompt: { "IRA or HSA contributions, or student loan interest, for \($0)?" },
      help: "The IRA and HSA deductions (Schedule 1 lines 13 and 20), the saver's credit (Form 8880), the student loan interest deduction: current law only.",
      keys: ["iraContributions", "coveredByWorkplacePlan", "hsaContributions", "hsaFamilyCoverage", "otherRetirementContributions", "studentLoanInterest"]),
    IncomeGroup(
      when: .withDividendsOrInterest, prompt: { "Foreign tax paid on \($0 == "you" ? "your" : "your spouse's") dividends or interest?" },
      help: "The foreign tax credit (Schedule 3 line 1; Form 1116 over $300, $600 joint): current law only.",
      keys: ["foreignTaxPaid", "foreignSourceIncome"]),
  ]

  /// Asked with the wages to date, not behind the self-employment question.
  private static let disabilityInsuranceKey = "ytdCaliforniaSDIWithheld"
  /// Asked behind their own question, before the self-employment one.
  private static let benefitsAndInterestKeys = [
    "socialSecurityBenefits", "socialSecurityWithheld", "unemploymentCompensation", "unemploymentWithheld", "treasuryInterest",
    "taxExemptInterest", "taxExemptInterestOtherStates",
  ]
  /// Asked together after the family (Form 2441, Form 8863), not with income or deductions.
  private static let careKeys: Set<String> = ["dependentCareBenefits", "dependentCareExpenses", "careQualifyingPersons"]

  /// A list of records (vests, exercises): how many, then each item's fields but those `skip`
  /// says do not apply to it (by the document so far, the item's path and the field's key).
  private mutating func askList<Root>(
    at path: String, fields: [InputField<Root>], limit: Int, skip: (JSONValue, String, String) -> Bool = { _, _, _ in false }, prompt: String, help: String,
    newItem: (Int) -> JSONValue
  ) throws(InterviewStop) {
    let count = try askCount(prompt, default: value(at: path)?.arrayValue?.count ?? 0, upTo: limit, help: help)
    resizeList(at: path, to: count, newItem: newItem)
    for index in 0..<count {
      output.print("  Item \(index + 1) of \(count):")
      for field in fields where !skip(document, "\(path)[\(index)]", field.key) { try ask(InterviewQuestion(field, under: "\(path)[\(index)]")) }
    }
  }

  /// The deductions an answer far out of line with the household's income is confirmed for.
  private static let confirmedDeductions: Set<String> = ["propertyTax", "mortgageInterest", "donations", "medicalExpenses", "businessExpenses"]

  /// An amount more than the household's whole income (a mistyped digit: property tax 800,000 on
  /// 400,000 of income): asked to confirm, and asked again when not confirmed.
  private mutating func confirmInLine(with people: [String], path: String, question: InterviewQuestion) throws(InterviewStop) {
    func amount(_ path: String) -> Double { HouseholdEdit.amount(value(at: path)) }
    while true {
      let entered = amount(path)
      let income = people.reduce(0.0) { sum, person in
        sum + ["ytdWage", "futureWage", "interestIncome", "ordinaryDividends", "shortTermGains", "longTermGains", "selfEmploymentReceipts",
          "socialSecurityBenefits"].reduce(0.0) { $0 + max(0, amount("\(person).\($1)")) }
          + (value(at: "\(person).retirementDistributions")?.arrayValue ?? []).reduce(0.0) { $0 + max(0, HouseholdEdit.amount($1["taxableAmount"])) }
      }
      guard entered > max(income, 10_000) else { return }
      if try askYesNo(
        "\(MoneyFormat.dollars(entered.rounded())) is more than the household's income entered, \(MoneyFormat.dollars(income.rounded())): keep it?",
        default: false, help: "An amount that large is most often a digit too many; answer no to give it again.")
      {
        return
      }
      try ask(question)
    }
  }

  /// Ages, blindness and dependents, behind one question; the spouse's only on a joint return.
  private mutating func askFamily(status: String?, taxYear: Int?) throws(InterviewStop) {
    let joint = status == FilingStatus.marriedFilingJointly.rawValue
    // The ages were asked first: an age given decides the 65-or-older flag, which is asked only
    // for someone whose age was not.
    let ageUnknown = !isFilled("family.userAge") || (joint && !isFilled("family.spouseAge"))
    let hasFamily = FamilyData.fields.contains { !Self.ageKeys.contains($0.key) && isFilled("family.\($0.key)") }
    guard
      try askYesNo(
        (ageUnknown ? "65 or older, blindness" : "Blindness") + ", children or other dependents, child care or students"
          + (livesIn(.CA) ? ", renting in California?" : "?"),
        default: hasFamily,
        help: "The additional and senior deductions, the child tax credit and credit for other dependents, the earned income credit, California's dependent and renter's credits: current law only.")
    else { return }
    for field in FamilyData.fields where !Self.careKeys.contains(field.key) && (livesIn(.CA) || field.key != "californiaRenter")
      && (livesIn(.NY) || field.key != "childrenUnder4")
    {
      if Self.ageKeys.contains(field.key) { continue }
      if field.key == "userAge65OrOlder" && isFilled("family.userAge") || field.key == "spouseAge65OrOlder" && isFilled("family.spouseAge") { continue }
      if field.key.hasPrefix("spouse") && field.key != "spouseItemizes" && !joint { continue }
      if ["spouseItemizes", "livedApartAllYear", "livedApartLastSixMonths"].contains(field.key)
        && status != FilingStatus.marriedFilingSeparately.rawValue
      {
        continue
      }
      var question = InterviewQuestion(field, under: "family")
      // 65 or older at the end of the year being estimated: born before January 2 of 64 years before
      // (IRS Pub. 501: one is 65 the day before the 65th birthday).
      if let taxYear, field.key == "userAge65OrOlder" || field.key == "spouseAge65OrOlder" {
        let who = field.key == "userAge65OrOlder" ? "You were" : "Your spouse was"
        question = InterviewQuestion(
          path: question.path, kind: field.kind, summary: "\(who) 65 or older at the end of \(taxYear) (born before January 2, \(taxYear - 64))")
      }
      try ask(question)
    }
    try askCareAndEducation(joint: joint)
  }

  /// Asked in step 1, not behind the family's question.
  static let ageKeys: Set<String> = ["userAge", "spouseAge"]

  /// Each person's age at the end of the year, first, for what it decides: the additional
  /// standard deduction and the senior deduction at 65, catch-up contributions, an IRA's
  /// required minimum distribution, a qualified charitable distribution from 70½, the 10% tax on a
  /// distribution before 59½ (asked only of someone who may have been under it).
  mutating func askAges(joint: Bool, taxYear: Int?) throws(InterviewStop) {
    let year = taxYear.map(String.init) ?? "the year"
    let why = "the senior deduction at 65, catch-up contributions, IRA distributions at 59½, 70½ and 73; Enter to skip"
    try ask(InterviewQuestion(path: "family.userAge", kind: .age, summary: "Your age at the end of \(year) (\(why))"))
    if joint { try ask(InterviewQuestion(path: "family.spouseAge", kind: .age, summary: "Your spouse's age at the end of \(year)")) }
  }

  /// The age at the end of the year given for the person whose income `parent` is, if any.
  func age(of parent: String) -> Int? {
    guard let text = value(at: parent == "spouseIncome" ? "family.spouseAge" : "family.userAge") else { return nil }
    if case .number(let number) = text { return Int(exactly: number.value) }
    return text.stringValue.flatMap { Int($0) }
  }

  /// Child and dependent care (the qualifying persons, the expenses, each person's W-2 box 10
  /// benefits) and students, behind one question.
  private mutating func askCareAndEducation(joint: Bool) throws(InterviewStop) {
    let people = joint ? ["userIncome", "spouseIncome"] : ["userIncome"]
    let has = ["family.careQualifyingPersons", "deductions.dependentCareExpenses", "family.students"].contains { isFilled($0) }
      || people.contains { isFilled("\($0).dependentCareBenefits") }
    guard
      try askYesNo(
        "Child or dependent care expenses, dependent care benefits (W-2 box 10), or students in college?", default: has,
        help: "The child and dependent care credit (Form 2441, California's FTB 3506) and the education credits (Form 8863): current law only.")
    else { return }
    for field in FamilyData.fields where field.key == "careQualifyingPersons" { try ask(InterviewQuestion(field, under: "family")) }
    for field in DeductionsData.fields where field.key == "dependentCareExpenses" { try ask(InterviewQuestion(field, under: "deductions")) }
    for person in people {
      for field in IncomeData.currentLawFields where field.key == "dependentCareBenefits" { try ask(InterviewQuestion(field, under: person)) }
    }
    try askList(
      at: "family.students", fields: EducationStudent.fields, limit: InputLimits.studentsPerReturn,
      prompt: "How many students with tuition paid this year (Form 1098-T)?",
      help: "Each student's expenses go to the American opportunity credit or the lifetime learning credit (Form 8863).",
      newItem: { index in .object(JSONObject(["id": .string("s\(index + 1)"), "qualifiedExpenses": .string(""), "credit": .string("")])) })
  }
}

extension JSONObject {
  /// This object's members, then `other`'s (a key of both keeps this one's).
  func merged(with other: JSONObject) -> JSONObject {
    var result = self
    for (key, value) in other.pairs where result[key] == nil { result.append(key, value) }
    return result
  }
}

extension Interview {
  /// Whether the file's residence is `state`.
  func livesIn(_ state: USState) -> Bool { value(at: "residence.state")?.stringValue == state.rawValue }

  /// Whether the state's income tax is computed (California), so that its withholding counts.
  var computesStateTax: Bool {
    value(at: "residence.state")?.stringValue.flatMap(USState.init(rawValue:)).map { StateCatalog.profile($0).incomeTax == .computed } ?? true
  }
}
