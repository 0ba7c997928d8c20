extension TaxEngine {
  /// The SALT cap for a MAGI: the base cap, reduced by the phase-out rate on MAGI above the
  /// threshold, never below the minimum (IRC §164(b)(6) as amended in 2025).
  /// Ports `getFederalSaltCap` (src/calculators/federal/constants.ts).
  public func getFederalSaltCap(_ saltCap: SaltCapRule<N>, magi: N) -> N {
    if magi <= saltCap.phaseoutThreshold { return saltCap.baseCap }
    let excessIncome = magi - saltCap.phaseoutThreshold
    let reduction = excessIncome * saltCap.phaseoutRate
    let adjustedCap = saltCap.baseCap - reduction
    return jsMax(adjustedCap, saltCap.minimumCap)
  }
}
