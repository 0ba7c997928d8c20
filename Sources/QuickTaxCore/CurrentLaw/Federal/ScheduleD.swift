/// Schedule D: capital gains and losses with last year's carryovers, the loss allowed, and what
/// carries to next year.
public struct ScheduleDWorksheet<N: TaxNumber>: Sendable {
  /// Line 7 and line 15: net short-term and long-term gain or loss, carryovers included (lines 6
  /// and 14).
  public var shortTerm: N
  public var longTerm: N
  /// Line 16 and line 21 (Form 1040 line 7): the net, or the loss allowed.
  public var net: N
  public var gainOrLoss: N
  /// The long-term gain left after short-term losses: what the capital gains rates tax.
  public var netLongTermGain: N
  /// The Capital Loss Carryover Worksheet's lines 8 and 13, for next year.
  public var shortTermCarryover: N
  public var longTermCarryover: N
}

extension TaxEngine {
  /// Schedule D lines 6–21: this year's gains and losses less last year's carryovers; a net loss
  /// counts against other income up to the limit (IRC §1211(b)).
  func scheduleD(shortTermGains: N, longTermGains: N, shortTermCarryover: N, longTermCarryover: N, lossLimit: N) -> ScheduleDWorksheet<N> {
    let shortTerm = shortTermGains - shortTermCarryover
    let longTerm = longTermGains - longTermCarryover
    let net = shortTerm + longTerm
    return ScheduleDWorksheet(
      shortTerm: shortTerm, longTerm: longTerm, net: net, gainOrLoss: net < .zero ? jsMax(net, -lossLimit) : net,
      netLongTermGain: jsMax(.zero, jsMin(longTerm, net)), shortTermCarryover: .zero, longTermCarryover: .zero)
  }

  /// Pub 550's Capital Loss Carryover Worksheet, once taxable income is known: the part of the
  /// loss the year's deduction used, the rest carried, short-term first. Nil without a net loss
  /// (Schedule D line 16), where the worksheet is not filled in and nothing carries.
  func capitalLossCarryover(_ schedule: ScheduleDWorksheet<N>, taxableIncome: N) -> ScheduleDWorksheet<N>? {
    guard schedule.net < .zero else { return nil }
    var result = schedule
    let allowed = -schedule.gainOrLoss  // line 2
    let used = jsMin(allowed, jsMax(.zero, taxableIncome + allowed))  // lines 3–4
    let shortLoss = jsMax(.zero, -schedule.shortTerm)  // line 5
    result.shortTermCarryover = jsMax(.zero, shortLoss - (used + jsMax(.zero, schedule.longTerm)))  // lines 6–8
    let longLoss = jsMax(.zero, -schedule.longTerm)  // line 9
    result.longTermCarryover = jsMax(.zero, longLoss - (jsMax(.zero, schedule.shortTerm) + jsMax(.zero, used - shortLoss)))  // lines 10–13
    return result
  }
}
