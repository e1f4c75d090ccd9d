import Testing

@testable import StackTerminal

/// Terminal input that is not UTF-8 is dropped one ill-formed part at a time, and whatever
/// follows it still decodes.
@Suite struct UTF8InputDecoderTests {
  /// Decodes `bytes` in one go; invalid parts appear as nil.
  func decode(_ bytes: [UInt8]) -> [Unicode.Scalar?] {
    var decoder = UTF8InputDecoder()
    var result: [Unicode.Scalar?] = []
    for byte in bytes {
      for output in decoder.decode(byte) {
        switch output {
        case .scalar(let scalar): result.append(scalar)
        case .invalid: result.append(nil)
        }
      }
    }
    if decoder.finish() != nil { result.append(nil) }
    return result
  }

  @Test func wellFormedTextDecodesToItsScalars() {
    let text = "j\u{1B}é中😀\u{10FFFF}\u{7F}"
    #expect(decode(Array(text.utf8)) == text.unicodeScalars.map { $0 })
  }

  /// The bytes of the issue (0xFF, a C1 CSI, Latin-1 "Ã" and "é") and every other byte that
  /// cannot start a character: each is one dropped part, and the key after it still arrives.
  @Test(arguments: [0xFF, 0x9B, 0xC3, 0xE9, 0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFE] as [UInt8])
  func anInvalidByteIsDroppedAndTheNextKeyStillArrives(byte: UInt8) {
    #expect(decode([byte, 0x6A, 0x71]) == [nil, "j", "q"])
    #expect(decode([byte, 0x1B]) == [nil, "\u{1B}"])
  }

  @Test func aCharacterCutShortIsDroppedAndTheByteThatCutItIsDecoded() {
    #expect(decode([0xE2, 0x82, 0x6A]) == [nil, "j"])  // "€" without its last byte, then j.
    #expect(decode([0xC3, 0xC3, 0xA9]) == [nil, "é"])  // A new start inside a character.
    #expect(decode([0xF0, 0x9F, 0x98]) == [nil])  // Cut short by the end of the input.
  }

  @Test func overlongFormsSurrogatesAndValuesAboveTheUnicodeRangeAreInvalid() {
    #expect(decode([0xC0, 0xAF]) == [nil, nil])  // Overlong "/".
    #expect(decode([0xE0, 0x80, 0xAF]) == [nil, nil, nil])  // Overlong "/" in three bytes.
    #expect(decode([0xED, 0xA0, 0x80]) == [nil, nil, nil])  // The surrogate U+D800.
    #expect(decode([0xF4, 0x90, 0x80, 0x80]) == [nil, nil, nil, nil])  // U+110000.
    #expect(decode([0xED, 0x9F, 0xBF]) == ["\u{D7FF}"])  // The last scalar before them.
  }

  @Test func insideCharacterIsTrueOnlyBetweenTheFirstAndLastByte() {
    var decoder = UTF8InputDecoder()
    #expect(!decoder.isInsideCharacter)
    #expect(decoder.decode(0xC3).isEmpty)
    #expect(decoder.isInsideCharacter)
    #expect(decoder.decode(0xA9) == [.scalar("é")])
    #expect(!decoder.isInsideCharacter)
    #expect(decoder.finish() == nil)
  }
}
