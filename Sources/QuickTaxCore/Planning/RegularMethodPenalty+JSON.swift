/// A penalty worksheet as JSON: each installment's Section A line (required, paid by its due
/// date, underpayment) and its Section B lines (amount, days, rate, penalty), then the total.
extension RegularMethodPenalty.Result: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.key("installments")
    sink.beginArray()
    for installment in installments {
      sink.beginObject()
      sink.field("dueDate", installment.dueDate)
      sink.field("required", installment.required)
      sink.field("paidByDueDate", installment.paidByDueDate)
      sink.field("underpayment", installment.underpayment)
      sink.key("lines")
      sink.beginArray()
      for line in installment.slices {
        sink.beginObject()
        sink.field("amount", line.amount)
        sink.field("from", line.from)
        sink.field("to", line.to)
        sink.field("days", Double(line.days))
        sink.field("rate", orNull: line.rate)
        sink.field("penalty", line.penalty)
        sink.endObject()
      }
      sink.endArray()
      sink.field("penalty", installment.penalty)
      sink.endObject()
    }
    sink.endArray()
    sink.field("total", total)
    sink.endObject()
  }
}
