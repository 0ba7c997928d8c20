/// The current-law steps as JSON (`details.currentLaw` of `estimate --format json`), line by line
/// as the forms number them.
extension CurrentLawWorksheet: JSONEncodable {
  public func encode<Sink: JSONSink>(to sink: inout Sink) {
    sink.beginObject()
    sink.field("income", object: { sink in
      sink.field("wages", income.wages)
      sink.field("taxableInterest", income.taxableInterest)
      sink.field("ordinaryDividends", income.ordinaryDividends)
      sink.field("qualifiedDividends", income.qualifiedDividends)
      sink.field("iraDistributions", income.iraDistributions)
      // Lines 4a–5b and Form 5329 from the 1099-Rs, only when there are any.
      if let retirement = income.retirement {
        sink.field("iraDistributionsGross", retirement.iraDistributions + (income.iraDistributions - retirement.taxableIRADistributions))
        sink.field("qualifiedCharitableDistributions", retirement.qualifiedCharitableDistributions)
        sink.field("pensionsAndAnnuities", retirement.pensionsAndAnnuities)
        sink.field("retirementFederalWithheld", retirement.federalWithheld)
        sink.field("retirementStateWithheld", retirement.stateWithheld)
      }
      sink.field("businessIncome", income.businessIncome)
      // Only where the household has them: lines 2a, 2b's Treasury part, 6a–6b, Schedule 1 line 7.
      let received = income.benefitsAndInterest
      if received.taxExemptInterest != .zero { sink.field("taxExemptInterest", received.taxExemptInterest) }
      if received.treasuryInterest != .zero { sink.field("treasuryInterest", received.treasuryInterest) }
      if let benefits = income.socialSecurity {
        sink.field("socialSecurityBenefits", benefits.benefits)
        sink.field("taxableSocialSecurityBenefits", benefits.taxableBenefits)
      }
      if received.unemploymentCompensation != .zero { sink.field("unemploymentCompensation", received.unemploymentCompensation) }
      if let rentals = income.rentalRealEstate { sink.field("rentalRealEstate", rentals.rentalIncome) }
      sink.field("totalIncome", income.totalIncome)
    })
    if let benefits = income.socialSecurity {
      sink.field("socialSecurityBenefitsWorksheet", object: { sink in
        sink.field("benefits", benefits.benefits)
        sink.field("halfBenefits", benefits.halfBenefits)
        sink.field("otherIncome", benefits.otherIncome)
        sink.field("taxExemptInterest", benefits.taxExemptInterest)
        sink.field("adjustments", benefits.adjustments)
        sink.field("provisionalIncome", benefits.provisionalIncome)
        sink.field("baseAmount", benefits.baseAmount)
        sink.field("adjustedBaseAmount", benefits.adjustedBaseAmount)
        sink.field("firstTier", benefits.firstTier)
        sink.field("secondTier", benefits.secondTier)
        sink.field("taxableBenefits", benefits.taxableBenefits)
      })
    }
    if let rentals = income.rentalRealEstate { sink.field("form8582", rentals) }
    sink.field("scheduleD", object: { sink in
      let schedule = income.scheduleD
      sink.field("shortTerm", schedule.shortTerm)
      sink.field("longTerm", schedule.longTerm)
      sink.field("net", schedule.net)
      sink.field("gainOrLoss", schedule.gainOrLoss)
      sink.field("netLongTermGain", schedule.netLongTermGain)
      sink.field("shortTermCarryover", schedule.shortTermCarryover)
      sink.field("longTermCarryover", schedule.longTermCarryover)
    })
    sink.field("scheduleC", each: income.businesses) { sink, business in
      sink.field("grossReceipts", business.grossReceipts)
      sink.field("expenses", business.expenses)
      sink.field("netProfit", business.netProfit)
      sink.field("specifiedService", business.specifiedService)
      sink.field("wagesPaid", business.wagesPaid)
      sink.field("propertyBasis", business.propertyBasis)
    }
    sink.field("scheduleSE", each: income.selfEmployment) { sink, schedule in
      sink.field("netEarnings", schedule.netEarnings)
      sink.field("socialSecurityTax", schedule.socialSecurityTax)
      sink.field("medicareTax", schedule.medicareTax)
      sink.field("tax", schedule.tax)
      sink.field("deduction", schedule.deduction)
    }
    sink.field("adjustments", object: { sink in
      let adjustments = income.adjustments
      sink.field("healthSavingsAccount", adjustments.healthSavingsAccount)
      sink.field("selfEmploymentTax", adjustments.selfEmploymentTax)
      sink.field("retirementPlans", adjustments.retirementPlans)
      sink.field("healthInsurance", adjustments.healthInsurance)
      sink.field("ira", adjustments.ira)
      if adjustments.studentLoanInterest != .zero { sink.field("studentLoanInterest", adjustments.studentLoanInterest) }
      sink.field("total", adjustments.total)
    })
    sink.field("capitalGainOrLoss", capitalGainOrLoss)
    sink.field("adjustedGrossIncome", adjustedGrossIncome)
    sink.field("stateIncomeTaxPaid", object: { sink in
      sink.field("withholding", stateIncomeTaxPaid.withholding)
      sink.field("disabilityInsurance", stateIncomeTaxPaid.disabilityInsurance)
      // Each person's basis only where one was given: without it every person is at the statutory rate.
      let byPerson = stateIncomeTaxPaid.disabilityInsuranceByPerson
      if byPerson.contains(where: { $0.basis == .withheldToDate }) {
        sink.field("disabilityInsuranceByPerson", each: byPerson) { sink, person in
          sink.field("basis", person.basis.rawValue)
          sink.field("withheldToDate", person.withheldToDate)
          sink.field("wagesToDate", person.wagesToDate)
          sink.field("wagesToCome", person.wagesToCome)
          sink.field("rateOnWagesToCome", person.rateOnWagesToCome)
          sink.field("amount", person.amount)
        }
      }
      sink.field("estimatedPayments", stateIncomeTaxPaid.estimatedPayments)
      sink.field("earlierYears", stateIncomeTaxPaid.earlierYears)
      sink.field("otherState", stateIncomeTaxPaid.otherState)
      sink.field("total", stateIncomeTaxPaid.total)
    })
    sink.field("scheduleA", object: { sink in
      sink.field("medicalExpenses", scheduleA.medicalExpenses)
      sink.field("medicalFloor", scheduleA.medicalFloor)
      sink.field("medicalDeduction", scheduleA.medicalDeduction)
      sink.field("stateIncomeTax", scheduleA.stateIncomeTax)
      // Only where given: the JSON of every other household is as it was.
      if scheduleA.generalSalesTax > .zero {
        sink.field("generalSalesTax", scheduleA.generalSalesTax)
        sink.field("salesTaxElected", scheduleA.salesTaxElected)
      }
      sink.field("realEstateTax", scheduleA.realEstateTax)
      sink.field("saltBeforeCap", scheduleA.saltBeforeCap)
      sink.field("saltCap", scheduleA.saltCap)
      sink.field("saltDeduction", scheduleA.saltDeduction)
      sink.field("mortgageInterest", scheduleA.mortgageInterest)
      sink.field("deductibleMortgageInterest", scheduleA.deductibleMortgageInterest)
      sink.field("cashGifts", scheduleA.cashGifts)
      sink.field("giftsLimit", scheduleA.giftsLimit)
      sink.field("giftsFloor", scheduleA.giftsFloor)
      sink.field("gifts", scheduleA.gifts)
      sink.field("giftsCarryover", scheduleA.giftsCarryover)
      sink.field("totalBeforeLimitation", scheduleA.totalBeforeLimitation)
      sink.field("limitation", scheduleA.limitation)
      sink.field("total", scheduleA.total)
    })
    sink.field("deduction", object: { sink in
      sink.field("basicStandardDeduction", deductions.basicStandardDeduction)
      sink.field("additionalStandardDeduction", deductions.additionalStandardDeduction)
      sink.field("standardDeduction", deductions.standardDeduction)
      sink.field("itemizedCharity", deductions.itemizedCharity)
      sink.field("itemizedBeforeLimitation", deductions.itemizedBeforeLimitation)
      sink.field("itemizedLimitation", deductions.itemizedLimitation)
      sink.field("nonItemizerCharity", deductions.nonItemizerCharity)
      sink.field("itemizes", deductions.itemizes)
      sink.field("mustItemize", deductions.mustItemize)
      sink.field("total", deductions.total)
    })
    sink.field("seniorDeduction", seniorDeduction)
    // Schedule 1-A's figures, the earned income credits and the renter's credit are written for a
    // return that has them (most have none).
    let schedule1A = income.schedule1A
    if schedule1A.total != .zero || schedule1A.qualifiedTips != .zero || schedule1A.qualifiedOvertime != .zero
      || schedule1A.vehicleLoanInterest != .zero
    {
      sink.field("schedule1A", object: { sink in
      let schedule = schedule1A
      sink.field("modifiedAGI", schedule.modifiedAGI)
      sink.field("qualifiedTips", schedule.qualifiedTips)
      sink.field("tipsDeduction", schedule.tipsDeduction)
      sink.field("qualifiedOvertime", schedule.qualifiedOvertime)
      sink.field("overtimeDeduction", schedule.overtimeDeduction)
      sink.field("vehicleLoanInterest", schedule.vehicleLoanInterest)
      sink.field("vehicleLoanInterestDeduction", schedule.vehicleLoanInterestDeduction)
      sink.field("seniorDeduction", schedule.seniorDeduction)
      sink.field("total", schedule.total)
      })
    }
    sink.field("qualifiedBusinessIncome", object: { sink in
      let qbi = qualifiedBusinessIncome
      sink.field("businessIncome", numbers: qbi.businessIncome)
      sink.field("components", numbers: qbi.components)
      sink.field("taxableIncomeBeforeDeduction", qbi.taxableIncomeBeforeDeduction)
      sink.field("netCapitalGain", qbi.netCapitalGain)
      sink.field("incomeLimit", qbi.incomeLimit)
      sink.field("deduction", qbi.deduction)
      sink.field("lossCarryforward", qbi.lossCarryforward)
    })
    sink.field("regularTax", object: { sink in
      sink.field("taxableIncome", regularTax.taxableIncome)
      sink.field("preferentialIncome", regularTax.preferentialIncome)
      sink.field("ordinaryTaxableIncome", regularTax.ordinaryTaxableIncome)
      sink.field("atZeroPercent", regularTax.atZero)
      sink.field("atFifteenPercent", regularTax.atFifteen)
      sink.field("atTwentyPercent", regularTax.atTwenty)
      sink.field("ordinaryTax", regularTax.ordinaryTax)
      sink.field("preferentialTax", regularTax.preferentialTax)
      sink.field("taxAsOrdinary", regularTax.taxAsOrdinary)
      sink.field("regularTax", regularTax.regularTax)
      sink.field("fromTaxTable", regularTax.ordinaryFromTable)
    })
    sink.field("alternativeMinimumTax", object: { sink in
      sink.field("alternativeMinimumTaxableIncome", alternativeMinimumTax.alternativeMinimumTaxableIncome)
      sink.field("exemption", alternativeMinimumTax.exemption)
      sink.field("taxableExcess", alternativeMinimumTax.taxableExcess)
      sink.field("tentativeMinimumTax", alternativeMinimumTax.tentativeMinimumTax)
      sink.field("alternativeMinimumTax", alternativeMinimumTax.alternativeMinimumTax)
      sink.field("minimumTaxCreditCarryforward", minimumTaxCreditCarryforward)
    })
    if let retirement = income.retirement {
      sink.field("form5329", object: { sink in
        sink.field("earlyDistributions", retirement.earlyDistributions)
        sink.field("exceptedDistributions", retirement.exceptedEarlyDistributions)
        sink.field("subjectToTax", retirement.earlyDistributionsSubjectToTax)
      })
    }
    sink.field("form8880", object: { sink in
      sink.field("contributions", numbers: saversCredit.contributions)
      sink.field("rate", saversCredit.rate)
      sink.field("creditBeforeLimit", saversCredit.creditBeforeLimit)
      sink.field("credit", saversCredit.credit)
    })
    if let foreignTaxCredit { sink.field("form1116", foreignTaxCredit) }
    sink.field("schedule8812", object: { sink in
      sink.field("qualifyingChildren", Double(schedule8812.qualifyingChildren))
      sink.field("otherDependents", Double(schedule8812.otherDependents))
      sink.field("creditsBeforePhaseout", schedule8812.creditsBeforePhaseout)
      sink.field("phaseout", schedule8812.phaseout)
      sink.field("creditsAfterPhaseout", schedule8812.creditsAfterPhaseout)
      sink.field("taxLimit", schedule8812.taxLimit)
      sink.field("nonrefundableCredit", schedule8812.nonrefundableCredit)
      sink.field("unusedCredit", schedule8812.unusedCredit)
      sink.field("refundableLimit", schedule8812.refundableLimit)
      sink.field("earnedIncome", schedule8812.earnedIncome)
      sink.field("earnedIncomeAmount", schedule8812.earnedIncomeAmount)
      if let socialSecurityTaxes = schedule8812.socialSecurityTaxes {
        sink.field("socialSecurityTaxes", socialSecurityTaxes)
        sink.field("earnedIncomeCredit", schedule8812.earnedIncomeCredit ?? .zero)
        sink.field("socialSecurityTaxesLessCredit", schedule8812.socialSecurityTaxesLessCredit ?? .zero)
      }
      sink.field("additionalChildTaxCredit", schedule8812.additionalChildTaxCredit)
    })
    if let earnedIncomeCredit, earnedIncomeCredit.isClaimedOrRefused {
      sink.field("earnedIncomeCredit", object: { sink in earnedIncomeCredit.encodeFigures(to: &sink) })
    }
    encodeCareAndEducation(to: &sink)
    sink.field("netInvestmentIncome", netInvestmentIncome)
    sink.field("investmentIncomeMAGIExcess", investmentIncomeMAGIExcess)
    sink.field("medicareWages", medicareWages)
    sink.field("additionalMedicareTaxWithheld", additionalMedicareTaxWithheld)
    if let california {
      sink.field("california", object: { sink in
        let itemized = california.scheduleCA
        sink.field("standardDeduction", california.standardDeduction)
        sink.field("medicalDeduction", itemized.medicalDeduction)
        sink.field("gifts", itemized.gifts)
        sink.field("giftsCarryover", itemized.giftsCarryover)
        sink.field("itemizedBeforeLimitation", itemized.totalBeforeLimitation)
        sink.field("itemizedLimitation", itemized.limitation)
        sink.field("taxBeforeCredits", california.taxBeforeCredits)
        sink.field("fromTaxTable", california.fromTaxTable)
        let credits = california.exemptionCredits
        sink.field("personalBlindSeniorCredits", credits.personalBlindSeniorCredits)
        sink.field("dependentCredits", credits.dependentCredits)
        sink.field("exemptionCreditsBeforePhaseout", credits.totalBeforePhaseout)
        sink.field("exemptionCredits", credits.total)
        let differences = california.incomeDifferences
        if differences.total != .zero || differences.treasuryInterest != .zero {
          sink.field("scheduleCAIncome", object: { sink in
            sink.field("treasuryInterestSubtracted", differences.treasuryInterest)
            sink.field("otherStatesInterestAdded", differences.taxExemptInterestOtherStates)
            sink.field("socialSecurityBenefitsSubtracted", differences.socialSecurityBenefits)
            sink.field("unemploymentCompensationSubtracted", differences.unemploymentCompensation)
          })
        }
        if california.rentersCredit != .zero { sink.field("rentersCredit", california.rentersCredit) }
        sink.field("adjustedGrossIncome", california.adjustedGrossIncome)
        let amt = california.alternativeMinimumTax
        sink.field("schedulePAdjustments", amt.adjustments)
        sink.field("schedulePIncentiveStockOptions", amt.incentiveStockOptions)
        sink.field("alternativeMinimumTaxableIncome", amt.alternativeMinimumTaxableIncome)
        sink.field("alternativeMinimumTaxExemption", amt.exemption)
        sink.field("tentativeMinimumTax", amt.tentativeMinimumTax)
        sink.field("alternativeMinimumTax", amt.alternativeMinimumTax)
        sink.field("minimumTaxCreditCarryforward", california.minimumTaxCreditCarryforward)
        sink.field("shortTermCapitalLossCarryover", california.shortTermCapitalLossCarryover)
        sink.field("longTermCapitalLossCarryover", california.longTermCapitalLossCarryover)
        if income.retirement != nil {
          sink.field("earlyDistributionTax", california.earlyDistributionTax)
        }
        sink.field("projectedFigures", strings: california.projections.map(\.description))
        if let rentals = california.rentalRealEstate { sink.field("form3801", rentals) }
        encodeCaliforniaCare(california, to: &sink)
        if let form3514 = california.earnedIncomeCredit, form3514.isClaimedOrRefused || form3514.youngChildCredit != .zero {
          sink.field("earnedIncomeTaxCredit", object: { sink in
            form3514.encodeFigures(to: &sink)
            sink.field("youngChildTaxCredit", form3514.youngChildCredit)
            if form3514.youngChildZeroEarnedIncome { sink.field("youngChildZeroEarnedIncome", true) }
          })
        }
      })
    }
    sink.endObject()
  }
}
