/// One due date of an estimated-tax schedule, with the share of the year's tax due by then in all.
public struct PaymentInstallment<N: TaxNumber>: Sendable {
  /// "Q1"…"Q4".
  public var quarter: String
  /// 1…4, from `quarter`: which quarter's payment field counts toward this installment (0 when
  /// the label is not Q1…Q4, which table validation rejects).
  public var quarterNumber: Int
  /// The due date as the web app shows it ("June 16, 2025").
  public var dueDateText: String
  /// The due date as `new Date("YYYY-MM-DD")`: midnight UTC that day.
  public var dueDate: JSDate
  /// The ISO date the file gives ("2025-06-16").
  public var dueDateISO: String
  /// The cumulative share of the year's tax due by this date (0.25, 0.50…).
  public var cumulativePercentage: N

  public init(quarter: String, dueDateText: String, dueDateISO: String, cumulativePercentage: N) {
    self.quarter = quarter
    quarterNumber = ["Q1", "Q2", "Q3", "Q4"].firstIndex(of: quarter).map { $0 + 1 } ?? 0
    self.dueDateText = dueDateText
    self.dueDateISO = dueDateISO
    self.dueDate = JSDate(parsing: dueDateISO, timeZone: .utc)
    self.cumulativePercentage = cumulativePercentage
  }
}
