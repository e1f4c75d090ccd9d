import StackCore
@_spi(Testing) import StackTerminal
import StackTesting
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
  func run(_ app: PickerApp, _ events: [InputEvent]) -> VirtualTerminal {
    let terminal = VirtualTerminal(size: Size(width: 30, height: 5))
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

  @Test func matchedLettersInTheSelectedRowKeepTheSelectionsReverseVideo() {
    let app = PickerApp(lines: ["include/x.h", "README"])
    let terminal = run(app, "inc".map { .key(.character($0)) })
    #expect(terminal.screen.line(1) == "include/x.h")
    let bar = StackAppearance().selectedStyle
    for x in 0..<11 {
      let style = terminal.screen[x, 1].style
      // Every letter of the selected row, matched or not, is in the bar: reverse video
      // (kept by a terminal that drops colours) over the bar's colour.
      #expect(style.attributes.contains(.reverse), "x \(x)")
      #expect(style.foreground == bar.foreground, "x \(x)")
    }
    // The matched letters still stand out: underlined, in the bar's colours.
    let matched = terminal.screen[0, 1].style
    #expect(matched.background == bar.background)
    #expect(matched.attributes.contains(.underline))
    #expect(!terminal.screen[3, 1].style.attributes.contains(.underline))
  }
}
