/// One rental real estate activity of Schedule E Part I (current law only): its net income or loss
/// for the year before the passive activity loss limit (Schedule E line 21, the property's column),
/// whether its owner actively participated (IRC §469(i)(6): the special allowance), and the
/// loss of earlier years the limit held back (Form 8582 Worksheet 1 or 2, column (c)).
public struct RentalProperty: Sendable, Hashable {
  public var id: InputText = .empty
  /// Negative for a loss.
  public var netIncome: InputText = .empty
  /// `true` or `false`; empty is true (most owners who rent out a home approve tenants and
  /// repairs themselves, which is active participation: Pub 925).
  public var activeParticipation: InputText = .empty
  /// Last year's Form 8582 unallowed loss for the property, as a positive amount.
  public var priorYearUnallowedLoss: InputText = .empty
  /// California's (last year's FTB 3801), when it differs from the federal one (empty: the same).
  public var californiaPriorYearUnallowedLoss: InputText = .empty

  public init() {}

  /// Whether the owner actively participated: anything but `false`.
  public var activelyParticipates: Bool { activeParticipation.text != "false" }

  public static let fields: [InputField<RentalProperty>] = [
    .init(key: "id", keyPath: \.id, kind: .label, summary: "Any label for the property"),
    .init(key: "netIncome", keyPath: \.netIncome, kind: .signedAmount, summary: "The property's rents less its expenses and depreciation for the year (Schedule E line 21), negative for a loss, before the passive activity loss limit", required: true),
    .init(key: "activeParticipation", keyPath: \.activeParticipation, kind: .flagDefaultingToTrue, summary: "You actively participated (approved tenants, set rents, approved repairs): true (the default when empty) or false"),
    .init(key: "priorYearUnallowedLoss", keyPath: \.priorYearUnallowedLoss, kind: .nonNegativeAmount, summary: "The property's loss from earlier years not yet allowed (last year's Form 8582 worksheets), as a positive amount"),
    .init(key: "californiaPriorYearUnallowedLoss", keyPath: \.californiaPriorYearUnallowedLoss, kind: .nonNegativeAmount, summary: "California's unallowed loss from earlier years (last year's FTB 3801), when it differs from the federal one (empty: the same)"),
  ]
}

extension RentalProperty: EmptyInitializable {}
