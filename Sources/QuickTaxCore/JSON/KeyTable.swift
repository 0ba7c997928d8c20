import Foundation

/// A fixed set of keys and their positions (a schema's field names), looked up by name, and by a
/// document's bytes where the next key is expected (``lengthOfKey(_:at:in:)``).
struct KeyTable: Sendable {
  private let positions: [String: Int]
  /// Every key's UTF-8 bytes, one after another, and where each ends (the next starts there).
  private let keyBytes: [UInt8]
  private let keyEnds: [Int]

  init(_ keys: [String]) {
    positions = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    keyBytes = keys.flatMap { Array($0.utf8) }
    keyEnds = keys.reduce(into: []) { ends, key in ends.append((ends.last ?? 0) + key.utf8.count) }
  }

  /// The position of a key given as its UTF-8 bytes (as a document holds it), or nil.
  func position(of key: UnsafeBufferPointer<UInt8>) -> Int? { positions[String(decoding: key, as: UTF8.self)] }

  /// The position of `key`, or nil when it is not one of the keys.
  func position(of key: String) -> Int? { positions[key] }

  /// The length of the key at `position`, when the bytes at `offset` are that key followed by its
  /// closing quote; nil otherwise (another key, or none at that position). Documents list a
  /// record's keys in the schema's order, so this one comparison finds most keys without
  /// scanning them for their end, then looking them up (docs/performance.md).
  func lengthOfKey(_ position: Int, at offset: Int, in document: UnsafeBufferPointer<UInt8>) -> Int? {
    guard position < keyEnds.count else { return nil }
    let start = position == 0 ? 0 : keyEnds[position - 1]
    let length = keyEnds[position] - start
    guard offset + length < document.count, document[offset + length] == UInt8(ascii: "\""),
      let candidate = document.baseAddress
    else { return nil }
    let same = keyBytes.withUnsafeBufferPointer { keys in
      guard let keys = keys.baseAddress else { return length == 0 }
      return memcmp(keys + start, candidate + offset, length) == 0
    }
    return same ? length : nil
  }
}
