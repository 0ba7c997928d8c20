import QuickTaxCore
import QuickTaxFixtures
import Testing

/// Next year's installments from this year's return (Form 1040-ES Estimated Tax Worksheet lines
/// 12a–15; R&TC §19136.3; FTB 540-ES): each line, the 110% line at the threshold exactly, and
/// California's $1,000,000 rule.
@Suite("Next year's installments: the prior-year safe harbor")
struct NextYearInstallmentsTests {
  func rules(_ jurisdiction: TaxDataFile.Jurisdiction, _ year: Int = 2026) throws -> EstimatedTaxPenaltyRules<Double> {
    try #require(EmbeddedTaxData.catalog.penaltyRules[year]?[jurisdiction]?.binary)
  }

  func facts(
    _ jurisdiction: TaxDataFile.Jurisdiction = .federal, status: FilingStatus = .single, tax: Double, agi: Double, withholding: Double = 0,
    nextYearAGI: Double? = nil, projected: Double? = nil, payPeriods: Int? = nil
  ) -> NextYearInstallments.Facts {
    .init(
      jurisdiction: jurisdiction, thisTaxYear: 2025, filingStatus: status, thisYearTax: tax, thisYearAGI: agi, expectedWithholding: withholding,
      withholdingGiven: false, nextYearAGI: nextYearAGI, projectedNextYearTax: projected, payPeriods: payPeriods)
  }

  @Test("line 12b: 100% of this year's tax at $150,000 of AGI exactly, 110% a cent over (IRC §6654(d)(1)(C))")
  func highIncomeLine() throws {
    let at = NextYearInstallments(facts(tax: 30000, agi: 150000), rules: try rules(.federal))
    #expect(at.priorYearPercentage == 1 && at.priorYearBasis == 30000)
    let over = NextYearInstallments(facts(tax: 30000, agi: 150000.01), rules: try rules(.federal))
    #expect(over.priorYearPercentage == 1.1 && over.priorYearBasis == 33000)
  }

  @Test("married filing separately: the 110% line is at $75,000")
  func separateLine() throws {
    let at = NextYearInstallments(facts(status: .marriedFilingSeparately, tax: 10000, agi: 75000), rules: try rules(.federal))
    #expect(at.priorYearBasis == 10000)
    let over = NextYearInstallments(facts(status: .marriedFilingSeparately, tax: 10000, agi: 75001), rules: try rules(.federal))
    #expect(over.priorYearBasis == 11000 && over.highIncomeAGIThreshold == 75000)
  }

  @Test("lines 12a, 12c, 13, 14a and 15: 90% of the projected tax beside, withholding out, a quarter each date rounded up")
  func worksheetLines() throws {
    let next = NextYearInstallments(facts(tax: 20001, agi: 90000, withholding: 12000, projected: 18000), rules: try rules(.federal))
    #expect(next.projectedBasis == 16200)  // line 12a
    #expect(next.priorYearBasis == 20001)  // line 12b
    #expect(next.projectedIsSmaller == true && next.basis == .priorYear && next.requiredAnnualPayment == 20001)
    #expect(next.toPayBeyondWithholding == 8001)  // line 14a
    // Line 15: $2,000.25 a quarter; each cumulative amount rounded up ($2,001, $4,001, $6,001, $8,001).
    #expect(next.installments.map(\.amount) == [2001, 2000, 2000, 2000])
    #expect(next.installments.map(\.dueDate) == ["2026-04-15", "2026-06-15", "2026-09-15", "2027-01-15"])
    #expect(next.vouchersTotal == 8001)
  }

  @Test("withholding that covers line 12c: nothing to pay, no extra withholding; below $1,000 after withholding, no estimated tax at all")
  func withholdingCovers() throws {
    let covered = NextYearInstallments(facts(tax: 10000, agi: 90000, withholding: 10100, projected: 12000, payPeriods: 26), rules: try rules(.federal))
    #expect(covered.noEstimatedTaxReason == nil)
    // No $0 vouchers and no $0 withholding line (issue 46): none at all.
    #expect(covered.toPayBeyondWithholding == 0 && covered.vouchersTotal == 0 && covered.installments.isEmpty)
    #expect(covered.extraWithholdingPerPayPeriod == nil && covered.extraWithholdingToBeSafe == nil)
    // Next year's tax (taken as this year's, 10,000) less 10,500 of withholding is under $1,000: IRC §6654(e)(1).
    let under = NextYearInstallments(facts(tax: 10000, agi: 90000, withholding: 10500, payPeriods: 26), rules: try rules(.federal))
    #expect(under.noEstimatedTaxReason?.contains("IRC §6654(e)(1)") == true)
    #expect(under.installments.isEmpty && under.vouchersTotal == 0 && under.extraWithholdingPerPayPeriod == nil)
  }

  @Test("California: 30/40/30% on April, June and January; no September voucher")
  func californiaShares() throws {
    let next = NextYearInstallments(facts(.california, tax: 5000, agi: 90000), rules: try rules(.california))
    #expect(next.installments.map(\.quarter) == ["Q1", "Q2", "Q4"])
    #expect(next.installments.map(\.amount) == [1500, 2000, 1500])
    #expect(next.installments.map(\.dueDate) == ["2026-04-15", "2026-06-15", "2027-01-15"])
  }

  @Test("California's $1,000,000 rule (R&TC §19136.3): next year's AGI at the line excludes the prior-year basis, a dollar under does not")
  func californiaMillion() throws {
    let rules = try rules(.california)
    let at = NextYearInstallments(facts(.california, tax: 90000, agi: 900000, nextYearAGI: 1_000_000), rules: rules)
    #expect(at.priorYearBasis == nil && at.basis == nil && at.requiredAnnualPayment == nil && at.priorYearUnavailableReason != nil)
    let under = NextYearInstallments(facts(.california, tax: 90000, agi: 900000, nextYearAGI: 999_999), rules: rules)
    #expect(under.priorYearBasis == 99000)  // 110%: this year's AGI is over $150,000
    // Without next year's AGI, this year's is taken: $1,000,000 this year excludes it too.
    let assumed = NextYearInstallments(facts(.california, tax: 90000, agi: 1_000_000, projected: 100000), rules: rules)
    #expect(assumed.priorYearBasis == nil && assumed.basis == .projectedNextYear && assumed.requiredAnnualPayment == 90000)
    // Separately: $500,000.
    let separate = NextYearInstallments(facts(.california, status: .marriedFilingSeparately, tax: 40000, agi: 400000, nextYearAGI: 500000), rules: rules)
    #expect(separate.priorYearBasis == nil)
    // Federally there is no such rule.
    let federal = NextYearInstallments(facts(tax: 90000, agi: 2_000_000, nextYearAGI: 2_000_000), rules: try self.rules(.federal))
    #expect(federal.priorYearBasis == 99000)
  }

  @Test("next year's rules when loaded, else this year's")
  func rulesYear() throws {
    #expect(NextYearInstallments(facts(tax: 1000, agi: 1000), rules: try rules(.federal, 2026)).rulesYear == 2026)
    #expect(NextYearInstallments(facts(tax: 1000, agi: 1000), rules: try rules(.federal, 2025)).rulesYear == 2025)
  }

  @Test("property: the vouchers, or the W-4 amount per paycheck, meet the prior-year safe harbor to the dollar (1,000 seeded households)")
  func meetsSafeHarborExactly() throws {
    var generator = SeededGenerator(state: 27)
    let federal = try rules(.federal)
    let california = try rules(.california)
    for _ in 0..<1000 {
      let status = FilingStatus.allCases[Int(generator.next() % UInt64(FilingStatus.allCases.count))]
      let tax = Double(generator.next() % 40_000_000) / 100
      let agi = Double(generator.next() % 40_000_000) / 100
      let withholding = Double(generator.next() % 30_000_000) / 100
      let periods = [52, 26, 24, 12][Int(generator.next() % 4)]
      for (jurisdiction, rules) in [(TaxDataFile.Jurisdiction.federal, federal), (.california, california)] {
        let next = NextYearInstallments(
          facts(jurisdiction, status: status, tax: tax, agi: agi, withholding: withholding, nextYearAGI: 0, payPeriods: periods), rules: rules)
        let required = try #require(next.requiredAnnualPayment)
        let percentage = agi > rules.highIncomeAGIThreshold[status] ? 1.1 : 1.0
        #expect(abs(required - (tax * percentage * 100).rounded() / 100) < 0.005)
        // No estimated tax where the law asks none (next year's tax, taken as this year's, less
        // withholding under the threshold; California: this year's tax under it): no vouchers then.
        let threshold = rules.minimumBalanceDue[status]
        let exempt = tax - withholding < threshold || (jurisdiction == .california && tax < threshold)
        #expect((next.noEstimatedTaxReason != nil) == exempt, "\(jurisdiction) tax \(tax) withholding \(withholding)")
        if exempt {
          #expect(next.installments.isEmpty && next.extraWithholdingPerPayPeriod == nil)
          continue
        }
        let shortfall = max(0, required - withholding)
        // Every date's cumulative requirement met (withholding counts by the same shares) ...
        var paid = 0.0
        var share = 0.0
        for installment in next.installments {
          paid += installment.amount
          share += installment.share
          #expect(paid + 0.005 >= shortfall * min(1, share), "\(installment.quarter) short: \(paid) of \(shortfall * share)")
          #expect(installment.amount == installment.amount.rounded() && installment.amount >= 0)
        }
        // ... and not a dollar more than needed in all.
        #expect(paid + 0.005 >= shortfall && paid < shortfall + 1, "vouchers \(paid) for \(shortfall)")
        // The W-4 / DE 4 amount: withheld each paycheck, enough alone, less than a dollar a paycheck over.
        let extra = try #require(next.extraWithholdingPerPayPeriod)
        let total = extra * Double(periods)
        #expect(withholding + total + 0.005 >= required || shortfall == 0)
        #expect((extra - 1) * Double(periods) < shortfall || extra == 0, "W-4 \(extra) × \(periods) for \(shortfall)")
      }
    }
  }
}
