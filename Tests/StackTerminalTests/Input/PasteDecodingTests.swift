import Testing

@testable import StackTerminal

/// Bracketed paste: `ESC [ 200 ~` … `ESC [ 201 ~` is one `.paste` event whatever arrives
/// inside it and however the reads cut it.
@MainActor
struct PasteDecodingTests {
  @Test func aPasteIsOneEventAndNothingInsideItIsAKey() {
    let events = decodeInput(
      [bytes("\u{1B}[200~ls -l\u{1B}[A\r\nq\u{3}\u{1B}[201~x")], table: keyTable())
    #expect(events == [.paste("ls -l\u{1B}[A\r\nq\u{3}"), .key(.character("x"))])
  }

  @Test func aPasteCutAnywhereBetweenReadsIsStillOneEvent() {
    let whole = bytes("a\u{1B}[200~中文 e\u{301}\u{1B}[201~b")
    for cut in 1..<whole.count {
      let events = decodeInput(
        [Array(whole[..<cut]), Array(whole[cut...])], table: keyTable())
      #expect(
        events == [.key(.character("a")), .paste("中文 e\u{301}"), .key(.character("b"))],
        "cut at \(cut)")
    }
    // A pause longer than the escape delay between two reads of the text itself.
    let start = whole.firstIndex(of: 0xE4) ?? 0
    let events = decodeInput(
      [Array(whole[..<(start + 1)]), Array(whole[(start + 1)...])], table: keyTable(),
      pausesBetweenChunks: true)
    #expect(events == [.key(.character("a")), .paste("中文 e\u{301}"), .key(.character("b"))])
  }

  @Test func aMegabytePasteReadInPiecesIsOneEvent() {
    let line = Array("0123456789abcdef0123456789abcdef0123456789abcdef012345678901234\n".utf8)
    var body: [UInt8] = []
    while body.count < 1_048_576 { body += line }
    let input = bytes("\u{1B}[200~") + body + bytes("\u{1B}[201~")
    var chunks: [[UInt8]] = []
    var start = 0
    while start < input.count {
      chunks.append(Array(input[start..<min(input.count, start + 4096)]))
      start += 4096
    }
    let events = decodeInput(chunks, table: keyTable(), pausesBetweenChunks: true)
    #expect(events.count == 1)
    if case .paste(let text) = events.first {
      #expect(text.utf8.count == body.count)
    } else {
      Issue.record("no paste: \(events.prefix(3))")
    }
  }

  @Test func anEscapeInsideAPasteThatIsNotItsEndIsText() {
    let events = decodeInput(
      [bytes("\u{1B}[200~a\u{1B}[20"), bytes("0~b\u{1B}"), bytes("[201~")], table: keyTable())
    #expect(events == [.paste("a\u{1B}[200~b")])
  }

  @Test func anEmptyPasteGivesNoEvent() {
    #expect(
      decodeInput([bytes("\u{1B}[200~\u{1B}[201~q")], table: keyTable()) == [.key(.character("q"))])
  }
}
