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

  /// Gives the current stack the space between the title and the status line.
  func layoutStack() {
    let height = max(0, size.height - 2 - logHeight)
    stack.viewport = Size(width: size.width, height: height)
  }

  func render(into canvas: inout Canvas) {
    canvas.clear()
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      renderTooSmall(into: &canvas)
      return
    }
    renderTitle(into: &canvas)
    stack.render(into: &canvas, at: stackOrigin, monochrome: isMonochrome)
    if showsLog { renderLog(into: &canvas) }
    renderStatus(into: &canvas)
    if showsHelp { renderHelp(into: &canvas) }
  }

  private func renderTooSmall(into canvas: inout Canvas) {
    let words = ["terminal", "too small", "\(size.width)x\(size.height)"]
    for (y, word) in words.enumerated() where y < size.height {
      canvas.write(TextLayout.truncate(word, width: size.width), at: Point(x: 0, y: y), style: .plain)
    }
  }

  private func renderTitle(into canvas: inout Canvas) {
    var x = 0
    x += canvas.write(" StackTUI ", at: Point(x: x, y: 0), style: DemoPalette.title)
    for (index, name) in Self.screenNames.enumerated() {
      let style = index == currentIndex ? CellStyle(attributes: [.reverse, .bold]) : DemoPalette.muted
      x += canvas.write(" \(name) ", at: Point(x: x, y: 0), style: style)
    }
    let hint = " ? help "
    let hintX = size.width - TextWidth.of(hint)
    if hintX > x { canvas.write(hint, at: Point(x: hintX, y: 0), style: DemoPalette.muted) }
  }

  private func renderLog(into canvas: inout Canvas) {
    let top = size.height - 1 - logHeight
    let rule = "─ events (e hides) " + String(repeating: "─", count: max(0, size.width))
    canvas.write(TextLayout.truncate(rule, width: size.width, ellipsis: ""), at: Point(x: 0, y: top), style: DemoPalette.muted)
    let lines = log.tail(logHeight - 1)
    for (offset, line) in lines.enumerated() {
      canvas.write(TextLayout.truncate(line, width: size.width), at: Point(x: 0, y: top + 1 + offset), style: .plain)
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

  private func renderHelp(into canvas: inout Canvas) {
    let entries: [(keys: String, action: String)] =
      [
        ("↑↓ k j", "move the selection"), ("PgUp PgDn ^B ^F", "page"),
        ("Home End g G", "first / last row"), ("Enter Space", "tap the selected row"),
        ("← → h l", "collapse / expand"), ("wheel, click", "scroll 3 lines, tap a row"),
        ("Tab Shift-Tab", "next / previous screen"), ("e", "event log"),
        ("v", "vertical ↔ horizontal"), ("?", "this help"), ("q Esc", "quit"),
      ] + Self.rowOperationHelp + screen.helpEntries
    let width = min(size.width - 2, 56)
    let height = min(size.height - 2, entries.count + 3)
    guard width > 10, height > 2 else { return }
    let box = Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    canvas.fill(box, with: Cell(style: CellStyle(attributes: .reverse)))
    let title = " Keys — \(screen.name) (any key closes) "
    canvas.write(TextLayout.truncate(title, width: width), at: box.origin, style: CellStyle(attributes: [.reverse, .bold]))
    for (offset, entry) in entries.prefix(height - 3).enumerated() {
      let line = " " + TextLayout.pad(entry.keys, toWidth: 18) + entry.action
      canvas.write(
        TextLayout.pad(line, toWidth: width), at: Point(x: box.minX, y: box.minY + 2 + offset),
        style: CellStyle(attributes: .reverse))
    }
  }
}
