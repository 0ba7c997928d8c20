import QuickTaxCore
import Testing

@Suite("SHA-256")
struct SHA256Tests {
  /// FIPS 180-4 examples (NIST CSRC "SHA256.pdf", "SHA2_Additional.pdf").
  @Test("published test vectors", arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
     "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
  ])
  func vectors(_ message: String, _ digest: String) {
    #expect(SHA256.hex(Array(message.utf8)) == digest)
  }

  @Test("one million 'a' bytes, and lengths around the 55/56/64-byte padding boundaries")
  func long() {
    #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // 55, 56 and 64 zero bytes, where the padding needs one block or two; digests from coreutils' sha256sum.
    #expect(SHA256.hex([UInt8](repeating: 0, count: 55)) == "02779466cdec163811d078815c633f21901413081449002f24aa3e80f0b88ef7")
    #expect(SHA256.hex([UInt8](repeating: 0, count: 56)) == "d4817aa5497628e7c77e6b606107042bbba3130888c5f47a375e6179be789fbb")
    #expect(SHA256.hex([UInt8](repeating: 0, count: 64)) == "f5a5fd42d16a20302798ef6ed309979b43003d2320d9f0e8ea9831a92759fb4b")
  }
}
