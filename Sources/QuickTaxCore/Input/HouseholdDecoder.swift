/// How to read the text fields of a household file.
public enum InputReading: String, Sendable, CaseIterable {
  /// As the web app does: any text, read by `parseFloat(text) || 0` ("1,000" is 1). For
  /// reproducing what the browser shows, and for the golden cases.
  case webCompatible
  /// As a careful tool does: an amount must be a number or a numeric string, a date must be
  /// `YYYY-MM-DD`, a choice must be one of its words, and an unknown key is an error.
  case strict
}

/// A household read from JSON, with everything found wrong or surprising on the way.
public struct HouseholdDocument: Sendable {
  /// Nil when an error makes the household unusable.
  public var household: Household?
  public var diagnostics: [InputDiagnostic]
  /// Top-level keys the caller asked to keep (an `asOf`, say), as found.
  public var extras: [String: JSONValue]
}

/// Reads a household from the web app's state JSON, from its local-storage export
/// (`{"state": {...}, "version": N}`), or from the same shape with JSON numbers in place of
/// numeric strings. A missing top-level key takes the web app's initial value, as the web app's
/// store does when it loads an older state; a missing field is empty.
public struct HouseholdDecoder: Sendable {
  public var reading: InputReading
  /// Top-level keys that are not part of the household but allowed beside it; their values are
  /// returned in ``HouseholdDocument/extras``.
  public var extraTopLevelKeys: Set<String>

  /// Keys the web app stores beside the household and that have no bearing on it.
  public static let userInterfaceKeys: Set<String> = ["currentStep"]

  public init(reading: InputReading = .strict, extraTopLevelKeys: Set<String> = []) {
    self.reading = reading
    self.extraTopLevelKeys = extraTopLevelKeys
  }

  /// Parses and reads a document: straight from its bytes when it is plain
  /// (`HouseholdFastReader`, the same household without a tree of values in between).
  public func decode(_ bytes: some Collection<UInt8>) -> HouseholdDocument {
    let reader = HouseholdFastReader(reading: reading, extraTopLevelKeys: extraTopLevelKeys)
    if let document = bytes.withContiguousStorageIfAvailable({ reader.read($0) }) ?? nil { return document }
    return decodeParsing(bytes)
  }

  /// Parses, then reads: every document, the plain ones included (for comparing the two ways).
  func decodeParsing(_ bytes: some Collection<UInt8>) -> HouseholdDocument {
    do {
      return decode(try JSONParser.parse(bytes))
    } catch {
      return HouseholdDocument(
        household: nil, diagnostics: [InputDiagnostic(.error, path: "", "not valid JSON: \(error)")], extras: [:])
    }
  }

  public func decode(_ value: JSONValue) -> HouseholdDocument {
    var context = Context(reading: reading)
    var extras: [String: JSONValue] = [:]
    guard case .object(var root) = value else {
      context.error("", "expected a household object, found \(value.typeName)")
      return HouseholdDocument(household: nil, diagnostics: context.diagnostics, extras: [:])
    }
    // The browser's local-storage entry wraps the state with the store's version number.
    if root["userIncome"] == nil, case .object(let state)? = root["state"] {
      root = state
    }

    context.repeatedKeys(root, path: "")
    var household = Household()
    var flagGiven = false
    for (key, field) in root.pairs {
      switch key {
      case "taxYear": household.taxYear = context.taxYear(field, path: key) ?? household.taxYear
      case "filingStatus":
        if let status = context.filingStatus(field, path: key) { household.filingStatus = status }
      case "includeCaliforniaTax":
        household.includeCaliforniaTax = context.flag(field, path: key)
        flagGiven = true
      case "residence": household.residence = context.residence(field, path: key)
      case "deductions": household.deductions = context.record(field, path: key, fields: DeductionsData.fields, index: RecordLayouts.deductions.index)
      case "userIncome": household.userIncome = context.income(field, path: key)
      case "spouseIncome": household.spouseIncome = context.income(field, path: key)
      case "estimatedPayments":
        household.estimatedPayments = context.record(field, path: key, fields: EstimatedPaymentsData.fields, index: RecordLayouts.payments.index)
      case "family": household.family = context.family(field, path: key)
      case "carryovers":
        household.carryovers = context.record(field, path: key, fields: CarryoverData.fields, index: RecordLayouts.carryovers.index)
      case _ where HouseholdDecoder.userInterfaceKeys.contains(key): break
      case _ where extraTopLevelKeys.contains(key): extras[key] = field
      default:
        let known = ["taxYear", "filingStatus", "includeCaliforniaTax", "residence", "deductions", "userIncome", "spouseIncome",
          "estimatedPayments", "family", "carryovers"] + extraTopLevelKeys.sorted()
        context.unknownKey(key, path: InputPath.member("", key), known: known)
      }
    }
    context.settleResidence(&household, flagGiven: flagGiven)
    let usable = context.diagnostics.errors.isEmpty
    return HouseholdDocument(household: usable ? household : nil, diagnostics: context.diagnostics, extras: extras)
  }
}

extension HouseholdDecoder {
  /// One person's income on its own (as the web app's functions take it), with diagnostics.
  public func decodeIncome(_ value: JSONValue, path: String = "income") -> (IncomeData, [InputDiagnostic]) {
    var context = Context(reading: reading)
    return (context.income(value, path: path), context.diagnostics)
  }

  /// Deductions on their own, with diagnostics.
  public func decodeDeductions(_ value: JSONValue, path: String = "deductions") -> (DeductionsData, [InputDiagnostic]) {
    var context = Context(reading: reading)
    return (context.record(value, path: path, fields: DeductionsData.fields, index: RecordLayouts.deductions.index), context.diagnostics)
  }

  /// Estimated payments on their own, with diagnostics.
  public func decodeEstimatedPayments(_ value: JSONValue, path: String = "estimatedPayments")
    -> (EstimatedPaymentsData, [InputDiagnostic])
  {
    var context = Context(reading: reading)
    return (context.record(value, path: path, fields: EstimatedPaymentsData.fields, index: RecordLayouts.payments.index), context.diagnostics)
  }

  /// The walk through one document, collecting diagnostics.
  struct Context {
    let reading: InputReading
    var diagnostics: [InputDiagnostic] = []

    mutating func error(_ path: String, _ message: String) { diagnostics.append(InputDiagnostic(.error, path: path, message)) }
    mutating func warning(_ path: String, _ message: String) {
      diagnostics.append(InputDiagnostic(.warning, path: path, message))
    }

    /// Strictly an error (a typo would silently leave a field empty); in web-compatible reading a
    /// warning, since the web app ignores such keys too.
    mutating func unknownKey(_ key: String, path: String, known: [String]) {
      var message = "is not a field QuickTax knows"
      if let suggestion = Spelling.closest(to: key, among: known) { message += "; did you mean \"\(suggestion)\"?" }
      if reading == .strict { error(path, message) } else { warning(path, message + " (ignored)") }
    }

    mutating func taxYear(_ value: JSONValue, path: String) -> Int? {
      switch value {
      case .number(let number) where Int(exactly: number.value) != nil:
        return Int(exactly: number.value)
      case .string(let text) where reading == .webCompatible && Int(text) != nil:
        return Int(text)  // JavaScript indexes its tables with the string just as well
      default:
        error(path, "\(value.shortDescription) is not a tax year; write a year such as 2025")
        return nil
      }
    }

    mutating func filingStatus(_ value: JSONValue, path: String) -> FilingStatus? {
      if case .string(let text) = value, let status = FilingStatus(rawValue: text) { return status }
      let accepted = FilingStatus.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      error(path, "\(value.shortDescription) is not a supported filing status; write \(accepted)")
      return nil
    }

    /// A boolean; in web-compatible reading anything, by JavaScript truthiness.
    mutating func flag(_ value: JSONValue, path: String) -> Bool {
      if case .bool(let flag) = value { return flag }
      if reading == .strict {
        error(path, "\(value.shortDescription) is not true or false")
        return true
      }
      switch value {
      case .null: return false
      case .number(let number): return !(number.value == 0 || number.value.isNaN)
      case .string(let text): return !text.isEmpty
      default: return true
      }
    }

    mutating func income(_ value: JSONValue, path: String) -> IncomeData {
      var income = IncomeData(
        record(value, path: path, fields: IncomeData.fields, index: RecordLayouts.income.index, extraKeys: InputFieldIndex.incomeExtraKeys))
      if case .object(let object) = value, let vests = object["futureRSUVests"] {
        income.futureRSUVests = rsuVests(vests, path: "\(path).futureRSUVests")
      }
      if case .object(let object) = value, let exercises = object["incentiveStockOptions"] {
        income.incentiveStockOptions = list(
          exercises, path: "\(path).incentiveStockOptions", what: "exercises", limit: InputLimits.optionExercisesPerPerson,
          fields: IncentiveStockOptionExercise.fields, index: RecordLayouts.optionExercise.index)
      }
      if case .object(let object) = value, let distributions = object["retirementDistributions"] {
        let path = "\(path).retirementDistributions"
        income.retirementDistributions = list(
          distributions, path: path, what: "distributions", limit: InputLimits.retirementDistributionsPerPerson,
          fields: RetirementDistribution.fields, index: RecordLayouts.retirementDistribution.index)
        for (position, distribution) in income.retirementDistributions.enumerated() { checkDistribution(distribution, path: "\(path)[\(position)]") }
      }
      if case .object(let object) = value, let properties = object["rentalProperties"] {
        income.rentalProperties = list(
          properties, path: "\(path).rentalProperties", what: "properties", limit: InputLimits.rentalPropertiesPerPerson,
          fields: RentalProperty.fields, index: RecordLayouts.rentalProperty.index)
      }
      return income
    }

    mutating func family(_ value: JSONValue, path: String) -> FamilyData {
      var family = record(value, path: path, fields: FamilyData.fields, index: RecordLayouts.family.index, extraKeys: InputFieldIndex.familyExtraKeys)
      if case .object(let object) = value, let students = object["students"] {
        family.students = list(
          students, path: "\(path).students", what: "students", limit: InputLimits.studentsPerReturn, fields: EducationStudent.fields,
          index: RecordLayouts.student.index)
      }
      return family
    }

    mutating func rsuVests(_ value: JSONValue, path: String) -> [FutureRSUVest] {
      switch value {
      case .null: return []  // `income.futureRSUVests || []`
      case .array(let elements):
        guard elements.count <= InputLimits.rsuVestsPerPerson else {
          error(
            path, "holds \(InputExcerpt.grouped(elements.count)) vests; a person may have at most \(InputExcerpt.grouped(InputLimits.rsuVestsPerPerson))")
          return []
        }
        return elements.enumerated().map { index, element in
          let vest = record(element, path: "\(path)[\(index)]", fields: FutureRSUVest.fields, index: RecordLayouts.vest.index)
          if reading == .strict { checkVestValue(vest, path: "\(path)[\(index)]") }
          return vest
        }
      default:
        error(path, "expected a list of vests, found \(value.typeName)")
        return []
      }
    }

    /// A list of records, at most `limit` of them.
    mutating func list<Root>(
      _ value: JSONValue, path: String, what: String, limit: Int, fields: [InputField<Root>], index: KeyTable
    ) -> [Root] where Root: EmptyInitializable {
      switch value {
      case .null: return []
      case .array(let elements):
        guard elements.count <= limit else {
          error(path, "holds \(InputExcerpt.grouped(elements.count)) \(what); at most \(InputExcerpt.grouped(limit))")
          return []
        }
        return elements.enumerated().map { position, element in
          let at = "\(path)[\(position)]"
          // A `null` in the list is no record: refused, as a record missing its fields is.
          guard element != .null else {
            error(at, "expected an object, found null")
            return Root()
          }
          let known = diagnostics.count
          var item = record(element, path: at, fields: fields, index: index)
          if case .object = element {
            for field in fields where field.required && field.text(in: &item).isEmpty {
              // A field refused as given (`null`, say) is said once.
              let path = "\(at).\(field.key)"
              if !diagnostics[known...].contains(where: { $0.path == path }) { error(path, "is missing; \(field.whatToWrite)") }
            }
          }
          return item
        }
      default:
        error(path, "expected a list of \(what), found \(value.typeName)")
        return []
      }
    }

    /// An object of text fields; missing fields stay empty.
    mutating func record<Root>(
      _ value: JSONValue, path: String, fields: [InputField<Root>], index: KeyTable, extraKeys: Set<String> = []
    ) -> Root where Root: EmptyInitializable {
      var result = Root()
      switch value {
      case .null: return result
      case .object(let object):
        repeatedKeys(object, path: path)
        for member in object.members {
          let (key, field) = (member.key, member.value)
          if let position = index.position(of: key) {
            let schema = fields[position]
            // The path is only spelled out for a diagnostic: most fields have none.
            result[keyPath: schema.keyPath] = text(field, path: "\(path).\(key)", kind: schema.kind)
          } else if !extraKeys.contains(key) {
            unknownKey(key, path: InputPath.member(path, key), known: fields.map(\.key) + extraKeys.sorted())
          }
        }
      default:
        error(path, "expected an object, found \(value.typeName)")
      }
      return result
    }

    /// The text of a field: a string as it is, a number as its literal. Strict reading checks it;
    /// either reading refuses text longer than ``InputLimits/textCharacters``.
    mutating func text(_ value: JSONValue, path: @autoclosure () -> String, kind: InputFieldKind) -> InputText {
      let text: String
      switch value {
      case .string(let string): text = string
      case .number(let number): text = number.literal
      case .null: text = ""
      case .bool(let flag) where reading == .webCompatible || kind == .flag || kind == .flagDefaultingToTrue: text = flag ? "true" : "false"
      default:
        error(path(), "\(value.shortDescription) is not text or a number")
        return .empty
      }
      // Counting bytes is free; characters are counted only when the bytes are too many.
      if text.utf8.count > InputLimits.textCharacters, text.unicodeScalars.count > InputLimits.textCharacters {
        error(path(), "\(value.shortDescription) is too long; a field holds at most \(InputLimits.textCharacters) characters")
        return .empty
      }
      var isPlainNumber = false
      let input = InputText(text, isPlainNumber: &isPlainNumber)
      return checked(input, isNumber: value.isNumber, isPlainNumber: isPlainNumber, path: path(), kind: kind)
    }

    /// The text of a field given as a string of plain ASCII (no escapes, at most
    /// ``InputLimits/textCharacters`` bytes), from its bytes: read as ``text(_:path:kind:)`` reads
    /// the same string, without making a value of it first (``HouseholdFastReader``).
    mutating func text(asciiString bytes: UnsafeBufferPointer<UInt8>, path: @autoclosure () -> String, kind: InputFieldKind) -> InputText {
      var isPlainNumber = false
      let input = InputText(String(decoding: bytes, as: UTF8.self), utf8: bytes, isPlainNumber: &isPlainNumber)
      return checked(input, isNumber: false, isPlainNumber: isPlainNumber, path: path(), kind: kind)
    }

    /// A field's text once read: checked by strict reading, a flag's made "true" or empty.
    private mutating func checked(
      _ input: InputText, isNumber: Bool, isPlainNumber: Bool, path: @autoclosure () -> String, kind: InputFieldKind
    ) -> InputText {
      if reading == .strict { check(input, isNumber: isNumber, isPlainNumber: isPlainNumber, path: path(), kind: kind) }
      // A flag is "true" or not given: `false` and "" read alike, so a file round-trips.
      if kind == .flag { return input.text == "true" ? input : .empty }
      return input
    }

    mutating func check(
      _ input: InputText, isNumber: Bool, isPlainNumber: Bool = false, path: @autoclosure () -> String, kind: InputFieldKind
    ) {
      // Numbers are checked without the text in hand (most are empty); the other kinds read it.
      switch kind {
      case .amount, .nonNegativeAmount, .signedAmount, .quantity:
        checkNumber(input, isNumber: isNumber, isPlainNumber: isPlainNumber, path: path(), kind: kind)
      case .date:
        let text = input.text
        if !text.isEmpty && !StrictInput.isCalendarDate(text) {
          error(path(), "\(InputExcerpt.quoted(text)) is not a date; write YYYY-MM-DD, such as 2025-06-20")
        }
      case .choice(let words):
        let text = input.text
        if !words.contains(text) {
          let accepted = words.map { $0.isEmpty ? "\"\" (empty)" : "\"\($0)\"" }.joined(separator: ", ")
          error(path(), "\(InputExcerpt.quoted(text)) is not one of \(accepted)")
        }
      case .label:
        break
      case .flag:
        let text = input.text
        if !["", "true", "false"].contains(text) { error(path(), "\(InputExcerpt.quoted(text)) is not true or false") }
      case .wholeNumber(let largest):
        let text = input.text
        let value = text.isEmpty ? 0 : StrictInput.plainNumber(text.trimmingJavaScriptWhitespace()) ?? -1
        if !(value >= 0 && value <= Double(largest) && value == value.rounded()) {
          error(path(), "\(InputExcerpt.quoted(text)) is not a whole number from 0 to \(largest)")
        }
      }
    }

    /// A JSON number is taken as written (exponents included); a string must be a plain number
    /// (`isPlainNumber` when reading it found one already: then there is nothing to trim or scan).
    mutating func checkNumber(
      _ input: InputText, isNumber: Bool, isPlainNumber: Bool = false, path: @autoclosure () -> String, kind: InputFieldKind
    ) {
      if input.isEmpty { return }
      let text = input.text
      let trimmed = isPlainNumber ? text : text.trimmingJavaScriptWhitespace()
      if trimmed.isEmpty { return }
      guard isNumber || isPlainNumber || StrictInput.isPlainNumber(trimmed) else {
        var message = "\(InputExcerpt.quoted(text)) is not a number"
        if let cleaned = StrictInput.cleanedNumber(trimmed) { message += "; write \(cleaned)" } else {
          message += "; write digits with an optional minus sign and decimal point, such as 1000 or 1234.56"
        }
        error(path(), message)
        return
      }
      // `parseFloat` reads a JSON number literal or a plain number whole: its value is the text's.
      let value = input.binaryValue
      if !value.isFinite || abs(value) > InputLimits.largestAmount {
        error(path(), "\(InputExcerpt.literal(trimmed)) is out of range; amounts must be at most 1,000,000,000,000,000")
      } else if value < 0 && kind == .nonNegativeAmount {
        error(path(), "\(trimmed) is negative; write the amount, 0 or more")
      } else if value < 0 && kind != .signedAmount {
        warning(path(), "\(trimmed) is negative; it is used as entered")
      } else if abs(value) > InputLimits.implausibleAmount {
        warning(path(), "\(trimmed) is more than 10,000,000,000, beyond any household's income; check it (it is used as entered)")
      }
    }

    /// A vest's value, shares times price, held to the same bounds as an amount (strict reading).
    mutating func checkVestValue(_ vest: FutureRSUVest, path: @autoclosure () -> String) {
      let value = Double.parsed(vest.shares) * Double.parsed(vest.expectedPrice)
      if !value.isFinite || abs(value) > InputLimits.largestAmount {
        error(path(), "shares times expectedPrice is out of range; a vest's value must be at most 1,000,000,000,000,000")
      } else if abs(value) > InputLimits.implausibleAmount {
        warning(path(), "shares times expectedPrice is more than 10,000,000,000, beyond any household's income; check it (it is used as entered)")
      }
    }

    /// A key the document gives twice: strictly an error (which value was meant?); in
    /// web-compatible reading a warning, keeping the last value as the web app's `JSON.parse` does.
    mutating func repeatedKeys(_ object: JSONObject, path: String) {
      for key in object.repeatedKeys {
        if reading == .strict {
          error(InputPath.member(path, key), "appears more than once; give each field once")
        } else {
          warning(InputPath.member(path, key), "appears more than once; the last value is used, as the web app does")
        }
      }
    }
  }
}

/// JSON paths for messages.
public enum InputPath {
  /// `userIncome.ytdWage`; a key that is empty or not a plain name is quoted in brackets, so that
  /// the message still names it: `userIncome[""]`, `[" ytdWage"]`.
  public static func member(_ path: String, _ key: String) -> String {
    let plain = !key.isEmpty && key.utf8.count <= 64
      && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F }
    if plain { return path.isEmpty ? key : "\(path).\(key)" }
    return "\(path)[\(InputExcerpt.quoted(key))]"
  }
}

/// A type whose every field has an empty default, so a record can start empty and be filled in.
public protocol EmptyInitializable { init() }
extension IncomeData: EmptyInitializable {}
extension DeductionsData: EmptyInitializable {}
extension EstimatedPaymentsData: EmptyInitializable {}
extension FutureRSUVest: EmptyInitializable {
  public init() { self.init(id: .empty) }
}

extension JSONValue {
  var isNumber: Bool {
    if case .number = self { return true }
    return false
  }

  /// The value as it would be quoted in a message: `"1,000"`, `12`, `an array`.
  public var shortDescription: String {
    switch self {
    case .string(let text): return InputExcerpt.quoted(text)
    case .number(let number): return InputExcerpt.literal(number.literal)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    default: return typeName
    }
  }
}

/// Field lookup by key for the decoder: one hash instead of a scan of the schema per key. The
/// household's own records are looked up in their ``RecordLayouts`` (the fast reader's too).
enum InputFieldIndex {
  static let datedPayment = index(PlanningInputs.DatedPayment.fields)
  static let planning = index(PlanningInputs.fields)
  /// Keys of an income record that are not text fields.
  static let incomeExtraKeys: Set<String> = ["futureRSUVests", "incentiveStockOptions", "retirementDistributions", "rentalProperties"]
  /// Keys of the family record that are not text fields.
  static let familyExtraKeys: Set<String> = ["students"]

  static func index<Root>(_ fields: [InputField<Root>]) -> KeyTable { KeyTable(fields.map(\.key)) }
}
