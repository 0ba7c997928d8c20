/// The estimated-tax penalty rules of one jurisdiction for one tax year, as data (a table file of
/// kind `estimatedTaxPenalty`): who must pay how much by when, and at what rate a shortfall is
/// charged. Federal: IRC §6654, Form 2210; California: R&TC §19136, FTB Form 5805.
public final class EstimatedTaxPenaltyRules<N: TaxNumber>: Sendable {
  /// One required installment.
  public struct Installment: Sendable {
    public let quarter: String
    /// `YYYY-MM-DD`.
    public let dueDate: String
    /// "June 16, 2025".
    public let dueDateText: String
    /// The share of the required annual payment due by this date, alone (not cumulative).
    public let share: N
    /// The share of the year's withholding counted as paid on this date when withholding is
    /// timed evenly (IRC §6654(g)(1): equal parts; FTB 5805: the installment shares).
    public let withholdingShare: N
    /// The annualized income installment (Form 2210 Schedule AI; FTB 5805 Part III): income from
    /// January 1 through `periodEnd`, times `annualizationFactor`, and the share of the tax on it
    /// due by this date.
    public let periodEnd: String
    public let annualizationFactor: N
    public let annualizedPercentage: N
    /// `dueDate` and `periodEnd` as day numbers.
    let dueDay: Int
    let periodEndDay: Int

    public init(
      quarter: String, dueDate: String, dueDateText: String, share: N, withholdingShare: N, periodEnd: String, annualizationFactor: N,
      annualizedPercentage: N
    ) {
      self.quarter = quarter
      self.dueDate = dueDate
      self.dueDateText = dueDateText
      self.share = share
      self.withholdingShare = withholdingShare
      self.periodEnd = periodEnd
      self.annualizationFactor = annualizationFactor
      self.annualizedPercentage = annualizedPercentage
      dueDay = DayNumber.of(dueDate)
      periodEndDay = DayNumber.of(periodEnd)
    }
  }

  /// A period with one underpayment rate; nil when the rate is not published (then the penalty
  /// takes the last published rate forward, as projected, and the output says so).
  public struct RatePeriod: Sendable {
    public let from: String
    public let through: String
    public let rate: N?
    public let note: String

    var described: String { "\(from) to \(through): \(note)" }
  }

  public let jurisdiction: TaxDataFile.Jurisdiction
  public let taxYear: Int
  /// 90%: the share of this year's tax the current-year basis requires.
  public let currentYearPercentage: N
  /// 100%: the share of last year's tax the prior-year basis requires.
  public let priorYearPercentage: N
  /// 110%: the prior-year share when last year's AGI was above `highIncomeAGIThreshold`.
  public let highIncomePriorYearPercentage: N
  public let highIncomeAGIThreshold: ByFilingStatus<N>
  /// When this year's AGI reaches it, only the current-year basis may be used (California's
  /// $1,000,000 rule); nil where there is no such rule.
  public let currentYearOnlyAGIThreshold: ByFilingStatus<N>?
  /// No penalty when the tax after withholding is below this.
  public let minimumBalanceDue: ByFilingStatus<N>
  public let installments: [Installment]
  /// The penalty stops accruing here at the latest (the return's due date), `YYYY-MM-DD`.
  public let filingDueDate: String
  public let ratePeriods: [RatePeriod]
  /// Whether a return filed and paid in full by January 31 stands in for the last installment
  /// (IRC §6654(h), which California follows); New York has no such rule.
  public let hasJanuaryFilingOption: Bool

  // Worked out once from the above, since every household's plan uses them.
  let filingDueDay: Int
  /// The day by which a return filed and paid in full stands in for the January installment
  /// (``InstallmentDueDates/januaryFilingDay(taxYear:jurisdiction:)``).
  let januaryFilingDay: Int
  /// `ratePeriods` as the penalty computation takes them, an unpublished rate projected.
  let penaltyRatePeriods: [RegularMethodPenalty.RatePeriod<N>]
  /// "2025-01-01 to 2025-03-31: note", for each period with a rate and a note.
  let rateNotes: [String]
  /// The periods whose rate is projected: "2027-01-01 to 2027-04-15 at 7%, the last published
  /// rate: note".
  let projectedRateNotes: [(fromDay: Int, text: String)]
  /// The periods whose rate is not known and cannot be projected (no published rate before them).
  let unknownRateNotes: [(fromDay: Int, text: String)]

  public init(
    jurisdiction: TaxDataFile.Jurisdiction, taxYear: Int, currentYearPercentage: N, priorYearPercentage: N,
    highIncomePriorYearPercentage: N, highIncomeAGIThreshold: ByFilingStatus<N>, currentYearOnlyAGIThreshold: ByFilingStatus<N>?,
    minimumBalanceDue: ByFilingStatus<N>, installments: [Installment], filingDueDate: String, ratePeriods: [RatePeriod],
    hasJanuaryFilingOption: Bool = true
  ) {
    self.hasJanuaryFilingOption = hasJanuaryFilingOption
    self.jurisdiction = jurisdiction
    self.taxYear = taxYear
    self.currentYearPercentage = currentYearPercentage
    self.priorYearPercentage = priorYearPercentage
    self.highIncomePriorYearPercentage = highIncomePriorYearPercentage
    self.highIncomeAGIThreshold = highIncomeAGIThreshold
    self.currentYearOnlyAGIThreshold = currentYearOnlyAGIThreshold
    self.minimumBalanceDue = minimumBalanceDue
    self.installments = installments
    self.filingDueDate = filingDueDate
    self.ratePeriods = ratePeriods
    filingDueDay = DayNumber.of(filingDueDate)
    januaryFilingDay = InstallmentDueDates.januaryFilingDay(taxYear: taxYear, jurisdiction: jurisdiction)
    // A period whose rate is not yet published takes the last published rate forward: each
    // quarter's rate is the short-term federal rate plus 3 points, rounded (IRC §6621(a)(2), (b)),
    // and seldom moves by more than a point, while a penalty counted at zero would tell a person
    // that skipping a payment is free. The output marks such a penalty projected.
    var periods: [RegularMethodPenalty.RatePeriod<N>] = []
    var projected: [(fromDay: Int, text: String)] = []
    var unknown: [(fromDay: Int, text: String)] = []
    var lastPublished: N?
    for period in ratePeriods {
      if let rate = period.rate {
        lastPublished = rate
        periods.append(RegularMethodPenalty.RatePeriod(from: period.from, through: period.through, rate: rate))
      } else if let carried = lastPublished {
        periods.append(RegularMethodPenalty.RatePeriod(from: period.from, through: period.through, rate: carried, projected: true))
        projected.append((DayNumber.of(period.from), "\(period.from) to \(period.through) at \(carried.percentText), the last published rate: \(period.note)"))
      } else {
        periods.append(RegularMethodPenalty.RatePeriod(from: period.from, through: period.through, rate: nil))
        unknown.append((DayNumber.of(period.from), period.described))
      }
    }
    penaltyRatePeriods = periods
    rateNotes = ratePeriods.filter { $0.rate != nil && !$0.note.isEmpty }.map(\.described)
    projectedRateNotes = projected
    unknownRateNotes = unknown
  }
}

extension EstimatedTaxPenaltyRules {
  public convenience init(file: TaxDataFile) throws(TaxDataError) {
    do throws(JSONFieldError) {
      let required = try file.group("requiredAnnualPayment")
      var currentYearOnly: ByFilingStatus<N>?
      if let value = required.value("currentYearOnlyAGIThreshold"), value != .null {
        currentYearOnly = try TaxTableReading.amounts(required.object("currentYearOnlyAGIThreshold"))
      }
      var installments: [Installment] = []
      for element in try file.group("installments").array("schedule") {
        let entry = try JSONFieldReader(element.value, path: element.path)
        installments.append(
          Installment(
            quarter: try entry.string("quarter"), dueDate: try entry.string("dueDate"), dueDateText: try entry.string("dueDateText"),
            share: try entry.number("share"), withholdingShare: try entry.number("withholdingShare"),
            periodEnd: try entry.string("periodEnd"), annualizationFactor: try entry.number("annualizationFactor"),
            annualizedPercentage: try entry.number("annualizedPercentage")))
      }
      var periods: [RatePeriod] = []
      let rates = try file.group("underpaymentRates")
      for element in try rates.array("periods") {
        let entry = try JSONFieldReader(element.value, path: element.path)
        let rate: N? = entry.value("rate") == .null ? nil : try entry.number("rate")
        if rate != nil, let cited = entry.value("source")?.stringValue, file.sources[cited] == nil {
          throw JSONFieldError(path: entry.path(of: "source"), message: "cites \"\(cited)\", which is not in `sources`")
        }
        periods.append(
          RatePeriod(
            from: try entry.string("from"), through: try entry.string("through"), rate: rate,
            note: entry.value("note")?.stringValue ?? ""))
      }
      self.init(
        jurisdiction: file.jurisdiction, taxYear: file.taxYear,
        currentYearPercentage: try required.number("currentYearPercentage"),
        priorYearPercentage: try required.number("priorYearPercentage"),
        highIncomePriorYearPercentage: try required.number("highIncomePriorYearPercentage"),
        highIncomeAGIThreshold: try TaxTableReading.amounts(required.object("highIncomeAGIThreshold")),
        currentYearOnlyAGIThreshold: currentYearOnly,
        minimumBalanceDue: try TaxTableReading.amounts(file.group("minimumBalanceDue")),
        installments: installments, filingDueDate: try file.group("filingDueDate").string("date"), ratePeriods: periods,
        hasJanuaryFilingOption: try file.group("installments").value("januaryFilingException") != .bool(false))
    } catch {
      throw TaxDataError(file: file.name, field: error.path, rule: error.message)
    }
  }
}

extension TaxNumber {
  /// "7%", "7.5%": a rate as a percentage, to a thousandth of a point.
  var percentText: String {
    let points = (doubleValue * 100 * 1000).rounded() / 1000  // percentage points, to a thousandth
    guard points.isFinite, abs(points) < 1e12, let whole = Int(exactly: points) else { return "\(points)%" }
    return "\(whole)%"
  }
}
