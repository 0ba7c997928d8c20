import Foundation
import QuickTaxCore

/// Time zones by IANA name, each read from the system's zone data once per process.
public final class TimeZoneDirectory: @unchecked Sendable {
  public static let shared = TimeZoneDirectory()

  private let lock = NSLock()
  private var rules: [String: TimeZoneRules] = ["UTC": .utc]

  /// The rules of the zone named `identifier` ("America/Los_Angeles"), or nil when the system
  /// knows no such zone.
  public func rules(named identifier: String) -> TimeZoneRules? {
    // IANA names are short and plain ("America/Argentina/ComodRivadavia", "Etc/GMT+10"): anything
    // else, a NUL byte that C would cut the name at included, is no zone.
    guard TimeZoneDirectory.isPlausibleName(identifier) else { return nil }
    lock.lock()
    defer { lock.unlock() }
    if let cached = rules[identifier] { return cached }
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    let built = TimeZoneRules(zone)
    rules[identifier] = built
    return built
  }

  /// Letters, digits and `/ _ + -`, at most 64 characters.
  static func isPlausibleName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "/_+-".utf8.contains(byte)
      }
  }
}
