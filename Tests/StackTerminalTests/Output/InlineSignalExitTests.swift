import CStackSystem
import Testing

@testable import StackTerminal

/// What a signal's handler writes for an inline region (issue 27: pick's lines stayed on
/// screen after SIGTERM/SIGHUP, stty restored): the region left as its `onExit` says, the
/// same bytes a normal stop writes.
@MainActor
@Suite(.serialized) struct InlineSignalExitTests {
  /// The reset bytes `TerminalRestoration` publishes for `region` on a pseudo-terminal, with
  /// xterm's terminfo entry loaded; nil where there is no pseudo-terminal or entry.
  static func resetBytes(for region: InlineRegion)
    -> (reset: [UInt8], leaving: [UInt8], stop: [UInt8])?
  {
    var terminal: Int32 = -1
    let master = stacktui_open_pseudo_terminal(&terminal)
    guard master >= 0 else { return nil }
    defer {
      close(terminal)
      close(master)
    }
    return withTerminfoEntry("xterm") { () -> ([UInt8], [UInt8], [UInt8])? in
      guard TerminalRestoration.begin(descriptor: terminal) else { return nil }
      defer { TerminalRestoration.end() }
      TerminalRestoration.publishSequences(inline: region)
      let reset = Array(
        UnsafeBufferPointer(
          start: resetSequence, count: resetSequenceLength.load()))
      let leaving = region.bytesLeavingLines(
        cursorAddress: TerminfoEntry.parameterized("cup"),
        clearToEndOfLine: TerminfoEntry.string("el"))
      let stop = Array(
        UnsafeBufferPointer(
          start: stopSequence, count: stopSequenceLength.load()))
      return (reset, leaving, stop)
    } ?? nil
  }

  @Test func aSignalExitClearsAnInlineRegionThatClearsOnExit() throws {
    let region = InlineRegion(
      top: 5, height: 3, requestedHeight: 3, onExit: .clear, savedSettings: nil)
    let bytes = try #require(Self.resetBytes(for: region))
    // Each of the three lines cleared (ESC [ K), then the cursor on the first.
    #expect(
      bytes.leaving
        == Array("\u{1B}[6;1H\u{1B}[K\u{1B}[7;1H\u{1B}[K\u{1B}[8;1H\u{1B}[K\u{1B}[6;1H".utf8))
    #expect(bytes.reset.suffix(bytes.leaving.count).elementsEqual(bytes.leaving))
    // A stop (Ctrl-Z) keeps the region, to be drawn again after `fg`: the cursor under it.
    #expect(bytes.stop.suffix(8).elementsEqual(Array("\u{1B}[8;1H\r\n".utf8)))
  }

  @Test func aSignalExitKeepsAnInlineRegionThatKeepsItsLines() throws {
    let region = InlineRegion(
      top: 5, height: 3, requestedHeight: 3, onExit: .keep, savedSettings: nil)
    let bytes = try #require(Self.resetBytes(for: region))
    #expect(bytes.leaving == Array("\u{1B}[8;1H\r\n".utf8))
    #expect(bytes.reset.suffix(bytes.leaving.count).elementsEqual(bytes.leaving))
  }
}
