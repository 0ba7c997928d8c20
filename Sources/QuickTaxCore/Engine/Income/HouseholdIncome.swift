extension TaxEngine {
  /// The household's income: the user's, plus the spouse's when filing jointly.
  /// Ports `aggregateHouseholdIncome` (src/calculators/utils/householdIncome.ts), including its
  /// `spouseValue || 0` on every spouse figure.
  public func aggregateHouseholdIncome(
    _ userIncome: IncomeData, _ spouseIncome: IncomeData, filingStatus: FilingStatus, tables: TaxYearTables<N>
  ) -> IncomeAggregation<N> {
    aggregateHouseholdIncomeWorksheet(userIncome, spouseIncome, filingStatus: filingStatus, tables: tables).aggregation
  }

  /// ``aggregateHouseholdIncome(_:_:filingStatus:tables:)`` with each person's worksheet.
  public func aggregateHouseholdIncomeWorksheet(
    _ userIncome: IncomeData, _ spouseIncome: IncomeData, filingStatus: FilingStatus, tables: TaxYearTables<N>
  ) -> HouseholdIncomeWorksheet<N> {
    let userWorksheet = aggregateIndividualIncomeWorksheet(userIncome, tables: tables)
    let spouseWorksheet =
      filingStatus == .marriedFilingJointly ? aggregateIndividualIncomeWorksheet(spouseIncome, tables: tables) : nil
    return HouseholdIncomeWorksheet(
      aggregation: Self.householdAggregation(user: userWorksheet.aggregation, spouse: spouseWorksheet?.aggregation),
      user: userWorksheet, spouse: spouseWorksheet)
  }

  /// `aggregateHouseholdIncome`'s sums of the two people's figures (the spouse's only when filing
  /// jointly): figures only, so that the people's worksheets are not copied to add them.
  static func householdAggregation(user: IncomeAggregation<N>, spouse: IncomeAggregation<N>?) -> IncomeAggregation<N> {
    func plusSpouse(_ userValue: N, _ spouseValue: (IncomeAggregation<N>) -> N) -> N {
      userValue + (spouse.map(spouseValue)?.orZero ?? .zero)
    }
    return IncomeAggregation(
      totalIncome: plusSpouse(user.totalIncome) { $0.totalIncome },
      investmentIncome: InvestmentIncome(
        ordinaryDividends: plusSpouse(user.investmentIncome.ordinaryDividends) { $0.investmentIncome.ordinaryDividends },
        qualifiedDividends: plusSpouse(user.investmentIncome.qualifiedDividends) { $0.investmentIncome.qualifiedDividends },
        interestIncome: plusSpouse(user.investmentIncome.interestIncome) { $0.investmentIncome.interestIncome },
        shortTermGains: plusSpouse(user.investmentIncome.shortTermGains) { $0.investmentIncome.shortTermGains },
        longTermGains: plusSpouse(user.investmentIncome.longTermGains) { $0.investmentIncome.longTermGains }),
      wageIncome: plusSpouse(user.wageIncome) { $0.wageIncome },
      rothConversion: plusSpouse(user.rothConversion) { $0.rothConversion },
      totalWithholdings: Withholdings(
        federal: plusSpouse(user.totalWithholdings.federal) { $0.totalWithholdings.federal },
        state: plusSpouse(user.totalWithholdings.state) { $0.totalWithholdings.state }))
  }
}
