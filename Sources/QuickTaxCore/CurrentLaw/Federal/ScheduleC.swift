/// One person's sole proprietorship: Schedule C, and what the QBI deduction needs of it.
public struct ScheduleCWorksheet<N: TaxNumber>: Sendable {
  /// Line 1 and line 28; line 31, the net profit or loss.
  public var grossReceipts: N
  public var expenses: N
  public var netProfit: N
  public var specifiedService: Bool
  /// W-2 wages the business paid and the unadjusted basis of its qualified property (Form
  /// 8995-A lines 4 and 7).
  public var wagesPaid: N
  public var propertyBasis: N
}

extension TaxEngine {
  /// Schedule C line 31: gross receipts less expenses. `otherExpenses` is the web app's
  /// `deductions.businessExpenses`, which current law reads as an expense of the business of the
  /// first person on the return who has one (the caller passes it to that person only) — only
  /// when there is one: an employee's business expenses are not deductible (IRC §67(g); the
  /// caller warns).
  func scheduleC(_ income: CurrentLawPerson<N>, otherExpenses: N) -> ScheduleCWorksheet<N> {
    let receipts = income.selfEmploymentReceipts
    let expenses = income.selfEmploymentExpenses + (receipts > .zero ? otherExpenses : .zero)
    return ScheduleCWorksheet(
      grossReceipts: receipts, expenses: expenses, netProfit: receipts - expenses,
      specifiedService: income.specifiedServiceBusiness, wagesPaid: income.businessW2WagesPaid, propertyBasis: income.businessPropertyUBIA)
  }
}
