/// One tax year's federal figures (the web app's `FEDERAL_TAX_DATA[year]` and the constants its
/// federal calculator and orchestrator write inline).
public final class FederalTaxTables<N: TaxNumber>: Sendable {
  /// Ordinary income brackets (Form 1040 Tax Computation Worksheet / Rev. Proc. figures).
  public let ordinaryBrackets: ByFilingStatus<[TaxBracket<N>]>
  public let standardDeduction: ByFilingStatus<N>
  /// 0% / 15% / 20% brackets for qualified dividends and long-term gains, stacked on top of
  /// ordinary taxable income.
  public let capitalGainsBrackets: ByFilingStatus<[TaxBracket<N>]>
  public let saltCap: SaltCapRule<N>
  public let mortgageInterestLimits: MortgageInterestLimits<N>
  /// Net capital loss deductible against other income (IRC §1211(b)).
  public let capitalLossLimit: N
  /// Federal withholding assumed on an RSU vest when no earlier vest shows the real rate.
  public let rsuDefaultWithholdingRate: N
  /// Estimated tax due dates and cumulative shares (Form 1040-ES).
  public let estimatedPaymentSchedule: [PaymentInstallment<N>]
  /// The rules the web app leaves out (Engine/CurrentLaw); nil in the web app's tables.
  public let currentLaw: FederalCurrentLawRules<N>?

  public init(
    ordinaryBrackets: ByFilingStatus<[TaxBracket<N>]>, standardDeduction: ByFilingStatus<N>,
    capitalGainsBrackets: ByFilingStatus<[TaxBracket<N>]>, saltCap: SaltCapRule<N>,
    mortgageInterestLimits: MortgageInterestLimits<N>, capitalLossLimit: N, rsuDefaultWithholdingRate: N,
    estimatedPaymentSchedule: [PaymentInstallment<N>], currentLaw: FederalCurrentLawRules<N>? = nil
  ) {
    self.ordinaryBrackets = ordinaryBrackets
    self.standardDeduction = standardDeduction
    self.capitalGainsBrackets = capitalGainsBrackets
    self.saltCap = saltCap
    self.mortgageInterestLimits = mortgageInterestLimits
    self.capitalLossLimit = capitalLossLimit
    self.rsuDefaultWithholdingRate = rsuDefaultWithholdingRate
    self.estimatedPaymentSchedule = estimatedPaymentSchedule
    self.currentLaw = currentLaw
  }
}

/// The cap on the state and local tax deduction (IRC §164(b)(6)) and its phase-out by MAGI.
public struct SaltCapRule<N: TaxNumber>: Sendable {
  public var baseCap: N
  /// MAGI above which the cap shrinks; `Infinity` for no phase-out.
  public var phaseoutThreshold: N
  /// Reduction of the cap per dollar of MAGI above the threshold.
  public var phaseoutRate: N
  /// The cap never falls below this.
  public var minimumCap: N

  public init(baseCap: N, phaseoutThreshold: N, phaseoutRate: N, minimumCap: N) {
    self.baseCap = baseCap
    self.phaseoutThreshold = phaseoutThreshold
    self.phaseoutRate = phaseoutRate
    self.minimumCap = minimumCap
  }
}

/// Home mortgage balances whose interest is deductible (IRC §163(h)(3)(F)).
public struct MortgageInterestLimits<N: TaxNumber>: Sendable {
  /// For loans taken out before December 16, 2017.
  public var grandfatheredBalanceLimit: N
  /// For later loans.
  public var balanceLimit: N

  public init(grandfatheredBalanceLimit: N, balanceLimit: N) {
    self.grandfatheredBalanceLimit = grandfatheredBalanceLimit
    self.balanceLimit = balanceLimit
  }
}
