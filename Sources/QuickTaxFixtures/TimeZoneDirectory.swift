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
    lock.lock()
    defer { lock.unlock() }
    if let cached = rules[identifier] { return cached }
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    let built = TimeZoneRules(zone)
    rules[identifier] = built
    return built
  }
}
