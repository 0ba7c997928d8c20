import Foundation
import QuickTaxCore
import Testing

@testable import QuickTaxCommands

@Suite("init's questions: answers as the file holds them")
struct InterviewQuestionTests {
  static let status = InterviewQuestion(path: "filingStatus", kind: .choice(FilingStatus.allCases.map(\.rawValue)), summary: "Filing status")

  @Test("a choice by its number or its word, any case; anything else kept as typed for the reader to refuse")
  func choices() {
    #expect(Self.status.value(of: "2") == .string("marriedFilingJointly"))
    #expect(Self.status.value(of: "HeadOfHousehold") == .string("headOfHousehold"))
    #expect(Self.status.value(of: "6") == .string("6"))
    #expect(Self.status.value(of: "joint") == .string("joint"))
    #expect(Self.status.menu?.hasPrefix("1 single, 2 marriedFilingJointly, 3 marriedFilingSeparately") == true)
    let loanDate = InterviewQuestion(DeductionsData.fields[3], under: "deductions")
    #expect(loanDate.menu == "1 before-dec-16-2017, 2 after-dec-15-2017, 3 (none)")
    #expect(loanDate.value(of: "3") == .string(""))
  }

  @Test("the tax year is a number, chosen by its value, not a menu number")
  func taxYear() {
    let year = InterviewQuestion(path: "taxYear", kind: .choice(["2025", "2026"]), summary: "Tax year", storedAsNumber: true)
    #expect(year.value(of: "2026") == .number(JSONNumber(2026)))
    #expect(year.value(of: "1") == .number(JSONNumber(1)), "left for the reader to refuse")
    #expect(year.menu == "2025 or 2026")
  }

  @Test("yes and no are booleans; amounts, counts and dates stay text, as the web app's state holds them")
  func valuesByKind() {
    let flag = InterviewQuestion(path: "includeCaliforniaTax", kind: .flag, summary: "California")
    #expect(flag.value(of: "Y") == .bool(true) && flag.value(of: "no") == .bool(false) && flag.value(of: "maybe") == .string("maybe"))
    #expect(flag.emptyValue == .bool(false))
    let amount = InterviewQuestion(IncomeData.fields[6], under: "userIncome")
    #expect(amount.path == "userIncome.ytdWage" && amount.value(of: "98000") == .string("98000") && amount.emptyValue == .string(""))
    let children = InterviewQuestion(FamilyData.fields[4], under: "family")
    #expect(children.value(of: "2") == .string("2"))
  }

  @Test("the prompt drops the mode prefix; help names the path, the meaning and what is accepted")
  func promptAndHelp() throws {
    let paycheck = try #require(IncomeData.fields.first { $0.key == "paycheckWage" })
    let question = InterviewQuestion(paycheck, under: "spouseIncome")
    #expect(question.prompt == "Taxable wage per paycheck")
    #expect(question.help.hasPrefix("spouseIncome.paycheckWage: Detailed mode: taxable wage per paycheck.\nAccepts an amount in dollars, 0 or more"))
    #expect(InterviewQuestion.shown(.string("")) == "none" && InterviewQuestion.shown(.bool(true)) == "yes" && InterviewQuestion.shown(nil) == "none")
  }

  @Test("answers from a file: one per line, CRLF or LF, the last newline ending the last answer")
  func answerLines() {
    let source = AnswerSource.lines(of: Data("2025\r\n\r\nyes\n".utf8))
    #expect([source.nextLine(), source.nextLine(), source.nextLine(), source.nextLine()] == ["2025", "", "yes", nil])
  }
}
