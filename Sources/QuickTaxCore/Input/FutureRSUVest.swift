/// One expected RSU vest (`FutureRSUVest` in the web app's store).
public struct FutureRSUVest: Sendable, Hashable {
  public var id: InputText
  /// The expected vest date (`YYYY-MM-DD`). The web app does not read it: every vest in the list
  /// counts, whatever its date.
  public var date: InputText
  public var shares: InputText
  public var expectedPrice: InputText

  public init(id: InputText = .empty, date: InputText = .empty, shares: InputText = .empty, expectedPrice: InputText = .empty) {
    self.id = id
    self.date = date
    self.shares = shares
    self.expectedPrice = expectedPrice
  }
}
