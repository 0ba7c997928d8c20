/// One distribution from a pension, annuity or traditional IRA, as its Form 1099-R reports it
/// (current law only). A pension's taxable amount goes on Form 1040 line 5b, an IRA's on line 4b
/// less the part paid directly to charity (a qualified charitable distribution, IRC §408(d)(8));
/// one before 59½ owes the additional tax of Form 5329 Part I unless an exception applies.
public struct RetirementDistribution: Sendable, Hashable {
  public var id: InputText = .empty
  /// `pension` (pensions and annuities, line 5) or `ira` (IRA distributions, line 4).
  public var kind: InputText = .empty
  /// `YYYY-MM-DD`, optional: when it was paid (the annualized planning method puts the income in
  /// its period; undated, the income is spread evenly through the year).
  public var date: InputText = .empty
  /// Box 2a: the taxable amount (for an IRA, the whole distribution when box 2a is blank or
  /// "taxable amount not determined" and nothing of it is basis).
  public var taxableAmount: InputText = .empty
  /// Box 4: federal income tax withheld.
  public var federalWithheld: InputText = .empty
  /// Box 14: state (California) income tax withheld.
  public var stateWithheld: InputText = .empty
  /// IRA only: the part of `taxableAmount` paid directly to a charity (a QCD).
  public var qualifiedCharitableDistribution: InputText = .empty
  /// Box 7 code 1: paid before the owner reached 59½.
  public var earlyDistribution: InputText = .empty
  /// An exception of Form 5329 line 2 applies to the whole distribution.
  public var earlyDistributionException: InputText = .empty
  /// New York: a pension of New York State, its local governments or the federal government,
  /// which New York exempts in full (IT-201 line 26).
  public var governmentPension: InputText = .empty

  public init() {}

  public static let pensionKind = "pension"
  public static let iraKind = "ira"

  public var isIRA: Bool { kind.text == Self.iraKind }
  public var isPension: Bool { kind.text == Self.pensionKind }
  /// Owes the additional tax on early distributions (Form 5329 line 1, not excepted on line 2).
  public var owesEarlyDistributionTax: Bool {
    FamilyData.isSet(earlyDistribution) && !FamilyData.isSet(earlyDistributionException)
  }

  public static let fields: [InputField<RetirementDistribution>] = [
    .init(key: "id", keyPath: \.id, kind: .label, summary: "Any label for the distribution (the payer, say)"),
    .init(
      key: "kind", keyPath: \.kind, kind: .choice([pensionKind, iraKind]),
      summary: "pension (a pension or annuity: Form 1040 line 5) or ira (a traditional IRA, SEP or SIMPLE IRA: line 4)", required: true),
    .init(key: "date", keyPath: \.date, kind: .date, summary: "Optional: the day it was paid (for the annualized planning periods; empty: spread evenly over the year)"),
    .init(key: "taxableAmount", keyPath: \.taxableAmount, kind: .nonNegativeAmount, summary: "Taxable amount (1099-R box 2a; an IRA's whole distribution when box 2a is blank), a qualified charitable distribution included", required: true),
    .init(key: "federalWithheld", keyPath: \.federalWithheld, kind: .nonNegativeAmount, summary: "Federal income tax withheld (1099-R box 4)"),
    .init(key: "stateWithheld", keyPath: \.stateWithheld, kind: .nonNegativeAmount, summary: "California income tax withheld (1099-R box 14)"),
    .init(
      key: "qualifiedCharitableDistribution", keyPath: \.qualifiedCharitableDistribution, kind: .nonNegativeAmount,
      summary: "IRA only: the part of the taxable amount paid directly to a charity, from age 70½ (a QCD, IRC §408(d)(8)), excluded from income up to the year's limit"),
    .init(key: "earlyDistribution", keyPath: \.earlyDistribution, kind: .flag, summary: "Paid before you reached 59½ (1099-R box 7 code 1): the 10% additional tax (Form 5329) and California's 2.5%"),
    .init(key: "earlyDistributionException", keyPath: \.earlyDistributionException, kind: .flag, summary: "An exception of Form 5329 line 2 applies (disability, substantially equal payments, separation from service at 55…): no additional tax"),
    .init(key: "governmentPension", keyPath: \.governmentPension, kind: .flag, summary: "New York residents: a pension from New York State or its local governments, or from the federal government (military included), which New York exempts in full (IT-201 line 26)"),
  ]
}

extension RetirementDistribution: EmptyInitializable {}

extension HouseholdDecoder.Context {
  /// What a distribution must say in either reading (the web app has no such list, so there is no
  /// browser's reading to keep): a kind, a date if any, amounts that are numbers 0 or more (strict
  /// reading has checked these by their kinds already), and a charitable part only of an IRA and
  /// no more than the taxable amount.
  mutating func checkDistribution(_ distribution: RetirementDistribution, path: @autoclosure () -> String) {
    if reading == .webCompatible { checkDistributionFields(distribution, path: path()) }
    // A kind not given is refused with the other required fields (``HouseholdDecoder/Context/list``).
    if !distribution.kind.isEmpty && !(distribution.isIRA || distribution.isPension) && reading == .webCompatible {
      let accepted = "\"\(RetirementDistribution.pensionKind)\" or \"\(RetirementDistribution.iraKind)\""
      error("\(path()).kind", "\(InputExcerpt.quoted(distribution.kind.text)) is not \(accepted)")
    }
    let charitable = distribution.qualifiedCharitableDistribution.binaryValue
    if charitable > 0 && distribution.isPension {
      error(
        "\(path()).qualifiedCharitableDistribution",
        "is given for a pension; only an IRA distribution can be a qualified charitable distribution (IRC §408(d)(8)): set kind to \"ira\" or leave it empty")
    } else if charitable > distribution.taxableAmount.binaryValue {
      error(
        "\(path()).qualifiedCharitableDistribution",
        "\(InputExcerpt.quoted(distribution.qualifiedCharitableDistribution.text)) is more than the taxableAmount \(InputExcerpt.quoted(distribution.taxableAmount.text)); the charitable part is part of the distribution")
    }
  }

  /// The kind, date and amounts of a distribution as strict reading checks them, for web-compatible
  /// reading (which would read "abc" as 0).
  private mutating func checkDistributionFields(_ distribution: RetirementDistribution, path: @autoclosure () -> String) {
    let date = distribution.date.text
    if !date.isEmpty && !StrictInput.isCalendarDate(date) {
      error("\(path()).date", "\(InputExcerpt.quoted(date)) is not a date; write YYYY-MM-DD, such as 2025-06-20")
    }
    for field in RetirementDistribution.fields where field.kind == .nonNegativeAmount {
      let text = distribution[keyPath: field.keyPath]
      guard !text.isEmpty else { continue }
      if let value = StrictInput.plainNumber(text.text.trimmingJavaScriptWhitespace()), value >= 0, value <= InputLimits.largestAmount {
        continue
      }
      error("\(path()).\(field.key)", "\(InputExcerpt.quoted(text.text)) is not an amount; write a number from 0 to 1,000,000,000,000,000")
    }
  }
}
