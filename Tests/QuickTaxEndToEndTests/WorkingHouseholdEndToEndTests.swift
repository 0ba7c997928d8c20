import Foundation
import Testing

/// The tipped worker example through the built command: Schedule 1-A's rows and JSON, student
/// loan interest, the renter's credit, California's note, and the web app's rules refusing each
/// new field by name.
@Suite("quicktax estimate for a working household (tips, overtime, loans, rent), the built command")
struct WorkingHouseholdEndToEndTests {
  let example = ["estimate", "docs/examples/tipped-worker-overtime.json", "--as-of", "2025-09-01", "--time-zone", "America/Los_Angeles"]

  @Test("text: the Schedule 1-A rows, California's note, student loan interest and the renter's credit")
  func text() throws {
    let result = try QuickTaxProcess.run(example)
    #expect(result.status == 0)
    let lines = result.out.split(separator: "\n").map(String.init)
    // AGI 45,000 − 900; taxable 44,100 − 15,750 − 14,000 − 1,800 − 1,400 = 11,150; the Tax Table's
    // row at $11,175: $1,118, less $1,650 withheld.
    for row in [
      ("Student loan interest (line 21)", "$900"), ("Adjusted gross income", "$44,100"),
      ("Qualified tips deduction (Schedule 1-A Part II)", "$14,000"), ("Qualified overtime deduction (Schedule 1-A Part III)", "$1,800"),
      ("Car loan interest deduction (Schedule 1-A Part IV)", "$1,400"), ("Taxable income", "$11,150"), ("Total tax", "$1,118"),
      // California: 44,100 − 5,706 = 38,394, the FTB table's $900, less $153 and the $60 renter's credit.
      ("Renter's credit (Form 540 line 46)", "-$60"), ("Total tax", "$687"),
    ] {
      #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(row.0) && $0.hasSuffix(" \(row.1)") }, "\(row.0) \(row.1)")
    }
    #expect(result.out.contains("California allows no deduction for tips, overtime or car loan\n    interest"))
    #expect(lines.contains("  Federal (IRS)       $532 overpaid (refund)") && lines.contains("  California (FTB)    $237 owed"))
  }

  @Test("JSON: Schedule 1-A's lines, the student loan adjustment and the renter's credit")
  func json() throws {
    let result = try QuickTaxProcess.run(example + ["--format", "json"])
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let currentLaw = try #require((report["details"] as? [String: Any])?["currentLaw"] as? [String: Any])
    let schedule = try #require(currentLaw["schedule1A"] as? [String: Any])
    #expect(schedule["tipsDeduction"] as? Int == 14_000 && schedule["overtimeDeduction"] as? Int == 1_800)
    #expect(schedule["vehicleLoanInterestDeduction"] as? Int == 1_400 && schedule["total"] as? Int == 17_200)
    #expect(schedule["modifiedAGI"] as? Int == 44_100)
    let adjustments = try #require(currentLaw["adjustments"] as? [String: Any])
    #expect(adjustments["studentLoanInterest"] as? Int == 900)
    #expect((currentLaw["california"] as? [String: Any])?["rentersCredit"] as? Int == 60)
  }

  @Test("--rules quicktax-web refuses each new field by name; a negative amount is an error naming it")
  func refusals() throws {
    let web = try QuickTaxProcess.run(example + ["--rules", "quicktax-web"])
    #expect(web.status == 1)
    for path in [
      "userIncome.qualifiedTips", "userIncome.qualifiedOvertime", "userIncome.studentLoanInterest", "deductions.passengerVehicleLoanInterest",
      "family.californiaRenter",
    ] {
      #expect(web.error.contains(path), "\(path)")
    }
    let negative = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-09-01"], input: Data(#"{"userIncome": {"qualifiedTips": "-5"}}"#.utf8))
    #expect(negative.status == 1 && negative.error.contains("userIncome.qualifiedTips: -5 is negative; write the amount, 0 or more"))
    // Read as the web app reads it, an infinite amount is refused by name (tips above the wages they are part of), not a crash.
    let infinite = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-09-01", "--web-compat"],
      input: Data(#"{"userIncome": {"incomeMode": "simple", "ytdWage": "50000", "qualifiedTips": "1e309", "hsaContributions": "1e309"}}"#.utf8))
    #expect(infinite.status == 1 && infinite.error.contains("userIncome.qualifiedTips: $Infinity is more than the wages ($50,000"))
    let hsa = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-09-01", "--web-compat"],
      input: Data(#"{"userIncome": {"incomeMode": "simple", "ytdWage": "50000", "hsaContributions": "1e309"}}"#.utf8))
    #expect(hsa.status == 0 && (hsa.out + hsa.error).contains("userIncome.hsaContributions: $Infinity is more than the self-only HSA limit"))
    let flag = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-09-01"], input: Data(#"{"family": {"californiaRenter": "yes"}}"#.utf8))
    #expect(flag.status == 1 && flag.error.contains("family.californiaRenter"))
  }

  @Test("married filing separately: tips and overtime not deducted, with a warning; car loan interest kept")
  func separateReturn() throws {
    let household = #"{"taxYear": 2025, "filingStatus": "marriedFilingSeparately", "includeCaliforniaTax": false, "userIncome": {"incomeMode": "simple", "ytdWage": "50000", "qualifiedTips": "5000"}, "deductions": {"passengerVehicleLoanInterest": "1000"}}"#
    let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-12-31", "--format", "json"], input: Data(household.utf8))
    #expect(result.status == 0)
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let warnings = try #require(report["warnings"] as? [[String: Any]])
    #expect(warnings.contains { $0["path"] as? String == "userIncome.qualifiedTips" && ($0["message"] as? String)?.contains("§224(f)") == true })
    let federal = try #require((report["result"] as? [String: Any])?["federalTax"] as? [String: Any])
    #expect(federal["taxableIncome"] as? Int == 50_000 - 15_750 - 1_000)
  }

  @Test("a business's expenses given twice, in the web app's field and current law's: both subtracted, and said")
  func businessExpensesTwice() throws {
    let result = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC", "--format", "json"],
      input: Data(#"{"taxYear": 2025, "filingStatus": "single", "residence": {"state": "TX"}, "deductions": {"businessExpenses": "4000"}, "userIncome": {"incomeMode": "simple", "selfEmploymentReceipts": "60000", "selfEmploymentExpenses": "4000"}}"#.utf8))
    #expect(result.status == 0, "\(result.error)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    let warnings = try #require(report["warnings"] as? [[String: Any]])
    #expect(warnings.contains { $0["path"] as? String == "deductions.businessExpenses" && ($0["message"] as? String)?.contains("both subtracted") == true })
  }

  @Test("tips are part of the wages: given beside them (issue 46's server), refused naming both fields; within them, deducted")
  func tipsInsideWages() throws {
    // A server with $22,000 of wages who entered her $28,000 of tips beside them.
    let beside = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC"],
      input: Data(#"{"taxYear": 2025, "filingStatus": "single", "residence": {"state": "CA"}, "userIncome": {"incomeMode": "simple", "ytdWage": "22000", "qualifiedTips": "28000"}}"#.utf8))
    #expect(beside.status == 1)
    #expect(beside.error.contains("userIncome.qualifiedTips: $28,000 is more than the wages ($22,000: userIncome.ytdWage and the wages still to come) and business receipts ($0: userIncome.selfEmploymentReceipts)"))
    // The same tips inside $50,000 of wages: computed, the tips deducted (Schedule 1-A).
    let inside = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC", "--format", "json"],
      input: Data(#"{"taxYear": 2025, "filingStatus": "single", "residence": {"state": "CA"}, "userIncome": {"incomeMode": "simple", "ytdWage": "50000", "qualifiedTips": "28000"}}"#.utf8))
    #expect(inside.status == 0, "\(inside.error)")
    // Tips within a business's receipts count too; overtime above the wages is refused likewise.
    let business = try QuickTaxProcess.run(
      ["estimate", "-", "--as-of", "2025-12-15", "--time-zone", "UTC"],
      input: Data(#"{"taxYear": 2025, "filingStatus": "single", "residence": {"state": "TX"}, "userIncome": {"incomeMode": "simple", "ytdWage": "10000", "selfEmploymentReceipts": "30000", "qualifiedTips": "28000", "qualifiedOvertime": "45000"}}"#.utf8))
    #expect(business.status == 1 && !business.error.contains("qualifiedTips"))
    #expect(business.error.contains("userIncome.qualifiedOvertime: $45,000 is more than the wages ($10,000"))
  }

  @Test("the note under a tips deduction names only the steps that took something off; California's note only with California")
  func tipsLimitNote() throws {
    func run(_ wages: String, _ tips: String, status: String = "single", california: Bool = false) throws -> String {
      let household = #"{"taxYear": 2025, "filingStatus": "\#(status)", "includeCaliforniaTax": \#(california), "userIncome": {"incomeMode": "simple", "futureWage": "\#(wages)", "qualifiedTips": "\#(tips)"}}"#
      let result = try QuickTaxProcess.run(["estimate", "-", "--as-of", "2025-06-15", "--time-zone", "UTC"], input: Data(household.utf8))
      #expect(result.status == 0, "\(result.error)")
      return result.out.replacingOccurrences(of: "\n    ", with: " ")
    }
    // Under the cap, modified AGI over the threshold: $100 less for each whole $1,000 over (lines 9–12).
    let reduced = try run("160000", "20000")
    #expect(reduced.contains("$19,000 of $20,000: reduced by $1,000 for modified AGI of $160,000 over $150,000."))
    #expect(!reduced.contains("limited to") && !reduced.contains("California allows no deduction"))
    // Over the cap, modified AGI under the threshold: the cap alone.
    #expect(try run("100000", "30000").contains("$25,000 of $30,000: limited to $25,000 filing single."))
    // Both.
    let both = try run("180000", "30000", california: true)
    #expect(both.contains("$22,000 of $30,000: limited to $25,000 filing single, then reduced by $3,000 for modified AGI of $180,000 over $150,000."))
    #expect(both.contains("California allows no deduction for tips"))
    #expect(try run("60000", "20000", status: "marriedFilingSeparately").contains("$0 of $20,000: none on a separate return (IRC §224(f), §225(e))."))
  }
}
