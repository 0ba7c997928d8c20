import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing a file as an editor saves one: the bytes go to a new file in the same folder, which then
/// takes the name in one rename(2), so that no reader sees half a household and a failure leaves
/// the old file as it was. Only a regular file or a new path is replaced: a rename onto a device, a
/// FIFO or a socket would put a regular file where the node was (run as root, `/dev/null` itself),
/// and one onto a folder fails. A symbolic link is written through: the file it names is replaced
/// and the link kept, as editors do, so that a household kept elsewhere stays where it is.
enum OutputFile {
  /// Where `write` puts the bytes: the path itself, or for a symbolic link the regular file it
  /// names; with the permission bits of the file replaced (nil for a new path).
  struct Destination: Equatable {
    let path: String
    let permissions: mode_t?
  }

  /// The path a write to `path` replaces; anything but a regular file, a link to one or a new path
  /// is an ``InputFile/Failure`` naming `path` and what is there.
  static func destination(_ path: String) throws(InputFile.Failure) -> Destination {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      let code = errno
      if code == ENOENT {
        let folder = (path as NSString).deletingLastPathComponent
        guard folder.isEmpty || SystemCalls.isFolder(atPath: folder) else { throw InputFile.Failure(path, "cannot be written: \(folder) is not a folder") }
        return Destination(path: path, permissions: nil)
      }
      throw InputFile.Failure(path, "cannot be written: \(SystemCalls.reason(code))")
    }
    if status.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        throw InputFile.Failure(path, "is a symbolic link to nothing that exists; give the path of a regular file, or a new one")
      }
      defer { free(resolved) }
      let target = String(cString: resolved)
      guard stat(target, &status) == 0 else { throw InputFile.Failure(path, "cannot be written: \(SystemCalls.reason(errno))") }
      guard status.st_mode & S_IFMT == S_IFREG else { throw InputFile.Failure(path, "is a symbolic link to \(target), which \(kind(status.st_mode))") }
      return Destination(path: target, permissions: status.st_mode & 0o7777)
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw InputFile.Failure(path, kind(status.st_mode)) }
    return Destination(path: path, permissions: status.st_mode & 0o7777)
  }

  /// What is at a path that is not a regular file, in words.
  private static func kind(_ mode: mode_t) -> String {
    let what: String
    switch mode & S_IFMT {
    case S_IFDIR: what = "a folder"
    case S_IFCHR, S_IFBLK: what = "a device"
    case S_IFIFO: what = "a named pipe (FIFO)"
    case S_IFSOCK: what = "a socket"
    default: what = "not a regular file"
    }
    return "is \(what), not a regular file; only a regular file or a new path is written"
  }

  /// `data` at `path` (see ``destination(_:)``), all or nothing.
  static func write(_ data: Data, to path: String) throws(InputFile.Failure) {
    let destination = try destination(path)
    let folder = (destination.path as NSString).deletingLastPathComponent
    let name = (destination.path as NSString).lastPathComponent
    // The temporary file beside it: ".NAME.XXXXXX", unless that outgrows a file name's 255 bytes
    // (NAME_MAX), as a name of 248 bytes or more would; then a short one.
    let temporaryName = ".\(name).XXXXXX".utf8.count <= 255 ? ".\(name).XXXXXX" : ".quicktax.XXXXXX"
    var template = Array(((folder.isEmpty ? "." : folder) + "/" + temporaryName).utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw InputFile.Failure(path, "cannot be written: \(SystemCalls.reason(errno))") }
    // The name mkstemp filled in, up to its terminating NUL.
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: Int32?
    // mkstemp makes the file 0600: give it the replaced file's bits, or a new file's (0666 less the umask).
    let permissions = destination.permissions ?? (0o666 & ~currentUmask())
    if fchmod(descriptor, permissions) != 0 { failure = errno }
    if failure == nil { failure = writeAll(data, to: descriptor) }
    if failure == nil && fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil && rename(temporary, destination.path) != 0 { failure = errno }
    if let failure {
      unlink(temporary)
      throw InputFile.Failure(path, "cannot be written: \(SystemCalls.reason(failure))")
    }
  }

  /// write(2) until every byte is out, retrying partial writes and EINTR; the errno of a failure.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let count = SystemCalls.writeBytes(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return nil
    }
  }

  private static func currentUmask() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }
}
