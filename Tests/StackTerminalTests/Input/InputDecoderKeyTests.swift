import Testing

@testable import StackTerminal

/// Keys from escape sequences, control characters and UTF-8 text, decoded by `InputDecoder`
/// with the key table `NcursesTerminal` builds for `xterm-256color` (its terminfo keys plus
/// the common xterm / VT220 ones), fed whole and split across reads.
@MainActor
@Suite(.serialized)
struct InputDecoderKeyTests {
  /// Every key in both xterm forms (SS3 `ESC O` and CSI `ESC [`) and the VT220 editing keys.
  static let sequences: [(String, Key)] =
    [
      ("\u{1B}[A", .up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
      ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
      ("\u{1B}[H", .home), ("\u{1B}OH", .home), ("\u{1B}[1~", .home),
      ("\u{1B}[F", .end), ("\u{1B}OF", .end), ("\u{1B}[4~", .end),
      ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
      ("\u{1B}[Z", .backTab), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
      ("\u{1B}OM", .enter),
      ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown),
      ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft),
      ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)),
      ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)),
      ("\u{1B}[11~", .function(1)), ("\u{1B}[12~", .function(2)),
      ("\u{1B}[13~", .function(3)), ("\u{1B}[14~", .function(4)),
    ]
    + zip([15, 17, 18, 19, 20, 21, 23, 24], 5...12).map { ("\u{1B}[\($0.0)~", .function($0.1)) }

  @Test func everyKeySequenceDecodesToItsKey() {
    let table = keyTable()
    for (sequence, key) in Self.sequences {
      #expect(
        decodeInput([bytes(sequence)], table: table) == [.key(key)], "\(Array(sequence.utf8))")
    }
  }

  @Test func everyKeySequenceSplitAcrossTwoReadsDecodesToItsKey() {
    let table = keyTable()
    for (sequence, key) in Self.sequences {
      let whole = bytes(sequence)
      for cut in 1..<whole.count {
        let chunks = [Array(whole[..<cut]), Array(whole[cut...])]
        #expect(decodeInput(chunks, table: table) == [.key(key)], "\(whole) cut at \(cut)")
      }
    }
  }

  @Test func keysInOneReadDecodeInOrder() {
    let input = bytes("a\u{1B}[B\u{1B}OPb\u{1B}[6~\r")
    let expected: [InputEvent] = [
      .key(.character("a")), .key(.down), .key(.function(1)), .key(.character("b")),
      .key(.pageDown), .key(.enter),
    ]
    #expect(decodeInput([input], table: keyTable()) == expected)
  }

  @Test func theEntrysOwnSequencesAreDecoded() {
    // The Linux console's F1 is `ESC [ [ A`, a sequence only its entry describes.
    #expect(decodeInput([bytes("\u{1B}[[A")], table: keyTable(of: "linux")) == [.key(.function(1))])
    #expect(decodeInput([bytes("\u{1B}[[E")], table: keyTable(of: "linux")) == [.key(.function(5))])
    #expect(decodeInput([[0x1B, 0x09]], table: keyTable(of: "linux")) == [.key(.backTab)])
    #expect(decodeInput([bytes("\u{1B}[[A")], table: keyTable()) != [.key(.function(1))])
  }

  @Test func controlCharactersDecodeToTheirKeys() {
    let table = keyTable()
    #expect(decodeInput([[1]], table: table) == [.key(.ctrl("a"))])
    #expect(decodeInput([[2]], table: table) == [.key(.ctrl("b"))])
    #expect(decodeInput([[26]], table: table) == [.key(.ctrl("z"))])
    #expect(decodeInput([[9]], table: table) == [.key(.tab)])
    #expect(decodeInput([[13]], table: table) == [.key(.enter)])
    #expect(decodeInput([[10]], table: table) == [.key(.enter)])
    #expect(decodeInput([[127]], table: table) == [.key(.backspace)])
    #expect(decodeInput([[8]], table: table) == [.key(.backspace)])
    // Controls with no key (Ctrl-Space, Ctrl-\ ...) give nothing, and the next key works.
    #expect(
      decodeInput([[0, 0x1C, 0x1F, UInt8(ascii: "q")]], table: table) == [.key(.character("q"))])
  }

  @Test func utf8CharactersAcrossReadBoundariesDecodeWhole() {
    let table = keyTable()
    for text in ["é", "中", "─", "😀"] {
      let whole = bytes(text)
      for cut in 0..<whole.count {
        let chunks = cut == 0 ? whole.map { [$0] } : [Array(whole[..<cut]), Array(whole[cut...])]
        #expect(
          decodeInput(chunks, table: table) == [.key(.character(Character(text)))], "\(text) \(cut)"
        )
      }
    }
    // With the escape delay running out between the reads, too (no ESC involved).
    #expect(
      decodeInput([[0xE4], [0xB8], [0xAD]], table: table, pausesBetweenChunks: true)
        == [.key(.character("中"))])
  }

  @Test func invalidUTF8IsDroppedAndTheNextKeyWorks() {
    let table = keyTable()
    let q = InputEvent.key(.character("q"))
    #expect(decodeInput([[0xFF, 0x71]], table: table) == [q])  // never a start byte
    #expect(decodeInput([[0x80, 0x71]], table: table) == [q])  // lone continuation
    #expect(decodeInput([[0xC3, 0x71]], table: table) == [q])  // cut short by ASCII
    #expect(decodeInput([[0xC0, 0xAF, 0x71]], table: table) == [q])  // overlong "/"
    #expect(decodeInput([[0xED, 0xA0, 0x80, 0x71]], table: table) == [q])  // surrogate
    #expect(decodeInput([[0xF4, 0x90, 0x80, 0x80, 0x71]], table: table) == [q])  // > U+10FFFF
    #expect(decodeInput([[0xE4, 0xB8], [0x71]], table: table) == [q])  // cut across reads
    // A character cut short by a key sequence: the key still decodes.
    #expect(decodeInput([[0xC3] + bytes("\u{1B}[A")], table: table) == [.key(.up)])
    // and the decoder is between characters afterwards.
    #expect(
      decodeInput([[0xC3] + bytes("\u{1B}[A") + [0xC3, 0xA9]], table: table)
        == [.key(.up), .key(.character("é"))])
  }

  @Test func aLoneEscapeIsEscapeOnlyAfterTheDelay() {
    var decoder = InputDecoder(keySequences: keyTable())
    let escape: [UInt8] = [0x1B]
    let waiting = decoder.next(escape[...], final: false)
    #expect(waiting == nil)  // It may be a sequence's start.
    let unit = decoder.next(escape[...], final: true)
    #expect(unit?.length == 1)
    #expect(unit?.events == [.key(.escape)])
    // Then a key after the delay is that key.
    let chunks = [escape, bytes("j")]
    #expect(
      decodeInput(chunks, table: keyTable(), pausesBetweenChunks: true)
        == [.key(.escape), .key(.character("j"))])
    // Also for a sequence's start that stopped arriving: `ESC [` alone is dropped, not typed.
    #expect(decodeInput([bytes("\u{1B}[")], table: keyTable()) == [])
  }

  @Test func escapeFollowedByAKeyWithinTheDelayIsNotEscape() {
    let table = keyTable()
    // The rest of a sequence arriving in the next read completes it.
    #expect(decodeInput([[0x1B], bytes("[A")], table: table) == [.key(.up)])
    #expect(decodeInput([[0x1B], bytes("OP")], table: table) == [.key(.function(1))])
    // Alt plus a key is dropped (neither Esc, which quits programs, nor the key), and the
    // key after it works.
    #expect(decodeInput([bytes("\u{1B}j"), bytes("k")], table: table) == [.key(.character("k"))])
    #expect(decodeInput([[0x1B], bytes("j")], table: table) == [])
  }

  /// Found in review: two Esc presses read together (tmux `send-keys Escape Escape`, keys
  /// typed while a frame is drawn) were both dropped as "Alt plus Esc".
  @Test func twoEscapesReadTogetherAreTwoEscapes() {
    let table = keyTable()
    #expect(
      decodeInput([bytes("\u{1B}\u{1B}")], table: table, pausesBetweenChunks: true)
        == [.key(.escape), .key(.escape)])
    #expect(
      decodeInput([bytes("\u{1B}\u{1B}\u{1B}")], table: table, pausesBetweenChunks: true)
        == Array(repeating: .key(.escape), count: 3))
    // ESC before a sequence is still Alt plus that key (rxvt's Alt-Up), dropped.
    #expect(decodeInput([bytes("\u{1B}\u{1B}[Aj")], table: table) == [.key(.character("j"))])
  }
}
