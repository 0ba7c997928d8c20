import QuickTaxCore
import Testing

@Suite("Progressive tax and distance to the next bracket")
struct BracketTests {
  @Test("tax through the brackets, rounded to cents; bracket taxes rounded to dollars")
  func progressiveTax() throws {
    let engine = try TestSupport.engine()
    #expect(engine.calculateProgressiveTax(33_333, brackets: TestSupport.testBrackets) == 5_999.9)
    #expect(engine.calculateProgressiveTax(25_000, brackets: TestSupport.testBrackets) == 4_000)
    let detailed = engine.calculateProgressiveTaxWithDetails(33_333, brackets: TestSupport.testBrackets)
    #expect(detailed.totalTax == 5_999.9)
    #expect(detailed.bracketDetails.map(\.taxableInBracket) == [10_000, 20_000, 3_333])
    #expect(detailed.bracketDetails.map(\.taxForBracket) == [1_000, 4_000, 1_000])  // 999.9 shown as 1,000
  }

  @Test("no income, no brackets in the detail")
  func zeroIncome() throws {
    let detailed = try TestSupport.engine().calculateProgressiveTaxWithDetails(0, brackets: TestSupport.testBrackets)
    #expect(detailed.totalTax == 0 && detailed.bracketDetails.isEmpty)
  }

  @Test("income at a bracket's top is in that bracket, zero from the next")
  func atBoundary() throws {
    let info = try TestSupport.engine().calculateDistanceToNextBracket(10_000, brackets: TestSupport.testBrackets)
    #expect(info.currentRate == 0.1 && info.nextRate == 0.2 && info.distanceToNextBracket == 0 && info.currentBracketMax == 10_000)
  }

  @Test("in the top bracket there is no next rate or distance, and the maximum is Infinity")
  func topBracket() throws {
    let info = try TestSupport.engine().calculateDistanceToNextBracket(50_000, brackets: TestSupport.testBrackets)
    #expect(info.currentRate == 0.3 && info.nextRate == nil && info.distanceToNextBracket == nil)
    #expect(info.currentBracketMax == .infinity)
    let expected: JSONValue = .object(
      JSONObject(["currentRate": .number(0.3), "nextRate": .null, "distanceToNextBracket": .null, "currentBracketMax": .null]))
    #expect(info.json == expected)
  }

  @Test("no taxable income: the first bracket, its whole width to go")
  func noIncome() throws {
    let info = try TestSupport.engine().calculateDistanceToNextBracket(-5, brackets: TestSupport.testBrackets)
    #expect(info.currentRate == 0.1 && info.distanceToNextBracket == 10_000)
  }
}
