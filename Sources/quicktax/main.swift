import Foundation
import QuickTaxCommands

// The executable only hands its arguments to QuickTaxCommands and exits with the status it returns.
let environment = ProcessInfo.processInfo.environment
let context = CommandContext(
  output: .standard(environment: environment),
  environment: environment,
  readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() })
exit(QuickTaxTool.run(Array(CommandLine.arguments.dropFirst()), context: context))
