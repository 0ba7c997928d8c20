/// Form IT-201 lines 19–33: federal AGI to New York AGI for a full-year resident (Tax Law §612),
/// with the additions and subtractions the household can express. Not modelled: lines 21–23 and
/// 25 (414(h) contributions, 529 withdrawals, other additions, taxable refunds) and line 31's
/// other subtractions (IT-225).
struct NewYorkAdjustedGrossIncome<N: TaxNumber> {
  /// Line 19: federal AGI (Form 1040 line 11).
  var federalAGI: N
  /// Line 20: interest on bonds of states other than New York and their subdivisions (added).
  var otherStatesBondInterest: N
  /// Line 26: pensions of New York State, its local governments and the federal government.
  var governmentPensions: N
  /// Line 27: taxable Social Security benefits (Form 1040 line 6b).
  var taxableSocialSecurity: N
  /// Line 28: interest on U.S. government obligations.
  var usGovernmentInterest: N
  /// Line 29: the pension and annuity exclusion, up to the limit for each person 59½ or older.
  var pensionExclusion: N
  /// Line 30: contributions to New York's 529 college savings program, up to the limit.
  var collegeSavings: N
  /// What was assumed where the household does not say.
  var notes: [String]

  /// Line 24 less line 32: New York AGI (line 33).
  var newYorkAGI: N {
    federalAGI + otherStatesBondInterest - governmentPensions - taxableSocialSecurity - usGovernmentInterest - pensionExclusion - collegeSavings
  }
}

extension TaxEngine {
  /// Lines 19–33. The pension exclusion (line 29, §612(c)(3-a)) takes each person's pensions and
  /// IRA distributions included in federal AGI (not a government pension, line 26), up to the
  /// limit, for a person 59½ before the year began: an age at the end of the year of 60 or more
  /// is taken to be that (someone who turned 59½ during the year excludes only what came after,
  /// which the household cannot say; said so), and none is excluded without an age.
  func newYorkAdjustedGrossIncome(_ inputs: StateReturnInputs<N>, tables: NewYorkTaxTables<N>) -> NewYorkAdjustedGrossIncome<N> {
    let household = inputs.household
    let income = inputs.income
    let people = household.peopleOnReturn
    var government = N.zero
    var exclusion = N.zero
    var notes: [String] = []
    let included = income.retirement?.includedByPerson ?? []
    for (index, person) in people.enumerated() {
      let amounts = index < included.count ? included[index] : []
      var qualifying = N.zero
      for (distribution, amount) in zip(person.retirementDistributions, amounts) {
        if distribution.governmentPension { government += amount } else { qualifying += amount }
      }
      guard qualifying > .zero else { continue }
      let age = household.family.age(spouse: index == 1)
      let path = index == 1 ? "family.spouseAge" : "family.userAge"
      let minimumAge = tables.pensionExclusionAge.jsCeil  // 59½ before January 1: 60 or more at the year's end
      if let age, N(age) >= minimumAge {
        exclusion += jsMin(qualifying, tables.pensionExclusionLimit)
        if N(age) == minimumAge {
          notes.append(
            "\(path) is \(age): the pension exclusion (IT-201 line 29) is taken as if 59½ came before the year began; if it came during "
              + "the year, only what was received after it is excluded.")
        }
      } else if age == nil {
        notes.append("\(path) is not given: no pension exclusion (IT-201 line 29), which needs 59½; enter the age to have it figured.")
      }
    }
    return NewYorkAdjustedGrossIncome(
      federalAGI: income.adjustedGrossIncome,
      otherStatesBondInterest: people.reduce(N.zero) { $0 + $1.taxExemptInterestOtherStates },
      governmentPensions: government, taxableSocialSecurity: income.taxableSocialSecurityBenefits,
      usGovernmentInterest: people.reduce(N.zero) { $0 + $1.treasuryInterest }, pensionExclusion: exclusion,
      collegeSavings: jsMin(jsMax(.zero, household.deductions.newYork529Contributions), tables.collegeSavingsLimit[household.filingStatus]),
      notes: notes)
  }
}
