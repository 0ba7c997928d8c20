/// One job with paychecks left this year: whose it is, how often it pays, how many paychecks
/// remain after the as-of date and the last of them.
public struct PaycheckJob: Sendable, Equatable {
  /// Whose job: `user` (`userIncome`) or `spouse` (`spouseIncome`).
  public enum Holder: String, Sendable {
    case user
    case spouse

    /// "your job", "your spouse's job".
    public var possessive: String { self == .user ? "your" : "your spouse's" }
  }

  public enum PayFrequency: String, Sendable {
    case biweekly
    case monthly
  }

  public let holder: Holder
  public let payFrequency: PayFrequency
  public let remainingPaychecks: Int
  /// The last paycheck's date, `YYYY-MM-DD`: the day the last of the extra is withheld.
  public let lastPaycheck: String
}

extension EstimatedTaxPlan.WithholdingAlternative {
  /// The withholding alternative as it goes on one job's form: Form W-4 Step 4(c) ("extra
  /// withholding", each pay period) for the IRS, DE 4 line 2 ("additional amount of state income
  /// tax to be withheld each pay period") for California.
  ///
  /// The extra is split pro rata by paychecks left: every paycheck of every job carries the same
  /// amount. Withholding counts in total, on the due dates in equal parts, whichever paycheck it
  /// comes from (IRC §6654(g)(1); R&TC §19136(e)), so any split covers the same dates; this one asks
  /// the least of each paycheck and is the per-paycheck figure the plan already shows.
  public struct FormLine: Sendable {
    public let job: PaycheckJob
    /// What to enter on the line: the extra per paycheck to the cent, rounded up to the dollar so
    /// that entering it is enough (whole dollars, as a Double: no amount, however large, traps).
    public let amountPerPayPeriod: Double
    /// `amountPerPayPeriod` on each of the job's paychecks left.
    public var total: Double { amountPerPayPeriod * Double(job.remainingPaychecks) }
  }

  /// One line per job with paychecks left (yours, then your spouse's).
  public var formLines: [FormLine] {
    let perPayPeriod = Self.amountToEnter(extraPerPaycheck)
    return jobs.map { FormLine(job: $0, amountPerPayPeriod: perPayPeriod) }
  }

  /// Whole dollars to enter for an amount: to the cent, then up to the dollar (as the plan's text
  /// shows it).
  public static func amountToEnter(_ amount: N) -> Double {
    let cents = (amount.doubleValue * 100).rounded()
    guard cents.isFinite, cents > 0 else { return 0 }
    return (cents / 100).rounded(.up)
  }
}
