import Foundation

/// Why standard output could not be written.
public enum OutputFailure: Sendable, Equatable {
  /// The reader went away (EPIPE, `quicktax … | head -1`): the command stops quietly.
  case brokenPipe
  /// Any other failure, with the system's reason ("No space left on device").
  case failed(reason: String)
}

/// Writes to a file descriptor with write(2), retrying partial writes and EINTR, and remembers the
/// first failure instead of trapping: Foundation's `FileHandle.write(_:)` ends the process with
/// "Fatal error" on ENOSPC, EBADF or EPIPE. After a failure further writes are dropped, and the
/// command's caller turns the failure into a message and exit status 74 (``QuickTaxTool``).
final class DescriptorWriter: @unchecked Sendable {
  let descriptor: Int32
  private let lock = NSLock()
  private var firstFailure: OutputFailure?

  init(descriptor: Int32) { self.descriptor = descriptor }

  var failure: OutputFailure? { lock.withLock { firstFailure } }

  /// Several buffers, in order, by gather writes (writev) of the buffers themselves (a batch
  /// chunk's lines are not copied into one block first), retrying partial writes and EINTR.
  func write(gathering pieces: [UnsafeRawBufferPointer]) {
    lock.withLock {
      guard firstFailure == nil else { return }
      var index = 0
      var written = 0  // bytes of pieces[index] already out
      var vectors: [iovec] = []
      vectors.reserveCapacity(min(pieces.count, SystemCalls.maximumVectors))
      while index < pieces.count {
        vectors.removeAll(keepingCapacity: true)
        for piece in pieces[index..<min(pieces.count, index + SystemCalls.maximumVectors)] {
          let skipped = vectors.isEmpty ? written : 0
          vectors.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress.map { $0 + skipped }), iov_len: piece.count - skipped))
        }
        var count = vectors.withUnsafeBufferPointer { SystemCalls.writeVectors(descriptor, $0) }
        if count < 0 {
          let code = errno
          if code == EINTR { continue }
          firstFailure = code == EPIPE ? .brokenPipe : .failed(reason: SystemCalls.reason(code))
          return
        }
        // Past the pieces written whole (empty ones included), into the one written in part.
        while index < pieces.count && count >= pieces[index].count - written {
          count -= pieces[index].count - written
          index += 1
          written = 0
        }
        written += count
      }
    }
  }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(gathering: [UnsafeRawBufferPointer($0)]) }
  }
}

/// The process's standard streams made safe to use before a command runs.
public enum StandardStreams {
  /// SIGPIPE ignored, so that a reader that goes away is an EPIPE the writer reports (and the
  /// command ends quietly with status 74) rather than a signal; and standard input, output or
  /// error that the caller closed (`quicktax --help >&-`) reopened on /dev/null read-only, so that
  /// no file the command opens takes descriptor 1 and writing to it fails with EBADF, reported.
  public static func prepare() {
    signal(SIGPIPE, SIG_IGN)
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDONLY)
      if opened >= 0 && opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
    }
  }
}
