/// One bracket of a progressive schedule: income from `min` up to `max` taxed at `rate`.
/// The top bracket's `max` is `Infinity`, as in the web app.
public struct TaxBracket<N: TaxNumber>: Sendable {
  public var min: N
  public var max: N
  public var rate: N

  public init(min: N, max: N, rate: N) {
    self.min = min
    self.max = max
    self.rate = rate
  }
}
