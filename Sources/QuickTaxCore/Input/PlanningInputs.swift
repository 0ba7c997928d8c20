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
  /// Whether last year's return covered all 12 months (required to use last year's tax).
  public var priorYearFullYearReturn = true
  /// When each estimated payment was made (`federalQ1`… `californiaQ4`, `YYYY-MM-DD`); a payment
  /// without a date counts on its quarter's due date.
  public var estimatedPaymentDates: [String: InputText] = [:]
  public var withholdingTiming: WithholdingTiming = .even

  public init() {}

  /// The payment-date keys, one per estimated-payment field.
  public static var paymentDateKeys: [String] { EstimatedPaymentsData.fields.map(\.key) }

  public static let fields: [InputField<PlanningInputs>] = [
    .init(key: "priorYearFederalTax", keyPath: \.priorYearFederalTax, kind: .amount, summary: "Last year's total federal tax (Form 1040, line 24)"),
    .init(key: "priorYearFederalAGI", keyPath: \.priorYearFederalAGI, kind: .signedAmount, summary: "Last year's federal AGI (Form 1040, line 11), for the 110% rule"),
    .init(key: "priorYearCaliforniaTax", keyPath: \.priorYearCaliforniaTax, kind: .amount, summary: "Last year's total California tax (Form 540, line 64 less credits)"),
    .init(key: "priorYearCaliforniaAGI", keyPath: \.priorYearCaliforniaAGI, kind: .signedAmount, summary: "Last year's California AGI (Form 540, line 17), for the 110% rule"),
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
        planning[keyPath: schema.keyPath] = context.text(field, path: fieldPath, kind: schema.kind)
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
          known: PlanningInputs.fields.map(\.key) + ["priorYearFullYearReturn", "withholdingTiming", "estimatedPaymentDates"])
      }
    }
    return (planning, context.diagnostics)
  }
}

extension PlanningInputs: EmptyInitializable {}

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
    sink.endObject()
  }
}
