/// The earned income credit (IRC §32): Form 1040 line 27, Schedule EIC, and EIC Worksheet A / B of
/// the Form 1040 instructions, the credit read from the EIC Table.
/// Filled in by `earnedIncomeCredit` below, read-only after.
public final class EarnedIncomeCreditWorksheet<N: TaxNumber>: @unchecked Sendable {
  public typealias Disallowance = EarnedIncomeCreditDisallowance

  /// Schedule EIC: the qualifying children counted (three or more read the same column).
  public fileprivate(set) var qualifyingChildren: Int
  /// Investment income (Step 2; Pub. 596 Worksheet 1): taxable and tax-exempt interest, ordinary
  /// dividends, a capital gain, net rental income.
  public fileprivate(set) var investmentIncome: N
  /// Worksheet A line 1 (Worksheet B line 4b): wages, plus net self-employment profit less the
  /// deductible part of SE tax.
  public fileprivate(set) var earnedIncome: N
  /// Line 2: the table's credit for the earned income.
  public fileprivate(set) var creditForEarnedIncome: N
  /// Line 3: AGI; line 5: the table's credit for it, when AGI is past the phase-out's start.
  public fileprivate(set) var adjustedGrossIncome: N
  public fileprivate(set) var creditForAdjustedGrossIncome: N?
  public fileprivate(set) var disallowance: Disallowance?
  /// Line 6, Form 1040 line 27: refundable, a payment like withholding.
  public fileprivate(set) var credit: N
  /// What was assumed where the household does not say (an age not given).
  public fileprivate(set) var notices: [InputDiagnostic]

  init(
    qualifyingChildren: Int, investmentIncome: N, earnedIncome: N, creditForEarnedIncome: N, adjustedGrossIncome: N,
    creditForAdjustedGrossIncome: N?, disallowance: Disallowance?, credit: N, notices: [InputDiagnostic]
  ) {
    self.qualifyingChildren = qualifyingChildren
    self.investmentIncome = investmentIncome
    self.earnedIncome = earnedIncome
    self.creditForEarnedIncome = creditForEarnedIncome
    self.adjustedGrossIncome = adjustedGrossIncome
    self.creditForAdjustedGrossIncome = creditForAdjustedGrossIncome
    self.disallowance = disallowance
    self.credit = credit
    self.notices = notices
  }
}

/// The year's earned income credit: one column of the EIC Table for each number of qualifying
/// children (the last for that many or more).
public final class EarnedIncomeCreditRule<N: TaxNumber>: Sendable {
  public struct Column: Sendable {
    public let maximumCredit: N
    public let phaseInRate: N
    public let phaseoutRate: N
    /// The phase-out starts above these (single, head of household, surviving spouse, married
    /// filing separately; married filing jointly) and is complete at these.
    public let phaseoutThreshold: N
    public let jointPhaseoutThreshold: N
    public let completedPhaseout: N
    public let jointCompletedPhaseout: N

    public init(
      maximumCredit: N, phaseInRate: N, phaseoutRate: N, phaseoutThreshold: N, jointPhaseoutThreshold: N, completedPhaseout: N,
      jointCompletedPhaseout: N
    ) {
      self.maximumCredit = maximumCredit
      self.phaseInRate = phaseInRate
      self.phaseoutRate = phaseoutRate
      self.phaseoutThreshold = phaseoutThreshold
      self.jointPhaseoutThreshold = jointPhaseoutThreshold
      self.completedPhaseout = completedPhaseout
      self.jointCompletedPhaseout = jointCompletedPhaseout
    }
  }

  /// The table's rows: `[k × width, (k + 1) × width)`, the first from $1.
  public let tableRowWidth: N
  public let investmentIncomeLimit: N
  /// §32(c)(1)(A)(ii)(II): the ages (at the end of the year) a worker without a qualifying child
  /// must be within.
  public let ageWithoutQualifyingChild: ClosedRange<Int>
  public let columns: [Column]
  /// The table's end (the largest completed phase-out amount of any column, single and joint):
  /// earned income or AGI at or above it has no credit whatever the children.
  public let tableEnd: N
  public let jointTableEnd: N

  public init(tableRowWidth: N, investmentIncomeLimit: N, ageWithoutQualifyingChild: ClosedRange<Int>, columns: [Column]) {
    self.tableRowWidth = tableRowWidth
    self.investmentIncomeLimit = investmentIncomeLimit
    self.ageWithoutQualifyingChild = ageWithoutQualifyingChild
    self.columns = columns
    tableEnd = columns.reduce(N.zero) { jsMax($0, $1.completedPhaseout) }
    jointTableEnd = columns.reduce(N.zero) { jsMax($0, $1.jointCompletedPhaseout) }
  }

  /// The EIC Table's entry for `amount` (Worksheet A lines 2 and 5): the credit at the middle of
  /// the amount's row, rounded to the dollar, as the IRS figures each row; nothing below $1 or at
  /// or above the completed phase-out amount (the table's last row stops there).
  public func tableCredit(_ amount: N, column: Column, joint: Bool) -> N {
    let completed = joint ? column.jointCompletedPhaseout : column.completedPhaseout
    guard amount >= N(1), amount < completed else { return .zero }
    let middle = rowMiddle(amount)
    let phasedIn = jsMin(middle * column.phaseInRate, column.maximumCredit)
    let threshold = joint ? column.jointPhaseoutThreshold : column.phaseoutThreshold
    let reduction = jsMax(.zero, middle - threshold) * column.phaseoutRate
    return jsMax(.zero, phasedIn - reduction).jsRounded()
  }

  /// Whether AGI's row is past the phase-out's start, where Worksheet A line 5 looks AGI up (below
  /// it the credit is the earned income's alone).
  func isPastPhaseoutStart(_ amount: N, column: Column, joint: Bool) -> Bool {
    rowMiddle(amount) > (joint ? column.jointPhaseoutThreshold : column.phaseoutThreshold)
  }

  /// The completed phase-out amount of the column for `qualifyingChildren` (the last for that many
  /// or more): earned income or AGI at or above it has no credit (Worksheet A Step 1).
  public func completedPhaseout(qualifyingChildren: Int, joint: Bool) -> N {
    guard let last = columns.indices.last else { return .zero }
    let column = columns[min(max(qualifyingChildren, 0), last)]
    return joint ? column.jointCompletedPhaseout : column.completedPhaseout
  }

  /// The middle of the table row `amount` falls in.
  func rowMiddle(_ amount: N) -> N {
    (amount / tableRowWidth).jsFloor * tableRowWidth + tableRowWidth / N(2)
  }
}

extension TaxEngine {
  /// Form 1040 line 27 (EIC Worksheet A, or B with self-employment): the table's credit for earned
  /// income, and for AGI when that is past the phase-out's start, the smaller. Disallowed by
  /// investment income over the limit (§32(i)), a separate return not allowed by §32(d)(2), or, with
  /// no qualifying child, no one on the return 25 to 64 (an age not given is taken to meet the
  /// test, and said so). Not modelled: a valid SSN, the dependency and qualifying-child tests of
  /// Schedule EIC (the count entered is taken as qualifying children), Form 2555 (docs/rules.md).
  func earnedIncomeCredit(
    family: CurrentLawFamily, earnedIncome: N, adjustedGrossIncome: N, investmentIncome: N, filingStatus: FilingStatus,
    rule: EarnedIncomeCreditRule<N>
  ) -> EarnedIncomeCreditWorksheet<N>? {
    let joint = filingStatus.isJoint
    // Past the table's end for any number of children: no credit, nothing figured.
    let end = joint ? rule.jointTableEnd : rule.tableEnd
    guard earnedIncome >= N(1), earnedIncome < end, adjustedGrossIncome < end, let last = rule.columns.indices.last else { return nil }
    let children = min(family.earnedIncomeCreditChildCount, last)
    let column = rule.columns[children]
    let completed = joint ? column.jointCompletedPhaseout : column.completedPhaseout
    // Step 1: earned income and AGI both under the column's completed phase-out amount; otherwise
    // nothing to figure, and no worksheet.
    guard adjustedGrossIncome < completed, earnedIncome < completed else { return nil }
    let worksheet = EarnedIncomeCreditWorksheet(
      qualifyingChildren: children, investmentIncome: investmentIncome, earnedIncome: earnedIncome, creditForEarnedIncome: .zero,
      adjustedGrossIncome: adjustedGrossIncome, creditForAdjustedGrossIncome: nil, disallowance: nil, credit: .zero, notices: [])
    if filingStatus == .marriedFilingSeparately && !(children > 0 && family.livedApartLastSixMonths) {
      worksheet.disallowance = .marriedFilingSeparately
    } else if investmentIncome > rule.investmentIncomeLimit {
      worksheet.disallowance = .investmentIncome
    } else if children == 0 {
      // Each person on the return: within the ages, or not (an age of 65 or more said by the flag
      // alone), or not known.
      let paths = ["family.userAge", "family.spouseAge"]
      let known = (joint ? [false, true] : [false]).map { spouse -> Bool? in
        if let age = family.age(spouse: spouse) { return rule.ageWithoutQualifyingChild.contains(age) }
        return (spouse ? family.spouseAge65OrOlderFlag : family.userAge65OrOlderFlag) ? false : nil
      }
      if !known.contains(true) {
        if let unknown = known.firstIndex(where: { $0 == nil }) {
          worksheet.notices.append(
            InputDiagnostic(
              .warning, path: paths[min(unknown, paths.count - 1)],
              "is not given: the earned income credit without a qualifying child is figured as if "
                + "\(unknown == 0 ? "you were" : "your spouse was") \(rule.ageWithoutQualifyingChild.lowerBound) to \(rule.ageWithoutQualifyingChild.upperBound) at the end of the year (IRC §32(c)(1)(A)(ii)); enter the age to have it checked"))
        } else {
          worksheet.disallowance = .age
        }
      }
    }
    guard worksheet.disallowance == nil else { return worksheet }
    let line2 = rule.tableCredit(earnedIncome, column: column, joint: joint)
    worksheet.creditForEarnedIncome = line2
    worksheet.credit = line2
    // Lines 4–5: AGI other than earned income, past the phase-out's start, is looked up too.
    if adjustedGrossIncome != earnedIncome && rule.isPastPhaseoutStart(adjustedGrossIncome, column: column, joint: joint) {
      let line5 = rule.tableCredit(adjustedGrossIncome, column: column, joint: joint)
      worksheet.creditForAdjustedGrossIncome = line5
      worksheet.credit = jsMin(line2, line5)
    }
    return worksheet
  }
}

extension EarnedIncomeCreditRule {
  /// The `earnedIncomeCredit` group of a current-law federal file; nil when the file has none.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> EarnedIncomeCreditRule? {
    guard file.document.value("earnedIncomeCredit") != nil else { return nil }
    let group = try file.group("earnedIncomeCredit")
    for key in ["rulesSource", "tableSource"] {
      let source = try group.string(key)
      guard file.sources[source] != nil else {
        throw JSONFieldError(path: group.path(of: key), message: "cites \"\(source)\", which is not in `sources`")
      }
    }
    var columns: [Column] = []
    for element in try group.array("byQualifyingChildren") {
      let entry = try JSONFieldReader(element.value, path: element.path)
      columns.append(
        Column(
          maximumCredit: try entry.number("maximumCredit"), phaseInRate: try entry.number("phaseInRate"),
          phaseoutRate: try entry.number("phaseoutRate"), phaseoutThreshold: try entry.number("phaseoutThreshold"),
          jointPhaseoutThreshold: try entry.number("jointPhaseoutThreshold"), completedPhaseout: try entry.number("completedPhaseout"),
          jointCompletedPhaseout: try entry.number("jointCompletedPhaseout")))
    }
    return EarnedIncomeCreditRule(
      tableRowWidth: try group.number("tableRowWidth"), investmentIncomeLimit: try group.number("investmentIncomeLimit"),
      ageWithoutQualifyingChild: try CurrentLawReading.ageRange(group, "ageWithoutQualifyingChild"), columns: columns)
  }
}

extension Form1040IncomeWorksheet {
  /// Investment income for the earned income credit (Form 1040 instructions, line 27, Step 2;
  /// Pub. 596 Worksheet 1): taxable and tax-exempt interest (lines 2b and 2a), ordinary dividends
  /// (line 3b), a capital gain (line 7, when more than zero), and net rental income (Schedule E,
  /// when more than zero: Worksheet 1 lines 7–9).
  var earnedIncomeCreditInvestmentIncome: N {
    taxableInterest + benefitsAndInterest.taxExemptInterest + ordinaryDividends + jsMax(.zero, capitalGainOrLoss)
      + jsMax(.zero, rentalRealEstate?.rentalIncome ?? .zero)
  }
}
