import Foundation
import QuickTaxCore

/// Reads a file descriptor line by line in fixed-size chunks, so that memory stays flat whatever
/// the input's size. A line longer than `maximumLineLength` is reported as too long and skipped to
/// its end, never held whole; a read error ends the lines with its reason.
struct LineReader {
  enum Line {
    case text(number: Int, bytes: ArraySlice<UInt8>)
    case tooLong(number: Int)
    /// The input could not be read on (EIO, say): no line follows.
    case readFailure(String)
  }

  private let descriptor: Int32
  private let maximumLineLength: Int
  private var chunk = [UInt8](repeating: 0, count: 1 << 20)
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var discarding = false
  private var lineNumber = 0

  init(descriptor: Int32, maximumLineLength: Int = InputLimits.householdBytes) {
    self.descriptor = descriptor
    self.maximumLineLength = maximumLineLength
  }

  /// The next line without its newline (a trailing `\r` is dropped too), or nil at the end.
  mutating func next() -> Line? {
    while true {
      if let newline = Self.firstNewline(in: buffer, from: start) {
        let lineStart = start
        start = newline + 1
        if discarding {
          discarding = false
          return .tooLong(number: lineNumber)
        }
        lineNumber += 1
        // The buffer may hold up to a chunk more than the limit: the line's own length decides.
        if newline - lineStart > maximumLineLength { return .tooLong(number: lineNumber) }
        return .text(number: lineNumber, bytes: Self.withoutCarriageReturn(buffer[lineStart..<newline]))
      }
      if atEnd {
        guard start < buffer.count || discarding else { return nil }
        let rest = buffer[start...]
        start = buffer.count
        if discarding {
          discarding = false
          return .tooLong(number: lineNumber)
        }
        lineNumber += 1
        if rest.count > maximumLineLength { return .tooLong(number: lineNumber) }
        return .text(number: lineNumber, bytes: Self.withoutCarriageReturn(rest))
      }
      // Keep only the unfinished line, then read more.
      buffer.removeSubrange(0..<start)
      start = 0
      if buffer.count > maximumLineLength {
        if !discarding { lineNumber += 1 }
        discarding = true
        buffer.removeAll(keepingCapacity: true)
      }
      let count = chunk.withUnsafeMutableBytes { SystemCalls.readBytes(descriptor, into: $0) }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        atEnd = true
        buffer.removeAll()
        return .readFailure(code == EISDIR ? "is a folder, not a file" : "cannot be read: \(SystemCalls.reason(code))")
      }
      if count == 0 { atEnd = true } else { buffer.append(contentsOf: chunk[0..<count]) }
    }
  }

  /// Where the next `\n` is at or after `start`, by `memchr` (a byte-by-byte search cost as much
  /// as reading a household's keys).
  static func firstNewline(in buffer: [UInt8], from start: Int) -> Int? {
    buffer.withUnsafeBufferPointer { bytes in
      guard start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// A line ending in CRLF, or the last line of such a file, without its `\r`.
  static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.last == 0x0D ? line.dropLast() : line
  }
}
