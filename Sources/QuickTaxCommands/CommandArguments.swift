/// A usage error: printed as `Error: ...` followed by the command's usage, exit status 64.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public let message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// One option a command takes.
struct OptionSpec {
  let name: String  // without the leading dashes
  let valueName: String?  // nil for a flag
  let help: String
  var repeatable = false

  /// `--help`, which every command takes.
  static let help = OptionSpec(name: "help", valueName: nil, help: "Show this help.")
}

/// A command line split into options and positional arguments, checked against the command's
/// options: `--name value`, `--name=value`, flags, `--` before positionals that start with `-`,
/// and `-` alone (standard input) as a positional.
struct CommandArguments {
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: Set<String> = []
  private(set) var positionals: [String] = []

  init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" {
        flags.insert("help")
        continue
      }
      guard argument.hasPrefix("--") else { throw UsageError("unknown option '\(argument)'") }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let spec = options.first(where: { $0.name == name }) else {
        var message = "unknown option '--\(name)'"
        if let suggestion = Self.closest(name, options.map(\.name)) { message += "; did you mean '--\(suggestion)'?" }
        throw UsageError(message)
      }
      guard spec.valueName != nil else {
        if inlineValue != nil { throw UsageError("option '--\(name)' takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value (\(spec.valueName ?? "value"))") }
        value = arguments[index]
        index += 1
      }
      if !spec.repeatable, values[name] != nil { throw UsageError("option '--\(name)' is given more than once") }
      values[name, default: []].append(value)
    }
  }

  func value(_ name: String) -> String? { values[name]?.last }

  /// A FILE option's value: an empty one (`--answers ''`, an unset shell variable) names no file,
  /// and the message says which flag, not ": no such file".
  func path(_ name: String) throws(UsageError) -> String? {
    guard let path = value(name) else { return nil }
    guard !path.isEmpty else { throw UsageError("--\(name) is empty; give a file's name") }
    return path
  }

  func all(_ name: String) -> [String] { values[name] ?? [] }
  func has(_ name: String) -> Bool { flags.contains(name) }

  /// An option's value that must be one of `choices`.
  func choice<T: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: T) throws(UsageError) -> T
  where T.RawValue == String {
    guard let text = value(name) else { return defaultValue }
    guard let choice = T(rawValue: text) else {
      throw UsageError("'\(text)' is not a valid --\(name); use \(T.allCases.map(\.rawValue).joined(separator: " or "))")
    }
    return choice
  }

  /// A whole-number option within a range.
  func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let text = value(name) else { return defaultValue }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError("'\(text)' is not a valid --\(name); use a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return number
  }

  private static func closest(_ word: String, _ candidates: [String]) -> String? {
    candidates.first { $0.hasPrefix(word) || word.hasPrefix($0) }
  }
}
