import Foundation
import QuickTaxCommands

// The executable only hands its arguments to QuickTaxCommands and exits with the status it returns.
StandardStreams.prepare()
let environment = ProcessInfo.processInfo.environment
let context = CommandContext(
  output: .standard(environment: environment),
  environment: environment,
  readStandardInput: { limit in try InputFile.read(descriptor: STDIN_FILENO, name: "standard input", limit: limit) },
  standardInputIsTerminal: isatty(STDIN_FILENO) == 1,
  readLine: { Swift.readLine(strippingNewline: true) })
exit(QuickTaxTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
