import StackCore
import StackTerminal
import StackTesting
import Testing

/// How script bytes become lines and tokens: UTF-8 errors located, only LF (and CRLF) ending
/// lines, and tokens split by Unicode scalars (issue 8, items 7, 10 and 11).
@Suite struct ScriptSourceTests {
  private func error(bytes: [UInt8]) -> String? { scriptError(bytes: bytes, file: "u.keys") }

  private func error(_ text: String) -> String? {
    error(bytes: Array(text.utf8))
  }

  // MARK: UTF-8

  @Test func invalidUTF8NamesTheLineAndColumnOfTheFirstBadByte() {
    for bad: UInt8 in [0xFF, 0x9B, 0xC3, 0xE9, 0x80] {
      let bytes = Array("down\nj é ".utf8) + [bad] + Array(" k\n".utf8)
      #expect(
        error(bytes: bytes)
          == "u.keys:2:5: the script is not valid UTF-8 (byte 0x\(hex(bad)) at offset 10); "
          + "save it as UTF-8")
    }
    // A sequence cut short at the end of the file.
    #expect(error(bytes: [0x6A, 0x20, 0xE2, 0x82])?.hasPrefix("u.keys:1:3: ") == true)
  }

  @Test func validUTF8BytesParseLikeTheText() throws {
    let text = "# screen: list\ntype \"é中🎉\"\n"
    let fromBytes = try ScriptParser.parse(bytes: Array(text.utf8), file: "u.keys")
    #expect(fromBytes == (try ScriptParser.parse(text, file: "u.keys")))
  }

  @Test func aLeadingByteOrderMarkIsSkipped() throws {
    let script = try ScriptParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("down".utf8), file: "b")
    #expect(script.steps.map(\.action) == [.key(.down, count: 1)])
    #expect(script.steps.map(\.column) == [1])
  }

  @Test func anEmptyFileIsAnEmptyScript() throws {
    #expect(try ScriptParser.parse(bytes: [UInt8](), file: "e").steps.isEmpty)
  }

  // MARK: Lines

  @Test func onlyLineFeedsEndLines() {
    // Each of these is an ordinary character inside line 1, so the error is on line 2.
    for separator in ["\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\r"] {
      let message = error("# comment\(separator)more\nbad1")
      #expect(message?.hasPrefix("u.keys:2:1: unknown key 'bad1'") == true, "\(message ?? "")")
      let inToken = error("j\(separator)k")
      #expect(inToken?.hasPrefix("u.keys:1:1: unknown key 'j\\u{") == true, "\(inToken ?? "")")
    }
  }

  @Test func crlfLineEndingsAreOneBreak() throws {
    let script = try ScriptParser.parse("down\r\n\r\nup\r\n", file: "w")
    #expect(script.steps.map(\.line) == [1, 3])
    #expect(error("down\r\n\r\nbad\r\n")?.hasPrefix("u.keys:3:1: unknown key 'bad' ") == true)
  }

  // MARK: Scalars

  @Test func aQuoteFollowedByACombiningMarkStillOpensAString() throws {
    let script = try ScriptParser.parse("type \"\u{301}abc\"", file: "c")
    #expect(script.steps.map(\.action) == [.type("\u{301}abc")])
  }

  @Test func aSpaceFollowedByACombiningMarkStillSeparatesTokens() throws {
    let script = try ScriptParser.parse("j e \u{301} j", file: "c")
    #expect(
      script.steps.map(\.action) == [
        .key(.character("j"), count: 1), .key(.character("e"), count: 1),
        .key(.character("\u{301}"), count: 1), .key(.character("j"), count: 1),
      ])
    #expect(script.steps.map(\.column) == [1, 3, 5, 7])
  }

  @Test func aClosingQuoteFollowedByACombiningMarkNeedsASpace() {
    #expect(
      error("type \"a\"\u{301}") == "u.keys:1:9: expected a space after the closing quote")
  }

  @Test func columnsCountScalars() {
    // "e" + U+0301 is one Character but two scalars.
    #expect(error("e\u{301} dwon")?.hasPrefix("u.keys:1:4: unknown key 'dwon'") == true)
  }

  private func hex(_ byte: UInt8) -> String { String(byte, radix: 16, uppercase: true) }
}
