/// Writes JSON as UTF-8 bytes, as `JSON.stringify` does: compact, or indented by two spaces.
///
/// A class over its own growable buffer, not a struct over `[UInt8]`: a batch line is some three
/// hundred keys and numbers, and an array's uniqueness and capacity checks on every append cost
/// as much as the writing. As a class it is plainly one buffer, however it is passed around.
public final class JSONByteSink: JSONSink {
  private var start: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  private let pretty: Bool
  private var depth = 0
  /// Whether the current container already has a member (so the next needs a comma); the
  /// containers it is nested in keep theirs in `outerHasMember`, one bit each (an array only past
  /// 64 levels, which no result reaches).
  private var hasMember = false
  private var outerHasMember: UInt64 = 0
  private var deeperHasMember: [Bool] = []
  private var afterKey = false

  public init(pretty: Bool = false, capacity: Int = 4096) {
    self.pretty = pretty
    self.capacity = max(capacity, 64)
    start = .allocate(capacity: self.capacity)
  }

  deinit { start.deallocate() }

  /// The bytes written so far.
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

  /// The bytes written so far, in place: valid while the sink is alive and nothing more is written
  /// to it (a finished batch line, handed to a gather write while its record keeps it alive).
  public var unsafeBytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: start, count: count) }

  /// How many bytes are written so far.
  public var byteCount: Int { count }

  // MARK: The buffer

  /// Room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(to: count + extra) }
  }

  private func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    moved.initialize(from: start, count: count)
    start.deallocate()
    start = moved
    capacity = newCapacity
  }

  @inline(__always)
  private func put(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  @inline(__always)
  private func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    guard let base = bytes.baseAddress else { return }
    (start + count).initialize(from: base, count: bytes.count)
    count += bytes.count
  }

  private func put(_ text: String) {
    var text = text
    text.withUTF8 { put($0) }
  }

  // MARK: Structure

  @inline(__always)
  private func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard depth > 0 else { return }
    if hasMember { put(UInt8(ascii: ",")) }
    hasMember = true
    newline()
  }

  private func newline() {
    guard pretty else { return }
    reserve(1 + depth * 2)
    start[count] = 0x0A
    (start + count + 1).initialize(repeating: UInt8(ascii: " "), count: depth * 2)
    count += 1 + depth * 2
  }

  private func open(_ byte: UInt8) {
    separate()
    put(byte)
    if depth >= 64 { deeperHasMember.append(hasMember) } else if hasMember { outerHasMember |= 1 << UInt64(depth) }
    depth += 1
    hasMember = false
  }

  private func close(_ byte: UInt8) {
    depth -= 1
    if hasMember { newline() }
    if depth >= 64 {
      hasMember = deeperHasMember.popLast() ?? false
    } else {
      hasMember = outerHasMember & (1 << UInt64(depth)) != 0
      outerHasMember &= ~(1 << UInt64(depth))
    }
    put(byte)
  }

  public func beginObject() { open(UInt8(ascii: "{")) }
  public func endObject() { close(UInt8(ascii: "}")) }
  public func beginArray() { open(UInt8(ascii: "[")) }
  public func endArray() { close(UInt8(ascii: "]")) }

  // MARK: Keys and values

  public func key(named key: String) {
    separate()
    string(escaping: key)
    endKey()
  }

  /// Keys in the source are plain ASCII names (nothing to escape): copied as they are. A member
  /// of compact output (nearly every key written) takes one pass: separator, quoted name, colon.
  public func key(_ key: StaticString) {
    guard key.hasPointerRepresentation else { return self.key(named: key.description) }
    assert(!key.description.utf8.contains(where: JSONByteSink.needsEscape), "a key to escape")
    let length = key.utf8CodeUnitCount
    if !pretty && !afterKey && depth > 0 {
      reserve(length + 4)
      var position = start + count
      if hasMember {
        position.pointee = UInt8(ascii: ",")
        position += 1
      }
      hasMember = true
      position.pointee = UInt8(ascii: "\"")
      position += 1
      JSONByteSink.copy(length, from: key.utf8Start, to: position)
      position += length
      position[0] = UInt8(ascii: "\"")
      position[1] = UInt8(ascii: ":")
      count = position + 2 - start
      afterKey = true
      return
    }
    indentedKey(key)
  }

  /// A key in indented output, or first after another key (the rare paths, kept out of line).
  private func indentedKey(_ key: StaticString) {
    separate()
    reserve(key.utf8CodeUnitCount + 2)
    start[count] = UInt8(ascii: "\"")
    (start + count + 1).initialize(from: key.utf8Start, count: key.utf8CodeUnitCount)
    count += key.utf8CodeUnitCount + 1
    start[count] = UInt8(ascii: "\"")
    count += 1
    endKey()
  }

  private func endKey() {
    put(UInt8(ascii: ":"))
    if pretty { put(UInt8(ascii: " ")) }
    afterKey = true
  }

  public func string(_ value: String) {
    separate()
    string(escaping: value)
  }

  public func number(_ value: JSONNumber) {
    separate()
    put(value.literal)
  }

  /// A key and a number, the commonest member (some 350 a line): one call at each of
  /// their call sites instead of a key's and a number's, which keeps the encoders' code small
  /// (the instruction cache, more than the instruction count, is what the writer costs).
  @inline(never)
  public func member(_ key: StaticString, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// Zero (nearly half the numbers of a batch line, and `-0` too, which JavaScript writes as `0`)
  /// is one byte, written in line; other numbers by `nonzero(_:)`.
  @inline(__always)
  public func number(_ value: Double) {
    guard value == 0 else { return nonzero(value) }
    separate()
    put(UInt8(ascii: "0"))
  }

  /// Whole numbers (most figures are whole dollars) are written digit by digit; dollars and
  /// cents, and figures of up to six decimals, from their digits as whole numbers; others in
  /// JavaScript's number format.
  private func nonzero(_ value: Double) {
    guard value.isFinite else {
      null()
      return
    }
    if let whole = Int64(exactly: value), whole.magnitude < 1_000_000_000_000_000 {
      separate()
      writeDigits(of: whole)
      return
    }
    // A figure with `k` decimals: where doubles lie less than 10^-k apart, at most one number of
    // `k` decimals reads as a given double, so when the double nearest it is the value, that
    // number is the value's shortest form (JavaScript's, which lays it out plainly in this range).
    // Doubles below 1e13 lie less than a cent apart, below 2^33 less than 10^-6.
    let magnitude = abs(value)
    if magnitude < 1e13 {
      let cents = Self.nearestWhole(value * 100)
      if Double(cents) / 100 == value {
        separate()
        return writeCents(cents)
      }
    }
    if magnitude < 8_589_934_592 {
      var scale = 1000.0
      for decimals in 3...6 {
        let scaled = Self.nearestWhole(value * scale)
        if Double(scaled) / scale == value {
          separate()
          return writeFixed(scaled, decimals: decimals)
        }
        scale *= 10
      }
    }
    if magnitude >= 1e-4 && magnitude < 1e15 {
      // Swift's shortest digits, laid out as JavaScript lays them out in this range
      // (JavaScriptNumberFormat), written from the standard library's buffer: no string.
      separate()
      var stream = ASCIIStream(sink: self)
      value.write(to: &stream)
    } else {
      number(JSONNumber(value))
    }
  }

  /// The whole number nearest `value` (halves away from zero), for a magnitude below 2^62: by
  /// truncation, which is one instruction, where rounding is a call into the C library.
  @inline(__always)
  private static func nearestWhole(_ value: Double) -> Int64 {
    let truncated = Int64(value)
    let fraction = value - Double(truncated)  // exact: the bits of `value` below the units
    return fraction >= 0.5 ? truncated + 1 : fraction <= -0.5 ? truncated - 1 : truncated
  }

  /// Where a number's text goes: the standard library hands a double's digits to
  /// `_writeASCII` (TextOutputStream's customization point for ASCII) from its own buffer;
  /// `write` is the general path, should it give a string instead.
  private struct ASCIIStream: TextOutputStream {
    let sink: JSONByteSink
    mutating func write(_ string: String) { sink.put(string) }
    mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { sink.put(buffer) }
  }

  /// `0.0765`, `-23829.784` from `scaled` = the value × 10^`decimals`, three to six decimals:
  /// the fewest that read as the value (cents were tried first), so the last digit is not zero.
  private func writeFixed(_ scaled: Int64, decimals: Int) {
    let magnitude = scaled.magnitude
    var scale: UInt64 = 10
    for _ in 1..<decimals { scale *= 10 }
    if scaled < 0 { put(UInt8(ascii: "-")) }
    writeDigits(of: Int64(magnitude / scale))
    var fraction = magnitude % scale
    reserve(decimals + 1)
    start[count] = UInt8(ascii: ".")
    for position in stride(from: count + decimals, to: count, by: -1) {
      start[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
      fraction /= 10
    }
    count += decimals + 1
  }

  /// `-12.5`, `0.07`, `3.25`: dollars and cents, not whole dollars (most figures with a
  /// fraction), the cents as a pair of digits, a trailing zero left out.
  private func writeCents(_ cents: Int64) {
    if cents < 0 { put(UInt8(ascii: "-")) }
    let magnitude = cents.magnitude
    writeDigits(of: Int64(magnitude / 100))
    let fraction = Int(truncatingIfNeeded: magnitude % 100)
    reserve(3)
    start[count] = UInt8(ascii: ".")
    start[count + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / 10)
    let last = fraction % 10
    start[count + 2] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: last)
    count += last == 0 ? 2 : 3
  }

  /// The decimal digits of a whole number, with its sign: two at a time from a table of the
  /// hundred pairs, from the last.
  private func writeDigits(of whole: Int64) {
    var magnitude = whole.magnitude
    // Most figures have five digits or fewer: counted by comparisons, longer ones by a loop.
    var digits: Int
    if magnitude < 100_000 {
      digits = magnitude < 100 ? (magnitude < 10 ? 1 : 2) : (magnitude < 1_000 ? 3 : (magnitude < 10_000 ? 4 : 5))
    } else {
      digits = 6
      var scale: UInt64 = 1_000_000
      while scale <= magnitude {
        digits += 1
        scale *= 10
      }
    }
    let length = digits + (whole < 0 ? 1 : 0)
    reserve(length)
    if whole < 0 { start[count] = UInt8(ascii: "-") }
    var position = count + length
    let pairs = JSONByteSink.digitPairs.utf8Start
    while magnitude >= 100 {
      let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
      magnitude /= 100
      position -= 2
      start[position] = pairs[pair]
      start[position + 1] = pairs[pair + 1]
    }
    if magnitude >= 10 {
      let pair = Int(truncatingIfNeeded: magnitude) &* 2
      start[position - 2] = pairs[pair]
      start[position - 1] = pairs[pair + 1]
    } else {
      start[position - 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude)
    }
    count += length
  }

  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// Compact output copies the bytes in; indented output writes the tree at its depth.
  public func prerendered(_ json: PrerenderedJSON) {
    guard !pretty else {
      var sink = self
      return sink.value(json.value)
    }
    separate()
    json.compact.withUnsafeBufferPointer { put($0) }
  }

  public func bool(_ value: Bool) {
    separate()
    put(literal: value ? "true" : "false")
  }

  public func null() {
    separate()
    put(literal: "null")
  }

  /// `true`, `false`, `null`: copied from the literal's bytes (a `String` is read through its
  /// UTF-8 view, some hundred instructions for four bytes).
  private func put(literal: StaticString) {
    let length = literal.utf8CodeUnitCount
    reserve(length)
    (start + count).initialize(from: literal.utf8Start, count: length)
    count += length
  }

  // MARK: Strings

  /// A quoted string: copied whole when there is nothing to escape (every key, nearly every value).
  private func string(escaping text: String) {
    var text = text
    text.withUTF8 { bytes in
      // Copied and checked in one pass; the rare text with something to escape starts over.
      reserve(bytes.count + 2)
      let quoted = start + count
      quoted.pointee = UInt8(ascii: "\"")
      var plain = true
      var index = 0
      if let source = bytes.baseAddress {
        // Eight bytes at a time while none needs escaping, then byte by byte.
        while index + 8 <= bytes.count {
          let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
          if JSONByteSink.needsEscape(word) {
            plain = false
            break
          }
          UnsafeMutableRawPointer(quoted + index + 1).storeBytes(of: word, as: UInt64.self)
          index += 8
        }
      }
      while plain && index < bytes.count {
        let byte = bytes[index]
        if JSONByteSink.needsEscape(byte) {
          plain = false
          break
        }
        quoted[index + 1] = byte
        index += 1
      }
      if plain {
        quoted[bytes.count + 1] = UInt8(ascii: "\"")
        count += bytes.count + 2
        return
      }
      put(UInt8(ascii: "\""))
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""): put("\\\"")
        case UInt8(ascii: "\\"): put("\\\\")
        case 0x0A: put("\\n")
        case 0x0D: put("\\r")
        case 0x09: put("\\t")
        case 0x08: put("\\b")
        case 0x0C: put("\\f")
        case 0..<0x20:
          let hex = String(byte, radix: 16)
          put("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        default: put(byte)
        }
      }
      put(UInt8(ascii: "\""))
    }
  }

  /// A short run of bytes (a key, a figure's text) copied eight at a time, the last word
  /// overlapping the one before (no byte-by-byte tail): cheaper than a call to memcpy for the
  /// fifteen or so bytes of a key.
  @inline(__always)
  static func copy(_ count: Int, from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(destination)
    if count >= 8 {
      var offset = 0
      while offset + 8 < count {
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
    } else if count >= 4 {
      to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
      to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
    } else {
      for offset in 0..<count { destination[offset] = source[offset] }
    }
  }

  /// Whether any of a word's eight bytes needs escaping: a control character, a quote or a
  /// backslash (the bit tricks of "Bit Twiddling Hacks", exact as a yes or no: a byte below n is
  /// `(w - n·0x01…) & ~w & 0x80…`, a zero byte the same with n = 1).
  @inline(__always)
  static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highBits != 0 }
    let control = (word &- ones &* 0x20) & ~word & highBits != 0
    return control || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
      || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
  }

  @inline(__always)
  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }
}
