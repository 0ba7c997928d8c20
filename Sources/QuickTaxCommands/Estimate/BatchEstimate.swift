import Foundation
import QuickTaxCore

/// `estimate --batch`: one household per line in, one JSON result per line out, streaming. A bad
/// line gives an error record and the run goes on; the exit status says whether any line failed.
enum BatchEstimate {
  static func run(path: String, settings: EstimateSettings, output lineOutput: EstimateCommand.BatchOutput, context: CommandContext) -> Int32 {
    let descriptor: Int32
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      do {
        descriptor = try InputFile.open(path)
      } catch {
        context.output.printError("Error: \(error.message)")
        return ExitStatus.failure
      }
    }
    defer { if path != "-" { close(descriptor) } }
    var reader = LineReader(descriptor: descriptor)
    var readFailure: String?
    var households = 0
    var failed = 0
    var chunk: [(number: Int, bytes: ArraySlice<UInt8>?)] = []
    // A chunk's output is written while the next chunk is computed; at most two wait, so memory
    // stays flat whatever the input's size.
    let writer = DispatchQueue(label: "quicktax.batch.writer")
    let inFlight = DispatchSemaphore(value: 2)
    let output = context.output
    func flush() {
      let records = estimate(chunk, settings: settings, output: lineOutput)
      households += records.count
      failed += records.count { !$0.succeeded }
      inFlight.wait()
      writer.async {
        // Each line from its own buffer, then a newline, in one gather write: the records (which
        // the closure holds) keep the buffers alive until it returns.
        let newline = UnsafeRawBufferPointer(start: Self.newline.utf8Start, count: Self.newline.utf8CodeUnitCount)
        var pieces: [UnsafeRawBufferPointer] = []
        pieces.reserveCapacity(records.count * 2)
        for record in records {
          pieces.append(record.json.unsafeBytes)
          pieces.append(newline)
        }
        output.write(gathering: pieces)
        inFlight.signal()
      }
      chunk.removeAll(keepingCapacity: true)
    }
    // Reading stops once standard output cannot take the results (its reader went away, say).
    reading: while output.failure == nil, let line = reader.next() {
      switch line {
      case .tooLong(let number): chunk.append((number, nil))
      case .text(let number, let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }  // blank lines separate nothing
        chunk.append((number, bytes))
      case .readFailure(let reason):
        readFailure = reason
        break reading
      }
      if chunk.count == chunkSize { flush() }
    }
    flush()
    writer.sync {}  // every chunk written
    if output.failure != nil { return ExitStatus.ioError }  // said by QuickTaxTool, or quiet for a broken pipe
    if let readFailure {
      context.output.printError("Error: \(path == "-" ? "standard input" : path): \(readFailure); \(households) households before it")
      return ExitStatus.failure
    }
    context.output.printError("\(households) households, \(failed) failed")
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  static let newline: StaticString = "\n"

  /// Lines handled together: enough to keep every core busy, few enough that memory stays flat
  /// (20,000 golden lines: 512 peaked at 44–54 MB, 256 at 40 MB, no slower).
  static let chunkSize = 256

  /// The records of a chunk of lines, in order, computed on every core.
  static func estimate(
    _ chunk: [(number: Int, bytes: ArraySlice<UInt8>?)], settings: EstimateSettings, output: EstimateCommand.BatchOutput
  ) -> [Record] {
    let results = RecordSlots(count: chunk.count)
    // Small runs of lines, taken by whichever core is free: a core that is slowed (this machine's
    // cores are shared) does not hold the other up at the end of the chunk.
    let runLength = 8
    let runs = (chunk.count + runLength - 1) / runLength
    DispatchQueue.concurrentPerform(iterations: runs) { run in
      for index in (run * runLength)..<min(chunk.count, (run + 1) * runLength) {
        let line = chunk[index]
        results[index] =
          line.bytes.map { estimate(line: line.number, bytes: $0, settings: settings, output: output) }
          ?? .failure(
            line: line.number,
            [InputDiagnostic(.error, path: "", "the line is longer than a household may be; the limit is \(InputExcerpt.grouped(InputLimits.householdBytes)) bytes")])
      }
    }
    return results.records
  }

  /// One slot per line, each written by exactly one worker.
  final class RecordSlots: @unchecked Sendable {
    private var slots: [Record?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    subscript(index: Int) -> Record? {
      get { slots[index] }
      set { slots.withUnsafeMutableBufferPointer { $0[index] = newValue } }
    }
    var records: [Record] { slots.compactMap { $0 } }
  }

  /// One output line: `{"line": N, ...the estimate...}`, or an error record.
  /// Unchecked: its sink is written by the one worker that makes the record, and only read after.
  struct Record: @unchecked Sendable {
    /// The JSON line's bytes, without the newline, as written (copied once, into the output).
    let json: JSONByteSink
    let succeeded: Bool

    static func failure(line: Int, _ errors: [InputDiagnostic]) -> Record {
      var object = JSONObject()
      object.append("line", .number(Double(line)))
      object.append("error", .string(errors.map(\.description).joined(separator: "; ")))
      object.append("errors", .array(errors.map(\.json)))
      var sink = JSONByteSink()
      JSONValue.object(object).encode(to: &sink)
      return Record(json: sink, succeeded: false)
    }

    static func success<N: TaxNumber>(line: Int, _ output: EstimateOutput<N>) -> Record {
      Record(json: output.document(line: line).written(), succeeded: true)
    }

    /// `--output web`: what the web app's Summary step computes, and nothing else.
    static func success<N: TaxNumber>(line: Int, _ estimate: HouseholdEstimate<N>) -> Record {
      Record(json: estimate.webLine(line: line), succeeded: true)
    }
  }

  static func estimate(line: Int, bytes: ArraySlice<UInt8>, settings: EstimateSettings, output: EstimateCommand.BatchOutput = .full) -> Record {
    // The web app's line has no warnings to carry: the household is not reviewed for them.
    switch EstimateRequest.make(bytes: bytes, settings: settings, review: output != .web) {
    case .failure(.invalid(let errors)): return .failure(line: line, errors)
    case .success(let request):
      switch (settings.arithmetic, output) {
      case (.binary, .full): return record(line: line, request.computeBinary(settings))
      case (.decimal, .full): return record(line: line, request.computeDecimal(settings))
      case (.binary, .web): return webRecord(line: line, request.estimate(settings.ruleSet.binaryTables))
      case (.decimal, .web): return webRecord(line: line, request.estimate(settings.ruleSet.decimalTables))
      }
    }
  }

  static func webRecord<N: TaxNumber>(line: Int, _ computed: Result<HouseholdEstimate<N>, EstimateRequest.Failure>) -> Record {
    switch computed {
    case .failure(.invalid(let errors)): return .failure(line: line, errors)
    case .success(let estimate): return .success(line: line, estimate)
    }
  }

  static func record<N: TaxNumber>(line: Int, _ computed: Result<EstimateOutput<N>, EstimateRequest.Failure>) -> Record {
    switch computed {
    case .failure(.invalid(let errors)): return .failure(line: line, errors)
    case .success(let output): return .success(line: line, output)
    }
  }
}
