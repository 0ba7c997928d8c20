import Foundation
import QuickTaxCore

/// Opening and reading the files a command is given with POSIX calls, so that every failure is a
/// message naming the path and the system's reason: Foundation's `FileHandle.readData` traps on a
/// directory (EISDIR) or an I/O error, and `FileManager.fileExists` calls a symbolic-link loop
/// "no such file".
public enum InputFile {
  public struct Failure: Error, CustomStringConvertible {
    /// The path, or "standard input".
    public let name: String
    /// "no such file", "is a folder, not a file", "cannot be read: Input/output error"…
    public let reason: String
    public var message: String { "\(name): \(reason)" }
    public var description: String { message }

    public init(_ name: String, _ reason: String) {
      self.name = name
      self.reason = reason
    }
  }

  /// The most a command reads from one file, and what to call it in the message.
  public struct SizeLimit: Sendable {
    public let bytes: Int
    /// "a household file"
    public let what: String

    /// One household (a file, standard input or a batch line): no real household comes near it.
    public static let household = SizeLimit(bytes: InputLimits.householdBytes, what: "a household")
    /// One tax-table file (the largest embedded one is under 10 KB).
    public static let taxTable = SizeLimit(bytes: 4 << 20, what: "a tax-table file")
    /// A file of golden cases or a manifest, written by developers.
    public static let caseFile = SizeLimit(bytes: 1 << 30, what: "a case file")
  }

  /// A descriptor open for reading `path`; a missing file, a directory, a loop or a permission
  /// problem is a ``Failure`` naming the path.
  static func open(_ path: String) throws(Failure) -> Int32 {
    let descriptor = SystemCalls.openForReading(path)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { throw Failure(path, "no such file") }
      throw Failure(path, "cannot be opened: \(SystemCalls.reason(code))")
    }
    if SystemCalls.isFolder(descriptor) {
      close(descriptor)
      throw Failure(path, "is a folder, not a file")
    }
    return descriptor
  }

  /// The bytes of `path`, at most `limit.bytes`.
  public static func read(path: String, limit: SizeLimit) throws(Failure) -> Data {
    let descriptor = try open(path)
    defer { close(descriptor) }
    if let size = SystemCalls.regularFileSize(descriptor), size > limit.bytes { throw tooLarge(path, limit, size: size) }
    return try read(descriptor: descriptor, name: path, limit: limit)
  }

  /// Everything left on `descriptor`, at most `limit.bytes`: reading stops as soon as there is
  /// more, so memory stays bounded whatever the input.
  public static func read(descriptor: Int32, name: String, limit: SizeLimit) throws(Failure) -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { SystemCalls.readBytes(descriptor, into: $0) }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EISDIR { throw Failure(name, "is a folder, not a file") }
        throw Failure(name, "cannot be read: \(SystemCalls.reason(code))")
      }
      if count == 0 { return data }
      if data.count + count > limit.bytes { throw tooLarge(name, limit, size: nil) }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  static func tooLarge(_ name: String, _ limit: SizeLimit, size: Int?) -> Failure {
    let actual = size.map { " (\(InputExcerpt.grouped($0)) bytes)" } ?? ""
    return Failure(name, "is larger than \(limit.what) may be\(actual); the limit is \(InputExcerpt.grouped(limit.bytes)) bytes")
  }
}
