/// `quicktax bench`: placeholder replaced below.
enum BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Measure the engine and the fixtures run (release build)."
  static let synopsis = "bench"
  static let discussion = ""
  static let options: [OptionSpec] = []
  static func run(_ arguments: CommandArguments, context: CommandContext) throws(UsageError) -> Int32 { 0 }
}
