/// What the safe-harbor planner needs beyond the web app's state: last year's tax and AGI, when
/// estimated payments were actually made, and how withholding is timed. All optional: without
/// last year's figures only the current-year basis (90%) is available.
public struct PlanningInputs: Sendable, Hashable {
  /// How withholding counts toward each installment (IRC §6654(g)).
  public enum WithholdingTiming: String, Sendable, CaseIterable {
    /// In equal parts on the due dates, whenever it was withheld (the default).
    case even
    /// On the dates it is withheld: paychecks on their pay dates, RSU vests on their vest dates.
    case actual
  }

  public var priorYearFederalTax: InputText = .empty
  public var priorYearFederalAGI: InputText = .empty
  public var priorYearCaliforniaTax: InputText = .empty
  public var priorYearCaliforniaAGI: InputText = .empty
  /// New York's: last year's IT-201 tax (less refundable credits, as IT-2105.9 line 16 takes it)
  /// and New York AGI (line 33), for the 110% rule.
  public var priorYearNewYorkTax: InputText = .empty
  public var priorYearNewYorkAGI: InputText = .empty
  /// Next year's installments (`plan`, docs/planning.md "Next year"): the withholding expected
  /// next year (default: this year's), next year's California AGI (for R&TC §19136.3's limit on
  /// the prior-year basis; default: this year's) and next year's pay frequency (the W-4 / DE 4 amount).
  public var nextYearFederalWithholding: InputText = .empty
  public var nextYearCaliforniaWithholding: InputText = .empty
  public var nextYearCaliforniaAGI: InputText = .empty
  /// New York State, City and Yonkers tax expected withheld next year (default: this year's).
  public var nextYearNewYorkWithholding: InputText = .empty
  public var nextYearPayFrequency: InputText = .empty
  /// Whether last year's return covered all 12 months (required to use last year's tax).
  public var priorYearFullYearReturn = true
  /// When each estimated payment was made (`federalQ1`… `californiaQ4`, `YYYY-MM-DD`); a payment
  /// without a date counts on its quarter's due date.
  public var estimatedPaymentDates: [String: InputText] = [:]
  public var withholdingTiming: WithholdingTiming = .even
  /// Estimated payments one by one, each with its date: any number per quarter. When a
  /// jurisdiction has any here, its `estimatedPayments` quarter fields stay empty and are filled
  /// from these (made ones only, by the due date each falls before).
  public var payments: [DatedPayment] = []
  /// Income the engine cannot date, by period (January–March, April–May, June–August,
  /// September–December), for the annualized income installment method: amounts received in each
  /// period, keyed by income field (``IncomeByPeriod/fields``). A field left out counts evenly.
  public var incomeByPeriod: [String: [InputText]] = [:]

  public init() {}

  /// One estimated payment with its date.
  public struct DatedPayment: Sendable, Hashable {
    /// "federal", "california" or "newYork".
    public var jurisdiction: InputText = .empty
    public var amount: InputText = .empty
    /// `YYYY-MM-DD`.
    public var date: InputText = .empty

    public init() {}

    public static let fields: [InputField<DatedPayment>] = [
      .init(key: "jurisdiction", keyPath: \.jurisdiction, kind: .choice(["federal", "california", "newYork"]), summary: "federal, california or newYork"),
      .init(key: "amount", keyPath: \.amount, kind: .amount, summary: "The amount paid"),
      .init(key: "date", keyPath: \.date, kind: .date, summary: "The day it was paid (or is scheduled), YYYY-MM-DD"),
    ]
  }

  /// Last year's tax of `jurisdiction`, as given.
  public func priorYearTax(_ jurisdiction: TaxDataFile.Jurisdiction) -> InputText {
    switch jurisdiction {
    case .federal: priorYearFederalTax
    case .california: priorYearCaliforniaTax
    case .newYork: priorYearNewYorkTax
    default: .empty
    }
  }

  /// Last year's AGI of `jurisdiction`, as given.
  public func priorYearAGI(_ jurisdiction: TaxDataFile.Jurisdiction) -> InputText {
    switch jurisdiction {
    case .federal: priorYearFederalAGI
    case .california: priorYearCaliforniaAGI
    case .newYork: priorYearNewYorkAGI
    default: .empty
    }
  }

  /// The payment-date keys, one per estimated-payment field.
  public static var paymentDateKeys: [String] { EstimatedPaymentsData.fields.map(\.key) }

  public static let fields: [InputField<PlanningInputs>] = [
    .init(key: "priorYearFederalTax", keyPath: \.priorYearFederalTax, kind: .amount, summary: "Last year's total federal tax (Form 1040, line 24)"),
    .init(key: "priorYearFederalAGI", keyPath: \.priorYearFederalAGI, kind: .signedAmount, summary: "Last year's federal AGI (Form 1040, line 11), for the 110% rule"),
    .init(key: "priorYearCaliforniaTax", keyPath: \.priorYearCaliforniaTax, kind: .amount, summary: "Last year's total California tax (Form 540, line 64 less credits)"),
    .init(key: "priorYearCaliforniaAGI", keyPath: \.priorYearCaliforniaAGI, kind: .signedAmount, summary: "Last year's California AGI (Form 540, line 17), for the 110% rule"),
    .init(key: "priorYearNewYorkTax", keyPath: \.priorYearNewYorkTax, kind: .amount, summary: "New York residents: last year's New York State, City and Yonkers taxes and MCTMT less refundable credits (IT-201 line 62 less lines 63–71)"),
    .init(key: "priorYearNewYorkAGI", keyPath: \.priorYearNewYorkAGI, kind: .signedAmount, summary: "New York residents: last year's New York AGI (IT-201 line 33), for the 110% rule"),
    .init(key: "nextYearFederalWithholding", keyPath: \.nextYearFederalWithholding, kind: .nonNegativeAmount, summary: "Federal income tax you expect withheld next year (default: this year's)"),
    .init(key: "nextYearCaliforniaWithholding", keyPath: \.nextYearCaliforniaWithholding, kind: .nonNegativeAmount, summary: "California income tax you expect withheld next year (default: this year's)"),
    .init(key: "nextYearCaliforniaAGI", keyPath: \.nextYearCaliforniaAGI, kind: .signedAmount, summary: "Next year's expected California AGI, for its limit on the prior-year basis (default: this year's)"),
    .init(key: "nextYearNewYorkWithholding", keyPath: \.nextYearNewYorkWithholding, kind: .nonNegativeAmount, summary: "New York residents: New York State, City and Yonkers tax you expect withheld next year (default: this year's)"),
    .init(
      key: "nextYearPayFrequency", keyPath: \.nextYearPayFrequency, kind: .choice(["", "weekly", "biweekly", "semimonthly", "monthly"]),
      summary: "Next year's paychecks, for the W-4 / DE 4 amount (default: payFrequency)"),
  ]
}

extension HouseholdDecoder {
  /// The top-level key of the planning inputs in a household file.
  public static let planningKey = "planning"

  /// Reads the `planning` object of a household file, with diagnostics.
  public func decodePlanning(_ value: JSONValue, path: String = HouseholdDecoder.planningKey) -> (PlanningInputs, [InputDiagnostic]) {
    var context = Context(reading: reading)
    var planning = PlanningInputs()
    guard case .object(let object) = value else {
      if value != .null { context.error(path, "expected an object, found \(value.typeName)") }
      return (planning, context.diagnostics)
    }
    context.repeatedKeys(object, path: path)
    for (key, field) in object.pairs {
      let fieldPath = InputPath.member(path, key)
      if let position = InputFieldIndex.planning.position(of: key) {
        let schema = PlanningInputs.fields[position]
        let text = context.text(field, path: fieldPath, kind: schema.kind)
        // The planner's own input: checked in either reading (strict reading has checked it).
        if context.reading == .webCompatible, [.amount, .nonNegativeAmount, .signedAmount].contains(schema.kind) {
          context.checkNumber(text, isNumber: field.isNumber, path: fieldPath, kind: schema.kind)
        }
        planning[keyPath: schema.keyPath] = text
        continue
      }
      switch key {
      case "priorYearFullYearReturn":
        if case .bool(let flag) = field { planning.priorYearFullYearReturn = flag } else { context.error(fieldPath, "\(field.shortDescription) is not true or false") }
      case "withholdingTiming":
        if case .string(let text) = field, let timing = PlanningInputs.WithholdingTiming(rawValue: text) {
          planning.withholdingTiming = timing
        } else {
          context.error(fieldPath, "\(field.shortDescription) is not \"even\" or \"actual\"")
        }
      case "payments":
        planning.payments = context.datedPayments(field, path: fieldPath)
      case "incomeByPeriod":
        planning.incomeByPeriod = context.incomeByPeriod(field, path: fieldPath)
      case "estimatedPaymentDates":
        guard case .object(let dates) = field else {
          context.error(fieldPath, "expected an object of dates, found \(field.typeName)")
          continue
        }
        context.repeatedKeys(dates, path: fieldPath)
        for (paymentKey, date) in dates.pairs {
          guard PlanningInputs.paymentDateKeys.contains(paymentKey) else {
            context.unknownKey(paymentKey, path: InputPath.member(fieldPath, paymentKey), known: PlanningInputs.paymentDateKeys)
            continue
          }
          // Dates here are the planner's own input: checked in either reading (strict reading
          // checks them in `text` already).
          let text = context.text(date, path: "\(fieldPath).\(paymentKey)", kind: .date)
          if context.reading == .webCompatible && text.isTruthy && !StrictInput.isCalendarDate(text.text) {
            context.error("\(fieldPath).\(paymentKey)", "\(InputExcerpt.quoted(text.text)) is not a date; write YYYY-MM-DD, such as 2025-06-16")
          }
          planning.estimatedPaymentDates[paymentKey] = text
        }
      default:
        context.unknownKey(
          key, path: fieldPath,
          known: PlanningInputs.fields.map(\.key) + ["priorYearFullYearReturn", "withholdingTiming", "estimatedPaymentDates", "payments", "incomeByPeriod"])
      }
    }
    return (planning, context.diagnostics)
  }
}

extension PlanningInputs: EmptyInitializable {}
extension PlanningInputs.DatedPayment: EmptyInitializable {}

/// The income fields `planning.incomeByPeriod` may split by period, and the periods.
public enum IncomeByPeriod {
  /// Household totals of the people on the return (`wages` overrides how the engine dates them).
  /// `businessIncome` (current law) is the Schedule C net profit of the people on the return.
  public static let fields = [
    "wages", "interestIncome", "ordinaryDividends", "qualifiedDividends", "shortTermGains", "longTermGains", "rothConversion", "businessIncome",
  ]
  public static let periods = ["January–March", "April–May", "June–August", "September–December"]
}

extension HouseholdDecoder.Context {
  /// `planning.payments`: a list of dated payments, each checked in either reading (they are the
  /// planner's own input).
  mutating func datedPayments(_ value: JSONValue, path: String) -> [PlanningInputs.DatedPayment] {
    guard case .array(let elements) = value else {
      if value != .null { error(path, "expected a list of payments, found \(value.typeName)") }
      return []
    }
    guard elements.count <= InputLimits.datedPayments else {
      error(path, "holds \(InputExcerpt.grouped(elements.count)) payments; at most \(InputLimits.datedPayments)")
      return []
    }
    return elements.enumerated().map { index, element in
      let at = "\(path)[\(index)]"
      let payment = record(element, path: at, fields: PlanningInputs.DatedPayment.fields, index: InputFieldIndex.datedPayment)
      if !["federal", "california", "newYork"].contains(payment.jurisdiction.text) {
        error("\(at).jurisdiction", "\(InputExcerpt.quoted(payment.jurisdiction.text)) is not \"federal\", \"california\" or \"newYork\"")
      }
      if !StrictInput.isCalendarDate(payment.date.text) {
        error("\(at).date", "\(InputExcerpt.quoted(payment.date.text)) is not a date; write YYYY-MM-DD, such as 2025-06-16")
      }
      let amount = payment.amount.binaryValue
      if !(amount > 0 && amount.isFinite) { error("\(at).amount", "\(InputExcerpt.quoted(payment.amount.text)) is not an amount above 0") }
      return payment
    }
  }

  /// `planning.incomeByPeriod`: for each field, four amounts, one per period.
  mutating func incomeByPeriod(_ value: JSONValue, path: String) -> [String: [InputText]] {
    guard case .object(let object) = value else {
      if value != .null { error(path, "expected an object of income fields, found \(value.typeName)") }
      return [:]
    }
    repeatedKeys(object, path: path)
    var result: [String: [InputText]] = [:]
    for (key, field) in object.pairs {
      let at = InputPath.member(path, key)
      guard IncomeByPeriod.fields.contains(key) else {
        unknownKey(key, path: at, known: IncomeByPeriod.fields)
        continue
      }
      guard case .array(let amounts) = field, amounts.count == IncomeByPeriod.periods.count else {
        error(at, "expected four amounts, one each for \(IncomeByPeriod.periods.joined(separator: ", "))")
        continue
      }
      let kind: InputFieldKind = key.hasSuffix("Gains") ? .signedAmount : .amount
      result[key] = amounts.enumerated().map { index, amount in
        let text = self.text(amount, path: "\(at)[\(index)]", kind: kind)
        if reading == .webCompatible, text.isTruthy, StrictInput.plainNumber(text.text.trimmingJavaScriptWhitespace()) == nil {
          error("\(at)[\(index)]", "\(InputExcerpt.quoted(text.text)) is not a number")
        }
        return text
      }
    }
    return result
  }
}

/// The `planning` object as a household file holds it (every key, for `quicktax template`).
extension PlanningInputs: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    for field in Self.fields { sink.member(field.key, JSONValue.string(self[keyPath: field.keyPath].text)) }
    sink.field("priorYearFullYearReturn", priorYearFullYearReturn)
    sink.field("withholdingTiming", withholdingTiming.rawValue)
    sink.key("estimatedPaymentDates")
    sink.beginObject()
    for key in Self.paymentDateKeys {
      if let date = estimatedPaymentDates[key] { sink.member(key, JSONValue.string(date.text)) }
    }
    sink.endObject()
    sink.key("payments")
    sink.beginArray()
    for payment in payments { Household.record(payment, DatedPayment.fields, to: &sink) }
    sink.endArray()
    sink.key("incomeByPeriod")
    sink.beginObject()
    for key in IncomeByPeriod.fields {
      if let amounts = incomeByPeriod[key] { sink.member(key, JSONValue.array(amounts.map { JSONValue.string($0.text) })) }
    }
    sink.endObject()
    sink.endObject()
  }
}
