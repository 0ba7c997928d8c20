// swift-tools-version: 6.0
// QuickTax for Swift: federal and California income tax balance due and quarterly estimated payments.
// No package dependencies by design: Foundation and the toolchain's test libraries only.
import PackageDescription

let package = Package(
  name: "QuickTax",
  products: [
    .library(name: "QuickTaxCore", targets: ["QuickTaxCore"]),
    .library(name: "QuickTaxFixtures", targets: ["QuickTaxFixtures"]),
    .executable(name: "quicktax", targets: ["quicktax"]),
  ],
  dependencies: [],
  targets: [
    // The engine: a port of the QuickTax web app's calculators, its input and result types, the tax tables.
    .target(
      name: "QuickTaxCore",
      resources: [.embedInCode("TaxData")]
    ),
    // Golden cases: loading, running and comparing them; shared by `quicktax fixtures` and `swift test`.
    .target(name: "QuickTaxFixtures", dependencies: ["QuickTaxCore"]),
    // The command-line commands: argument parsing, output formatting. Testable without a process.
    .target(name: "QuickTaxCommands", dependencies: ["QuickTaxCore", "QuickTaxFixtures"]),
    // The executable: hands the arguments to QuickTaxCommands and exits with its status.
    .executableTarget(name: "quicktax", dependencies: ["QuickTaxCommands"]),

    .testTarget(name: "QuickTaxCoreTests", dependencies: ["QuickTaxCore", "QuickTaxFixtures"]),
    .testTarget(name: "QuickTaxFixturesTests", dependencies: ["QuickTaxCore", "QuickTaxFixtures"]),
    .testTarget(name: "QuickTaxCommandsTests", dependencies: ["QuickTaxCommands", "QuickTaxCore", "QuickTaxFixtures"]),
    .testTarget(name: "QuickTaxEndToEndTests", dependencies: ["quicktax"]),
  ]
)
