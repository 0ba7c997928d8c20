import QuickTaxCore

/// The questions of `quicktax init`, in the web app's order: its steps (FilingStatus, Income,
/// Deductions, EstimatedPayments; src/components/steps/) and, within Income, its sections
/// (investment income, IRA conversions, YTD W-2 income, future income by mode). Current law's
/// additions are asked after the web app's fields of the same step, behind one yes-or-no question.
extension Interview {
  static let stepCount = 6

  mutating func run(years: [Int]) throws(InterviewStop) {
    step(1, of: Self.stepCount, "tax year and filing status")
    try ask(
      InterviewQuestion(
        path: "taxYear", kind: .choice(years.map(String.init)), summary: "The tax year to estimate", storedAsNumber: true))
    try ask(
      InterviewQuestion(
        path: "filingStatus", kind: .choice(FilingStatus.allCases.map(\.rawValue)),
        summary: "Filing status (--rules quicktax-web has the first two)", aliases: TypedAnswer.filingStatusAliases))
    try ask(InterviewQuestion(path: "includeCaliforniaTax", kind: .flag, summary: "Estimate California tax too (a California resident)"))
    try askAsOf()
    let status = value(at: "filingStatus")?.stringValue
    let joint = status == FilingStatus.marriedFilingJointly.rawValue
    let california = value(at: "includeCaliforniaTax")?.boolValue ?? true
    var taxYear: Int?
    if case .number(let year)? = value(at: "taxYear") { taxYear = Int(exactly: year.value) }

    step(2, of: Self.stepCount, "your income")
    try askIncome(of: "userIncome", person: "you")
    if joint {
      step(2, of: Self.stepCount, "your spouse's income")
      try askIncome(of: "spouseIncome", person: "your spouse")
    }

    try askGainPeriods(people: joint ? ["userIncome", "spouseIncome"] : ["userIncome"], taxYear: taxYear)

    step(3, of: Self.stepCount, "deductions")
    for field in DeductionsData.fields where (field.key != "otherStateIncomeTax" || !california) && !Self.careKeys.contains(field.key) {
      try ask(InterviewQuestion(field, under: "deductions"))
    }

    step(4, of: Self.stepCount, "family and carryovers (current law)")
    try askFamily(status: status)
    let hasCarryovers = CarryoverData.fields.contains { isFilled("carryovers.\($0.key)") }
    if try askYesNo(
      "Capital losses carried over from last year?", default: hasCarryovers,
      help: "Last year's capital losses beyond what it could deduct (its Capital Loss Carryover Worksheet); current law only.")
    {
      for field in CarryoverData.fields where california || !field.key.hasPrefix("california") {
        try ask(InterviewQuestion(field, under: "carryovers"))
      }
    }

    step(5, of: Self.stepCount, "estimated payments made this year")
    for field in EstimatedPaymentsData.fields where california || !field.key.hasPrefix("california") {
      try ask(InterviewQuestion(field, under: "estimatedPayments"))
    }

    step(6, of: Self.stepCount, "last year's return, for the safe-harbor payment plan")
    for field in PlanningInputs.fields where ["priorYearFederalTax", "priorYearFederalAGI"].contains(field.key)
      || (california && ["priorYearCaliforniaTax", "priorYearCaliforniaAGI"].contains(field.key))
    {
      try ask(InterviewQuestion(field, under: HouseholdDecoder.planningKey))
    }
  }

  /// One person's income: investments, conversions, wages to date, then the rest of the year in
  /// the mode chosen, then current law's self-employment, contributions and options.
  private mutating func askIncome(of parent: String, person: String) throws(InterviewStop) {
    let byKey = Dictionary(IncomeData.fields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    func questions(_ keys: [String]) -> [InterviewQuestion] { keys.compactMap { byKey[$0] }.map { InterviewQuestion($0, under: parent) } }

    for question in questions([
      "ordinaryDividends", "qualifiedDividends", "interestIncome", "shortTermGains", "longTermGains", "rothConversion",
      "ytdWage", "ytdFederalWithhold", "ytdStateWithhold",
    ]) {
      try ask(question)
    }
    // California SDI goes with the pay stub's other year-to-date figures (current law only).
    if value(at: "includeCaliforniaTax")?.boolValue ?? true {
      for question in questions([Self.disabilityInsuranceKey]) { try ask(question) }
    }
    try ask(
      InterviewQuestion(
        path: "\(parent).incomeMode", kind: .choice(["simple", "detailed"]),
        summary: "The rest of the year's wages as three totals (simple) or as paychecks and RSU vests (detailed)"))
    if value(at: "\(parent).incomeMode")?.stringValue == "simple" {
      for question in questions(["futureWage", "futureFederalWithhold", "futureStateWithhold"]) { try ask(question) }
    } else {
      for question in questions([
        "paycheckWage", "paycheckFederal", "paycheckState", "payFrequency", "nextPayDate", "lastPayDate",
        "rsuVestWage", "rsuVestFederal", "rsuVestState", "vestPrice",
      ]) {
        try ask(question)
      }
      try askList(
        at: "\(parent).futureRSUVests", fields: FutureRSUVest.fields, limit: InputLimits.rsuVestsPerPerson,
        prompt: "How many RSU vests are still to come this year for \(person)?",
        help: "Each future vest adds shares × expected price to wages, withheld at the most recent vest's rates.",
        newItem: { index in .object(JSONObject(["id": .string("v\(index + 1)"), "date": .string(""), "shares": .string(""), "expectedPrice": .string("")])) })
    }

    // Social Security, unemployment, Treasury and tax-exempt interest: behind a question of their own.
    if try askYesNo(
      "Social Security benefits, unemployment compensation, or Treasury or tax-exempt interest for \(person)?",
      default: Self.benefitsAndInterestKeys.contains { isFilled("\(parent).\($0)") },
      help: "SSA-1099, 1099-G and 1099-INT boxes 3 and 8: the taxable part of the benefits, California's exclusions: current law only.")
    {
      for question in questions(Self.benefitsAndInterestKeys) { try ask(question) }
    }

    let currentLawKeys = IncomeData.currentLawFields.map(\.key).filter {
      $0 != Self.disabilityInsuranceKey && !Self.benefitsAndInterestKeys.contains($0) && !Self.careKeys.contains($0)
    }
    let hasCurrentLaw = currentLawKeys.contains { isFilled("\(parent).\($0)") } || isFilled("\(parent).incentiveStockOptions")
      || isFilled("\(parent).retirementDistributions") || isFilled("\(parent).rentalProperties")
    guard
      try askYesNo(
        "Tips, overtime, student loan interest, self-employment, retirement contributions or distributions, HSA contributions, incentive stock options, foreign tax or rental property for \(person)?",
        default: hasCurrentLaw,
        help: "Schedule 1-A's tips and overtime, student loan interest, Schedule C and SE, the QBI deduction, SEP / solo 401(k) / IRA / HSA contributions, ISO exercises, pensions and IRA distributions, the foreign tax credit and Schedule E rentals: current law only.")
    else { return }
    for question in questions(currentLawKeys) {
      // The business's details matter only with a business.
      if ["specifiedServiceBusiness", "businessW2WagesPaid", "businessPropertyUBIA"].contains(question.path.split(separator: ".").last ?? "")
        && !isFilled("\(parent).selfEmploymentReceipts")
      {
        continue
      }
      try ask(question)
    }
    try askList(
      at: "\(parent).incentiveStockOptions", fields: IncentiveStockOptionExercise.fields, limit: InputLimits.optionExercisesPerPerson,
      prompt: "How many incentive stock option exercises this year, shares still held at year end?",
      help: "Each exercise's bargain element is an adjustment for the federal and California AMT.",
      newItem: { index in .object(JSONObject(["id": .string("iso\(index + 1)"), "date": .string(""), "bargainElement": .string("")])) })
    try askList(
      at: "\(parent).retirementDistributions", fields: RetirementDistribution.fields, limit: InputLimits.retirementDistributionsPerPerson,
      prompt: "How many pension, annuity or IRA distributions (Forms 1099-R) this year?",
      help: "Each 1099-R's taxable amount is income (Form 1040 lines 4b and 5b) and its withholding a payment, counted as paid evenly through the year.",
      newItem: { index in
        var item = JSONObject()
        for field in RetirementDistribution.fields {
          item.append(field.key, field.kind == .flag ? .bool(false) : .string(field.key == "id" ? "r\(index + 1)" : ""))
        }
        return .object(item)
      })
    try askList(
      at: "\(parent).rentalProperties", fields: RentalProperty.fields, limit: InputLimits.rentalPropertiesPerPerson,
      prompt: "How many rental properties (Schedule E)?",
      help: "Each property's net income or loss for the year, before the passive activity loss limit (Form 8582), which QuickTax applies.",
      newItem: { index in
        .object(
          JSONObject([
            "id": .string("rental\(index + 1)"), "netIncome": .string(""), "activeParticipation": .string(""), "priorYearUnallowedLoss": .string(""),
            "californiaPriorYearUnallowedLoss": .string(""),
          ]))
      })
  }

  /// Asked with the wages to date, not behind the self-employment question.
  private static let disabilityInsuranceKey = "ytdCaliforniaSDIWithheld"
  /// Asked behind their own question, before the self-employment one.
  private static let benefitsAndInterestKeys = [
    "socialSecurityBenefits", "socialSecurityWithheld", "unemploymentCompensation", "unemploymentWithheld", "treasuryInterest",
    "taxExemptInterest", "taxExemptInterestOtherStates",
  ]
  /// Asked together after the family (Form 2441, Form 8863), not with income or deductions.
  private static let careKeys: Set<String> = ["dependentCareBenefits", "dependentCareExpenses", "careQualifyingPersons"]

  /// A list of records (vests, exercises): how many, then each item's fields.
  private mutating func askList<Root>(
    at path: String, fields: [InputField<Root>], limit: Int, prompt: String, help: String, newItem: (Int) -> JSONValue
  ) throws(InterviewStop) {
    let count = try askCount(prompt, default: value(at: path)?.arrayValue?.count ?? 0, upTo: limit, help: help)
    resizeList(at: path, to: count, newItem: newItem)
    for index in 0..<count {
      output.print("  Item \(index + 1) of \(count):")
      for field in fields { try ask(InterviewQuestion(field, under: "\(path)[\(index)]")) }
    }
  }

  /// Ages, blindness and dependents, behind one question; the spouse's only on a joint return.
  private mutating func askFamily(status: String?) throws(InterviewStop) {
    let hasFamily = FamilyData.fields.contains { isFilled("family.\($0.key)") }
    guard
      try askYesNo(
        "Ages (65 or older, or for catch-up contributions), blindness, children or other dependents, child care or students, renting in California?",
        default: hasFamily,
        help: "The additional and senior deductions, the child tax credit and credit for other dependents, the earned income credit, California's dependent and renter's credits: current law only.")
    else { return }
    let joint = status == FilingStatus.marriedFilingJointly.rawValue
    for field in FamilyData.fields where !Self.careKeys.contains(field.key) {
      if field.key.hasPrefix("spouse") && field.key != "spouseItemizes" && !joint { continue }
      if ["spouseItemizes", "livedApartAllYear", "livedApartLastSixMonths"].contains(field.key)
        && status != FilingStatus.marriedFilingSeparately.rawValue
      {
        continue
      }
      try ask(InterviewQuestion(field, under: "family"))
    }
    try askCareAndEducation(joint: joint)
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
