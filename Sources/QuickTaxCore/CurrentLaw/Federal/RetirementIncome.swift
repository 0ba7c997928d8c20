/// Form 1040 lines 4a–5b from the Forms 1099-R of the people on the return: IRA distributions
/// less qualified charitable distributions (IRC §408(d)(8)), pensions and annuities, the tax
/// withheld from them, and the early distributions Form 5329 and FTB 3805P tax.
/// Filled in by `retirementIncome` below, read-only after.
public final class RetirementIncomeWorksheet<N: TaxNumber>: @unchecked Sendable {
  /// Line 4a: the IRA distributions' taxable amounts (box 2a), QCDs included; line 4b: less the
  /// QCDs excluded (the Roth conversion, added by the return, is on both).
  public fileprivate(set) var iraDistributions: N
  public fileprivate(set) var taxableIRADistributions: N
  /// Lines 5a and 5b: pensions and annuities (box 2a; box 1's gross amount is not asked).
  public fileprivate(set) var pensionsAndAnnuities: N
  /// The QCDs excluded: within the year's limit per person, by a person 70½ or older.
  public fileprivate(set) var qualifiedCharitableDistributions: N
  /// Form 5329 line 1: early distributions included in income; line 2: those an exception covers.
  public fileprivate(set) var earlyDistributions: N
  public fileprivate(set) var exceptedEarlyDistributions: N
  /// Box 4 (Form 1040 line 25b) and box 14 (California withholding).
  public fileprivate(set) var federalWithheld: N
  public fileprivate(set) var stateWithheld: N
  /// Distributions (QCDs included) that reduce the saver's credit's contributions, per person
  /// (Form 8880 line 4: this year's only).
  public fileprivate(set) var distributionsByPerson: [N]
  /// What each distribution puts in line 4b or 5b (its taxable amount less the QCD excluded), per
  /// person in the order entered: the annualized periods take these, by date.
  public fileprivate(set) var includedByPerson: [[N]]
  /// QCDs not excluded, each naming its field.
  public fileprivate(set) var notices: [InputDiagnostic]

  init(
    iraDistributions: N, taxableIRADistributions: N, pensionsAndAnnuities: N, qualifiedCharitableDistributions: N,
    earlyDistributions: N, exceptedEarlyDistributions: N, federalWithheld: N,
    stateWithheld: N, distributionsByPerson: [N], includedByPerson: [[N]], notices: [InputDiagnostic]
  ) {
    self.iraDistributions = iraDistributions
    self.taxableIRADistributions = taxableIRADistributions
    self.pensionsAndAnnuities = pensionsAndAnnuities
    self.qualifiedCharitableDistributions = qualifiedCharitableDistributions
    self.earlyDistributions = earlyDistributions
    self.exceptedEarlyDistributions = exceptedEarlyDistributions
    self.federalWithheld = federalWithheld
    self.stateWithheld = stateWithheld
    self.distributionsByPerson = distributionsByPerson
    self.includedByPerson = includedByPerson
    self.notices = notices
  }

  /// Form 5329 line 3: the early distributions subject to the additional tax.
  public var earlyDistributionsSubjectToTax: N { jsMax(.zero, earlyDistributions - exceptedEarlyDistributions) }
}

/// A person on the return for ``TaxEngine/retirementIncome(_:rule:)``.
struct RetirementPerson<N: TaxNumber> {
  /// `userIncome` or `spouseIncome`.
  let path: String
  let distributions: [RetirementDistributionAmounts<N>]
  /// Age at the end of the year, when given (`family.userAge`, `family.spouseAge`).
  let age: Int?
  /// `family.userAge` or `family.spouseAge`, for messages.
  let agePath: String
}

extension TaxEngine {
  /// Each person's 1099-Rs in the order entered. A QCD is excluded when its owner is old enough
  /// and the person's QCDs so far are within the limit; the rest of it stays in line 4b, with a
  /// warning naming the field. Whether the owner had reached 70½ on the day of the distribution
  /// (§408(d)(8)(B)(ii)) is decided from the age at the end of the year:
  /// - 71 or more: reached 70½ by July 1 at the latest: excluded (a QCD of a 71-year-old born in
  ///   the second half of the year made before the half-birthday would not be: the payer and the
  ///   owner know; QuickTax takes it as qualified).
  /// - 70: reached 70½ this year only if born in its first half, and only distributions from that
  ///   day qualify: excluded as entered, with a warning saying so.
  /// - under 70: not 70½ on any day of the year: taxable, with a warning.
  /// - not given: excluded as entered, with a warning asking for the age.
  /// A `date` outside the tax year never reaches here: the engine refuses it by name
  /// (``Household/datedAndAgedContradictions()``).
  func retirementIncome(
    _ people: [RetirementPerson<N>], rule: RetirementDistributionRule<N>
  ) -> RetirementIncomeWorksheet<N> {
    let worksheet = RetirementIncomeWorksheet<N>(
      iraDistributions: .zero, taxableIRADistributions: .zero, pensionsAndAnnuities: .zero, qualifiedCharitableDistributions: .zero,
      earlyDistributions: .zero, exceptedEarlyDistributions: .zero,
      federalWithheld: .zero, stateWithheld: .zero, distributionsByPerson: [], includedByPerson: [], notices: [])
    let ageRule = rule.qualifiedCharitableDistributionAge
    for person in people {
      var excluded = N.zero  // this person's QCDs excluded so far
      var received = N.zero
      var warnedAge = false
      var includedAmounts: [N] = []
      includedAmounts.reserveCapacity(person.distributions.count)
      for (index, distribution) in person.distributions.enumerated() {
        let taxable = distribution.taxableAmount
        worksheet.federalWithheld += distribution.federalWithheld
        worksheet.stateWithheld += distribution.stateWithheld
        received += taxable
        var included = taxable
        if distribution.isIRA {
          worksheet.iraDistributions += taxable
          let field = "\(person.path).retirementDistributions[\(index)].qualifiedCharitableDistribution"
          let asked = jsMin(taxable, distribution.qualifiedCharitableDistribution)
          if asked > .zero {
            // Old enough (see above): the age at year end against 70½ and its whole years.
            let eligible: Bool
            switch person.age.map({ N($0) }) {
            case nil:
              eligible = true
              if !warnedAge {
                worksheet.notices.append(
                  InputDiagnostic(
                    .warning, path: person.agePath,
                    "is not given: \(field) is excluded as a qualified charitable distribution as entered; give the age at the end of the year (70½ or older on the day of the distribution qualifies, IRC §408(d)(8)(B)(ii))"))
              }
              warnedAge = true
            case let age? where age >= ageRule.jsCeil:
              eligible = true
            case let age? where age >= ageRule.jsFloor:
              eligible = true
              worksheet.notices.append(
                InputDiagnostic(
                  .warning, path: field,
                  "is excluded as entered, but at \(person.age ?? 0) at the end of the year the owner reached 70½ this year only if born in its first half, and only a distribution made on or after that day qualifies (IRC §408(d)(8)(B)(ii)); otherwise it is taxable"))
            default:
              eligible = false
              worksheet.notices.append(
                InputDiagnostic(
                  .warning, path: field,
                  "is taxed: at \(person.age ?? 0) at the end of the year (\(person.agePath)) the owner had not reached 70½, so it is not a qualified charitable distribution (IRC §408(d)(8)(B)(ii)); it stays in line 4b"))
            }
            if eligible {
              let allowed = jsMin(asked, jsMax(.zero, rule.qualifiedCharitableDistributionLimit - excluded))
              if allowed < asked {
                worksheet.notices.append(
                  InputDiagnostic(
                    .warning, path: field,
                    "takes \(person.path)'s qualified charitable distributions over the year's limit of \(rule.qualifiedCharitableDistributionLimit.plainDollars) a person (IRC §408(d)(8)(A)): \((asked - allowed).plainDollars) of it is taxed on line 4b"))
              }
              excluded += allowed
              included = taxable - allowed
            }
          }
          worksheet.taxableIRADistributions += included
        } else {
          worksheet.pensionsAndAnnuities += taxable
        }
        includedAmounts.append(included)
        if distribution.earlyDistribution {
          worksheet.earlyDistributions += included
          if distribution.earlyDistributionException { worksheet.exceptedEarlyDistributions += included }
        }
      }
      worksheet.qualifiedCharitableDistributions += excluded
      worksheet.distributionsByPerson.append(received)
      worksheet.includedByPerson.append(includedAmounts)
    }
    return worksheet
  }
}
