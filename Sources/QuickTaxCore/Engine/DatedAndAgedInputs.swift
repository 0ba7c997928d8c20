/// Current-law inputs that contradict the return's year or the person's age: refused by name
/// before anything is computed, since no reading of them gives a figure a person could file.
extension Household {
  /// Each contradiction as an error naming the field:
  /// - a 1099-R or an incentive stock option exercise dated outside the tax year: a distribution
  ///   (and its withholding, Form 1040 line 25b) belongs to the return of the year it was paid, an
  ///   ISO's AMT adjustment (Form 6251 line 2i) to the year of the exercise;
  /// - an early distribution (1099-R box 7 code 1: before 59½, IRC §72(t)(2)(A)(i)) of an owner
  ///   whose age at the end of the year rules that out on every day of it (61 or more), or on its
  ///   date (60, from July 2: 59½ falls on July 1 at the latest for one who turns 60 that year).
  func datedAndAgedContradictions() -> [InputDiagnostic] {
    var errors: [InputDiagnostic] = []
    let year = Int64(taxYear)
    for (path, income, agePath) in [("userIncome", userIncome, "family.userAge"), ("spouseIncome", spouseIncome, "family.spouseAge")] {
      guard income.hasCurrentLawText, path == "userIncome" || filingStatus.isJoint else { continue }
      let age = family.age(spouse: path == "spouseIncome")
      for (index, distribution) in income.retirementDistributions.enumerated() {
        let at = "\(path).retirementDistributions[\(index)]"
        let date = StrictInput.calendarDate(distribution.date.text)
        if let date, date.year != year {
          errors.append(
            InputDiagnostic(
              .error, path: "\(at).date",
              "\(InputExcerpt.quoted(distribution.date.text)) is not in \(taxYear): a 1099-R and its withholding belong to the return of the year it was paid; give the date in \(taxYear) it was paid, or enter it in \(date.year)'s household"))
        }
        guard FamilyData.isSet(distribution.earlyDistribution), let age, age >= Self.earlyDistributionLastAge else { continue }
        let lateInYear = date.map { $0.year == year && ($0.month, $0.day) > (7, 1) } ?? false
        if age > Self.earlyDistributionLastAge {
          errors.append(
            InputDiagnostic(
              .error, path: "\(at).earlyDistribution",
              "is true, but \(agePath) is \(age): a distribution is early only before 59½ (1099-R box 7 code 1, IRC §72(t)(2)(A)(i)), and at \(age) at the end of \(taxYear) no day of the year was; set earlyDistribution to false, or correct \(agePath)"))
        } else if lateInYear {
          errors.append(
            InputDiagnostic(
              .error, path: "\(at).earlyDistribution",
              "is true, but \(agePath) is \(age) and \(at).date is \(distribution.date.text): one who turns 60 in \(taxYear) reached 59½ by July 1 at the latest, so a distribution after that is not early (IRC §72(t)(2)(A)(i)); set earlyDistribution to false, or correct the age or the date"))
        }
      }
      for (index, exercise) in income.incentiveStockOptions.enumerated() {
        if let date = StrictInput.calendarDate(exercise.date.text), date.year != year {
          errors.append(
            InputDiagnostic(
              .error, path: "\(path).incentiveStockOptions[\(index)].date",
              "\(InputExcerpt.quoted(exercise.date.text)) is not in \(taxYear): the AMT adjustment of an exercise (Form 6251 line 2i) belongs to the year the options were exercised; give the date in \(taxYear), or enter the exercise in \(date.year)'s household"))
        }
      }
    }
    return errors
  }

  /// The age at the end of the year at which a distribution may still have been made before 59½
  /// (one who turns 60 in the year, born in its second half, reaches 59½ in its first half).
  static let earlyDistributionLastAge = 60
}
