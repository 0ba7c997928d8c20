/// A time zone as a value: its UTC offset over time, as a sorted table of transitions.
///
/// The calculators take the zone as a parameter, as they take "now", so that the engine never asks
/// the system what zone it is in. Build one from a Foundation `TimeZone` with
/// ``init(_:fromYear:throughYear:)``, or use ``utc``.
public struct TimeZoneRules: Sendable, Hashable {
  /// The zone's name ("UTC", "America/Los_Angeles"), for messages.
  public let identifier: String
  /// UTC instants (ms) at which a new offset begins, ascending.
  let transitions: [Double]
  /// Offsets in ms: `offsets[0]` before the first transition, `offsets[i + 1]` from transition i.
  let offsets: [Double]

  public init(identifier: String, transitions: [Double], offsets: [Double]) {
    precondition(offsets.count == transitions.count + 1, "one offset before and one after each transition")
    self.identifier = identifier
    self.transitions = transitions
    self.offsets = offsets
  }

  /// Coordinated Universal Time: offset zero, always.
  public static let utc = TimeZoneRules(identifier: "UTC", transitions: [], offsets: [0])

  /// A zone with one fixed offset from UTC.
  public static func fixed(offsetMinutes: Int, identifier: String) -> TimeZoneRules {
    TimeZoneRules(identifier: identifier, transitions: [], offsets: [Double(offsetMinutes) * 60_000])
  }

  /// The offset from UTC (ms) in effect at a UTC instant.
  public func offset(atUTC time: Double) -> Double {
    guard !transitions.isEmpty, !time.isNaN else { return offsets[0] }
    return offsets[offsetIndex(atUTC: time)]
  }

  /// The index in `offsets` of the offset in force at `time` (not NaN): how many transitions
  /// come at or before it.
  private func offsetIndex(atUTC time: Double) -> Int {
    var low = 0
    var high = transitions.count
    while low < high {
      let middle = (low + high) / 2
      if transitions[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The one offset in force from `start` through `end` (UTC instants, `start` first), or nil
  /// when a transition falls between them or either is NaN. Also nil for an offset of a day or
  /// more (no real zone has one): the shortcuts that use this rely on an offset moving a time by
  /// less than a day.
  func singleOffset(from start: Double, through end: Double) -> Double? {
    let index: Int
    if transitions.isEmpty {
      index = 0
    } else {
      guard !start.isNaN, !end.isNaN else { return nil }
      index = offsetIndex(atUTC: start)
      if index < transitions.count && transitions[index] <= end { return nil }
    }
    return offsets[index].magnitude < JSDate.msPerDay ? offsets[index] : nil
  }

  /// The first change of offset after `time` (a UTC instant), nil when none follows (or `time`
  /// is NaN): how far a schedule of local steps may be counted under one offset.
  func nextTransition(after time: Double) -> Double? {
    guard !time.isNaN else { return nil }
    let index = offsetIndex(atUTC: time)
    return index < transitions.count ? transitions[index] : nil
  }

  /// LocalTime(t) (ECMA-262 §21.4.1.25).
  public func localTime(fromUTC time: Double) -> Double { time + offset(atUTC: time) }

  /// UTC(t) (ECMA-262 §21.4.1.26): the instant of a local time. A local time that happens twice
  /// (when clocks go back) is the earlier instant; one that never happens (clocks go forward) is
  /// read with the offset from before the transition.
  public func utc(fromLocal local: Double) -> Double {
    guard local.isFinite else { return .nan }
    guard !transitions.isEmpty else { return local - offsets[0] }
    // No transition within a day either side (nearly every day of a year): the offset there
    // gives the instant, as the steps below would find with three lookups (an offset of less
    // than a day puts the instant within that span, under the same offset).
    if let offset = singleOffset(from: local - JSDate.msPerDay, through: local + JSDate.msPerDay) { return local - offset }
    let before = offset(atUTC: local - JSDate.msPerDay)
    let after = offset(atUTC: local + JSDate.msPerDay)
    // The instant each offset in force within a day would give, when that offset is in force
    // there; the offset is tried once when no transition is near (the two are the same).
    func instant(withOffset candidate: Double) -> Double? {
      let instant = local - candidate
      return offset(atUTC: instant) == candidate ? instant : nil
    }
    switch (instant(withOffset: before), after == before ? nil : instant(withOffset: after)) {
    case let (first?, second?): return min(first, second)
    case let (only?, nil), let (nil, only?): return only
    case (nil, nil): return local - offset(atUTC: local - max(before, after))
    }
  }
}
