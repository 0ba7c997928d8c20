import Foundation

/// Reads a file or standard input line by line in fixed-size chunks, so that memory stays flat
/// whatever the input's size. A line longer than `maximumLineLength` is reported as too long and
/// skipped to its end, never held whole.
struct LineReader {
  enum Line {
    case text(number: Int, bytes: ArraySlice<UInt8>)
    case tooLong(number: Int)
  }

  private let handle: FileHandle
  private let maximumLineLength: Int
  private let chunkSize = 1 << 20
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false
  private var discarding = false
  private var lineNumber = 0

  init(handle: FileHandle, maximumLineLength: Int = 16 << 20) {
    self.handle = handle
    self.maximumLineLength = maximumLineLength
  }

  /// The next line without its newline (a trailing `\r` is dropped too), or nil at the end.
  mutating func next() -> Line? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let lineStart = start
        start = newline + 1
        if discarding {
          discarding = false
          return .tooLong(number: lineNumber)
        }
        lineNumber += 1
        var end = newline
        if end > lineStart && buffer[end - 1] == 0x0D { end -= 1 }
        return .text(number: lineNumber, bytes: buffer[lineStart..<end])
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
        return .text(number: lineNumber, bytes: rest)
      }
      // Keep only the unfinished line, then read more.
      buffer.removeSubrange(0..<start)
      start = 0
      if buffer.count > maximumLineLength {
        if !discarding { lineNumber += 1 }
        discarding = true
        buffer.removeAll(keepingCapacity: true)
      }
      let chunk = handle.readData(ofLength: chunkSize)
      if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
    }
  }
}
