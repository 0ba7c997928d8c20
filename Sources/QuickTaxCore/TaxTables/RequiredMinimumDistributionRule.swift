/// The figures of the required minimum distribution helper (the `requiredMinimumDistributions`
/// group of a current-law federal file): the Uniform Lifetime Table (Treas. Reg.
/// §1.401(a)(9)-9(c)), the applicable age by year of birth (IRC §401(a)(9)(C)(v), SECURE 2.0
/// §107) and the excise tax on a shortfall (IRC §4974(a), (e)). Not a line of any return: the
/// estimate shows it beside the return.
public struct RequiredMinimumDistributionRule<N: TaxNumber>: Sendable {
  /// One row of the table: the distribution period for the age reached in the year.
  public struct Row: Sendable {
    public let age: Int
    public let distributionPeriod: N

    public init(age: Int, distributionPeriod: N) {
      self.age = age
      self.distributionPeriod = distributionPeriod
    }
  }

  /// The applicable age of everyone born in or before `bornThrough` (and after the row before);
  /// nil: every later year of birth.
  public struct ApplicableAge: Sendable {
    public let bornThrough: Int?
    public let age: Int

    public init(bornThrough: Int?, age: Int) {
      self.bornThrough = bornThrough
      self.age = age
    }
  }

  /// Rising ages; the last row serves every age above it ("120 and over").
  public let uniformLifetimeTable: [Row]
  /// Rising years of birth, the last open-ended.
  public let applicableAges: [ApplicableAge]
  /// IRC §4974(a): the share of the shortfall; §4974(e): the share when corrected in time.
  public let exciseTaxRate: N
  public let correctedExciseTaxRate: N

  public init(uniformLifetimeTable: [Row], applicableAges: [ApplicableAge], exciseTaxRate: N, correctedExciseTaxRate: N) {
    self.uniformLifetimeTable = uniformLifetimeTable
    self.applicableAges = applicableAges
    self.exciseTaxRate = exciseTaxRate
    self.correctedExciseTaxRate = correctedExciseTaxRate
  }

  /// The applicable age of someone born in `birthYear`.
  public func applicableAge(bornIn birthYear: Int) -> Int? {
    applicableAges.first { $0.bornThrough.map { birthYear <= $0 } ?? true }?.age
  }

  /// The distribution period for `age`: the table's row, the last row above it; nil below the
  /// table's first age (no distribution is required that young under the table).
  public func distributionPeriod(age: Int) -> N? {
    guard let first = uniformLifetimeTable.first, age >= first.age else { return nil }
    return uniformLifetimeTable.last { $0.age <= age }?.distributionPeriod
  }
}

extension RequiredMinimumDistributionRule {
  /// The group of `file`, nil when the file has none.
  static func read(_ file: TaxDataFile) throws(JSONFieldError) -> RequiredMinimumDistributionRule? {
    guard file.document.value("requiredMinimumDistributions") != nil else { return nil }
    let group = try file.group("requiredMinimumDistributions")
    var rows: [Row] = []
    for element in try group.array("uniformLifetimeTable") {
      let row = try JSONFieldReader(element.value, path: element.path)
      rows.append(Row(age: try row.integer("age"), distributionPeriod: try row.number("distributionPeriod")))
    }
    var ages: [ApplicableAge] = []
    for element in try group.object("applicableAges").array("byBirthYear") {
      let entry = try JSONFieldReader(element.value, path: element.path)
      let bornThrough: Int? = entry.value("bornThrough") == .null ? nil : try entry.integer("bornThrough")
      ages.append(ApplicableAge(bornThrough: bornThrough, age: try entry.integer("age")))
    }
    let excise = try group.object("exciseTax")
    return RequiredMinimumDistributionRule(
      uniformLifetimeTable: rows, applicableAges: ages, exciseTaxRate: try excise.number("rate"),
      correctedExciseTaxRate: try excise.number("correctedRate"))
  }
}

extension TaxDataValidation {
  /// Ages rising by one from the first, distribution periods above 0 and falling; years of birth
  /// rising, only the last open; the excise rates rates, the corrected one no higher.
  mutating func requiredMinimumDistributions(_ rule: RequiredMinimumDistributionRule<Double>) {
    let group = "requiredMinimumDistributions"
    if rule.uniformLifetimeTable.isEmpty { fail("\(group).uniformLifetimeTable", "must list at least one age") }
    for (index, row) in rule.uniformLifetimeTable.enumerated() {
      let path = "\(group).uniformLifetimeTable[\(index)]"
      if !(0...150).contains(row.age) { fail("\(path).age", "\(row.age) is not an age from 0 to 150") }
      positive(row.distributionPeriod, "\(path).distributionPeriod")
      guard index > 0 else { continue }
      let previous = rule.uniformLifetimeTable[index - 1]
      if row.age != previous.age + 1 { fail("\(path).age", "must be one more than the age before it (\(previous.age))") }
      if !(row.distributionPeriod < previous.distributionPeriod) { fail("\(path).distributionPeriod", "must be below the period before it") }
    }
    if rule.applicableAges.isEmpty || rule.applicableAges.last?.bornThrough != nil {
      fail("\(group).applicableAges.byBirthYear", "must end with an entry whose bornThrough is null (every later year of birth)")
    }
    for (index, entry) in rule.applicableAges.enumerated() {
      let path = "\(group).applicableAges.byBirthYear[\(index)]"
      if !(0...150).contains(entry.age) { fail("\(path).age", "\(entry.age) is not an age from 0 to 150") }
      if index < rule.applicableAges.count - 1 && entry.bornThrough == nil { fail("\(path).bornThrough", "only the last entry may be null") }
      if index > 0, let born = entry.bornThrough, let before = rule.applicableAges[index - 1].bornThrough, !(born > before) {
        fail("\(path).bornThrough", "must be after the year before it (\(before))")
      }
    }
    rate(rule.exciseTaxRate, "\(group).exciseTax.rate")
    rate(rule.correctedExciseTaxRate, "\(group).exciseTax.correctedRate")
    if !(rule.correctedExciseTaxRate <= rule.exciseTaxRate) { fail("\(group).exciseTax.correctedRate", "must not be above rate") }
  }
}
