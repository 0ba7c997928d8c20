import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file as the system knows it, by device and inode: two paths (or a path and an open
/// descriptor) name the same file exactly when these are equal, whatever links, `..` or
/// `/proc/self/fd` lie between them.
struct FileIdentity: Equatable {
  let device: UInt64
  let inode: UInt64

  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The file `path` names, following symbolic links (the `/proc/self/fd` ones included, which
  /// reach a pipe); nil where nothing is there.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The file open on `descriptor`; nil when it is closed.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  /// The standard stream a path leads to, in words, or nil: writing there would mix a file with
  /// what the command prints (a rename would even replace the file the output is redirected to).
  static func standardStream(at path: String) -> String? {
    guard let target = FileIdentity(path: path) else { return nil }
    let streams = [(1, "standard output"), (2, "standard error"), (0, "standard input")]
    return streams.first { FileIdentity(descriptor: Int32($0.0)) == target }?.1
  }
}
