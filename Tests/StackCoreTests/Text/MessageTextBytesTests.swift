import StackCore
import Testing

/// `MessageText.escaped(bytes:limit:)`: bytes from outside shown safely, never trapping.
@Suite struct MessageTextBytesTests {
  @Test func validTextPassesAndControlsAreEscaped() {
    #expect(MessageText.escaped(bytes: Array("grüß 世界".utf8)) == "grüß 世界")
    #expect(MessageText.escaped(bytes: Array("a\u{1B}]0;x\u{7}b".utf8)) == "a\\u{1B}]0;x\\u{7}b")
  }

  @Test func bytesThatAreNotUTF8AreShownInHex() {
    #expect(MessageText.escaped(bytes: [0x6C, 0x73, 0xFF, 0x0A]) == "ls\\xFF\\u{A}")
    #expect(MessageText.escaped(bytes: [0xC3]) == "\\xC3")  // A cut sequence.
    #expect(MessageText.escaped(bytes: [0x05, 0xE2, 0x82]) == "\\u{5}\\xE2\\x82")
  }

  @Test func longInputIsCutAtACharacterWithTheCountLeft() {
    let text = MessageText.escaped(
      bytes: Array(repeating: UInt8(ascii: "x"), count: 100_000), limit: 10)
    #expect(text == String(repeating: "x", count: 10) + "… (99990 more bytes)")
    // "é" is two bytes: a limit inside it ends after it.
    #expect(MessageText.escaped(bytes: Array("aéb".utf8), limit: 2) == "aé… (1 more bytes)")
    #expect(MessageText.escaped(bytes: Array("ab".utf8), limit: -3) == "… (2 more bytes)")
    #expect(MessageText.escaped(bytes: [UInt8]()) == "")
  }

  @Test func aSliceIsReadFromItsOwnStart() {
    let bytes: [UInt8] = Array("xxhello".utf8)
    #expect(MessageText.escaped(bytes: bytes[2...]) == "hello")
    #expect(MessageText.escaped(bytes: [0xFF, 0xFE][1...]) == "\\xFE")
  }
}
