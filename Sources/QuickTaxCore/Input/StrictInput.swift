/// The forms strict reading accepts, and the fixes it suggests (public for the command line,
/// which reads its own dates the same way).
public enum StrictInput {
  /// The value of `-?digits(.digits)?`, the only form of a number strict reading accepts
  /// (cents and fractional shares allowed; no thousands separators, currency signs or exponents).
  public static func plainNumber(_ text: String) -> Double? {
    isPlainNumber(text) ? Double(text) : nil
  }

  /// Whether `text` has the form of ``plainNumber(_:)`` (one pass over the bytes).
  static func isPlainNumber(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var digitsBefore = 0
      var digitsAfter = 0
      var seenPoint = false
      for (index, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: "-") where index == 0: continue
        case UInt8(ascii: "."):
          if seenPoint || digitsBefore == 0 { return false }
          seenPoint = true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
          if seenPoint { digitsAfter += 1 } else { digitsBefore += 1 }
        default: return false
        }
      }
      return digitsBefore > 0 && (!seenPoint || digitsAfter > 0)
    }
  }

  /// What a person probably meant by a number written with separators or a currency sign
  /// ("$1,000.50" → "1000.50"), when taking those out leaves a plain number.
  public static func cleanedNumber(_ text: String) -> String? {
    var cleaned = text.filter { !",$_ ".contains($0) && $0 != "\u{00A0}" }
    if cleaned.hasPrefix("+") { cleaned.removeFirst() }
    if cleaned.hasPrefix("(") && cleaned.hasSuffix(")") { cleaned = "-" + cleaned.dropFirst().dropLast() }
    if cleaned.hasPrefix(".") { cleaned = "0" + cleaned }
    if cleaned.hasSuffix(".") { cleaned.removeLast() }
    if plainNumber(cleaned) != nil { return cleaned }
    if let value = Double(cleaned), value.isFinite, abs(value) <= InputLimits.largestAmount {  // 1e4, 2.5e3
      // Only a suggestion the reader accepts: 1e-21 is written "1e-21" by JavaScript too.
      let written = JavaScriptNumberFormat.string(value)
      return plainNumber(written) != nil ? written : nil
    }
    return nil
  }

  /// `YYYY-MM-DD` naming a day that exists.
  public static func isCalendarDate(_ text: String) -> Bool { calendarDate(text) != nil }

  /// The year, month and day of `YYYY-MM-DD` text naming a day that exists; nil for anything else.
  public static func calendarDate(_ text: String) -> (year: Int64, month: Int64, day: Int64)? {
    guard let (year, month, day) = CivilCalendar.isoFields(text) else { return nil }
    let first = CivilCalendar.dayNumber(year: year, month: month, day: 1)
    let next = month == 12
      ? CivilCalendar.dayNumber(year: year + 1, month: 1, day: 1)
      : CivilCalendar.dayNumber(year: year, month: month + 1, day: 1)
    return day <= next - first ? (year, month, day) : nil
  }
}

extension String {
  /// Without JavaScript white space (what `parseFloat` skips) at either end.
  public func trimmingJavaScriptWhitespace() -> String {
    // Nearly every field starts and ends with a visible ASCII character: nothing to trim.
    if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !JSParseFloat.isStrWhiteSpace($0) }),
      let end = scalars.lastIndex(where: { !JSParseFloat.isStrWhiteSpace($0) })
    else { return "" }
    return String(scalars[start...end])
  }
}

/// Suggestions for misspelt keys.
enum Spelling {
  /// The candidate nearest to `word`, if it is near enough to be a likely typo (case ignored).
  static func closest(to word: String, among candidates: [String]) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best, best.distance <= max(2, word.count / 4) else { return nil }
    return best.candidate
  }

  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty || a.count > 200 || b.count > 200 { return max(a.count, b.count) }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
