import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls the command's I/O uses, under names that do not collide with the methods of
/// the types that call them (``InputFile/read(path:limit:)``, ``DescriptorWriter/write(_:)-…``).
enum SystemCalls {
  static func openForReading(_ path: String) -> Int32 { path.withCString { open($0, O_RDONLY | O_CLOEXEC) } }

  static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
  }

  static func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int {
    write(descriptor, buffer.baseAddress, buffer.count)
  }

  /// One write(2) of several buffers in order (writev): at most ``maximumVectors`` of them.
  static func writeVectors(_ descriptor: Int32, _ vectors: UnsafeBufferPointer<iovec>) -> Int {
    writev(descriptor, vectors.baseAddress, Int32(vectors.count))
  }

  /// IOV_MAX on Linux and the BSDs: the most buffers one writev takes.
  static let maximumVectors = 1024

  static func isFolder(_ descriptor: Int32) -> Bool {
    var status = stat()
    return fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// Whether `path` names a folder (through a symbolic link too).
  static func isFolder(atPath path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The size of a regular file; nil for a pipe, a terminal or a device.
  static func regularFileSize(_ descriptor: Int32) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// The system's words for an errno value ("Too many levels of symbolic links").
  static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
