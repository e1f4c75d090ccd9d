import Testing

@testable import StackTerminal

/// A bracketed paste always ends: at its size limit, or after a quiet gap (``InputDecoder/
/// endPaste()``), and the keys after it act as keys again; no sequence holds the keyboard.
@MainActor
struct PasteEndingTests {
  /// Decodes `input` to its end (as after the escape delay), returning the events.
  static func decodeAll(_ input: [UInt8], with decoder: inout InputDecoder) -> [InputEvent] {
    var events: [InputEvent] = []
    var start = 0
    while start < input.count {
      let unit =
        decoder.next(input[start...], final: false) ?? decoder.next(input[start...], final: true)
      guard let unit else { return events }
      start += max(1, unit.length)
      events += unit.events
    }
    return events
  }

  @Test func aPasteWithoutItsEndMarkEndsAfterAQuietGapAndCtrlCAndEscAreKeysAgain() {
    var decoder = InputDecoder(keySequences: keyTable())
    let typed = Self.decodeAll(bytes("\u{1B}[200~abc\u{3}\u{1B}"), with: &decoder)
    #expect(typed.isEmpty)  // Inside the paste: text, not keys.
    #expect(decoder.isInPaste)
    #expect(decoder.endPaste() == [.paste("abc\u{3}\u{1B}")])
    #expect(!decoder.isInPaste)
    #expect(Self.decodeAll(bytes("\u{3}"), with: &decoder) == [.key(.ctrl("c"))])
    #expect(Self.decodeAll(bytes("\u{1B}"), with: &decoder) == [.key(.escape)])
  }

  @Test func aPasteLongerThanTheLimitIsCutThereAndItsRestIsDropped() {
    var decoder = InputDecoder(keySequences: keyTable())
    decoder.pasteLimit = 8
    let events = Self.decodeAll(
      bytes("\u{1B}[200~0123456789abcdef\u{1B}[201~q"), with: &decoder)
    #expect(events == [.paste("01234567"), .key(.character("q"))])
  }

  @Test func aPasteCutAtTheLimitWithoutItsEndMarkEndsAfterAQuietGapWithoutASecondEvent() {
    var decoder = InputDecoder(keySequences: keyTable())
    decoder.pasteLimit = 4
    let events = Self.decodeAll(bytes("\u{1B}[200~abcdefgh"), with: &decoder)
    #expect(events == [.paste("abcd")])
    #expect(decoder.isInPaste)
    #expect(decoder.endPaste().isEmpty)
    #expect(Self.decodeAll(bytes("\u{3}"), with: &decoder) == [.key(.ctrl("c"))])
  }

  @Test func aPasteExactlyAtTheLimitIsGivenWhole() {
    var decoder = InputDecoder(keySequences: keyTable())
    decoder.pasteLimit = 3
    let events = Self.decodeAll(bytes("\u{1B}[200~abc\u{1B}[201~x"), with: &decoder)
    #expect(events == [.paste("abc"), .key(.character("x"))])
  }

  @Test func anEndedQuietPasteWithNothingInItGivesNoEvent() {
    var decoder = InputDecoder(keySequences: keyTable())
    #expect(Self.decodeAll(bytes("\u{1B}[200~"), with: &decoder).isEmpty)
    #expect(decoder.endPaste().isEmpty)
    #expect(decoder.endPaste().isEmpty)  // Outside a paste: nothing.
  }

  @Test func aMouseReportWithEndlessSeparatorsIsDroppedAtItsLengthLimit() {
    var decoder = InputDecoder(keySequences: keyTable())
    let input = bytes("\u{1B}[<0;1;2;") + [UInt8](repeating: 0x3B, count: 10_000) + bytes("x")
    let first = decoder.next(input[...], final: false)
    #expect(first?.length == 3 + InputDecoder.longestMouseReport)
    #expect(first?.events.isEmpty == true)
  }
}
