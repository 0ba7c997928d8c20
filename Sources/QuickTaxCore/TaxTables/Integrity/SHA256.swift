/// SHA-256 (FIPS 180-4), for the checksums of tax-table files. Ours because the package takes no
/// dependencies and Foundation on Linux has no digest; tested against the published vectors.
///
/// Every command checks the embedded tables at start-up, so whole blocks are compressed straight
/// from the input, with the message schedule on the stack; only a partial block is buffered.
public struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6A09_E667, 0xBB67_AE85, 0x3C6E_F372, 0xA54F_F53A, 0x510E_527F, 0x9B05_688C, 0x1F83_D9AB, 0x5BE0_CD19
  )
  /// The bytes of an incomplete block, waiting for the rest of it.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  private static let roundConstants: [UInt32] = [
    0x428A_2F98, 0x7137_4491, 0xB5C0_FBCF, 0xE9B5_DBA5, 0x3956_C25B, 0x59F1_11F1, 0x923F_82A4, 0xAB1C_5ED5,
    0xD807_AA98, 0x1283_5B01, 0x2431_85BE, 0x550C_7DC3, 0x72BE_5D74, 0x80DE_B1FE, 0x9BDC_06A7, 0xC19B_F174,
    0xE49B_69C1, 0xEFBE_4786, 0x0FC1_9DC6, 0x240C_A1CC, 0x2DE9_2C6F, 0x4A74_84AA, 0x5CB0_A9DC, 0x76F9_88DA,
    0x983E_5152, 0xA831_C66D, 0xB003_27C8, 0xBF59_7FC7, 0xC6E0_0BF3, 0xD5A7_9147, 0x06CA_6351, 0x1429_2967,
    0x27B7_0A85, 0x2E1B_2138, 0x4D2C_6DFC, 0x5338_0D13, 0x650A_7354, 0x766A_0ABB, 0x81C2_C92E, 0x9272_2C85,
    0xA2BF_E8A1, 0xA81A_664B, 0xC24B_8B70, 0xC76C_51A3, 0xD192_E819, 0xD699_0624, 0xF40E_3585, 0x106A_A070,
    0x19A4_C116, 0x1E37_6C08, 0x2748_774C, 0x34B0_BCB5, 0x391C_0CB3, 0x4ED8_AA4A, 0x5B9C_CA4F, 0x682E_6FF3,
    0x748F_82EE, 0x78A5_636F, 0x84C8_7814, 0x8CC7_0208, 0x90BE_FFFA, 0xA450_6CEB, 0xBEF9_A3F7, 0xC671_78F2,
  ]

  private static let hexDigits = Array("0123456789abcdef".utf8)

  public init() {}

  /// The digest of `bytes` as 64 lowercase hexadecimal digits.
  public static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var hasher = SHA256()
    hasher.update(bytes)
    let digest = hasher.finalize()
    return String(unsafeUninitializedCapacity: 64) { text in
      for (index, byte) in digest.enumerated() {
        text[2 * index] = hexDigits[Int(byte >> 4)]
        text[2 * index + 1] = hexDigits[Int(byte & 0x0F)]
      }
      return 64
    }
  }

  public mutating func update(_ bytes: some Sequence<UInt8>) {
    if bytes.withContiguousStorageIfAvailable({ update(contiguous: $0) }) == nil {
      Array(bytes).withUnsafeBufferPointer { update(contiguous: $0) }
    }
  }

  private mutating func update(contiguous bytes: UnsafeBufferPointer<UInt8>) {
    length &+= UInt64(bytes.count)
    var start = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, bytes.count)
      pending += bytes[0..<taken]
      start = taken
      guard pending.count == 64 else { return }
      pending.withUnsafeBufferPointer { compress($0) }
      pending.removeAll(keepingCapacity: true)
    }
    while bytes.count - start >= 64 {
      compress(UnsafeBufferPointer(rebasing: bytes[start..<start + 64]))
      start += 64
    }
    pending += bytes[start...]
  }

  /// The 32-byte digest.
  public mutating func finalize() -> [UInt8] {
    let bitLength = length &* 8
    var padding: [UInt8] = [0x80]
    padding += [UInt8](repeating: 0, count: (55 &- pending.count) & 63)
    for shift in stride(from: 56, through: 0, by: -8) { padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
    let savedLength = length
    update(padding)
    length = savedLength
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
  }

  /// One 64-byte block. The rotations (FIPS 180-4's ROTR^n) are written out with masking shifts,
  /// which even a debug build compiles in line: there a function per rotation made the embedded
  /// tables' checksums, at every start, most of a command's time.
  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
      for index in 0..<16 {
        words[index] =
          UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16 | UInt32(block[4 * index + 2]) << 8
          | UInt32(block[4 * index + 3])
      }
      for index in 16..<64 {
        let w15 = words[index - 15]
        let w2 = words[index - 2]
        let s0 = (w15 &>> 7 | w15 &<< 25) ^ (w15 &>> 18 | w15 &<< 14) ^ (w15 &>> 3)
        let s1 = (w2 &>> 17 | w2 &<< 15) ^ (w2 &>> 19 | w2 &<< 13) ^ (w2 &>> 10)
        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      SHA256.roundConstants.withUnsafeBufferPointer { constants in
        for index in 0..<64 {
          let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
          let choice = g ^ (e & (f ^ g))  // Ch(e, f, g), one operation fewer
          let temp1 = h &+ s1 &+ choice &+ constants[index] &+ words[index]
          let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
          let majority = (a & b) | (c & (a | b))  // Maj(a, b, c), one operation fewer
          let temp2 = s0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
        }
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
      )
    }
  }
}
