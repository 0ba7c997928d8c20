import Foundation
import QuickTaxCore

/// Figures as a person reads them: whole dollars with thousands separators, negatives as -$512
/// (product spec 5.4), rates with two decimals. Rounding is `Math.round`, as the web app rounds
/// what it shows; no other arithmetic happens here.
enum MoneyFormat {
  static func dollars<N: TaxNumber>(_ amount: N) -> String { dollars(amount.jsRounded().doubleValue) }

  /// A whole-dollar amount (already rounded).
  static func dollars(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-$∞" : "$∞" }
    let sign = value < 0 ? "-" : ""
    let magnitude = abs(value)
    // Grouped while the dollars are a whole Int (every amount strict reading accepts); beyond,
    // as JavaScript prints the number.
    guard magnitude < 9e18, let whole = Int(exactly: magnitude.rounded()) else {
      return sign + "$" + JavaScriptNumberFormat.string(magnitude)
    }
    return sign + "$" + InputExcerpt.grouped(whole)
  }

  /// A least amount to pay, in whole dollars rounded up from the cent, so that paying the figure
  /// shown is enough ($126.30 shows as $127, not $126).
  static func dollarsAtLeast<N: TaxNumber>(_ amount: N) -> String {
    let value = amount.doubleValue
    guard value.isFinite else { return dollars(value) }
    return dollars(roundedUpToDollar(value))
  }

  /// Whole dollars rounded up from the cent ($126.30 → 127; $126.001 → 126).
  static func roundedUpToDollar(_ value: Double) -> Double { ((value * 100).rounded() / 100).rounded(.up) }

  /// Dollars and cents, for small amounts such as a penalty ("$12.34").
  static func cents<N: TaxNumber>(_ amount: N) -> String {
    let value = amount.doubleValue
    guard value.isFinite else { return dollars(value) }
    let cents = (value * 100).rounded()
    let whole = dollars((cents / 100).rounded(.towardZero))
    return whole + "." + String(format: "%02d", Int(abs(cents).truncatingRemainder(dividingBy: 100)))
  }

  /// A percentage already in percent (16.18 → "16.18%").
  static func percent<N: TaxNumber>(_ value: N, decimals: Int = 2) -> String {
    let double = value.doubleValue
    guard double.isFinite else { return "—" }
    return String(format: "%.\(decimals)f%%", double)
  }

  /// A rate as a fraction (0.093 → "9.3%"), with as many decimals as it needs, up to two.
  static func rate<N: TaxNumber>(_ value: N) -> String {
    let percent = value.doubleValue * 100
    guard percent.isFinite else { return "—" }
    for decimals in 0...2 {
      let text = String(format: "%.\(decimals)f", percent)
      if abs((Double(text) ?? .nan) - percent) < 1e-9 { return text + "%" }
    }
    return String(format: "%.2f%%", percent)
  }

  /// A count of paychecks (a JavaScript number: usually whole, NaN when the dates are invalid).
  static func count(_ value: Double) -> String {
    guard value.isFinite else { return "NaN" }
    return JavaScriptNumberFormat.string(value)
  }
}
