import QuickTaxCore

/// The inputs the web app cannot represent, in words a person reads ("the head of household
/// status", "qualified tips") rather than JSON paths: the estimate names them only to say why
/// there is no comparison, where no one types them (`--rules quicktax-web` names each path).
enum WebAppFieldWords {
  /// One phrase per kind of input, in the order first met; the people's fields said once.
  static func words(_ paths: [String], filingStatus: FilingStatus) -> [String] {
    var phrases: [String] = []
    for path in paths {
      let phrase = words(path, filingStatus: filingStatus)
      if !phrases.contains(phrase) { phrases.append(phrase) }
    }
    return phrases
  }

  static func words(_ path: String, filingStatus: FilingStatus) -> String {
    let parts = path.split(separator: ".").map(String.init)
    guard let group = parts.first else { return path }
    let key = parts.count > 1 ? parts[1] : group
    switch group {
    case "filingStatus": return "the \(filingStatus.displayName.lowercased()) status"
    case "family": return "the family's ages and children"
    case "carryovers": return "last year's carryovers"
    case "residence": return "the state of residence"
    default: break
    }
    if let named = named[key] { return named }
    return spaced(key)
  }

  /// Keys whose words are not their own spelled out.
  private static let named: [String: String] = [
    "ytdCaliforniaSDIWithheld": "California SDI withheld", "hsaContributions": "HSA contributions",
    "passengerVehicleLoanInterest": "car loan interest", "generalSalesTax": "general sales taxes",
    "priorYearStateTaxPaid": "last year's state tax paid this year", "dependentCareExpenses": "child and dependent care",
    "washingtonExemptGains": "Washington's exempt gains", "washingtonCharitableDonations": "Washington's charitable deduction",
    "incentiveStockOptions": "incentive stock options", "retirementDistributions": "retirement distributions",
    "rentalProperties": "rental properties",
  ]

  /// "qualifiedTips" → "qualified tips": a camel-case key as words.
  static func spaced(_ key: String) -> String {
    var words = ""
    for character in key {
      if character.isUppercase && !words.isEmpty { words += " " }
      words += character.lowercased()
    }
    return words
  }
}
