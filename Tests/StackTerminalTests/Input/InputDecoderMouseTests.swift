import StackCore
import Testing

@testable import StackTerminal

/// Mouse reports (X10 and SGR) and sequences the decoder does not know, decoded by
/// `InputDecoder` with the `xterm-256color` key table.
@MainActor
@Suite(.serialized)
struct InputDecoderMouseTests {
  /// An X10 report: `ESC [ M` and the button, column and row, each plus 32 (1-based).
  static func x10(_ button: Int, _ x: Int, _ y: Int) -> [UInt8] {
    bytes("\u{1B}[M") + [UInt8(32 + button), UInt8(33 + x), UInt8(33 + y)]
  }

  @Test func x10PressReleaseAndWheelDecode() {
    let table = keyTable()
    let point = Point(x: 4, y: 2)
    #expect(decodeInput([Self.x10(0, 4, 2)], table: table) == [.mouse(.press(point))])
    #expect(
      decodeInput([Self.x10(0, 4, 2) + Self.x10(3, 5, 2)], table: table)
        == [.mouse(.press(point)), .mouse(.release(Point(x: 5, y: 2)))])
    #expect(decodeInput([Self.x10(64, 4, 2)], table: table) == [.mouse(.wheelUp(point))])
    #expect(decodeInput([Self.x10(65, 4, 2)], table: table) == [.mouse(.wheelDown(point))])
    // Modifier keys are ignored (Shift 4, Meta 8, Control 16).
    #expect(decodeInput([Self.x10(16, 4, 2)], table: table) == [.mouse(.press(point))])
    // Another button's press and release, and motion, give nothing.
    #expect(decodeInput([Self.x10(2, 4, 2) + Self.x10(3, 4, 2)], table: table) == [])
    #expect(decodeInput([Self.x10(32, 4, 2)], table: table) == [])
    // A release after the wheel (no button down) gives nothing.
    #expect(decodeInput([Self.x10(64, 4, 2) + Self.x10(3, 4, 2)], table: table).count == 1)
  }

  @Test func x10ReportSplitAcrossReadsDecodes() {
    let report = Self.x10(0, 10, 7)
    for cut in 1..<report.count {
      let chunks = [Array(report[..<cut]), Array(report[cut...])]
      #expect(decodeInput(chunks, table: keyTable()) == [.mouse(.press(Point(x: 10, y: 7)))])
    }
  }

  @Test func sgrPressReleaseAndWheelDecode() {
    let table = keyTable()
    let point = Point(x: 4, y: 2)
    #expect(decodeInput([bytes("\u{1B}[<0;5;3M")], table: table) == [.mouse(.press(point))])
    #expect(decodeInput([bytes("\u{1B}[<0;5;3m")], table: table) == [.mouse(.release(point))])
    #expect(decodeInput([bytes("\u{1B}[<64;5;3M")], table: table) == [.mouse(.wheelUp(point))])
    #expect(decodeInput([bytes("\u{1B}[<65;5;3M")], table: table) == [.mouse(.wheelDown(point))])
    #expect(decodeInput([bytes("\u{1B}[<16;5;3M")], table: table) == [.mouse(.press(point))])
    // Large coordinates (beyond X10's 223).
    #expect(
      decodeInput([bytes("\u{1B}[<0;300;120M")], table: table)
        == [.mouse(.press(Point(x: 299, y: 119)))])
    // Wheel "releases", other buttons, motion and malformed reports give nothing.
    for report in ["[<64;5;3m", "[<2;5;3M", "[<35;5;3M", "[<0;5M", "[<0;0;3M", "[<0;5;3;1M"] {
      #expect(
        decodeInput([bytes("\u{1B}" + report + "q")], table: table)
          == [.key(.character("q"))], "\(report)")
    }
  }

  @Test func sgrReportSplitAcrossReadsDecodes() {
    let report = bytes("\u{1B}[<0;12;9M")
    for cut in 1..<report.count {
      let chunks = [Array(report[..<cut]), Array(report[cut...])]
      #expect(decodeInput(chunks, table: keyTable()) == [.mouse(.press(Point(x: 11, y: 8)))])
    }
  }

  @Test func aMouseReportAfterEscapeKeepsBoth() {
    // Esc pressed and a click within the delay: the report is not lost.
    #expect(
      decodeInput([bytes("\u{1B}\u{1B}[<0;1;1M")], table: keyTable())
        == [.key(.escape), .mouse(.press(Point(x: 0, y: 0)))])
  }

  @Test func unknownSequencesAreSkippedToTheirEnd() {
    let table = keyTable()
    let q = InputEvent.key(.character("q"))
    // Modified keys no table lists, terminal replies, a paste end without a start, SS3
    // oddities. (A paste start begins a paste: PasteDecodingTests.)
    for sequence in ["[1;5A", "[1;2P", "[?1;2c", "[201~", "[38;2;1;2;3m", "Oz"] {
      #expect(decodeInput([bytes("\u{1B}" + sequence + "q")], table: table) == [q], "\(sequence)")
      let whole = bytes("\u{1B}" + sequence)
      for cut in 1..<whole.count {
        let chunks = [Array(whole[..<cut]), Array(whole[cut...]) + bytes("q")]
        #expect(decodeInput(chunks, table: table) == [q], "\(sequence) cut at \(cut)")
      }
    }
  }

  @Test func endlessOrHugeSequencesEndWithoutHanging() {
    let table = keyTable()
    let q = InputEvent.key(.character("q"))
    // A control sequence without a final byte is cut after 32 parameter bytes.
    let endless = bytes("\u{1B}[") + Array(repeating: UInt8(ascii: "1"), count: 100)
    let events = decodeInput([endless + bytes("q")], table: table)
    #expect(events.last == q)
    #expect(events.allSatisfy { $0 != .key(.escape) })
    // A mouse report with numbers too large to hold is dropped.
    let huge = bytes("\u{1B}[<0;" + String(repeating: "9", count: 40) + ";1Mq")
    #expect(decodeInput([huge], table: table).last == q)
    // Many ESC bytes in one read end (each one an Esc; the last is alone when the read
    // ends and the delay passes), and the next key works.
    let escapes = [UInt8](repeating: 0x1B, count: 200)
    #expect(
      decodeInput([escapes, bytes("q")], table: table, pausesBetweenChunks: true)
        == Array(repeating: .key(.escape), count: 200) + [q])
    // Input ending inside a sequence gives no event and no hang.
    #expect(decodeInput([bytes("\u{1B}[<0;5")], table: table) == [])
    #expect(decodeInput([bytes("\u{1B}[M!")], table: table) == [])
  }
}
