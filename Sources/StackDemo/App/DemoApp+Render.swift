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
  /// itself only keeps it partly visible. A viewport that can show nothing of it (no lines,
  /// or no columns for the row) does not scroll: the view a resize comes back to is then the
  /// one it left.
  func layoutStack() {
    let viewport = Size(width: size.width, height: max(0, size.height - 2 - logHeight))
    guard viewport != stack.viewport else { return }
    // One update: observers see the selected row's final state, not a partial detour.
    stack.performUpdate {
      stack.viewport = viewport
      if let selected = stack.selectedIndex, stack.viewportLength > 0,
        (try? stack.frameOfRow(at: selected))?.isEmpty == false
      {
        try? stack.scrollToRow(at: selected, alignment: .nearest)
      }
    }
  }

  /// Draws the frame into `canvas`, which is blank (the run loop clears it, once per frame).
  func render(in surface: inout Surface) {
    surface.context.theme = DemoPalette.withDemoRoles(surface.context.theme)
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      renderTooSmall(into: &surface)
      return
    }
    // The stack first: on the cleared canvas its viewport is known to be blank already, and
    // nothing it draws reaches the title's line.
    let stackRegion = Rect(origin: stackOrigin, size: stack.viewport)
    if let overlay = screen.overlay {
      overlay.render(in: &surface, region: stackRegion, isFocused: !showsHelp)
      surface.setCursor(showsHelp ? nil : overlay.cursorPosition(placedAt: stackRegion))
    } else {
      surface.withRegion(stackRegion) { stack.render(in: &$0) }
    }
    renderTitle(into: &surface)
    renderEmptyHint(into: &surface)
    if showsLog { renderLog(into: &surface) }
    renderStatus(into: &surface)
    if showsHelp { renderHelp(into: &surface) }
  }

  /// A stack with nothing to show says so, and how to get rows back, instead of staying blank.
  private func renderEmptyHint(into surface: inout Surface) {
    guard stack.viewport.height > 0, !stack.hasVisibleRows else { return }
    let hint =
      stack.count == 0
      ? "No rows. Press a to add one." : "Every row is hidden. Press X to show them."
    surface.write(
      TextLayout.truncate(hint, width: size.width - 2), at: Point(x: 1, y: stackOrigin.y),
      role: DemoPalette.muted)
  }

  private func renderTooSmall(into surface: inout Surface) {
    // One column says nothing useful, and many terminals (tmux among them) cannot draw the
    // bottom-right cell of a one-column screen, where the headless terminal would show it.
    guard size.width > 1 else { return }
    let words = ["terminal", "too small", "\(size.width)x\(size.height)"]
    for (y, word) in words.enumerated() where y < size.height {
      surface.write(
        TextLayout.truncate(word, width: size.width), at: Point(x: 0, y: y), style: .plain)
    }
  }

  /// The title's parts, measured once.
  private static let titleBrand = " StackTUI "
  private static let titleTabs = ScreenName.allCases.map { " \($0.rawValue) " }
  private static let titleTabsWidth = titleTabs.reduce(0) { $0 + TextWidth.of($1) }
  private static let titleHint = " ? help "
  /// The title's layouts, widest first: with or without the brand, every screen or the
  /// current one only.
  private static let titleLayouts: [(brand: Bool, allTabs: Bool)] = [
    (true, true), (false, true), (true, false), (false, false),
  ]

  /// The title: the name, the screens with the current one marked, and the help hint. When
  /// the line is too narrow for all of that, the hint goes first, then the name, then the
  /// other screens: the current screen is always shown.
  private func renderTitle(into surface: inout Surface) {
    let tabs = Self.titleTabs
    let brandWidth = TextWidth.of(Self.titleBrand)
    let currentWidth = TextWidth.of(tabs[currentIndex])
    func width(_ layout: (brand: Bool, allTabs: Bool)) -> Int {
      (layout.brand ? brandWidth : 0) + (layout.allTabs ? Self.titleTabsWidth : currentWidth)
    }
    // The help hint is the way in to every key: the tabs shrink to keep it on the line.
    // (Loops, not `first(where:)`: a main-actor closure handed to the standard library
    // checks its actor on every call; see docs/decisions, "No actor check on the per-key path".)
    let hintWidth = TextWidth.of(Self.titleHint)
    var withHint: (brand: Bool, allTabs: Bool)?
    var withoutHint: (brand: Bool, allTabs: Bool)?
    for candidate in Self.titleLayouts {
      if withHint == nil && width(candidate) + hintWidth <= size.width { withHint = candidate }
      if withoutHint == nil && width(candidate) <= size.width { withoutHint = candidate }
    }
    let layout = withHint ?? withoutHint ?? (false, false)
    var x = 0
    if layout.brand {
      x += surface.write(Self.titleBrand, at: Point(x: x, y: 0), role: DemoPalette.title)
    }
    for index in layout.allTabs ? tabs.indices : currentIndex..<currentIndex + 1 {
      let role = index == currentIndex ? StyleRole.selection : DemoPalette.muted
      x += surface.write(tabs[index], at: Point(x: x, y: 0), role: role)
    }
    if withHint != nil {
      surface.write(
        Self.titleHint, at: Point(x: size.width - hintWidth, y: 0), role: DemoPalette.muted)
    }
  }

  private func renderLog(into surface: inout Surface) {
    let top = size.height - 1 - logHeight
    let rule = "─ events (e hides) " + String(repeating: "─", count: max(0, size.width))
    surface.write(
      TextLayout.truncate(rule, width: size.width, ellipsis: ""), at: Point(x: 0, y: top),
      role: DemoPalette.muted)
    let shown = min(max(0, logHeight - 1), log.count)
    for offset in 0..<shown {
      writeLine(
        log[log.count - shown + offset], at: Point(x: 0, y: top + 1 + offset), style: .plain,
        into: &surface)
    }
  }

  private func renderStatus(into surface: inout Surface) {
    let y = size.height - 1
    let style = surface.style(DemoPalette.statusBar)
    surface.fill(Rect(x: 0, y: y, width: size.width, height: 1), style: style)
    // " list │ row 5/1000 │ 0% │ row 27 fully visible", written part by part (StatusPart).
    var buffer = ""  // The reused line buffer, emptied by drawLine only if it needs it.
    swap(&buffer, &lineBuffer)
    // The screen's note is read once: it may change with time (the chat's typing dots), and
    // drawLine goes through the parts more than once.
    let note = screen.statusNote
    StatusPart.drawLine(
      { statusParts(note: note, $0) }, at: Point(x: 0, y: y), width: size.width, style: style,
      into: &surface, buffer: &buffer)
    lineBuffer = buffer
  }

  /// Calls `body` with each part of the status line in order, with `note` as the screen's.
  private func statusParts(note: String?, _ body: (StatusPart) -> Void) {
    let stack = stack
    let screen = screen
    body(.text(" "))
    body(.text(screen.name.rawValue))
    body(.text(" │ row "))
    if let selected = stack.selectedIndex { body(.number(selected + 1)) } else { body(.text("–")) }
    body(.text("/"))
    body(.number(stack.count))
    body(.text(" │ "))
    // When every row fits there is no position to give: "all", as pagers say.
    let maxOffset = stack.maxOffset
    if maxOffset == 0 {
      body(.text("all"))
    } else {
      body(.number(stack.offset * 100 / maxOffset))
      body(.text("%"))
    }
    if stack.axis != .vertical { body(.text(" │ horizontal")) }
    if let note {
      body(.text(" │ "))
      body(.text(note))
    }
    body(.text(" │ "))
    lastEvent.forEachPart(body)
  }

  /// Writes `line`, truncated to the screen's width, made in the reused line buffer.
  private func writeLine(
    _ line: EventLine, at point: Point, style: CellStyle, into surface: inout Surface
  ) {
    var text = takeLineBuffer()
    line.append(to: &text)
    surface.write(TextLayout.truncate(text, width: size.width), at: point, style: style)
    lineBuffer = text
  }

  /// ``lineBuffer`` emptied, its storage kept: put it back when done, and a line drawn every
  /// frame allocates nothing.
  private func takeLineBuffer() -> String {
    var text = ""
    swap(&text, &lineBuffer)
    text.removeAll(keepingCapacity: true)
    return text
  }

  /// The key help, centred, in a frame: the title in its top border, how to close it in its
  /// bottom border — "Esc closes", the one wording (any other key that does not scroll closes
  /// it too). When the terminal is too small for a margin it takes the whole screen; when not
  /// every binding fits, ↑↓ scroll the list and the bottom border says so. "q Esc quit" comes
  /// first, so it is always on the first page.
  private func renderHelp(into surface: inout Surface) {
    let layout = helpLayout
    let entries = helpLines
    let box = layout.box
    let inner = box.size.width - 2
    surface.fill(box, style: .plain)
    let first = min(helpOffset, layout.maxOffset)
    let below = entries.count - first - layout.lines
    let closing =
      layout.scrolls
      ? [
        below > 0 ? " ↓ \(below) more · ↑↓ scroll · Esc closes " : "",
        " ↑↓ scroll · Esc closes ", " Esc closes ", "Esc",
      ] : [" Esc closes ", "Esc"]
    drawFrame(
      box, title: " Keys — \(screen.name.rawValue) ",
      footer: closing.first { !$0.isEmpty && TextWidth.of($0) <= inner - 2 } ?? "",
      into: &surface)
    // The keys' column: the longest keys and two spaces, at most half the box; one space
    // only when that leaves the widest help whole.
    let longest = entries.reduce(0) { max($0, TextWidth.of($1.keys)) }
    let widestHelp = entries.reduce(0) { max($0, TextWidth.of($1.help)) }
    var keysWidth = min(longest + 3, max(8, inner / 2))
    if inner - keysWidth - 1 < widestHelp { keysWidth = max(8, min(keysWidth, longest + 1)) }
    for (line, entry) in entries.dropFirst(first).prefix(layout.lines).enumerated() {
      let text = " " + TextLayout.pad(entry.keys, toWidth: keysWidth - 1) + " " + entry.help
      surface.write(
        TextLayout.pad(text, toWidth: inner),
        at: Point(x: box.minX + 1, y: layout.firstLine + line), style: .plain)
    }
  }

  /// A box-drawing frame around `box` with `title` (bold) in its top border and `footer` in its
  /// bottom border, both after the corner and one line, shortened to fit.
  private func drawFrame(
    _ box: Rect, title: String, footer: String, into surface: inout Surface
  ) {
    guard box.size.width >= 2, box.size.height >= 2 else { return }
    let style = surface.style(DemoPalette.rule)
    let line = String(repeating: "─", count: box.size.width - 2)
    surface.write("┌" + line + "┐", at: box.origin, style: style)
    surface.write("└" + line + "┘", at: Point(x: box.minX, y: box.maxY - 1), style: style)
    for y in box.minY + 1..<box.maxY - 1 {
      surface.write("│", at: Point(x: box.minX, y: y), style: style)
      surface.write("│", at: Point(x: box.maxX - 1, y: y), style: style)
    }
    let room = box.size.width - 4
    guard room > 0 else { return }
    surface.write(
      TextLayout.truncate(title, width: room), at: Point(x: box.minX + 2, y: box.minY),
      role: DemoPalette.heading)
    surface.write(
      TextLayout.truncate(footer, width: room), at: Point(x: box.minX + 2, y: box.maxY - 1),
      style: .plain)
  }
}
