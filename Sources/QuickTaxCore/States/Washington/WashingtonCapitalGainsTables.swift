/// One tax year's figures of Washington's capital gains excise tax (current-law-YEAR-washington.json).
public final class WashingtonCapitalGainsTables<N: TaxNumber>: StateTaxTables {
  public typealias Number = N
  /// RCW 82.87.040(1)(a): 7% of Washington capital gains.
  public let rate: N
  /// RCW 82.87.040(1)(b), from 2025: an additional rate on the part of them above a threshold (not indexed).
  public let additionalRate: N
  public let additionalRateThreshold: N
  /// RCW 82.87.060(1): one per individual, or per couple whether they file jointly or apart.
  public let standardDeduction: N
  /// RCW 82.87.080: gifts to qualified Washington charities above the threshold, up to the limit.
  public let charitableThreshold: N
  public let charitableLimit: N
  /// Where a figure is not yet published, what is used in its place and why (the source's
  /// title); empty when every figure is published.
  public let projections: [String]

  public init(
    rate: N, additionalRate: N, additionalRateThreshold: N, standardDeduction: N, charitableThreshold: N, charitableLimit: N, projections: [String]
  ) {
    self.rate = rate
    self.additionalRate = additionalRate
    self.additionalRateThreshold = additionalRateThreshold
    self.standardDeduction = standardDeduction
    self.charitableThreshold = charitableThreshold
    self.charitableLimit = charitableLimit
    self.projections = projections
  }
}

/// Reads Washington's table files, in either arithmetic.
enum WashingtonTablesReader: StateTaxTablesReading {
  static func read<N: TaxNumber>(_ file: TaxDataFile, as: N.Type) throws(TaxDataError) -> any StateTaxTables<N> {
    let tables: WashingtonCapitalGainsTables<N> = try tables(file)
    return tables
  }

  static func tables<N: TaxNumber>(_ file: TaxDataFile) throws(TaxDataError) -> WashingtonCapitalGainsTables<N> {
    do throws(JSONFieldError) {
      let rates = try file.group("rates")
      let standard = try file.group("standardDeduction")
      let charitable = try file.group("charitableDeduction")
      var projections: [String] = []
      for group in [standard, charitable] where group.value("projected") == .bool(true) {
        let source = try group.string("projectionSource")
        guard let title = file.sources[source]?.title else {
          throw JSONFieldError(path: group.path(of: "projectionSource"), message: "cites \"\(source)\", which is not in `sources`")
        }
        if !projections.contains(title) { projections.append(title) }
      }
      return WashingtonCapitalGainsTables(
        rate: try rates.number("rate"), additionalRate: try rates.number("additionalRate"),
        additionalRateThreshold: try rates.number("additionalRateThreshold"), standardDeduction: try standard.number("amount"),
        charitableThreshold: try charitable.number("threshold"), charitableLimit: try charitable.number("limit"), projections: projections)
    } catch {
      throw TaxDataError(file: file.name, field: error.path, rule: error.message)
    }
  }

  static func validationErrors(_ file: TaxDataFile) -> [TaxDataError] {
    let tables: WashingtonCapitalGainsTables<Double>
    do {
      tables = try self.tables(file)
      let _: WashingtonCapitalGainsTables<DecimalNumber> = try self.tables(file)
    } catch {
      return [error]
    }
    var errors: [TaxDataError] = []
    func check(_ ok: Bool, _ field: String, _ rule: String) {
      if !ok { errors.append(TaxDataError(file: file.name, field: field, rule: rule)) }
    }
    for (value, field) in [(tables.rate, "rates.rate"), (tables.additionalRate, "rates.additionalRate")] {
      check(value >= 0 && value < 1, field, "must be a rate from 0 to 1")
    }
    for (value, field) in [
      (tables.additionalRateThreshold, "rates.additionalRateThreshold"), (tables.standardDeduction, "standardDeduction.amount"),
      (tables.charitableThreshold, "charitableDeduction.threshold"), (tables.charitableLimit, "charitableDeduction.limit"),
    ] {
      check(value >= 0 && value <= 1_000_000_000, field, "must be an amount from 0 to 1,000,000,000")
    }
    return errors
  }
}
