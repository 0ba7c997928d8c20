/// A penalty worksheet as JSON: each installment's Section A line (required, paid by its due
/// date, underpayment) and its Section B lines (amount, days, rate, whether the rate is projected,
/// penalty), then the total and the part of it priced at projected rates.
extension RegularMethodPenalty.Result: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.key("installments")
    sink.beginArray()
    for installment in installments {
      sink.beginObject()
      sink.field("dueDate", installment.dueDate)
      sink.field("required", cents: installment.required)
      sink.field("paidByDueDate", cents: installment.paidByDueDate)
      sink.field("underpayment", cents: installment.underpayment)
      sink.key("lines")
      sink.beginArray()
      for line in installment.slices {
        sink.beginObject()
        sink.field("amount", cents: line.amount)
        sink.field("from", line.from)
        sink.field("to", line.to)
        sink.field("days", Double(line.days))
        sink.field("rate", orNull: line.rate)
        sink.field("projected", line.projected)
        sink.field("penalty", cents: line.penalty)
        sink.endObject()
      }
      sink.endArray()
      sink.field("penalty", cents: installment.penalty)
      sink.endObject()
    }
    sink.endArray()
    sink.field("total", cents: total)
    sink.field("projectedPenalty", cents: projectedPenalty)
    sink.endObject()
  }
}
