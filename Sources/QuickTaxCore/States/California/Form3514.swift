/// FTB 3514: California's earned income tax credit (R&TC §17052, Form 540 line 75) and young child
/// tax credit (R&TC §17052.1, line 76), both refundable.
/// Filled in by `californiaEarnedIncomeCredit` below, read-only after.
public final class CaliforniaEarnedIncomeCreditWorksheet<N: TaxNumber>: @unchecked Sendable {
  public typealias Disallowance = EarnedIncomeCreditDisallowance

  /// The qualifying children counted (three or more read the same column).
  public fileprivate(set) var qualifyingChildren: Int
  public fileprivate(set) var investmentIncome: N
  /// FTB 3514 line 19 (the worksheet's line 1): wages and net self-employment earnings less the
  /// deductible part of SE tax; may be zero or less.
  public fileprivate(set) var earnedIncome: N
  /// The CalEITC worksheet's line 2: the credit for earned income; line 5: for federal AGI, when
  /// that is more than earned income.
  public fileprivate(set) var creditForEarnedIncome: N
  public fileprivate(set) var adjustedGrossIncome: N
  public fileprivate(set) var creditForAdjustedGrossIncome: N?
  public fileprivate(set) var disallowance: Disallowance?
  /// Form 540 line 75.
  public fileprivate(set) var credit: N
  /// Form 540 line 76: the young child tax credit; `youngChildZeroEarnedIncome` when it is allowed
  /// by §17052.1(b)(1)(B) without earned income.
  public fileprivate(set) var youngChildCredit: N
  public fileprivate(set) var youngChildZeroEarnedIncome: Bool
  /// What was assumed where the household does not say.
  public fileprivate(set) var notices: [InputDiagnostic]

  init(
    qualifyingChildren: Int, investmentIncome: N, earnedIncome: N, creditForEarnedIncome: N, adjustedGrossIncome: N,
    creditForAdjustedGrossIncome: N?, disallowance: Disallowance?, credit: N, youngChildCredit: N, youngChildZeroEarnedIncome: Bool,
    notices: [InputDiagnostic]
  ) {
    self.qualifyingChildren = qualifyingChildren
    self.investmentIncome = investmentIncome
    self.earnedIncome = earnedIncome
    self.creditForEarnedIncome = creditForEarnedIncome
    self.adjustedGrossIncome = adjustedGrossIncome
    self.creditForAdjustedGrossIncome = creditForAdjustedGrossIncome
    self.disallowance = disallowance
    self.credit = credit
    self.youngChildCredit = youngChildCredit
    self.youngChildZeroEarnedIncome = youngChildZeroEarnedIncome
    self.notices = notices
  }

  /// Form 540 lines 75 and 76 together.
  public var refundableCredits: N { credit + youngChildCredit }
}

/// The year's CalEITC and young child tax credit.
public final class CaliforniaEarnedIncomeCreditRule<N: TaxNumber>: Sendable {
  /// §17052(b): one column per number of qualifying children, the last for that many or more.
  public struct Column: Sendable {
    /// The statute's credit percentage and phase-out percentage (before the adjustment factor),
    /// the earned income amount and the phase-out amount (indexed).
    public let creditPercentage: N
    public let phaseoutPercentage: N
    public let earnedIncomeAmount: N
    public let phaseoutAmount: N
    /// The credit at which the final phase-out begins: from there the credit falls in a straight
    /// line to zero at the completed phase-out amount.
    public let finalPhaseoutCredit: N
  }

  /// §17052(a)(2)(B): the percentage the Budget Act sets, applied to both statutory percentages.
  public let adjustmentFactor: N
  /// The width of a row of the FTB's California EITC table (rows from $1 to the width, then on from
  /// one dollar more): the worksheet looks the credit up there, each row's figured at its middle.
  public let tableRowWidth: N
  /// The completed phase-out amount: earned income and federal AGI must be below it.
  public let completedPhaseout: N
  public let investmentIncomeLimit: N
  /// §17052(c)(2): the youngest age of a worker without a qualifying child.
  public let minimumAgeWithoutQualifyingChild: Int
  public let columns: [Column]
  /// The FTB's California EITC table itself, when the year's booklet is out: each row's credit by
  /// column, the rows `tableRowWidth` wide from $1 (the first row $1 to the width) to the completed
  /// phase-out amount. Nil for a projected year, whose credits are figured (``credit(_:children:)``).
  public let table: [[N]]?
  /// §17052.1: the young child tax credit, its phase-out by earned income above the threshold (so
  /// much for each step or part of one), and the zero-earned-income rule's limit on net losses and
  /// on wages.
  public let youngChildCredit: N
  public let youngChildThreshold: N
  public let youngChildReductionPerStep: N
  public let youngChildStep: N
  public let youngChildLossLimit: N

  init(
    adjustmentFactor: N, tableRowWidth: N, completedPhaseout: N, investmentIncomeLimit: N, minimumAgeWithoutQualifyingChild: Int,
    columns: [Column], table: [[N]]? = nil, youngChildCredit: N, youngChildThreshold: N, youngChildReductionPerStep: N, youngChildStep: N,
    youngChildLossLimit: N
  ) {
    self.adjustmentFactor = adjustmentFactor
    self.tableRowWidth = tableRowWidth
    self.completedPhaseout = completedPhaseout
    self.investmentIncomeLimit = investmentIncomeLimit
    self.minimumAgeWithoutQualifyingChild = minimumAgeWithoutQualifyingChild
    self.columns = columns
    self.table = table
    self.youngChildCredit = youngChildCredit
    self.youngChildThreshold = youngChildThreshold
    self.youngChildReductionPerStep = youngChildReductionPerStep
    self.youngChildStep = youngChildStep
    self.youngChildLossLimit = youngChildLossLimit
  }

  /// The table's credit for `amount` of income (the CalEITC worksheet's lines 2 and 5) and
  /// `children` qualifying children (the last column for that many or more): the row of
  /// ``table`` holding the amount — rows run from a dollar above a multiple of the width up to the
  /// next, so the row (k × width, (k + 1) × width] — when the year has its table; else figured at
  /// the middle of that row: phased in at the credit percentage up to the earned income amount,
  /// phased out at the phase-out percentage from the phase-out amount until it is the final
  /// phase-out's credit, then in a straight line to zero at the completed phase-out amount; rounded
  /// to the dollar (a projection: the FTB's final phase-out follows R&TC §17052(o)'s second
  /// schedule, whose percentages it sets each year).
  public func credit(_ amount: N, children: Int) -> N {
    guard amount >= N(1), amount < completedPhaseout, !columns.isEmpty else { return .zero }
    let index = min(max(children, 0), columns.count - 1)
    let row = (amount / tableRowWidth).jsCeil - N(1)
    if let table {
      let position = Int(row.doubleValue)
      return table.indices.contains(position) && table[position].indices.contains(index) ? table[position][index] : .zero
    }
    let column = columns[index]
    let middle = row * tableRowWidth + (tableRowWidth + N(1)) / N(2)
    let phaseInRate = column.creditPercentage * adjustmentFactor
    let phaseoutRate = column.phaseoutPercentage * adjustmentFactor
    let maximum = column.earnedIncomeAmount * phaseInRate
    let firstRange = jsMax(.zero, maximum - column.finalPhaseoutCredit) / phaseoutRate
    let finalStart = column.phaseoutAmount + firstRange
    var credit = jsMin(middle, column.earnedIncomeAmount) * phaseInRate
    credit = credit - jsMin(jsMax(.zero, middle - column.phaseoutAmount), firstRange) * phaseoutRate
    if middle > finalStart {
      credit = credit * (completedPhaseout - middle) / (completedPhaseout - finalStart)
    }
    return jsMax(.zero, credit).jsRounded()
  }

  /// §17052.1(a)(2)(C): the young child credit less so much for each step, or part of one, of
  /// earned income above the threshold.
  public func youngChildCredit(earnedIncome: N) -> N {
    let excess = earnedIncome - youngChildThreshold
    let reduction = excess > .zero ? (excess / youngChildStep).jsCeil * youngChildReductionPerStep : .zero
    return jsMax(.zero, youngChildCredit - reduction).jsRounded()
  }
}

extension TaxEngine {
  /// FTB 3514 (the CalEITC worksheet and the young child tax credit worksheet): the credit for
  /// earned income, and for federal AGI when that is more, the smaller (§17052, conforming to IRC
  /// §32(a)(2)); disallowed by investment income over the limit, a separate return without a child
  /// or without having lived apart, or, with no qualifying child, no one on the return 18 or older
  /// (an age not given is taken to pass, and said so). The young child credit needs a qualifying
  /// child under 6 and a CalEITC, or, with earned income of zero or less, a return otherwise
  /// eligible whose wages and net loss are within the limit (§17052.1(b)(1)(B)). `netLoss` is the
  /// total income's loss (Form 540 line 17 below zero), positive. Not modelled: residence for more
  /// than half the year, SSN/ITIN, Form 2555 (docs/rules.md).
  func californiaEarnedIncomeCredit(
    family: CurrentLawFamily, earnedIncome: N, wages: N, netLoss: N, adjustedGrossIncome: N, investmentIncome: N, filingStatus: FilingStatus,
    rule: CaliforniaEarnedIncomeCreditRule<N>
  ) -> CaliforniaEarnedIncomeCreditWorksheet<N>? {
    // The cheap test every household above the limits stops at.
    guard adjustedGrossIncome < rule.completedPhaseout, earnedIncome < rule.completedPhaseout, let last = rule.columns.indices.last else {
      return nil
    }
    let youngChildren = family.childrenUnder6Count
    let zeroEarnedIncome = earnedIncome <= .zero
    guard !zeroEarnedIncome || youngChildren > 0 else { return nil }
    let children = min(family.earnedIncomeCreditChildCount, last)
    let worksheet = CaliforniaEarnedIncomeCreditWorksheet(
      qualifyingChildren: children, investmentIncome: investmentIncome, earnedIncome: earnedIncome, creditForEarnedIncome: .zero,
      adjustedGrossIncome: adjustedGrossIncome, creditForAdjustedGrossIncome: nil, disallowance: nil, credit: .zero, youngChildCredit: .zero,
      youngChildZeroEarnedIncome: false, notices: [])
    if filingStatus == .marriedFilingSeparately && !(children > 0 && family.livedApartLastSixMonths) {
      worksheet.disallowance = .marriedFilingSeparately
    } else if investmentIncome > rule.investmentIncomeLimit {
      worksheet.disallowance = .investmentIncome
    } else if children == 0 {
      let joint = filingStatus.isJoint
      // An age of 65 or more said by the flag alone passes.
      let ages = (joint ? [false, true] : [false]).map { spouse in
        family.age(spouse: spouse) ?? ((spouse ? family.spouseAge65OrOlderFlag : family.userAge65OrOlderFlag) ? Int.max : nil)
      }
      if !ages.contains(where: { ($0 ?? .max) >= rule.minimumAgeWithoutQualifyingChild }) {
        worksheet.disallowance = .age
      } else if !ages.contains(where: { ($0 ?? .min) >= rule.minimumAgeWithoutQualifyingChild }) {
        worksheet.notices.append(
          InputDiagnostic(
            .warning, path: "family.userAge",
            "is not given: California's earned income tax credit without a qualifying child is figured as if someone on the return "
              + "were \(rule.minimumAgeWithoutQualifyingChild) or older (R&TC §17052(c)(2)); enter the age to have it checked"))
      }
    }
    if youngChildren > 0 && children == 0 {
      worksheet.notices.append(
        InputDiagnostic(
          .warning, path: "family.childrenUnder6",
          "counts children under 6 among `earnedIncomeCreditChildren`, which is 0: the young child tax credit (R&TC §17052.1) "
            + "needs a qualifying child under 6 and is not figured"))
    }
    guard worksheet.disallowance == nil else { return worksheet }
    worksheet.creditForEarnedIncome = rule.credit(earnedIncome, children: children)
    worksheet.credit = worksheet.creditForEarnedIncome
    if adjustedGrossIncome > earnedIncome {
      let forAGI = rule.credit(adjustedGrossIncome, children: children)
      worksheet.creditForAdjustedGrossIncome = forAGI
      worksheet.credit = jsMin(worksheet.credit, forAGI)
    }
    guard youngChildren > 0 && children > 0 else { return worksheet }
    if worksheet.credit > .zero {
      worksheet.youngChildCredit = rule.youngChildCredit(earnedIncome: earnedIncome)
    } else if zeroEarnedIncome && wages <= rule.youngChildLossLimit && netLoss <= rule.youngChildLossLimit {
      worksheet.youngChildCredit = rule.youngChildCredit
      worksheet.youngChildZeroEarnedIncome = true
    }
    return worksheet
  }
}

extension CaliforniaEarnedIncomeCreditRule {
  /// The `earnedIncomeTaxCredit` group of a current-law California file; nil when the file has none.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> CaliforniaEarnedIncomeCreditRule? {
    guard file.document.value("earnedIncomeTaxCredit") != nil else { return nil }
    let group = try file.group("earnedIncomeTaxCredit")
    let source = try group.string("source")
    guard file.sources[source] != nil else {
      throw JSONFieldError(path: group.path(of: "source"), message: "cites \"\(source)\", which is not in `sources`")
    }
    var columns: [Column] = []
    for element in try group.array("byQualifyingChildren") {
      let entry = try JSONFieldReader(element.value, path: element.path)
      columns.append(
        Column(
          creditPercentage: try entry.number("creditPercentage"), phaseoutPercentage: try entry.number("phaseoutPercentage"),
          earnedIncomeAmount: try entry.number("earnedIncomeAmount"), phaseoutAmount: try entry.number("phaseoutAmount"),
          finalPhaseoutCredit: try entry.number("finalPhaseoutCredit")))
    }
    let young = try JSONFieldReader(try group.required("youngChildTaxCredit"), path: group.path(of: "youngChildTaxCredit"))
    // The booklet's table, row by row, when the year has it (its source cited as the others).
    var table: [[N]]?
    if group.value("table") != nil {
      let tableSource = try group.string("tableSource")
      guard file.sources[tableSource] != nil else {
        throw JSONFieldError(path: group.path(of: "tableSource"), message: "cites \"\(tableSource)\", which is not in `sources`")
      }
      guard case .array(let rows)? = group.value("table") else { throw group.mismatch("table", "an array", group.value("table") ?? .null) }
      table = try rows.enumerated().map { index, row throws(JSONFieldError) in
        try JSONFieldReader.numbers(row, path: "\(group.path(of: "table"))[\(index)]")
      }
    }
    return CaliforniaEarnedIncomeCreditRule(
      adjustmentFactor: try group.number("adjustmentFactor"), tableRowWidth: try group.number("tableRowWidth"),
      completedPhaseout: try group.number("completedPhaseout"),
      investmentIncomeLimit: try group.number("investmentIncomeLimit"),
      minimumAgeWithoutQualifyingChild: try group.integer("minimumAgeWithoutQualifyingChild"), columns: columns, table: table,
      youngChildCredit: try young.number("maximumCredit"), youngChildThreshold: try young.number("phaseoutThreshold"),
      youngChildReductionPerStep: try young.number("reductionPerStep"), youngChildStep: try young.number("step"),
      youngChildLossLimit: try young.number("zeroEarnedIncomeLossLimit"))
  }
}
