import StackCore
import StackTerminal
import StackTesting
import Testing

@MainActor
@Suite struct VirtualTerminalTests {
  @Test func presentShowsTheCanvasIncludingWideCharacters() {
    let terminal = VirtualTerminal(size: Size(width: 12, height: 3))
    #expect(terminal.screenText == "\n\n")
    var canvas = Canvas(size: terminal.size)
    canvas.write("Hello 中文", at: .zero, style: .plain)
    canvas.write("😀 ok", at: Point(x: 2, y: 2), style: CellStyle(attributes: .bold))
    terminal.present(canvas)
    #expect(terminal.screenText == "Hello 中文\n\n  😀 ok")
    #expect(terminal.screen == canvas)
    #expect(terminal.screen[6, 0].grapheme == "中")
    #expect(terminal.screen[7, 0].isContinuation)
    #expect(terminal.presentCount == 1)
  }

  @Test func smallerCanvasLeavesTheRestBlank() {
    let terminal = VirtualTerminal(size: Size(width: 8, height: 3))
    var full = Canvas(size: terminal.size, fill: Cell("#"))
    terminal.present(full)
    var small = Canvas(size: Size(width: 3, height: 2))
    small.write("abc", at: .zero, style: .plain)
    small.write("xy", at: Point(x: 0, y: 1), style: .plain)
    terminal.present(small)
    #expect(terminal.screenText == "abc\nxy\n")
    #expect(terminal.screen.size == terminal.size)
    full = terminal.screen
    #expect(full[7, 2] == .blank)
  }

  @Test func largerCanvasIsClippedAndWideCharactersCutByTheEdgeBecomeSpaces() {
    let terminal = VirtualTerminal(size: Size(width: 5, height: 2))
    var canvas = Canvas(size: Size(width: 9, height: 4))
    canvas.write("abcd中文", at: .zero, style: .plain)
    canvas.write("12345678", at: Point(x: 0, y: 1), style: .plain)
    canvas.write("hidden", at: Point(x: 0, y: 3), style: .plain)
    terminal.present(canvas)
    #expect(terminal.screenText == "abcd\n12345")
    #expect(terminal.screen[4, 0] == .blank)
  }

  @Test func noOpFrameCostsNothingAndOneCellCostsLittle() {
    // The byte count is read through the counting wrapper (not part of `Terminal`).
    let terminal = CountingTerminal(VirtualTerminal(size: Size(width: 40, height: 10)))
    var canvas = Canvas(size: terminal.size)
    canvas.write("first frame 中文", at: Point(x: 1, y: 1), style: .plain)
    terminal.present(canvas)
    let afterFirst = terminal.bytesWritten
    #expect(afterFirst > 0)

    terminal.present(canvas)
    #expect(terminal.bytesWritten == afterFirst)

    canvas.set(Cell("X"), at: Point(x: 20, y: 5))
    terminal.present(canvas)
    let oneCell = terminal.bytesWritten - afterFirst
    #expect(oneCell > 0)
    #expect(oneCell < 12)  // ESC [ 6 ; 21 H + "X"
    #expect(terminal.base.screen[20, 5].grapheme == "X")
  }

  @Test func styleChangesCostBytes() {
    let terminal = CountingTerminal(VirtualTerminal(size: Size(width: 10, height: 1)))
    var canvas = Canvas(size: terminal.size)
    canvas.write("ab", at: .zero, style: .plain)
    terminal.present(canvas)
    let plain = terminal.bytesWritten
    canvas.write("ab", at: .zero, style: CellStyle(foreground: .ansi(1), attributes: .bold))
    terminal.present(canvas)
    #expect(terminal.bytesWritten - plain > 2)
  }

  @Test func monochromeDropsColoursAndKeepsAttributes() {
    let terminal = VirtualTerminal(size: Size(width: 4, height: 1), isMonochrome: true)
    var canvas = Canvas(size: terminal.size)
    let style = CellStyle(foreground: .ansi(2), background: .palette(17), attributes: .reverse)
    canvas.write("ok", at: .zero, style: style)
    terminal.present(canvas)
    #expect(terminal.isMonochrome)
    #expect(terminal.screen[0, 0].style == CellStyle(attributes: .reverse))
    #expect(terminal.screenText == "ok")
  }

  @Test func inputQueueIsFirstInFirstOut() {
    let terminal = VirtualTerminal(size: Size(width: 4, height: 4))
    #expect(terminal.nextInput(timeoutMilliseconds: nil) == nil)
    terminal.enqueue([.key(.down), .key(.character("q"))])
    terminal.enqueue([.mouse(.press(Point(x: 1, y: 2)))])
    #expect(terminal.nextInput(timeoutMilliseconds: 0) == .key(.down))
    #expect(terminal.nextInput(timeoutMilliseconds: nil) == .key(.character("q")))
    #expect(terminal.nextInput(timeoutMilliseconds: 10) == .mouse(.press(Point(x: 1, y: 2))))
    #expect(terminal.nextInput(timeoutMilliseconds: 0) == nil)
  }

  @Test func resizeChangesTheSizeAndQueuesAnEvent() {
    let terminal = VirtualTerminal(size: Size(width: 4, height: 4))
    let counting = CountingTerminal(terminal)
    var canvas = Canvas(size: terminal.size)
    canvas.write("abcd", at: .zero, style: .plain)
    terminal.present(canvas)
    let before = counting.bytesWritten
    terminal.resize(to: Size(width: 6, height: 2))
    #expect(terminal.size == Size(width: 6, height: 2))
    #expect(terminal.nextInput(timeoutMilliseconds: 0) == .resize(Size(width: 6, height: 2)))
    #expect(terminal.screenText == "\n")
    terminal.present(canvas)  // Old size: drawn where it overlaps.
    #expect(terminal.screenText == "abcd\n")
    #expect(counting.bytesWritten > before)
  }
}
