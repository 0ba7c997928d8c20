import QuickTaxCore

/// The sentences the text and markdown reports share, so both say the same thing the same way.
extension TaxNumber {
  /// The size of an owed-or-refund figure, as the Summary step shows `Math.abs(owedOrRefund)`.
  var magnitudeForDisplay: Self { self < .zero ? -self : self }
}

extension MoneyFormat {
  /// An amount taken off: "-$13,500" (a negative amount shows as added back, "+$5").
  static func subtracted<N: TaxNumber>(_ amount: N) -> String {
    if amount > .zero { return "-" + dollars(amount) }
    if amount < .zero { return "+" + dollars(-amount) }
    return dollars(amount)
  }
}

/// A list in a sentence: "a", "a and b", "a, b and c".
enum ListWording {
  static func joined(_ phrases: [String]) -> String {
    phrases.count < 2 ? phrases.joined() : phrases.dropLast().joined(separator: ", ") + " and " + (phrases.last ?? "")
  }
}

enum BalanceWording {
  static func headline<N: TaxNumber>(_ owedOrRefund: N, amount: String) -> String {
    if owedOrRefund > .zero { return "\(amount) owed" }
    if owedOrRefund < .zero { return "\(amount) overpaid (refund)" }
    return owedOrRefund.isNaN ? "not computable (see the warnings)" : "$0, nothing owed"
  }

  static func label<N: TaxNumber>(_ owedOrRefund: N) -> String {
    owedOrRefund > .zero ? "Owed" : (owedOrRefund < .zero ? "Overpaid" : "Balance")
  }
}

enum DeductionWording {
  /// `salesTax`: line 5a holds general sales taxes, not income taxes (Schedule A's box).
  static func federalChoice<N: TaxNumber>(
    standard: N, itemized: FederalItemizedDeductionDetails<N>, chosen: DeductionInfo<N>.Kind, salesTax: Bool = false
  ) -> String {
    let parts = federalItemizedParts(itemized, salesTax: salesTax).joined(separator: ", ")
    switch chosen {
    case .standard:
      return "The standard deduction is more than itemizing (\(MoneyFormat.dollars(itemized.total)): \(parts))."
    case .itemized:
      return "Itemized (\(parts)) is more than the standard \(MoneyFormat.dollars(standard))."
    }
  }

  static func federalItemizedParts<N: TaxNumber>(_ itemized: FederalItemizedDeductionDetails<N>, salesTax: Bool = false) -> [String] {
    var salt = "state and local taxes \(MoneyFormat.dollars(itemized.saltDeduction))"
    let paid = "property \(MoneyFormat.dollars(itemized.propertyTax)) + \(salesTax ? "sales" : "income") \(MoneyFormat.dollars(itemized.stateIncomeTax))"
    salt += itemized.saltCapped ? " (\(paid), capped at \(MoneyFormat.dollars(itemized.saltCap)))" : " (\(paid))"
    return [salt, mortgage(itemized.effectiveMortgageInterest, of: itemized.mortgageInterest, limited: itemized.mortgageLimited,
      balance: itemized.mortgageBalance, limit: itemized.mortgageLimit), "donations \(MoneyFormat.dollars(itemized.donations))"]
  }

  static func californiaChoice<N: TaxNumber>(_ worksheet: CaliforniaDeductionWorksheet<N>, chosen: DeductionInfo<N>.Kind) -> String {
    let itemized = worksheet.itemized
    let parts = [
      "property tax \(MoneyFormat.dollars(itemized.propertyTax))",
      mortgage(itemized.effectiveMortgageInterest, of: itemized.mortgageInterest, limited: itemized.mortgageLimited,
        balance: itemized.mortgageBalance, limit: itemized.mortgageLimit),
      "donations \(MoneyFormat.dollars(itemized.donations))",
    ].joined(separator: ", ")
    switch chosen {
    case .standard: return "The standard deduction is more than itemizing (\(MoneyFormat.dollars(itemized.total)): \(parts))."
    case .itemized: return "Itemized (\(parts)) is more than the standard \(MoneyFormat.dollars(worksheet.standardDeduction))."
    }
  }

  static func mortgage<N: TaxNumber>(_ deductible: N, of interest: N, limited: Bool, balance: N, limit: N) -> String {
    guard limited else { return "mortgage interest \(MoneyFormat.dollars(deductible))" }
    return "mortgage interest \(MoneyFormat.dollars(deductible)) of \(MoneyFormat.dollars(interest)) "
      + "(balance \(MoneyFormat.dollars(balance)) over the \(MoneyFormat.dollars(limit)) limit)"
  }
}

enum BracketWording {
  /// "12% on $300 ($4,123 to $4,423)": the rate, the income taxed at it, the bracket.
  static func row<N: TaxNumber>(_ detail: TaxBracketDetail<N>) -> String {
    let bracket = detail.bracket
    let range =
      bracket.max.isInfinite
      ? "over \(MoneyFormat.dollars(bracket.min))" : "\(MoneyFormat.dollars(bracket.min)) to \(MoneyFormat.dollars(bracket.max))"
    return "\(MoneyFormat.rate(bracket.rate)) on \(MoneyFormat.dollars(detail.taxableInBracket)) (\(range))"
  }

  /// Why the bracket rows need not add up to the tax below a tax table's ceiling: the table taxes
  /// the middle of the income's row (Form 1040 line 16 instructions; Form 540 line 31), the rows
  /// the income itself: the tax of the row's middle, rounded, and what the rows add to when it
  /// differs.
  static func taxTableNote<N: TaxNumber>(_ source: String, table: TaxTableRule<N>, income: N, tax: N, rows: [TaxBracketDetail<N>]) -> String {
    var note = "The tax is from \(source) for taxable income under \(MoneyFormat.dollars(table.ceiling))"
    guard let middle = table.rowMiddle(of: income), income > .zero else { return note + "." }
    note += ": the rate schedule's tax on the middle of its row (\(MoneyFormat.dollars(middle))), rounded, \(MoneyFormat.dollars(tax))"
    let rowsTotal = rows.reduce(N.zero) { $0 + $1.taxForBracket }
    if rowsTotal.jsRounded() != tax.jsRounded() {
      note += "; the rows above, on \(MoneyFormat.dollars(income)) itself, add to \(MoneyFormat.dollars(rowsTotal))"
    }
    return note + "."
  }

  static func distance<N: TaxNumber>(_ info: NextBracketInfo<N>) -> String {
    guard let nextRate = info.nextRate, let distance = info.distanceToNextBracket else {
      return "Tax bracket \(MoneyFormat.rate(info.currentRate)), the top one."
    }
    return "Tax bracket \(MoneyFormat.rate(info.currentRate)); \(MoneyFormat.dollars(distance)) more taxable income reaches \(MoneyFormat.rate(nextRate))."
  }
}

enum PlanWording {
  static func status<N: TaxNumber>(_ suggestion: EstimatedPaymentSuggestion<N>) -> String {
    suggestion.isPaid ? "paid" : (suggestion.isPastDue ? "past due" : "pay")
  }

  /// What the Summary step says under a plan, when it says anything.
  static func note<N: TaxNumber>(_ suggestions: [EstimatedPaymentSuggestion<N>], owed: N) -> String? {
    let allPaid = suggestions.allSatisfy(\.isPaid)
    if allPaid && owed != .zero {
      let outcome = owed > .zero ? "owe \(MoneyFormat.dollars(owed))" : "be refunded \(MoneyFormat.dollars(owed.magnitudeForDisplay))"
      return "All payments are made; you would \(outcome) when you file."
    }
    if owed < .zero && !allPaid { return "No more payments needed: you are on track for a refund." }
    if owed == .zero && !allPaid { return "No more payments needed." }
    return nil
  }
}

extension DeductionWording {
  /// Where each person's California SDI comes from, when someone gave it as withheld
  /// (`ytdCaliforniaSDIWithheld`); nil when everyone's is the statutory rate on their wages.
  static func disabilityInsurance<N: TaxNumber>(_ byPerson: [DisabilityInsuranceWorksheet<N>]) -> String? {
    guard byPerson.contains(where: { $0.basis == .withheldToDate }) else { return nil }
    let people = [("yours", "userIncome"), ("your spouse's", "spouseIncome")]
    let parts = zip(people, byPerson).map { person, sdi in
      let (owner, path) = person
      switch sdi.basis {
      case .statutoryRate:
        return "\(owner) \(MoneyFormat.dollars(sdi.amount)) at the statutory \(MoneyFormat.rate(sdi.rateOnWagesToCome)) of wages"
      case .withheldToDate:
        let given = "\(owner) \(MoneyFormat.dollars(sdi.withheldToDate)) withheld to date as given (\(path).ytdCaliforniaSDIWithheld)"
        guard sdi.wagesToCome > .zero else { return given + " with no wages still to come" }
        let rate = MoneyFormat.rate(sdi.rateOnWagesToCome)
        let basis = sdi.wagesToDate > .zero ? "at that rate (\(rate) of wages to date)" : "at the statutory \(rate) (no wages to date)"
        return given + " and \(MoneyFormat.dollars(sdi.amount - sdi.withheldToDate)) on \(MoneyFormat.dollars(sdi.wagesToCome)) of wages still to come \(basis)"
      }
    }
    return "SDI: " + parts.joined(separator: "; ") + "."
  }
}
