/// A plan as JSON (each jurisdiction under `plan` in `estimate --format json`): the required
/// annual payment and its basis, one line per due date with the minimum, the web app's amount
/// and the penalty on that installment either way, and the totals.
extension EstimatedTaxPlan: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("jurisdiction", jurisdiction.rawValue)
    sink.field("currentYearTax", cents: currentYearTax)
    sink.field("totalWithholding", cents: totalWithholding)
    sink.field("estimatedPaymentsMade", cents: estimatedPaymentsMade)
    sink.field("currentYearBasis", cents: currentYearBasis)
    sink.field("priorYearBasis", centsOrNull: priorYearBasis)
    if let reason = priorYearUnavailableReason { sink.field("priorYearUnavailable", reason) }
    if priorYearAGIAssumedHigh { sink.field("priorYearAGIAssumedHigh", true) }
    sink.field("requiredAnnualPayment", cents: requiredAnnualPayment)
    switch basis {
    case .currentYear(let percentage):
      sink.field("basis", "currentYear")
      sink.field("basisPercentage", percentage)
    case .priorYear(let percentage):
      sink.field("basis", "priorYear")
      sink.field("basisPercentage", percentage)
    }
    sink.field("method", method.rawValue)
    if annualizedNotNeeded { sink.field("annualizedNotNeeded", true) }
    sink.key("noPenaltyReason")
    if let reason = noPenaltyReason { sink.string(reason) } else { sink.null() }
    sink.field("withholdingTiming", timing.rawValue)
    sink.key("installments")
    sink.beginArray()
    // Each field read where it lies: binding an installment or a penalty line copies the whole
    // struct (its texts and arrays retained one by one).
    let planned = penaltyAsPlanned.installments
    let nothing = penaltyIfNothingMore.installments
    for index in installments.indices {
      sink.beginObject()
      sink.field("quarter", installments[index].quarter)
      sink.field("dueDate", installments[index].dueDate)
      sink.field("isPast", installments[index].isPast)
      sink.field("requiredCumulative", cents: installments[index].requiredCumulative)
      sink.field("creditedCumulative", cents: installments[index].creditedCumulative)
      sink.field("minimumPayment", centsOrNull: installments[index].minimumPayment)
      switch installments[index].webApp {
      case .pay(let amount)?:
        sink.field("payToZero", amount)
        sink.field("webApp", "pay")
      case .paid?:
        sink.field("payToZero", orNull: N?.none)
        sink.field("webApp", "paid")
      case .pastDue?:
        sink.field("payToZero", orNull: N?.none)
        sink.field("webApp", "pastDue")
      case nil:
        sink.field("payToZero", orNull: N?.none)
        sink.field("webApp", JSONValue.null)
      }
      sink.field("underpaymentAsPlanned", centsOrNull: index < planned.count ? planned[index].underpayment : nil)
      sink.field("penaltyAsPlanned", centsOrNull: index < planned.count ? planned[index].penalty : nil)
      sink.field("underpaymentIfNothingMore", centsOrNull: index < nothing.count ? nothing[index].underpayment : nil)
      sink.field("penaltyIfNothingMore", centsOrNull: index < nothing.count ? nothing[index].penalty : nil)
      sink.endObject()
    }
    sink.endArray()
    if let alternative = withholdingAlternative {
      sink.key("withholdingAlternative")
      sink.beginObject()
      sink.field("remainingPaychecks", Double(alternative.remainingPaychecks))
      sink.field("extraPerPaycheck", cents: alternative.extraPerPaycheck)
      sink.field("total", cents: alternative.total)
      sink.field("rule", alternative.rule.rawValue)
      sink.field("penalty", cents: alternative.penalty)
      sink.field("penaltyProjected", cents: alternative.projectedPenalty)
      // As it goes on each job's form (W-4 Step 4(c), DE 4 line 2), whole dollars per pay period.
      let form = TaxAuthority.of(jurisdiction).citations.withholdingFormLineShort
      sink.field("formLines", each: alternative.formLines) { sink, line in
        sink.field("form", form)
        sink.field("job", line.job.holder.rawValue)
        sink.field("payFrequency", line.job.payFrequency.rawValue)
        sink.field("remainingPaychecks", Double(line.job.remainingPaychecks))
        sink.field("lastPaycheck", line.job.lastPaycheck)
        sink.field("amountPerPayPeriod", line.amountPerPayPeriod)
        sink.field("total", line.total)
      }
      sink.endObject()
    }
    if let ira = iraWithholding {
      // Tax withheld from an IRA distribution by December 31 instead of the payments.
      sink.key("iraWithholding")
      sink.beginObject()
      sink.field("amount", cents: ira.amount)
      sink.field("byDate", ira.byDate)
      sink.field("rule", ira.rule.rawValue)
      sink.field("penalty", cents: ira.penalty)
      sink.field("penaltyProjected", cents: ira.projectedPenalty)
      sink.endObject()
    }
    if scheduledPayments > .zero { sink.field("scheduledPayments", cents: scheduledPayments) }
    if let january = januaryOption {
      sink.key("januaryOption")
      sink.beginObject()
      sink.field("fileAndPayBy", january.fileAndPayBy)
      sink.field("penalty", cents: january.penalty)
      sink.field("penaltyProjected", cents: january.projectedPenalty)
      sink.endObject()
    }
    sink.field("penaltyAsPlanned", cents: penaltyAsPlanned.total)
    sink.field("penaltyIfNothingMore", cents: penaltyIfNothingMore.total)
    // The part of each penalty priced at a projected rate (zero when every rate is published).
    sink.field("penaltyAsPlannedProjected", cents: penaltyAsPlanned.projectedPenalty)
    sink.field("penaltyIfNothingMoreProjected", cents: penaltyIfNothingMore.projectedPenalty)
    sink.field("projectedRates", strings: projectedRates)
    sink.field("unknownRates", strings: unknownRates)
    sink.field("rateNotes", strings: rateNotes)
    sink.endObject()
  }
}

extension EstimatedTaxPlan {
  /// The annualized income installment method line by line (Form 2210 Schedule AI lines 1–27; FTB
  /// 5805 Part III), one object per column: `plan --format json` and the planning fixtures carry
  /// it; each estimate's `plan` only names the method, to keep batch lines short. Null when the
  /// method was not worked out (the income comes no later than evenly).
  public var annualizedWorksheet: AnnualizedWorksheet { AnnualizedWorksheet(columns: annualized, jurisdiction: jurisdiction) }

  public struct AnnualizedWorksheet: JSONEncodable {
    let columns: [AnnualizedColumn]?
    let jurisdiction: TaxDataFile.Jurisdiction

    public func encode<Sink: JSONSink>(to sink: inout Sink) {
      guard let annualized = columns else {
        sink.null()
        return
      }
      sink.beginArray()
    for column in annualized {
      sink.beginObject()
      sink.field("quarter", column.quarter)
      sink.field("periodEnd", column.period.periodEnd)
      sink.field("annualizationFactor", column.period.factor)
      sink.field("adjustedGrossIncome", cents: column.period.adjustedGrossIncome)
      sink.field("annualizedIncome", cents: column.period.annualizedIncome)
      sink.field("tax", cents: column.tax)
      sink.field("applicablePercentage", column.applicablePercentage)
      sink.field("applicableTax", cents: column.applicableTax)
      sink.field("earlierInstallments", cents: column.earlierInstallments)
      sink.field("annualizedInstallment", cents: column.annualizedInstallment)
      sink.field("regularInstallment", cents: column.regularInstallment)
      sink.field("carriedSaving", cents: column.carriedSaving)
      sink.field("regularWithSaving", cents: column.regularWithSaving)
      sink.field("requiredInstallment", cents: column.requiredInstallment)
      if let lines = column.period.scheduleAI, jurisdiction == .federal {
        sink.key("scheduleAI")
        Self.encode(lines, column, to: &sink)
      } else if let lines = column.period.ftb5805PartIII, jurisdiction == .california {
        sink.key("ftb5805PartIII")
        Self.encode(lines, column, to: &sink)
      }
      sink.endObject()
    }
    sink.endArray()
    }

    /// Form 2210 Schedule AI's column, every line in the form's order (lines 20–27 the plan's).
    static func encode<Sink: JSONSink>(_ lines: ScheduleAIColumn<N>, _ column: AnnualizedColumn, to sink: inout Sink) {
      sink.beginObject()
      sink.field("line1AdjustedGrossIncome", cents: lines.line1AdjustedGrossIncome)
      sink.field("line2AnnualizationAmount", lines.line2AnnualizationAmount)
      sink.field("line3AnnualizedIncome", cents: lines.line3AnnualizedIncome)
      sink.field("line4ItemizedDeductions", cents: lines.line4ItemizedDeductions)
      sink.field("line5AnnualizationAmount", lines.line5AnnualizationAmount)
      sink.field("line6AnnualizedItemizedDeductions", cents: lines.line6AnnualizedItemizedDeductions)
      sink.field("line7StandardDeduction", cents: lines.line7StandardDeduction)
      sink.field("line8Deduction", cents: lines.line8Deduction)
      sink.field("line9QualifiedBusinessIncomeDeduction", cents: lines.line9QualifiedBusinessIncomeDeduction)
      sink.field("additionalDeductions", cents: lines.additionalDeductions)
      sink.field("line10Deductions", cents: lines.line10Deductions)
      sink.field("line11", cents: lines.line11)
      sink.field("line12", cents: lines.line12)
      sink.field("line13TaxableIncome", cents: lines.line13TaxableIncome)
      sink.field("line14Tax", cents: lines.line14Tax)
      sink.field("line15SelfEmploymentTax", cents: lines.line15SelfEmploymentTax)
      sink.field("line16OtherTaxes", cents: lines.line16OtherTaxes)
      sink.field("line17TotalTax", cents: lines.line17TotalTax)
      sink.field("line18Credits", cents: lines.line18Credits)
      sink.field("line19Tax", cents: lines.line19Tax)
      encodeInstallmentLines(column, tax: lines.line19Tax, to: &sink)
      sink.key("partII")
      sink.beginArray()
      for person in lines.partII {
        sink.beginObject()
        sink.field("person", person.holder.rawValue)
        sink.field("line28NetEarnings", cents: person.line28NetEarnings)
        sink.field("line29ProratedWageBase", cents: person.line29ProratedWageBase)
        sink.field("line30Wages", cents: person.line30Wages)
        sink.field("line31", cents: person.line31)
        sink.field("line32AnnualizationAmount", person.line32AnnualizationAmount)
        sink.field("line33", cents: person.line33)
        sink.field("line34AnnualizationAmount", person.line34AnnualizationAmount)
        sink.field("line35", cents: person.line35)
        sink.field("line36SelfEmploymentTax", cents: person.line36SelfEmploymentTax)
        sink.endObject()
      }
      sink.endArray()
      sink.endObject()
    }

    /// FTB 5805 Part III's column, every line in the form's order (lines 15–23 the plan's).
    static func encode<Sink: JSONSink>(_ lines: FTB5805PartIIIColumn<N>, _ column: AnnualizedColumn, to sink: inout Sink) {
      sink.beginObject()
      sink.field("line1AdjustedGrossIncome", cents: lines.line1AdjustedGrossIncome)
      sink.field("line2AnnualizationAmount", lines.line2AnnualizationAmount)
      sink.field("line3AnnualizedIncome", cents: lines.line3AnnualizedIncome)
      sink.field("line4ItemizedDeductions", cents: lines.line4ItemizedDeductions)
      sink.field("line5AnnualizationAmount", lines.line5AnnualizationAmount)
      sink.field("line6AnnualizedItemizedDeductions", cents: lines.line6AnnualizedItemizedDeductions)
      sink.field("line7StandardDeduction", cents: lines.line7StandardDeduction)
      sink.field("line8Deduction", cents: lines.line8Deduction)
      sink.field("line9", cents: lines.line9)
      sink.field("line10Tax", cents: lines.line10Tax)
      sink.field("line11ExemptionCredits", cents: lines.line11ExemptionCredits)
      sink.field("line12", cents: lines.line12)
      sink.field("line13Credits", cents: lines.line13Credits)
      sink.field("line14a", cents: lines.line14a)
      sink.field("line14bOtherTaxes", cents: lines.line14bOtherTaxes)
      sink.field("line14cTax", cents: lines.line14cTax)
      sink.field("refundableCredits", cents: lines.refundableCredits)
      sink.field("taxAfterRefundableCredits", cents: lines.taxAfterRefundableCredits)
      encodeCaliforniaInstallmentLines(column, tax: jsMax(.zero, lines.taxAfterRefundableCredits), to: &sink)
      sink.endObject()
    }

    /// Schedule AI lines 20–27: the applicable percentage of line 19, the earlier installments,
    /// the annualized and the regular installment, the saving carried, the required installment.
    static func encodeInstallmentLines<Sink: JSONSink>(_ column: AnnualizedColumn, tax: N, to sink: inout Sink) {
      sink.field("line20ApplicablePercentage", column.applicablePercentage)
      sink.field("line21", cents: tax * column.applicablePercentage)
      sink.field("line22EarlierInstallments", cents: column.earlierInstallments)
      sink.field("line23AnnualizedInstallment", cents: column.annualizedInstallment)
      sink.field("line24RegularInstallment", cents: column.regularInstallment)
      sink.field("line25CarriedSaving", cents: column.carriedSaving)
      sink.field("line26", cents: column.regularWithSaving)
      sink.field("line27RequiredInstallment", cents: column.requiredInstallment)
    }

    /// FTB 5805 Part III lines 15–23, the same figures in its order: line 22 is the saving
    /// carried to the next column (line 21 less line 18, not below zero).
    static func encodeCaliforniaInstallmentLines<Sink: JSONSink>(_ column: AnnualizedColumn, tax: N, to sink: inout Sink) {
      sink.field("line15ApplicablePercentage", column.applicablePercentage)
      sink.field("line16", cents: tax * column.applicablePercentage)
      sink.field("line17EarlierInstallments", cents: column.earlierInstallments)
      sink.field("line18AnnualizedInstallment", cents: column.annualizedInstallment)
      sink.field("line19RegularInstallment", cents: column.regularInstallment)
      sink.field("line20CarriedSaving", cents: column.carriedSaving)
      sink.field("line21", cents: column.regularWithSaving)
      sink.field("line22Saving", cents: column.regularWithSaving - column.requiredInstallment)
      sink.field("line23RequiredInstallment", cents: column.requiredInstallment)
    }
  }
}
