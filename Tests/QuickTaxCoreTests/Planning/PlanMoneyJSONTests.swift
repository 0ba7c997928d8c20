import QuickTaxCore
import Testing

/// The plan's money as JSON: cents, never a binary remainder in exponent form (issue 24 item 13).
@Suite("Plan money in JSON")
struct PlanMoneyJSONTests {
  @Test("rounded to cents as Math.round does; a remainder is 0, never -0; NaN kept")
  func roundedToCents() {
    #expect((9.094947017729282e-13).roundedToCents == 0)
    #expect((-4.547473508864641e-13).roundedToCents.sign == .plus)
    #expect((6125.625).roundedToCents == 6125.63)
    #expect((26874.375).roundedToCents == 26874.38)
    #expect((0.1 + 0.2).roundedToCents == 0.3)
    #expect(Double.nan.roundedToCents.isNaN)
  }

  @Test("written without an exponent, in both arithmetics")
  func written() throws {
    let decimal = try #require(DecimalNumber(literal: "1234.5650000000009094947"))
    var sink = JSONByteSink(pretty: false)
    sink.beginObject()
    sink.field("underpayment", cents: 9.094947017729282e-13)
    sink.field("decimal", cents: decimal)
    sink.field("amount", centsOrNull: Double?.some(-1.8189894035458565e-12))
    sink.endObject()
    #expect(String(decoding: sink.bytes, as: UTF8.self) == #"{"underpayment":0,"decimal":1234.57,"amount":0}"#)
  }
}
