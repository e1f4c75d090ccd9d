import StackCore
import Testing

/// `ByteText.escaped`: a name of bytes (file-details' rows, issue 27) shown on one row, every
/// byte accounted for, nothing a terminal acts on.
@Suite struct ByteTextTests {
  @Test func textThatIsUTF8AndPrintableIsItself() {
    #expect(ByteText.escaped(Array("notes.txt".utf8)) == "notes.txt")
    #expect(ByteText.escaped(Array("café 中 🎉".utf8)) == "café 中 🎉")
    #expect(ByteText.escaped([UInt8]()) == "")
  }

  @Test func bytesThatAreNotUTF8AreShownAsHex() {
    #expect(ByteText.escaped([0x62, 0x61, 0x64, 0x2D, 0xFF, 0xFE]) == "bad-\\xFF\\xFE")
    // A truncated sequence, an overlong form and a surrogate: each byte shown.
    #expect(ByteText.escaped([0xC3]) == "\\xC3")
    #expect(ByteText.escaped([0xC0, 0x80]) == "\\xC0\\x80")
    #expect(ByteText.escaped([0xED, 0xA0, 0x80, 0x61]) == "\\xED\\xA0\\x80a")
  }

  @Test func aLineFeedCarriageReturnAndTabKeepTheNameOnOneRow() {
    let escaped = ByteText.escaped(Array("two\nlines\r\tx".utf8))
    #expect(escaped == "two\\nlines\\r\\tx")
    #expect(!escaped.contains("\n"))
  }

  @Test func anEscapeSequenceIsOnlyText() {
    let title = ByteText.escaped(Array("\u{1B}]0;PWNED\u{07}".utf8))
    #expect(title == "\\x1B]0;PWNED\\x07")
    #expect(ByteText.escaped([0x7F, 0x00]) == "\\x7F\\x00")
    // A C1 control (CSI as UTF-8) and a right-to-left override, as MessageText writes them.
    #expect(ByteText.escaped(Array("\u{9B}2J".utf8)) == "\\u{9B}2J")
    #expect(ByteText.escaped(Array("\u{202E}txt.exe".utf8)) == "\\u{202E}txt.exe")
  }

  @Test func aBackslashIsDoubledSoNoNameReadsAsAnotherNamesEscape() {
    let literal = ByteText.escaped(Array("a\\xFF".utf8))
    let byte = ByteText.escaped([0x61, 0xFF])
    #expect(literal == "a\\\\xFF")
    #expect(byte == "a\\xFF")
    #expect(literal != byte)
  }

  @Test func aSliceIsEscapedFromItsOwnStart() {
    let bytes: [UInt8] = [0xFF, 0x61, 0xFE, 0x62]
    #expect(ByteText.escaped(bytes[1...]) == "a\\xFEb")
  }
}
