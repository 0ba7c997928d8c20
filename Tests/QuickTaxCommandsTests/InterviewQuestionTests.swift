import Foundation
import QuickTaxCore
import Testing

@testable import QuickTaxCommands

@Suite("init's questions: answers as the file holds them")
struct InterviewQuestionTests {
  static let status = InterviewQuestion(path: "filingStatus", kind: .choice(FilingStatus.allCases.map(\.rawValue)), summary: "Filing status")

  @Test("a choice by its number or its word, any case; anything else kept as typed for the reader to refuse")
  func choices() throws {
    #expect(try Self.status.value(of: "2") == .string("marriedFilingJointly"))
    #expect(try Self.status.value(of: "HeadOfHousehold") == .string("headOfHousehold"))
    #expect(try Self.status.value(of: "6") == .string("6"))
    #expect(try Self.status.value(of: "joint") == .string("joint"), "no aliases given")
    #expect(Self.status.menu?.hasPrefix("1 single, 2 marriedFilingJointly, 3 marriedFilingSeparately") == true)
    let loanDate = InterviewQuestion(DeductionsData.fields[3], under: "deductions")
    #expect(loanDate.menu == "1 before-dec-16-2017, 2 after-dec-15-2017, 3 (none)")
    #expect(try loanDate.value(of: "3") == .string(""))
    #expect(try loanDate.value(of: "Before Dec 16 2017") == .string("before-dec-16-2017"))
  }

  @Test("filing statuses as people say them; \"married\" alone could be either married status, so it is asked again")
  func filingStatusWords() throws {
    let status = InterviewQuestion(path: "filingStatus", kind: Self.status.kind, summary: "Filing status", aliases: TypedAnswer.filingStatusAliases)
    for (typed, word) in [
      ("married filing jointly", "marriedFilingJointly"), ("Married Filing Jointly", "marriedFilingJointly"), ("joint", "marriedFilingJointly"),
      ("MFJ", "marriedFilingJointly"), ("married filing separately", "marriedFilingSeparately"), ("separate", "marriedFilingSeparately"),
      ("head of household", "headOfHousehold"), ("head", "headOfHousehold"), ("HOH", "headOfHousehold"), ("widow", "qualifyingSurvivingSpouse"),
      ("single", "single"), ("sing", "single"),
    ] {
      #expect(try status.value(of: typed) == .string(word), "\(typed)")
    }
    #expect(throws: InterviewQuestion.Refusal.self) { try status.value(of: "married") }
    #expect(TypedAnswer.choice("married", among: FilingStatus.allCases.map(\.rawValue), aliases: TypedAnswer.filingStatusAliases)
      == .refused("\"married\" could be 2 marriedFilingJointly or 3 marriedFilingSeparately; answer with its number or more of its words"))
    #expect(try status.value(of: "ma") == .string("ma"), "too short to be a beginning: the reader refuses it")
  }

  @Test("amounts as people type them: a dollar sign, thousands commas; commas that do not group thousands refused")
  func typedAmounts() {
    for (typed, plain) in [("$40,000", "40000"), ("40,000", "40000"), ("$1,234,567.89", "1234567.89"), ("-$1,200", "-1200"), ("$-1,200", "-1200"), ("$40", "40")] {
      #expect(TypedAnswer.number(typed, dollars: true) == .understood(plain), "\(typed)")
    }
    for typed in ["40000", "12.5", "abc", "1e5", "$"] { #expect(TypedAnswer.number(typed, dollars: true) == .asTyped, "\(typed)") }
    for typed in ["40,00", "4,0000", ",400", "1,234,56", "40,000,"] {
      #expect(TypedAnswer.number(typed, dollars: true) == .refused("\"\(typed)\" is not an amount: commas go between groups of three digits (40,000), cents after a point (40.50)"))
    }
    #expect(TypedAnswer.number("1,500", dollars: false) == .understood("1500") && TypedAnswer.number("$15", dollars: false) == .asTyped)
  }

  @Test("US dates, month/day/year, as YYYY-MM-DD; two-digit years, a day first and days that do not exist refused")
  func typedDates() {
    #expect(TypedAnswer.date("12/18/2026") == .understood("2026-12-18"))
    #expect(TypedAnswer.date("3/4/2026") == .understood("2026-03-04") && TypedAnswer.date("03-04-2026") == .understood("2026-03-04"))
    #expect(TypedAnswer.date("2026-12-18") == .asTyped && TypedAnswer.date("soon") == .asTyped)
    #expect(TypedAnswer.date("12/18/26") == .refused("\"12/18/26\": give the year in four digits, month/day/year (12/18/2026) or YYYY-MM-DD"))
    #expect(TypedAnswer.date("18/12/2026") == .refused("\"18/12/2026\" is read month/day/year, and 18 is not a month; for day 18 of month 12 write 12/18/2026"))
    #expect(TypedAnswer.date("2/30/2026") == .refused("\"2/30/2026\" is not a day of the calendar; write month/day/year (12/18/2026) or YYYY-MM-DD"))
    #expect(TypedAnswer.date("13/13/2026") == .refused("\"13/13/2026\" is not a day of the calendar; write month/day/year (12/18/2026) or YYYY-MM-DD"))
  }

  @Test("a gain's periods: a period's number, a date in the tax year, or four amounts")
  func gainPeriods() throws {
    #expect(try Interview.periodAmounts("4", total: 40000, taxYear: 2026).get() == ["0", "0", "0", "40000"])
    #expect(try Interview.periodAmounts("5/31/2026", total: 40000, taxYear: 2026).get() == ["0", "40000", "0", "0"])
    #expect(try Interview.periodAmounts("2026-06-01", total: 40000, taxYear: 2026).get() == ["0", "0", "40000", "0"])
    #expect(try Interview.periodAmounts("0 $1,000 0 39,000", total: 40000, taxYear: 2026).get() == ["0", "1000", "0", "39000"])
    #expect(throws: InterviewQuestion.Refusal.self) { try Interview.periodAmounts("2025-12-18", total: 40000, taxYear: 2026).get() }
    // What the file reader refuses is refused at the question, not written (hostile-inputs' full run found 1e-21 written).
    // A total JavaScript writes with an exponent (0.000000000000000000001 typed) is put as the reader takes it.
    #expect(try Interview.periodAmounts("4", total: 1e-21, taxYear: 2026).get() == ["0", "0", "0", "0.00"])
    #expect(try Interview.periodAmounts("4", total: 40000.5, taxYear: 2026).get() == ["0", "0", "0", "40000.5"])
    for typed in ["0 1e-21 0 40000", "0 12abc 0 40000", "0 0x10 0 40000"] {
      #expect(throws: InterviewQuestion.Refusal.self, "\(typed)") { try Interview.periodAmounts(typed, total: 40000, taxYear: 2026).get() }
    }
    #expect(throws: InterviewQuestion.Refusal.self) { try Interview.periodAmounts("5", total: 40000, taxYear: 2026).get() }
  }

  @Test("the tax year is a number, chosen by its value, not a menu number")
  func taxYear() throws {
    let year = InterviewQuestion(path: "taxYear", kind: .choice(["2025", "2026"]), summary: "Tax year", storedAsNumber: true)
    #expect(try year.value(of: "2026") == .number(JSONNumber(2026)))
    #expect(try year.value(of: "1") == .number(JSONNumber(1)), "refused as a year the tables do not have")
    #expect(year.refusal(of: .number(JSONNumber(2024)))?.description == "taxYear: 2024 is not a supported tax year; write 2025 or 2026")
    #expect(year.refusal(of: .number(JSONNumber(2026))) == nil)
    #expect(year.menu == "2025 or 2026")
  }

  @Test("yes and no are booleans; amounts, counts and dates stay text, as the web app's state holds them")
  func valuesByKind() throws {
    let flag = InterviewQuestion(path: "includeCaliforniaTax", kind: .flag, summary: "California")
    #expect(try flag.value(of: "Y") == .bool(true) && flag.value(of: "no") == .bool(false) && flag.value(of: "maybe") == .string("maybe"))
    #expect(flag.emptyValue == .bool(false))
    let amount = InterviewQuestion(IncomeData.fields[6], under: "userIncome")
    #expect(try amount.path == "userIncome.ytdWage" && amount.value(of: "98000") == .string("98000") && amount.emptyValue == .string(""))
    #expect(try amount.value(of: "$98,000") == .string("98000"))
    let children = InterviewQuestion(FamilyData.fields[4], under: "family")
    #expect(try children.value(of: "2") == .string("2"))
  }

  @Test("the prompt drops the mode prefix; help names the path, the meaning and what is accepted")
  func promptAndHelp() throws {
    let paycheck = try #require(IncomeData.fields.first { $0.key == "paycheckWage" })
    let question = InterviewQuestion(paycheck, under: "spouseIncome")
    #expect(question.prompt == "Taxable wage per paycheck")
    #expect(question.help.hasPrefix("spouseIncome.paycheckWage: Detailed mode: taxable wage per paycheck.\nTaxable wages, as W-2 box 1 will show them: after pre-tax 401(k)"))
    #expect(question.help.contains("\nAccepts an amount in dollars, 0 or more"))
    #expect(InterviewQuestion.shown(.string("")) == "none" && InterviewQuestion.shown(.bool(true)) == "yes" && InterviewQuestion.shown(nil) == "none")
  }

  @Test("answers from a file: one per line, CRLF or LF, the last newline ending the last answer")
  func answerLines() {
    let source = AnswerSource.lines(of: Data("2025\r\n\r\nyes\n".utf8))
    #expect([source.nextLine(), source.nextLine(), source.nextLine(), source.nextLine()] == ["2025", "", "yes", nil])
  }

  @Test("outside California a question drops its clauses about California, and keeps the rest of its words")
  func withoutCalifornia() throws {
    func summary(_ key: String, _ fields: [InputField<DeductionsData>] = DeductionsData.fields) throws -> String {
      let field = try #require(fields.first { $0.key == key })
      return InterviewQuestion(field, under: "deductions").withoutCaliforniaClauses.summary
    }
    #expect(
      try summary("passengerVehicleLoanInterest")
        == "Current law, 2025–2028: interest paid on a loan taken out after 2024 to buy a new car, van, SUV, pickup or motorcycle for personal use, assembled in the US (Schedule 1-A Part IV, up to a limit, phased out by income)")
    #expect(
      try summary("otherStateIncomeTax")
        == "State income tax you pay this year where QuickTax does not compute your state's (its withholding, estimated payments and last year's balance paid this year), for the federal SALT deduction")
    #expect(try summary("dependentCareExpenses").hasSuffix("(Form 2441 line 2)"))
    for field in DeductionsData.fields + [] {
      #expect(!InterviewQuestion(field, under: "deductions").withoutCaliforniaClauses.summary.contains("California"), "\(field.key)")
    }
    for field in IncomeData.currentLawFields where !field.key.contains("California") && field.key != "taxExemptInterestOtherStates" {
      #expect(!InterviewQuestion(field, under: "userIncome").withoutCaliforniaClauses.summary.contains("California"), "\(field.key)")
    }
  }
}
