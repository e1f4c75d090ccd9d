import Testing

@testable import StackTerminal

/// The background question (OSC 11): the answer is parsed into light or dark, the keys typed
/// around it are kept, and an answer that arrives late is never read as keys.
@Suite struct BackgroundAnswerTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func aWhiteAnswerIsLightABlackOneDark() {
    #expect(BackgroundProbe.background(fromColorSpec: "rgb:ffff/ffff/ffff") == .light)
    #expect(BackgroundProbe.background(fromColorSpec: "rgb:0000/0000/0000") == .dark)
    #expect(BackgroundProbe.background(fromColorSpec: "rgb:f/f/f") == .light)
    #expect(BackgroundProbe.background(fromColorSpec: "rgb:1e1e/1e1e/2e2e") == .dark)
    #expect(BackgroundProbe.background(fromColorSpec: "rgb:zz/00/00") == nil)
    #expect(BackgroundProbe.background(fromColorSpec: "#ffffff") == nil)
  }

  @Test func theKeysAroundTheAnswerAreKept() throws {
    var typed = Self.bytes("ab")
    typed +=
      [0x1B] + Self.bytes("]11;rgb:ffff/ffff/ffff") + [0x1B] + Self.bytes("\\") + Self.bytes("c")
    let found = try #require(BackgroundProbe.answer(in: typed))
    #expect(found.background == .light)
    var rest = typed
    rest.removeSubrange(found.range)
    #expect(rest == Self.bytes("abc"))
    // Not whole yet: no answer.
    #expect(BackgroundProbe.answer(in: [0x1B] + Self.bytes("]11;rgb:ffff/ffff")) == nil)
  }

  @Test func aLateAnswerIsNotReadAsKeys() {
    let late = [0x1B] + Self.bytes("]11;rgb:0000/0000/0000") + [0x07] + Self.bytes("q")
    #expect(decodeInput([late], table: []) == [.key(.character("q"))])
    // Split over two reads, ended by ST.
    let first = [0x1B] + Self.bytes("]11;rgb:00")
    let second = Self.bytes("00/0000/0000") + [0x1B] + Self.bytes("\\x")
    #expect(decodeInput([first, second], table: []) == [.key(.character("x"))])
  }

  @Test func anUnterminatedCommandCannotHoldTheKeyboard() {
    let endless = [0x1B, 0x5D] + [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    let events = decodeInput([endless + Self.bytes("q")], table: [])
    #expect(events.last == .key(.character("q")))
  }
}
