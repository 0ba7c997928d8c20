/// Reads a household straight from its JSON bytes, without building a JSON tree first, when the
/// document is plain: the web app's keys each given once, every value of the type it should have,
/// strings without escapes, and nothing a reading would remark on. It gives up (nil) at anything
/// else — an unknown or repeated key, an escape, a value of another type, a field that strict
/// reading would warn about, the local-storage wrapper — and the caller reads the document with
/// ``HouseholdDecoder``, which says what is wrong. Each field's text goes through the decoder's own
/// reading (``HouseholdDecoder/Context``), so a household read here is the one the decoder reads
/// from the same bytes; a test compares the two over every golden household and variations of them.
///
/// A batch spends as much reading households as computing them: a tree of values and keys built
/// only to be looked up once.
struct HouseholdFastReader {
  let reading: InputReading
  /// Top-level keys kept for the caller (`asOf`, `timeZone`, `planning`); any other is given up on.
  let extraTopLevelKeys: Set<String>

  func read(_ bytes: UnsafeBufferPointer<UInt8>) -> HouseholdDocument? {
    var cursor = JSONBytes(bytes: bytes)
    var context = HouseholdDecoder.Context(reading: reading)
    var household = Household()
    var extras: [String: JSONValue] = [:]
    var seen: UInt64 = 0
    var flagGiven = false
    guard cursor.consume(UInt8(ascii: "{")) else { return nil }
    guard cursor.members(in: Self.topLevel, { position, _, cursor in
      guard let position, seen & (1 << position) == 0 else { return false }
      seen |= 1 << position
      switch position < Self.members.count ? Self.members[position] : nil {
      case .taxYear:
        guard let value = cursor.scalar(), let year = context.taxYear(value, path: "") else { return false }
        household.taxYear = year
      case .filingStatus:
        guard let value = cursor.scalar(), let status = context.filingStatus(value, path: "") else { return false }
        household.filingStatus = status
      case .includeCaliforniaTax:
        guard case .bool(let flag)? = cursor.scalar() else { return false }
        household.includeCaliforniaTax = flag
        flagGiven = true
      case .residence:
        guard let residence = residence(&cursor, &context) else { return false }
        household.residence = residence
      case .deductions:
        guard record(&household.deductions, &cursor, &context, RecordLayouts.deductions) else { return false }
      case .userIncome:
        guard income(&household.userIncome, &cursor, &context) else { return false }
      case .spouseIncome:
        guard income(&household.spouseIncome, &cursor, &context) else { return false }
      case .estimatedPayments:
        guard record(&household.estimatedPayments, &cursor, &context, RecordLayouts.payments) else {
          return false
        }
      case .family:
        var students: [EducationStudent]?
        guard
          record(
            &household.family, &cursor, &context, RecordLayouts.family,
            extra: { key, cursor, context in
              guard key.elementsEqual("students".utf8), students == nil else { return false }
              students = list(&cursor, &context, limit: InputLimits.studentsPerReturn, RecordLayouts.student)
              return students != nil
            })
        else { return false }
        if let students { household.family.students = students }
      case .carryovers:
        guard record(&household.carryovers, &cursor, &context, RecordLayouts.carryovers) else { return false }
      case nil:
        let name = Self.topLevelKeys[position]
        if HouseholdDecoder.userInterfaceKeys.contains(name) {
          guard cursor.scalar() != nil else { return false }
        } else if extraTopLevelKeys.contains(name) {
          guard let value = cursor.value() else { return false }
          extras[name] = value
        } else {
          return false
        }
      }
      return true
    }) else { return nil }
    cursor.skipWhitespace()
    context.settleResidence(&household, flagGiven: flagGiven)
    guard cursor.atEnd, context.diagnostics.isEmpty else { return nil }
    return HouseholdDocument(household: consume household, diagnostics: [], extras: extras)
  }

  /// The household's own members, in the web app's order; their positions in ``topLevelKeys``.
  private enum TopLevelMember: String, CaseIterable {
    case taxYear, filingStatus, includeCaliforniaTax, deductions, userIncome, spouseIncome, estimatedPayments, family, carryovers, residence
  }

  private static let members = TopLevelMember.allCases

  /// The keys of the household object, and the extras a batch line may carry.
  static let topLevelKeys =
    members.map(\.rawValue) + HouseholdDecoder.userInterfaceKeys.sorted()
    + ["asOf", "timeZone", HouseholdDecoder.planningKey]
  static let topLevel = KeyTable(topLevelKeys)

  /// One person's income, read into `income` (a blank person's): its text fields, then the lists.
  private func income(_ income: inout IncomeData, _ cursor: inout JSONBytes, _ context: inout HouseholdDecoder.Context) -> Bool {
    var vests: [FutureRSUVest]?
    var options: [IncentiveStockOptionExercise]?
    var distributions: [RetirementDistribution]?
    var rentals: [RentalProperty]?
    guard
      record(
        &income.stored, &cursor, &context, RecordLayouts.income,
        extra: { key, cursor, context in
          if key.elementsEqual("futureRSUVests".utf8), vests == nil {
            vests = list(&cursor, &context, limit: InputLimits.rsuVestsPerPerson, RecordLayouts.vest, nullElements: true)
            if reading == .strict, let vests {
              for vest in vests { context.checkVestValue(vest, path: "") }
            }
            return vests != nil
          }
          if key.elementsEqual("incentiveStockOptions".utf8), options == nil {
            options = list(
              &cursor, &context, limit: InputLimits.optionExercisesPerPerson, RecordLayouts.optionExercise)
            return options != nil
          }
          if key.elementsEqual("retirementDistributions".utf8), distributions == nil {
            distributions = list(
              &cursor, &context, limit: InputLimits.retirementDistributionsPerPerson, RecordLayouts.retirementDistribution)
            for distribution in distributions ?? [] { context.checkDistribution(distribution, path: "") }
            return distributions != nil && context.diagnostics.isEmpty
          }
          if key.elementsEqual("rentalProperties".utf8), rentals == nil {
            rentals = list(&cursor, &context, limit: InputLimits.rentalPropertiesPerPerson, RecordLayouts.rentalProperty)
            return rentals != nil
          }
          return false
        })
    else { return false }
    if let vests { income.futureRSUVests = vests }
    if let options { income.incentiveStockOptions = options }
    if let distributions { income.retirementDistributions = distributions }
    if let rentals { income.rentalProperties = rentals }
    return true
  }

  /// `residence`, an object of scalars each given once, read by the decoder's reading of its
  /// members: a tree parsed for its two strings was a third of a New York household's reading.
  private func residence(_ cursor: inout JSONBytes, _ context: inout HouseholdDecoder.Context) -> Residence? {
    guard cursor.consume(UInt8(ascii: "{")) else { return nil }
    var members: [(key: String, value: JSONValue)] = []
    var seen = 0
    guard
      cursor.members(in: Self.residenceKeys, { position, _, cursor in
        guard let position, seen & (1 << position) == 0, let value = cursor.scalar() else { return false }
        seen |= 1 << position
        members.append((Residence.keys[position], value))
        return true
      })
    else { return nil }
    return context.residence(members: members, path: "residence")
  }

  private static let residenceKeys = KeyTable(Residence.keys)

  /// A list of records (`null` for none), at most `limit` of them; a `null` record only where
  /// `nullElements`.
  private func list<Root: EmptyInitializable>(
    _ cursor: inout JSONBytes, _ context: inout HouseholdDecoder.Context, limit: Int, _ layout: RecordLayout<Root>, nullElements: Bool = false
  ) -> [Root]? {
    if cursor.consumeNull() { return [] }
    guard cursor.consume(UInt8(ascii: "[")) else { return nil }
    var elements: [Root] = []
    if cursor.consume(UInt8(ascii: "]")) { return elements }
    while true {
      var element = Root()
      // A null element (but a vest's: the web app's list, read as the decoder reads it) or a
      // required field missing: the decoder says which.
      guard elements.count < limit, nullElements || !cursor.startsWithNull, record(&element, &cursor, &context, layout), layout.hasRequired(&element)
      else {
        return nil
      }
      elements.append(element)
      if cursor.consume(UInt8(ascii: "]")) { return elements }
      guard cursor.consume(UInt8(ascii: ",")) else { return nil }
    }
  }

  /// An object of text fields (`null` for an empty one) read into `result`, which holds the
  /// record's initial values (built in place: a person's fields are three hundred bytes to copy),
  /// each read as the decoder reads it; a key of the schema given twice, or one it does not have
  /// (unless `extra` takes it), gives up.
  private func record<Root>(
    _ result: inout Root, _ cursor: inout JSONBytes, _ context: inout HouseholdDecoder.Context, _ layout: RecordLayout<Root>,
    extra: (UnsafeBufferPointer<UInt8>, inout JSONBytes, inout HouseholdDecoder.Context) -> Bool = { _, _, _ in false }
  ) -> Bool {
    if cursor.consumeNull() { return true }
    guard cursor.consume(UInt8(ascii: "{")) else { return false }
    var seen: UInt64 = 0
    let read = cursor.members(in: layout.index) { position, key, cursor in
      guard let position else { return extra(key, &cursor, &context) }
      guard position < 64, seen & (1 << position) == 0 else { return false }
      seen |= 1 << position
      // Half of a household's fields are "": read as empty by every kind but a choice (whose ""
      // may be refused), and empty is every such field's initial value already.
      if !layout.isChoice[position] && cursor.consumeEmptyString() { return true }
      // Nearly every other is a short ASCII string, read from its bytes.
      if let text = cursor.asciiString(atMost: InputLimits.textCharacters) {
        layout.set(context.text(asciiString: text, path: "", kind: layout.kinds[position]), at: position, in: &result)
      } else {
        guard let value = cursor.scalar() else { return false }
        layout.set(context.text(value, path: "", kind: layout.kinds[position]), at: position, in: &result)
      }
      return context.diagnostics.isEmpty
    }
    return read
  }
}

/// A cursor over a JSON document's bytes for ``HouseholdFastReader``: the plain forms only (it
/// gives up, returning nil or false, at an escape, a control character or anything malformed).
struct JSONBytes {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var atEnd: Bool { position == bytes.count }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  /// The next byte, after white space, when it is `byte`: consumed.
  mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  mutating func consumeNull() -> Bool { consumeWord("null") }

  /// Whether `null` comes next (nothing consumed).
  var startsWithNull: Bool {
    var ahead = self
    return ahead.consumeNull()
  }

  /// `""`, consumed.
  mutating func consumeEmptyString() -> Bool {
    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\""), bytes[position + 1] == UInt8(ascii: "\"") else { return false }
    position += 2
    return true
  }

  private mutating func consumeWord(_ word: StaticString) -> Bool {
    skipWhitespace()
    let count = word.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
    position += count
    return true
  }

  /// The members of an object whose `{` is consumed, each key looked up in `table`: `body` gets
  /// the key's position there (nil for a key the table lacks) and its bytes, with the cursor at its
  /// value. The key after the one at position p is tried as p + 1 first (``KeyTable/lengthOfKey(_:at:in:)``).
  mutating func members(in table: KeyTable, _ body: (Int?, UnsafeBufferPointer<UInt8>, inout JSONBytes) -> Bool) -> Bool {
    if consume(UInt8(ascii: "}")) { return true }
    var expected = 0
    while true {
      guard consume(UInt8(ascii: "\"")) else { return false }
      let found: Int?
      let key: UnsafeBufferPointer<UInt8>
      if let length = table.lengthOfKey(expected, at: position, in: bytes) {
        found = expected
        key = UnsafeBufferPointer(rebasing: bytes[position..<(position + length)])
        position += length + 1
      } else {
        guard let raw = rawString() else { return false }
        found = table.position(of: raw)
        key = raw
      }
      guard consume(UInt8(ascii: ":")) else { return false }
      skipWhitespace()
      guard body(found, key, &self) else { return false }
      if let found { expected = found + 1 }
      if consume(UInt8(ascii: "}")) { return true }
      guard consume(UInt8(ascii: ",")) else { return false }
    }
  }

  /// A string's bytes, its opening quote consumed: nil at an escape or a control character.
  mutating func rawString() -> UnsafeBufferPointer<UInt8>? {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return UnsafeBufferPointer(rebasing: bytes[start..<(position - 1)])
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      position += 1
    }
    return nil
  }

  /// A string of at most `limit` bytes, all ASCII and none escaped or a control character: its
  /// bytes, consumed with its quotes; nil (nothing consumed) for any other value.
  mutating func asciiString(atMost limit: Int) -> UnsafeBufferPointer<UInt8>? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
    let start = position + 1
    var end = start
    var highBits: UInt8 = 0
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") { break }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      highBits |= byte
      end += 1
    }
    guard end < bytes.count, highBits < 0x80, end - start <= limit else { return nil }
    position = end + 1
    return UnsafeBufferPointer(rebasing: bytes[start..<end])
  }

  /// A string, number, boolean or null as the parser would give it; nil for anything else.
  mutating func scalar() -> JSONValue? {
    skipWhitespace()
    guard position < bytes.count else { return nil }
    switch bytes[position] {
    case UInt8(ascii: "\""):
      position += 1
      guard let raw = rawString() else { return nil }
      if !raw.contains(where: { $0 >= 0x80 }) { return .string(String(decoding: raw, as: UTF8.self)) }
      return String(validating: raw, as: UTF8.self).map(JSONValue.string)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
    case UInt8(ascii: "t"): return consumeWord("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return consumeWord("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return consumeWord("null") ? .null : nil
    default: return nil
    }
  }

  /// Any value: a scalar here, an object or array by the full parser over its bytes.
  mutating func value() -> JSONValue? {
    skipWhitespace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[") else { return scalar() }
    let start = position
    guard skipContainer() else { return nil }
    return try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<position]))
  }

  /// Past an object or array: strings (escapes included) and nesting followed, nothing else
  /// checked (the parser that reads its bytes checks them).
  private mutating func skipContainer() -> Bool {
    var depth = 0
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        // The value sits one level down in the document, where the parser's limit counts.
        guard depth < JSONParser.defaultMaximumDepth else { return false }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return true }
      case UInt8(ascii: "\""):
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
          position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
        }
        position += 1
      default: break
      }
    }
    return false
  }

  /// A number in JSON's grammar, with its literal, as the parser reads it.
  private mutating func number() -> JSONValue? {
    let start = position
    let scan = JSONParser.scanNumber(bytes, from: start)
    guard scan.problem == nil else { return nil }
    position = scan.end
    return .number(JSONParser.number(bytes, from: start, to: position))
  }
}
