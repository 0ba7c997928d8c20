/// One incentive stock option exercise whose shares are held past the year's end (current law
/// only): its bargain element — the shares' value at exercise less what was paid for them — is
/// not income for the regular tax but an adjustment for the alternative minimum tax (Form 6251
/// line 2i; Schedule P (540) line 12).
public struct IncentiveStockOptionExercise: Sendable, Hashable {
  public var id: InputText = .empty
  /// `YYYY-MM-DD`: when the options were exercised (the annualized planning method puts the
  /// adjustment in its period).
  public var date: InputText = .empty
  public var bargainElement: InputText = .empty

  public init() {}

  public static let fields: [InputField<IncentiveStockOptionExercise>] = [
    .init(key: "id", keyPath: \.id, kind: .label, summary: "Any label for the exercise"),
    .init(key: "date", keyPath: \.date, kind: .date, summary: "The day the options were exercised", required: true),
    .init(key: "bargainElement", keyPath: \.bargainElement, kind: .amount, summary: "Fair market value of the shares at exercise less the exercise price paid, for shares still held at year end", required: true),
  ]
}

extension IncentiveStockOptionExercise: EmptyInitializable {}

/// What last year's returns carry into this one (current law only): capital losses beyond what
/// could be deducted (Schedule D lines 6 and 14; Pub 550's Capital Loss Carryover Worksheet).
public struct CarryoverData: Sendable, Hashable {
  public var shortTermCapitalLoss: InputText = .empty
  public var longTermCapitalLoss: InputText = .empty
  /// California's, where they differ from the federal ones (empty: the same).
  public var californiaShortTermCapitalLoss: InputText = .empty
  public var californiaLongTermCapitalLoss: InputText = .empty

  public init() {}

  public static let fields: [InputField<CarryoverData>] = [
    .init(key: "shortTermCapitalLoss", keyPath: \.shortTermCapitalLoss, kind: .amount, summary: "Short-term capital loss carried over from last year (last year's Capital Loss Carryover Worksheet line 8), as a positive amount"),
    .init(key: "longTermCapitalLoss", keyPath: \.longTermCapitalLoss, kind: .amount, summary: "Long-term capital loss carried over from last year (worksheet line 13), as a positive amount"),
    .init(key: "californiaShortTermCapitalLoss", keyPath: \.californiaShortTermCapitalLoss, kind: .amount, summary: "California's short-term carryover, when it differs from the federal one (empty: the same)"),
    .init(key: "californiaLongTermCapitalLoss", keyPath: \.californiaLongTermCapitalLoss, kind: .amount, summary: "California's long-term carryover, when it differs from the federal one (empty: the same)"),
  ]
}

extension CarryoverData: EmptyInitializable {}
