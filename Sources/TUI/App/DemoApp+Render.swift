import StackCore
import StackTerminal

/// Drawing the demo: title bar, the stack, the event log panel, the status line and the
/// help overlay.
extension DemoApp {
  /// The smallest size the full layout needs; below it a notice is shown instead.
  static let minimumSize = Size(width: 16, height: 4)

  /// Where the stack's viewport starts.
  var stackOrigin: Point { Point(x: 0, y: 1) }

  /// Lines taken by the event log panel (its rule included), 0 when hidden.
  var logHeight: Int {
    guard showsLog else { return 0 }
    return min(max(3, (size.height - 2) / 3), 10, max(0, size.height - 4))
  }

  /// Gives the current stack the space between the title and the status line. When that
  /// space changes, the selected row is brought entirely into view (when it fits): the stack
  /// itself only keeps it partly visible.
  func layoutStack() {
    let viewport = Size(width: size.width, height: max(0, size.height - 2 - logHeight))
    guard viewport != stack.viewport else { return }
    // One update: observers see the selected row's final state, not a partial detour.
    stack.performUpdate {
      stack.viewport = viewport
      if let selected = stack.selectedIndex {
        try? stack.scrollToRow(at: selected, alignment: .nearest)
      }
    }
  }

  func render(into canvas: inout Canvas) {
    canvas.clear()
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      renderTooSmall(into: &canvas)
      return
    }
    renderTitle(into: &canvas)
    stack.render(into: &canvas, at: stackOrigin, monochrome: isMonochrome)
    renderEmptyHint(into: &canvas)
    if showsLog { renderLog(into: &canvas) }
    renderStatus(into: &canvas)
    if showsHelp { renderHelp(into: &canvas) }
  }

  /// A stack with nothing to show says so, and how to get rows back, instead of staying blank.
  private func renderEmptyHint(into canvas: inout Canvas) {
    guard stack.viewport.height > 0, stack.visibleRows.isEmpty else { return }
    let hint =
      stack.count == 0
      ? "No rows. Press a to add one." : "Every row is hidden. Press X to show them."
    canvas.write(
      TextLayout.truncate(hint, width: size.width - 2), at: Point(x: 1, y: stackOrigin.y),
      style: DemoPalette.muted)
  }

  private func renderTooSmall(into canvas: inout Canvas) {
    // One column says nothing useful, and many terminals (tmux among them) cannot draw the
    // bottom-right cell of a one-column screen, where the headless terminal would show it.
    guard size.width > 1 else { return }
    let words = ["terminal", "too small", "\(size.width)x\(size.height)"]
    for (y, word) in words.enumerated() where y < size.height {
      canvas.write(
        TextLayout.truncate(word, width: size.width), at: Point(x: 0, y: y), style: .plain)
    }
  }

  /// The title: the name, the screens with the current one marked, and the help hint. When
  /// the line is too narrow for all of that, the hint goes first, then the name, then the
  /// other screens: the current screen is always shown.
  private func renderTitle(into canvas: inout Canvas) {
    let brand = " StackTUI "
    let tabs = Self.screenNames.map { " \($0) " }
    let tabsWidth = tabs.reduce(0) { $0 + TextWidth.of($1) }
    let current = tabs[currentIndex]
    let layouts: [(brand: Bool, indexes: [Int])] = [
      (true, Array(tabs.indices)), (false, Array(tabs.indices)), (true, [currentIndex]),
      (false, [currentIndex]),
    ]
    let layout =
      layouts.first { layout in
        let width =
          (layout.brand ? TextWidth.of(brand) : 0)
          + (layout.indexes.count == tabs.count ? tabsWidth : TextWidth.of(current))
        return width <= size.width
      } ?? (false, [currentIndex])
    var x = 0
    if layout.brand { x += canvas.write(brand, at: Point(x: x, y: 0), style: DemoPalette.title) }
    for index in layout.indexes {
      let style =
        index == currentIndex ? CellStyle(attributes: [.reverse, .bold]) : DemoPalette.muted
      x += canvas.write(tabs[index], at: Point(x: x, y: 0), style: style)
    }
    let hint = " ? help "
    let hintX = size.width - TextWidth.of(hint)
    if hintX >= x { canvas.write(hint, at: Point(x: hintX, y: 0), style: DemoPalette.muted) }
  }

  private func renderLog(into canvas: inout Canvas) {
    let top = size.height - 1 - logHeight
    let rule = "─ events (e hides) " + String(repeating: "─", count: max(0, size.width))
    canvas.write(
      TextLayout.truncate(rule, width: size.width, ellipsis: ""), at: Point(x: 0, y: top),
      style: DemoPalette.muted)
    let lines = log.tail(logHeight - 1)
    for (offset, line) in lines.enumerated() {
      canvas.write(
        TextLayout.truncate(line, width: size.width), at: Point(x: 0, y: top + 1 + offset),
        style: .plain)
    }
  }

  private func renderStatus(into canvas: inout Canvas) {
    let y = size.height - 1
    let style = isMonochrome ? DemoPalette.statusBarMonochrome : DemoPalette.statusBar
    canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(style: style))
    let selection = stack.selectedIndex.map { "\($0 + 1)/\(stack.count)" } ?? "–/\(stack.count)"
    let percent = stack.maxOffset == 0 ? 100 : stack.offset * 100 / stack.maxOffset
    let axis = stack.axis == .vertical ? "" : " │ horizontal"
    let text = " \(screen.name) │ row \(selection) │ \(percent)%\(axis) │ \(lastEvent)"
    canvas.write(TextLayout.truncate(text, width: size.width), at: Point(x: 0, y: y), style: style)
  }

  /// The key help, centred. When the terminal is too small for a margin it takes the whole
  /// screen, and when not every binding fits, the last line says how many are left out.
  private func renderHelp(into canvas: inout Canvas) {
    let entries: [(keys: String, action: String)] =
      [
        ("↑↓ k j", "move the selection"), ("PgUp PgDn ^B ^F", "page"),
        ("Home End g G", "first / last row"), ("Enter Space", "tap the selected row"),
        ("← → h l", "collapse / expand"), ("wheel, click", "scroll 3 lines, tap a row"),
        ("Tab Shift-Tab", "next / previous screen"), ("e", "event log"),
        ("v", "vertical ↔ horizontal"), ("?", "this help"), ("q Esc", "quit"),
      ] + Self.rowOperationHelp + screen.helpEntries
    let comfortable = entries.count + 3  // Title, blank line, entries, blank line.
    let roomy = size.height - 2 >= comfortable
    let width = size.width >= 58 ? 56 : size.width
    let height = roomy ? comfortable : size.height
    let box = Rect(
      x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    let style = CellStyle(attributes: .reverse)
    canvas.fill(box, with: Cell(style: style))
    let title = " Keys — \(screen.name) (any key closes) "
    canvas.write(
      TextLayout.truncate(title, width: width), at: box.origin,
      style: CellStyle(attributes: [.reverse, .bold]))
    let firstLine = box.minY + (roomy ? 2 : 1)
    let lines = box.maxY - firstLine - (roomy ? 1 : 0)
    let shown = entries.count <= lines ? entries.count : max(0, lines - 1)
    let keysWidth = min(18, max(8, width / 2))
    for (offset, entry) in entries.prefix(shown).enumerated() {
      let line = " " + TextLayout.pad(entry.keys, toWidth: keysWidth - 1) + " " + entry.action
      canvas.write(
        TextLayout.pad(line, toWidth: width), at: Point(x: box.minX, y: firstLine + offset),
        style: style)
    }
    if shown < entries.count, lines > 0 {
      let more = " … \(entries.count - shown) more keys"
      canvas.write(
        TextLayout.pad(more, toWidth: width), at: Point(x: box.minX, y: firstLine + shown),
        style: style)
    }
  }
}
