@_spi(Tools) import StackCore

/// One line of the benchmark list: the same content as the demo's `ListRowContent`
/// ("Row n: some text for the row", numbered from 1, one line on a vertical stack). The demo's type lives in
/// an executable target, which a benchmark cannot import, so it is repeated here.
final class BenchRowContent: RowContent {
  /// The row's position, from 0 (shown from 1, as the demo does).
  let number: Int

  init(number: Int) { self.number = number }

  /// The one line the row shows.
  var text: String { "Row \(number + 1): some text for the row" }

  func sizing(along axis: Axis) -> RowSizing {
    axis == .vertical ? .fixed(1) : .fixed(TextWidth.of(text) + 1)
  }

  func render(in surface: inout Surface, context: RowRenderContext) {
    surface.write(text, at: Point(x: 0, y: 0))
  }
}

/// Building the stack the benchmarks drive.
enum ListStack {
  /// The terminal size every benchmark uses.
  static let screen = Size(width: 80, height: 24)

  /// The separator of the demo's stacks (`makeDemoStack`).
  static let separator = Separator(style: CellStyle(attributes: .dim))

  /// The collapsibility given to the row the `collapse` benchmark folds: three lines
  /// expanded, one collapsed.
  static let collapsibility = Collapsibility(
    collapsed: .fixed(1), expanded: .fixed(3), isExpanded: true)

  /// The demo's `list` screen as a bare stack filling an 80x24 terminal: `rows` lazy rows of
  /// ``BenchRowContent``, the demo's separator and scroll indicator, the first row selected
  /// (the demo selects it at start-up).
  static func make(rows: Int) -> ScrollStack {
    let stack = ScrollStack(viewport: screen)
    stack.defaultSeparator = separator
    stack.showsScrollIndicator = true
    do {
      try stack.addLazyRows(count: rows, estimatedLength: 1) { BenchRowContent(number: $0) }
    } catch {
      fatalError("cannot add \(rows) lazy rows: \(error)")
    }
    stack.selectNext()
    return stack
  }

  /// A stack of `rows` eager ``TextRowContent`` rows (for the memory-per-row figure).
  static func makeEager(rows: Int) -> ScrollStack {
    let stack = ScrollStack(viewport: screen)
    stack.defaultSeparator = separator
    stack.showsScrollIndicator = true
    let contents: [any RowContent] = (0..<rows).map { TextRowContent("Row \($0): some text") }
    do {
      try stack.addRows(contents)
    } catch {
      fatalError("cannot add \(rows) rows: \(error)")
    }
    return stack
  }
}

/// A stack and the two canvases of consecutive frames: renders a frame and diffs it against
/// the previous one, the StackCore part of every key press. The canvases are reused.
final class FramePair {
  let stack: ScrollStack
  private(set) var previous: Canvas
  private(set) var current: Canvas

  init(stack: ScrollStack) {
    self.stack = stack
    previous = Canvas(size: ListStack.screen)
    current = Canvas(size: ListStack.screen)
    _ = frame()
  }

  /// The last frame drawn.
  var screen: Canvas { previous }

  /// Renders the stack, diffs against the previous frame and returns the number of changed
  /// runs. The diff is `CanvasDiff.changedLines` (`changes`), what `NcursesTerminal.present` runs (the public
  /// `CanvasDiff.runs` computes the same runs and also copies their cells out as `Cell`s).
  @discardableResult
  func frame() -> Int {
    stack.draw(into: &current)
    let changes = CanvasDiff.changedLines(from: previous, to: current)
    swap(&previous, &current)
    return changes.count
  }

  /// One key as the run loop handles it: the action, then (only when it changed something)
  /// a frame and its diff. Returns the number of changed runs.
  @discardableResult
  func key(_ action: StackAction) -> Int {
    guard stack.perform(action) else { return 0 }
    return frame()
  }
}
