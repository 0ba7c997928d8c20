/// Reading the figures of a ``TaxDataFile`` into the engine's table types, in either arithmetic.
/// Numbers are read from their literal text, so `0.093` is exact in decimal arithmetic.
extension FederalTaxTables {
  public convenience init(file: TaxDataFile) throws(TaxDataError) {
    do throws(JSONFieldError) {
      let salt = try file.group("saltCap")
      let mortgage = try file.group("mortgageInterestLimits")
      self.init(
        ordinaryBrackets: try TaxTableReading.brackets(file.group("ordinaryBrackets")),
        standardDeduction: try TaxTableReading.amounts(file.group("standardDeduction")),
        capitalGainsBrackets: try TaxTableReading.brackets(file.group("capitalGainsBrackets")),
        saltCap: SaltCapRule(
          baseCap: try salt.number("baseCap"),
          phaseoutThreshold: try salt.number("phaseoutThreshold", nullIsInfinity: true),
          phaseoutRate: try salt.number("phaseoutRate"),
          minimumCap: try salt.number("minimumCap")),
        mortgageInterestLimits: MortgageInterestLimits(
          grandfatheredBalanceLimit: try mortgage.number("grandfatheredBalanceLimit"),
          balanceLimit: try mortgage.number("balanceLimit")),
        capitalLossLimit: try file.group("capitalLossLimit").number("amount"),
        rsuDefaultWithholdingRate: try file.group("rsuDefaultWithholdingRate").number("rate"),
        estimatedPaymentSchedule: try TaxTableReading.schedule(file.group("estimatedPaymentSchedule")),
        currentLaw: try FederalCurrentLawRules.read(file))
    } catch {
      throw TaxDataError(file: file.name, field: error.path, rule: error.message)
    }
  }
}

extension CaliforniaTaxTables {
  public convenience init(file: TaxDataFile) throws(TaxDataError) {
    do throws(JSONFieldError) {
      let mentalHealth = try file.group("mentalHealthServicesTax")
      self.init(
        brackets: try TaxTableReading.brackets(file.group("brackets")),
        standardDeduction: try TaxTableReading.amounts(file.group("standardDeduction")),
        mentalHealthTaxThreshold: try mentalHealth.number("threshold"),
        mentalHealthTaxRate: try mentalHealth.number("rate"),
        mortgageBalanceLimit: try file.group("mortgageInterestLimits").number("balanceLimit"),
        rsuDefaultWithholdingRate: try file.group("rsuDefaultWithholdingRate").number("rate"),
        estimatedPaymentSchedule: try TaxTableReading.schedule(file.group("estimatedPaymentSchedule")),
        currentLaw: try CaliforniaCurrentLawRules.read(file))
    } catch {
      throw TaxDataError(file: file.name, field: error.path, rule: error.message)
    }
  }
}

enum TaxTableReading {
  /// An amount per filing status: single and married filing jointly always (the web app's two),
  /// the other three when the file has them.
  static func amounts<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> ByFilingStatus<N> {
    try byStatus(group) { (key) throws(JSONFieldError) -> N in try group.number(key) }
  }

  static func brackets<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> ByFilingStatus<[TaxBracket<N>]> {
    try byStatus(group) { (key) throws(JSONFieldError) -> [TaxBracket<N>] in try bracketList(group, key) }
  }

  /// A value per filing status read by `read` from the key of the status's raw value.
  static func byStatus<Value>(_ group: JSONFieldReader, _ read: (String) throws(JSONFieldError) -> Value) throws(JSONFieldError)
    -> ByFilingStatus<Value>
  {
    func optional(_ status: FilingStatus) throws(JSONFieldError) -> Value? {
      group.value(status.rawValue) == nil ? nil : try read(status.rawValue)
    }
    return ByFilingStatus(
      single: try read(FilingStatus.single.rawValue), marriedFilingJointly: try read(FilingStatus.marriedFilingJointly.rawValue),
      marriedFilingSeparately: try optional(.marriedFilingSeparately), headOfHousehold: try optional(.headOfHousehold),
      qualifyingSurvivingSpouse: try optional(.qualifyingSurvivingSpouse))
  }

  /// One list of brackets, `[{"min", "max" (null: open), "rate"}]`.
  static func bracketList<N: TaxNumber>(_ group: JSONFieldReader, _ key: String) throws(JSONFieldError) -> [TaxBracket<N>] {
    var brackets: [TaxBracket<N>] = []
    for element in try group.array(key) {
      let bracket = try JSONFieldReader(element.value, path: element.path)
      brackets.append(
        TaxBracket(
          min: try bracket.number("min"), max: try bracket.number("max", nullIsInfinity: true), rate: try bracket.number("rate")))
    }
    return brackets
  }

  static func schedule<N: TaxNumber>(_ group: JSONFieldReader) throws(JSONFieldError) -> [PaymentInstallment<N>] {
    var installments: [PaymentInstallment<N>] = []
    for element in try group.array("installments") {
      let installment = try JSONFieldReader(element.value, path: element.path)
      let dueDate = try installment.string("dueDate")
      guard JSDate(parsing: dueDate, timeZone: .utc).isValid, dueDate.utf8.count == 10 else {
        throw JSONFieldError(path: installment.path(of: "dueDate"), message: "\"\(dueDate)\" is not a YYYY-MM-DD date")
      }
      installments.append(
        PaymentInstallment(
          quarter: try installment.string("quarter"), dueDateText: try installment.string("dueDateText"),
          dueDateISO: dueDate, cumulativePercentage: try installment.number("cumulativePercentage")))
    }
    return installments
  }
}
