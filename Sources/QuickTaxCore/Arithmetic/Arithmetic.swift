/// Which number type a calculation runs in.
public enum Arithmetic: String, Sendable, CaseIterable {
  /// JavaScript's doubles, exactly as the web app: the parity default.
  case binary
  /// Foundation `Decimal`: base-10 arithmetic, exact for cents.
  case decimal
}
