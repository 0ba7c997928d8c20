/// One tax year's figures of New York State, New York City and Yonkers resident income taxes
/// (current-law-YEAR-newYork.json), each group citing its form or law in the file. A class: the
/// return reads it out of the year's tables (`any StateTaxTables`) for every return and annualized
/// period, where a struct of some fifty arrays and schedules would be copied.
public final class NewYorkTaxTables<N: TaxNumber>: StateTaxTables {
  public typealias Number = N

  /// A rate schedule's row as the instructions print it: over `over`, `base` plus `rate` of the
  /// excess (the printed base, rounded as printed, is what the forms add).
  public struct ScheduleRow: Sendable {
    public let over: N
    public let base: N
    public let rate: N
  }

  /// A tax computation worksheet's recapture row (Tax Law §601(d-4)): for taxable income above
  /// `threshold` (to the next row's), the schedule's tax plus `base` plus the part of
  /// `incrementalBenefit` that New York AGI above the threshold phases in.
  public struct RecaptureRow: Sendable {
    public let threshold: N
    public let base: N
    public let incrementalBenefit: N
  }

  /// One filing status's worksheets: the lowest (a flat rate on all taxable income up to the limit,
  /// phased in over New York AGI), then the recapture rows.
  public struct Worksheets: Sendable {
    public let flatRate: N
    public let flatRateTaxableIncomeLimit: N
    public let recapture: [RecaptureRow]
  }

  /// A row of a credit table by federal AGI: up to `upTo`, `amount` (or `base` and `perPerson`
  /// more for each person after the first).
  public struct CreditRow: Sendable {
    public let upTo: N
    public let amount: N
    public let perPerson: N
  }

  /// The child and dependent care credit (IT-216): 2025's state credit (a share of a federal-style
  /// credit) or, from 2026, §606(c-2)'s own percentage; the city's share of it.
  public struct ChildCareCredit: Sendable {
    /// A band of the New York decimal (2025) by New York AGI: `decimal`, or `(base + slope ×
    /// (top − AGI) / width) × factor`.
    public struct DecimalBand: Sendable {
      public let below: N?
      public let decimal: N?
      public let top: N
      public let width: N
      public let base: N
      public let slope: N
      public let factor: N
    }

    /// By qualifying persons, from one (the last for that many or more).
    public let expenseLimits: [N]
    // 2025: the federal-AGI decimal and the New York decimal.
    public let federalDecimalMaximum: N?
    public let federalDecimalMinimum: N
    public let federalDecimalThreshold: N
    public let federalDecimalStep: N
    public let federalDecimalReduction: N
    public let newYorkDecimalRowWidth: N
    public let newYorkDecimalRowCeiling: N
    public let newYorkDecimalPlaces: Int
    public let newYorkDecimalBands: [DecimalBand]
    // From 2026: the applicable percentage and the reduction at high incomes.
    public let percentageMaximum: N?
    public let percentageMinimum: N
    public let percentageThreshold: N
    public let percentageReductionPerDollar: N
    public let highIncomeThreshold: N
    public let highIncomeStep: N
    public let highIncomeReduction: N
    // New York City: its share of the state credit, in full up to an AGI, none from another.
    public let cityShare: N
    public let cityFullShareUpTo: N
    public let cityEndsAt: N
  }

  /// A band of New York City's earned income credit rate by New York AGI (IT-215 Worksheet C):
  /// below `below`, `rate`, less `reductionPerDollar` for each dollar above `phaseFrom`.
  public struct RateBand: Sendable {
    public let below: N?
    public let rate: N
    public let phaseFrom: N?
    public let reductionPerDollar: N
  }

  // IT-201 lines 19–33 (Tax Law §612).
  public let pensionExclusionLimit: N
  public let pensionExclusionAge: N
  public let collegeSavingsLimit: ByFilingStatus<N>
  // Lines 34–38 (§614, §616).
  public let standardDeduction: ByFilingStatus<N>
  public let dependentExemption: N
  // Line 39 (§601).
  public let rateSchedule: ByFilingStatus<[ScheduleRow]>
  public let taxTable: TaxTableRule<N>
  /// The table is used only up to this New York AGI; above it, the worksheets.
  public let taxTableAGILimit: N
  public let worksheetAGIStart: N
  public let worksheetPhaseInWidth: N
  public let worksheetTopAGI: N
  public let worksheetTopRate: N
  public let worksheets: ByFilingStatus<Worksheets>
  // IT-196 (§615).
  public let medicalFloorRate: N
  /// Cash gifts' limit, a share of federal AGI (IRC §170(b)(1)(A) as before P.L. 115-97).
  public let cashGiftsLimitRate: N
  public let mortgageDebtLimit: ByFilingStatus<N>
  public let limitationApplicableAmount: ByFilingStatus<N>
  public let limitationRate: N
  public let limitationMaximumRate: N
  public let adjustmentThreshold: ByFilingStatus<N>
  public let adjustmentRate: N
  public let adjustmentWidth: N
  public let adjustmentSecondThreshold: N
  public let giftsOnlyAGI: N
  public let giftsOnlyRate: N
  public let highGiftsOnlyAGI: N
  public let highGiftsOnlyRate: N
  // Credits (§606).
  public let householdCreditSingle: [CreditRow]
  public let householdCreditFamily: [CreditRow]
  public let childCreditPerYoungChild: N
  public let childCreditPerChild: N
  public let childCreditThreshold: ByFilingStatus<N>
  public let childCreditReduction: N
  public let childCreditStep: N
  public let earnedIncomeCreditShare: N
  public let childCareCredit: ChildCareCredit
  // New York City (§1304, §1310; §606(ggg)).
  public let cityRateSchedule: ByFilingStatus<[ScheduleRow]>
  public let cityTaxTable: TaxTableRule<N>
  public let cityHouseholdCreditSingle: [CreditRow]
  public let cityHouseholdCreditPerPerson: [CreditRow]
  public let schoolTaxCreditFixed: ByFilingStatus<N>
  public let schoolTaxCreditIncomeLimit: N
  public let schoolTaxRateReductionIncomeLimit: N
  public let schoolTaxRateReductionRate: N
  public let schoolTaxRateReductionUpperRate: N
  public let schoolTaxRateReductionThreshold: ByFilingStatus<N>
  public let schoolTaxRateReductionBase: ByFilingStatus<N>
  public let cityEarnedIncomeCreditBands: [RateBand]
  public let eliminationCreditPhaseOutWidth: N
  public let eliminationCreditInvestmentIncomeLimit: N
  /// By number of dependents, from one (the last for that many or more).
  public let eliminationCreditJointThresholds: [N]
  public let eliminationCreditOtherThresholds: [N]
  // Yonkers (§1321–1323) and the MCTMT (§800–801).
  public let yonkersSurchargeRate: N
  public let mctmtZone1Rate: N
  public let mctmtZone2Rate: N
  public let mctmtThreshold: N
  /// Where a figure is not yet published, what is used in its place and why (the source's title).
  public let projections: [String]
  /// What a change of income crosses, worded once per year's tables: a return is made for every
  /// annualized period too.
  let recaptureThresholdWords: String
  let mctmtThresholdWords: String

  init(
    pensionExclusionLimit: N,
    pensionExclusionAge: N,
    collegeSavingsLimit: ByFilingStatus<N>,
    standardDeduction: ByFilingStatus<N>,
    dependentExemption: N,
    rateSchedule: ByFilingStatus<[ScheduleRow]>,
    taxTable: TaxTableRule<N>,
    taxTableAGILimit: N,
    worksheetAGIStart: N,
    worksheetPhaseInWidth: N,
    worksheetTopAGI: N,
    worksheetTopRate: N,
    worksheets: ByFilingStatus<Worksheets>,
    medicalFloorRate: N,
    cashGiftsLimitRate: N,
    mortgageDebtLimit: ByFilingStatus<N>,
    limitationApplicableAmount: ByFilingStatus<N>,
    limitationRate: N,
    limitationMaximumRate: N,
    adjustmentThreshold: ByFilingStatus<N>,
    adjustmentRate: N,
    adjustmentWidth: N,
    adjustmentSecondThreshold: N,
    giftsOnlyAGI: N,
    giftsOnlyRate: N,
    highGiftsOnlyAGI: N,
    highGiftsOnlyRate: N,
    householdCreditSingle: [CreditRow],
    householdCreditFamily: [CreditRow],
    childCreditPerYoungChild: N,
    childCreditPerChild: N,
    childCreditThreshold: ByFilingStatus<N>,
    childCreditReduction: N,
    childCreditStep: N,
    earnedIncomeCreditShare: N,
    childCareCredit: ChildCareCredit,
    cityRateSchedule: ByFilingStatus<[ScheduleRow]>,
    cityTaxTable: TaxTableRule<N>,
    cityHouseholdCreditSingle: [CreditRow],
    cityHouseholdCreditPerPerson: [CreditRow],
    schoolTaxCreditFixed: ByFilingStatus<N>,
    schoolTaxCreditIncomeLimit: N,
    schoolTaxRateReductionIncomeLimit: N,
    schoolTaxRateReductionRate: N,
    schoolTaxRateReductionUpperRate: N,
    schoolTaxRateReductionThreshold: ByFilingStatus<N>,
    schoolTaxRateReductionBase: ByFilingStatus<N>,
    cityEarnedIncomeCreditBands: [RateBand],
    eliminationCreditPhaseOutWidth: N,
    eliminationCreditInvestmentIncomeLimit: N,
    eliminationCreditJointThresholds: [N],
    eliminationCreditOtherThresholds: [N],
    yonkersSurchargeRate: N,
    mctmtZone1Rate: N,
    mctmtZone2Rate: N,
    mctmtThreshold: N,
    projections: [String]
  ) {
    self.pensionExclusionLimit = pensionExclusionLimit
    self.pensionExclusionAge = pensionExclusionAge
    self.collegeSavingsLimit = collegeSavingsLimit
    self.standardDeduction = standardDeduction
    self.dependentExemption = dependentExemption
    self.rateSchedule = rateSchedule
    self.taxTable = taxTable
    self.taxTableAGILimit = taxTableAGILimit
    self.worksheetAGIStart = worksheetAGIStart
    self.worksheetPhaseInWidth = worksheetPhaseInWidth
    self.worksheetTopAGI = worksheetTopAGI
    self.worksheetTopRate = worksheetTopRate
    self.worksheets = worksheets
    self.medicalFloorRate = medicalFloorRate
    self.cashGiftsLimitRate = cashGiftsLimitRate
    self.mortgageDebtLimit = mortgageDebtLimit
    self.limitationApplicableAmount = limitationApplicableAmount
    self.limitationRate = limitationRate
    self.limitationMaximumRate = limitationMaximumRate
    self.adjustmentThreshold = adjustmentThreshold
    self.adjustmentRate = adjustmentRate
    self.adjustmentWidth = adjustmentWidth
    self.adjustmentSecondThreshold = adjustmentSecondThreshold
    self.giftsOnlyAGI = giftsOnlyAGI
    self.giftsOnlyRate = giftsOnlyRate
    self.highGiftsOnlyAGI = highGiftsOnlyAGI
    self.highGiftsOnlyRate = highGiftsOnlyRate
    self.householdCreditSingle = householdCreditSingle
    self.householdCreditFamily = householdCreditFamily
    self.childCreditPerYoungChild = childCreditPerYoungChild
    self.childCreditPerChild = childCreditPerChild
    self.childCreditThreshold = childCreditThreshold
    self.childCreditReduction = childCreditReduction
    self.childCreditStep = childCreditStep
    self.earnedIncomeCreditShare = earnedIncomeCreditShare
    self.childCareCredit = childCareCredit
    self.cityRateSchedule = cityRateSchedule
    self.cityTaxTable = cityTaxTable
    self.cityHouseholdCreditSingle = cityHouseholdCreditSingle
    self.cityHouseholdCreditPerPerson = cityHouseholdCreditPerPerson
    self.schoolTaxCreditFixed = schoolTaxCreditFixed
    self.schoolTaxCreditIncomeLimit = schoolTaxCreditIncomeLimit
    self.schoolTaxRateReductionIncomeLimit = schoolTaxRateReductionIncomeLimit
    self.schoolTaxRateReductionRate = schoolTaxRateReductionRate
    self.schoolTaxRateReductionUpperRate = schoolTaxRateReductionUpperRate
    self.schoolTaxRateReductionThreshold = schoolTaxRateReductionThreshold
    self.schoolTaxRateReductionBase = schoolTaxRateReductionBase
    self.cityEarnedIncomeCreditBands = cityEarnedIncomeCreditBands
    self.eliminationCreditPhaseOutWidth = eliminationCreditPhaseOutWidth
    self.eliminationCreditInvestmentIncomeLimit = eliminationCreditInvestmentIncomeLimit
    self.eliminationCreditJointThresholds = eliminationCreditJointThresholds
    self.eliminationCreditOtherThresholds = eliminationCreditOtherThresholds
    self.yonkersSurchargeRate = yonkersSurchargeRate
    self.mctmtZone1Rate = mctmtZone1Rate
    self.mctmtZone2Rate = mctmtZone2Rate
    self.mctmtThreshold = mctmtThreshold
    self.projections = projections
    recaptureThresholdWords =
      "New York's tax table benefit recapture starts (New York AGI above \(InputExcerpt.dollars(worksheetAGIStart.doubleValue)))"
    mctmtThresholdWords =
      "the MCTMT starts (a person's net earnings from self-employment in the district above \(InputExcerpt.dollars(mctmtThreshold.doubleValue)))"
  }
}

/// Reads New York's table files, in either arithmetic.
enum NewYorkTablesReader: StateTaxTablesReading {
  static func read<N: TaxNumber>(_ file: TaxDataFile, as: N.Type) throws(TaxDataError) -> any StateTaxTables<N> {
    let tables: NewYorkTaxTables<N> = try tables(file)
    return tables
  }

  static func tables<N: TaxNumber>(_ file: TaxDataFile) throws(TaxDataError) -> NewYorkTaxTables<N> {
    do throws(JSONFieldError) {
      let agi = try file.group("newYorkAdjustedGrossIncome")
      let worksheets = try file.group("taxComputationWorksheets")
      let table = try file.group("taxTable")
      let itemized = try file.group("itemizedDeduction")
      let limitation = try itemized.object("limitation")
      let adjustment = try itemized.object("adjustment")
      let household = try file.group("householdCredit")
      let child = try file.group("empireStateChildCredit")
      let city = try file.group("newYorkCity")
      let school = try city.object("schoolTaxCredit")
      let reduction = try school.object("rateReduction")
      let elimination = try city.object("incomeTaxEliminationCredit")
      let mctmt = try file.group("mctmt")
      var projections: [String] = []
      for group in [limitation, elimination] where group.value("projected") == .bool(true) {
        let source = try group.string("source")
        guard let title = file.sources[source]?.title else {
          throw JSONFieldError(path: group.path(of: "source"), message: "cites \"\(source)\", which is not in `sources`")
        }
        if !projections.contains(title) { projections.append(title) }
      }
      return NewYorkTaxTables(
        pensionExclusionLimit: try agi.number("pensionExclusionLimit"), pensionExclusionAge: try agi.number("pensionExclusionAge"),
        collegeSavingsLimit: try TaxTableReading.amounts(try agi.object("collegeSavingsLimit")),
        standardDeduction: try TaxTableReading.amounts(try file.group("standardDeduction")),
        dependentExemption: try file.group("dependentExemption").number("amount"),
        rateSchedule: try scheduleByStatus(try file.group("rateSchedule")),
        taxTable: try tableRule(table), taxTableAGILimit: try table.number("adjustedGrossIncomeLimit"),
        worksheetAGIStart: try worksheets.number("adjustedGrossIncomeStart"), worksheetPhaseInWidth: try worksheets.number("phaseInWidth"),
        worksheetTopAGI: try worksheets.number("topAdjustedGrossIncome"), worksheetTopRate: try worksheets.number("topRate"),
        worksheets: try TaxTableReading.byStatus(worksheets) { (key) throws(JSONFieldError) in try self.worksheets(try worksheets.object(key)) },
        medicalFloorRate: try itemized.number("medicalFloorRate"), cashGiftsLimitRate: try itemized.number("cashGiftsLimitRate"),
        mortgageDebtLimit: try TaxTableReading.amounts(try itemized.object("mortgageDebtLimit")),
        limitationApplicableAmount: try TaxTableReading.amounts(try limitation.object("applicableAmount")),
        limitationRate: try limitation.number("rate"), limitationMaximumRate: try limitation.number("maximumRate"),
        adjustmentThreshold: try TaxTableReading.amounts(try adjustment.object("threshold")), adjustmentRate: try adjustment.number("rate"),
        adjustmentWidth: try adjustment.number("width"), adjustmentSecondThreshold: try adjustment.number("secondThreshold"),
        giftsOnlyAGI: try adjustment.number("giftsOnlyAdjustedGrossIncome"), giftsOnlyRate: try adjustment.number("giftsOnlyRate"),
        highGiftsOnlyAGI: try adjustment.number("highGiftsOnlyAdjustedGrossIncome"), highGiftsOnlyRate: try adjustment.number("highGiftsOnlyRate"),
        householdCreditSingle: try creditRows(household, "single"), householdCreditFamily: try creditRows(household, "family"),
        childCreditPerYoungChild: try child.number("perYoungChild"), childCreditPerChild: try child.number("perChild"),
        childCreditThreshold: try TaxTableReading.amounts(try child.object("threshold")),
        childCreditReduction: try child.number("reduction"), childCreditStep: try child.number("step"),
        earnedIncomeCreditShare: try file.group("earnedIncomeCredit").number("federalShare"),
        childCareCredit: try childCareCredit(try file.group("childCareCredit")),
        cityRateSchedule: try scheduleByStatus(try city.object("rateSchedule")), cityTaxTable: try tableRule(try city.object("taxTable")),
        cityHouseholdCreditSingle: try creditRows(try city.object("householdCredit"), "single"),
        cityHouseholdCreditPerPerson: try creditRows(try city.object("householdCredit"), "perPerson"),
        schoolTaxCreditFixed: try TaxTableReading.amounts(try school.object("fixed")), schoolTaxCreditIncomeLimit: try school.number("incomeLimit"),
        schoolTaxRateReductionIncomeLimit: try reduction.number("incomeLimit"), schoolTaxRateReductionRate: try reduction.number("rate"),
        schoolTaxRateReductionUpperRate: try reduction.number("upperRate"),
        schoolTaxRateReductionThreshold: try TaxTableReading.amounts(try reduction.object("threshold")),
        schoolTaxRateReductionBase: try TaxTableReading.amounts(try reduction.object("base")),
        cityEarnedIncomeCreditBands: try rateBands(try city.object("earnedIncomeCredit")),
        eliminationCreditPhaseOutWidth: try elimination.number("phaseOutWidth"),
        eliminationCreditInvestmentIncomeLimit: try elimination.number("investmentIncomeLimit"),
        eliminationCreditJointThresholds: try numbers(elimination, "jointThresholds"),
        eliminationCreditOtherThresholds: try numbers(elimination, "otherThresholds"),
        yonkersSurchargeRate: try file.group("yonkers").number("surchargeRate"),
        mctmtZone1Rate: try mctmt.number("zone1Rate"), mctmtZone2Rate: try mctmt.number("zone2Rate"), mctmtThreshold: try mctmt.number("threshold"),
        projections: projections)
    } catch {
      throw TaxDataError(file: file.name, field: error.path, rule: error.message)
    }
  }

  static func scheduleByStatus<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> ByFilingStatus<[NewYorkTaxTables<N>.ScheduleRow]> {
    try TaxTableReading.byStatus(group) { (key) throws(JSONFieldError) in
      var rows: [NewYorkTaxTables<N>.ScheduleRow] = []
      for element in try group.array(key) {
        let row = try JSONFieldReader(element.value, path: element.path)
        rows.append(.init(over: try row.number("over"), base: try row.number("base"), rate: try row.number("rate")))
      }
      return rows
    }
  }

  static func tableRule<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> TaxTableRule<N> {
    var bands: [TaxTableRule<N>.Band] = []
    for element in try group.array("rows") {
      let row = try JSONFieldReader(element.value, path: element.path)
      bands.append(.init(below: try row.number("below"), width: try row.number("width")))
    }
    return TaxTableRule(ceiling: try group.number("ceiling"), bands: bands, centredRowWidth: nil)
  }

  static func worksheets<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> NewYorkTaxTables<N>.Worksheets {
    var rows: [NewYorkTaxTables<N>.RecaptureRow] = []
    for element in try group.array("recapture") {
      let row = try JSONFieldReader(element.value, path: element.path)
      rows.append(.init(threshold: try row.number("threshold"), base: try row.number("base"), incrementalBenefit: try row.number("incrementalBenefit")))
    }
    return .init(flatRate: try group.number("flatRate"), flatRateTaxableIncomeLimit: try group.number("flatRateTaxableIncomeLimit"), recapture: rows)
  }

  /// A credit table, `{"rows": [{"upTo", "amount" or "base", "perPerson"}…]}`.
  static func creditRows<N: TaxNumber>(_ group: JSONFieldReader, _ key: String) throws(JSONFieldError) -> [NewYorkTaxTables<N>.CreditRow] {
    var rows: [NewYorkTaxTables<N>.CreditRow] = []
    for element in try group.object(key).array("rows") {
      let row = try JSONFieldReader(element.value, path: element.path)
      let amount: N = row.value("amount") != nil ? try row.number("amount") : try row.number("base")
      rows.append(.init(upTo: try row.number("upTo"), amount: amount, perPerson: row.value("perPerson") != nil ? try row.number("perPerson") : .zero))
    }
    return rows
  }

  /// The `childCareCredit` group: 2025's decimals, or 2026's percentage.
  static func childCareCredit<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> NewYorkTaxTables<N>.ChildCareCredit {
    let city = try group.object("newYorkCity")
    let federal = group.value("federalAGIDecimal") == nil ? nil : try group.object("federalAGIDecimal")
    let newYork = group.value("newYorkAGIDecimal") == nil ? nil : try group.object("newYorkAGIDecimal")
    let percentage = group.value("applicablePercentage") == nil ? nil : try group.object("applicablePercentage")
    let high = group.value("highIncomeReduction") == nil ? nil : try group.object("highIncomeReduction")
    var bands: [NewYorkTaxTables<N>.ChildCareCredit.DecimalBand] = []
    for element in try newYork?.array("bands") ?? [] {
      let band = try JSONFieldReader(element.value, path: element.path)
      func optional(_ key: String) throws(JSONFieldError) -> N? { band.value(key) == nil || band.value(key) == .null ? nil : try band.number(key) }
      bands.append(
        .init(
          below: try optional("below"), decimal: try optional("decimal"), top: try optional("top") ?? .zero, width: try optional("width") ?? N(1),
          base: try optional("base") ?? .zero, slope: try optional("slope") ?? .zero, factor: try optional("factor") ?? N(1)))
    }
    return .init(
      expenseLimits: try numbers(group, "expenseLimits"), federalDecimalMaximum: try federal?.number("maximum"),
      federalDecimalMinimum: try federal?.number("minimum") ?? .zero, federalDecimalThreshold: try federal?.number("threshold") ?? .zero,
      federalDecimalStep: try federal?.number("step") ?? N(1), federalDecimalReduction: try federal?.number("reductionPerStep") ?? .zero,
      newYorkDecimalRowWidth: try newYork?.number("rowWidth") ?? N(1), newYorkDecimalRowCeiling: try newYork?.number("rowCeiling") ?? .zero,
      newYorkDecimalPlaces: try newYork?.integer("decimals") ?? 0, newYorkDecimalBands: bands,
      percentageMaximum: try percentage?.number("maximum"), percentageMinimum: try percentage?.number("minimum") ?? .zero,
      percentageThreshold: try percentage?.number("threshold") ?? .zero, percentageReductionPerDollar: try percentage?.number("reductionPerDollar") ?? .zero,
      highIncomeThreshold: try high?.number("threshold") ?? .zero, highIncomeStep: try high?.number("step") ?? N(1),
      highIncomeReduction: try high?.number("reductionPerStep") ?? .zero,
      cityShare: try city.number("shareOfCredit"), cityFullShareUpTo: try city.number("fullShareUpTo"), cityEndsAt: try city.number("endsAt"))
  }

  static func rateBands<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> [NewYorkTaxTables<N>.RateBand] {
    var bands: [NewYorkTaxTables<N>.RateBand] = []
    for element in try group.array("bands") {
      let band = try JSONFieldReader(element.value, path: element.path)
      let below: N? = band.value("below") == .null ? nil : try band.number("below")
      let from: N? = band.value("phaseFrom") == nil ? nil : try band.number("phaseFrom")
      bands.append(
        .init(
          below: below, rate: try band.number("rate"), phaseFrom: from,
          reductionPerDollar: band.value("reductionPerDollar") != nil ? try band.number("reductionPerDollar") : .zero))
    }
    return bands
  }

  static func numbers<N: TaxNumber>(_ group: JSONFieldReader, _ key: String) throws(JSONFieldError) -> [N] {
    try JSONFieldReader.numbers(try group.required(key), path: group.path(of: key))
  }

  static func validationErrors(_ file: TaxDataFile) -> [TaxDataError] {
    let tables: NewYorkTaxTables<Double>
    do {
      tables = try self.tables(file)
      let _: NewYorkTaxTables<DecimalNumber> = try self.tables(file)
    } catch {
      return [error]
    }
    var errors: [TaxDataError] = []
    func check(_ ok: Bool, _ field: String, _ rule: String) {
      if !ok { errors.append(TaxDataError(file: file.name, field: field, rule: rule)) }
    }
    for status in tables.rateSchedule.statuses {
      for (name, rows) in [("rateSchedule", tables.rateSchedule[status]), ("newYorkCity.rateSchedule", tables.cityRateSchedule[status])] {
        check(rows.first?.over == 0, "\(name).\(status.rawValue)", "must start over 0")
        check(zip(rows, rows.dropFirst()).allSatisfy { $0.over < $1.over && $0.base <= $1.base }, "\(name).\(status.rawValue)", "must rise row by row")
        check(rows.allSatisfy { $0.rate >= 0 && $0.rate < 1 }, "\(name).\(status.rawValue)", "rates must be from 0 to 1")
      }
      let recapture = tables.worksheets[status].recapture
      check(
        zip(recapture, recapture.dropFirst()).allSatisfy { $0.threshold < $1.threshold }, "taxComputationWorksheets.\(status.rawValue).recapture",
        "thresholds must rise")
    }
    check(tables.worksheetPhaseInWidth > 0 && tables.adjustmentWidth > 0 && tables.childCreditStep > 0, "taxComputationWorksheets", "widths must be above 0")
    let care = tables.childCareCredit
    check(!care.expenseLimits.isEmpty, "childCareCredit.expenseLimits", "needs a limit for one qualifying person at least")
    check(
      (care.federalDecimalMaximum != nil) != (care.percentageMaximum != nil), "childCareCredit",
      "needs either federalAGIDecimal (through 2025) or applicablePercentage (from 2026)")
    check(
      care.newYorkDecimalRowWidth > 0 && care.federalDecimalStep > 0 && care.highIncomeStep > 0 && care.cityEndsAt > care.cityFullShareUpTo,
      "childCareCredit", "widths and steps must be above 0, and the city's share must end above where it starts falling")
    check(
      !tables.eliminationCreditJointThresholds.isEmpty && !tables.eliminationCreditOtherThresholds.isEmpty,
      "newYorkCity.incomeTaxEliminationCredit", "needs thresholds for one dependent at least")
    for (value, field) in [
      (tables.yonkersSurchargeRate, "yonkers.surchargeRate"), (tables.mctmtZone1Rate, "mctmt.zone1Rate"), (tables.mctmtZone2Rate, "mctmt.zone2Rate"),
      (tables.earnedIncomeCreditShare, "earnedIncomeCredit.federalShare"), (tables.medicalFloorRate, "itemizedDeduction.medicalFloorRate"),
      (tables.cashGiftsLimitRate, "itemizedDeduction.cashGiftsLimitRate"),
    ] {
      check(value >= 0 && value < 1, field, "must be a rate from 0 to 1")
    }
    return errors
  }
}
