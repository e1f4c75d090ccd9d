import StackCore
import StackTerminal

/// Shows a growing text as a stack of line rows that follows its end (``ScrollStack/followsEnd``):
/// new lines appear at the bottom while the view is there; scroll up to read and the view
/// stays put while the status line counts the lines not seen yet; End follows again.
/// `/` finds text (Enter to search, Esc to cancel), `n`/`N` go to the next/previous match,
/// `q` quits.
///
/// The text is polled every ``pollInterval`` milliseconds through
/// ``TerminalApp/idleTimeoutMilliseconds``: the run loop sleeps until a key arrives or the
/// interval passes, then ``idle()`` reads what was added. A headless run
/// (`RunLoop.runUntilIdle()`, a script) looks once each time the input is used up.
@MainActor
final class TailFollowApp: TerminalApp {
  /// One row per line, made on demand (lazy rows), so a long log opens at once.
  let stack = ScrollStack()
  /// Every line read so far, as read.
  private(set) var lines: [String] = []
  /// What the status line calls the text ("app.log", "stdin").
  let name: String
  /// How often to read the text again, in milliseconds.
  let pollInterval: Int
  /// The text typed after `/` while finding (nil when not finding).
  private(set) var query: String?
  /// The text last searched for (`n` and `N` search it again).
  private(set) var lastSearch = ""
  /// A message on the status line until the next key ("not found").
  private(set) var notice: String?
  private let reader: LineReader
  private var size = Size(width: 80, height: 24)

  init(reader: LineReader, name: String, pollInterval: Int = 200) throws {
    self.reader = reader
    self.name = name
    self.pollInterval = pollInterval
    stack.followsEnd = true
    try poll()
  }

  /// Adds the lines that arrived since the last call as rows; true when there were any.
  @discardableResult
  func poll() throws -> Bool {
    let new = reader.newLines()
    guard !new.isEmpty else { return false }
    // A selection on the last line while following stays on the last line.
    let selectionFollows =
      stack.isFollowingEnd && (stack.selectedIndex ?? lines.count - 1) == lines.count - 1
    let start = lines.count
    lines += new
    try stack.addLazyRows(count: new.count) { [unowned self] index in
      TextRowContent(MessageText.escaped(lines[start + index], limit: 10_000))
    }
    if selectionFollows { stack.selectLast() }
    return true
  }

  /// Poll while the text may still grow (a closed pipe does not).
  var idleTimeoutMilliseconds: Int? { reader.isAtEnd ? nil : pollInterval }

  func idle() -> AppResponse { ((try? poll()) ?? false) ? .redraw : .unchanged }

  func handle(_ event: InputEvent) -> AppResponse {
    notice = nil
    if query != nil { return editQuery(event) }
    switch event {
    case .key(.character("q")): return .quit
    case .key(.character("/")): query = ""
    case .key(.character("n")): find(lastSearch, forward: true)
    case .key(.character("N")): find(lastSearch, forward: false)
    default:
      guard let action = KeyBindings.standard.action(for: event, origin: .zero) else {
        return .unchanged
      }
      stack.perform(action)
    }
    return .redraw
  }

  /// Typing after `/`: Enter searches, Esc cancels, Backspace deletes.
  private func editQuery(_ event: InputEvent) -> AppResponse {
    switch event {
    case .key(.enter):
      lastSearch = query ?? ""
      query = nil
      find(lastSearch, forward: true)
    case .key(.escape): query = nil
    case .key(.backspace): query = query.map { String($0.dropLast()) }
    case .key(.character(let character)): query? += String(character)
    default: return .unchanged
    }
    return .redraw
  }

  /// Selects the next (or previous) line containing `text`, after (before) the selected one,
  /// wrapping around at the end. Finding a line above the view stops following the end.
  func find(_ text: String, forward: Bool) {
    guard !text.isEmpty, !lines.isEmpty else { return }
    let start = stack.selectedIndex ?? (forward ? lines.count - 1 : 0)
    let count = lines.count
    for step in 1...count {
      let index = ((forward ? start + step : start - step) % count + count) % count
      if lines[index].lowercased().contains(text.lowercased()) {
        try? stack.select(rowAt: index)
        return
      }
    }
    notice = "not found: \(MessageText.escaped(text))"
  }

  /// The stack, then the status line: the search being typed, or the name, the line count
  /// and whether the end is followed (or how many lines arrived below the view).
  func render(into canvas: inout Canvas) {
    stack.render(into: &canvas)
    let left: String
    if let query {
      left = "/" + MessageText.escaped(query)
    } else {
      let shownName = MessageText.escaped(name, limit: MessageText.pathLimit)
      left = notice ?? "\(shownName) · \(lines.count) lines · / find · q quit"
    }
    let right: String
    if stack.isFollowingEnd {
      right = reader.isAtEnd ? "end of input" : "following"
    } else {
      right = stack.unseenRowCount > 0 ? "↓ \(stack.unseenRowCount) new · End" : "End: follow"
    }
    let style = CellStyle(attributes: .reverse)
    let y = size.height - 1
    canvas.fill(Rect(x: 0, y: y, width: size.width, height: 1), with: Cell(" ", style: style))
    canvas.write(left, at: Point(x: 1, y: y), style: style)
    canvas.write(right, at: Point(x: max(0, size.width - right.count - 1), y: y), style: style)
  }

  func resize(to size: Size) {
    self.size = size
    stack.viewport = Size(width: size.width, height: max(0, size.height - 1))
  }
}
