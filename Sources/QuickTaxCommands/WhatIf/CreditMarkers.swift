import QuickTaxCore

/// Where a household stands on the credits and allowances that phase out with income, so that a
/// what-if can say which one a change moves: the refundable credits a low-income worker gets back
/// (the earned income credit, CalEITC and the young child tax credit), the child tax credit, and
/// Form 8582's rental loss allowance.
struct CreditMarkers: Equatable {
  /// How much of a credit or allowance is left.
  enum Phase: Int, Comparable {
    case full, phasingOut, gone

    static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var earnedIncomeCredit: Phase?
  var californiaEarnedIncomeCredit: Phase?
  var youngChildCredit: Phase?
  var childTaxCredit: Phase?
  var rentalAllowance: Phase?

  init(_ report: EstimateReport<Double>) {
    guard let law = report.worksheet.currentLaw else { return }
    let status = report.household.filingStatus
    // The federal earned income credit: past its phase-out's start (IRC §32(b)) by earned income
    // or AGI, or gone (nothing figured: income past the table, or disallowed).
    if let rule = report.tables.federal.currentLaw?.earnedIncomeCredit, !rule.columns.isEmpty {
      if let eic = law.earnedIncomeCredit, eic.disallowance == nil, eic.credit > 0 {
        let column = rule.columns[min(eic.qualifyingChildren, rule.columns.count - 1)]
        let threshold = status.isJoint ? column.jointPhaseoutThreshold : column.phaseoutThreshold
        earnedIncomeCredit = max(eic.earnedIncome, eic.adjustedGrossIncome) > threshold ? .phasingOut : .full
      } else {
        earnedIncomeCredit = .gone
      }
    }
    if let california = law.california, let rule = report.tables.california.currentLaw?.earnedIncomeCredit, !rule.columns.isEmpty {
      if let caleitc = california.earnedIncomeCredit, caleitc.disallowance == nil, caleitc.credit > 0 {
        let column = rule.columns[min(caleitc.qualifyingChildren, rule.columns.count - 1)]
        californiaEarnedIncomeCredit = max(caleitc.earnedIncome, caleitc.adjustedGrossIncome) > column.phaseoutAmount ? .phasingOut : .full
      } else {
        californiaEarnedIncomeCredit = .gone
      }
      if report.household.family.childrenUnder6Count > 0 {
        let young = california.earnedIncomeCredit?.youngChildCredit ?? 0
        youngChildCredit = young <= 0 ? .gone : young < rule.youngChildCredit ? .phasingOut : .full
      }
    }
    let credits = law.schedule8812
    if credits.creditsBeforePhaseout > 0 {
      childTaxCredit = credits.creditsAfterPhaseout <= 0 ? .gone : credits.phaseout > 0 ? .phasingOut : .full
    }
    if let rentals = law.income.rentalRealEstate, rentals.specialAllowanceApplies {
      let maximum = report.tables.federal.currentLaw?.passiveActivityLosses.maximumAllowance ?? rentals.maximumAllowance
      rentalAllowance = rentals.maximumAllowance <= 0 ? .gone : rentals.maximumAllowance < maximum ? .phasingOut : .full
    }
  }

  /// In words, what changes from `base` to `self`.
  func changes(from base: CreditMarkers) -> [String] {
    var reasons: [String] = []
    func compare(_ now: Phase?, _ before: Phase?, _ name: String, _ why: String) {
      guard let now, let before, now != before else { return }
      switch now {
      case .full: reasons.append("\(name) is whole again")
      case .phasingOut: reasons.append(before == .full ? "\(name) starts to phase out (\(why))" : "part of \(name) is back")
      case .gone: reasons.append("\(name) is fully phased out")
      }
    }
    compare(earnedIncomeCredit, base.earnedIncomeCredit, "the earned income credit", "IRC §32(b): income over its threshold")
    compare(californiaEarnedIncomeCredit, base.californiaEarnedIncomeCredit, "CalEITC", "R&TC §17052: earned income over its phase-out amount")
    compare(youngChildCredit, base.youngChildCredit, "the young child tax credit", "R&TC §17052.1: earned income over its threshold")
    compare(childTaxCredit, base.childTaxCredit, "the child tax credit", "IRC §24(b): modified AGI over its threshold")
    compare(rentalAllowance, base.rentalAllowance, "the rental loss allowance", "IRC §469(i)(3): modified AGI over its threshold")
    return reasons
  }
}

extension TaxCalculationResult where N == Double {
  /// What the person pays or gets back: federal total tax less the refundable credits (the
  /// earned income credit, the additional child tax credit, the refundable American opportunity
  /// credit: Form 1040 lines 27–29).
  var federalTaxAfterRefundableCredits: Double { federalTax.totalTax - (federalTax.currentLaw?.refundableCredits ?? 0) }

  /// California's total tax less CalEITC and the young child tax credit (Form 540 lines 75–76).
  var californiaTaxAfterRefundableCredits: Double? { californiaTax.map { $0.totalTax - $0.refundableCredits } }

  /// Both, and a state's return made beside the federal one (Washington's excise tax): the figure
  /// a change of income is measured on.
  var taxAfterRefundableCredits: Double {
    federalTaxAfterRefundableCredits + (californiaTaxAfterRefundableCredits ?? 0) + (stateTax?.totalTax ?? 0)
  }

  /// Whether any refundable credit is in the figures.
  var hasRefundableCredits: Bool {
    (federalTax.currentLaw?.refundableCredits ?? 0) != 0 || (californiaTax?.refundableCredits ?? 0) != 0
  }
}
