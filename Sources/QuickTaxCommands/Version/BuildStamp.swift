/// Where a binary was built from, for `quicktax --version`. Tools/release-build --dist writes
/// this file, with the commit and the toolchain, into its own export of the commit it builds —
/// never into a checkout — so a release binary names its source exactly; a `swift build` of a
/// checkout keeps these nils, and `--version` says the commit is unknown rather than guess (the
/// checkout may hold changes no commit has).
enum BuildStamp {
  static let commit: String? = nil
  static let toolchain: String? = nil
}
