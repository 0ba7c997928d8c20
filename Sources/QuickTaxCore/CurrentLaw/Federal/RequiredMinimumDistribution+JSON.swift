/// One person's required minimum distribution as JSON (`requiredMinimumDistributions` in
/// `estimate --format json` and `plan --format json`).
extension RequiredMinimumDistribution {
  /// Its fields, inside an object the caller opens (`field(_:each:)`).
  public func encodeFields<Sink: JSONSink>(to sink: inout Sink, taxYear: Int) {
    sink.field("owner", owner.rawValue)
    sink.field("priorYearEndBalance", cents: priorYearEndBalance)
    sink.field("age", orNull: age.map(Double.init))
    sink.field("birthYear", orNull: birthYear.map(Double.init))
    sink.field("applicableAge", orNull: applicableAge.map(Double.init))
    sink.field("distributionPeriod", orNull: distributionPeriod)
    sink.field("required", cents: required)
    sink.field("firstYear", firstYear)
    if let due = dueBy(taxYear: taxYear) { sink.field("dueBy", due) } else { sink.field("dueBy", JSONValue.null) }
    sink.field("iraDistributions", cents: iraDistributions)
    sink.field("qualifiedCharitableDistributions", cents: qualifiedCharitableDistributions)
    sink.field("shortfall", cents: shortfall)
    sink.field("exciseTax", cents: exciseTax)
    sink.field("correctedExciseTax", cents: correctedExciseTax)
  }
}
