/// One rental property of Schedule E Part I, as Form 8582's worksheets carry it: the year's net
/// income or loss and the loss of earlier years (Worksheet 1 for active participation, Worksheet 2
/// otherwise), then what the passive activity loss limit allows of it (Worksheets 3–5) and what the
/// property puts on Schedule E line 22.
public struct RentalActivityWorksheet<N: TaxNumber>: Sendable {
  /// The property's label, as entered.
  public var id: String
  /// Worksheet 1 (true) or Worksheet 2 (false).
  public var activeParticipation: Bool
  /// Columns (a) and (b): the year's net income, negative for a loss.
  public var netIncome: N
  /// Column (c): the prior years' unallowed loss, as a positive amount.
  public var priorYearUnallowedLoss: N
  /// Columns (d) and (e): the overall gain, negative for an overall loss.
  public var overallGainOrLoss: N
  /// Worksheet 3 column (c): the part of the special allowance (Form 8582 line 9) it takes.
  public var specialAllowance: N
  /// Worksheet 4 column (c): the loss not allowed this year, carried to next year's column (c).
  public var unallowedLoss: N
  /// Worksheet 5 column (c): the overall loss allowed.
  public var allowedLoss: N

  /// Schedule E line 22 (with line 21): the overall gain, or the loss allowed.
  public var scheduleEIncome: N { overallGainOrLoss >= .zero ? overallGainOrLoss : -allowedLoss }
}

extension TaxEngine {
  /// Worksheet 1 or 2 of Form 8582 for each property of the people on the return, in the order
  /// entered (the user's, then the spouse's on a joint return). Negative inputs where a loss is
  /// asked for as a positive amount count as zero (strict reading refuses them).
  func rentalActivities(
    _ people: [CurrentLawPerson<N>], priorYearLoss: (RentalPropertyAmounts<N>) -> N
  ) -> [RentalActivityWorksheet<N>] {
    var activities: [RentalActivityWorksheet<N>] = []
    for person in people {
      for property in person.rentalProperties {
        let net = property.netIncome
        let prior = jsMax(.zero, priorYearLoss(property))
        activities.append(
          RentalActivityWorksheet(
            id: property.id, activeParticipation: property.activelyParticipates, netIncome: net, priorYearUnallowedLoss: prior,
            overallGainOrLoss: net - prior, specialAllowance: .zero, unallowedLoss: .zero, allowedLoss: jsMax(.zero, prior - net)))
      }
    }
    return activities
  }
}
