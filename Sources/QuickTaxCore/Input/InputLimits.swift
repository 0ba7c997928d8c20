/// Limits on what one household may hold, far above any real household, so that a careless or
/// hostile input is rejected by field with a clear message instead of exhausting memory. Each is
/// documented in docs/household-format.md and the README.
public enum InputLimits {
  /// One household document (a file, standard input or a batch line): 1 MiB. A household with
  /// both people's income, every deduction and a hundred RSU vests is under 40 KB.
  public static let householdBytes = 1 << 20
  /// RSU vests per person: 1,000 (monthly vests of twenty grants for four years is 960).
  public static let rsuVestsPerPerson = 1_000
  /// Characters in one text field (an amount, a date, a label, a time zone): 256.
  public static let textCharacters = 256
  /// Incentive stock option exercises per person.
  public static let optionExercisesPerPerson = 1_000
  /// Forms 1099-R per person (a monthly pension from each of eighty payers is 960).
  public static let retirementDistributionsPerPerson = 1_000
  /// Rental properties per person (Schedule E): 1,000.
  public static let rentalPropertiesPerPerson = 1_000
  /// The most dated estimated payments `planning.payments` may list.
  public static let datedPayments = 100
  /// The most dependents of one kind a household may list.
  public static let largestCount = 99
  /// Students with education credits on one return.
  public static let studentsPerReturn = 99
  /// The oldest age a person may give.
  public static let oldestAge = 130
  /// The largest amount strict reading accepts, in dollars (and shares); an RSU vest's value,
  /// shares times price, is held to it too.
  public static let largestAmount = 1e15
  /// Above this an amount is accepted but flagged as implausible (strict reading): more than any
  /// household's income.
  public static let implausibleAmount = 1e10
}

/// A value as it is quoted in a message: short, with control characters escaped, so that no
/// input can fill the terminal or hide text in an error.
public enum InputExcerpt {
  /// Characters of a long value shown before "…".
  static let shownCharacters = 24

  /// `"1,000"`; `"UTC\u0000junk"`; `"1234567890123456789012345…" (200,000,000 characters)`.
  public static func quoted(_ text: String) -> String {
    var shown = ""
    var count = 0
    var truncated = false
    for scalar in text.unicodeScalars {
      if count == shownCharacters {
        truncated = true
        break
      }
      count += 1
      switch scalar {
      case "\"": shown += "\\\""
      case "\\": shown += "\\\\"
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
        || (0x2028...0x2029).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        shown += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: shown.unicodeScalars.append(scalar)
      }
    }
    guard truncated else { return "\"\(shown)\"" }
    return "\"\(shown)…\" (\(grouped(text.unicodeScalars.count)) characters)"
  }

  /// A number literal as written (only digits, signs, points and exponents), cut the same way
  /// when it is long: `1234567890123456789012345… (200,000,000 characters)`.
  public static func literal(_ text: String) -> String {
    let count = text.utf8.count
    return count <= shownCharacters ? text : "\(text.prefix(shownCharacters))… (\(grouped(count)) characters)"
  }

  /// "$1,234": an amount in a message, to the dollar; one beyond whole numbers (infinite, not a
  /// number, or above 10^18, which `--web-compat` reading lets through) as JavaScript writes it.
  public static func dollars(_ value: Double) -> String {
    let rounded = value.rounded()
    guard rounded.isFinite, abs(rounded) < 1e18 else { return "$" + JavaScriptNumberFormat.string(value) }
    return "$" + grouped(Int(rounded))
  }

  /// 200000000 → "200,000,000".
  public static func grouped(_ value: Int) -> String {
    value < 0 ? "-" + grouped(value.magnitude) : grouped(value.magnitude)
  }

  /// The digits of `magnitude` with a comma before each group of three, written byte by byte.
  static func grouped(_ magnitude: UInt) -> String {
    let digits = String(magnitude).utf8
    let count = digits.count
    return String(unsafeUninitializedCapacity: count + (count - 1) / 3) { buffer in
      var position = 0
      for (index, digit) in digits.enumerated() {
        if index > 0 && (count - index) % 3 == 0 {
          buffer[position] = UInt8(ascii: ",")
          position += 1
        }
        buffer[position] = digit
        position += 1
      }
      return position
    }
  }
}
