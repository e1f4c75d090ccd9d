@_spi(Tools) import StackCore

/// The baseline: the same list drawn the way a stack view without virtualization works.
///
/// Every row object exists up front. Every key lays out *all* rows again from scratch (each
/// row's sizing is asked for and resolved, the offsets are summed into new arrays), finds
/// the visible rows by scanning from the first row, draws the whole screen into a newly
/// allocated canvas and diffs all of it against the previous frame. The screens it draws
/// are cell for cell those of the real stack (``BaselineCheck`` verifies it), so the two
/// timings compare the same work with and without virtualization.
final class NaiveStack: KeyDriver {
  private let contents: [BenchRowContent]
  /// Collapsible rows: index → expanded.
  private var expanded: [Int: Bool] = [:]
  private var selected = 0
  private var offset = 0
  private(set) var screen: Canvas
  private var starts: [Int] = []
  private var lengths: [Int] = []
  private var contentLength = 0
  private let middle: Int
  private let appearance = StackAppearance()
  private let separator = ListStack.separator

  private var viewportLength: Int { ListStack.screen.height }
  private var crossLength: Int { ListStack.screen.width - 1 }
  private var maxOffset: Int { max(0, contentLength - viewportLength) }

  init(rows: Int) {
    contents = (0..<rows).map { BenchRowContent(number: $0) }
    middle = rows / 2
    screen = Canvas(size: ListStack.screen)
    relayout()
    redraw()
  }

  func prepare(_ operation: KeyOperation) {
    let count = contents.count
    switch operation {
    case .down:
      if selected >= count - 2 || expanded[selected] != nil { select(middle == 0 ? 0 : middle - 1) }
    case .pageDown:
      if selected >= count - 40 || expanded[selected] != nil { select(0) }
    case .end:
      press(.home)
    case .home:
      press(.end)
    case .collapse:
      if expanded[middle] == nil {
        expanded[middle] = true
        relayout()
      }
      if selected != middle { select(middle) }
      if expanded[middle] == false {
        expanded[middle] = true
        relayout()
        offset = min(offset, maxOffset)
        offset = nearestOffset(for: selected)
        redraw()
      }
    case .noop:
      if selected != 0 || offset != 0 { press(.home) }
    }
  }

  @discardableResult
  func press(_ operation: KeyOperation) -> Int {
    relayout()
    switch operation {
    case .down:
      if selected < contents.count - 1 {
        selected += 1
        offset = nearestOffset(for: selected)
      }
    case .pageDown:
      pageDown()
    case .end:
      selected = max(0, contents.count - 1)
      offset = maxOffset
    case .home:
      selected = 0
      offset = 0
    case .collapse:
      if expanded[selected] == true {
        expanded[selected] = false
        relayout()
        offset = min(offset, maxOffset)
        offset = nearestOffset(for: selected)
      }
    case .noop:
      if selected > 0 {
        selected -= 1
        offset = nearestOffset(for: selected)
      }
    }
    return redraw()
  }

  // MARK: Layout from scratch

  /// Measures every row and sums the offsets into new arrays.
  private func relayout() {
    var starts: [Int] = []
    var lengths: [Int] = []
    var position = 0
    for (index, content) in contents.enumerated() {
      var sizing = content.sizing(along: .vertical)
      if let isExpanded = expanded[index] {
        let collapsibility = ListStack.collapsibility
        sizing = isExpanded ? collapsibility.expanded ?? sizing : collapsibility.collapsed
      }
      let length = sizing.resolve {
        content.measure(along: .vertical, crossLength: crossLength)
      }
      starts.append(position)
      lengths.append(length)
      position += length + separator.length
    }
    self.starts = starts
    self.lengths = lengths
    contentLength = contents.isEmpty ? 0 : position - separator.length
  }

  private func select(_ index: Int) {
    relayout()
    selected = index
    offset = nearestOffset(for: index)
    redraw()
  }

  /// The least scrolling that shows row `index` whole (the stack's `.nearest`).
  private func nearestOffset(for index: Int) -> Int {
    let start = starts[index]
    let length = lengths[index]
    var target = offset
    if length > viewportLength {
      target = (start >= offset && start < offset + viewportLength) ? offset : start
    } else if start < offset {
      target = start
    } else if start + length > offset + viewportLength {
      target = start + length - viewportLength
    }
    return min(max(0, target), maxOffset)
  }

  /// The stack's page down: the viewport moves a screen, the selection lands a screen
  /// further (at least one row further).
  private func pageDown() {
    let newOffset = min(offset + viewportLength, maxOffset)
    let target = min(starts[selected] + viewportLength, max(0, contentLength - 1))
    var landing = selected
    for index in contents.indices {  // Scans from the first row: no index to search.
      if starts[index] > target { break }
      if lengths[index] + separator.length > 0 { landing = index }
    }
    if landing == selected, selected + 1 < contents.count { landing = selected + 1 }
    offset = newOffset
    selected = landing
    offset = nearestOffset(for: landing)
  }

  // MARK: Drawing everything

  /// Draws the whole screen into a new canvas, diffs it against the last one and keeps it.
  @discardableResult
  private func redraw() -> Int {
    var canvas = Canvas(size: ListStack.screen)
    let clip = Rect(x: 0, y: 0, width: crossLength, height: viewportLength)
    let end = offset + viewportLength
    let line = Cell(
      grapheme: String(separator.resolvedGlyph(for: .vertical)), style: separator.style)
    for index in contents.indices {  // Scans from the first row.
      let start = starts[index]
      if start >= end { break }
      if start + lengths[index] + separator.length <= offset { continue }
      let y = start - offset
      let frame = Rect(x: 0, y: y, width: crossLength, height: lengths[index])
      if lengths[index] > 0 {
        canvas.write(contents[index].text, at: Point(x: 0, y: y), style: .plain, clip: clip)
      }
      if index == selected {
        canvas.applyStyle(
          RenderContext().style(appearance.selectionRole), in: frame.intersection(clip))
      }
      if index < contents.count - 1 {
        let rule = Rect(x: 0, y: y + lengths[index], width: crossLength, height: 1)
        canvas.fill(rule.intersection(clip), with: line)
      }
    }
    drawIndicator(into: &canvas)
    let changes = CanvasDiff.changedLines(from: screen, to: canvas)
    screen = canvas
    return changes.count
  }

  private func drawIndicator(into canvas: inout Canvas) {
    let length = viewportLength
    let track = Cell(
      grapheme: String(appearance.indicatorTrack), style: appearance.indicatorStyle)
    let thumb = Cell(
      grapheme: String(appearance.indicatorThumb), style: appearance.indicatorThumbStyle)
    let thumbLength =
      contentLength > length ? max(1, length * length / contentLength) : length
    let travel = length - thumbLength
    let thumbStart = maxOffset > 0 ? (offset * travel + maxOffset / 2) / maxOffset : 0
    for cell in 0..<length {
      let isThumb = cell >= thumbStart && cell < thumbStart + thumbLength
      canvas.set(isThumb ? thumb : track, at: Point(x: crossLength, y: cell))
    }
  }
}

/// Checks that the baseline draws exactly the screens the real stack draws.
enum BaselineCheck {
  /// Presses the same keys on both and returns nil when every screen is identical, else
  /// a description of the first difference.
  static func run(rows: Int) -> String? {
    let real = StackDriver(rows: rows)
    let naive = NaiveStack(rows: rows)
    guard real.screen == naive.screen else { return "first frame differs" }
    let keys: [KeyOperation] =
      Array(repeating: .down, count: 30) + [.pageDown, .pageDown, .end, .home, .noop]
      + [.collapse, .down, .collapse, .pageDown, .end, .home]
    for (step, key) in keys.enumerated() {
      real.prepare(key)
      naive.prepare(key)
      guard real.screen == naive.screen else { return "step \(step): setting up \(key) differs" }
      real.press(key)
      naive.press(key)
      guard real.screen == naive.screen else {
        return
          "step \(step): \(key) differs\nreal:\n\(real.screen.text)\nnaive:\n\(naive.screen.text)"
      }
    }
    return nil
  }
}
