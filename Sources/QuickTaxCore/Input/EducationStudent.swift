/// One student whose qualified education expenses the return claims a credit for (current law
/// only; Form 8863 Part III, one per student): the expenses after tax-free assistance (line 27 or
/// 31's adjusted qualified education expenses), and which of the two credits they go to.
public struct EducationStudent: Sendable, Hashable {
  public var id: InputText = .empty
  public var qualifiedExpenses: InputText = .empty
  public var credit: InputText = .empty

  public init() {}

  /// The credit words: the American opportunity credit (IRC §25A(b), (i)) or the lifetime
  /// learning credit (§25A(c)).
  public static let americanOpportunity = "americanOpportunity"
  public static let lifetimeLearning = "lifetimeLearning"

  public static let fields: [InputField<EducationStudent>] = [
    .init(key: "id", keyPath: \.id, kind: .label, summary: "Any label for the student"),
    .init(
      key: "qualifiedExpenses", keyPath: \.qualifiedExpenses, kind: .nonNegativeAmount,
      summary: "Tuition, fees and course materials paid for the student this year (Form 1098-T box 1), less tax-free scholarships and grants (Form 8863 line 27 or 31)",
      required: true),
    .init(
      key: "credit", keyPath: \.credit, kind: .choice([americanOpportunity, lifetimeLearning]),
      summary: "americanOpportunity (the first four years of college, at least half-time; partly refundable) or lifetimeLearning (any course; a share of the return's expenses up to a limit)",
      required: true),
  ]

  /// Whether the student's expenses go to the American opportunity credit.
  var isAmericanOpportunity: Bool { credit.text == Self.americanOpportunity }
}

extension EducationStudent: EmptyInitializable {}
