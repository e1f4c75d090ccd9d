import StackCore
@_spi(Testing) import StackTerminal
import Testing

/// A terminal that keeps the frame it is given, as ``NcursesTerminal`` keeps its last frame
/// (sharing the cells, not copying them), and notes each frame's text and cell storage.
@MainActor
private final class KeepingTerminal: Terminal {
  let size = Size(width: 12, height: 2)
  let isMonochrome = false
  var kept: Canvas?
  var keptLines: [String] = []
  var storage: [UnsafeRawPointer?] = []
  var keys: [InputEvent] = []

  func present(_ canvas: Canvas) {
    if let kept { #expect(kept.lines == keptLines, "a kept frame changed after it was presented") }
    storage.append(canvas.cellStorageAddress)
    kept = canvas
    keptLines = canvas.lines
  }

  func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
    keys.isEmpty ? nil : keys.removeFirst()
  }
}

@MainActor
@Suite struct RunLoopCanvasReuseTests {
  @Test func aFrameKeptByTheTerminalStaysAsPresentedWhileTheNextIsDrawn() {
    let terminal = KeepingTerminal()
    let app = CountingApp()
    let loop = AppLoop(terminal: terminal, app: app)
    for _ in 0..<8 {
      terminal.keys = [.key(.down)]
      loop.runUntilIdle()
    }
    #expect(terminal.keptLines.first == "key 8")
    #expect(terminal.storage.count == 9)
    // Two canvases take turns: each frame is drawn into the one presented two frames
    // before (which the terminal has let go), never into the one the terminal keeps.
    for index in 2..<terminal.storage.count {
      #expect(terminal.storage[index] == terminal.storage[index - 2])
      #expect(terminal.storage[index] != terminal.storage[index - 1])
    }
  }
}
