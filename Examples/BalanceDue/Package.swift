// swift-tools-version: 6.0
// An app that embeds the QuickTax engine: QuickTaxCore, by path, is its only dependency
// (docs/library.md). `swift run balance-due` from this folder.
import PackageDescription

let package = Package(
  name: "BalanceDue",
  products: [.executable(name: "balance-due", targets: ["BalanceDue"])],
  dependencies: [.package(name: "QuickTax", path: "../..")],
  targets: [
    .executableTarget(
      name: "BalanceDue",
      dependencies: [.product(name: "QuickTaxCore", package: "QuickTax")]
    )
  ]
)
