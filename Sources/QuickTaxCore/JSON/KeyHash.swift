import Foundation

/// FNV-1a over a key's UTF-8 bytes: a cheap hash that tells short keys apart before they are
/// compared. Reading a household looks up every key it meets, and Swift's seeded string hashing
/// cost more than the rest of the lookup.
enum KeyHash {
  static func of(_ key: String) -> UInt64 {
    var key = key
    return key.withUTF8(of)
  }

  static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
  }
}

/// A fixed set of keys and their positions (a schema's field names), looked up by ``KeyHash``
/// with open addressing; each hit is confirmed by comparing the key itself.
struct KeyTable: Sendable {
  private let keys: [String]
  /// Every key's UTF-8 bytes, one after another, and where each ends (the next starts there).
  private let keyBytes: [UInt8]
  private let keyEnds: [Int]
  /// Position + 1 in `keys`, or 0 for an empty slot; a power-of-two count at least twice the keys.
  private let slots: [Int32]
  private let mask: Int

  init(_ keys: [String]) {
    self.keys = keys
    keyBytes = keys.flatMap { Array($0.utf8) }
    keyEnds = keys.reduce(into: []) { ends, key in ends.append((ends.last ?? 0) + key.utf8.count) }
    var size = 8
    while size < keys.count * 2 { size *= 2 }
    var slots = [Int32](repeating: 0, count: size)
    for (position, key) in keys.enumerated() {
      var slot = Int(truncatingIfNeeded: KeyHash.of(key)) & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int32(position + 1)
    }
    self.slots = slots
    mask = size - 1
  }

  /// The position of a key given as its UTF-8 bytes (as a document holds it), or nil.
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? {
    var slot = Int(truncatingIfNeeded: KeyHash.of(key)) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if isKey(position, key) { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// The length of the key at `position`, when the bytes at `offset` are that key followed by its
  /// closing quote; nil otherwise (another key, or none at that position). Documents list a
  /// record's keys in the schema's order, so this one comparison finds most keys without
  /// scanning them for their end, hashing them, then comparing them.
  func lengthOfKey(_ position: Int, at offset: Int, in document: UnsafeBufferPointer<UInt8>) -> Int? {
    guard position < keyEnds.count else { return nil }
    let length = keyEnds[position] - start(of: position)
    guard offset + length < document.count, document[offset + length] == UInt8(ascii: "\""),
      isKey(position, UnsafeBufferPointer(rebasing: document[offset..<(offset + length)]))
    else { return nil }
    return length
  }

  private func start(of position: Int) -> Int { position == 0 ? 0 : keyEnds[position - 1] }

  /// Whether `bytes` are the key at `position`, byte for byte.
  private func isKey(_ position: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = start(of: position)
    guard keyEnds[position] - start == bytes.count else { return false }
    return keyBytes.withUnsafeBufferPointer { keys in
      guard let keys = keys.baseAddress, let candidate = bytes.baseAddress else { return bytes.isEmpty }
      return memcmp(keys + start, candidate, bytes.count) == 0
    }
  }

  /// The position of `key`, or nil when it is not one of the keys.
  func position(of key: String) -> Int? {
    var slot = Int(truncatingIfNeeded: KeyHash.of(key)) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if keys[position] == key { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
