import Foundation

/// Where a command writes: standard output and standard error, or strings in tests. Every command
/// writes through this one path, so that a write failure is handled once (``QuickTaxTool``).
public final class CommandOutput: @unchecked Sendable {
  private let writeOut: (String) -> Void
  private let writeOutGathered: ([UnsafeRawBufferPointer]) -> Void
  private let writeError: (String) -> Void
  private let failureOfOut: () -> OutputFailure?
  /// True when standard output is a terminal and colour is allowed (NO_COLOR unset).
  public let usesColor: Bool

  public init(
    usesColor: Bool = false, out: @escaping (String) -> Void, error: @escaping (String) -> Void,
    outGathered: (([UnsafeRawBufferPointer]) -> Void)? = nil, outFailure: @escaping () -> OutputFailure? = { nil }
  ) {
    self.usesColor = usesColor
    writeOut = out
    writeError = error
    writeOutGathered =
      outGathered ?? { pieces in
        var bytes: [UInt8] = []
        for piece in pieces { bytes += piece }
        out(String(decoding: bytes, as: UTF8.self))
      }
    failureOfOut = outFailure
  }

  /// The process's own streams, written with write(2) (``DescriptorWriter``). Colour only on a
  /// terminal, and never with NO_COLOR set (https://no-color.org); TERM=dumb also turns it off.
  public static func standard(environment: [String: String]) -> CommandOutput {
    let terminal = isatty(STDOUT_FILENO) == 1
    let allowed = environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    let out = DescriptorWriter(descriptor: STDOUT_FILENO)
    let error = DescriptorWriter(descriptor: STDERR_FILENO)
    return CommandOutput(
      usesColor: terminal && allowed, out: { out.write($0) }, error: { error.write($0) },
      outGathered: { out.write(gathering: $0) }, outFailure: { out.failure })
  }

  /// Collects what a command writes, for tests.
  public static func capturing(usesColor: Bool = false) -> (CommandOutput, Captured) {
    let captured = Captured()
    let output = CommandOutput(
      usesColor: usesColor, out: { captured.append(out: $0) }, error: { captured.append(error: $0) })
    return (output, captured)
  }

  /// The first failure to write standard output, if any: the command's result is then incomplete.
  public var failure: OutputFailure? { failureOfOut() }

  public func print(_ text: String = "") { writeOut(text + "\n") }
  /// Several buffers' UTF-8 bytes as they are (JSON lines, already encoded), in order, as one
  /// write: the buffers must stay valid until it returns.
  public func write(gathering pieces: [UnsafeRawBufferPointer]) { writeOutGathered(pieces) }
  public func write(_ text: String) { writeOut(text) }
  public func printError(_ text: String) { writeError(text + "\n") }

  public final class Captured: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errorText = ""
    public var out: String { lock.withLock { outText } }
    public var error: String { lock.withLock { errorText } }
    func append(out text: String) { lock.withLock { outText += text } }
    func append(error text: String) { lock.withLock { errorText += text } }
  }
}

/// The exit statuses every command uses (sysexits.h names where one applies).
public enum ExitStatus {
  public static let success: Int32 = 0
  /// Invalid input, a failed case or a failed line.
  public static let failure: Int32 = 1
  /// A usage error (EX_USAGE).
  public static let usage: Int32 = 64
  /// Standard output could not be written, or its reader went away (EX_IOERR).
  public static let ioError: Int32 = 74
}
