import Foundation
import QuickTaxCore

/// One change to a household file, by JSON path: `--set PATH=VALUE` replaces the value,
/// `--add PATH=AMOUNT` (or `PATH+=AMOUNT` in a scenario) adds to the amount there. The edited
/// file is then read exactly as a file is, so a wrong value is refused by the same message.
struct HouseholdEdit: Sendable, Equatable {
  enum Operation: Sendable, Equatable {
    case set, add
  }

  enum Component: Sendable, Equatable {
    case key(String)
    case index(Int)
  }

  let path: String
  let components: [Component]
  let operation: Operation
  /// The value as given: JSON when it parses as JSON (`80000`, `true`, `"text"`), else text.
  let value: String
  /// A value already typed (the interview's answers): put there as it is, in place of `value`.
  var replacement: JSONValue? = nil
  /// For income the household splits by period: the period the change falls in (`@4`,
  /// `@december`; ``PeriodFollowingEdit``), nil for the last.
  var period: Int? = nil

  /// `PATH=VALUE`, or `PATH+=VALUE` for an addition; `operation` forces one (`--set`, `--add`).
  static func parse(_ text: String, operation forced: Operation? = nil) throws(UsageError) -> HouseholdEdit {
    guard let equals = text.firstIndex(of: "=") else {
      throw UsageError("'\(text)' is not an edit; write PATH=VALUE, such as userIncome.longTermGains=80000")
    }
    var path = String(text[..<equals])
    var operation = forced ?? .set
    if path.hasSuffix("+") {
      path.removeLast()
      operation = .add
    }
    var value = String(text[text.index(after: equals)...])
    // `@PERIOD` after an amount of income split by period: where the change falls.
    var period: Int?
    if let at = value.lastIndex(of: "@"), PeriodFollowingEdit.periodField(of: path) != nil {
      let named = String(value[value.index(after: at)...])
      guard let index = PeriodFollowingEdit.period(named: named) else {
        throw UsageError(
          "\(InputExcerpt.quoted(named)) is not a period for \(path); write @1 to @4 (\(IncomeByPeriod.periods.joined(separator: ", "))) or a month, such as @december")
      }
      period = index
      value = String(value[..<at])
    }
    guard let components = Self.components(of: path) else {
      throw UsageError(
        "'\(path)' is not a field path; write keys joined by dots, list items by [index], such as userIncome.futureRSUVests[0].shares")
    }
    if operation == .add, Double(value) == nil {
      throw UsageError("\(InputExcerpt.quoted(value)) cannot be added to \(path); give an amount, such as \(path)=2500.50")
    }
    return HouseholdEdit(path: path, components: components, operation: operation, value: value, period: period)
  }

  /// `value` put at `path` as it is: a string stays a string, where `--set` would read `"80000"` as
  /// a number.
  static func put(_ value: JSONValue, at path: String, in document: JSONValue) throws(UsageError) -> JSONValue {
    guard let components = components(of: path) else { throw UsageError("'\(path)' is not a field path") }
    return try HouseholdEdit(path: path, components: components, operation: .set, value: "", replacement: value).applied(to: document)
  }

  /// An edit adding `amount` to the field at `path` (a what-if's step: `userIncome.ytdWage`); nil
  /// for a path that is not one.
  static func adding(_ amount: Double, to path: String) -> HouseholdEdit? {
    components(of: path).map { HouseholdEdit(path: path, components: $0, operation: .add, value: JSONNumber(amount).literal) }
  }

  /// `document` with `element` after the last of the list at `list`, or in a list of its own where
  /// there is none (a list of anything else is left to the file's reading to refuse, as `estimate`
  /// would).
  static func appending(_ element: JSONValue, toList list: String, in document: JSONValue) throws(UsageError) -> JSONValue {
    guard let existing = value(at: list, in: document), existing != .null else { return try put(.array([element]), at: list, in: document) }
    return try put(element, at: "\(list)[\(existing.arrayValue?.count ?? 0)]", in: document)
  }

  /// An amount of the document as its reading takes it: a number, or the text of a plain number;
  /// 0 otherwise (nothing there, empty, words).
  static func amount(_ value: JSONValue?) -> Double {
    value?.doubleValue ?? value?.stringValue.flatMap { StrictInput.plainNumber($0) } ?? 0
  }

  /// The value at `path`, nil where there is none; inside the state of a local-storage export.
  static func value(at path: String, in document: JSONValue) -> JSONValue? {
    guard var components = components(of: path)?[...] else { return nil }
    var value = document
    if case .key(let first) = components.first, document[first] == nil, let state = document["state"], state.objectValue != nil {
      value = state
    }
    while let component = components.popFirst() {
      switch (component, value) {
      case (.key(let key), .object(let object)):
        guard let member = object[key] else { return nil }
        value = member
      case (.index(let index), .array(let elements)) where index < elements.count: value = elements[index]
      default: return nil
      }
    }
    return value
  }

  /// `a.b[2].c` as keys and indexes; nil for an empty key or a malformed index.
  static func components(of path: String) -> [Component]? {
    var components: [Component] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: false) {
      var rest = Substring(part)
      let bracket = rest.firstIndex(of: "[") ?? rest.endIndex
      let key = rest[..<bracket]
      guard !key.isEmpty else { return nil }
      components.append(.key(String(key)))
      rest = rest[bracket...]
      while !rest.isEmpty {
        guard rest.first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
          index >= 0
        else { return nil }
        components.append(.index(index))
        rest = rest[rest.index(after: close)...]
      }
    }
    return components.isEmpty ? nil : components
  }

  /// The document with this edit made. A local-storage export (`{"state": {...}}`) is edited
  /// inside its state.
  func applied(to document: JSONValue) throws(UsageError) -> JSONValue {
    if case .key(let first) = components.first, document[first] == nil, let state = document["state"], state.objectValue != nil,
      var root = document.objectValue
    {
      root["state"] = try applied(to: state, at: components[...])
      return .object(root)
    }
    return try applied(to: document, at: components[...])
  }

  private func applied(to value: JSONValue, at rest: ArraySlice<Component>) throws(UsageError) -> JSONValue {
    guard let component = rest.first else { return try newValue(replacing: value) }
    switch (component, value) {
    case (.key(let key), .object(var object)):
      object[key] = try applied(to: object[key] ?? .null, at: rest.dropFirst())
      return .object(object)
    case (.key(let key), .null):
      var object = JSONObject()
      object.append(key, try applied(to: .null, at: rest.dropFirst()))
      return .object(object)
    case (.index(let index), .array(var elements)) where index <= elements.count:
      if index == elements.count { elements.append(.null) }
      elements[index] = try applied(to: elements[index], at: rest.dropFirst())
      return .array(elements)
    case (.index(let index), .array(let elements)):
      throw UsageError("\(path): item [\(index)] is beyond the list's \(elements.count) items; the next one is [\(elements.count)]")
    case (.index, .null):
      throw UsageError("\(path): there is no list there to take an item of")
    default:
      throw UsageError("\(path): \(value.typeName) is there, which has no \(component.described)")
    }
  }

  private func newValue(replacing old: JSONValue) throws(UsageError) -> JSONValue {
    if let replacement { return replacement }
    switch operation {
    case .set:
      // JSON when it parses (a number, true, false, null, a quoted string), else the text itself.
      if let parsed = try? JSONParser.parse(value), parsed.objectValue == nil, parsed.arrayValue == nil { return parsed }
      return .string(value)
    case .add:
      let current: Double
      switch old {
      case .null: current = 0
      case .number(let number): current = number.value
      case .string(let text) where text.trimmingCharacters(in: .whitespaces).isEmpty: current = 0
      case .string(let text):
        guard let number = Double(text) else {
          throw UsageError("\(path) holds \(old.shortDescription), not an amount, so \(value) cannot be added to it")
        }
        current = number
      default:
        throw UsageError("\(path) holds \(old.typeName), not an amount, so \(value) cannot be added to it")
      }
      let sum = JSONNumber(current + (Double(value) ?? 0))
      // The field keeps its shape: text stays text (the web app's state holds amounts as text).
      if case .string = old { return .string(sum.literal) }
      return .number(sum)
    }
  }

  /// How the edit is written back: `path=value` or `path+=value`.
  var described: String {
    (operation == .set ? "\(path)=\(value)" : "\(path)+=\(value)") + (period.map { "@\($0 + 1)" } ?? "")
  }
}

extension HouseholdEdit.Component {
  var described: String {
    switch self {
    case .key(let key): return "key \"\(key)\""
    case .index(let index): return "item [\(index)]"
    }
  }
}
