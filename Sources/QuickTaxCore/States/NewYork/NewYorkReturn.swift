/// Form IT-201 for a full-year resident of New York State, New York City or Yonkers, line by line
/// in the form's order, each line group from its own file: New York AGI (lines 19–33), the
/// deduction (34, IT-196), the dependent exemptions (36), the tax (39) and the household credit
/// (40); New York City's tax and household credit (47–54); the MCTMT (54a–54e); the Yonkers
/// surcharge (55); the refundable credits (63–70a); the payments (72–75).
struct NewYorkReturn: StateReturnMaking {
  func make(binary inputs: StateReturnInputs<Double>) -> StateTaxReturn<Double>? { make(inputs) }
  func make(decimal inputs: StateReturnInputs<DecimalNumber>) -> StateTaxReturn<DecimalNumber>? { make(inputs) }

  func make<N: TaxNumber>(_ inputs: StateReturnInputs<N>) -> StateTaxReturn<N>? {
    guard let tables = inputs.tables.stateTables(.newYork) as? NewYorkTaxTables<N> else { return nil }
    let engine = inputs.engine
    let household = inputs.household
    let status = household.filingStatus
    let locality = household.residence?.locality
    let family = household.family
    let dependents = family.qualifyingChildCount + family.otherDependentCount
    // The household credits' persons: you, your spouse (on a separate return too: Tables 3 and 6
    // count both spouses) and the dependents.
    let persons = (status.isJoint || status == .marriedFilingSeparately ? 2 : 1) + dependents
    let money = { (amount: N) in InputExcerpt.dollars(amount.doubleValue) }

    // Lines 19–33.
    let agi = engine.newYorkAdjustedGrossIncome(inputs, tables: tables)
    let newYorkAGI = agi.newYorkAGI
    let federalAGI = agi.federalAGI
    var lines: [StateTaxReturn<N>.Line] = []
    lines.reserveCapacity(24)
    lines.append(.init("federalAdjustedGrossIncome", "Federal AGI (line 19)", federalAGI))
    // Lines 20–32, each addition and subtraction the household has: appended one by one, as the
    // refundable credits below (a list of them built on every return was a cost, performance.md).
    if agi.otherStatesBondInterest != .zero {
      lines.append(.init("otherStatesBondInterest", "Plus interest on other states' bonds (line 20)", agi.otherStatesBondInterest))
    }
    if agi.governmentPensions != .zero {
      lines.append(.init("governmentPensions", "Less New York and federal government pensions (line 26)", agi.governmentPensions))
    }
    if agi.taxableSocialSecurity != .zero {
      lines.append(.init("taxableSocialSecurity", "Less taxable Social Security (line 27)", agi.taxableSocialSecurity))
    }
    if agi.usGovernmentInterest != .zero {
      lines.append(.init("usGovernmentInterest", "Less interest on U.S. obligations (line 28)", agi.usGovernmentInterest))
    }
    if agi.pensionExclusion != .zero {
      lines.append(.init("pensionExclusion", "Less the pension and annuity exclusion (line 29)", agi.pensionExclusion))
    }
    if agi.collegeSavings != .zero {
      lines.append(.init("collegeSavingsDeduction", "Less New York 529 contributions (line 30)", agi.collegeSavings))
    }
    lines.append(.init("newYorkAdjustedGrossIncome", "New York AGI (line 33)", newYorkAGI))

    // Lines 34–38: the larger of the standard and the IT-196 deduction (a separate return itemizes
    // when the spouse does, §615(b)(1)); $1,000 for each dependent.
    let itemized = engine.newYorkItemizedDeduction(inputs, newYorkAGI: newYorkAGI, tables: tables)
    let standard = tables.standardDeduction[status]
    let itemizes = itemized.deduction > standard || (status == .marriedFilingSeparately && family.spouseItemizes)
    let deduction = itemizes ? itemized.deduction : standard
    lines.append(
      .init(
        itemizes ? "itemizedDeduction" : "standardDeduction",
        itemizes ? "Less the itemized deduction (IT-196 line 49; line 34)" : "Less the standard deduction (line 34)", deduction))
    let exemptions = tables.dependentExemption * N(dependents)
    if exemptions > .zero { lines.append(.init("dependentExemptions", "Less dependent exemptions (line 36)", exemptions)) }
    let taxableIncome = jsMax(.zero, jsMax(.zero, newYorkAGI - deduction) - exemptions)
    lines.append(.init("taxableIncome", "Taxable income (line 38)", taxableIncome))

    // Lines 39–46.
    let (stateTax, method, recapture) = engine.newYorkStateTax(
      taxableIncome: taxableIncome, newYorkAGI: newYorkAGI, filingStatus: status, tables: tables)
    let stateTaxLabel =
      switch method {
      case .taxTable: "New York State tax (line 39, the tax table)"
      case .rateSchedule: "New York State tax (line 39, the rate schedule)"
      case .worksheet: "New York State tax (line 39, a tax computation worksheet)"
      }
    lines.append(.init("stateTax", stateTaxLabel, stateTax))
    // What the worksheet adds to the schedule's tax, for what a change of income crosses.
    lines.append(
      .init(
        "taxTableBenefitRecapture", "of which the tax table benefit recapture (Tax Law §601(d-4))", recapture,
        threshold: tables.recaptureThresholdWords, shownWhenZero: false))
    let householdCredit = engine.newYorkHouseholdCredit(federalAGI: federalAGI, persons: persons, filingStatus: status, tables: tables)
    let usedHouseholdCredit = jsMin(householdCredit, stateTax)
    if householdCredit > .zero { lines.append(.init("householdCredit", "Less the household credit (line 40)", usedHouseholdCredit)) }
    let netStateTax = stateTax - usedHouseholdCredit  // lines 44–46
    lines.append(.init("netStateTax", "Net New York State tax (line 46)", netStateTax))

    // Refundable state credits (lines 63–65), which the Yonkers surcharge is figured after.
    let childCredit = engine.empireStateChildCredit(family, federalAGI: federalAGI, filingStatus: status, tables: tables)
    let care = inputs.dependentCare.map {
      engine.newYorkChildCareCredit(
        $0, excludedBenefits: inputs.income.dependentCareBenefits?.excludedBenefits ?? .zero, family: family, federalAGI: federalAGI,
        newYorkAGI: newYorkAGI, filingStatus: status, city: locality == .newYorkCity, tables: tables)
    } ?? (state: .zero, city: .zero)
    let earnedIncomeCredit = engine.newYorkEarnedIncomeCredit(
      federalCredit: inputs.earnedIncomeCredit, stateTax: stateTax, householdCredit: householdCredit, tables: tables)

    // Lines 47–54: New York City.
    var cityTaxAfterCredits = N.zero
    var cityEarnedIncomeCredit = N.zero
    var schoolCredits = (fixed: N.zero, rateReduction: N.zero)
    var eliminationCredit = N.zero
    if locality == .newYorkCity {
      let cityTax = engine.newYorkCityTax(taxableIncome: taxableIncome, filingStatus: status, tables: tables)
      lines.append(.init("cityTax", "New York City tax (line 47a)", cityTax, threshold: nil))
      let cityHousehold = jsMin(cityTax, engine.newYorkCityHouseholdCredit(federalAGI: federalAGI, persons: persons, filingStatus: status, tables: tables))
      if cityHousehold > .zero { lines.append(.init("cityHouseholdCredit", "Less the city household credit (line 48)", cityHousehold)) }
      cityTaxAfterCredits = cityTax - cityHousehold
      lines.append(.init("cityTaxAfterCredits", "New York City tax after credits (line 54)", cityTaxAfterCredits))
      cityEarnedIncomeCredit = engine.newYorkCityEarnedIncomeCredit(federalCredit: inputs.earnedIncomeCredit, newYorkAGI: newYorkAGI, tables: tables)
      schoolCredits = engine.newYorkCitySchoolTaxCredits(
        federalAGI: federalAGI, iraDistributions: inputs.income.retirement?.taxableIRADistributions ?? .zero, cityTaxableIncome: taxableIncome,
        filingStatus: status, tables: tables)
      eliminationCredit = engine.newYorkCityIncomeTaxEliminationCredit(
        dependents: dependents, federalAGI: federalAGI, investmentIncome: inputs.income.earnedIncomeCreditInvestmentIncome,
        cityTaxAfterCredits: cityTaxAfterCredits, cityCredits: cityEarnedIncomeCredit + care.city, filingStatus: status, tables: tables)
    }

    // Lines 54a–54e: the MCTMT on self-employment earnings in the district (New York City is Zone
    // 1, Yonkers in Westchester Zone 2).
    let earnings = inputs.income.selfEmployment.map(\.netEarnings)
    var notes: [String] = agi.notes
    var mctmt = N.zero
    if let locality {
      mctmt = engine.metropolitanCommuterTransportationMobilityTax(earningsByPerson: earnings, zone1: locality == .newYorkCity, tables: tables).tax
      lines.append(
        .init(
          "mctmt", "MCTMT on self-employment earnings (line 54e)", mctmt,
          threshold: tables.mctmtThresholdWords,
          shownWhenZero: false))
    } else if earnings.contains(where: { $0 > tables.mctmtThreshold }) {
      notes.append(
        "Outside New York City and Yonkers the MCTMT is not figured: if the business is in Nassau, Suffolk, Rockland, Orange, Putnam, "
          + "Dutchess or Westchester county, its net earnings over \(money(tables.mctmtThreshold)) owe "
          + "\(tables.mctmtZone2Rate.percentText) of them (IT-201 lines 54b and 54d).")
    }

    // Line 55: Yonkers.
    var yonkers = N.zero
    if locality == .yonkers {
      yonkers = engine.yonkersSurcharge(
        netStateTax: netStateTax, refundableStateCredits: childCredit + care.state + earnedIncomeCredit, tables: tables)
      lines.append(.init("yonkersSurcharge", "Yonkers resident surcharge (line 55)", yonkers))
    }

    let totalTax = netStateTax + cityTaxAfterCredits + mctmt + yonkers  // lines 58–62
    lines.append(.init("totalTax", "Total New York taxes (line 62)", totalTax))
    var refundable = N.zero
    if childCredit > .zero {
      lines.append(.init("empireStateChildCredit", "Empire State child credit (refundable, line 63)", childCredit))
      refundable += childCredit
    }
    if care.state + care.city > .zero {
      lines.append(.init("childCareCredit", "Child and dependent care credit, state and city (refundable, line 64)", care.state + care.city))
      refundable += care.state + care.city
    }
    if earnedIncomeCredit > .zero {
      lines.append(.init("earnedIncomeCredit", "New York earned income credit (refundable, line 65)", earnedIncomeCredit))
      refundable += earnedIncomeCredit
    }
    if schoolCredits.fixed > .zero {
      lines.append(.init("citySchoolTaxCredit", "City school tax credit (refundable, line 69)", schoolCredits.fixed))
      refundable += schoolCredits.fixed
    }
    if schoolCredits.rateReduction > .zero {
      lines.append(.init("citySchoolTaxRateReduction", "City school tax credit, rate reduction (refundable, line 69a)", schoolCredits.rateReduction))
      refundable += schoolCredits.rateReduction
    }
    if cityEarnedIncomeCredit > .zero {
      lines.append(.init("cityEarnedIncomeCredit", "City earned income credit (refundable, line 70)", cityEarnedIncomeCredit))
      refundable += cityEarnedIncomeCredit
    }
    if eliminationCredit > .zero {
      lines.append(.init("cityIncomeTaxEliminationCredit", "City income tax elimination credit (line 70a, IT-270)", eliminationCredit))
      refundable += eliminationCredit
    }

    if status == .marriedFilingSeparately && householdCredit > .zero {
      notes.append(
        "Married filing separately: the household credits' tables read both spouses' federal AGI together; yours alone is used here.")
    }
    if care.city > .zero {
      notes.append(
        "The city's child care credit is its share of the state's for the children under 4, taken as their share of the qualifying "
          + "persons (IT-216 asks the expenses for each).")
    }
    notes += tables.projections.map { "Not yet published: \($0)." }
    let (taxName, law) =
      switch locality {
      case .newYorkCity: ("New York State and New York City income tax", "N.Y. Tax Law Article 22, Article 30")
      case .yonkers: ("New York State and Yonkers income tax", "N.Y. Tax Law Article 22, Article 30")
      case nil: ("New York State income tax", "N.Y. Tax Law Article 22")
      }
    return StateTaxReturn(
      jurisdiction: .newYork, taxName: taxName, title: "New York tax (IT-201)", law: law,
      lines: lines, totalTax: totalTax, refundableCredits: refundable, payments: inputs.stateWithholding + household.stateEstimatedPayments,
      adjustedGrossIncome: newYorkAGI, notes: notes)
  }
}
