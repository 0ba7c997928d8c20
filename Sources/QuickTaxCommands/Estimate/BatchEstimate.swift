import Foundation
import QuickTaxCore

/// `estimate --batch`: one household per line in, one JSON result per line out, streaming. A bad
/// line gives an error record and the run goes on; the exit status says whether any line failed.
enum BatchEstimate {
  static func run(path: String, settings: EstimateSettings, context: CommandContext) throws(UsageError) -> Int32 {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      guard let opened = FileHandle(forReadingAtPath: path) else {
        context.output.printError("Error: \(path): cannot be read")
        return ExitStatus.failure
      }
      handle = opened
    }
    var reader = LineReader(handle: handle)
    var pending = ""
    var households = 0
    var failed = 0
    while let line = reader.next() {
      let record: Record
      switch line {
      case .tooLong(let number):
        record = .failure(line: number, [InputDiagnostic(.error, path: "", "the line is longer than 16 MiB")])
      case .text(let number, let bytes):
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }  // blank lines separate nothing
        record = estimate(line: number, bytes: bytes, settings: settings)
      }
      households += 1
      if !record.succeeded { failed += 1 }
      pending += record.json + "\n"
      if pending.utf8.count >= 1 << 16 {
        context.output.write(pending)
        pending = ""
      }
    }
    context.output.write(pending)
    context.output.printError("\(households) households, \(failed) failed")
    return failed == 0 ? ExitStatus.success : ExitStatus.failure
  }

  /// One output line: `{"line": N, ...the estimate...}`, or an error record.
  struct Record {
    let json: String
    let succeeded: Bool

    static func failure(line: Int, _ errors: [InputDiagnostic]) -> Record {
      var object = JSONObject()
      object.append("line", .number(Double(line)))
      object.append("error", .string(errors.map(\.description).joined(separator: "; ")))
      object.append("errors", .array(errors.map(EstimateJSON.diagnostic)))
      return Record(json: JSONWriter.string(.object(object)), succeeded: false)
    }

    static func success<N: TaxNumber>(line: Int, _ output: EstimateOutput<N>) -> Record {
      var object = JSONObject()
      object.append("line", .number(Double(line)))
      for (key, value) in EstimateJSON.object(output).pairs { object.append(key, value) }
      return Record(json: JSONWriter.string(.object(object)), succeeded: true)
    }
  }

  static func estimate(line: Int, bytes: ArraySlice<UInt8>, settings: EstimateSettings) -> Record {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      return .failure(line: line, [InputDiagnostic(.error, path: "", "not valid JSON: \(error)")])
    }
    switch EstimateRequest.make(document, settings: settings) {
    case .failure(.invalid(let errors)): return .failure(line: line, errors)
    case .success(let request):
      switch settings.arithmetic {
      case .binary: return record(line: line, request.compute(settings.ruleSet.binaryTables, settings: settings))
      case .decimal: return record(line: line, request.compute(settings.ruleSet.decimalTables, settings: settings))
      }
    }
  }

  static func record<N: TaxNumber>(line: Int, _ computed: Result<EstimateOutput<N>, EstimateRequest.Failure>) -> Record {
    switch computed {
    case .failure(.invalid(let errors)): return .failure(line: line, errors)
    case .success(let output): return .success(line: line, output)
    }
  }
}
