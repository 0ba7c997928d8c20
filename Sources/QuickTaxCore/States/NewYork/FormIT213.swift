/// Form IT-213, the Empire State child credit for 2025–2027 (Tax Law §606(c-1)(1-a), IT-201 line
/// 63), refundable: so much for each qualifying child under 4 at the end of the year and so much
/// for each other aged 4 to 16, less $16.50 for each $1,000 of federal AGI (line 19, rounded down to
/// the $1,000, IT-213 line 6) over the status's threshold. The qualifying children are the federal
/// child tax credit's (`family.qualifyingChildren`), `family.childrenUnder4` of them under 4.
extension TaxEngine {
  func empireStateChildCredit(_ family: CurrentLawFamily, federalAGI: N, filingStatus: FilingStatus, tables: NewYorkTaxTables<N>) -> N {
    let children = family.qualifyingChildCount
    guard children > 0 else { return .zero }
    let young = min(family.childrenUnder4Count, children)
    let base = tables.childCreditPerYoungChild * N(young) + tables.childCreditPerChild * N(children - young)
    let rounded = jsMax(.zero, (federalAGI / tables.childCreditStep).jsFloor * tables.childCreditStep)  // line 6
    let steps = (jsMax(.zero, rounded - tables.childCreditThreshold[filingStatus]) / tables.childCreditStep).jsFloor
    return jsMax(.zero, base - steps * tables.childCreditReduction).roundedToCents  // line 9
  }
}
