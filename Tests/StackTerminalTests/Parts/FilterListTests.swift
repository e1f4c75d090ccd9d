import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
import StackWidgets
import Testing

/// A picker made of an input line over a filter list, headless.
@MainActor
final class PickerApp: TerminalApp {
  let store: LineStore
  let input = InputLine(prompt: "> ")
  let list: FilterList
  let clock = ManualClock()
  var size = Size.zero
  var picked: [UInt8]?

  init(lines: [String]) {
    store = LineStore(lines: lines)
    list = FilterList(store: store)
    input.onChange = { [unowned self] in list.search($0) }
    input.onSubmit = { [unowned self] _ in
      picked = list.selectedLine.map { Array(store.line($0)) }
      return .quit
    }
  }

  var inputRegion: Rect { Rect(x: 0, y: 0, width: size.width, height: 1) }
  var listRegion: Rect { Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 1)) }

  func handle(_ event: InputEvent) -> AppResponse {
    input.handle(event, placedAt: inputRegion) ?? list.handle(event, placedAt: listRegion)
      ?? .unchanged
  }
  func render(in surface: inout Surface) {
    input.render(in: &surface, region: inputRegion, isFocused: true)
    let count = list.countText
    surface.write(count, at: Point(x: size.width - count.count, y: 0), style: .plain)
    list.render(in: &surface, region: listRegion, isFocused: false)
    surface.setCursor(input.cursorPosition(placedAt: inputRegion))
  }
  func resize(to size: Size) { self.size = size }
  var isAnimating: Bool { list.isFiltering }
  func advanceAnimations() -> AppResponse {
    list.advance(for: .milliseconds(8), clock: clock) ? .redraw : .unchanged
  }
}

@MainActor
struct FilterListTests {
  func run(_ app: PickerApp, _ events: [InputEvent], monochrome: Bool = false) -> VirtualTerminal {
    let terminal = VirtualTerminal(size: Size(width: 30, height: 5), isMonochrome: monochrome)
    terminal.enqueue(events)
    let loop = AppLoop(terminal: terminal, app: app, clock: app.clock)
    loop.runUntilIdle()
    while app.isAnimating && !loop.isFinished { loop.runUntilIdle() }
    return terminal
  }

  @Test func typingFiltersAndRanksTheListUnderTheQuery() {
    let app = PickerApp(lines: ["src/main.swift", "include/x.h", "i/n/c", "README"])
    let terminal = run(app, "inc".map { .key(.character($0)) })
    #expect(terminal.screen.line(0) == "> inc" + String(repeating: " ", count: 20) + "2 / 4")
    #expect(terminal.screen.line(1) == "include/x.h")
    #expect(terminal.screen.line(2) == "i/n/c")
    #expect(terminal.cursor == Point(x: 5, y: 0))
  }

  @Test func arrowsMoveTheSelectionAndEnterPicksTheOriginalBytes() {
    let app = PickerApp(lines: ["banana", "a\u{1B}[31mred", "apple"])
    // Ranked: "apple" (a word start, shorter), "a␛[31mred", then "banana".
    _ = run(app, [.key(.character("a")), .key(.down), .key(.enter)])
    #expect(app.picked == Array("a\u{1B}[31mred".utf8))
  }

  @Test func linesStreamedInAfterTheFirstFrameAreFilteredToo() {
    let app = PickerApp(lines: ["one"])
    let terminal = run(app, [.key(.character("t"))])
    #expect(terminal.screen.line(0).hasSuffix("0 / 1"))
    app.store.append(chunk: Array("two\nthree\n".utf8))
    let later = run(app, [])
    #expect(later.screen.line(1) == "two")
    #expect(app.list.countText == "2 / 3")
    #expect(app.list.shownCount == 2)
  }

  /// The list gets the mouse in its own coordinates (it starts on the screen's line 1): a
  /// click selects the row under the pointer; a press dragged off the list ends without a
  /// click and leaves no row pressed.
  @Test func aClickSelectsTheRowUnderThePointerAndADragOffTheListClicksNothing() {
    let app = PickerApp(lines: ["include/x.h", "i/n/c", "README"])
    _ = run(app, "inc".map { .key(.character($0)) })
    #expect(app.list.selectedLine == 0)
    let secondRow = Point(x: 3, y: 2)
    _ = run(app, [.mouse(.press(secondRow)), .mouse(.release(secondRow))])
    #expect(app.list.selectedLine == 1)
    _ = run(app, [.mouse(.press(Point(x: 3, y: 1))), .mouse(.release(Point(x: 3, y: 0)))])
    #expect(app.list.selectedLine == 1)
    #expect(app.list.stack.pressed == nil)
    // Outside the list and with no press to end, the mouse is not the list's.
    #expect(app.list.handle(.mouse(.release(Point(x: 3, y: 0))), placedAt: app.listRegion) == nil)
    #expect(app.list.handle(.mouse(.wheelDown(Point(x: 3, y: 0))), placedAt: app.listRegion) == nil)
  }

  /// The selected row is one whole bar (``StyleRole/selection``: its colours, or reverse video
  /// without colour) and its matched letters still stand out in it: the match role's
  /// attributes (bold in colour; bold and underlined without) on the bar's colours.
  @Test(arguments: [false, true])
  func matchedLettersInTheSelectedRowStandOutInTheSelectionBar(monochrome: Bool) {
    let app = PickerApp(lines: ["include/x.h", "README"])
    let terminal = run(app, "inc".map { .key(.character($0)) }, monochrome: monochrome)
    #expect(terminal.screen.line(1) == "include/x.h")
    let context = terminal.renderContext
    let bar = context.style(.selection)
    let match = context.style(.match).attributes
    #expect(!match.isEmpty)
    for x in 0..<11 {
      let style = terminal.screen[x, 1].style
      // Every letter of the selected row, matched or not, is in the bar.
      #expect(style.foreground == bar.foreground && style.background == bar.background, "x \(x)")
      #expect(style.attributes.isSuperset(of: bar.attributes), "x \(x)")
      // "inc" matched the first three letters: only they have the match's attributes.
      let expected = x < 3 ? bar.attributes.union(match) : bar.attributes
      #expect(style.attributes == expected, "x \(x)")
    }
    #expect(monochrome ? bar.attributes.contains(.reverse) : !bar.attributes.contains(.reverse))
  }
}
