import Foundation
import Testing

@testable import QuickTaxCore

/// Issues 25 and 26: the IRS's published worked examples, each quoted beside its test with the
/// edition it was read from. Where an example is from an older edition the rule it shows is
/// unchanged in 2025 (said at each); where the example's year-bound figures (the tax itself) differ
/// from 2025's, the test asserts the example's own lines and derives the 2025 figure beside it.
@Suite("Current law: published worked examples (Pub 925, Form 8582, Pub 503, Pub 970, Pub 514)")
struct PublishedExamplesTests {
  // MARK: Pub 925 and the Form 8582 instructions (IRC §469(i), unchanged since 1986)

  // Pub 925 (2005 edition, for 2005 returns), Comprehensive Example, Charles and Lily Woods (joint
  // return), their filled-in Form 8582 and its page 2 (IRS Tax Help Archives, p925 figures
  // 64265x08/64265x09). The 2005 form numbered the lines differently; today's numbering beside each:
  //   Worksheet 1 (active participation): Activity A net income 2,776, net loss 15,000, prior years'
  //   unallowed loss 6,667, overall loss 18,891; Activity B net loss 11,600, prior 8,225, overall
  //   loss 19,825. Lines 1a 2,776, 1b (26,600), 1c (14,892), 1d (38,716).
  //   Worksheet 3 (all other passive activities; today's Worksheet 2 / Part V): Partnership #1 net
  //   income 4,000, prior (2,600), overall gain 1,400; Partnership #4 net loss 2,400, prior (1,500),
  //   overall loss 3,900. Lines 3a 4,000, 3b (2,400), 3c (4,100), 3d (2,500) (today 2a–2d).
  //   Line 4 (today 3) (41,216); line 5 (today 4) 38,716; line 6 (today 5) 150,000.
  //   Worksheet 4 (special allowance): A 18,891 × .487938 = 2,768; B 19,825 × .512062 = 2,905;
  //   total 5,673 (= line 10, the allowance; today line 9). Column (d): 16,123 and 16,920.
  //   Worksheet 5 (unallowed losses): A 16,123 × .436429 = 15,512; B 16,920 × .458003 = 16,279;
  //   Partnership #4 3,900 × .105568 = 3,752; total 36,943 and 35,543.
  // Line 7 (modified AGI) is cut off in the copy read; the allowance gives it: 50% × (150,000 − MAGI)
  // = 5,673, so MAGI = 138,654 (the allowance is under $25,000 and under line 5's loss), put here
  // as wages. QuickTax takes one net figure per property: Activity A's 2,776 of income and 15,000
  // of loss enter as −12,224, so our lines 1a/1b read 0 and (23,824) — the same line 1d — and
  // line 10 (income allowed) reads 4,000, not 6,776; every other line and the allocation agree.
  @Test("Pub 925 (2005), Comprehensive Example: the Woods' Form 8582 and Worksheets 1, 3, 4 and 5")
  func pub925WoodsComprehensiveExample() throws {
    let household = RentalRealEstateTests.household(
      status: .marriedFilingJointly, user: ["ytdWage": "138654"],
      properties: [
        ("Activity A", "-12224", true, "6667"), ("Activity B", "-11600", true, "8225"), ("Partnership #1", "4000", false, "2600"),
        ("Partnership #4", "-2400", false, "1500"),
      ])
    let form = try RentalRealEstateTests.form8582(household)
    // Part I.
    #expect(form.activePriorYearLoss == 14_892 && form.activeTotal == -38_716)
    #expect(form.activeNetIncome - form.activeNetLoss == 2_776 - 26_600)
    #expect(form.otherNetIncome == 4_000 && form.otherNetLoss == 2_400 && form.otherPriorYearLoss == 4_100 && form.otherTotal == -2_500)
    #expect(form.total == -41_216)
    // Part II.
    #expect(form.lossEligibleForAllowance == 38_716 && form.modifiedAGILimit == 150_000 && form.modifiedAGI == 138_654)
    #expect(form.modifiedAGIRoom == 11_346 && form.specialAllowance == 5_673)
    // Worksheets 1 and 3, columns (d) and (e).
    #expect(form.activities.map(\.overallGainOrLoss) == [-18_891, -19_825, 1_400, -3_900])
    // Worksheet 4, column (c), to the dollar.
    #expect(abs(form.activities[0].specialAllowance - 2_768) < 0.5 && abs(form.activities[1].specialAllowance - 2_905) < 0.5)
    #expect(form.activities[2].specialAllowance == 0 && form.activities[3].specialAllowance == 0)
    // Worksheet 5, column (c), to the dollar, and its total.
    #expect(abs(form.activities[0].unallowedLoss - 15_512) < 0.5 && abs(form.activities[1].unallowedLoss - 16_279) < 0.5)
    #expect(abs(form.activities[3].unallowedLoss - 3_752) < 0.5 && form.activities[2].unallowedLoss == 0)
    #expect(form.unallowedLoss == 35_543)
    // What reaches Schedule E: line 3's loss less the carried loss, the special allowance.
    #expect(BusinessRulesTests.close(form.rentalIncome, -5_673))
    #expect(BusinessRulesTests.close(try BusinessRulesTests.steps(household).adjustedGrossIncome, 138_654 - 5_673))
  }

  // Instructions for Form 8582 (2010 edition, p. 9), line 5: "Example. Line 1d has a loss of
  // $3,000, line 2c is zero, and line 3d has a gain of $100. The combined loss on line 4 is
  // $2,900. You enter $2,900 as a positive number on line 5 (the smaller of the loss on line 1d or
  // the loss on line 4)." (Line 2c was the commercial revitalization deduction, gone since; today
  // 1d, 2d, 3 and 4.) With modified AGI under $100,000 the whole $2,900 is then allowed.
  @Test("Form 8582 instructions (2010), line 5 example: a $3,000 rental loss and $100 of other passive income: $2,900")
  func form8582SmallerLossExample() throws {
    let form = try RentalRealEstateTests.form8582(
      RentalRealEstateTests.household(user: ["ytdWage": "60000"], properties: [("rental", "-3000", true, ""), ("partnership", "100", false, "")]))
    #expect(form.activeTotal == -3_000 && form.otherTotal == 100 && form.total == -2_900)
    #expect(form.lossEligibleForAllowance == 2_900 && form.specialAllowance == 2_900 && form.unallowedLoss == 0)
    #expect(form.rentalIncome == -2_900)
  }

  // Instructions for Form 8582 (2010 edition, p. 9), line 10: "Example. Line 5 has a loss of
  // $42,000 (reported as a positive amount) and line 9 is $25,000. You enter $25,000 on line 10
  // (the smaller of line 5 or line 9, both treated as positive amounts)." (Today lines 4, 8, 9.)
  // Single, wages $90,000 (modified AGI under $100,000: line 8 is the whole $25,000); the other
  // $17,000 is carried to next year.
  @Test("Form 8582 instructions (2010), line 10 example: a $42,000 loss, $25,000 allowed")
  func form8582AllowanceExample() throws {
    let form = try RentalRealEstateTests.form8582(
      RentalRealEstateTests.household(user: ["ytdWage": "90000"], properties: [("rental", "-42000", true, "")]))
    #expect(form.lossEligibleForAllowance == 42_000 && form.maximumAllowance == 25_000 && form.specialAllowance == 25_000)
    #expect(form.unallowedLoss == 17_000 && form.activities[0].unallowedLoss == 17_000 && form.rentalIncome == -25_000)
  }

  // Instructions for Form 8582 (2010 edition, p. 9), modified adjusted gross income: "Example. Your
  // adjusted gross income on line 37 of Form 1040 is $92,000, and you have taxable social security
  // benefits of $5,500 on line 20b. Your modified adjusted gross income is $86,500 ($92,000 –
  // $5,500)." Translated: wages $86,500 and benefits whose taxable part is $5,500 (well above the
  // base amounts 85% of them is taxable: 6,470.59 × 85% = 5,500.00), with a $10,000 rental loss (the
  // example's AGI is before it). Modified AGI leaves taxable benefits out (§469(i)(3)(F)(i)).
  @Test("Form 8582 instructions (2010), modified AGI example: $92,000 with $5,500 of taxable Social Security is $86,500")
  func form8582ModifiedAGIExample() throws {
    let household = RentalRealEstateTests.household(
      user: ["ytdWage": "86500", "socialSecurityBenefits": "6470.59"], properties: [("rental", "-10000", true, "")])
    let steps = try BusinessRulesTests.steps(household)
    let form = try #require(steps.income.rentalRealEstate)
    let taxableBenefits = try #require(steps.income.socialSecurity).taxableBenefits
    #expect(abs(taxableBenefits - 5_500) < 0.01)
    #expect(form.modifiedAGI == 86_500 && form.specialAllowance == 10_000)
    // Line 37 before the passive loss: 86,500 + 5,500 = 92,000.
    #expect(abs(steps.adjustedGrossIncome - form.rentalIncome - 92_000) < 0.01)
  }

  // MARK: Pub 503 (IRC §21: the $3,000 / $6,000 limits and 35%–20% table, unchanged since 2003 but for 2021)

  // Pub 503 (2009 and 2010 editions, "Examples", Example 1, Childcare — Two Children): "Jerry and
  // Ann Jones are married ... two preschool children ... Their adjusted gross income (AGI) is
  // $27,500. Jerry earned $12,500 and Ann earned $15,000. ... work-related expenses of $3,000 ...
  // and $3,200 ... 3) Total work-related expenses $6,200; 4) Dollar limit $6,000; 5) Lesser of
  // expenses paid ($6,200) or dollar limit ($6,000) $6,000; 6) Percentage for AGI of $27,500 (28%)
  // .28; 7) ... ($6,000 x .28) $1,680; 8) Enter the amount from line 28 of Form 1040A $151;
  // 9) Credit ... $151." Line 8 is the 2009 tax; in 2025 the joint standard deduction ($31,500) leaves
  // no taxable income, so the credit is limited to $0.
  @Test("Pub 503 (2009/2010), Example 1: the Joneses, $6,200 paid for two children, 28% of $6,000 = $1,680 before the tax limit")
  func pub503JonesExample() throws {
    let worksheet = try CareAndEducationTests.worksheet(
      CareAndEducationTests.household(status: .marriedFilingJointly, wages: ["12500", "15000"], expenses: "6200", persons: "2"))
    let care = try #require(worksheet.careAndEducation?.dependentCare)
    #expect(care.expensesPaid == 6_200 && care.expenseLimit == 6_000 && care.qualifiedExpenses == 6_000)
    #expect(care.earnedIncome == 12_500 && care.spouseEarnedIncome == 15_000 && care.creditableExpenses == 6_000)
    #expect(worksheet.adjustedGrossIncome == 27_500 && abs(care.rate - 0.28) < 1e-12 && abs(care.creditBeforeLimit - 1_680) < 1e-9)
    #expect(worksheet.regularTax.regularTax == 0 && care.taxLimit == 0 && care.credit == 0)
  }

  // Pub 503 (2009 and 2010 editions, Example 2, Dependent Care Benefits; the same in Pub 17 (2011),
  // "Illustrated example"): "Joan Thomas is divorced and has two dependent children, ages 3 and 9.
  // ... Her adjusted gross income (AGI) ... is $29,000, and the entire amount is earned income.
  // Joan's younger child (Susan) stays at her employer's on-site childcare center ... Her employer
  // reports the value of this service as $3,000 ... in box 10 ... A neighbor cares for Joan's older
  // child (Seth) ... She pays her neighbor $2,400." Filled-in Form 2441 (2005, Pub 503 2006
  // archive; Pub 17 2004): line 12 3,000; line 15 5,400; line 16 3,000; lines 17–18 29,000;
  // line 19 3,000; line 20 (excluded) 3,000; line 21 (taxable) 0; line 22 6,000; line 23 3,000;
  // line 24 3,000; line 3 2,400; lines 4–5 29,000; line 6 2,400; line 7 29,000. Pub 17 (2011):
  // "5) Lesser of expenses paid ($2,400) or dollar limit ($3,000) $2,400; 6) Percentage for AGI of
  // $29,000 (28%) .28; 7) ... ($2,400 x .28) $672; 8) Enter the tax liability limit from Form 2441,
  // line 10 $943; 9) Credit ... $672." Line 8 is that year's tax; in 2025 head of household on
  // $29,000 has $5,375 taxable, the Tax Table's row $5,350–5,400 at $5,375: $537.50 → $538, which
  // then limits the $672.
  @Test("Pub 503 (2009/2010) Example 2 and Pub 17 (2011): Joan Thomas, $3,000 of on-site care excluded, 28% of $2,400 = $672")
  func pub503JoanThomasExample() throws {
    let worksheet = try CareAndEducationTests.worksheet(
      CareAndEducationTests.household(status: .headOfHousehold, wages: ["29000"], benefits: ["3000"], expenses: "5400", persons: "2"))
    let part3 = try #require(worksheet.income.dependentCareBenefits)
    #expect(part3.benefits == 3_000 && part3.expenses == 5_400 && part3.excludedBenefits == 3_000 && part3.taxableBenefits == 0)
    let care = try #require(worksheet.careAndEducation?.dependentCare)
    #expect(care.expenseLimit == 3_000 && care.qualifiedExpenses == 2_400 && care.creditableExpenses == 2_400)
    #expect(worksheet.adjustedGrossIncome == 29_000 && abs(care.rate - 0.28) < 1e-12 && abs(care.creditBeforeLimit - 672) < 1e-9)
    #expect(worksheet.regularTax.regularTax == 538 && care.taxLimit == 538 && care.credit == 538)
  }

  // MARK: Pub 970 (IRC §25A: the credits' amounts are unchanged; MAGI below every year's phase-out)

  // Pub 970 (2016 edition, ch. 2, Figuring the Credit; the same in 2009's): "Jack and Kay Ford are
  // married and file a joint tax return. ... Their MAGI is $70,000. ... Jack and Kay paid qualified
  // education expenses of $4,300 ... Jack and Kay can claim a $2,500 American opportunity credit
  // ... This is 100% of the first $2,000 of qualified education expenses, plus 25% of the next
  // $2,000." Form 8863 then makes 40% of it refundable (line 8) and the rest nonrefundable.
  @Test("Pub 970 (2016), American opportunity credit: the Fords, $4,300 paid, MAGI $70,000: $2,500")
  func pub970FordExample() throws {
    let worksheet = try CareAndEducationTests.worksheet(
      CareAndEducationTests.household(status: .marriedFilingJointly, wages: ["70000"], students: [("4300", "americanOpportunity")]))
    let education = try #require(worksheet.careAndEducation?.education)
    #expect(education.americanOpportunityByStudent == [2_500] && education.phaseoutFraction == 1)
    #expect(education.americanOpportunityCredit == 2_500 && education.refundableCredit == 1_000 && education.nonrefundableCredit == 1_500)
  }

  // Pub 970 (2017 edition, ch. 3, Figuring the Credit; Example 1 in 2009's): "Bruce and Toni Harper
  // are married and file a joint tax return. For 2017, their MAGI is $75,000. ... Toni paid $5,000
  // of qualified education expenses ... Bruce and Toni can claim a $1,000 (20% × $5,000) lifetime
  // learning credit". Its phase-out then began at $112,000 joint, in 2025 at $160,000: none either way.
  @Test("Pub 970 (2017), lifetime learning credit: the Harpers, $5,000 paid, MAGI $75,000: $1,000")
  func pub970HarperExample() throws {
    let worksheet = try CareAndEducationTests.worksheet(
      CareAndEducationTests.household(status: .marriedFilingJointly, wages: ["75000"], students: [("5000", "lifetimeLearning")]))
    let education = try #require(worksheet.careAndEducation?.education)
    #expect(education.lifetimeLearningExpenses == 5_000 && education.lifetimeLearningCredit == 1_000)
    #expect(education.nonrefundableCredit == 1_000 && education.refundableCredit == 0 && education.americanOpportunityCredit == 0)
  }

  // MARK: Form 1116's limit (IRC §904(a)), as Pub 514 fills it in

  // Pub 514 (2012 edition), filled-in Form 1116 (2012), page 2, Part III (IRS Tax Map,
  // g15018a67): "14. ... total amount of foreign taxes available for credit 8,916; 15. ... taxable
  // income ... from sources outside the United States 28,773; 16. Adjustments 0; 17. ... 28,773;
  // 18. ... Form 1040, line 41 36,801; 19. Divide line 17 by line 18 .7819; 20. ... Form 1040,
  // line 44 9,233; 21. Multiply line 20 by line 19 ..." (the copy read ends there: line 21 is
  // 9,233 × .7819 = 7,219.28, $7,219, and line 22 the smaller of lines 14 and 21). The example's
  // income is general category (wages abroad, line 12 having reduced the tax for the excluded part);
  // lines 17–22 are the same for the passive category QuickTax figures, so lines 14, 17, 18 and 20
  // are given to the limit as the example states them.
  @Test("Pub 514 (2012), Form 1116 lines 17–22: 28,773 / 36,801 = .7819 of $9,233: $7,219 of $8,916 credited")
  func pub514Form1116Limit() throws {
    var person = IncomeData()
    person.foreignTaxPaid = "8916"
    person.foreignSourceIncome = "28773"
    let foreign = try #require(
      try CurrentLawTests.engine(year: 2025).foreignTaxCredit(
        [CurrentLawPerson(person)], taxableIncome: 36_801, tax: 9_233, filingStatus: .single, rule: try BusinessRulesTests.rules().foreignTaxCredit))
    #expect(!foreign.withoutForm1116 && foreign.foreignSourceIncome == 28_773 && foreign.taxableIncome == 36_801)
    #expect((foreign.foreignShare * 10_000).rounded() / 10_000 == 0.7819)
    #expect(abs(foreign.limit - 7_219) < 0.5 && foreign.credit == foreign.limit)
    #expect(abs(foreign.notCredited - (8_916 - 7_219)) < 0.5)
  }
}
