/// The states that tax no wages: a resident owes no state income tax, files no state return and
/// pays no state estimated tax. Washington's capital gains excise tax is Washington's own
/// (States/Washington).
enum NoIncomeTaxStates {
  /// Each with the law or the revenue department that says so.
  static let profiles: [StateProfile] = [
    StateProfile(state: .AK, incomeTax: .none, noIncomeTaxLaw: "its individual income tax was repealed in 1980 (Alaska Department of Revenue)"),
    StateProfile(state: .FL, incomeTax: .none, noIncomeTaxLaw: "the Florida Constitution bars a tax on natural persons' income (art. VII, §5(a))"),
    StateProfile(state: .NV, incomeTax: .none, noIncomeTaxLaw: "the Nevada Constitution bars an income tax on wages or personal income (art. 10, §1(9))"),
    StateProfile(
      state: .NH, incomeTax: .none,
      noIncomeTaxLaw: "it taxes no wages, and its interest and dividends tax (RSA 77) is repealed for periods after December 31, 2024 (HB 2, 2023; NH Department of Revenue Administration, January 23, 2025)"),
    StateProfile(state: .SD, incomeTax: .none, noIncomeTaxLaw: "it levies no individual income tax (South Dakota Department of Revenue)"),
    StateProfile(
      state: .TN, incomeTax: .none,
      noIncomeTaxLaw: "it taxes no wages (Tennessee Constitution art. II, §28), and its Hall tax on interest and dividends ended with 2020 (Tenn. Code Ann. §67-2-124(c))"),
    StateProfile(state: .TX, incomeTax: .none, noIncomeTaxLaw: "the Texas Constitution bars a tax on individuals' net incomes (art. 8, §24-a)"),
    StateProfile(state: .WY, incomeTax: .none, noIncomeTaxLaw: "it levies no individual income tax (Wyoming Department of Revenue)"),
  ]
}
