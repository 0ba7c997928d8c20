/// What the people on the return received beyond the web app's income that the return treats on
/// its own lines: Social Security benefits (SSA-1099; Form 1040 lines 6a–6b), unemployment
/// compensation (1099-G; Schedule 1 line 7), interest on US Treasury obligations (1099-INT box 3;
/// part of line 2b), tax-exempt interest (box 8; line 2a), and the federal income tax withheld
/// from the benefits and the compensation (line 25b).
public struct BenefitsAndInterest<N: TaxNumber>: Sendable {
  public var socialSecurityBenefits: N = .zero
  public var socialSecurityWithheld: N = .zero
  public var unemploymentCompensation: N = .zero
  public var unemploymentWithheld: N = .zero
  public var treasuryInterest: N = .zero
  public var taxExemptInterest: N = .zero
  /// The part of `taxExemptInterest` from bonds of other states, which California taxes.
  public var taxExemptInterestOtherStates: N = .zero

  /// Form 1040 line 25b: withholding shown on Forms SSA-1099 (box 6) and 1099-G (box 4).
  public var federalWithheld: N { socialSecurityWithheld + unemploymentWithheld }

  public init() {}

  /// The people's amounts added up; nothing read for a person who gave none of them.
  init(_ people: [CurrentLawPerson<N>]) {
    for person in people where person.hasBenefitsOrInterest {
      socialSecurityBenefits += person.socialSecurityBenefits
      socialSecurityWithheld += person.socialSecurityWithheld
      unemploymentCompensation += person.unemploymentCompensation
      unemploymentWithheld += person.unemploymentWithheld
      treasuryInterest += person.treasuryInterest
      taxExemptInterest += person.taxExemptInterest
      taxExemptInterestOtherStates += person.taxExemptInterestOtherStates
    }
  }

  /// A part larger than its whole, each naming its field: the other states' interest is part of
  /// the tax-exempt interest (1099-INT box 8), the tax withheld from the benefits and from the
  /// unemployment compensation comes out of them (SSA-1099 box 6 of box 5's benefits, 1099-G box 4
  /// of box 1's compensation), and foreign tax is paid on the foreign income it is given with
  /// (Form 1116 lines 1a and 8: no tax rate takes more than the income). Each is used as entered.
  static func inconsistencies(_ people: [CurrentLawPerson<N>]) -> [InputDiagnostic] {
    var found: [InputDiagnostic] = []
    for (index, person) in people.enumerated() {
      let path = index == 0 ? "userIncome" : "spouseIncome"
      if let income = person.foreignSourceIncome, person.foreignTaxPaid ?? .zero > income {
        found.append(
          InputDiagnostic(
            .warning, path: "\(path).foreignTaxPaid",
            "is more than foreignSourceIncome, the income it was paid on (Form 1116 line 1a); check both: the credit is limited as entered"))
      }
      guard person.hasBenefitsOrInterest else { continue }
      if person.taxExemptInterestOtherStates > person.taxExemptInterest {
        found.append(
          InputDiagnostic(
            .warning, path: "\(path).taxExemptInterestOtherStates",
            "is more than taxExemptInterest, of which it is the part from other states' bonds; California adds it as entered, and the federal return reads taxExemptInterest"))
      }
      if person.socialSecurityWithheld > person.socialSecurityBenefits {
        found.append(
          InputDiagnostic(
            .warning, path: "\(path).socialSecurityWithheld",
            "is more than socialSecurityBenefits (SSA-1099 box 6 comes out of box 5's benefits); it is counted as withholding as entered"))
      }
      if person.unemploymentWithheld > person.unemploymentCompensation {
        found.append(
          InputDiagnostic(
            .warning, path: "\(path).unemploymentWithheld",
            "is more than unemploymentCompensation (1099-G box 4 comes out of box 1's compensation); it is counted as withholding as entered"))
      }
    }
    return found
  }
}
